// The AI decision-time benchmark of `mahjongero-cli bench`
// (issue 6: "strong decides within 50 ms at the 99th percentile on one core, measured"):
// complete games with every level at the table, each decision timed on one thread, and
// per level the average, 99th percentile and slowest decision. Figures, not a test.
#pragma once

#include <cstdint>
#include <cstdio>

namespace mj::bench {

// Plays `games` games spread over the built-in rulesets, the levels rotating through the
// seats, and prints one line per level.
void printBotBench(std::FILE* out, std::uint64_t seed, int games = 300);

} // namespace mj::bench
