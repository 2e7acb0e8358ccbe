#include "arena/arena.h"

#include "arena/distinct_levels.h"
#include "arena/duplicate_schedule.h"
#include "arena/parallel_deals.h"
#include "variants/filipino/simulation/simulation.h"


#include <algorithm>
#include <memory>
#include <stdexcept>
#include <utility>

namespace mj {

namespace {

ArenaGame resultOf(const Game& game, int rotation, std::optional<Seat> lastDiscarder)
{
    ArenaGame result;
    result.rotation = rotation;
    const int seats = game.seatCount();
    result.entryAtSeat = PerSeat<int>(seats);
    for (int s = 0; s < seats; ++s)
        result.entryAtSeat[s] = arenaEntryAtSeat(rotation, Seat::of(s), seats);
    result.balance = game.balance();
    result.winner = game.winner();
    if (result.winner && game.winSource() == WinSource::Discard)
        result.dealtIn = lastDiscarder;
    return result;
}

} // namespace

Status checkArenaGames(int games, int seats)
{
    if (games < seats || games > kArenaMaxGames || games % seats != 0)
        return failure("--games must be a multiple of " + std::to_string(seats) + " from " + std::to_string(seats) +
                       " to " + std::to_string(kArenaMaxGames) + " (each deal is played " + std::to_string(seats) +
                       " times, the bots rotated through the seats), not " + std::to_string(games));
    return success();
}

ArenaDeal playDeal(const PerSeat<BotLevel>& bots, const Ruleset& rules, std::uint64_t dealSeed,
                   const ArenaDecisionHook& onDecision, const std::function<void(const Game& game, int rotation)>& onGame)
{
    const int seats = bots.count();
    ArenaDeal deal(static_cast<std::size_t>(seats));
    for (int rotation = 0; rotation < seats; ++rotation) {
        PerSeat<std::unique_ptr<Bot>> owned(seats);
        PerSeat<Bot*> seated(seats);
        PerSeat<int> entryAt(seats);
        for (int s = 0; s < seats; ++s) {
            const auto seat = static_cast<std::size_t>(s);
            entryAt[seat] = arenaEntryAtSeat(rotation, Seat::of(s), seats);
            owned[seat] = makeBot(bots[static_cast<std::size_t>(entryAt[seat])], arenaBotSeed(dealSeed, Seat::of(s)));
            seated[seat] = owned[seat].get();
        }
        Game game(arenaDealSetup(dealSeed, rules));
        std::optional<Seat> lastDiscarder;
        playOut(game, seated, [&](const Action& action, std::chrono::nanoseconds took) {
            if (action.type == ActionType::Discard)
                lastDiscarder = action.seat;
            if (onDecision)
                onDecision(entryAt[static_cast<std::size_t>(action.seat.index())], took);
        });
        deal[static_cast<std::size_t>(rotation)] = resultOf(game, rotation, lastDiscarder);
        if (onGame)
            onGame(game, rotation);
    }
    return deal;
}

Expected<ArenaReport> runArena(const ArenaOptions& options)
{
    const int seats = options.rules.seats();
    if (options.bots.count() != seats)
        return failure("the " + options.rules.name + " ruleset seats " + std::to_string(seats) + " players; " +
                       std::to_string(options.bots.count()) + " bots were given");
    if (Status games = checkArenaGames(options.games, seats); !games)
        return Error{games.error()};
    if (options.threads < 1 || options.threads > kArenaMaxThreads)
        return failure("--threads must be from 1 to " + std::to_string(kArenaMaxThreads) + ", not " +
                       std::to_string(options.threads));
    const auto levels = distinctLevels(options.bots);
    const int deals = options.games / seats;
    const auto started = std::chrono::steady_clock::now();

    const auto played = playDealsInParallel<BotTally>(
        deals, options.threads, levels.distinct.size(), seats,
        [&](int d) { return arenaDealSeed(options.seed, d); },
        [&](std::uint64_t seed, std::vector<BotTally>& tallies) -> Expected<int> {
            try {
                // Decision times go straight to the thread's tallies, a broken deal's too.
                const auto decided = [&](int entry, std::chrono::nanoseconds took) {
                    const int level = levels.ofEntry[static_cast<std::size_t>(entry)];
                    tallies[static_cast<std::size_t>(level)].decisions.add(took);
                };
                const ArenaDeal deal = playDeal(options.bots, options.rules, seed, decided);
                tallyDeal(tallies, levels.ofEntry, deal);
                return static_cast<int>(std::count_if(deal.begin(), deal.end(),
                                                      [](const ArenaGame& game) { return !game.winner; }));
            } catch (const std::logic_error& broken) {
                return failure(broken.what());
            }
        },
        options.progress);

    ArenaReport report;
    report.deals = played.deals;
    report.noWinner = played.noWinner;
    report.brokenDeals = played.brokenDeals;
    report.broken = played.broken;
    const std::vector<BotTally>& total = played.levels;
    report.games = report.deals * seats;
    for (std::size_t l = 0; l < total.size(); ++l) {
        const auto entries = std::count(levels.ofEntry.begin(), levels.ofEntry.end(), static_cast<int>(l));
        report.bots.push_back(summarize(botLevelName(levels.distinct[l]), static_cast<int>(entries), total[l]));
    }
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

} // namespace mj
