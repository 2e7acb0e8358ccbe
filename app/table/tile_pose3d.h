// Where a tile is in the 3D scene and how it is turned, from the engine's placement via
// the table-plane layout (table_layout.h) and the tile size preset. Plain C++ so the
// scene, the tests and later views share the numbers (ARCHITECTURE.md, convention 6).
//
// Scene axes (Qt Quick 3D): X to the right of seat 0, Y up from the felt, Z towards seat
// 0; millimetres. One table-layout unit is one tile width. A tile's own axes are those of
// TileGeometry: X across the face, Y the art's up, Z out of the face.
//   - In a hand a tile stands on its bottom edge, its face towards its owner, tipped
//     back a little.
//   - Everywhere else it lies flat: face up (flowers, discards, exposed) or face down
//     (the wall, the washed heap), stacked by its level.
// Rotations are Euler angles in degrees as Qt Quick 3D reads them (pitch about X, then
// yaw about Y, applied in that order in the scene's frame).
#pragma once

#include "table/table.h"
#include "table/table_layout.h"
#include "table/tile_sizes.h"

namespace mjui {

struct Pose3D {
    float x = 0, y = 0, z = 0;
    float pitch = 0, yaw = 0, roll = 0;
};

// `hand`, when given, lays that seat's hand in its player's order (table_layout.h).
Pose3D tilePose3D(const mj::Table& table, mj::TileId tile, const TileSize& size,
                  const HandArrangement* hand = nullptr);

// The centre of the pair of dice (each die `dieSize` mm) and whether they are on the table.
struct DicePose3D {
    Pose3D pose;
    bool visible = false;
};
DicePose3D dicePose3D(const mj::Table& table, const TileSize& size, float dieSize);

} // namespace mjui
