// `mahjongero-cli card`: the card of hands of American mahjong (issue 17; seed 002; the
// format is docs/rules/american-card.md, the engine's side engine/variants/american/).
//   card check FILE        reads a card and prints every error as FILE:LINE:COLUMN: why
//   card show FILE         lists the card's lines by category
//   card rank FILE HAND    every line's distance for a hand, nearest first, with the tiles
//                          missing (those a joker may fill marked *)
//   card bench FILE        times the matcher over seeded random hands
// --json prints one JSON object instead. Exit 0; 1 when the card or the hand has errors;
// 2 for bad arguments.
#pragma once

#include "core/expected.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mj::cli {

struct CardOptions {
    enum class Action { Help, Check, Show, Rank, Bench };
    Action action = Action::Help;
    std::string file;
    std::string hand; // rank: the hand's words, joined by spaces
    bool json = false;
    int top = 0;      // rank: 0 for every line
    long long hands = 100000;
    std::uint64_t seed = 1;
};

// args[0] is "card".
Expected<CardOptions> parseCardOptions(const std::vector<std::string>& args);
int runCard(const CardOptions& options);
std::string cardCommandHelp();
// Parses and runs (the entry from main.cpp): 2 for bad arguments.
int runCardCommand(const std::vector<std::string>& args);

} // namespace mj::cli
