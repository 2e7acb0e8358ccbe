// Command-line parsing for mahjongero-cli: which command (ritual, replay, analyze, bench, score, simulate, arena, tiles, variants),
// which options, and the help text. Bad arguments give a message naming the argument; main() exits with code 2.
#pragma once

#include "arena_command.h"
#include "core/expected.h"
#include "score_command.h"
#include "simulate_command.h"
#include "tiles_command.h"
#include "variants_command.h"
#include "hand/hand_parse.h"
#include "variants/filipino/rules/ruleset.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mj::cli {

enum class Command { Help, Version, Ritual, Replay, Analyze, Bench, Score, Simulate, Arena, Tiles, Variants };

struct Options {
    Command command = Command::Help;
    std::uint64_t seed = 0;
    Ruleset rules;
    bool json = false;
    std::string file; // replay: the record to read ("-" for standard input)

    // analyze
    HandTiles handTiles; // analyze --ruleset: which tiles a hand may hold
    bool batch = false;           // one hand a line from standard input
    std::string hand;             // the hand's words, joined by spaces
    std::string seen;             // --seen TILES
    bool fourAsTwoPairs = false;  // house option for siete pares
    bool discards = false;        // list the best discards of an incomplete 3n+2 hand

    // bench
    std::uint64_t hands = 1000000;

    // score
    ScoreOptions score;

    // simulate
    SimulateOptions simulate;

    // arena
    ArenaCommandOptions arena;

    // tiles
    TilesOptions tiles;
    // variants
    VariantsOptions variants;
};

Expected<Options> parseOptions(const std::vector<std::string>& args);
std::string helpText();

} // namespace mj::cli
