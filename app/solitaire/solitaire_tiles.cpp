#include "solitaire/solitaire_tiles.h"

#include "table/tile_sizes.h"

#include <algorithm>
#include <vector>

using namespace mj::solitaire;
using mjui::solitaire::Slot;

namespace {

Tile gameTileOf(int id)
{
    if (id < kSuits * kRanks)
        return static_cast<Tile>(id + 1);
    return dragonTile(static_cast<Dragon>((id - kSuits * kRanks) / kDragonCopies));
}

// The ids a tile value may have: one for a suited tile, four for a dragon.
std::vector<int> idsOf(Tile t)
{
    if (isSuited(t))
        return {t - 1};
    const int first = kSuits * kRanks + dragonIndex(t) * kDragonCopies;
    return {first, first + 1, first + 2, first + 3};
}

struct Placed {
    Slot slot;
    Tile tile;
};

std::vector<Placed> placesOf(const Position& p)
{
    std::vector<Placed> out;
    out.reserve(kTiles);
    for (int r = 0; r < kRows; ++r)
        for (int i = 0; i < p.rows[static_cast<std::size_t>(r)].size; ++i)
            out.push_back({{PlaceKind::Row, r, i}, p.rows[static_cast<std::size_t>(r)].tiles[static_cast<std::size_t>(i)]});
    for (int c = 0; c < kCells; ++c) {
        const Cell& cell = p.cells[static_cast<std::size_t>(c)];
        if (cell.gathered >= 0)
            for (int k = 0; k < kDragonCopies; ++k)
                out.push_back({{PlaceKind::Cell, c, k}, dragonTile(static_cast<Dragon>(cell.gathered))});
        else if (cell.tile != kNoTile)
            out.push_back({{PlaceKind::Cell, c, 0}, cell.tile});
    }
    for (int s = 0; s < kSuits; ++s)
        for (int rank = 1; rank <= p.foundations[static_cast<std::size_t>(s)]; ++rank)
            out.push_back({{PlaceKind::Foundation, s, rank - 1}, suited(static_cast<Suit>(s), rank)});
    return out;
}

} // namespace

SolitaireTiles::SolitaireTiles(QObject* parent)
    : QAbstractListModel(parent)
    , m_size(mjui::defaultTileSize().width, mjui::defaultTileSize().height, mjui::defaultTileSize().depth)
    , m_layout(double(m_size.y()) / double(m_size.x()))
{
    show(deal(1));
}

int SolitaireTiles::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kGameTiles + kDividerTiles;
}

QHash<int, QByteArray> SolitaireTiles::roleNames() const
{
    return {{TileIdRole, "tileId"},     {KindRole, "kind"},         {ZoneRole, "zone"},
            {GroupRole, "group"},       {FaceUpRole, "faceUp"},     {SeatRole, "seat"},
            {Position3DRole, "position3d"}, {Rotation3DRole, "rotation3d"}, {MovableRole, "movable"}};
}

QString SolitaireTiles::kindOf(int id)
{
    if (id >= kGameTiles)
        return QStringLiteral("%1z").arg((id - kGameTiles) % 4 + 1); // the four winds, twice
    return QString::fromStdString(tileText(gameTileOf(id)));
}

QVector3D SolitaireTiles::centreOf(const Slot& slot) const
{
    const auto p = m_layout.centreOf(slot);
    return {float(p.x) * m_size.x(), m_size.z() / 2, float(p.y) * m_size.x()};
}

QVariant SolitaireTiles::data(const QModelIndex& index, int role) const
{
    const int id = index.row();
    if (!index.isValid() || id < 0 || id >= rowCount())
        return {};
    const bool divider = id >= kGameTiles;
    switch (role) {
    case TileIdRole: return id;
    case KindRole: return kindOf(id);
    case ZoneRole: return QStringLiteral("table");
    case GroupRole:
    case SeatRole: return 0;
    case FaceUpRole: return !divider;
    case MovableRole: return !divider && movable(id);
    case Position3DRole: {
        if (divider) {
            const auto p = m_layout.dividerTile(id - kGameTiles);
            return QVector3D(float(p.x) * m_size.x(), m_size.z() / 2, float(p.y) * m_size.x());
        }
        return m_slots[static_cast<std::size_t>(id)] ? centreOf(*m_slots[static_cast<std::size_t>(id)]) : QVector3D();
    }
    // Lying flat: face up with the art's top away from the player, or face down.
    case Rotation3DRole: return QVector3D(divider ? 90.f : -90.f, 0, 0);
    default: return {};
    }
}

std::optional<Slot> SolitaireTiles::slotOf(int id) const
{
    if (id < 0 || id >= kGameTiles)
        return std::nullopt;
    return m_slots[static_cast<std::size_t>(id)];
}

int SolitaireTiles::tileIn(const Slot& slot) const
{
    for (int id = 0; id < kGameTiles; ++id)
        if (m_slots[static_cast<std::size_t>(id)] == slot)
            return id;
    return -1;
}

bool SolitaireTiles::movable(int id) const
{
    const auto& slot = m_slots[static_cast<std::size_t>(id)];
    if (!slot)
        return false;
    switch (slot->kind) {
    case PlaceKind::Row: {
        const int size = m_position.rows[static_cast<std::size_t>(slot->index)].size;
        return slot->n >= size - m_position.runLength(slot->index);
    }
    case PlaceKind::Cell: return m_position.cells[static_cast<std::size_t>(slot->index)].gathered < 0;
    case PlaceKind::Foundation: return false;
    }
    return false;
}

void SolitaireTiles::show(const Position& position)
{
    const auto before = m_slots;
    const auto places = placesOf(position);
    std::array<std::optional<Slot>, kGameTiles> after{};
    std::vector<bool> placed(places.size(), false);
    // A tile that lies where one of its value lay keeps that one's id...
    for (std::size_t i = 0; i < places.size(); ++i)
        for (int id : idsOf(places[i].tile))
            if (!after[static_cast<std::size_t>(id)] && before[static_cast<std::size_t>(id)] == places[i].slot) {
                after[static_cast<std::size_t>(id)] = places[i].slot;
                placed[i] = true;
                break;
            }
    // ... and the others of its value take the new places.
    for (std::size_t i = 0; i < places.size(); ++i)
        if (!placed[i])
            for (int id : idsOf(places[i].tile))
                if (!after[static_cast<std::size_t>(id)]) {
                    after[static_cast<std::size_t>(id)] = places[i].slot;
                    break;
                }
    m_position = position;
    m_slots = after;
    // Only the tiles that moved are told of a new pose (each animates its move).
    for (int id = 0; id < kGameTiles; ++id)
        if (before[static_cast<std::size_t>(id)] != after[static_cast<std::size_t>(id)])
            emit dataChanged(index(id), index(id), {Position3DRole});
    emit dataChanged(index(0), index(kGameTiles - 1), {MovableRole});

    updateExtent();
}

bool SolitaireTiles::setTileSize(const QString& id)
{
    const mjui::TileSize* size = mjui::findTileSize(id.toStdString());
    if (!size)
        return false;
    const QVector3D mm(size->width, size->height, size->depth);
    if (mm == m_size)
        return true;
    m_size = mm;
    m_layout = mjui::solitaire::Layout(double(m_size.y()) / double(m_size.x()));
    emit tileSizeChanged();
    emit dataChanged(index(0), index(rowCount() - 1), {Position3DRole});
    updateExtent();
    return true;
}

void SolitaireTiles::updateExtent()
{
    int longest = 5;
    for (const Row& row : m_position.rows)
        longest = std::max<int>(longest, row.size);
    const QVector3D extent(float(m_layout.leftEdge()) * m_size.x(), float(m_layout.rightEdge(longest)) * m_size.x(),
                           float(m_layout.halfHeight()) * m_size.x());
    if (extent != m_extent) {
        m_extent = extent;
        emit extentChanged();
    }
}
