#include "table/live_wall.h"

#include <algorithm>

namespace mj {

StackRef brokenStack(const WallGeometry& g, const WallBreak& b)
{
    const int stack = b.direction > 0 ? b.count - 1 : g.stacksPerSegment - b.count;
    return {b.segment, stack};
}

std::vector<StackRef> liveWallOrder(const Table& table)
{
    std::vector<StackRef> order;
    order.reserve(table.liveRing().size());
    for (int ring : table.liveRing())
        order.push_back(table.geometry().atRing(ring));
    return order;
}

std::optional<StackRef> nextWallStack(const Table& table, WallEnd end)
{
    const int ring = table.nextLiveRing(end);
    if (ring < 0)
        return std::nullopt;
    return table.geometry().atRing(ring);
}

std::optional<TileId> nextWallTile(const Table& table, WallEnd end)
{
    const auto ref = nextWallStack(table, end);
    if (!ref)
        return std::nullopt;
    return table.stack(*ref).back();
}

std::vector<TileId> peekWall(const Table& table, WallEnd end, int n)
{
    auto order = table.liveRing();
    if (end == WallEnd::Flower)
        std::reverse(order.begin(), order.end());
    std::vector<TileId> tiles;
    for (int ring : order) {
        const auto& stack = table.stack(table.geometry().atRing(ring));
        for (auto it = stack.rbegin(); it != stack.rend() && static_cast<int>(tiles.size()) < n; ++it)
            tiles.push_back(*it);
    }
    return tiles;
}

WallCounts wallCounts(const Table& table)
{
    // Read straight off the cached ring (the bots' views ask for this every move).
    WallCounts counts;
    const auto& ring = table.liveRing();
    if (ring.empty())
        return counts;
    // A break without a lift has no flower wall: every stack is drawn from the draw end.
    const int flowerStacks = table.wallBreak()->lift ? table.wallBreak()->count - 1 : 0;
    const int firstFlower = static_cast<int>(ring.size()) - flowerStacks;
    for (int i = 0; i < static_cast<int>(ring.size()); ++i)
        (i >= firstFlower ? counts.flower : counts.draw) +=
            static_cast<int>(table.stack(table.geometry().atRing(ring[static_cast<std::size_t>(i)])).size());
    return counts;
}

} // namespace mj
