// `mahjongero-cli solitaire`: seed 001's mahjong solitaire for one (issue 16,
// engine/variants/solitaire/). Prints a numbered deal, with --solve the exact solver's
// solution or its proof that there is none (every reachable position searched); --deal FILE
// reads a position in the text form instead; --survey solves --deals N deals from --seed S
// and prints the winnable fraction with its 95% Wilson interval and the solver's time per
// deal (p50, p99, max), with a progress bar on a terminal. Exit 0; 1 for an unreadable
// position; 2 for bad arguments.
#pragma once

#include "core/expected.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mj::cli {

struct SolitaireOptions {
    bool help = false;
    std::uint64_t seed = 1;
    bool solve = false;
    bool json = false;
    bool survey = false;
    long long deals = 1000;
    std::uint64_t maxNodes = 4'000'000; // SolverLimits' default: every deal decided (docs/rules/solitaire.md)
    std::string dealFile; // a position in the text form ("-": standard input)
};

// args[0] is "solitaire".
Expected<SolitaireOptions> parseSolitaireOptions(const std::vector<std::string>& args);
int runSolitaire(const SolitaireOptions& options);
std::string solitaireHelp();
// Parses and runs (the entry from main.cpp): 2 for bad arguments.
int runSolitaireCommand(const std::vector<std::string>& args);

} // namespace mj::cli
