// Rulesets as JSON files (ARCHITECTURE.md, "rules/": a ruleset is hashed, editable data;
// variants are small differences from a base, as in Kajongg). docs/rules/ruleset-files.md
// tells how to write one; docs/rules/{filipino,visayan,joker-pot}.md list every key.
//
// A file is one JSON object with snake_case keys, e.g.
//   {"about": "Lola's table", "base": "visayan", "name": "lola",
//    "claim_seconds": 10, "payouts": {"siete_pares": 8}}
// "base" (filipino, visayan or joker-pot; default filipino) gives every key the file leaves
// out; "about" is free text, ignored (JSON has no comments). "name" defaults to the file's
// name without ".json" (or the base's name when the source is not a .json file).
//
// Reading refuses, with "SOURCE: line N: key "K": ..." (syntax errors "SOURCE: line N,
// column C: ...", where C counts characters and points where the parser stopped),
// malformed JSON, an unknown key (also inside "payouts"), a key given twice, a wrong type,
// an out-of-range value, an unknown enum text or base, JSON nested deeper than 16 levels
// and texts over 1 MiB. It never throws, crashes or asserts on any input.
//
// The built-in rulesets are engine/variants/filipino/rulesets/*.json, compiled into the engine
// (engine/CMakeLists.txt generates builtin_rulesets.cpp from them): no file is looked up at
// run time. Each parses to exactly its factory, Ruleset::filipino(), visayan(), jokerPot().
#pragma once

#include "core/expected.h"
#include "variants/filipino/rules/ruleset.h"

#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mj {

// Every option of the ruleset (no "about", no "base"): the canonical form. Keys are sorted
// when dumped (nlohmann::json is a std::map), so dump() is the same text for equal rulesets.
nlohmann::json rulesetToJson(const Ruleset& rules);

// The same options as a readable file: keys in the documentation's order, two-space
// indent, an "about" line first when `about` is not empty. rulesetFromJson reads it back.
std::string rulesetFileText(const Ruleset& rules, std::string_view about = {});

// Parses a ruleset file. `source` names the text in error messages (a path, or e.g.
// "built-in visayan"); when it ends in ".json" its file name gives the default "name".
Expected<Ruleset> rulesetFromJson(std::string_view text, std::string_view source);
// The same for a ruleset already parsed as a JSON object inside another file (a record's
// header); errors name the field by its path: field "ruleset.payouts.kang": why.
Expected<Ruleset> rulesetFromJsonObject(const nlohmann::json& object, std::string_view field);

// A stable fingerprint of every option: FNV-1a 64 over the bytes of
// rulesetToJson(rules).dump() (compact, keys sorted), as 16 lowercase hex digits. Equal
// rulesets (operator==, which includes the name) hash equal on every platform; any change
// of an option changes the hash. Records and the rules card can show it to tell two
// tables' rules apart at a glance.
std::string rulesetHash(const Ruleset& rules);

// A built-in name ("filipino", "visayan", "joker-pot") or a path to a .json ruleset file.
// A missing or unreadable file, or a bare word that is no built-in, is a clear error.
Expected<Ruleset> loadRuleset(const std::string& nameOrPath);

// Whether an argument names a file (a path, or "*.json") rather than a built-in ruleset:
// an unknown name is a bad argument, an unreadable file bad input.
bool looksLikeRulesetPath(const std::string& nameOrPath);

// "filipino", "visayan", "joker-pot", in that order.
std::vector<std::string> builtinRulesetNames();

// The built-in files' texts as compiled in (defined in the generated builtin_rulesets.cpp).
struct BuiltinRulesetFile {
    std::string_view name; // "filipino", ...
    std::string_view text; // the whole of engine/variants/filipino/rulesets/<name>.json
};
std::span<const BuiltinRulesetFile> builtinRulesetFiles();

} // namespace mj
