// The table model's summary of the table (table_model.h): the event and its narration,
// the máno, the break and the walls left, the dice (2D and 3D), the tile size, the seat
// cards, and what the animated ritual needs (the phase heading, the roll, the count).
#include "table/table_model.h"

#include "core/notation.h"
#include "record/turn_shown.h"
#include "variants/filipino/ritual/break_point.h"
#include "table/break_count_markers.h"
#include "table/live_wall.h"
#include "table/seat_count.h"
#include "table/table_layout.h"
#include "table/tile_pose3d.h"
#include "text/event_title.h"
#include "text/ruleset_title.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QRegularExpression>

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

// ---- summary for the HUD ---------------------------------------------------------------

// The built-in ruleset whose ritual the table shows; for another ruleset (a record's house
// rules), its variant.
QString TableModel::variant() const
{
    static const std::vector<mj::Ruleset> builtIns = [] {
        std::vector<mj::Ruleset> rules;
        for (const std::string& name : mj::builtinRulesetNames())
            rules.push_back(*mj::loadRuleset(name));
        return rules;
    }();
    // By its name and variant: a record may hold a Visayan ruleset without its name.
    for (const mj::Ruleset& builtIn : builtIns)
        if (m_rules.name == builtIn.name && m_rules.variant == builtIn.variant)
            return QString::fromStdString(builtIn.name);
    return QString::fromStdString(mj::variantName(m_rules.variant));
}

// The rulesets whose ritual Learn shows: the family's built-ins (joker and pot counts the
// walls from the opposite one and reveals a joker after the break).
QStringList TableModel::variants() const
{
    QStringList names;
    for (const std::string& name : mj::builtinRulesetNames())
        names.append(QString::fromStdString(name));
    return names;
}

QStringList TableModel::variantTitles() const
{
    QStringList titles;
    for (const QString& name : variants())
        titles.append(rulesetTitle(name));
    return titles;
}

QString TableModel::eventName() const
{
    return m_step == 0 ? QString() : QString::fromStdString(mj::eventName(m_record.events[m_step - 1]));
}

QString TableModel::eventTitle() const
{
    return m_step == 0 ? QString() : ::eventTitle(eventName());
}

QString TableModel::eventText() const
{
    if (m_step == 0)
        // What to press next depends on the screen (Learn, the free table, a replay): the
        // narration panel adds it (NarrationPanel.startHint).
        return QStringLiteral("A new table: every tile face down in the middle.");
    QString text = m_narration[static_cast<std::size_t>(m_step - 1)];
    const mj::Event& event = m_record.events[static_cast<std::size_t>(m_step - 1)];
    // The narrator tells a decision by what follows it (the discard, the meld laid); the
    // decision's own step says what was decided, so the narration is never blank.
    if (const auto* decision = std::get_if<mj::ActionEvent>(&event); decision && text.isEmpty())
        return decisionText(decision->action, *m_record.header.tileSet) + QLatin1Char('.');
    // A private seat's taken tiles are shown as backs, one a tile.
    const auto* take = std::get_if<mj::TakeEvent>(&event);
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

int TableModel::seatCount() const { return mjui::seatCount(m_rules); }

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

QVariantList TableModel::flowerCounts() const
{
    QVariantList out;
    const mj::Table& shown = table();
    for (int s = 0; s < shown.seatCount(); ++s)
        out.append(static_cast<int>(shown.flowers(mj::Seat::of(s)).size()));
    return out;
}

int TableModel::lastDiscard() const
{
    for (int i = m_step - 1; i >= 0; --i)
        if (const auto* d = std::get_if<mj::DiscardEvent>(&m_record.events[static_cast<std::size_t>(i)]))
            return table().placeOf(d->tile).zone == mj::Zone::Discards ? static_cast<int>(d->tile.value) : -1;
    return -1;
}

QString TableModel::kindNotation(int tile) const
{
    return tile < 0 ? QString()
                    : QString::fromStdString(table().tileSet().kindOf(mj::TileId{static_cast<std::uint16_t>(tile)}).notation());
}

QString TableModel::lastDiscardKind() const { return kindNotation(lastDiscard()); }

int TableModel::jokerIndicator() const { return m_jokerIndicator ? static_cast<int>(m_jokerIndicator->value) : -1; }

QString TableModel::jokerKind() const { return kindNotation(jokerIndicator()); }

// Whose turn the table shows at this step (record/turn_shown.h).
int TableModel::turnSeat() const
{
    const auto seat = mj::turnShown(m_record.events, static_cast<std::size_t>(m_step), table());
    return seat ? seat->index() : -1;
}

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
    mjui::BreakCountMarkers markers = mjui::breakCountMarkers(m_record, m_rules, *m_tileSize);
    m_countWalls = std::move(markers.walls);
    m_countStacks = std::move(markers.stacks);
}
