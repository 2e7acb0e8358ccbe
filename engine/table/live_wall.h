// The broken wall as the rule book sees it (RULINGS.md, ritual step 5): one ring of
// stacks with two ends. The draw wall starts at the stack after the lifted one and runs
// away from the máno; the flower wall starts at the four-high stack the lifted pair sits
// on and runs the other way. A stack's top tile is taken before its bottom one, so the
// two lifted tiles are the first of the flower wall.
//
// "Tiles left in each": the flower wall is the stretch of the ring the máno counted off
// behind the break (stacks 1..T-1 of the broken segment, with the lifted pair); the draw
// wall is all the rest. When the flower wall is used up, replacements go on from the far
// end of the draw wall, which then shrinks from both ends, as on a real table.
#pragma once

#include "table/table.h"

#include <optional>
#include <vector>

namespace mj {

// The counted (lifted) stack of a break: `count` stacks from the end the break names.
StackRef brokenStack(const WallGeometry& geometry, const WallBreak& wallBreak);

// The ring's stacks from the draw end to the flower end (the lifted stack left out);
// empty before the wall is broken.
std::vector<StackRef> liveWallOrder(const Table& table);

// The stack whose top tile is next at that end, or nullopt when the wall is used up.
std::optional<StackRef> nextWallStack(const Table& table, WallEnd end);
std::optional<TileId> nextWallTile(const Table& table, WallEnd end);

// The next `n` tiles at that end in the order they would be taken (fewer if it runs out).
std::vector<TileId> peekWall(const Table& table, WallEnd end, int n);

struct WallCounts {
    int draw = 0;
    int flower = 0;
};
WallCounts wallCounts(const Table& table);

} // namespace mj
