// Honour kinds by TileKind index (RULINGS.md, "Tiles and notation"): the winds are 1z..4z,
// the dragons 5z..7z. Beauty and NEWS are made of them (Visayan).
#pragma once

namespace mj::honour {

constexpr int kEast = 27;  // 1z: the winds are 27..30
constexpr int kWhite = 31; // 5z: the dragons are 31..33

} // namespace mj::honour
