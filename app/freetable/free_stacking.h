// How tiles pile up on the free table's felt, so that no tile ever floats (issue 5, "Free
// table"). A tile put at a spot lies on the highest tile whose footprint covers that
// point (dropLevel); when a tile leaves a pile, or turns so that it no longer holds up a
// tile, every tile it held up settles down onto what is left under it (settlingMoves).
// The free table records the settling as moves in the same act, so the log stays the
// truth: undo, redo, a saved record and its replay all show the same piles.
#pragma once

#include "table/event.h"
#include "table/table.h"

#include <vector>

namespace mjui {

// Whether the point (x, y) lies on the footprint of a tile at this spot (turned by
// quarter turns or near them).
bool spotCovers(const mj::FreeSpot& spot, double x, double y);

// The level a tile dropped at (x, y) lands at: on top of the highest tile with a spot
// there, `dropped` itself left out.
int dropLevel(const mj::Table& table, double x, double y, mj::TileId dropped);

// The moves that let every tile with a spot settle onto what lies under it now, lowest
// first; empty when nothing floats. Each keeps its spot's x, y, turn and its face.
std::vector<mj::MoveEvent> settlingMoves(const mj::Table& table);

} // namespace mjui
