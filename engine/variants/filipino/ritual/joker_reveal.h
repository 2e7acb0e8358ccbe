// Revealing the joker (RULINGS.md, optional rules, "joker"; seed 000 "Joker"; seed 003
// "Joker (Wild Card)"): count `count` stacks along the flower wall from its head and turn the
// top tile up; while the turned tile is a flower (by the ruleset), turn the next tile of the
// flower wall too. The last tile turned is the joker's indicator: every *other* tile of its
// kind is wild for any suited tile. The flower wall's head is its first stack that still
// holds tiles; when the flower wall is shorter than the count, the count goes on along the
// ring the same way.
#pragma once

#include "variants/filipino/rules/ruleset.h"
#include "table/event.h"
#include "table/table.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace mj {

// Whether a tile of `kind`, turned up, ends the reveal as the indicator: a suited tile that
// is not a flower under the ruleset (anything else is passed over for the next tile).
bool endsJokerReveal(TileKind kind, const Ruleset& rules);

// Whether `tile` is a joker given the indicator: another tile of the indicator's kind.
bool isJokerOf(TileId tile, TileId indicator, const TileSet& set);

// The tiles to turn face up, in order; empty only when the wall holds no suited tile there.
std::vector<TileId> jokerRevealTiles(const Table& table, int count, const Ruleset& rules);

// The joker's indicator as far as the first `shown` events of a game's record have revealed
// it: the suited tile turned face up that ended the reveal (the tiles passed over before it
// are not); none before that, or under a ruleset without jokers.
std::optional<TileId> jokerIndicatorShown(const std::vector<Event>& events, std::size_t shown, const Ruleset& rules,
                                          const TileSet& set);

} // namespace mj
