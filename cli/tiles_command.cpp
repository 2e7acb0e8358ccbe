#include "tiles_command.h"

#include "arg_reader.h"

#include "core/excerpt.h"
#include "core/tile_set.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace mj::cli {

Expected<TilesOptions> parseTilesOptions(const std::vector<std::string>& args)
{
    TilesOptions options;
    bool list = false;
    for (ArgReader arg(args); arg.next();) {
        if (arg.isHelp()) {
            options.help = true;
            return options;
        }
        if (arg.is("--json")) {
            options.json = true;
        } else if (arg.is("--list")) {
            list = true;
        } else if (arg.name() == "--set") {
            const auto v = arg.value();
            if (!v)
                return Error{v.error()};
            const auto set = TileSet::byName(*v);
            if (!set)
                return Error{"--set: " + set.error()};
            options.set = *v;
        } else {
            return failure("unknown argument \"" + excerpt(arg.raw()) + "\" for tiles (see --help)");
        }
    }
    if (list && !options.set.empty())
        return failure("tiles takes either --list or --set NAME, not both");
    return options;
}

namespace {

int listSets(bool json)
{
    if (json) {
        nlohmann::ordered_json sets = nlohmann::ordered_json::array();
        for (const TileSet* set : TileSet::all())
            sets.push_back({{"name", set->name()}, {"tiles", set->size()}, {"about", set->about()}});
        std::cout << nlohmann::ordered_json{{"sets", sets}}.dump() << '\n';
        return 0;
    }
    for (const TileSet* set : TileSet::all())
        std::printf("%-14s %3d tiles: %s\n", set->name().c_str(), set->size(), set->about().c_str());
    return 0;
}

} // namespace

int runTiles(const TilesOptions& options)
{
    if (options.set.empty())
        return listSets(options.json);
    const TileSet& set = **TileSet::byName(options.set);
    if (options.json) {
        nlohmann::ordered_json kinds = nlohmann::ordered_json::array();
        for (TileKind kind : set.distinctKinds())
            kinds.push_back({{"notation", kind.notation()}, {"name", kind.name()}, {"copies", set.copiesOf(kind)}});
        std::cout << nlohmann::ordered_json{{"set", set.name()},
                                            {"about", set.about()},
                                            {"kinds", kinds},
                                            {"total", set.size()}}
                         .dump()
                  << '\n';
        return 0;
    }
    std::printf("%s: %s\n\n", set.name().c_str(), set.about().c_str());
    std::size_t width = 0; // the longest name, so that the copies line up
    for (TileKind kind : set.distinctKinds())
        width = std::max(width, kind.name().size());
    for (TileKind kind : set.distinctKinds())
        std::printf("%-3s %-*s %d\n", kind.notation().c_str(), static_cast<int>(width), kind.name().c_str(),
                    set.copiesOf(kind));
    std::printf("\ntotal: %d tiles, %d kinds\n", set.size(), static_cast<int>(set.distinctKinds().size()));
    return 0;
}

std::string tilesCommandHelp()
{
    return R"(Commands for tile sets:
  tiles [--list] [--json]     List the tile sets of the rule book: chinese-144,
                              american-152, poker-tiles, card-deck-193, solitaire-39
                              (name, size and what each holds).
  tiles --set NAME [--json]   List a set: each kind's notation, name and copies, in
                              notation order, then the total; --json prints one JSON
                              object {"set", "about", "kinds": [{"notation", "name",
                              "copies"}], "total"}. An unknown NAME exits 2 and names
                              the known sets. docs/notation.md describes every set.
)";
}

} // namespace mj::cli
