// The one tile notation of RULINGS.md and issue 13 (item 2), used by logs, tests, the CLI and
// debug output: runs of rank characters, each closed by a suit letter, e.g. "123m456p789s11z",
// "15f", "1j", "A23S", "TJQKH", "FWNBJQKD", "A9R", "1234L", "1X1b". Rank characters (0-9, A T F
// W N B J Q K) and suit letters (m p s z f j S H C D R L V E X b) never overlap, so a string has
// one reading. docs/notation.md lists every suit's ranks and every set.
// Printing sorts the kinds by index and groups them by suit in the order
// m p s z f j S H C D R L V E X b.
// Parsing takes the set the tiles come from and rejects, with the position and the reason:
// any other character, a rank the suit does not have (0m, 8z, 9f, 2j, KR), ranks with no suit
// letter, a suit letter with no ranks, a kind the set does not hold (1j or 5S in chinese-144,
// TS in card-deck-193), and more copies of a kind than the set holds (five 1m, two plum
// flowers); a run of ranks is quoted as a short excerpt (core/excerpt.h), however long it is.
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
