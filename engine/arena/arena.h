// The arena (issue 6, `mahjongero-cli arena`): four bot entries (any levels bots/bot_level.h
// knows, repeats allowed) play duplicate deals (arena/duplicate_schedule.h), and each
// distinct level gets its figures pooled over every seat it sat in (arena/arena_stats.h).
// Deals are independent, so with several threads each thread plays whole deals and keeps its
// own tallies; the tallies are integer sums merged at the end, so the figures are the same
// for any number of threads (only the decision times, which are measured, differ).
// A deal in which a game breaks (a bot's action refused, an invariant broken, payments that do
// not sum to zero) is left out whole, so the pairing holds, and reported with its seed.
#pragma once

#include "arena/arena_stats.h"
#include "bots/bot_level.h"
#include "core/expected.h"
#include "game/game.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mj {

struct ArenaOptions {
    PerSeat<BotLevel> bots; // one entry for each seat of the ruleset's game
    Ruleset rules;
    std::uint64_t seed = 1;
    int games = 4;   // a multiple of the seats: each deal is played once in each rotation
    int threads = 1; // 1..kArenaMaxThreads
    // After each deal, with the games played so far; called by one thread at a time.
    std::function<void(int gamesDone)> progress;
};

constexpr int kArenaMaxThreads = 64;
constexpr int kArenaMaxGames = 10'000'000;

struct ArenaReport {
    int games = 0;    // games played in the deals that finished
    int deals = 0;
    int noWinner = 0; // games that ended with the wall used up
    std::vector<BotSummary> bots; // one per distinct level, in the order of their first entry
    int brokenDeals = 0;
    std::vector<std::string> broken; // the first few, with their deal seeds
    double seconds = 0;
};

// Refused, with the reason, when the number of games is not a positive multiple of the seats
// (each deal is played once in each of `seats` rotations; up to kArenaMaxGames).
Status checkArenaGames(int games, int seats);
Expected<ArenaReport> runArena(const ArenaOptions& options);

// Called after each decision of a game of a deal: the entry that decided and how long its
// choose() took.
using ArenaDecisionHook = std::function<void(int entry, std::chrono::nanoseconds took)>;

// One deal played in its rotations (one per seat; bots has an entry for each seat), each bot
// seeded from the deal and its seat. onGame sees each finished game. Throws
// std::logic_error when a game breaks.
ArenaDeal playDeal(const PerSeat<BotLevel>& bots, const Ruleset& rules, std::uint64_t dealSeed,
                   const ArenaDecisionHook& onDecision = {},
                   const std::function<void(const Game& game, int rotation)>& onGame = {});

} // namespace mj
