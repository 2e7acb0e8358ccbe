// A duplicate arena over the variant interface (variants/variant.h; issue 17, "AI"): any
// registered variant, one agent level for each seat (repeats allowed), each deal (a game
// seed) played once in every rotation of the levels through the seats, so the luck of the
// deal falls on every level alike. Every game is checked: each action the agents choose is
// applied without refusal, the game ends within a bound of actions, the winner is a seat of
// the table and the payments sum to zero. A deal with a broken game is left out whole (the
// pairing holds) and reported with its seed.
//
// Per distinct level, pooled over the seats it sat in: games, wins, the average payout per
// game in the game's own units (balance()) with its 95% interval over the independent deals
// (each deal's mean payout of the level is one sample), and how long choose() took, p50 and
// p99 (prepare() is not timed). Deals are independent: with several threads each plays whole
// deals and keeps integer tallies, merged at the end, so every figure but the times is the
// same for any number of threads.
#pragma once

#include "arena/decision_times.h"
#include "core/expected.h"
#include "core/per_seat.h"
#include "variants/variant.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mj {

struct VariantArenaOptions {
    const Variant* variant = nullptr;
    std::string ruleset;           // a built-in name of the variant or a ruleset file
    PerSeat<std::string> levels;   // one agent level for each seat (Variant::agentLevels())
    std::uint64_t seed = 1;
    int games = 0;                 // a positive multiple of the seats
    int threads = 1;               // 1..kVariantArenaMaxThreads
    int maxActions = 100'000;      // a game still going after this many actions is broken
    // After each deal, with the games played so far; called by one thread at a time.
    std::function<void(int gamesDone)> progress;
};

constexpr int kVariantArenaMaxThreads = 64;
constexpr int kVariantArenaMaxGames = 10'000'000;

struct VariantArenaLevel {
    std::string level;
    int entries = 0;           // how many seats it holds in each rotation
    std::int64_t games = 0;    // seat-games played
    std::int64_t wins = 0;
    double avgPayout = 0;      // per seat-game, in the game's units
    std::optional<double> ciLow, ciHigh; // 95%; none with fewer than two deals
    std::int64_t decisions = 0;
    double decisionMsP50 = 0, decisionMsP99 = 0, decisionMsMax = 0;
};

struct VariantArenaReport {
    std::string variant, ruleset;
    int seats = 0;
    int deals = 0;                 // deals played whole
    int games = 0;                 // games in those deals
    int noWinner = 0;              // games that ended without a winner
    std::vector<VariantArenaLevel> levels; // in the order of their first seat
    int brokenDeals = 0;
    std::vector<std::string> broken; // the first few, with their deal seeds
    double seconds = 0;
};

// The seed of deal `deal` (0-based), and of the agent at `seat` in any game of the deal: the
// Filipino arena's (arena/duplicate_schedule.h), so both arenas deal the same games.
std::uint64_t variantArenaDealSeed(std::uint64_t arenaSeed, int deal);
std::uint64_t variantArenaAgentSeed(std::uint64_t dealSeed, Seat seat);

// Refused, with the reason, for a missing variant, levels the variant does not offer or not
// one for each seat, a ruleset it cannot load, a bad number of games or threads.
Expected<VariantArenaReport> runVariantArena(const VariantArenaOptions& options);

// A game played out by its agents and checked, as the arena and `simulate` play one: before
// each decision the agents are sent the views of the events since the last (each only the
// kinds it needs), the seat to act is asked (prepare() untimed, choose() timed), and its
// action applied. Broken, with the reason, when the seat to act is not at the table or has no
// legal action, an action is refused, the game is not over after `maxActions` actions, or at
// the end the balance is not one amount a seat summing to zero or the winner is not a seat.
struct CheckedGame {
    PerSeat<int> balance;
    std::optional<Seat> winner;
    int actions = 0;
};
using SeatDecisionHook = std::function<void(Seat seat, std::chrono::nanoseconds took)>;
Expected<CheckedGame> playCheckedGame(VariantGame& game, const PerSeat<SeatAgent*>& agents, int maxActions,
                                      const SeatDecisionHook& onDecision = {});

// One game of a deal, as the arena saw it.
struct VariantArenaGame {
    int rotation = 0;
    PerSeat<int> levelAt;      // which distinct level played each seat
    PerSeat<int> balance;
    std::optional<Seat> winner;
};
// Called with each decision: the seat's distinct level and how long choose() took.
using VariantArenaDecisionHook = std::function<void(int level, std::chrono::nanoseconds took)>;
// One deal: the game of `dealSeed` played in every rotation, `levelOfEntry[e]` naming the
// distinct level of entry e, its name `names[...]`. Each game is checked; the reason of the
// first broken one instead.
Expected<std::vector<VariantArenaGame>> playVariantDeal(const Variant& variant, const std::string& ruleset,
                                                        const PerSeat<std::string>& levels,
                                                        const PerSeat<int>& levelOfEntry, std::uint64_t dealSeed,
                                                        int maxActions, const VariantArenaDecisionHook& onDecision = {});

} // namespace mj
