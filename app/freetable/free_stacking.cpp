#include "freetable/free_stacking.h"

#include "table/table_layout.h"

#include <algorithm>
#include <cmath>

namespace mjui {

bool spotCovers(const mj::FreeSpot& spot, double x, double y)
{
    const bool across = std::abs(std::fmod(static_cast<double>(spot.turn), 180.0) - 90.0) < 45.0;
    const double halfX = (across ? kTileDepth : kTileWidth) / 2;
    const double halfY = (across ? kTileWidth : kTileDepth) / 2;
    return std::abs(spot.x - x) <= halfX && std::abs(spot.y - y) <= halfY;
}

namespace {

// Where a tile of the free area lies: at its spot, or where the wash heap lays it.
mj::FreeSpot lyingAt(const mj::Table& table, mj::TileId tile)
{
    if (const auto& spot = table.spotOf(tile))
        return *spot;
    const Pose pose = tilePose(table, tile);
    return {pose.x, pose.y, static_cast<int>(std::lround(pose.rotation)), pose.level};
}

} // namespace

int dropLevel(const mj::Table& table, double x, double y, mj::TileId dropped)
{
    int level = 0;
    for (mj::TileId tile : table.freeArea()) {
        if (tile == dropped)
            continue;
        const mj::FreeSpot at = lyingAt(table, tile);
        if (spotCovers(at, x, y))
            level = std::max(level, at.level + 1);
    }
    return std::min(level, mj::kFreeSpotMaxLevel);
}

std::vector<mj::MoveEvent> settlingMoves(const mj::Table& table)
{
    struct Lying {
        mj::TileId tile;
        mj::FreeSpot at;   // where it lies now
        bool placed;       // at a spot of its own; the heap's tiles lie as the heap lays them
        int settled = 0;   // the level it settles at
    };
    std::vector<Lying> lying;
    for (mj::TileId tile : table.freeArea()) {
        const bool placed = table.spotOf(tile).has_value();
        const mj::FreeSpot at = lyingAt(table, tile);
        lying.push_back({tile, at, placed, at.level});
    }
    // Lowest first: a tile rests on the tiles that lay below it, once they have settled.
    std::stable_sort(lying.begin(), lying.end(), [](const Lying& a, const Lying& b) { return a.at.level < b.at.level; });
    std::vector<mj::MoveEvent> moves;
    for (std::size_t i = 0; i < lying.size(); ++i) {
        Lying& upper = lying[i];
        if (!upper.placed)
            continue;
        upper.settled = 0;
        for (std::size_t j = 0; j < i; ++j) {
            const Lying& lower = lying[j];
            if (lower.at.level < upper.at.level && spotCovers(lower.at, upper.at.x, upper.at.y))
                upper.settled = std::max(upper.settled, lower.settled + 1);
        }
        upper.settled = std::min(upper.settled, mj::kFreeSpotMaxLevel);
        if (upper.settled != upper.at.level) {
            mj::FreeSpot spot = upper.at;
            spot.level = upper.settled;
            moves.push_back(mj::MoveEvent{upper.tile, mj::Place{mj::Zone::Free},
                                          table.isFaceUp(upper.tile) ? mj::Face::Up : mj::Face::Down, spot});
        }
    }
    return moves;
}

} // namespace mjui
