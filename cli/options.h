// Command-line parsing for mahjongero-cli: which command, which options, and the help
// text. Bad arguments give a message naming the argument; main() exits with code 2.
#pragma once

#include "core/expected.h"
#include "rules/ruleset.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mj::cli {

enum class Command { Help, Version, Ritual, Replay };

struct Options {
    Command command = Command::Help;
    std::uint64_t seed = 0;
    Ruleset rules;
    bool json = false;
    std::string file; // replay: the record to read ("-" for standard input)
};

Expected<Options> parseOptions(const std::vector<std::string>& args);
std::string helpText();

} // namespace mj::cli
