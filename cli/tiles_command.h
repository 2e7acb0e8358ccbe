// `mahjongero-cli tiles`: lists a tile set of the rule book (issue 13, item 2): each kind's
// notation, name and copies, then the total; with --json the same as one JSON object. With
// no --set, or with --list, the names of the sets. An unknown set is a bad argument (exit 2)
// whose message names the known sets. The sets themselves are engine data (core/tile_set.h).
#pragma once

#include "core/expected.h"

#include <string>
#include <vector>

namespace mj::cli {

struct TilesOptions {
    bool help = false;
    std::string set; // empty: list the sets
    bool json = false;
};

// args[0] is "tiles".
Expected<TilesOptions> parseTilesOptions(const std::vector<std::string>& args);
int runTiles(const TilesOptions& options);
std::string tilesCommandHelp();

} // namespace mj::cli
