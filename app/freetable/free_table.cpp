// The free table's facade (free_table.h): starting a session (from the seed's ritual or on
// a set and layout), showing it on the TableModel, applying each act whole or refusing it
// with the reason, undo and redo (the history itself: free_history.h), and what the table
// is (its set, layout, registries). The intents live in the other free_table_*.cpp files.
#include "freetable/free_table.h"
#include "freetable/free_table_titles.h"

#include "table/seat_count.h"

#include <QScopedValueRollback>

FreeTable::FreeTable(QObject* parent) : QObject(parent) {}

FreeTable::~FreeTable() = default;

void FreeTable::setModel(TableModel* model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        // A new seed or variant typed while the free table is on: a fresh free table on it,
        // once the model has made that seed's ritual (it tells of the seed before).
        const auto restart = [this] {
            if (m_history && !m_showing)
                QMetaObject::invokeMethod(
                    this,
                    [this] {
                        if (!m_history)
                            return;
                        if (filipinoTable())
                            start(0);
                        else
                            startWith(setName(), layoutName());
                    },
                    Qt::QueuedConnection);
        };
        connect(m_model, &TableModel::seedChanged, this, restart);
        connect(m_model, &TableModel::variantChanged, this, restart);
    }
    emit modelChanged();
}

const mj::GameRecord& FreeTable::record() const
{
    static const mj::GameRecord none;
    return m_history ? m_history->record() : none;
}

const mj::Table& FreeTable::table() const
{
    static const mj::Table none;
    return m_history ? m_history->table() : none;
}

QString FreeTable::setName() const { return QString::fromStdString(table().tileSet().name()); }

QString FreeTable::layoutName() const { return QString::fromStdString(table().layout().name()); }

QStringList FreeTable::tileSets() const
{
    QStringList out;
    for (const mj::TileSet* set : mj::TileSet::all())
        out << QString::fromStdString(set->name());
    return out;
}

QStringList FreeTable::layouts() const
{
    QStringList out;
    for (const mj::Layout* layout : mj::Layout::all())
        out << QString::fromStdString(layout->name());
    return out;
}

QStringList FreeTable::tileSetTitles() const
{
    QStringList out;
    for (const QString& name : tileSets())
        out << tileSetTitle(name);
    return out;
}

QStringList FreeTable::layoutTitles() const
{
    QStringList out;
    for (const QString& name : layouts())
        out << ::layoutTitle(name);
    return out;
}

QString FreeTable::layoutTitle() const { return ::layoutTitle(layoutName()); }

int FreeTable::layoutCapacity() const { return table().layout().capacity(); }

int FreeTable::setSize() const { return table().tileSet().size(); }

int FreeTable::wallStacks() const
{
    return table().layout().isUniformWall() ? table().geometry().stacksPerSegment : 0;
}

int FreeTable::wallHeight() const { return table().layout().isUniformWall() ? table().geometry().height : 0; }

int FreeTable::maxSeats() { return mjui::defaultSeatCount(); }

QStringList FreeTable::seatNames()
{
    // Where the table draws each seat (table_layout.h): you at the bottom, then
    // counterclockwise.
    const QStringList sides{tr("bottom"), tr("right"), tr("top"), tr("left")};
    QStringList out;
    for (int s = 0; s < maxSeats(); ++s)
        out << (s < sides.size() ? tr("Seat %1 (%2)").arg(s).arg(sides[s]) : tr("Seat %1").arg(s));
    return out;
}

bool FreeTable::filipinoTable() const
{
    return &table().tileSet() == &mj::TileSet::chinese() && &table().layout() == &mj::Layout::square18();
}

QString FreeTable::defaultLayout(const QString& set) const
{
    const auto found = mj::TileSet::byName(set.toStdString());
    return found ? QString::fromStdString(mj::Layout::defaultFor(**found).name()) : QString();
}

// ---- the session -----------------------------------------------------------------------

void FreeTable::showSeedRitual()
{
    if (m_model->record().header.game || m_history) {
        const QScopedValueRollback showing(m_showing, true);
        m_model->showRitual(); // after a game, or from another free session: the seed's ritual
    }
}

void FreeTable::openLog(mj::RecordHeader header)
{
    header.freeTable = true; // its record is checked by the table only, not as a ritual
    m_history = std::make_unique<mjui::FreeHistory>(header);
    // Its own stream of the seed's randomness, apart from the ritual's draws.
    m_rng = std::make_unique<mj::Rng>(header.seed ^ 0x9e3779b97f4a7c15ull);
}

bool FreeTable::startWith(const QString& setName, const QString& layoutName)
{
    if (!m_model)
        return refuse(QStringLiteral("The free table needs a table to show it on."));
    const auto set = mj::TileSet::byName(setName.trimmed().toStdString());
    if (!set)
        return refuse(QString::fromStdString(set.error()));
    const mj::Layout* layout = &mj::Layout::defaultFor(**set);
    if (!layoutName.trimmed().isEmpty() && layoutName.trimmed() != QStringLiteral("default")) {
        const auto named = mj::Layout::byName(layoutName.trimmed().toStdString());
        if (!named)
            return refuse(QString::fromStdString(named.error()));
        layout = *named;
    }
    showSeedRitual();
    mj::RecordHeader header = m_model->record().header;
    header.tileSet = *set;
    header.layout = layout;
    openLog(header);
    m_message = QStringLiteral("%1 on %2: %3 tiles in the pool; Build sets out %4 of them.")
                    .arg(setName.trimmed(), QString::fromStdString(layout->name()))
                    .arg((*set)->size())
                    .arg(layout->capacity());
    m_refused = false;
    m_model->setCaption(QStringLiteral("Free table"));
    show(false);
    return true;
}

bool FreeTable::start(int step)
{
    if (!m_model)
        return refuse(QStringLiteral("The free table needs a table to show it on."));
    showSeedRitual();
    const mj::GameRecord& ritual = m_model->record();
    const int count = static_cast<int>(ritual.events.size());
    if (step < 0)
        step = m_model->step();
    if (step > count)
        return refuse(QStringLiteral("Step %1 is outside the ritual's 0..%2").arg(step).arg(count));
    openLog(ritual.header);
    for (int i = 0; i < step; ++i)
        m_history->appendUnrecorded(ritual.events[static_cast<std::size_t>(i)]);
    m_message.clear();
    m_model->setCaption(QStringLiteral("Free table"));
    show(false);
    return true;
}

void FreeTable::stop()
{
    if (!m_history)
        return;
    m_history.reset();
    m_message.clear();
    if (m_model) {
        const QScopedValueRollback showing(m_showing, true);
        m_model->showRitual();
    }
    emit changed();
}

void FreeTable::show(bool appended)
{
    ++m_revision;
    emit tableChanged();
    if (m_model) {
        const QScopedValueRollback showing(m_showing, true);
        // Appended acts extend the record shown, so the table animates them; an undo or a
        // start shows the rebuilt record afresh.
        if (!appended || !m_model->extendRecord(m_history->record()))
            m_model->loadRecord(m_history->record());
        m_model->goToStep(m_model->stepCount());
    }
    emit changed();
}

bool FreeTable::refuse(const QString& why)
{
    m_message = why;
    m_refused = true;
    emit changed();
    return false;
}

bool FreeTable::commit(std::vector<mj::Event> events)
{
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (mj::Status s = m_history->commit(events); !s)
        return refuse(QString::fromStdString(s.error()));
    m_message.clear();
    show(true);
    return true;
}

bool FreeTable::tileOk(int tileId)
{
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (tileId < 0 || tileId >= table().tileSet().size())
        return refuse(QStringLiteral("There is no tile %1; pick a tile first.").arg(tileId));
    return true;
}

bool FreeTable::seatOk(int seat)
{
    if (!mj::Seat::valid(seat))
        return refuse(QStringLiteral("There is no seat %1 (seats are 0 to %2).").arg(seat).arg(maxSeats() - 1));
    return true;
}

bool FreeTable::washed() const
{
    // Washed since a tile last moved about: the latest wash comes after the latest move.
    const auto& events = record().events;
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (std::holds_alternative<mj::WashEvent>(*it))
            return true;
        if (std::holds_alternative<mj::MoveEvent>(*it))
            return false;
    }
    return false;
}

// ---- undo and redo -----------------------------------------------------------------------

bool FreeTable::undo()
{
    if (!canUndo())
        return refuse(QStringLiteral("Nothing to undo."));
    m_history->undo();
    m_message.clear();
    show(false);
    return true;
}

bool FreeTable::redo()
{
    if (!canRedo())
        return refuse(QStringLiteral("Nothing to redo."));
    if (mj::Status s = m_history->redo(); !s)
        return refuse(QString::fromStdString(s.error()));
    m_message.clear();
    show(true);
    return true;
}
