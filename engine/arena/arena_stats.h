// The arena's figures for one bot level, pooled over every seat it sat in (docs/arena.md
// defines each): games, wins, deal-ins (games won off a discard of its own), the payout it
// gained or paid, and how long it took to decide. The payout's 95% confidence interval is
// computed over the independent deals: the level's mean payout per game within each deal is
// one sample, so the duplicate pairing (the same walls for every bot) takes the deal's luck
// out of the spread. Every sum is an integer, so tallies merged from several threads give the
// same figures in any order.
#pragma once

#include "arena/decision_times.h"
#include "core/per_seat.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mj {

// One game of a deal as the statistics see it.
struct ArenaGame {
    int rotation = 0;
    PerSeat<int> entryAtSeat; // which of the bot entries played each seat
    PerSeat<int> balance;     // quarters each seat gained (negative: paid)
    std::optional<Seat> winner;
    std::optional<Seat> dealtIn; // the seat whose discard was the winning tile, if any
};

// One game for each rotation (as many as the game has seats).
using ArenaDeal = std::vector<ArenaGame>;

struct BotTally {
    std::int64_t games = 0;   // seat-games played
    std::int64_t wins = 0;
    std::int64_t dealIns = 0;
    std::int64_t payoutQuarters = 0;
    std::int64_t deals = 0;
    // Over deals: the sum of squares of the level's quarters in each deal (for the spread).
    std::int64_t dealQuartersSquared = 0;
    std::int64_t gamesPerDeal = 0; // seat-games the level plays in every deal (one per rotation per entry)
    DecisionTimes decisions;

    void merge(const BotTally& other);
};

// The tallies of the distinct levels; levelOfEntry maps each of the four entries to one.
void tallyDeal(std::vector<BotTally>& levels, const PerSeat<int>& levelOfEntry, const ArenaDeal& deal);

struct BotSummary {
    std::string bot; // the level's name
    int entries = 0; // how many of the four entries it is
    std::int64_t games = 0;
    double winRate = 0;
    double dealInRate = 0;
    double avgPayout = 0;        // payouts per game (a payout is 4 quarters)
    std::optional<double> ciLow; // 95% interval of avgPayout; none with fewer than two deals
    std::optional<double> ciHigh;
    std::int64_t decisions = 0;
    double decisionMsAvg = 0;
    double decisionMsP99 = 0;
    double decisionMsMax = 0;
};

BotSummary summarize(const std::string& bot, int entries, const BotTally& tally);

// Student's t for a two-sided 95% interval with `df` degrees of freedom (1.96 for large df).
double studentT95(std::int64_t df);

} // namespace mj
