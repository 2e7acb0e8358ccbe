// `mahjongero-cli arena`: one bot a seat (any AI levels; four for the Filipino family's
// rulesets) play duplicate deals, each deal once per seat with the bots rotated through the seats (engine/arena/arena.h), and each distinct
// level's win rate, deal-in rate, average payout per game with its 95% interval and decision
// times are printed as a table (a progress bar on a terminal), or with --json as one last line
// {"summary": {"bots": [...]}}. docs/arena.md defines every figure.
// Exit 0; 1 when a game broke (the deal is left out and named); 2 on a bad argument.
#pragma once

#include "bots/bot_level.h"
#include "core/expected.h"
#include "core/per_seat.h"
#include "rules/ruleset.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mj::cli {

struct ArenaCommandOptions {
    bool help = false;
    PerSeat<BotLevel> bots; // one for each seat of the ruleset's game
    std::string botsText; // as given, for the header
    int games = 400;
    std::uint64_t seed = 1;
    std::string ruleset = "filipino";
    Ruleset rules;        // loaded while parsing, so a bad ruleset is a bad argument
    int threads = 1;
    bool json = false;
};

// args[0] is "arena".
Expected<ArenaCommandOptions> parseArenaOptions(const std::vector<std::string>& args);
int runArenaCommand(const ArenaCommandOptions& options);
std::string arenaCommandHelp();
std::string arenaOptionsHelp();

} // namespace mj::cli
