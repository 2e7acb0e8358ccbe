// Where things lie on the table plane, computed from the engine's places (ARCHITECTURE.md,
// convention 6: positions come from C++, QML only draws them). Plain C++, no Qt, so a
// later 3D table and the tests use the same numbers.
//
// Units are tile widths; the origin is the table's centre; x grows to the right and y
// towards seat 0 (down the screen, seen from above). Seats follow RULINGS.md "Seats and
// direction": seat 0 at the bottom, 1 on the right, 2 at the top, 3 on the left (turn
// order is counterclockwise seen from above). Each seat's wall segment lies in front of
// it, stacks 0..17 running from that player's left to their right; the hand lies outside
// the wall near the seat's edge, its flowers (and later exposed sets) between the wall
// and the hand, its discards inside the wall. Tiles in the free area (the wash) lie in a
// loose heap around the centre, the first ones nearest to it.
#pragma once

#include "table/table.h"

#include <optional>
#include <vector>

namespace mjui {

// Footprint of a tile lying on the table, and the table's side length.
inline constexpr double kTileWidth = 1.0;
inline constexpr double kTileDepth = 1.35;
inline constexpr double kTableExtent = 29.0;

struct Pose {
    double x = 0;        // centre, table units
    double y = 0;
    double rotation = 0; // degrees clockwise seen from above; 0 = upright for seat 0
    int level = 0;       // 0 on the felt, 1 on top of one tile, ...
};

// A seat's concealed hand as its player arranged it (hand_order.h): `arranged` left to
// right, then, after a gap of kApartGap tile widths, the tile standing `apart` (just
// drawn). Tiles of that hand listed in neither keep the table's order, after the others.
struct HandArrangement {
    int seat = -1; // -1: no seat's hand is arranged
    std::vector<mj::TileId> arranged;
    std::optional<mj::TileId> apart;
};
inline constexpr double kApartGap = 0.5;

// `hand`, when given, lays that seat's hand in its arranged order.
Pose tilePose(const mj::Table& table, mj::TileId tile, const HandArrangement* hand = nullptr);

// The pair of dice, side by side at the returned pose; `visible` is false while they
// are in the box.
struct DicePose {
    Pose pose;
    bool visible = false;
};
DicePose dicePose(const mj::Table& table);

// Where a tile dropped at a point of the table plane goes on the free table, when the
// point is not loose felt: the place of a wall stack (built or not: tiles dropped there
// build it), a seat's hand row or its flower row (between its wall and its hand); nullopt
// elsewhere.
std::optional<mj::Place> dropPlaceAt(const mj::Table& table, double x, double y);

// Where a seat's name card lies: the free corner of the table at the seat's left.
Pose seatLabelPose(int seat);

// The pose of a point given in a seat's own frame: `along` runs from the seat's left to
// its right, `out` from the centre towards the seat's edge.
Pose seatPose(int seat, double along, double out, int level = 0);

} // namespace mjui
