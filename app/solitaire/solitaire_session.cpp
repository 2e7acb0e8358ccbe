#include "solitaire/solitaire_session.h"

#include "play/kept_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QRandomGenerator>

#include <algorithm>

using namespace mj::solitaire;

namespace {

// The deals a random one is drawn from: short enough to read out to a friend.
constexpr quint32 kRandomDeals = 1'000'000;

std::optional<PlaceKind> placeKindOf(const QString& kind)
{
    if (kind == QLatin1String("row"))
        return PlaceKind::Row;
    if (kind == QLatin1String("cell"))
        return PlaceKind::Cell;
    if (kind == QLatin1String("foundation"))
        return PlaceKind::Foundation;
    return std::nullopt;
}

int placeCount(PlaceKind kind)
{
    return kind == PlaceKind::Row ? kRows : kind == PlaceKind::Cell ? kCells : kSuits;
}

} // namespace

SolitaireSession::SolitaireSession(QObject* parent) : QObject(parent)
{
    connect(&m_oracle, &SolitaireOracle::answered, this, &SolitaireSession::onAnswered);
    connect(&m_oracle, &SolitaireOracle::noReturnFound, this, [this](int index, quint64 request) {
        if (request != m_noReturnAsked || m_verdict != QLatin1String("unwinnable"))
            return;
        m_noReturn = index;
        if (m_hintWanted)
            showHint();
        emit changed();
    });
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &SolitaireSession::clockChanged);
}

SolitaireSession::~SolitaireSession() { m_oracle.wait(); }

QString SolitaireSession::deal() const { return m_game ? QString::number(m_deal) : QString(); }

int SolitaireSession::seconds() const
{
    if (m_finalMs >= 0)
        return int(m_finalMs / 1000);
    return int(((m_clock.isValid() ? m_clock.elapsed() : 0) + m_msBefore) / 1000);
}

QVariantList SolitaireSession::selection() const
{
    QVariantList ids;
    if (!m_selected || !m_game)
        return ids;
    const Position& p = m_game->position();
    if (m_selected->kind == PlaceKind::Cell) {
        ids.append(m_tiles.tileIn({PlaceKind::Cell, m_selected->index, 0}));
        return ids;
    }
    const int size = p.rows[std::size_t(m_selected->index)].size;
    const int count = m_selected->count > 0 ? m_selected->count : p.runLength(m_selected->index);
    for (int n = size - count; n < size; ++n)
        ids.append(m_tiles.tileIn({PlaceKind::Row, m_selected->index, n}));
    return ids;
}

// --- deals -----------------------------------------------------------------------------

void SolitaireSession::open(const QString& number)
{
    if (number.isEmpty() && !m_game && m_persistent)
        resumeSaved();
    if (!number.isEmpty() || !m_game)
        newDeal(number);
    if (!m_active) {
        m_active = true;
        // The clock goes on from where it stopped, once the deal is under way.
        if (!m_clock.isValid() && m_finalMs < 0 && (m_done > 0 || m_msBefore > 0)) {
            m_clock.start();
            m_tick.start();
        }
        emit activeChanged();
    }
}

void SolitaireSession::close()
{
    if (!m_active)
        return;
    m_active = false;
    // Away from the table, the clock stops.
    if (m_clock.isValid() && m_finalMs < 0) {
        m_msBefore += m_clock.elapsed();
        m_clock.invalidate();
        m_tick.stop();
        saveGame();
    }
    emit activeChanged();
}

bool SolitaireSession::newDeal(const QString& number)
{
    std::uint64_t deal = 0;
    if (number.trimmed().isEmpty()) {
        deal = 1 + QRandomGenerator::system()->bounded(kRandomDeals - 1);
    } else {
        bool ok = false;
        deal = number.trimmed().toULongLong(&ok);
        if (!ok || deal == 0) {
            refuse(tr("\"%1\" is not a deal number: deals are numbered 1, 2, 3 … (up to 18446744073709551615)")
                       .arg(number.left(40)));
            return false;
        }
    }
    startDeal(deal);
    return true;
}

void SolitaireSession::startDeal(std::uint64_t number)
{
    m_deal = number;
    m_oracle.forget();
    m_game = std::make_unique<Game>(number, GameOptions{m_stats.automaticMoves});
    m_line = {m_game->position()};
    m_stepMoves.clear();
    m_done = 0;
    m_hintsUsed = 0;
    m_undosUsed = 0;
    m_clock.invalidate();
    m_msBefore = 0;
    m_finalMs = -1;
    m_tick.stop();
    m_countedPlayed = false;
    m_countedWon = false;
    emit clockChanged();
    afterChange(false); // lays the tiles, clears the selection, the words and the hint
}

void SolitaireSession::restart()
{
    if (!m_game || m_done == 0)
        return;
    m_game->restart();
    m_done = 0;
    ++m_undosUsed;
    afterChange(false);
}

void SolitaireSession::undo()
{
    if (!m_game || !m_game->undo())
        return;
    --m_done;
    ++m_undosUsed;
    afterChange(false);
}

void SolitaireSession::redo()
{
    if (!m_game || !m_game->redo())
        return;
    ++m_done;
    afterChange(true);
}

void SolitaireSession::undoToNoReturn()
{
    if (!m_game || m_noReturn < 1 || m_noReturn > m_done)
        return;
    while (m_done >= m_noReturn && m_game->undo())
        --m_done;
    ++m_undosUsed;
    afterChange(false);
}

// --- choosing a move ---------------------------------------------------------------------

std::optional<SolitaireSession::Source> SolitaireSession::sourceOfTile(int tileId, QString* why) const
{
    const auto slot = m_tiles.slotOf(tileId);
    if (!slot) {
        *why = tr("The winds of the divider stay face down: they only mark the middle of the table.");
        return std::nullopt;
    }
    const Position& p = m_game->position();
    switch (slot->kind) {
    case PlaceKind::Foundation:
        *why = tr("A tile on its foundation stays there.");
        return std::nullopt;
    case PlaceKind::Cell:
        if (p.cells[std::size_t(slot->index)].gathered >= 0) {
            *why = tr("Four dragons gathered in a free cell hold it for good.");
            return std::nullopt;
        }
        return Source{PlaceKind::Cell, slot->index, 1};
    case PlaceKind::Row: {
        const int size = p.rows[std::size_t(slot->index)].size;
        if (slot->n < size - p.runLength(slot->index)) {
            *why = tr("Only a row's rightmost tile moves, or a run at its end (each tile one lower "
                      "and of another suit than the one before; dragons make no runs).");
            return std::nullopt;
        }
        return Source{PlaceKind::Row, slot->index, size - slot->n};
    }
    }
    return std::nullopt;
}

std::optional<SolitaireSession::Source> SolitaireSession::sourceOfPlace(const Target& place, QString* why) const
{
    const Position& p = m_game->position();
    switch (place.kind) {
    case PlaceKind::Row:
        if (p.rows[std::size_t(place.index)].empty()) {
            *why = tr("Row %1 is empty.").arg(place.index + 1);
            return std::nullopt;
        }
        return Source{PlaceKind::Row, place.index, 0};
    case PlaceKind::Cell: {
        const Cell& cell = p.cells[std::size_t(place.index)];
        if (cell.empty()) {
            *why = tr("Free cell %1 is empty.").arg(place.index + 1);
            return std::nullopt;
        }
        if (cell.gathered >= 0) {
            *why = tr("Four dragons gathered in a free cell hold it for good.");
            return std::nullopt;
        }
        return Source{PlaceKind::Cell, place.index, 1};
    }
    case PlaceKind::Foundation: *why = tr("A tile on its foundation stays there."); return std::nullopt;
    }
    return std::nullopt;
}

void SolitaireSession::chooseTile(int tileId)
{
    if (!m_game || m_game->won())
        return;
    const auto slot = m_tiles.slotOf(tileId);
    if (m_selected && slot) {
        const bool samePlace = slot->kind == m_selected->kind && slot->index == m_selected->index;
        if (!samePlace) {
            tryMove(*m_selected, {slot->kind, slot->index});
            return;
        }
        QString why;
        const auto again = sourceOfTile(tileId, &why);
        if (!again || again->count == m_selected->count) {
            clearSelection(); // the same tile again: put it down
            return;
        }
    }
    QString why;
    const auto source = sourceOfTile(tileId, &why);
    m_selected.reset();
    pick(source, why);
}

void SolitaireSession::choosePlace(const QString& kind, int index)
{
    const auto k = placeKindOf(kind);
    if (!m_game || m_game->won() || !k || index < 0 || index >= placeCount(*k))
        return;
    const Target place{*k, index};
    if (m_selected) {
        if (m_selected->kind == place.kind && m_selected->index == place.index)
            clearSelection();
        else
            tryMove(*m_selected, place);
        return;
    }
    QString why;
    const auto source = sourceOfPlace(place, &why);
    pick(source, why);
}

std::optional<SolitaireSession::Source> SolitaireSession::movableSource(int tileId)
{
    QString why;
    const auto source = sourceOfTile(tileId, &why);
    if (!source)
        refuse(why);
    return source;
}

void SolitaireSession::pick(const std::optional<Source>& source, const QString& whyNot)
{
    if (!source) {
        refuse(whyNot);
        return;
    }
    m_selected = source;
    m_message.clear();
    emit changed();
}

void SolitaireSession::dropTile(int tileId, double tableX, double tableY)
{
    if (!m_game || m_game->won())
        return;
    const auto source = movableSource(tileId);
    if (!source)
        return;
    const auto target = m_tiles.layout().targetAt({tableX, tableY});
    if (!target || (target->kind == source->kind && target->index == source->index)) {
        clearSelection(); // put back where it lay
        return;
    }
    tryMove(*source, {target->kind, target->index});
}

void SolitaireSession::sendHome(int tileId)
{
    if (!m_game || m_game->won())
        return;
    const auto source = movableSource(tileId);
    if (!source)
        return;
    const Position& p = m_game->position();
    const Tile tile = source->kind == PlaceKind::Cell ? p.cells[std::size_t(source->index)].tile
                                                      : p.rows[std::size_t(source->index)].end();
    if (isDragon(tile)) {
        // Gathered into a free cell: one holding one of them, else the first empty one.
        std::optional<int> cell;
        for (int c = 0; c < kCells && !cell; ++c)
            if (p.cells[std::size_t(c)].tile == tile)
                cell = c;
        for (int c = 0; c < kCells && !cell; ++c)
            if (p.cells[std::size_t(c)].empty())
                cell = c;
        Move gather{Move::Kind::Gather, PlaceKind::Row, 0, PlaceKind::Cell, std::uint8_t(cell.value_or(0)), 1,
                    std::uint8_t(dragonIndex(tile))};
        if (const auto reason = whyIllegal(p, gather)) {
            refuse(QString::fromStdString(*reason));
            return;
        }
        play(gather);
        return;
    }
    tryMove({source->kind, source->index, 1}, {PlaceKind::Foundation, 0});
}

void SolitaireSession::tryMove(const Source& from, const Target& to)
{
    const Position& p = m_game->position();
    const Tile moving = from.kind == PlaceKind::Cell ? p.cells[std::size_t(from.index)].tile
                                                     : p.rows[std::size_t(from.index)].end();
    // A dragon put in a free cell gathers its kind when all four are exposed: the only
    // reason to move one there then (a single one would only take the cell).
    if (isDragon(moving) && to.kind == PlaceKind::Cell && (from.count <= 1)) {
        const Move gather{Move::Kind::Gather, PlaceKind::Row, 0, PlaceKind::Cell, std::uint8_t(to.index), 1,
                          std::uint8_t(dragonIndex(moving))};
        if (!whyIllegal(p, gather)) {
            play(gather);
            return;
        }
    }
    Move move{Move::Kind::Tiles, from.kind, std::uint8_t(from.index), to.kind, std::uint8_t(to.index), 1, 0};
    if (from.kind == PlaceKind::Row && from.count > 0) {
        move.count = std::uint8_t(from.count);
    } else if (from.kind == PlaceKind::Row) {
        // The keyboard's pick: the longest run that can go there.
        for (int count = p.runLength(from.index); count >= 1; --count) {
            move.count = std::uint8_t(count);
            if (!whyIllegal(p, move))
                break;
        }
    }
    if (const auto reason = whyIllegal(p, move)) {
        m_selected.reset();
        refuse(QString::fromStdString(*reason));
        return;
    }
    play(move);
}

bool SolitaireSession::playMove(const QString& text)
{
    if (!m_game)
        return false;
    const auto move = parseMove(text.toStdString());
    if (!move) {
        refuse(QString::fromStdString(move.error()));
        return false;
    }
    if (const auto reason = whyIllegal(m_game->position(), *move)) {
        refuse(QString::fromStdString(*reason));
        return false;
    }
    return play(*move);
}

bool SolitaireSession::play(const Move& move)
{
    if (const auto status = m_game->play(move); !status) {
        refuse(QString::fromStdString(status.error()));
        return false;
    }
    // A new move ends the line of redo's.
    m_line.resize(std::size_t(m_done) + 1);
    m_stepMoves.resize(std::size_t(m_done));
    m_line.push_back(m_game->position());
    m_stepMoves.push_back(move);
    ++m_done;
    if (!m_clock.isValid()) {
        m_clock.start();
        m_tick.start();
    }
    if (!m_countedPlayed) {
        m_countedPlayed = true;
        ++m_stats.played;
        saveStatistics();
    }
    afterChange(true);
    return true;
}

void SolitaireSession::clearSelection()
{
    if (!m_selected)
        return;
    m_selected.reset();
    emit changed();
}

void SolitaireSession::refuse(const QString& reason)
{
    m_message = reason;
    emit changed();
    emit refused(reason);
}

// --- after each change -------------------------------------------------------------------

void SolitaireSession::afterChange(bool forward)
{
    const Position& p = m_game->position();
    m_tiles.show(p);
    m_selected.reset();
    m_message.clear();
    m_hintText.clear();
    m_hintTiles.clear();
    m_hintMove.clear();
    m_hintWanted = false;
    if (m_game->won() && m_finalMs < 0) {
        m_finalMs = (m_clock.isValid() ? m_clock.elapsed() : 0) + m_msBefore;
        m_tick.stop();
        if (!m_countedWon) {
            m_countedWon = true;
            m_stats.addWin(seconds(), m_deal, m_done, m_hintsUsed == 0 && m_undosUsed == 0);
            saveStatistics();
        }
        emit clockChanged();
        emit wonDeal();
    }
    // A move forward from a lost position is lost too: nothing to work out.
    if (forward && m_verdict == QLatin1String("unwinnable") && !m_oracle.known(p))
        m_oracle.tell(p, {Verdict::Unwinnable, {}});
    refreshVerdict();
    saveGame();
    emit changed();
}

void SolitaireSession::refreshVerdict()
{
    const auto known = m_oracle.known(m_game->position());
    const QString before = m_verdict;
    if (!known) {
        m_verdict = QStringLiteral("checking");
        m_oracle.ask(m_game->position());
    } else {
        m_verdict = QString::fromLatin1(verdictName(known->verdict));
    }
    if (m_verdict != QLatin1String("unwinnable")) {
        m_noReturn = -1;
        m_noReturnAsked = 0; // an answer still on its way is for another line
    } else if (before != m_verdict || m_noReturn < 0 || m_noReturn > m_done) {
        m_noReturn = -1;
        m_noReturnAsked = m_oracle.findNoReturn(lineSoFar());
    }
}

std::vector<Position> SolitaireSession::lineSoFar() const
{
    return {m_line.begin(), m_line.begin() + m_done + 1};
}

void SolitaireSession::onAnswered(const QString& key)
{
    if (!m_game || key.toStdString() != SolitaireOracle::keyOf(m_game->position()))
        return;
    refreshVerdict();
    if (m_hintWanted)
        showHint();
    emit changed();
}

QString SolitaireSession::noReturnText() const
{
    if (m_verdict != QLatin1String("unwinnable") || m_noReturn < 0)
        return {};
    if (m_noReturn == 0)
        return tr("This deal could never be won: no line of moves wins it.");
    const Move& fatal = m_stepMoves[std::size_t(m_noReturn - 1)];
    return tr("Move %1 (%2) lost the deal: before it, it could still be won.")
        .arg(m_noReturn)
        .arg(QString::fromStdString(describeMove(m_line[std::size_t(m_noReturn - 1)], fatal)));
}

// --- the hint ----------------------------------------------------------------------------

void SolitaireSession::hint()
{
    if (!m_game || m_game->won())
        return;
    ++m_hintsUsed;
    m_hintWanted = true;
    m_message.clear(); // the hint replaces what was said before
    showHint();
    emit changed();
}

void SolitaireSession::showHint()
{
    const Position& p = m_game->position();
    const auto known = m_oracle.known(p);
    m_hintTiles.clear();
    m_hintMove.clear();
    if (!known) {
        m_hintText = tr("Thinking…");
        return;
    }
    if (known->verdict == Verdict::Unwinnable) {
        if (m_noReturn < 0) {
            m_hintText = tr("No move wins from here; finding the move that lost it…");
            return;
        }
        m_hintWanted = false;
        m_hintText = noReturnText() + (m_noReturn > 0 ? tr(" Undo back to before it to win.") : QString());
        return;
    }
    m_hintWanted = false;
    if (known->verdict == Verdict::Undecided || known->solution.empty()) {
        m_hintText = tr("The solver could not decide this position in time: no hint.");
        return;
    }
    const Move& next = known->solution.front();
    m_hintText = tr("Hint: %1.").arg(QString::fromStdString(describeMove(p, next)));
    m_hintTiles = tilesOf(next, p);
    m_hintMove = QString::fromStdString(moveText(next));
}

bool SolitaireSession::playHint()
{
    if (!m_game || m_game->won())
        return false;
    const auto known = m_oracle.known(m_game->position());
    if (!known || known->verdict != Verdict::Winnable || known->solution.empty())
        return false;
    ++m_hintsUsed; // the solver's move, not the player's: no clean win
    return play(known->solution.front());
}

QVariantList SolitaireSession::tilesOf(const Move& move, const Position& p) const
{
    QVariantList ids;
    if (move.kind == Move::Kind::Gather) {
        const int first = kSuits * kRanks + move.dragon * kDragonCopies;
        for (int k = 0; k < kDragonCopies; ++k)
            ids.append(first + k);
        return ids;
    }
    if (move.fromKind == PlaceKind::Cell) {
        ids.append(m_tiles.tileIn({PlaceKind::Cell, move.from, 0}));
    } else {
        const int size = p.rows[move.from].size;
        for (int n = size - move.count; n < size; ++n)
            ids.append(m_tiles.tileIn({PlaceKind::Row, move.from, n}));
    }
    if (move.toKind == PlaceKind::Row && !p.rows[move.to].empty())
        ids.append(m_tiles.tileIn({PlaceKind::Row, move.to, p.rows[move.to].size - 1}));
    return ids;
}

// --- options and statistics --------------------------------------------------------------

void SolitaireSession::setAutomaticMoves(bool on)
{
    if (m_stats.automaticMoves == on)
        return;
    m_stats.automaticMoves = on;
    saveStatistics();
    emit changed();
}

void SolitaireSession::setPersistent(bool keep)
{
    const bool first = keep && !m_persistent;
    m_persistent = keep;
    if (first) {
        const auto loaded = mjui::loadSolitaireStats(mjui::solitaireStatsPath());
        m_stats = loaded.stats;
        m_statsProblem = loaded.problem;
        m_statsWritable = loaded.writable;
        emit changed();
    }
    emit statisticsChanged();
}

void SolitaireSession::saveStatistics()
{
    if (m_persistent && m_statsWritable)
        if (const auto saved = mjui::saveSolitaireStats(mjui::solitaireStatsPath(), m_stats); !saved)
            m_statsProblem = QString::fromStdString(saved.error());
    emit statisticsChanged();
}

QVariantMap SolitaireSession::statistics() const
{
    QVariantList best;
    for (const auto& b : m_stats.best)
        best.append(QVariantMap{{"seconds", b.seconds}, {"deal", QString::number(b.deal)}, {"moves", b.moves}});
    return {{"played", m_stats.played}, {"won", m_stats.won}, {"wonClean", m_stats.wonClean},
            {"best", best}, {"problem", m_statsProblem}};
}

// --- the deal in progress between launches ------------------------------------------------

void SolitaireSession::saveGame()
{
    if (!m_persistent || !m_game)
        return;
    const QString path = mjui::solitaireSavePath();
    if (m_game->won()) { // nothing to go on with
        QFile::remove(path);
        return;
    }
    mjui::SolitaireSave save;
    save.deal = m_deal;
    save.automaticMoves = m_game->options().automaticMoves;
    for (const Move& m : m_stepMoves)
        save.moves << QString::fromStdString(moveText(m));
    save.done = m_done;
    save.seconds = seconds();
    save.hints = m_hintsUsed;
    save.undos = m_undosUsed;
    save.counted = m_countedPlayed;
    save.wonCounted = m_countedWon;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(mjui::solitaireSaveJson(save));
        file.commit();
    }
}

void SolitaireSession::resumeSaved()
{
    const QString path = mjui::solitaireSavePath();
    QFile file(path);
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.read(1 << 20);
    file.close();
    QString problem;
    if (const auto save = mjui::parseSolitaireSave(bytes, path); !save)
        problem = QString::fromStdString(save.error());
    else
        problem = restore(*save);
    if (problem.isEmpty())
        return;
    m_game.reset();
    const auto aside = mjui::keepAside(path, path + QStringLiteral(".bad"));
    const QString note = tr("The solitaire deal saved last time could not be played on (%1); %2. A new deal instead.")
                             .arg(problem, aside ? tr("it is kept as %1").arg(*aside)
                                                 : tr("it could not be kept aside: %1").arg(QString::fromStdString(aside.error())));
    newDeal();
    m_message = note;
    emit changed();
}

QString SolitaireSession::restore(const mjui::SolitaireSave& save)
{
    const bool automatic = m_stats.automaticMoves;
    m_stats.automaticMoves = save.automaticMoves; // the deal goes on as it was dealt
    const bool persistent = m_persistent;
    m_persistent = false; // no save written while it is played back
    startDeal(save.deal);
    m_stats.automaticMoves = automatic;
    QString problem;
    for (int i = 0; i < save.moves.size() && problem.isEmpty(); ++i) {
        const auto move = parseMove(save.moves[i].toStdString());
        if (!move) {
            problem = tr("move %1 (\"%2\"): %3").arg(i + 1).arg(save.moves[i], QString::fromStdString(move.error()));
        } else if (const auto status = m_game->play(*move); !status) {
            problem = tr("move %1 (%2): %3").arg(i + 1).arg(save.moves[i], QString::fromStdString(status.error()));
        } else {
            m_line.push_back(m_game->position());
            m_stepMoves.push_back(*move);
            ++m_done;
        }
    }
    if (problem.isEmpty() && m_game->won() && save.done == save.moves.size())
        problem = tr("the deal it holds is already won");
    m_persistent = persistent;
    if (!problem.isEmpty())
        return problem;
    while (m_done > save.done && m_game->undo())
        --m_done;
    m_hintsUsed = save.hints;
    m_undosUsed = save.undos;
    m_countedPlayed = save.counted;
    m_countedWon = save.wonCounted;
    m_msBefore = qint64(save.seconds) * 1000; // open() starts the clock again
    afterChange(false);
    return {};
}

QString SolitaireSession::positionText() const
{
    return m_game ? QString::fromStdString(mj::solitaire::positionText(m_game->position())) : QString();
}

QVector3D SolitaireSession::placeCentre(const QString& kind, int index) const
{
    const auto k = placeKindOf(kind);
    if (!k)
        return {};
    return m_tiles.centreOf({*k, index, 0});
}

void SolitaireSession::waitForSolver()
{
    // An answer may ask for more (the point of no return after a loss): until all is told.
    for (int round = 0; round < 8; ++round) {
        m_oracle.wait();
        QCoreApplication::sendPostedEvents(&m_oracle);
    }
}
