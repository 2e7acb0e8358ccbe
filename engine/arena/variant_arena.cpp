#include "arena/variant_arena.h"

#include "arena/arena_stats.h"
#include "arena/distinct_levels.h"
#include "arena/parallel_deals.h"
#include "core/rng.h"


#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <utility>
#include <variant>

namespace mj {

namespace {

// The kinds of event an agent may ask for (SeatAgent::needs): one bit each.
constexpr std::size_t kEventKinds = std::variant_size_v<Event>;
static_assert(kEventKinds <= 64, "SeatAgent::needs is a 64-bit mask");

std::uint64_t needsOf(const SeatAgent& agent)
{
    std::uint64_t mask = 0;
    for (std::size_t k = 0; k < kEventKinds; ++k)
        if (agent.needs(k))
            mask |= std::uint64_t{1} << k;
    return mask;
}

std::string actionText(const Action& a)
{
    std::string out = actionTypeName(a.type);
    if (a.tile >= 0)
        out += " tile " + std::to_string(a.tile);
    if (a.kind >= 0)
        out += " kind " + std::to_string(a.kind);
    if (a.from >= 0 || a.to >= 0 || a.count != 0)
        out += " from " + std::to_string(a.from) + " to " + std::to_string(a.to) + " count " + std::to_string(a.count);
    return out;
}

// What one level gathered; integer sums, so merging in any order gives the same figures.
struct LevelTally {
    std::int64_t games = 0, wins = 0, payout = 0, deals = 0, dealPayoutSquared = 0, gamesPerDeal = 0;
    DecisionTimes decisions;

    void merge(const LevelTally& o)
    {
        games += o.games;
        wins += o.wins;
        payout += o.payout;
        deals += o.deals;
        dealPayoutSquared += o.dealPayoutSquared;
        gamesPerDeal = gamesPerDeal != 0 ? gamesPerDeal : o.gamesPerDeal;
        decisions.merge(o.decisions);
    }
};

void tally(std::vector<LevelTally>& levels, const std::vector<VariantArenaGame>& deal)
{
    std::vector<std::int64_t> dealPayout(levels.size(), 0), dealGames(levels.size(), 0);
    for (const VariantArenaGame& game : deal)
        for (int s = 0; s < game.balance.count(); ++s) {
            const auto level = static_cast<std::size_t>(game.levelAt[s]);
            ++levels[level].games;
            ++dealGames[level];
            levels[level].wins += game.winner && game.winner->index() == s ? 1 : 0;
            levels[level].payout += game.balance[s];
            dealPayout[level] += game.balance[s];
        }
    for (std::size_t l = 0; l < levels.size(); ++l) {
        if (dealGames[l] == 0)
            continue;
        ++levels[l].deals;
        levels[l].dealPayoutSquared += dealPayout[l] * dealPayout[l];
        levels[l].gamesPerDeal = dealGames[l];
    }
}

VariantArenaLevel summarize(const std::string& name, int entries, const LevelTally& t)
{
    VariantArenaLevel s;
    s.level = name;
    s.entries = entries;
    s.games = t.games;
    s.wins = t.wins;
    if (t.games > 0)
        s.avgPayout = static_cast<double>(t.payout) / static_cast<double>(t.games);
    if (t.deals >= 2 && t.gamesPerDeal > 0) {
        // One sample a deal: the level's payout in the deal over its games in the deal.
        const auto n = static_cast<double>(t.deals);
        const auto perDeal = static_cast<double>(t.gamesPerDeal);
        const auto sum = static_cast<double>(t.payout);
        const double variance =
            std::max(0.0, (static_cast<double>(t.dealPayoutSquared) - sum * sum / n) / (n - 1.0)) / (perDeal * perDeal);
        const double half = studentT95(t.deals - 1) * std::sqrt(variance / n);
        s.ciLow = s.avgPayout - half;
        s.ciHigh = s.avgPayout + half;
    }
    s.decisions = t.decisions.count();
    s.decisionMsP50 = t.decisions.quantileMs(0.5);
    s.decisionMsP99 = t.decisions.quantileMs(0.99);
    s.decisionMsMax = t.decisions.maxMs();
    return s;
}

// One game played out and checked; the reason it broke otherwise.
Expected<VariantArenaGame> playGame(const Variant& variant, const std::string& ruleset,
                                    const PerSeat<std::string>& levels, const PerSeat<int>& levelOfEntry,
                                    std::uint64_t dealSeed, int rotation, int maxActions,
                                    const VariantArenaDecisionHook& onDecision)
{
    const int seats = levels.count();
    auto made = variant.newGame(ruleset, dealSeed);
    if (!made)
        return failure("the game does not start: " + made.error());
    VariantGame& game = **made;
    if (game.seatCount() != seats)
        return failure("the game seats " + std::to_string(game.seatCount()) + ", not the " + std::to_string(seats) +
                       " levels given");
    VariantArenaGame result;
    result.rotation = rotation;
    result.levelAt = PerSeat<int>(seats);
    PerSeat<std::unique_ptr<SeatAgent>> owned(seats);
    PerSeat<SeatAgent*> agents(seats);
    for (int s = 0; s < seats; ++s) {
        const int entry = (s + rotation) % seats;
        auto agent = variant.makeAgent(levels[entry], game, Seat::of(s), variantArenaAgentSeed(dealSeed, Seat::of(s)));
        if (!agent)
            return failure("no " + levels[entry] + " agent for " + Seat::of(s).name() + ": " + agent.error());
        owned[s] = std::move(agent).value();
        agents[s] = owned[s].get();
        result.levelAt[s] = levelOfEntry[entry];
    }
    const auto played = playCheckedGame(game, agents, maxActions, [&](Seat seat, std::chrono::nanoseconds took) {
        if (onDecision)
            onDecision(result.levelAt[seat], took);
    });
    if (!played) {
        std::string seated;
        for (int s = 0; s < seats; ++s)
            seated += (s ? ", " : "") + levels[(s + rotation) % seats];
        return failure(played.error() + " (seats 0-" + std::to_string(seats - 1) + ": " + seated + ")");
    }
    result.balance = played->balance;
    result.winner = played->winner;
    return result;
}

} // namespace

Expected<CheckedGame> playCheckedGame(VariantGame& game, const PerSeat<SeatAgent*>& agents, int maxActions,
                                      const SeatDecisionHook& onDecision)
{
    const int seats = game.seatCount();
    if (agents.count() != seats)
        return failure(std::to_string(agents.count()) + " agents for a game of " + std::to_string(seats) + " seats");
    PerSeat<std::uint64_t> needs(seats);
    for (int s = 0; s < seats; ++s)
        needs[s] = agents[s] ? needsOf(*agents[s]) : 0;
    CheckedGame out;
    std::size_t sent = 0;
    for (; !game.over(); ++out.actions) {
        if (out.actions >= maxActions)
            return failure("not over after " + std::to_string(maxActions) + " actions (phase " + game.phase() + ")");
        const Seat seat = game.seatToAct();
        if (!Seat::valid(seat.index(), seats) || !agents[seat])
            return failure("the seat to act, " + seat.name() + ", has no agent at the table");
        const std::size_t events = game.record().events.size();
        if (sent < events) {
            game.sendViews(sent, events, agents, needs);
            sent = events;
        }
        const std::vector<Action>& legal = game.legalActions(seat);
        if (legal.empty())
            return failure(seat.name() + " is to act in phase " + game.phase() + " but has no legal action");
        SeatAgent& agent = *agents[seat];
        agent.prepare(legal);
        const auto started = std::chrono::steady_clock::now();
        const Action action = agent.choose(legal);
        const auto took = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - started);
        if (onDecision)
            onDecision(seat, took);
        if (const Status applied = game.apply(action); !applied)
            return failure(seat.name() + " chose " + actionText(action) + " in phase " + game.phase() +
                           ", refused: " + applied.error());
    }
    out.balance = game.balance();
    out.winner = game.winner();
    if (out.balance.count() != seats)
        return failure("the balance has " + std::to_string(out.balance.count()) + " seats, not " +
                       std::to_string(seats));
    long long sum = 0;
    for (int v : out.balance)
        sum += v;
    if (sum != 0)
        return failure("the payments sum to " + std::to_string(sum) + ", not zero");
    if (out.winner && !Seat::valid(out.winner->index(), seats))
        return failure("the winner, " + out.winner->name() + ", is not at the table");
    return out;
}

// The same seeds as the Filipino arena's (arena/duplicate_schedule.h), so the two arenas play
// the same deals with the same agents' seeds: deal d is game d of a match of the arena's seed.
std::uint64_t variantArenaDealSeed(std::uint64_t arenaSeed, int deal)
{
    if (deal == 0)
        return arenaSeed;
    Rng rng(arenaSeed ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(deal)));
    return rng.next();
}

std::uint64_t variantArenaAgentSeed(std::uint64_t dealSeed, Seat seat)
{
    std::uint64_t x = dealSeed ^ (0xA7E4A0ULL + static_cast<std::uint64_t>(seat.index()));
    return splitMix64(x);
}

Expected<std::vector<VariantArenaGame>> playVariantDeal(const Variant& variant, const std::string& ruleset,
                                                        const PerSeat<std::string>& levels,
                                                        const PerSeat<int>& levelOfEntry, std::uint64_t dealSeed,
                                                        int maxActions, const VariantArenaDecisionHook& onDecision)
{
    std::vector<VariantArenaGame> deal;
    for (int rotation = 0; rotation < levels.count(); ++rotation) {
        auto game = playGame(variant, ruleset, levels, levelOfEntry, dealSeed, rotation, maxActions, onDecision);
        if (!game)
            return failure("rotation " + std::to_string(rotation) + ": " + game.error());
        deal.push_back(std::move(game).value());
    }
    return deal;
}

Expected<VariantArenaReport> runVariantArena(const VariantArenaOptions& options)
{
    if (!options.variant)
        return failure("no variant given");
    const Variant& variant = *options.variant;
    const auto offered = variant.agentLevels();
    for (const std::string& level : options.levels)
        if (std::find(offered.begin(), offered.end(), level) == offered.end()) {
            std::string names;
            for (const std::string& o : offered)
                names += (names.empty() ? "" : ", ") + o;
            return failure("the " + variant.name() + " variant has no agent level \"" + level + "\" (it offers " +
                           (names.empty() ? "none" : names) + ")");
        }
    auto probe = variant.newGame(options.ruleset, options.seed);
    if (!probe)
        return failure("the ruleset \"" + options.ruleset + "\": " + probe.error());
    const int seats = (*probe)->seatCount();
    if (options.levels.count() != seats)
        return failure("a " + variant.name() + " game under " + options.ruleset + " seats " + std::to_string(seats) +
                       "; " + std::to_string(options.levels.count()) + " agent levels were given");
    if (options.games < seats || options.games > kVariantArenaMaxGames || options.games % seats != 0)
        return failure("the games must be a multiple of " + std::to_string(seats) + " from " + std::to_string(seats) +
                       " to " + std::to_string(kVariantArenaMaxGames) + " (each deal is played " +
                       std::to_string(seats) + " times, the levels rotated through the seats), not " +
                       std::to_string(options.games));
    if (options.threads < 1 || options.threads > kVariantArenaMaxThreads)
        return failure("the threads must be from 1 to " + std::to_string(kVariantArenaMaxThreads) + ", not " +
                       std::to_string(options.threads));
    if (options.maxActions < 1)
        return failure("the bound on a game's actions must be at least 1");

    const auto levels = distinctLevels(options.levels);
    const int deals = options.games / seats;
    const auto started = std::chrono::steady_clock::now();
    const auto played = playDealsInParallel<LevelTally>(
        deals, options.threads, levels.distinct.size(), seats,
        [&](int d) { return variantArenaDealSeed(options.seed, d); },
        [&](std::uint64_t seed, std::vector<LevelTally>& tallies) -> Expected<int> {
            // Decision times go to a deal's own tallies first, so a broken deal adds nothing.
            std::vector<DecisionTimes> times(levels.distinct.size());
            const auto deal = playVariantDeal(variant, options.ruleset, options.levels, levels.ofEntry, seed,
                                              options.maxActions, [&](int level, std::chrono::nanoseconds took) {
                                                  times[static_cast<std::size_t>(level)].add(took);
                                              });
            if (!deal)
                return Error{deal.error()};
            tally(tallies, *deal);
            for (std::size_t l = 0; l < times.size(); ++l)
                tallies[l].decisions.merge(times[l]);
            return static_cast<int>(std::count_if(deal->begin(), deal->end(),
                                                  [](const VariantArenaGame& game) { return !game.winner; }));
        },
        options.progress);

    VariantArenaReport report;
    report.variant = variant.name();
    report.ruleset = options.ruleset;
    report.seats = seats;
    report.deals = played.deals;
    report.noWinner = played.noWinner;
    report.brokenDeals = played.brokenDeals;
    report.broken = played.broken;
    const std::vector<LevelTally>& total = played.levels;
    report.games = report.deals * seats;
    for (std::size_t l = 0; l < total.size(); ++l) {
        const auto entries = std::count(levels.ofEntry.begin(), levels.ofEntry.end(), static_cast<int>(l));
        report.levels.push_back(summarize(levels.distinct[l], static_cast<int>(entries), total[l]));
    }
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

} // namespace mj
