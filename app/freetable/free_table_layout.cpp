// The free table's intents on the whole table (free_table.h): the dice, washing every tile
// into the pool, building a seat's wall or the whole layout from the heap, dealing to the
// seats, and taking tiles from the broken wall's draw and flower ends. Each is one act.
#include "freetable/free_table.h"

#include "freetable/free_tile_math.h"

#include "table/live_wall.h"

#include <algorithm>
#include <optional>

using namespace mjui::freetile;

// ---- dice and the wall ---------------------------------------------------------------------------

bool FreeTable::rollDice(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    const std::array<int, 2> dice{m_rng->between(1, 6), m_rng->between(1, 6)};
    return commit({mj::RollEvent{mj::Seat::of(seat), mj::RollPurpose::Free, dice}});
}

bool FreeTable::canTakeFromWall() const
{
    return active() && table().wallBreak() && mj::nextWallTile(table(), mj::WallEnd::Draw).has_value();
}

bool FreeTable::takeFromWall(int seat, int count)
{
    if (!seatOk(seat))
        return false;
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (count < 1 || count > 16)
        return refuse(QStringLiteral("Take 1 to 16 tiles at a time, not %1.").arg(count));
    if (!table().wallBreak())
        return refuse(QStringLiteral("Tiles are taken from the wall once it is broken; run the ritual up to the "
                                     "break (Next ritual step) or break it yourself."));
    const auto tiles = mj::peekWall(table(), mj::WallEnd::Draw, count);
    if (tiles.empty())
        return refuse(QStringLiteral("The wall has no tiles left at its draw end."));
    return commit({mj::TakeEvent{mj::Seat::of(seat), mj::WallEnd::Draw, mj::TakeReason::Deal, tiles}});
}

bool FreeTable::canTakeReplacement() const
{
    return active() && table().wallBreak() && mj::nextWallTile(table(), mj::WallEnd::Flower).has_value();
}

bool FreeTable::takeReplacement(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (!table().wallBreak())
        return refuse(QStringLiteral("Replacements come from the flower end of the broken wall; break the wall first."));
    const auto tile = mj::nextWallTile(table(), mj::WallEnd::Flower);
    if (!tile)
        return refuse(QStringLiteral("The wall has no tiles left at its flower end."));
    return commit({mj::TakeEvent{mj::Seat::of(seat), mj::WallEnd::Flower, mj::TakeReason::Replacement, {*tile}}});
}

bool FreeTable::buildWall(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (!table().layout().isUniformWall())
        return refuse(QStringLiteral("The %1 layout is no wall a seat builds; Build sets it all out.")
                          .arg(layoutName()));
    if (seat >= table().layout().segmentCount())
        return refuse(QStringLiteral("The %1 layout has walls for seats 0 to %2 only.")
                          .arg(layoutName())
                          .arg(table().layout().segmentCount() - 1));
    const mj::WallGeometry& g = table().geometry();
    for (int s = 0; s < g.stacksPerSegment; ++s)
        if (!table().stack({seat, s}).empty())
            return refuse(QStringLiteral("Seat %1's wall is already begun; drag its tiles away to build it again, or "
                                         "finish it by dragging tiles onto it.").arg(seat));
    std::vector<mj::TileId> heap = this->heap();
    const auto needed = static_cast<std::size_t>(g.tilesPerSegment());
    if (heap.size() < needed)
        return refuse(QStringLiteral("A wall takes %1 tiles from the heap in the middle, which holds %2 (tiles put on "
                                     "the felt are not in it; Next: wash gathers every tile).")
                          .arg(needed)
                          .arg(heap.size()));
    heap.resize(needed);
    return commit({mj::BuildEvent{seat, heap}});
}

std::vector<mj::TileId> FreeTable::heap() const
{
    // The tiles of the middle not put at a spot of their own, in its order.
    std::vector<mj::TileId> out;
    for (mj::TileId tile : table().freeArea())
        if (!table().spotOf(tile))
            out.push_back(tile);
    return out;
}

bool FreeTable::wash()
{
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    std::vector<mj::Event> events;
    const int size = table().tileSet().size();
    std::vector<mj::TileId> order;
    for (int id = 0; id < size; ++id) {
        const mj::TileId tile = idOf(id);
        order.push_back(tile);
        if (table().placeOf(tile).zone != mj::Zone::Free)
            events.push_back(mj::MoveEvent{tile, mj::Place{mj::Zone::Free}, mj::Face::Down});
    }
    m_rng->shuffle(order);
    events.push_back(mj::WashEvent{order});
    return commit(std::move(events));
}

bool FreeTable::buildLayout()
{
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    const mj::Layout& layout = table().layout();
    if (layout.capacity() == 0)
        return refuse(QStringLiteral("The %1 layout has no places: the tiles stay in the pool.")
                          .arg(QString::fromStdString(layout.name())));
    // Seed 001 lays the eight winds face down as the divider: a divider takes the heap's
    // winds first (in the heap's order), and the rest of the layout the other tiles.
    std::vector<mj::TileId> pool = heap();
    const auto hasDivider = std::any_of(layout.segments().begin(), layout.segments().end(),
                                        [](const mj::LayoutSegment& s) { return s.role == mj::SegmentRole::Divider; });
    if (hasDivider)
        std::stable_partition(pool.begin(), pool.end(), [&](mj::TileId t) { return table().tileSet().kindOf(t).isWind(); });
    std::vector<mj::Event> events;
    std::size_t used = 0;
    const auto take = [&](std::size_t n) -> std::optional<std::vector<mj::TileId>> {
        if (used + n > pool.size())
            return std::nullopt;
        std::vector<mj::TileId> tiles(pool.begin() + static_cast<long>(used), pool.begin() + static_cast<long>(used + n));
        used += n;
        return tiles;
    };
    const auto tooFew = [&] {
        return refuse(QStringLiteral("The %1 layout takes %2 tiles from the heap in the middle, which holds %3 (tiles put "
                                     "on the felt are not in it).")
                          .arg(QString::fromStdString(layout.name()))
                          .arg(layout.capacity())
                          .arg(pool.size()));
    };
    for (int seg = 0; seg < layout.segmentCount(); ++seg) {
        const mj::LayoutSegment& s = layout.segment(seg);
        for (int st = 0; st < s.stacks; ++st)
            if (!table().stack({seg, st}).empty())
                return refuse(QStringLiteral("The layout is begun already (%1 holds tiles); drag its tiles away or "
                                             "wash to build it again.")
                                  .arg(QString::fromStdString(layout.describePlace({seg, st}))));
        if (s.builtTiles() == 0)
            continue;
        const auto tiles = take(static_cast<std::size_t>(s.builtTiles()));
        if (!tiles)
            return tooFew();
        if (layout.isUniformWall()) {
            events.push_back(mj::BuildEvent{seg, *tiles});
            continue;
        }
        for (int i = 0; i < s.builtTiles(); ++i)
            events.push_back(mj::MoveEvent{(*tiles)[static_cast<std::size_t>(i)], mj::Place{mj::Zone::Wall, seg, i / s.height},
                                           s.faceUp ? mj::Face::Up : mj::Face::Down});
    }
    return commit(std::move(events));
}

bool FreeTable::deal(int seats, int count)
{
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (seats < 1 || seats > table().seatCount())
        return refuse(QStringLiteral("Deal to 1 to %1 seats, not %2.").arg(table().seatCount()).arg(seats));
    if (count < 1 || count > table().tileSet().size())
        return refuse(QStringLiteral("Deal 1 to %1 tiles to each seat, not %2.").arg(table().tileSet().size()).arg(count));
    const auto needed = static_cast<std::size_t>(seats) * static_cast<std::size_t>(count);
    std::vector<mj::Event> events;
    if (table().wallBreak()) {
        const auto tiles = mj::peekWall(table(), mj::WallEnd::Draw, static_cast<int>(needed));
        if (tiles.size() < needed)
            return refuse(QStringLiteral("The wall has %1 tiles left at its draw end; dealing %2 to %3 seats takes %4.")
                              .arg(tiles.size())
                              .arg(count)
                              .arg(seats)
                              .arg(needed));
        for (int seat = 0; seat < seats; ++seat)
            events.push_back(mj::TakeEvent{mj::Seat::of(seat), mj::WallEnd::Draw, mj::TakeReason::Deal,
                                           {tiles.begin() + seat * count, tiles.begin() + (seat + 1) * count}});
        return commit(std::move(events));
    }
    // A square's or L's wall deals from its own tiles; seed 004's deal comes before the
    // stock piles are laid, from the heap, and so does a deal on the grid or the pool; the
    // stock piles, each from its top, front to back, when the heap is empty.
    std::vector<mj::TileId> source;
    const mj::Layout& layout = table().layout();
    const std::vector<mj::TileId> pool = heap();
    for (int seg = 0; seg < layout.segmentCount() && (layout.isUniformWall() || pool.empty()); ++seg) {
        const mj::SegmentRole role = layout.segment(seg).role;
        if (role != mj::SegmentRole::Wall && role != mj::SegmentRole::StockPiles)
            continue;
        for (int st = 0; st < layout.segment(seg).stacks; ++st) {
            const auto& stack = table().stack({seg, st});
            source.insert(source.end(), stack.rbegin(), stack.rend());
        }
    }
    QString from = QStringLiteral("the %1 layout").arg(QString::fromStdString(layout.name()));
    if (source.empty()) {
        source = pool;
        from = QStringLiteral("the heap in the middle");
    }
    if (source.size() < needed)
        return refuse(QStringLiteral("Dealing %1 to %2 seats takes %3 tiles; %4 holds %5.")
                          .arg(count)
                          .arg(seats)
                          .arg(needed)
                          .arg(from)
                          .arg(source.size()));
    for (std::size_t i = 0; i < needed; ++i)
        events.push_back(mj::MoveEvent{source[i], mj::Place{mj::Zone::Hand, static_cast<int>(i) / count}, mj::Face::Down});
    return commit(std::move(events));
}

