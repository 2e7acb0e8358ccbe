#include "freetable/free_table.h"

#include "startup/data_dir.h"
#include "freetable/free_table_file.h"
#include "freetable/free_stacking.h"
#include "table/table_layout.h"

#include "hand/hand_counts.h"
#include "record/record_json.h"
#include "variants/filipino/ritual/ritual_step.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "table/live_wall.h"

#include <QDateTime>
#include <QFileInfo>
#include <QScopedValueRollback>
#include <QVariantMap>

#include <algorithm>
#include <cmath>
#include <optional>

namespace {

constexpr double kFeltHalf = mjui::kTableExtent / 2;

double roundedToHundredths(double v) { return std::round(v * 100.0) / 100.0; }

int normalisedTurn(double degrees) { return ((static_cast<int>(std::lround(degrees)) % 360) + 360) % 360; }

mj::Face faceOf(const mj::Table& table, mj::TileId tile) { return table.isFaceUp(tile) ? mj::Face::Up : mj::Face::Down; }

mj::TileId idOf(int tileId) { return mj::TileId{static_cast<std::uint16_t>(tileId)}; }

} // namespace

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
            if (m_log && !m_showing)
                QMetaObject::invokeMethod(
                    this,
                    [this] {
                        if (!m_log)
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
    return m_log ? m_log->record() : none;
}

const mj::Table& FreeTable::table() const
{
    static const mj::Table none;
    return m_log ? m_log->table() : none;
}

QStringList FreeTable::rulesets() const
{
    QStringList out;
    for (const std::string& name : mj::builtinRulesetNames())
        out << QString::fromStdString(name);
    return out;
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

int FreeTable::layoutCapacity() const { return table().layout().capacity(); }

int FreeTable::setSize() const { return table().tileSet().size(); }

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
    if (m_model->record().header.game || m_log) {
        const QScopedValueRollback showing(m_showing, true);
        m_model->showRitual(); // after a game, or from another free session: the seed's ritual
    }
}

void FreeTable::openLog(mj::RecordHeader header)
{
    header.freeTable = true; // its record is checked by the table only, not as a ritual
    m_log = std::make_unique<mj::GameLog>(header);
    m_actStarts.clear();
    m_redo.clear();
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
        m_log->appendOrThrow(ritual.events[static_cast<std::size_t>(i)]);
    m_message.clear();
    m_model->setCaption(QStringLiteral("Free table"));
    show(false);
    return true;
}

void FreeTable::stop()
{
    if (!m_log)
        return;
    m_log.reset();
    m_actStarts.clear();
    m_redo.clear();
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
        if (!appended || !m_model->extendRecord(m_log->record()))
            m_model->loadRecord(m_log->record());
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
    if (!m_log)
        return refuse(QStringLiteral("Start the free table first."));
    // All of the act or none of it: try it on a copy of the log.
    // Tiles held up by a tile that leaves (or turns away) settle in the same act, so no
    // tile floats and the log says where each lies (free_stacking.h).
    mj::GameLog next = *m_log;
    for (const mj::Event& e : events) {
        if (mj::Status s = next.append(e); !s)
            return refuse(QString::fromStdString(s.error()));
        for (const mj::MoveEvent& settle : mjui::settlingMoves(next.table()))
            if (mj::Status s = next.append(settle); !s)
                return refuse(QString::fromStdString(s.error()));
    }
    m_actStarts.push_back(m_log->record().events.size());
    *m_log = std::move(next);
    m_redo.clear(); // a new act: what was undone is gone (redo() puts the rest back)
    m_message.clear();
    show(true);
    return true;
}

bool FreeTable::tileOk(int tileId)
{
    if (!m_log)
        return refuse(QStringLiteral("Start the free table first."));
    if (tileId < 0 || tileId >= table().tileSet().size())
        return refuse(QStringLiteral("There is no tile %1; pick a tile first.").arg(tileId));
    return true;
}

bool FreeTable::seatOk(int seat)
{
    if (!mj::Seat::valid(seat))
        return refuse(QStringLiteral("There is no seat %1 (seats are 0 to 3).").arg(seat));
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

// ---- one tile ----------------------------------------------------------------------------

bool FreeTable::moveTo(int tileId, double x, double y)
{
    if (!tileOk(tileId))
        return false;
    if (!(std::abs(x) <= kFeltHalf && std::abs(y) <= kFeltHalf))
        return refuse(QStringLiteral("That is off the table; drop the tile on the felt."));
    const mj::TileId tile = idOf(tileId);
    // Where a wall stack stands (or would) it goes on the stack, face down; on a seat's
    // hand row, into that hand; on its flower row, face up among its flowers: so a wall
    // can be built, a deal made and flowers laid by dragging.
    if (const auto place = mjui::dropPlaceAt(table(), x, y)) {
        if (place->zone == mj::Zone::Hand)
            return giveToSeat(tileId, place->owner);
        if (place->zone == mj::Zone::Flowers)
            return toFlowers(tileId, place->owner);
        // A wall or stock pile takes it face down; a cell of the solitaire grid face up.
        const bool faceUp = table().layout().segment(place->owner).faceUp;
        return commit({mj::MoveEvent{tile, *place, faceUp ? mj::Face::Up : mj::Face::Down}});
    }
    x = roundedToHundredths(x);
    y = roundedToHundredths(y);
    // It keeps the way it was turned (a tile from a seat's row still faces that seat).
    const int turn = normalisedTurn(mjui::tilePose(table(), tile).rotation);
    const mj::FreeSpot spot{x, y, turn, mjui::dropLevel(table(), x, y, tile)};
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Free}, faceOf(table(), tile), spot}});
}

bool FreeTable::flip(int tileId)
{
    if (!tileOk(tileId))
        return false;
    const mj::TileId tile = idOf(tileId);
    return commit({mj::FlipEvent{tile, table().isFaceUp(tile) ? mj::Face::Down : mj::Face::Up}});
}

bool FreeTable::turn(int tileId)
{
    if (!tileOk(tileId))
        return false;
    const mj::TileId tile = idOf(tileId);
    if (table().placeOf(tile).zone != mj::Zone::Free)
        return refuse(QStringLiteral("Only a tile lying loose on the felt turns; drag it out onto the felt first."));
    const mjui::Pose pose = mjui::tilePose(table(), tile);
    const mj::FreeSpot spot{roundedToHundredths(pose.x), roundedToHundredths(pose.y), normalisedTurn(pose.rotation + 90),
                            pose.level};
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Free}, faceOf(table(), tile), spot}});
}

bool FreeTable::stackOn(int tileId, int onTileId)
{
    if (!tileOk(tileId) || !tileOk(onTileId))
        return false;
    const mj::TileId tile = idOf(tileId), on = idOf(onTileId);
    if (tile == on)
        return refuse(QStringLiteral("A tile cannot be stacked on itself; pick another tile to stack it on."));
    const mj::Place below = table().placeOf(on);
    if (below.zone == mj::Zone::Wall)
        return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Wall, below.owner, below.group}, faceOf(table(), tile)}});
    if (below.zone != mj::Zone::Free)
        return refuse(QStringLiteral("Tiles stack only on a tile lying on the felt or on a wall stack."));
    // On the top of the pile the chosen tile is in.
    const mjui::Pose pose = mjui::tilePose(table(), on);
    const int level = std::max(pose.level + 1, mjui::dropLevel(table(), pose.x, pose.y, tile));
    const mj::FreeSpot spot{roundedToHundredths(pose.x), roundedToHundredths(pose.y), normalisedTurn(pose.rotation),
                            std::min(level, mj::kFreeSpotMaxLevel)};
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Free}, faceOf(table(), tile), spot}});
}

bool FreeTable::giveToSeat(int tileId, int seat)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    return commit({mj::MoveEvent{idOf(tileId), mj::Place{mj::Zone::Hand, seat}, mj::Face::Down}});
}

bool FreeTable::toDiscards(int tileId, int seat)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    return commit({mj::MoveEvent{idOf(tileId), mj::Place{mj::Zone::Discards, seat}, mj::Face::Up}});
}

bool FreeTable::toFlowers(int tileId, int seat)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    return commit({mj::MoveEvent{idOf(tileId), mj::Place{mj::Zone::Flowers, seat}, mj::Face::Up}});
}

bool FreeTable::toExposed(int tileId, int seat, bool newSet)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    const mj::TileId tile = idOf(tileId);
    const auto& sets = table().exposed(mj::Seat::of(seat));
    int set = static_cast<int>(sets.size());
    if (!newSet) {
        if (sets.empty())
            return refuse(QStringLiteral("Seat %1 has no exposed set yet; start one with New set.").arg(seat));
        set = static_cast<int>(sets.size()) - 1;
        // Taking the tile out of a set may remove that set and renumber the last one.
        const mj::Place from = table().placeOf(tile);
        if (from.zone == mj::Zone::Exposed && from.owner == seat && sets[static_cast<std::size_t>(from.group)].size() == 1)
            --set;
        if (set < 0)
            return refuse(QStringLiteral("Seat %1 has no other exposed set to add it to.").arg(seat));
    } else {
        const mj::Place from = table().placeOf(tile);
        if (from.zone == mj::Zone::Exposed && from.owner == seat && sets[static_cast<std::size_t>(from.group)].size() == 1)
            --set; // its own one-tile set goes away as it leaves
    }
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Exposed, seat, set}, mj::Face::Up}});
}

// ---- the table ---------------------------------------------------------------------------

bool FreeTable::rollDice(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_log)
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
    if (!m_log)
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
    if (!m_log)
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
    if (!m_log)
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
    if (!m_log)
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
    if (!m_log)
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
    if (!m_log)
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

bool FreeTable::makeMano(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_log)
        return refuse(QStringLiteral("Start the free table first."));
    return commit({mj::ManoEvent{mj::Seat::of(seat)}});
}

bool FreeTable::breakAt(int tileId)
{
    if (!tileOk(tileId))
        return false;
    const mj::Place at = table().placeOf(idOf(tileId));
    if (at.zone != mj::Zone::Wall)
        return refuse(QStringLiteral("Pick a tile of the wall stack to break the wall at."));
    if (table().wallBreak())
        return refuse(QStringLiteral("The wall is already broken; undo the break to break it elsewhere."));
    const auto mano = table().mano();
    if (!mano)
        return refuse(QStringLiteral("Say who is máno first (Máno): the count starts from the end of the wall "
                                     "nearest the máno."));
    const mj::WallGeometry& g = table().geometry();
    const mj::Ruleset& rules = record().header.rules;
    // The end the count starts from, as the ritual has it for this wall (break_point.h).
    int direction = rules.oppositeEnd == mj::OppositeEnd::NearRight ? 1 : -1;
    const int walls = g.segments; // one before each seat of the square
    if (const int steps = mano->stepsTo(mj::Seat::of(at.owner), walls); steps == 1)
        direction = 1;
    else if (steps == walls - 1)
        direction = -1;
    const int count = direction > 0 ? at.group + 1 : g.stacksPerSegment - at.group;
    if (count < 2)
        return refuse(QStringLiteral("The lifted stack goes onto the stack before it, counted from the end nearest "
                                     "the máno; the first stack has none. Pick a stack further along."));
    const mj::StackRef lifted{at.owner, at.group};
    const mj::StackRef flowerHead = g.atRing(g.ringIndex(lifted) - direction);
    return commit({mj::BreakEvent{at.owner, count, direction}, mj::LiftEvent{lifted, flowerHead},
                   mj::DicePlacedEvent{flowerHead}});
}

bool FreeTable::layFlowers(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_log)
        return refuse(QStringLiteral("Start the free table first."));
    if (&table().tileSet() != &mj::TileSet::chinese())
        return refuse(QStringLiteral("Flowers are laid by the Filipino rules, with the Chinese set; lay %1's tiles face "
                                     "up by hand (Flowers).").arg(seat));
    const mj::Ruleset& rules = record().header.rules;
    std::vector<mj::TileId> flowers;
    for (mj::TileId tile : table().hand(mj::Seat::of(seat)))
        if (rules.isFlower(table().tileSet().kindOf(tile)))
            flowers.push_back(tile);
    if (flowers.empty())
        return refuse(QStringLiteral("Seat %1 holds no flowers under %2 rules.").arg(seat).arg(QString::fromStdString(rules.name)));
    if (!commit({mj::ExposeFlowersEvent{mj::Seat::of(seat), flowers}}))
        return false;
    m_message = QStringLiteral("Seat %1 laid %2 %3: take as many replacements (Replacement).")
                    .arg(seat)
                    .arg(flowers.size())
                    .arg(flowers.size() == 1 ? QStringLiteral("flower") : QStringLiteral("flowers"));
    m_refused = false;
    emit changed();
    return true;
}

QString FreeTable::tileText(int tileId) const
{
    if (!active() || tileId < 0 || tileId >= table().tileSet().size())
        return {};
    const mj::TileId tile = idOf(tileId);
    if (!table().isFaceUp(tile) && table().placeOf(tile).zone != mj::Zone::Hand)
        return QStringLiteral("Tile %1, face down").arg(tileId);
    return QStringLiteral("Tile %1 (%2)").arg(QString::fromStdString(table().tileSet().kindOf(tile).notation())).arg(tileId);
}

QString FreeTable::nextStep() const
{
    if (!active() || !filipinoTable())
        return {};
    const auto step = mj::nextRitualStep(table(), record().header.rules, washed());
    return step ? QString::fromStdString(mj::ritualStepName(*step)) : QString();
}

QString FreeTable::nextStepBlocked() const
{
    if (!active())
        return {};
    if (!filipinoTable())
        return QStringLiteral("The ritual's steps are the Filipino game's, on chinese-144 and square-18; set this table "
                              "out with Build and Deal.");
    const auto step = mj::nextRitualStep(table(), record().header.rules, washed());
    return step ? QString() : QString::fromStdString(step.error());
}

bool FreeTable::runNextStep()
{
    if (!m_log)
        return refuse(QStringLiteral("Start the free table first."));
    if (!filipinoTable())
        return refuse(nextStepBlocked());
    const auto events = mj::ritualStepEvents(table(), record().header.rules, washed(), *m_rng);
    if (!events)
        return refuse(QString::fromStdString(events.error()));
    return commit(*events);
}

// ---- undo and redo -----------------------------------------------------------------------

void FreeTable::rebuild(std::size_t eventCount)
{
    const mj::GameRecord all = m_log->record();
    m_log = std::make_unique<mj::GameLog>(all.header);
    for (std::size_t i = 0; i < eventCount; ++i)
        m_log->appendOrThrow(all.events[i]);
}

bool FreeTable::undo()
{
    if (!canUndo())
        return refuse(QStringLiteral("Nothing to undo."));
    const std::size_t start = m_actStarts.back();
    m_actStarts.pop_back();
    const auto& events = record().events;
    m_redo.emplace_back(events.begin() + static_cast<long>(start), events.end());
    rebuild(start); // the log is the truth: the table without the last act
    m_message.clear();
    show(false);
    return true;
}

bool FreeTable::redo()
{
    if (!canRedo())
        return refuse(QStringLiteral("Nothing to redo."));
    std::vector<mj::Event> act = std::move(m_redo.back());
    m_redo.pop_back();
    auto keep = std::move(m_redo); // commit clears the redo list; the acts still undone stay
    const bool done = commit(std::move(act));
    m_redo = std::move(keep);
    emit changed();
    return done;
}

// ---- advice ------------------------------------------------------------------------------

bool FreeTable::checkHand(int seat, const QString& ruleset, const QString& source, int lastTileId, int jokerKind,
                          int discarder)
{
    if (!seatOk(seat))
        return false;
    if (!m_log)
        return refuse(QStringLiteral("Start the free table first."));
    if (&table().tileSet() != &mj::TileSet::chinese())
        return refuse(QStringLiteral("A hand is checked under the Filipino rulesets, with the Chinese set, not %1.")
                          .arg(setName()));
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    if (!rules)
        return refuse(QString::fromStdString(rules.error()));
    mj::HandCheckOptions options;
    if (source == QStringLiteral("discard"))
        options.source = mj::WinSource::Discard;
    else if (source != QStringLiteral("wall"))
        return refuse(QStringLiteral("A hand is completed from the wall (\"wall\") or off a discard (\"discard\"), "
                                     "not \"%1\".").arg(source));
    if (discarder >= 0) {
        if (!seatOk(discarder))
            return false;
        options.discarder = mj::Seat::of(discarder);
    }
    if (lastTileId >= 0) {
        if (!tileOk(lastTileId))
            return false;
        options.lastTile = idOf(lastTileId);
    }
    if (jokerKind >= mj::kHandKinds)
        return refuse(QStringLiteral("There is no joker kind %1 (kinds are 0 to %2).").arg(jokerKind).arg(mj::kHandKinds - 1));
    if (jokerKind >= 0)
        options.chosenJokerKind = jokerKind;
    const mj::JokerChoice joker = mj::jokerFor(table(), record().events, *rules, options.chosenJokerKind);
    m_check = mj::checkTableHand(table(), mj::Seat::of(seat), *rules, joker, options);
    m_message.clear();
    emit checked();
    emit changed();
    return true;
}

QStringList FreeTable::checkLines() const
{
    QStringList out;
    for (const std::string& line : m_check.lines)
        out << QString::fromStdString(line);
    return out;
}

QString FreeTable::jokerIndicator() const
{
    if (!active())
        return {};
    const auto tile = mj::revealedJokerIndicator(table(), record().events);
    if (!tile)
        return {};
    return QStringLiteral("%1, tile %2")
        .arg(QString::fromStdString(table().tileSet().kindOf(*tile).notation()))
        .arg(tile->value);
}

QVariantList FreeTable::handTiles(int seat) const
{
    QVariantList out;
    if (!active() || !mj::Seat::valid(seat))
        return out;
    for (mj::TileId tile : table().hand(mj::Seat::of(seat)))
        out << QVariantMap{{QStringLiteral("tileId"), int(tile.value)},
                           {QStringLiteral("text"), QStringLiteral("%1 (%2)")
                                                        .arg(QString::fromStdString(table().tileSet().kindOf(tile).notation()))
                                                        .arg(tile.value)}};
    return out;
}

bool FreeTable::rulesetHasJokers(const QString& ruleset) const
{
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    return rules && rules->joker != mj::JokerRule::None;
}

QVariantList FreeTable::jokerKinds(const QString& ruleset) const
{
    QVariantList out;
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    if (!rules || rules->joker == mj::JokerRule::None)
        return out;
    for (int k = 0; k < mj::kHandKinds; ++k) {
        const mj::TileKind kind = mj::TileKind::fromIndex(k);
        if (!rules->isFlower(kind))
            out << QVariantMap{{QStringLiteral("kind"), k}, {QStringLiteral("text"), QString::fromStdString(kind.notation())}};
    }
    return out;
}

// ---- keeping it --------------------------------------------------------------------------

QString FreeTable::saveRecord()
{
    if (!m_log) {
        refuse(QStringLiteral("Start the free table first."));
        return {};
    }
    QString error;
    const QString path = mjui::writeFreeTable(mjui::freeTablesDir(), m_log->record(), m_actStarts, &error);
    if (path.isEmpty()) {
        refuse(error);
        return {};
    }
    m_message = QStringLiteral("Saved the record as %1").arg(path);
    m_refused = false;
    emit changed();
    return path;
}

QVariantList FreeTable::savedTables() const
{
    QVariantList out;
    for (const mjui::FreeTableFile& f : mjui::listFreeTables(mjui::freeTablesDir()))
        out << QVariantMap{{QStringLiteral("path"), f.path},
                           {QStringLiteral("name"), f.name},
                           {QStringLiteral("modified"), f.modified.toString(QStringLiteral("yyyy-MM-dd hh:mm:ss"))},
                           {QStringLiteral("events"), f.events},
                           {QStringLiteral("acts"), f.acts},
                           {QStringLiteral("error"), f.error}};
    return out;
}

bool FreeTable::openRecord(const QString& path)
{
    if (!m_model)
        return refuse(QStringLiteral("The free table needs a table to show it on."));
    QString error;
    auto opened = mjui::readFreeTable(path, &error);
    if (!opened)
        return refuse(QStringLiteral("Cannot open %1").arg(error));
    if (m_model->record().header.game) {
        const QScopedValueRollback showing(m_showing, true);
        m_model->showRitual(); // leave a game's table first, as start() does
    }
    auto log = std::make_unique<mj::GameLog>(opened->record.header);
    for (const mj::Event& e : opened->record.events)
        if (mj::Status s = log->append(e); !s) // replayed already; a refusal here is still no crash
            return refuse(QStringLiteral("Cannot open %1: %2").arg(path, QString::fromStdString(s.error())));
    m_log = std::move(log);
    m_actStarts = std::move(opened->actStarts);
    m_redo.clear();
    // Dice rolled from here on: the seed's free-table stream, moved on by the events so far,
    // so a reopened table does not roll the same dice again.
    m_rng = std::make_unique<mj::Rng>(m_log->record().header.seed ^ 0x9e3779b97f4a7c15ull ^
                                      (0xbf58476d1ce4e5b9ull * (m_log->record().events.size() + 1)));
    m_model->setCaption(QStringLiteral("Free table"));
    m_message = QStringLiteral("Opened %1: %2 acts to undo.").arg(QFileInfo(path).fileName()).arg(m_actStarts.size());
    m_refused = false;
    show(false);
    return true;
}
