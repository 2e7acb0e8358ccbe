#include "play/game_session.h"

#include "play/rules_card.h"

#include "ritual/ritual_player.h"
#include "table/table_model.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/advice/hints.h"
#include "text/message_text.h"
#include "variants/filipino/game/seat_view.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace {

// Every ruleset the app plays is of the Filipino family, played by four.
constexpr int kSeats = mj::Ruleset::kSeats;

QString kindText(int kind) { return QString::fromStdString(mj::TileKind::fromIndex(kind).notation()); }

QString chowText(int first)
{
    const mj::TileKind k = mj::TileKind::fromIndex(first);
    return QStringLiteral("%1%2%3%4")
        .arg(k.rank())
        .arg(k.rank() + 1)
        .arg(k.rank() + 2)
        .arg(QChar::fromLatin1(mj::suitLetter(k.suit())));
}

QString payouts(int quarters) { return QString::fromStdString(mj::formatPayouts(quarters)); }
QString signedPayouts(int quarters) { return (quarters > 0 ? QStringLiteral("+") : QString()) + payouts(quarters); }

} // namespace

GameSession::GameSession(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GameSession::showNext);
    m_countdown.setInterval(100);
    connect(&m_countdown, &QTimer::timeout, this, &GameSession::tickCountdown);
}

void GameSession::setModel(TableModel* model)
{
    if (model == m_model)
        return;
    m_model = model;
    emit modelChanged();
}

void GameSession::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.25, 1000.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit changed();
}

void GameSession::setRitualSpeed(const QString& speed)
{
    if (speed == m_ritualSpeed || !ritualSpeeds().contains(speed))
        return;
    m_ritualSpeed = speed;
    emit changed();
    saveMatch();
}

void GameSession::setTeaching(bool teaching)
{
    if (teaching == m_teaching)
        return;
    m_teaching = teaching;
    emit teachingChanged();
    saveMatch();
}

QStringList GameSession::playerKinds()
{
    QStringList kinds{kHuman};
    for (const QString& level : QString::fromStdString(mj::botLevelNames()).split(QStringLiteral(", ")))
        kinds << level;
    return kinds;
}

QStringList GameSession::ritualSpeeds()
{
    return {QStringLiteral("full"), QStringLiteral("fast"), QStringLiteral("skip")};
}

QString GameSession::playersProblem(const QStringList& players)
{
    if (players.size() != kSeats)
        return tr("a match needs a player for each of the %1 seats, not %2").arg(kSeats).arg(players.size());
    for (int s = 0; s < players.size(); ++s)
        if (!playerKinds().contains(players[s]))
            return tr("seat %1: unknown player \"%2\" (known: %3)")
                .arg(s)
                .arg(players[s], playerKinds().join(QStringLiteral(", ")));
    if (!players.contains(kHuman))
        return tr("a match needs at least one human player (watch mode plays without)");
    return {};
}

bool GameSession::newGame(const QString& ruleset)
{
    return newMatch(ruleset, {kHuman, QStringLiteral("normal"), QStringLiteral("normal"), QStringLiteral("normal")});
}

bool GameSession::newMatch(const QString& ruleset, const QStringList& players)
{
    if (!m_model)
        return false;
    const auto refuse = [this](const QString& why) {
        m_prompt = why;
        emit changed();
        return false;
    };
    if (const QString problem = playersProblem(players); !problem.isEmpty())
        return refuse(problem);
    const auto rules = mj::loadRuleset(ruleset.toStdString());
    if (!rules)
        return refuse(QString::fromStdString(rules.error()));
    setAsideForeignSave();
    stop();
    m_players = players;
    m_timedOut = 0;
    makeSession(std::make_unique<mj::Session>(m_model->seed().toULongLong(), *rules, seatPlayers(players), kBotSalt));
    m_finishedGames.clear();
    m_finishedText.clear();
    startGame();
    return true;
}

QVariantMap GameSession::rulesCardFor(const QString& ruleset) const
{
    const auto rules = mj::loadRuleset(ruleset.trimmed().toStdString());
    if (!rules)
        return {{QStringLiteral("ok"), false}, {QStringLiteral("text"), QString::fromStdString(rules.error())}};
    return {{QStringLiteral("ok"), true}, {QStringLiteral("text"), rulesCardText(*rules)}};
}

mj::Session::Players GameSession::seatPlayers(const QStringList& players)
{
    mj::Session::Players out(kSeats);
    for (int s = 0; s < kSeats; ++s) {
        if (players.value(s) == kHuman) {
            out[static_cast<std::size_t>(s)] = mj::SeatPlayer::human();
            continue;
        }
        const auto level = mj::parseBotLevel(players.value(s).toStdString());
        out[static_cast<std::size_t>(s)] = mj::SeatPlayer::bot(level ? *level : mj::BotLevel::Normal);
    }
    return out;
}

void GameSession::makeSession(std::unique_ptr<mj::Session> session)
{
    m_session = std::move(session);
    m_session->setBotsPaused(m_lookOnly);
    m_session->setListener([this](const mj::SessionEvent& event) { listen(event); });
}

// The engine session's news: each move is saved as it is made; a bot that breaks the rules
// stops the game with the reason shown; a claim the time ran out on is counted.
void GameSession::listen(const mj::SessionEvent& event)
{
    if (std::holds_alternative<mj::MoveApplied>(event)) {
        saveMatch();
    } else if (const auto* stopped = std::get_if<mj::BotsStopped>(&event)) {
        m_botsStopped = tr("The game has stopped: the AI player at seat %1 chose %2, which the rules refuse (%3).")
                            .arg(stopped->seat.index())
                            .arg(QString::fromStdString(mj::actionTypeName(stopped->action.type)),
                                 QString::fromStdString(stopped->reason));
        qWarning("%s", qPrintable(m_botsStopped));
    } else if (std::holds_alternative<mj::ClaimTimedOut>(event)) {
        ++m_timedOut;
        m_countdown.stop();
        if (m_secondsLeft != 0) {
            m_secondsLeft = 0;
            emit countdownChanged();
        }
    }
}

void GameSession::startGame()
{
    m_session->startGame(); // its bots made; in hot-seat nobody is at the screen before the first Ready
    m_botsStopped.clear();  // new bots, new game: play goes on
    m_hintFor.reset();
    m_recordKept = false;
    m_balancesAtStart = m_session->match()->balances();
    m_ritualEnd = static_cast<int>(gameNow()->record().events.size());
    m_paymentNote.clear();
    m_announcement.clear();
    m_model->loadRecord(gameNow()->record());
    m_model->setCaption(captionText());
    saveMatch();
    letBotsPlay();
    emit paid();
}

QString GameSession::captionText() const
{
    const QString rules = QString::fromStdString(gameNow()->rules().name);
    const int game = match()->gamesPlayed() + (gamePosted() ? 0 : 1);
    return hotSeat()
               ? tr("Game %1 (%2 rules): %3 players at one computer").arg(game).arg(rules).arg(m_players.count(kHuman))
               : tr("Game %1 (%2 rules): you are seat %3").arg(game).arg(rules).arg(human().index());
}

bool GameSession::caughtUp() const { return m_model && m_model->step() == m_model->stepCount(); }

bool GameSession::yourMove() const { return gameNow() && !legal().empty() && caughtUp(); }

const std::vector<mj::Action>& GameSession::legal() const
{
    static const std::vector<mj::Action> none;
    return m_session ? m_session->legal() : none;
}

bool GameSession::over() const { return gameNow() && gameNow()->over(); }

QVariantList GameSession::yourHand() const
{
    QVariantList out;
    if (gameNow())
        for (mj::TileId tile : gameNow()->table().hand(human()))
            out.append(int(tile.value));
    return out;
}

QVariantList GameSession::actions() const
{
    QVariantList out;
    if (!yourMove())
        return out;
    for (std::size_t i = 0; i < legal().size(); ++i)
        if (legal()[i].type != mj::ActionType::Discard)
            out.append(QVariantMap{{QStringLiteral("label"), label(legal()[i])},
                                   {QStringLiteral("type"), QString::fromStdString(mj::actionTypeName(legal()[i].type))},
                                   {QStringLiteral("index"), int(i)}});
    return out;
}

QString GameSession::label(const mj::Action& a) const
{
    switch (a.type) {
    case mj::ActionType::Draw: return tr("Draw");
    case mj::ActionType::Discard: return tr("Discard");
    case mj::ActionType::Win: return tr("Búnot! (win)");
    case mj::ActionType::Secret: return tr("Secret %1").arg(kindText(a.kind));
    case mj::ActionType::Sagasa: return tr("Sagása");
    case mj::ActionType::Beauty: return tr("Beauty");
    case mj::ActionType::News: return tr("NEWS");
    case mj::ActionType::Pass: return tr("Pass");
    case mj::ActionType::Chow: return tr("Chow %1").arg(chowText(a.kind));
    case mj::ActionType::Pung: return tr("Pung %1").arg(kindText(a.kind));
    case mj::ActionType::Kang: return tr("Kang %1").arg(kindText(a.kind));
    case mj::ActionType::ClaimWin: return tr("Tódas! (win)");
    case mj::ActionType::ClaimBeauty: return tr("Beauty (claim)");
    case mj::ActionType::ClaimNews: return tr("NEWS (claim)");
    }
    return {};
}

QString GameSession::hint() const
{
    if (!yourMove())
        return {};
    // A game's record only grows, so its length and the seat name the state asked about.
    const std::pair<int, std::size_t> state{human().index(), gameNow()->record().events.size()};
    if (m_hintFor == state)
        return m_hintText;
    m_hintFor = state;
    m_hintText = hintText();
    ++m_hintsComputed;
    return m_hintText;
}

QString GameSession::hintText() const
{
    const mj::Hint h = mj::hintFor(seatView(human()), gameNow()->rules());
    QString text = h.shanten < 0  ? tr("Your hand is complete.")
                   : h.shanten == 0 ? tr("You are ready.")
                                    : tr("%1 from ready.").arg(h.shanten);
    if (h.reason.id != mj::MessageId::Empty)
        text += QLatin1Char(' ') + tr("Suggestion: %1.").arg(messageText(h.reason));
    else if (!h.tiles.empty()) {
        QStringList tiles;
        for (const auto& t : h.tiles)
            tiles << QStringLiteral("%1 (%2 left)").arg(kindText(t.kind)).arg(t.unseen);
        text += QLatin1Char(' ') + (h.shanten == 0 ? tr("Waiting on %1.") : tr("Useful: %1.")).arg(tiles.join(QStringLiteral(", ")));
    }
    return text;
}

mj::SeatView GameSession::seatView(mj::Seat seat) const
{
    mj::SeatView view;
    m_session->seatView(seat, view);
    return view;
}

bool GameSession::act(int index)
{
    if (!yourMove() || index < 0 || index >= static_cast<int>(legal().size()))
        return false;
    return perform(legal()[static_cast<std::size_t>(index)]);
}

bool GameSession::discardTile(int tileId)
{
    if (!gameNow())
        return false;
    for (const mj::Action& a : legal())
        if (a.type == mj::ActionType::Discard && a.tile == tileId && yourMove())
            return perform(a);
    // Not a legal discard now: say why, in the engine's words (asking changes nothing).
    const mj::Action discard{human(), mj::ActionType::Discard, tileId};
    const bool legalLater = std::find(legal().begin(), legal().end(), discard) != legal().end();
    m_prompt = legalLater ? tr("Wait a moment: the table is still catching up.")
                          : tr("Not now: %1.").arg(messageText(gameNow()->refusalMessage(discard)));
    emit changed();
    return false;
}

bool GameSession::perform(const mj::Action& action)
{
    // The engine session applies it (each move saved as it is made: listen) and the bots answer.
    const mj::Status s = m_session->act(action);
    if (!s) {
        m_prompt = tr("Not now: %1.").arg(messageText(m_session->refusalOf(action)));
        emit changed();
        return false;
    }
    afterMoves();
    return true;
}

void GameSession::letBotsPlay()
{
    m_session->advance();
    afterMoves();
}

// After the moves: the table shows what happened, event by event; a finished game's
// record is kept.
void GameSession::afterMoves()
{
    m_model->extendRecord(gameNow()->record());
    if (gameNow()->over())
        keepFinishedRecord();
    refresh();
    m_timer.start(0);
}

void GameSession::showNext()
{
    if (!m_model || !gameNow())
        return;
    // The ritual (up to the first move) goes at its own speed, or is skipped.
    double speed = m_speed;
    if (m_model->step() < m_ritualEnd) {
        if (m_ritualSpeed == QLatin1String("skip")) {
            m_model->goToStep(m_ritualEnd);
            m_timer.start(static_cast<int>(400 / std::max(1.0, m_speed)));
            refresh();
            return;
        }
        speed = m_ritualSpeed == QLatin1String("full") ? 1.0 : std::max(m_speed, 8.0);
    }
    if (const int wait = RitualPlayer::showNextEvent(*m_model, speed); wait >= 0) {
        const mj::Event& shown = m_model->record().events[static_cast<std::size_t>(m_model->step() - 1)];
        announce(shown);
        if (const auto* payment = std::get_if<mj::PaymentEvent>(&shown))
            describePayment(*payment);
        m_timer.start(wait);
        if (caughtUp())
            refresh();
        return;
    }
    refresh();
}

void GameSession::stop()
{
    m_timer.stop();
    m_countdown.stop();
    m_countdownFor.reset();
    m_secondsLeft = -1;
    if (!gameNow())
        return;
    removeSave();
    m_lastHuman = m_session->atScreen();
    m_session.reset();
    m_paymentNote.clear();
    if (m_model)
        m_model->showRitual();
    refresh();
    emit paid();
    emit countdownChanged();
}

QString GameSession::who(mj::Seat seat) const
{
    return seat == human() && !hotSeat() ? tr("You") : tr("Seat %1").arg(seat.index());
}

QString GameSession::payee(mj::Seat seat) const
{
    return seat == human() && !hotSeat() ? tr("Seat %1 (you)").arg(seat.index())
                                                            : tr("Seat %1").arg(seat.index());
}

QString GameSession::seatName(int seat) const
{
    static const char* const winds[] = {"East", "South", "West", "North"};
    if (seat < 0 || seat >= kSeats)
        return {};
    if (!gameNow())
        return tr("Seat %1").arg(seat);
    // The máno sits East; the winds follow the turn order.
    const int wind = (seat - gameNow()->mano().index() + kSeats) % kSeats;
    return tr("Seat %1 (%2)").arg(seat).arg(tr(winds[wind]));
}

// A call is announced when the table shows it: a claim, a declaration or a win.
void GameSession::announce(const mj::Event& shown)
{
    const auto* action = std::get_if<mj::ActionEvent>(&shown);
    if (!action)
        return;
    static const std::map<mj::ActionType, const char*> calls{
        {mj::ActionType::Chow, "Chow!"},       {mj::ActionType::Pung, "Pung!"},
        {mj::ActionType::Kang, "Kang!"},       {mj::ActionType::ClaimWin, "Tódas!"},
        {mj::ActionType::Win, "Búnot!"},       {mj::ActionType::Secret, "Secret!"},
        {mj::ActionType::Sagasa, "Sagása!"},   {mj::ActionType::Beauty, "Beauty!"},
        {mj::ActionType::News, "NEWS!"},       {mj::ActionType::ClaimBeauty, "Beauty!"},
        {mj::ActionType::ClaimNews, "NEWS!"},
    };
    const auto call = calls.find(action->action.type);
    if (call == calls.end())
        return;
    m_announcement = who(action->action.seat) + QStringLiteral(": ") + QString::fromUtf8(call->second);
    emit announced();
}

// "Kang: Seat 2 gets 1 from each" when every other seat pays the same, else each amount.
void GameSession::describePayment(const mj::PaymentEvent& payment)
{
    QStringList gets, pays;
    std::optional<int> each;
    bool even = true;
    for (int s = 0; s < kSeats; ++s) {
        const int q = payment.seats[static_cast<std::size_t>(s)];
        if (q > 0) {
            gets << tr("%1 gets %2").arg(payee(mj::Seat::of(s)), payouts(q));
        } else if (q < 0) {
            pays << tr("%1 pays %2").arg(payee(mj::Seat::of(s)), payouts(-q));
            even = even && (!each || *each == -q);
            each = -q;
        }
    }
    QString text = QString::fromStdString(payment.reason) + QStringLiteral(": ");
    if (gets.size() == 1 && even && pays.size() == kSeats - 1)
        text += tr("%1 (%2 from each)").arg(gets.front(), payouts(*each));
    else
        text += (gets + pays).join(QStringLiteral(", "));
    m_paymentNote = text;
    emit paid();
}

QVariantList GameSession::balances() const
{
    QVariantList out;
    if (!gameNow() || !m_model)
        return out;
    mj::PerSeat<int> shown = m_balancesAtStart;
    const auto& events = m_model->record().events;
    for (int i = 0; i < m_model->step() && i < static_cast<int>(events.size()); ++i)
        if (const auto* p = std::get_if<mj::PaymentEvent>(&events[static_cast<std::size_t>(i)]))
            for (int s = 0; s < kSeats; ++s)
                shown[static_cast<std::size_t>(s)] += p->seats[static_cast<std::size_t>(s)];
    for (int q : shown)
        out.append(q);
    return out;
}

QString GameSession::balanceLine() const
{
    const QVariantList shown = balances();
    QStringList seats;
    for (int s = 0; s < shown.size(); ++s) {
        const bool you = s == human().index() && !hotSeat();
        seats << (you ? tr("Seat %1 (you): %2") : tr("Seat %1: %2")).arg(s).arg(signedPayouts(shown[s].toInt()));
    }
    return seats.join(QStringLiteral("  ·  "));
}

QString GameSession::rulesCard() const { return gameNow() ? rulesCardText(gameNow()->rules()) : QString(); }

int GameSession::claimSeconds() const { return gameNow() ? gameNow()->rules().claimSeconds : 0; }

void GameSession::catchUp()
{
    m_timer.stop();
    if (m_model)
        m_model->goToStep(m_model->stepCount());
    refresh();
    emit paid();
}

void GameSession::nextGame()
{
    if (!over())
        return;
    m_finishedGames.push_back(gameNow()->record());
    mjui::appendFinishedRecord(m_finishedText, m_finishedGames.back());
    startGame();
}

void GameSession::refresh()
{
    if (!gameNow()) {
        m_prompt.clear();
    } else if (gameNow()->over()) {
        m_prompt = endText();
    } else if (!m_botsStopped.isEmpty()) {
        m_prompt = m_botsStopped;
    } else if (handOverSeat() >= 0) {
        m_prompt = tr("Pass the computer to %1.").arg(seatName(handOver()->index()));
    } else if (!yourMove()) {
        m_prompt = tr("The others are playing…");
    } else if (gameNow()->phase() == mj::Phase::Claims) {
        const auto discard = *gameNow()->pendingDiscard();
        m_prompt = tr("Seat %1 discards %2: claim it or pass.")
                       .arg(gameNow()->turn().index())
                       .arg(QString::fromStdString(gameNow()->table().tileSet().kindOf(discard).notation()));
    } else if (gameNow()->phase() == mj::Phase::Draw) {
        m_prompt = tr("Your turn: draw a tile.");
    } else {
        m_prompt = tr("Your turn: tap a tile in your hand to discard it.");
    }
    if (gameNow() && hotSeat() && yourMove() && !gameNow()->over())
        m_prompt = seatName(human().index()) + QStringLiteral(": ") + m_prompt;
    updateCountdown();
    emit changed();
}

QString GameSession::endText() const
{
    const int mine = gameNow()->balance()[static_cast<std::size_t>(human().index())];
    QString text;
    if (const auto winner = gameNow()->winner()) {
        const mj::WinScore& win = *gameNow()->win();
        QStringList lines;
        for (const auto& line : win.lines)
            lines << QStringLiteral("%1 %2").arg(QString::fromStdString(line.reason), payouts(line.quarters));
        const QString form = QString::fromStdString(mj::winFormName(win.form));
        text = *winner == human() && !hotSeat()
                   ? tr("You win: %1 (%2).").arg(form, lines.join(QStringLiteral(", ")))
                   : tr("Seat %1 wins: %2 (%3).").arg(winner->index()).arg(form, lines.join(QStringLiteral(", ")));
    } else {
        text = tr("No winner: the wall is used up.");
    }
    if (hotSeat())
        return text;
    return text + QLatin1Char(' ') + tr("Your balance this game: %1.").arg(payouts(mine));
}

QVariantMap GameSession::endSummary() const
{
    if (!over())
        return {};
    QVariantList seats;
    for (int q : gameNow()->balance())
        seats.append(signedPayouts(q));
    QVariantMap out{{QStringLiteral("seats"), seats}};
    const auto winner = gameNow()->winner();
    out[QStringLiteral("winner")] = winner ? winner->index() : -1;
    if (!winner) {
        out[QStringLiteral("title")] = tr("No winner: the wall is used up.");
        return out;
    }
    const mj::WinScore& win = *gameNow()->win();
    out[QStringLiteral("title")] = tr("%1 wins: %2, %3")
                                       .arg(seatName(winner->index()))
                                       .arg(QString::fromStdString(mj::winFormName(win.form)))
                                       .arg(gameNow()->winSource() == mj::WinSource::Discard ? tr("off a discard")
                                                                                          : tr("búnot"));
    out[QStringLiteral("reading")] = QString::fromStdString(win.readingText);
    QStringList lines;
    for (const auto& line : win.lines)
        lines << QStringLiteral("%1  %2").arg(QString::fromStdString(line.reason), payouts(line.quarters));
    out[QStringLiteral("lines")] = lines;
    QStringList multipliers;
    for (const auto& m : win.multipliers)
        multipliers << QString::fromStdString(m);
    out[QStringLiteral("multipliers")] = multipliers.join(QStringLiteral("; "));
    return out;
}

// One row per game (the match's opening shares as "Start"): what each seat gained in it,
// pot and pool shares included, with how it ended; then the totals.
QVariantList GameSession::ledger() const
{
    QVariantList rows;
    if (!match())
        return rows;
    std::array<int, kSeats> totals{};
    const auto& entries = match()->ledger();
    // A row for every game played, in order, even one in which nothing was paid (a game
    // nobody won with no instant payouts posts no entry); the match's opening shares first.
    const bool opening = std::any_of(entries.begin(), entries.end(), [](const mj::LedgerEntry& e) { return e.game == 0; });
    for (int game = opening ? 0 : 1; game <= match()->gamesPlayed(); ++game) {
        std::array<int, kSeats> sum{};
        QStringList reasons;
        for (const mj::LedgerEntry& entry : entries) {
            if (entry.game != game)
                continue;
            for (int s = 0; s < kSeats; ++s)
                sum[static_cast<std::size_t>(s)] += entry.seats[static_cast<std::size_t>(s)];
            reasons << QString::fromStdString(entry.reason);
        }
        if (reasons.isEmpty())
            reasons << tr("nothing paid");
        QVariantList seats;
        for (int s = 0; s < kSeats; ++s) {
            seats.append(signedPayouts(sum[static_cast<std::size_t>(s)]));
            totals[static_cast<std::size_t>(s)] += sum[static_cast<std::size_t>(s)];
        }
        reasons.removeDuplicates();
        rows.append(QVariantMap{{QStringLiteral("game"), game == 0 ? tr("Start") : tr("Game %1").arg(game)},
                                {QStringLiteral("seats"), seats},
                                {QStringLiteral("reason"), reasons.join(QStringLiteral(", "))}});
    }
    QVariantList seats;
    for (int q : totals)
        seats.append(signedPayouts(q));
    rows.append(QVariantMap{{QStringLiteral("game"), tr("Total")}, {QStringLiteral("seats"), seats},
                            {QStringLiteral("reason"), QString()}});
    return rows;
}
