// `mahjongero --benchmark save [--seed N]`: how long the save of a match in progress takes
// late in a long match, and how long resuming it takes, printed as figures (ARCHITECTURE.md,
// convention 8: targets live in the README, not in timed tests). The match is played by
// the engine's bots (ten finished games and a few moves of the eleventh); the save is
// written, as the session writes it after every action, into a temporary folder (never the
// player's data folder), whole and with the finished games' text made once, and then
// loaded and checked as a resume does (every game replayed).
#pragma once

#include <cstdint>

// Prints the figures to standard output; the exit status (0, or 1 when a save could not be
// written or read back).
int runSaveBenchmark(std::uint64_t seed);
