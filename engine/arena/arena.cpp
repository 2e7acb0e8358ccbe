#include "arena/arena.h"

#include "arena/duplicate_schedule.h"
#include "session/simulation.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>

namespace mj {

namespace {

// The distinct levels among the entries, in the order of their first entry.
struct Levels {
    std::vector<BotLevel> distinct;
    std::array<int, Seat::count> ofEntry{};
};

Levels levelsOf(const std::array<BotLevel, Seat::count>& bots)
{
    Levels levels;
    for (std::size_t e = 0; e < bots.size(); ++e) {
        const auto found = std::find(levels.distinct.begin(), levels.distinct.end(), bots[e]);
        levels.ofEntry[e] = static_cast<int>(found - levels.distinct.begin());
        if (found == levels.distinct.end())
            levels.distinct.push_back(bots[e]);
    }
    return levels;
}

ArenaGame resultOf(const Game& game, int rotation, std::optional<Seat> lastDiscarder)
{
    ArenaGame result;
    result.rotation = rotation;
    for (int s = 0; s < Seat::count; ++s)
        result.entryAtSeat[static_cast<std::size_t>(s)] = arenaEntryAtSeat(rotation, Seat::of(s));
    result.balance = game.balance();
    result.winner = game.winner();
    if (result.winner && game.winSource() == WinSource::Discard)
        result.dealtIn = lastDiscarder;
    return result;
}

// What one thread tallies.
struct Worker {
    std::vector<BotTally> levels;
    int deals = 0;
    int noWinner = 0;
    std::vector<std::pair<int, std::string>> broken; // deal index, what broke
};

} // namespace

Status checkArenaGames(int games)
{
    if (games < kArenaRotations || games > kArenaMaxGames || games % kArenaRotations != 0)
        return failure("--games must be a multiple of 4 from 4 to " + std::to_string(kArenaMaxGames) +
                       " (each deal is played four times, the bots rotated through the seats), not " +
                       std::to_string(games));
    return success();
}

ArenaDeal playDeal(const std::array<BotLevel, Seat::count>& bots, const Ruleset& rules, std::uint64_t dealSeed,
                   const ArenaDecisionHook& onDecision, const std::function<void(const Game& game, int rotation)>& onGame)
{
    ArenaDeal deal;
    for (int rotation = 0; rotation < kArenaRotations; ++rotation) {
        std::array<std::unique_ptr<Bot>, Seat::count> owned;
        std::array<Bot*, Seat::count> seated{};
        std::array<int, Seat::count> entryAt{};
        for (int s = 0; s < Seat::count; ++s) {
            const auto seat = static_cast<std::size_t>(s);
            entryAt[seat] = arenaEntryAtSeat(rotation, Seat::of(s));
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
    if (Status games = checkArenaGames(options.games); !games)
        return Error{games.error()};
    if (options.threads < 1 || options.threads > kArenaMaxThreads)
        return failure("--threads must be from 1 to " + std::to_string(kArenaMaxThreads) + ", not " +
                       std::to_string(options.threads));
    const Levels levels = levelsOf(options.bots);
    const int deals = options.games / kArenaRotations;
    const auto started = std::chrono::steady_clock::now();

    std::atomic<int> nextDeal{0};
    std::mutex progressMutex;
    int gamesDone = 0;
    std::vector<Worker> workers(static_cast<std::size_t>(std::min(options.threads, deals)));
    auto work = [&](Worker& worker) {
        worker.levels.assign(levels.distinct.size(), BotTally{});
        for (int d = nextDeal++; d < deals; d = nextDeal++) {
            const std::uint64_t seed = arenaDealSeed(options.seed, d);
            try {
                const ArenaDeal deal = playDeal(options.bots, options.rules, seed, [&](int entry, std::chrono::nanoseconds took) {
                    worker.levels[static_cast<std::size_t>(levels.ofEntry[static_cast<std::size_t>(entry)])].decisions.add(took);
                });
                tallyDeal(worker.levels, levels.ofEntry, deal);
                ++worker.deals;
                for (const ArenaGame& game : deal)
                    worker.noWinner += game.winner ? 0 : 1;
            } catch (const std::logic_error& broken) {
                worker.broken.emplace_back(d, "deal " + std::to_string(d + 1) + " (seed " + std::to_string(seed) +
                                                  "): " + broken.what());
            }
            if (options.progress) {
                const std::lock_guard lock(progressMutex);
                gamesDone += kArenaRotations;
                options.progress(gamesDone);
            }
        }
    };
    if (workers.size() == 1) {
        work(workers[0]);
    } else {
        std::vector<std::thread> threads;
        for (Worker& worker : workers)
            threads.emplace_back(work, std::ref(worker));
        for (std::thread& t : threads)
            t.join();
    }

    ArenaReport report;
    std::vector<BotTally> total(levels.distinct.size());
    std::vector<std::pair<int, std::string>> broken;
    for (const Worker& worker : workers) {
        for (std::size_t l = 0; l < total.size(); ++l)
            total[l].merge(worker.levels[l]);
        report.deals += worker.deals;
        report.noWinner += worker.noWinner;
        broken.insert(broken.end(), worker.broken.begin(), worker.broken.end());
    }
    std::sort(broken.begin(), broken.end());
    report.brokenDeals = static_cast<int>(broken.size());
    for (std::size_t i = 0; i < broken.size() && i < 5; ++i)
        report.broken.push_back(broken[i].second);
    report.games = report.deals * kArenaRotations;
    for (std::size_t l = 0; l < total.size(); ++l) {
        const auto entries = std::count(levels.ofEntry.begin(), levels.ofEntry.end(), static_cast<int>(l));
        report.bots.push_back(summarize(botLevelName(levels.distinct[l]), static_cast<int>(entries), total[l]));
    }
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

} // namespace mj
