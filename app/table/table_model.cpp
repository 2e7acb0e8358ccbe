#include "table/table_model.h"

#include "core/notation.h"
#include "text/message_text.h"
#include "variants/filipino/ritual/break_point.h"
#include "variants/filipino/ritual/narrator.h"
#include "variants/filipino/ritual/ritual.h"
#include "table/live_wall.h"
#include "table/table_layout.h"
#include "table/tile_pose3d.h"

#include <QRegularExpression>

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
        {Rotation3DRole, "rotation3d"}, {HandSlotRole, "handSlot"},
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
    const mjui::Pose3D p = mjui::tilePose3D(t, tile, *m_tileSize, hand);
    if (hand && place.zone == mj::Zone::Hand && place.owner == m_handSeat)
        r.handSlot = m_hand.slotOf(tile);
    r.position3d = QVector3D(p.x, p.y, p.z);
    r.rotation3d = QVector3D(p.pitch, p.yaw, p.roll);
    return r;
}

void TableModel::arrangeHand()
{
    const std::vector<mj::TileId> before = m_hand.shown();
    const auto apartBefore = m_hand.apart();
    if (m_handSeat >= 0) {
        const mj::Seat seat = mj::Seat::of(m_handSeat);
        m_hand.sync(table().hand(seat), mjui::drawnTile(m_record.events, static_cast<std::size_t>(m_step), table(), seat),
                    table().tileSet());
    } else {
        m_hand.clear();
    }
    m_arrangement = {m_handSeat, m_hand.arranged(), m_hand.apart()};
    if (m_hand.shown() != before || m_hand.apart() != apartBefore)
        emit handChanged();
}

void TableModel::refresh()
{
    arrangeHand();
    const int n = table().tileSet().size();
    if (static_cast<int>(m_rows.size()) != n) {
        // A different tile set: the only case that changes the row count.
        beginResetModel();
        m_rows.clear();
        for (int i = 0; i < n; ++i)
            m_rows.push_back(rowFor(mj::TileId{static_cast<std::uint16_t>(i)}));
        endResetModel();
    } else {
        // Report each run of changed rows, so delegates of tiles that stay put keep still.
        int runStart = -1;
        for (int i = 0; i <= n; ++i) {
            bool changed = false;
            if (i < n) {
                Row row = rowFor(mj::TileId{static_cast<std::uint16_t>(i)});
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

// ---- intents ---------------------------------------------------------------------------

bool TableModel::setSeed(const QString& text)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
    const QString trimmed = text.trimmed();
    bool ok = digits.match(trimmed).hasMatch();
    const qulonglong value = ok ? trimmed.toULongLong(&ok) : 0;
    if (!ok) {
        setError(QStringLiteral("A seed is a whole number from 0 to 18446744073709551615, not \"%1\"").arg(text));
        return false;
    }
    setError({});
    if (value != m_seed) {
        m_seed = value;
        emit seedChanged();
        regenerate();
    }
    return true;
}

bool TableModel::setVariant(const QString& text)
{
    const auto parsed = mj::parseVariant(text.trimmed().toStdString());
    if (!parsed) {
        setError(QString::fromStdString(parsed.error()));
        return false;
    }
    setError({});
    if (*parsed != m_rules.variant) {
        m_rules = *parsed == mj::FamilyVariant::Visayan ? mj::Ruleset::visayan() : mj::Ruleset::filipino();
        emit variantChanged();
        regenerate();
    }
    return true;
}

bool TableModel::setTileSize(const QString& id)
{
    const mjui::TileSize* size = mjui::findTileSize(id.toStdString());
    if (!size) {
        setError(QStringLiteral("Unknown tile size \"%1\"").arg(id));
        return false;
    }
    setError({});
    if (size != m_tileSize) {
        m_tileSize = size;
        computeBreakCount();
        emit tileSizeChanged();
        refresh();
    }
    return true;
}

QVariantList TableModel::tileSizes() const
{
    QVariantList list;
    for (const mjui::TileSize& s : mjui::tileSizes())
        list.append(QVariantMap{{QStringLiteral("id"), QString::fromStdString(s.id)},
                                {QStringLiteral("label"), QString::fromStdString(s.label)}});
    return list;
}

// Dice a little smaller than a tile is thick, as in most sets.
double TableModel::dieSizeMm() const { return 0.75 * m_tileSize->depth; }

QVector3D TableModel::dicePosition3d() const
{
    const auto d = mjui::dicePose3D(table(), *m_tileSize, float(dieSizeMm()));
    return {d.pose.x, d.pose.y, d.pose.z};
}

QVector3D TableModel::diceRotation3d() const
{
    const auto d = mjui::dicePose3D(table(), *m_tileSize, float(dieSizeMm()));
    return {d.pose.pitch, d.pose.yaw, d.pose.roll};
}

void TableModel::performRitual() { goToStep(stepCount()); }

bool TableModel::stepForward() { return m_step < stepCount() && goToStep(m_step + 1); }

bool TableModel::stepBack() { return m_step > 0 && goToStep(m_step - 1); }

void TableModel::reset() { goToStep(0); }

bool TableModel::goToStep(int target)
{
    if (target < 0 || target > stepCount()) {
        setError(QStringLiteral("Step %1 is outside the ritual's 0..%2").arg(target).arg(stepCount()));
        return false;
    }
    if (target < m_step) {
        m_log = std::make_unique<mj::GameLog>(m_record.header);
        m_step = 0;
    }
    while (m_step < target) {
        const mj::Status applied = m_log->append(m_record.events[static_cast<std::size_t>(m_step)]);
        if (!applied) {
            // The engine made this record itself, so this is a bug; show it, do not crash.
            setError(QString::fromStdString(applied.error()));
            break;
        }
        ++m_step;
    }
    refresh();
    return m_step == target;
}

void TableModel::regenerate() { loadRecord(mj::performRitual(m_seed, m_rules)); }

void TableModel::showRitual()
{
    setCaption(QStringLiteral("Filipino setup ritual"));
    m_rules = mj::ritualRules(m_rules.variant, m_rules.wallCount, m_rules.oppositeEnd);
    regenerate();
}

void TableModel::loadRecord(mj::GameRecord record)
{
    m_record = std::move(record);
    if (m_seed != m_record.header.seed) {
        m_seed = m_record.header.seed;
        emit seedChanged();
    }
    if (m_rules != m_record.header.rules) {
        m_rules = m_record.header.rules;
        emit variantChanged();
    }
    // The engine's teacher words each event; told once here, shown as the user steps.
    m_narration.clear();
    m_narrator = std::make_unique<mj::Narrator>(m_rules);
    m_narrated = std::make_unique<mj::GameLog>(m_record.header);
    narrateFrom(0);
    m_log = std::make_unique<mj::GameLog>(m_record.header);
    m_step = 0;
    m_hand.clear(); // tile ids mean other tiles in another game
    computeBreakCount();
    refresh();
}

void TableModel::narrateFrom(std::size_t first)
{
    for (std::size_t i = first; i < m_record.events.size(); ++i) {
        const mj::Event& event = m_record.events[i];
        QStringList lines;
        for (const mj::Message& line : m_narrator->tellMessages(event, m_narrated->table()))
            if (line.id != mj::MessageId::Empty)
                lines << messageText(line);
        m_narration.push_back(lines.join(QLatin1Char('\n')));
        m_narrated->appendOrThrow(event);
    }
}

bool TableModel::extendRecord(const mj::GameRecord& record)
{
    const std::size_t known = m_record.events.size();
    if (record.events.size() < known || !std::equal(m_record.events.begin(), m_record.events.end(), record.events.begin())) {
        loadRecord(record);
        return false;
    }
    m_record.events.insert(m_record.events.end(), record.events.begin() + static_cast<long>(known), record.events.end());
    narrateFrom(known);
    emit stateChanged();
    return true;
}

void TableModel::setError(const QString& error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

// ---- the hand you play -------------------------------------------------------------

void TableModel::setHandSeat(int seat)
{
    const int wanted = mj::Seat::valid(seat) ? seat : -1;
    if (wanted == m_handSeat)
        return;
    m_handSeat = wanted;
    m_hand.clear();
    emit handChanged();
    refresh();
}

void TableModel::setAutoSort(bool on)
{
    if (on == m_hand.autoSort())
        return;
    m_hand.setAutoSort(on);
    emit handChanged();
    refresh();
}

bool TableModel::moveHandTile(int from, int to)
{
    const bool wasSorted = m_hand.autoSort();
    if (m_handSeat < 0 || !m_hand.moveTile(from, to)) {
        setError(QStringLiteral("No tile to move from slot %1 to slot %2 of a hand of %3 tiles")
                     .arg(from)
                     .arg(to)
                     .arg(m_hand.shown().size()));
        return false;
    }
    setError({});
    if (wasSorted != m_hand.autoSort())
        emit handChanged();
    refresh();
    return true;
}

QVariantList TableModel::handTiles() const
{
    QVariantList ids;
    for (const mj::TileId t : m_hand.shown())
        ids.append(int(t.value));
    return ids;
}

// ---- summary for the HUD ---------------------------------------------------------------

QString TableModel::variant() const { return QString::fromStdString(mj::variantName(m_rules.variant)); }

QStringList TableModel::variants() const
{
    return {QString::fromStdString(mj::variantName(mj::FamilyVariant::Filipino)),
            QString::fromStdString(mj::variantName(mj::FamilyVariant::Visayan))};
}

QString TableModel::eventName() const
{
    return m_step == 0 ? QString() : QString::fromStdString(mj::eventName(m_record.events[m_step - 1]));
}

QString TableModel::eventText() const
{
    if (m_step == 0)
        return QStringLiteral("A new table: every tile face down in the middle. Press Play to watch the setup "
                              "ritual, or Step to go one event at a time.");
    QString text = m_narration[static_cast<std::size_t>(m_step - 1)];
    // A private seat's taken tiles are shown as backs, one a tile.
    const auto* take = std::get_if<mj::TakeEvent>(&m_record.events[static_cast<std::size_t>(m_step - 1)]);
    if (take && m_privateSeats.contains(take->seat.index()) && !take->tiles.empty())
        text.replace(QString::fromStdString(mj::formatTiles(take->tiles, table().tileSet())),
                     QString(static_cast<qsizetype>(take->tiles.size()), QChar(0x25AE)));
    return text;
}

void TableModel::setPrivateSeats(const QVariantList& seats)
{
    if (seats == m_privateSeats)
        return;
    m_privateSeats = seats;
    emit stateChanged();
}

int TableModel::mano() const
{
    const auto m = table().mano();
    return m ? m->index() : -1;
}

QString TableModel::breakDice() const
{
    for (int i = m_step - 1; i >= 0; --i) {
        const auto* roll = std::get_if<mj::RollEvent>(&m_record.events[static_cast<std::size_t>(i)]);
        if (roll && roll->purpose == mj::RollPurpose::Break)
            return QStringLiteral("%1 + %2 = %3").arg(roll->dice[0]).arg(roll->dice[1]).arg(roll->dice[0] + roll->dice[1]);
    }
    return {};
}

int TableModel::breakWall() const
{
    const auto b = table().wallBreak();
    return b ? b->segment : -1;
}

int TableModel::breakStack() const
{
    const auto b = table().wallBreak();
    return b ? mj::brokenStack(table().geometry(), *b).stack : -1;
}

int TableModel::breakCount() const
{
    const auto b = table().wallBreak();
    return b ? b->count : 0;
}

int TableModel::drawLeft() const { return mj::wallCounts(table()).draw; }
int TableModel::flowerLeft() const { return mj::wallCounts(table()).flower; }

bool TableModel::diceVisible() const { return mjui::dicePose(table()).visible; }
double TableModel::diceX() const { return mjui::dicePose(table()).pose.x; }
double TableModel::diceY() const { return mjui::dicePose(table()).pose.y; }
double TableModel::diceRotation() const { return mjui::dicePose(table()).pose.rotation; }
int TableModel::diceLevel() const { return mjui::dicePose(table()).pose.level; }

QVariantMap TableModel::seatLabelPose(int seat) const
{
    const mjui::Pose pose = mjui::seatLabelPose(seat);
    return {{QStringLiteral("x"), pose.x}, {QStringLiteral("y"), pose.y}, {QStringLiteral("rotation"), pose.rotation}};
}

double TableModel::tableExtent() const { return mjui::kTableExtent; }
double TableModel::tileWidth() const { return mjui::kTileWidth; }
double TableModel::tileDepth() const { return mjui::kTileDepth; }

// ---- for the animated ritual -----------------------------------------------------------

QString TableModel::narrationAt(int step) const
{
    if (step < 1 || step > stepCount())
        return {};
    return m_narration[static_cast<std::size_t>(step - 1)];
}

QString TableModel::phaseText() const
{
    // The narrator opens each step of the ritual with a numbered heading ("4. Break...").
    static const QRegularExpression heading(QStringLiteral("^\\d+\\. "));
    for (int s = m_step; s >= 1; --s) {
        const QString& text = m_narration[static_cast<std::size_t>(s - 1)];
        if (heading.match(text).hasMatch())
            return text;
    }
    return {};
}

int TableModel::rollSeat() const
{
    if (m_step == 0)
        return -1;
    const auto* roll = std::get_if<mj::RollEvent>(&m_record.events[static_cast<std::size_t>(m_step - 1)]);
    return roll ? roll->seat.index() : -1;
}

QVector3D TableModel::diceThrowFrom3d() const
{
    const int seat = rollSeat();
    if (seat < 0)
        return dicePosition3d();
    // Released from the roller's hand, a little right of centre, above their own wall.
    const mjui::Pose hand = mjui::seatPose(seat, 1.5, 10.5);
    return {float(hand.x) * m_tileSize->width, 3.5f * m_tileSize->depth, float(hand.y) * m_tileSize->width};
}

QVariantList TableModel::breakCountWalls() const { return table().wallBreak() ? m_countWalls : QVariantList{}; }
QVariantList TableModel::breakCountStacks() const { return table().wallBreak() ? m_countStacks : QVariantList{}; }

void TableModel::computeBreakCount()
{
    m_countWalls.clear();
    m_countStacks.clear();
    // The table as the break finds it (every stack still two high), the break roll and
    // the break the engine made of it.
    mj::GameLog log(m_record.header);
    const mj::RollEvent* roll = nullptr;
    const mj::BreakEvent* wallBreak = nullptr;
    for (const mj::Event& event : m_record.events) {
        if ((wallBreak = std::get_if<mj::BreakEvent>(&event)))
            break;
        if (const auto* r = std::get_if<mj::RollEvent>(&event); r && r->purpose == mj::RollPurpose::Break)
            roll = r;
        if (!log.append(event))
            return;
    }
    if (!roll || !wallBreak)
        return;
    const mj::Table& t = log.table();
    const mj::WallGeometry& g = t.geometry();
    const float lift = m_tileSize->depth / 2 + 2.f; // the marker floats just above the tops
    auto top = [&](mj::StackRef ref) -> std::optional<QVector3D> {
        const auto& tiles = t.stack(ref);
        if (tiles.empty())
            return std::nullopt;
        const mjui::Pose3D p = mjui::tilePose3D(t, tiles.back(), *m_tileSize);
        return QVector3D(p.x, p.y + lift, p.z);
    };
    auto entry = [&](QVector3D position, int segment, float length) {
        const float yaw = -float(mjui::seatPose(segment, 0, 1).rotation);
        return QVariantMap{{QStringLiteral("position"), position},
                           {QStringLiteral("yaw"), yaw},
                           {QStringLiteral("length"), length}};
    };
    // Walls: counted counterclockwise from the ruleset's first wall (break_point.h).
    const int total = roll->dice[0] + roll->dice[1];
    for (int k = 1; k <= total; ++k) {
        const int segment = mj::countedWall(roll->seat, k, m_rules).index();
        const auto a = top({segment, 0});
        const auto b = top({segment, g.stacksPerSegment - 1});
        if (!a || !b)
            return;
        m_countWalls.append(entry((*a + *b) / 2, segment, (*b - *a).length() + m_tileSize->width));
    }
    // Stacks 1..T of the broken wall, from the end the count starts at.
    for (int k = 1; k <= wallBreak->count; ++k) {
        const mj::StackRef ref = mj::brokenStack(g, {wallBreak->segment, k, wallBreak->direction});
        const auto p = top(ref);
        if (!p)
            return;
        m_countStacks.append(entry(*p, wallBreak->segment, m_tileSize->width));
    }
}
