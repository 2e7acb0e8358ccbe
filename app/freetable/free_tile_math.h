// Small conversions the free table's parts share: a tile id from QML's int, a tile's face
// as it lies, and the rounding of spots on the felt (to hundredths of a tile width, and
// turns to whole degrees in 0..359) so that a saved record reads back the very same spots.
#pragma once

#include "table/table_layout.h"

#include "table/table.h"

#include <cmath>
#include <cstdint>

namespace mjui::freetile {

// Half the side of the felt, table units: a drop further out is off the table.
inline constexpr double kFeltHalf = kTableExtent / 2;

inline double roundedToHundredths(double v) { return std::round(v * 100.0) / 100.0; }

inline int normalisedTurn(double degrees) { return ((static_cast<int>(std::lround(degrees)) % 360) + 360) % 360; }

inline mj::Face faceOf(const mj::Table& table, mj::TileId tile)
{
    return table.isFaceUp(tile) ? mj::Face::Up : mj::Face::Down;
}

inline mj::TileId idOf(int tileId) { return mj::TileId{static_cast<std::uint16_t>(tileId)}; }

} // namespace mjui::freetile
