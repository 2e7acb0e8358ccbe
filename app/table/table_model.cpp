// The table model's rows (table_model.h): one row per physical tile with its kind, place
// and pose, recomputed after every change and reported as runs of changed rows, so the
// view animates only the tiles that moved. The other parts: table_model_record.cpp (the
// record shown and the step), table_model_hand.cpp (the hand you play),
// table_model_table.cpp (the table's summary, dice and sizes).
#include "table/table_model.h"

#include "table/table_layout.h"
#include "table/tile_pose3d.h"
#include "variants/filipino/ritual/joker_reveal.h"

#include <algorithm>

TableModel::TableModel(QObject* parent) : QAbstractListModel(parent)
{
    regenerate();
}

TableModel::~TableModel() = default;

const mj::Table& TableModel::table() const { return m_log->table(); }

// ---- the list model --------------------------------------------------------------------

int TableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant TableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case KindRole: return r.kind;
    case TileIdRole: return r.tileId;
    case SuitRole: return r.suit;
    case ZoneRole: return r.zone;
    case SeatRole: return r.seat;
    case GroupRole: return r.group;
    case PositionRole: return r.position;
    case TableXRole: return r.x;
    case TableYRole: return r.y;
    case TableRotationRole: return r.rotation;
    case LevelRole: return r.level;
    case FaceUpRole: return r.faceUp;
    case Position3DRole: return r.position3d;
    case Rotation3DRole: return r.rotation3d;
    case HandSlotRole: return r.handSlot;
    case JokerRole: return r.joker;
    default: return {};
    }
}

QHash<int, QByteArray> TableModel::roleNames() const
{
    return {
        {TileIdRole, "tileId"}, {KindRole, "kind"},         {SuitRole, "suit"}, {ZoneRole, "zone"},
        {SeatRole, "seat"},     {GroupRole, "group"},       {PositionRole, "position"},
        {TableXRole, "tableX"}, {TableYRole, "tableY"},     {TableRotationRole, "tableRotation"},
        {LevelRole, "level"},   {FaceUpRole, "faceUp"},     {Position3DRole, "position3d"},
        {Rotation3DRole, "rotation3d"}, {HandSlotRole, "handSlot"}, {JokerRole, "joker"},
    };
}

TableModel::Row TableModel::rowFor(mj::TileId tile) const
{
    const mj::Table& t = table();
    const mj::Place place = t.placeOf(tile);
    const mjui::HandArrangement* hand = m_arrangement.seat >= 0 ? &m_arrangement : nullptr;
    const mjui::Pose pose = mjui::tilePose(t, tile, hand);
    const QString kind = QString::fromStdString(t.tileSet().kindOf(tile).notation());
    Row r;
    r.tileId = tile.value;
    r.kind = kind;
    r.suit = kind.right(1);
    r.zone = QString::fromStdString(mj::zoneName(place.zone));
    r.seat = place.zone == mj::Zone::Free ? -1 : place.owner;
    r.group = place.group;
    r.position = place.position;
    r.x = pose.x;
    r.y = pose.y;
    r.rotation = pose.rotation;
    r.level = pose.level;
    r.faceUp = t.isFaceUp(tile);
    r.joker = m_jokerIndicator && mj::isJokerOf(tile, *m_jokerIndicator, t.tileSet());
    const mjui::Pose3D p = mjui::tilePose3D(t, tile, *m_tileSize, hand);
    if (hand && place.zone == mj::Zone::Hand && place.owner == m_handSeat)
        r.handSlot = m_hand.slotOf(tile);
    r.position3d = QVector3D(p.x, p.y, p.z);
    r.rotation3d = QVector3D(p.pitch, p.yaw, p.roll);
    return r;
}

int TableModel::rowOf(int tileId) const
{
    const auto it = std::find(m_rowTile.begin(), m_rowTile.end(), tileId);
    return it == m_rowTile.end() ? -1 : static_cast<int>(it - m_rowTile.begin());
}

void TableModel::refresh()
{
    m_jokerIndicator = mj::jokerIndicatorShown(m_record.events, static_cast<std::size_t>(m_step), m_rules, table().tileSet());
    arrangeHand();
    const int n = table().tileSet().size();
    if (static_cast<int>(m_rows.size()) != n) {
        // A different tile set: the only case that changes the row count.
        beginResetModel();
        m_rows.clear();
        m_rowTile.clear();
        for (int i = 0; i < n; ++i) {
            m_rowTile.push_back(static_cast<std::uint16_t>(i));
            m_rows.push_back(rowFor(mj::TileId{static_cast<std::uint16_t>(i)}));
        }
        endResetModel();
    } else {
        // Report each run of changed rows, so delegates of tiles that stay put keep still.
        int runStart = -1;
        for (int i = 0; i <= n; ++i) {
            bool changed = false;
            if (i < n) {
                Row row = rowFor(mj::TileId{m_rowTile[static_cast<std::size_t>(i)]});
                changed = !(row == m_rows[static_cast<std::size_t>(i)]);
                if (changed)
                    m_rows[static_cast<std::size_t>(i)] = std::move(row);
            }
            if (changed && runStart < 0)
                runStart = i;
            if (!changed && runStart >= 0) {
                emit dataChanged(index(runStart), index(i - 1));
                runStart = -1;
            }
        }
    }
    emit stateChanged();
}
