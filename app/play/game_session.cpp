// The match at the table (game_session.h): starting a match and each game, a person's
// moves and the bots' answers through the engine session, the table shown event by event
// at the chosen pace (the ritual at its own), stopping, and the prompt that says what now.
#include "play/game_session.h"

#include "ritual/ritual_player.h"
#include "table/table_model.h"

#include "text/message_text.h"
#include "variants/filipino/filipino_variant.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <algorithm>

GameSession::GameSession(QObject* parent) : QObject(parent), m_actions(this), m_hand(this), m_ledger(this)
{
    connect(this, &GameSession::changed, this, &GameSession::updateLists);
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


bool GameSession::newGame(const QString& ruleset)
{
    return newMatch(ruleset, defaultPlayers(mjui::defaultSeatCount()));
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
    makeSession(std::make_unique<mj::Session>(
        mj::filipinoVariant(), std::make_unique<mj::FilipinoMatch>(mj::Match(m_model->seed().toULongLong(), *rules)),
        seatPlayers(players), kBotSalt));
    m_finishedGames.clear();
    m_finishedText.clear();
    startGame();
    return true;
}


void GameSession::makeSession(std::unique_ptr<mj::Session> session)
{
    m_session = std::move(session);
    m_feed.reset();
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
    m_feed.reset();
    m_botsStopped.clear();  // new bots, new game: play goes on
    m_hintFor.reset();
    m_recordKept = false;
    m_balancesAtStart = match()->balances();
    m_ritualEnd = static_cast<int>(gameNow()->record().events.size());
    m_paymentNote.clear();
    m_announcement.clear();
    m_yourClaim.reset();
    m_model->loadRecord(gameNow()->record());
    m_model->setCaption(captionText());
    saveMatch();
    letBotsPlay();
    emit paid();
}


bool GameSession::caughtUp() const { return m_model && m_model->step() == m_model->stepCount(); }

bool GameSession::yourMove() const { return gameNow() && !legal().empty() && caughtUp(); }

const std::vector<mj::Action>& GameSession::legal() const
{
    static const std::vector<mj::Action> none;
    return m_session ? m_session->legal() : none;
}

bool GameSession::over() const { return gameNow() && gameNow()->over(); }

const mj::Game* GameSession::gameNow() const
{
    return m_session && m_session->hasGame() ? &mj::FilipinoGame::of(m_session->game()) : nullptr;
}

const mj::Match* GameSession::match() const
{
    return m_session && m_session->match() ? &mj::FilipinoMatch::of(*m_session->match()) : nullptr;
}

void GameSession::replaceBotForTesting(int seat, std::unique_ptr<mj::Bot> bot)
{
    if (m_session && gameNow())
        m_session->replaceAgent(mj::Seat::of(seat),
                                std::make_unique<mj::FilipinoAgent>(std::move(bot), *gameNow(), mj::Seat::of(seat)));
}

mj::SeatView GameSession::seatView(mj::Seat seat) const
{
    mj::SeatView view;
    if (!m_feed)
        m_feed = std::make_unique<mj::ViewFeed>(*gameNow());
    m_feed->viewFor(*gameNow(), seat, view);
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
    } else if (overShown()) {
        m_prompt = endText();
    } else if (gameNow()->over()) {
        m_prompt = tr("The others are playing…"); // until the table has shown the end
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
    drawSoonIfThatIsAll();
}

void GameSession::setAutoDraw(bool autoDraw)
{
    if (autoDraw == m_autoDraw)
        return;
    m_autoDraw = autoDraw;
    emit changed();
    drawSoonIfThatIsAll();
}

// A moment to see that it is your turn, then the draw (asked again: the game may have
// moved on meanwhile).
void GameSession::drawSoonIfThatIsAll()
{
    if (m_autoDraw && onlyDrawLeft())
        QTimer::singleShot(kAutoDrawMs, this, [this] {
            if (m_autoDraw && onlyDrawLeft())
                act(0);
        });
}

bool GameSession::onlyDrawLeft() const
{
    return gameNow() && yourMove() && !gameNow()->over() && handOverSeat() < 0 && legal().size() == 1 &&
           legal().front().type == mj::ActionType::Draw;
}

