// The hand-analysis benchmark shared by mahjongero-hand-bench and `mahjongero-cli bench`:
// random hands dealt from the 136 suited and honour tiles (or the 108 suited tiles, as in
// the Filipino game) with the engine's seeded Rng, then standard and pairs-form shanten of
// each, on one thread, in process. Figures, not a test (ARCHITECTURE.md, 8).
#pragma once

#include "hand/hand_counts.h"

#include <cstdint>
#include <cstdio>
#include <vector>

namespace mj::bench {

std::vector<HandCounts> randomHands(int tiles, std::size_t count, std::uint64_t seed, bool suitedOnly);

struct HandRate {
    double handsPerSecond = 0;
    double seconds = 0;
    std::size_t hands = 0;
    long long checksum = 0; // sum of the shanten values, so the work cannot be skipped
};

// Standard + pairs-form shanten of every hand, `rounds` times over.
HandRate shantenRate(const std::vector<HandCounts>& hands, int rounds);
// The full analysis with its JSON line (what analyze --batch does per hand, less I/O).
HandRate analysisRate(const std::vector<HandCounts>& hands);
// The waits or useful tiles of 3n+1 hands (useful_draws.h): incrementally, or by trial.
HandRate usefulRate(const std::vector<HandCounts>& hands, bool incremental);

// Prints the table cost and the rates for 14- and 17-tile hands, the useful-tile search and
// the full analysis.
void printHandBench(std::FILE* out, std::size_t hands, std::uint64_t seed);

} // namespace mj::bench
