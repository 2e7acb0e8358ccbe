// The game at a networked table (net_session.h): the table this seat sees, shown event by
// event at the session's pace (the ritual faster), the prompt and the buttons from the
// server's question, the claim countdown from its seconds, the calls and payments as the
// table shows them, and the end from the revealed record.
#include "netplay/net_session.h"

#include "play/game_words.h"
#include "play/match_save.h"
#include "startup/data_dir.h"
#include "play/rules_card.h"
#include "ritual/ritual_player.h"

#include "record/record_json.h"
#include "variants/filipino/filipino_game.h"
#include "variants/registry/builtin_variants.h"

#include <QDateTime>

#include <algorithm>
#include <sstream>

void NetSession::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.25, 1000.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit changed();
}

void NetSession::onClientChanged()
{
    keepToken();
    // Back at the game: from its question (or its end) on, the table goes at its pace.
    if (m_jumping && (!m_client.question().empty() || m_client.over())) {
        m_jumping = false;
        catchUp();
    }
    if (m_client.gamesStarted() != m_shownGame && m_client.table())
        onGameStarted();
    // The match's ledger: every finished game of the table (those before a return too).
    if (const auto& results = m_client.results(); results.size() != m_games.size()) {
        m_games.clear();
        m_endings.clear();
        for (const mj::net::Over& end : results) {
            m_games.push_back(end.balance);
            m_endings << (end.winner >= 0 ? tr("Seat %1 won").arg(end.winner) : tr("no winner"));
        }
        m_ledger.setRows(LedgerModel::rowsOfGames(m_games, m_endings));
    }
    if (m_client.fairnessChecked() && m_revealShown != m_shownGame)
        showRevealed();
    if (m_client.watching())
        noteWatchedGame();
    refresh();
}

// The game revealed: every tile on the table takes its true identity (none moves), so the
// winner's hand can be laid face up as it was.
void NetSession::showRevealed()
{
    m_revealShown = m_shownGame;
    keepRecord();
    const mj::Game* game = revealedGame();
    if (!game || !m_model || !m_client.table())
        return;
    const auto newId = mj::net::identitiesAt(m_client.table()->table(), game->table());
    if (!newId)
        return;
    m_model->relabelRecord(mj::net::relabelled(m_model->record(), *newId), *newId);
}

// A spectator is shown each game once it has ended: its record is kept (the Records screen,
// or the lobby's Watch button, replays it) with how it ended and whether the wall was fair.
void NetSession::noteWatchedGame()
{
    const int game = m_client.revealedGame();
    if (game == 0 || (!m_watched.isEmpty() && m_watched.last().toMap().value(QStringLiteral("game")).toInt() >= game))
        return;
    keepRecord();
    const mj::Game* revealed = revealedGame();
    const QString title = !revealed ? tr("The game's record could not be read.")
                          : revealed->over() ? mjui::endSummaryOf(*revealed, [this](int seat) { return seatName(seat); })
                                                   .value(QStringLiteral("title"))
                                                   .toString()
                                             : tr("Not finished: the host closed the table.");
    m_watched.append(QVariantMap{{QStringLiteral("game"), game},
                                 {QStringLiteral("title"), title},
                                 {QStringLiteral("fairness"), fairness()},
                                 {QStringLiteral("path"), m_keepRecords ? m_keptRecord : QString()}});
}

// Every player keeps each finished game's record, as revealed: the Records screen replays it.
void NetSession::keepRecord()
{
    const mj::Game* game = revealedGame();
    if (!m_keepRecords || !game)
        return;
    const mj::GameRecord& record = game->record();
    const QString path = mjui::finishedRecordPath(mjui::recordsDir(), QDateTime::currentDateTime(),
                                                  QString::fromStdString(record.header.rules.name), record.header.seed,
                                                  m_client.revealedGame());
    if (const auto written = mjui::writeFinishedRecord(path, record))
        m_keptRecord = *written;
    else
        qWarning("mahjongero: %s", written.error().c_str());
}

void NetSession::onGameStarted()
{
    m_shownGame = m_client.gamesStarted();
    m_ritualEnd = -1;
    m_ritualScanned = 0;
    m_jumping = m_client.cameBack() && ++m_gamesSinceJoin == 1;
    m_saidReady = false;
    m_revealed.reset();
    m_revealedFrom.clear();
    m_announcement.clear();
    m_paymentNote.clear();
    m_problem.clear();
    if (m_model) {
        m_model->loadRecord(m_client.table()->record());
        m_model->setCaption(tr("Game %1 (%2 rules) at a networked table: you are seat %3")
                                .arg(m_shownGame)
                                .arg(m_client.ruleset())
                                .arg(m_client.seat()));
    }
}

void NetSession::onViewed()
{
    if (!m_model || !m_client.table())
        return;
    if (m_client.gamesStarted() != m_shownGame)
        onGameStarted();
    else if (m_client.table()->swaps().empty())
        m_model->extendRecord(m_client.table()->record());
    else
        m_model->relabelRecord(m_client.table()->record(),
                               TableModel::relabellingOf(m_client.table()->swaps(), m_model->table().tileSet().size()));
    if (m_jumping) {
        m_model->goToStep(m_model->stepCount());
        return;
    }
    if (!m_timer.isActive())
        m_timer.start(0);
}

bool NetSession::caughtUp() const { return m_model && m_model->step() == m_model->stepCount(); }

void NetSession::showNext()
{
    if (!m_model || !active())
        return;
    // The ritual (everything before the first player's decision) goes faster. Where it ends
    // is looked for once, in the events not yet looked at.
    const auto& events = m_model->record().events;
    for (; m_ritualEnd < 0 && m_ritualScanned < events.size(); ++m_ritualScanned)
        if (std::holds_alternative<mj::ActionEvent>(events[m_ritualScanned]))
            m_ritualEnd = static_cast<int>(m_ritualScanned);
    const bool inRitual = m_ritualEnd < 0 || m_model->step() < m_ritualEnd;
    const double speed = inRitual ? std::max(m_speed, 8.0) : m_speed;
    if (const int wait = RitualPlayer::showNextEvent(*m_model, speed); wait >= 0) {
        const mj::Event& shown = events[static_cast<std::size_t>(m_model->step() - 1)];
        announce(shown);
        if (const auto* payment = std::get_if<mj::PaymentEvent>(&shown))
            m_paymentNote = mjui::paymentText(*payment, [this](mj::Seat seat) { return payee(seat); });
        m_timer.start(wait);
        if (caughtUp())
            refresh();
        else
            emit changed(); // the balances and the payment shown
        return;
    }
    refresh();
}

void NetSession::catchUp()
{
    m_timer.stop();
    if (m_model)
        m_model->goToStep(m_model->stepCount());
    refresh();
}

// A call is announced when the table shows it ("Seat 2: Pung!"); answers of other seats in
// the claim window are never sent, so only the calls that were made show.
void NetSession::announce(const mj::Event& shown)
{
    const auto* action = std::get_if<mj::ActionEvent>(&shown);
    if (!action)
        return;
    const QString call = mjui::callWord(action->action.type);
    if (call.isEmpty())
        return;
    const mj::Seat seat = action->action.seat;
    m_announcement = (seat.index() == humanSeat() ? tr("You") : seatName(seat.index())) + QStringLiteral(": ") + call;
    emit announced();
}

void NetSession::setTeaching(bool on)
{
    if (on == m_teaching)
        return;
    m_teaching = on;
    emit changed();
}

mj::SeatView NetSession::seatView() const
{
    const mj::net::SeatTable& table = *m_client.table();
    if (!m_folded || m_foldedGame != m_client.gamesStarted() || m_folds > m_client.seenViews().size()) {
        const mj::RecordHeader& h = table.record().header;
        m_folded.emplace(table.seat(), *h.tileSet, h.layout->geometry(), h.seats);
        m_foldedGame = m_client.gamesStarted();
        m_folds = 0;
    }
    const auto& views = m_client.seenViews();
    for (; m_folds < views.size(); ++m_folds)
        if (mj::FoldedView::folds(views[m_folds].event))
            m_folded->fold(views[m_folds]);
    mj::SeatView view;
    m_folded->viewAt(m_client.question(), view);
    return view;
}

QString NetSession::hint() const
{
    if (!m_teaching || !yourMove())
        return {};
    const std::pair<int, int> state{m_client.gamesStarted(), m_client.questionNumber()};
    if (m_hintFor != state) {
        m_hintFor = state;
        m_hint = mjui::hintWords(mj::hintFor(seatView(), m_client.table()->record().header.rules));
    }
    return m_hint.text;
}

QVariantList NetSession::hintTiles() const { return hint().isEmpty() ? QVariantList{} : m_hint.tiles; }

QString NetSession::hintTilesTitle() const { return hint().isEmpty() ? QString() : m_hint.tilesTitle; }

bool NetSession::yourMove() const { return active() && !m_client.question().empty() && caughtUp(); }

bool NetSession::act(int index)
{
    if (!yourMove())
        return false;
    return m_client.answer(index);
}

bool NetSession::discardTile(int tileId)
{
    const auto& question = m_client.question();
    for (std::size_t i = 0; i < question.size(); ++i)
        if (question[i].type == mj::ActionType::Discard && question[i].tile == tileId)
            return act(static_cast<int>(i));
    // The server decides; the question says what it would take now.
    m_prompt = question.empty() ? tr("Not now: wait for your turn.")
                                : tr("Not now: that tile is not one you may discard now.");
    emit changed();
    return false;
}

void NetSession::refresh()
{
    QList<QVariantMap> rows;
    const auto& question = m_client.question();
    if (yourMove())
        for (std::size_t i = 0; i < question.size(); ++i)
            if (question[i].type != mj::ActionType::Discard)
                rows.append({{QStringLiteral("label"), mjui::actionLabel(question[i])},
                             {QStringLiteral("type"), QString::fromStdString(mj::actionTypeName(question[i].type))},
                             {QStringLiteral("actionIndex"), int(i)}});
    m_actions.setRows(std::move(rows));

    const bool claim = std::any_of(question.begin(), question.end(),
                                   [](const mj::Action& a) { return a.type == mj::ActionType::Pass; });
    if (!active()) {
        m_prompt.clear();
    } else if (overShown()) {
        const QVariantMap end = endSummary();
        const auto& balance = m_client.over()->balance;
        const int mine = humanSeat() >= 0 && static_cast<std::size_t>(humanSeat()) < balance.size() ? balance[static_cast<std::size_t>(humanSeat())] : 0;
        m_prompt = (end.isEmpty() ? tr("The game is over.") : end.value(QStringLiteral("title")).toString() + QLatin1Char('.')) +
                   QLatin1Char(' ') + tr("Your balance this game: %1.").arg(signedPayouts(mine));
        if (m_saidReady)
            m_prompt += QLatin1Char(' ') + tr("Waiting for the others to be ready…");
    } else if (!yourMove()) {
        m_prompt = tr("The others are playing…");
    } else if (claim) {
        const int discard = m_model ? m_model->lastDiscard() : -1;
        m_prompt = discard >= 0 ? tr("%1 discards %2: claim it or pass.").arg(seatName(m_model->table().placeOf(mj::TileId{static_cast<std::uint16_t>(discard)}).owner), m_model->lastDiscardKind())
                                : tr("Claim the discard or pass.");
    } else if (question.size() == 1 && question.front().type == mj::ActionType::Draw) {
        m_prompt = tr("Your turn: draw a tile.");
    } else {
        m_prompt = tr("Your turn: tap a tile in your hand to discard it.");
    }

    // The claim's countdown: the server's seconds, shown going down (the server decides).
    const int seconds = yourMove() && claim ? m_client.questionSeconds() : 0;
    if (seconds > 0 && m_countdownAsk != m_client.questionNumber()) {
        m_countdownAsk = m_client.questionNumber();
        m_claimSeconds = seconds;
        m_countdownEndsAt = QDateTime::currentMSecsSinceEpoch() + 1000LL * seconds;
        m_countdown.start();
        tickCountdown();
    } else if (seconds == 0 && m_secondsLeft >= 0) {
        m_countdown.stop();
        m_secondsLeft = -1;
        emit countdownChanged();
    }
    emit changed();
}

void NetSession::tickCountdown()
{
    const qint64 left = m_countdownEndsAt - QDateTime::currentMSecsSinceEpoch();
    const int seconds = static_cast<int>(std::max<qint64>(0, (left + 999) / 1000));
    if (seconds != m_secondsLeft) {
        m_secondsLeft = seconds;
        emit countdownChanged();
    }
    if (left <= 0)
        m_countdown.stop();
}

int NetSession::seatCount() const { return m_client.table() ? m_client.table()->record().header.seats : static_cast<int>(m_client.seats().size()); }

QString NetSession::seatName(int seat) const
{
    if (seat < 0 || seat >= seatCount())
        return {};
    // The máno of the table this seat sees; a spectator's, of the game revealed last.
    std::optional<mj::Seat> mano = m_client.table() ? m_client.table()->table().mano() : std::nullopt;
    if (!m_client.table())
        if (const mj::Game* revealed = revealedGame())
            mano = revealed->mano();
    return mano ? mjui::seatWithWind(seat, mano->index(), seatCount()) : tr("Seat %1").arg(seat);
}

QString NetSession::payee(mj::Seat seat) const
{
    return seat.index() == humanSeat() ? tr("Seat %1 (you)").arg(seat.index()) : tr("Seat %1").arg(seat.index());
}

QStringList NetSession::seatPlayerNames() const
{
    QStringList out;
    const auto& seats = m_client.seats();
    for (int s = 0; s < seatCount(); ++s) {
        if (s == humanSeat()) {
            out << tr("You");
            continue;
        }
        const bool known = static_cast<std::size_t>(s) < seats.size();
        if (known && seats[static_cast<std::size_t>(s)].bot)
            out << tr("AI player");
        else if (known && !seats[static_cast<std::size_t>(s)].name.empty())
            out << QString::fromStdString(seats[static_cast<std::size_t>(s)].name) +
                       (seats[static_cast<std::size_t>(s)].connected ? QString() : tr(" (away)"));
        else
            out << tr("AI player");
    }
    return out;
}

// The match's balance of each seat as the table shows it: the games before, and this
// game's payments shown so far.
QStringList NetSession::balanceTexts() const
{
    std::vector<int> shown(static_cast<std::size_t>(std::max(0, seatCount())));
    for (std::size_t g = 0; g < m_games.size() && static_cast<int>(g) + 1 < m_client.gamesStarted(); ++g)
        for (std::size_t s = 0; s < shown.size() && s < m_games[g].size(); ++s)
            shown[s] += m_games[g][s];
    if (m_model && active()) {
        const auto& events = m_model->record().events;
        for (int i = 0; i < m_model->step() && i < static_cast<int>(events.size()); ++i)
            if (const auto* p = std::get_if<mj::PaymentEvent>(&events[static_cast<std::size_t>(i)]))
                for (std::size_t s = 0; s < shown.size() && s < static_cast<std::size_t>(p->seats.count()); ++s)
                    shown[s] += p->seats[s];
    }
    QStringList out;
    for (int q : shown)
        out << signedPayouts(q);
    return out;
}

QVariantList NetSession::privateSeats() const
{
    QVariantList out;
    for (int s = 0; s < seatCount(); ++s)
        if (s != humanSeat())
            out << s;
    return out;
}

QString NetSession::rulesCard() const
{
    return m_client.table() ? rulesCardText(m_client.table()->record().header.rules) : QString();
}

const mj::Game* NetSession::revealedGame() const
{
    const QString record = m_client.revealedRecord();
    if (!m_client.fairnessChecked() || record.isEmpty())
        return nullptr;
    if (record != m_revealedFrom) {
        m_revealedFrom = record;
        m_revealed.reset();
        std::istringstream text(record.toStdString());
        if (const auto read = mj::readRecord(text))
            if (auto game = (*mj::variantByName("filipino"))->replay(read->record))
                m_revealed = std::move(game).value();
    }
    return m_revealed ? &mj::FilipinoGame::of(*m_revealed) : nullptr;
}

QVariantMap NetSession::endSummary() const
{
    if (!overShown())
        return {};
    QVariantMap out;
    if (const mj::Game* game = revealedGame())
        out = mjui::endSummaryOf(*game, [this](int seat) { return seatName(seat); });
    else
        out = {{QStringLiteral("winner"), m_client.over()->winner},
               {QStringLiteral("title"), m_client.over()->winner >= 0 ? tr("%1 wins").arg(seatName(m_client.over()->winner))
                                                                        : tr("No winner: the wall is used up.")}};
    out[QStringLiteral("fairness")] = fairness();
    return out;
}
