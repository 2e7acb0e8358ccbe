// The one tile notation of RULINGS.md, used by logs, tests, the CLI and debug output:
// runs of rank digits each closed by a suit letter, e.g. "123m456p789s11z", "15f", "1j".
// Printing sorts the kinds and groups them by suit in the order m p s z f j.
// Parsing rejects, with the position and the reason: a rank out of range for its suit
// (0m, 8z, 9f, 2j), digits with no suit letter, a letter with no digits, any other
// character, and more copies of a kind than the tile set holds (five 1m, two plum flowers);
// a run of ranks is quoted as a short excerpt (core/excerpt.h), however long it is.
// Spaces between groups are allowed, so "123m 456p" reads as "123m456p".
#pragma once

#include "core/expected.h"
#include "core/tile_set.h"

#include <string>
#include <string_view>
#include <vector>

namespace mj {

std::string formatKinds(std::vector<TileKind> kinds);
std::string formatTiles(const std::vector<TileId>& tiles, const TileSet& set);

Expected<std::vector<TileKind>> parseKinds(std::string_view text,
                                           const TileSet& set = TileSet::chinese());

} // namespace mj
