// `mahjongero-cli analyze --ruleset american` and `score --ruleset american`: American hands
// against a card of hands (issue 17; seed 002; docs/rules/american.md, "Payouts").
//   analyze --ruleset american [--card FILE] [--top N] [--json] HAND
//       the card's nearest lines to a hand of 13 or 14 tiles: distance in tiles, the tiles
//       missing (which of them a joker may fill), value and X/C
//   score --ruleset american [--card FILE] [--from wall|discard] [--discarder SEAT]
//         [--winner SEAT] [--json] HAND
//       the line 14 tiles make (the most valuable when several) and what each seat pays
// Without --card the project's practice card is used. Exit 0; 1 for a bad card or hand, or
// 14 tiles that make no line; 2 for bad arguments.
#pragma once

#include "core/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace mj::cli {

struct AmericanHandOptions {
    enum class Action { Help, Analyze, Score };
    Action action = Action::Help;
    std::string ruleset = "american"; // one of the American rulesets (they share the practice card)
    std::optional<std::string> card; // a card file; none: the practice card
    std::string hand;                // the hand's words, joined by spaces
    bool json = false;
    int top = 5;                     // analyze: how many lines (0: every line)
    int winner = 0;                  // score
    bool selfDrawn = true;           // score: --from wall (default) or discard
    std::optional<int> discarder;    // score: with --from discard
};

// Whether the arguments ask for an American ruleset (--ruleset american, american-short or
// american-no-charleston, or --ruleset=...):
// main() sends analyze and score there before the Filipino parsers see them.
bool asksForAmerican(const std::vector<std::string>& args);
// args[0] is "analyze" or "score".
Expected<AmericanHandOptions> parseAmericanHandOptions(const std::vector<std::string>& args);
int runAmericanHand(const AmericanHandOptions& options);
// Parses and runs (the entry from main.cpp): 2 for bad arguments.
int runAmericanHandCommand(const std::vector<std::string>& args);
std::string americanHandHelp();

} // namespace mj::cli
