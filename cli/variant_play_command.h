// `mahjongero-cli arena`, `simulate` and `replay` for every variant but the Filipino family,
// through the variant interface (engine/variants/variant.h): a --ruleset that names another
// registered variant (its name or one of its rulesets, e.g. american or solitaire) is played
// here; the Filipino family keeps its own commands (arena_command.h, simulate_command.h).
//   arena --ruleset R --bots L0,L1,... --games N [--seed S] [--threads T] [--card FILE] [--json]
//       the variant-generic duplicate arena (engine/arena/variant_arena.h; docs/arena.md)
//   simulate --ruleset R [--bots L0,...] [--games N] [--seed S] [--card FILE] [--json]
//            [--record DIR] [--check-replay]
//       a match of N games by the variant's agents, every game checked
//   replay FILE: a record of another variant, replayed by its variant (replayVariantRecord)
// --card FILE plays an American card file of one's own: the ruleset becomes the file.
// Exit 0; 1 when a game broke or a record does not replay or cannot be written; 2 on a bad
// argument.
#pragma once

#include "core/expected.h"
#include "core/per_seat.h"
#include "record/record_json.h"
#include "variants/variant.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mj::cli {

struct VariantPlayOptions {
    enum class Action { Help, Arena, Simulate };
    Action action = Action::Help;
    const Variant* variant = nullptr;
    std::string ruleset;          // what the variant's newGame() is given
    PerSeat<std::string> levels;  // one agent level a seat
    std::string levelsText;       // as given
    int games = 0;
    std::uint64_t seed = 1;
    int threads = 1;
    bool json = false;
    std::string recordDir;        // simulate
    bool checkReplay = false;     // simulate
};

// The variant other than the Filipino family that a command's --ruleset names (its name or
// one of its rulesets), or null: the Filipino commands handle it (and refuse what they do
// not know).
const Variant* otherVariantAsked(const std::vector<std::string>& args);
// args[0] is "arena" or "simulate".
Expected<VariantPlayOptions> parseVariantPlayOptions(const std::vector<std::string>& args, const Variant& variant);
int runVariantPlay(const VariantPlayOptions& options);
// Parses and runs (the entry from main.cpp): 2 for bad arguments.
int runVariantPlayCommand(const std::vector<std::string>& args, const Variant& variant);
// A record of a variant other than the Filipino family, replayed through its variant's rules
// and its end told (or printed as {"summary": {...}} with json). `name` names the file.
int replayVariantRecord(const ReadRecord& read, const std::string& name, bool json);
std::string variantPlayHelp();

} // namespace mj::cli
