// `mahjongero-cli score`: what a finished hand pays (engine/variants/filipino/scoring/win_score.h), for
// players scoring a game on a real table. Reads the hand in the analysis' notation (a
// secret is a kang word with a trailing "!"), the winning tile and where it came from,
// the seats and the ruleset; prints the payout lines, the multipliers and what each seat
// pays, as text or one JSON object (docs/scoring.md).
// Bad arguments: parseScoreOptions fails (main exits 2). Bad input (a hand that is
// malformed or not a winning hand, a winning tile not in it, an unreadable ruleset file):
// runScore prints "mahjongero-cli: ..." on stderr and returns 1.
#pragma once

#include "core/expected.h"
#include "variants/filipino/scoring/win_score.h"

#include <optional>
#include <string>
#include <vector>

namespace mj::cli {

struct ScoreOptions {
    bool help = false;
    std::string ruleset = "filipino";      // a built-in name or a ruleset file
    std::vector<std::string> with, without; // ruleset options switched on / off
    std::string hand;                       // "CONCEALED [EXPOSED...]", "!" marking secrets
    std::string win;                        // the winning tile, in notation
    WinSource source = WinSource::Wall;
    std::optional<int> discarder;
    int winner = 0;
    std::optional<int> mano;            // default: the winner
    bool breakDoubles = false;          // --doubles: the doubles rule, and a doubles roll
    std::optional<int> discardsBefore;  // default: late in the game
    bool opening = false;               // bisaklát
    bool json = false;
};

// args[0] is "score".
Expected<ScoreOptions> parseScoreOptions(const std::vector<std::string>& args);
// Prints the score; returns the exit status (0, or 1 on bad input).
int runScore(const ScoreOptions& options);
// The command's part of --help: its line under "Commands for hands" and its options.
std::string scoreCommandHelp();
std::string scoreOptionsHelp();

} // namespace mj::cli
