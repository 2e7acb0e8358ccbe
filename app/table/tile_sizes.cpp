#include "table/tile_sizes.h"

namespace mjui {

const std::vector<TileSize>& tileSizes()
{
    static const std::vector<TileSize> sizes{
        {"mini", "Mini / Travel (20 mm)", 20.f, 14.f, 11.f},
        {"riichi", "Standard Riichi (26 mm)", 26.f, 20.f, 16.f},
        {"american", "Standard American (30 mm)", 30.f, 22.f, 13.f},
        {"large-riichi", "Large Riichi (30 mm)", 30.f, 22.f, 17.f},
        {"standard", "Medium / Standard / Large (33 mm)", 33.f, 27.f, 20.f},
        {"folks", "My folks' set (34.3 mm)", 34.3f, 26.9f, 18.5f},
        {"x-large", "X-Large (37 mm)", 37.f, 28.f, 22.f},
        {"champion", "Champion (40 mm)", 40.f, 29.f, 20.f},
    };
    return sizes;
}

const TileSize* findTileSize(const std::string& id)
{
    for (const TileSize& s : tileSizes())
        if (s.id == id)
            return &s;
    return nullptr;
}

const TileSize& defaultTileSize() { return *findTileSize("standard"); }

} // namespace mjui
