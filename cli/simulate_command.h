// `mahjongero-cli simulate`: a match of N complete games played headless by the simple
// bots (engine/variants/filipino/simulation/simulation.h), every invariant checked after every event. Prints wins
// per seat, no-winner games, average turns, payouts and games per second (a progress bar on
// a terminal); with --json one line per game and a last line {"summary": {...}}; with
// --record DIR each game's record as DIR/game-NNNNNN.jsonl (replayable with `replay`).
// With --check-replay each game's record is also read back and replayed through the rules.
// Exit 0; 1 when an invariant broke or a record could not be written.
#pragma once

#include "core/expected.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mj::cli {

struct SimulateOptions {
    bool help = false;
    std::string ruleset = "filipino";
    int games = 100;
    std::uint64_t seed = 1;
    bool json = false;
    std::string recordDir;
    bool checkReplay = false;
};

// args[0] is "simulate".
Expected<SimulateOptions> parseSimulateOptions(const std::vector<std::string>& args);
int runSimulate(const SimulateOptions& options);
std::string simulateCommandHelp();
std::string simulateOptionsHelp();

} // namespace mj::cli
