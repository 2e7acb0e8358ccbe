// The simulation benchmark shared by mahjongero-bench and `mahjongero-cli bench`: complete
// games per second, one thread, in process, with the simple bots and every invariant
// checked (the same work as `simulate`, less printing). Figures, not a test.
#pragma once

#include <cstdint>
#include <cstdio>

namespace mj::bench {

// Plays `games` Filipino games (and a quarter as many of each other built-in ruleset) and
// prints games per second for each.
void printGameBench(std::FILE* out, std::uint64_t seed, int games = 4000);

} // namespace mj::bench
