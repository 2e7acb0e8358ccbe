#include "variants/solitaire/solitaire_table.h"

#include <algorithm>

namespace mj::solitaire {

namespace {

// Model tiles by physical id, and physical ids by model tile (a dragon's four in id order),
// read once from the set's kinds through the notation both share ("5p", "7z").
struct IdTables {
    std::vector<Tile> tileOf;
    std::array<std::vector<TileId>, kSuits * kRanks + kDragonKinds + 1> idsOf;

    IdTables()
    {
        const TileSet& set = solitaireSet();
        for (int id = 0; id < set.size(); ++id) {
            const TileId tileId{static_cast<std::uint16_t>(id)};
            const TileKind kind = set.kindOf(tileId);
            const auto tile = kind.isWind() ? Expected<Tile>(kNoTile) : parseTile(kind.notation());
            tileOf.push_back(tile ? *tile : kNoTile);
            if (tile && *tile != kNoTile)
                idsOf[*tile].push_back(tileId);
        }
    }
};

const IdTables& ids()
{
    static const IdTables tables;
    return tables;
}

MoveEvent placed(TileId tile, int segment, int stack, Face face = Face::Up)
{
    return MoveEvent{tile, Place{Zone::Wall, segment, stack, 0}, face};
}

} // namespace

const TileSet& solitaireSet() { return **TileSet::byName("solitaire-39"); }
const Layout& solitaireLayout() { return Layout::defaultFor(solitaireSet()); }

Tile tileOfId(TileId id)
{
    const auto& tileOf = ids().tileOf;
    return id.value < tileOf.size() ? tileOf[id.value] : kNoTile;
}

TileId idOf(Tile tile, int copy) { return ids().idsOf[tile][static_cast<std::size_t>(copy)]; }

DealtTiles dealtTiles(std::uint64_t number)
{
    const Position dealt = deal(number);
    std::array<int, kSuits * kRanks + kDragonKinds + 1> copies{};
    DealtTiles out;
    for (int r = 0; r < kRows; ++r) {
        const Row& row = dealt.rows[static_cast<std::size_t>(r)];
        for (int i = 0; i < row.size; ++i) {
            const Tile t = row.tiles[static_cast<std::size_t>(i)];
            out.rows[static_cast<std::size_t>(r)].push_back(idOf(t, copies[t]++));
        }
    }
    return out;
}

Position positionOf(const DealtTiles& dealt)
{
    Position p;
    for (std::size_t r = 0; r < dealt.rows.size(); ++r) {
        Row& row = p.rows[r];
        for (TileId id : dealt.rows[r])
            if (row.size < kMaxRowLength)
                row.tiles[row.size++] = tileOfId(id);
    }
    return p;
}

MoveEvent rowMove(TileId tile, int row, int index)
{
    const LayoutSegment& places = solitaireLayout().segment(rowSegment(row));
    if (index < places.stacks)
        return placed(tile, rowSegment(row), index);
    // Past the row's places: on the felt, where the next place would be.
    return MoveEvent{tile, Place{Zone::Free, 0, 0, 0}, Face::Up,
                     FreeSpot{places.along + places.step * index, places.out, 0, 0}};
}

GridTiles::GridTiles(const DealtTiles& dealt) : m_rows(dealt.rows) {}

std::vector<Event> GridTiles::dealEvents() const
{
    WashEvent wash;
    for (const auto& row : m_rows)
        wash.order.insert(wash.order.end(), row.begin(), row.end());
    std::vector<TileId> winds;
    const TileSet& set = solitaireSet();
    for (int id = 0; id < set.size(); ++id)
        if (tileOfId(TileId{static_cast<std::uint16_t>(id)}) == kNoTile)
            winds.push_back(TileId{static_cast<std::uint16_t>(id)});
    wash.order.insert(wash.order.end(), winds.begin(), winds.end());

    std::vector<Event> out{wash};
    for (int r = 0; r < kRows; ++r)
        for (std::size_t i = 0; i < m_rows[static_cast<std::size_t>(r)].size(); ++i)
            out.emplace_back(rowMove(m_rows[static_cast<std::size_t>(r)][i], r, static_cast<int>(i)));
    for (std::size_t k = 0; k < winds.size(); ++k)
        out.emplace_back(placed(winds[k], kDividerSegment, static_cast<int>(k), Face::Down));
    return out;
}

void GridTiles::moveEvents(const Position& before, const Move& move, std::vector<Event>& out)
{
    if (move.kind == Move::Kind::Gather) {
        // The four exposed dragons of the kind into the cell: one already there stays at
        // its place, the others follow from the row ends, then the other cells.
        const Tile dragon = dragonTile(static_cast<Dragon>(move.dragon));
        auto& cell = m_cells[move.to];
        std::vector<TileId> gathered = cell;
        for (int r = 0; r < kRows; ++r)
            if (before.rows[static_cast<std::size_t>(r)].end() == dragon) {
                auto& row = m_rows[static_cast<std::size_t>(r)];
                gathered.push_back(row.back());
                row.pop_back();
            }
        for (int c = 0; c < kCells; ++c)
            if (c != move.to && before.cells[static_cast<std::size_t>(c)].tile == dragon) {
                gathered.push_back(m_cells[static_cast<std::size_t>(c)].front());
                m_cells[static_cast<std::size_t>(c)].clear();
            }
        for (std::size_t k = cell.size(); k < gathered.size(); ++k)
            out.emplace_back(placed(gathered[k], cellSegment(move.to), static_cast<int>(k)));
        cell = std::move(gathered);
        return;
    }
    std::vector<TileId> moving;
    if (move.fromKind == PlaceKind::Row) {
        auto& row = m_rows[move.from];
        const auto first = row.end() - std::min<std::ptrdiff_t>(move.count, static_cast<std::ptrdiff_t>(row.size()));
        moving.assign(first, row.end());
        row.erase(first, row.end());
    } else {
        moving = std::move(m_cells[move.from]);
        m_cells[move.from].clear();
    }
    for (TileId tile : moving) {
        switch (move.toKind) {
        case PlaceKind::Row: {
            auto& row = m_rows[move.to];
            out.emplace_back(rowMove(tile, move.to, static_cast<int>(row.size())));
            row.push_back(tile);
            break;
        }
        case PlaceKind::Cell:
            out.emplace_back(placed(tile, cellSegment(move.to), 0));
            m_cells[move.to] = {tile};
            break;
        case PlaceKind::Foundation: {
            const Tile t = tileOfId(tile);
            out.emplace_back(placed(tile, foundationSegment(suitIndex(t)), rankOf(t) - 1));
            break;
        }
        }
    }
}

} // namespace mj::solitaire
