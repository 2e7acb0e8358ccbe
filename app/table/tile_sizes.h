// Tile size presets from seed 000's table of popular sets ("Mini" 20 mm to "Champion"
// 40 mm): height of the face, width, and depth (thickness), in millimetres. The 3D table
// scales the tile mesh and the wall with them; the wall's side is 18 tile widths.
#pragma once

#include <string>
#include <vector>

namespace mjui {

struct TileSize {
    std::string id;    // "standard"
    std::string label; // "Medium / Standard / Large (33 mm)"
    float height = 33.f;
    float width = 27.f;
    float depth = 20.f;
};

const std::vector<TileSize>& tileSizes();
// The preset with this id, or nullptr.
const TileSize* findTileSize(const std::string& id);
const TileSize& defaultTileSize();

} // namespace mjui
