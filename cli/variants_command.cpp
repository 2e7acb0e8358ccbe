#include "variants_command.h"

#include "arg_reader.h"
#include "text_format.h"

#include "core/excerpt.h"
#include "variants/registry/builtin_variants.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace mj::cli {

Expected<VariantsOptions> parseVariantsOptions(const std::vector<std::string>& args)
{
    VariantsOptions options;
    for (ArgReader arg(args); arg.next();) {
        if (arg.isHelp()) {
            options.help = true;
            return options;
        }
        if (arg.is("--json"))
            options.json = true;
        else
            return failure("unknown argument \"" + excerpt(arg.raw()) + "\" for variants (see --help)");
    }
    return options;
}

namespace {

} // namespace

int runVariants(const VariantsOptions& options)
{
    if (options.json) {
        nlohmann::ordered_json all = nlohmann::ordered_json::array();
        for (const Variant* v : builtinVariants())
            all.push_back({{"name", v->name()},
                           {"title", v->title()},
                           {"seats", v->seats()},
                           {"tiles", v->tileSet().name()},
                           {"layout", v->layout().name()},
                           {"rulesets", v->rulesets()},
                           {"ai_levels", v->agentLevels()}});
        std::cout << nlohmann::ordered_json{{"variants", all}}.dump() << '\n';
        return 0;
    }
    for (const Variant* v : builtinVariants())
        std::cout << v->name() << ": " << v->title() << "\n"
                  << "  " << v->seats() << (v->seats() == 1 ? " seat, " : " seats, ") << v->tileSet().name() << " on " << v->layout().name() << "\n"
                  << "  rulesets: " << joined(v->rulesets()) << "\n"
                  << "  AI levels: " << joined(v->agentLevels()) << "\n";
    return 0;
}

std::string variantsCommandHelp()
{
    return R"(Commands for the games themselves:
  variants [--json]           List the games the engine plays (its built-in variants):
                              name, title, seats, tile set, layout, rulesets and AI
                              levels; --json prints {"variants": [{"name", "title",
                              "seats", "tiles", "layout", "rulesets", "ai_levels"}]}.
                              docs/architecture.md says how a variant is added.
)";
}

} // namespace mj::cli
