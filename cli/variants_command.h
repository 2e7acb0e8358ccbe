// `mahjongero-cli variants`: the games the engine plays (issue 13, item 5), from the registry
// of built-in variants (engine/variants/registry/builtin_variants.h): each variant's name,
// title, seats, tile set, layout, rulesets and AI levels; with --json the same as one JSON
// object {"variants": [...]}.
#pragma once

#include "core/expected.h"

#include <string>
#include <vector>

namespace mj::cli {

struct VariantsOptions {
    bool help = false;
    bool json = false;
};

// args[0] is "variants".
Expected<VariantsOptions> parseVariantsOptions(const std::vector<std::string>& args);
int runVariants(const VariantsOptions& options);
std::string variantsCommandHelp();

} // namespace mj::cli
