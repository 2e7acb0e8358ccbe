#include "table_model.h"

#include "ritual/narrator.h"
#include "ritual/ritual.h"
#include "table/live_wall.h"
#include "table_layout.h"

#include <QRegularExpression>

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
    default: return {};
    }
}

QHash<int, QByteArray> TableModel::roleNames() const
{
    return {
        {TileIdRole, "tileId"}, {KindRole, "kind"},         {SuitRole, "suit"}, {ZoneRole, "zone"},
        {SeatRole, "seat"},     {GroupRole, "group"},       {PositionRole, "position"},
        {TableXRole, "tableX"}, {TableYRole, "tableY"},     {TableRotationRole, "tableRotation"},
        {LevelRole, "level"},   {FaceUpRole, "faceUp"},
    };
}

TableModel::Row TableModel::rowFor(mj::TileId tile) const
{
    const mj::Table& t = table();
    const mj::Place place = t.placeOf(tile);
    const mjui::Pose pose = mjui::tilePose(t, tile);
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
    return r;
}

void TableModel::refresh()
{
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
        m_rules = *parsed == mj::Variant::Visayan ? mj::Ruleset::visayan() : mj::Ruleset::filipino();
        emit variantChanged();
        regenerate();
    }
    return true;
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

void TableModel::regenerate()
{
    m_record = mj::performRitual(m_seed, m_rules);
    // The engine's teacher words each event; told once here, shown as the user steps.
    m_narration.clear();
    mj::Narrator narrator(m_rules);
    mj::GameLog narrated(m_record.header);
    for (const mj::Event& event : m_record.events) {
        QStringList lines;
        for (const std::string& line : narrator.tell(event, narrated.table()))
            if (!line.empty())
                lines << QString::fromStdString(line);
        m_narration.push_back(lines.join(QLatin1Char('\n')));
        narrated.appendOrThrow(event);
    }
    m_log = std::make_unique<mj::GameLog>(m_record.header);
    m_step = 0;
    refresh();
}

void TableModel::setError(const QString& error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

// ---- summary for the HUD ---------------------------------------------------------------

QString TableModel::variant() const { return QString::fromStdString(mj::variantName(m_rules.variant)); }

QStringList TableModel::variants() const
{
    return {QString::fromStdString(mj::variantName(mj::Variant::Filipino)),
            QString::fromStdString(mj::variantName(mj::Variant::Visayan))};
}

QString TableModel::eventName() const
{
    return m_step == 0 ? QString() : QString::fromStdString(mj::eventName(m_record.events[m_step - 1]));
}

QString TableModel::eventText() const
{
    return m_step == 0 ? QStringLiteral("A new table: every tile face down in the middle")
                       : m_narration[static_cast<std::size_t>(m_step - 1)];
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
