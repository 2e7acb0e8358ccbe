// GameSession's claim countdown (issue 5, "a visible countdown"): a discard offered to the
// human at the screen is answered within the ruleset's claimSeconds, or passed for them. The
// deadline is the engine session's (session/claim_deadline.h), in logical time: this feeds
// it the time that passes while the question is on screen; the clock stands still while
// countdownPaused (a modal window is open over the table).
#include "play/game_session.h"

#include <algorithm>

// A discard offered to the human at the screen is answered within claimSeconds, or passed.
void GameSession::updateCountdown()
{
    const bool offered = yourMove() && gameNow()->phase() == mj::Phase::Claims && claimSeconds() > 0;
    const std::pair<int, int> key{gameNow() ? gameNow()->discardCount() : -1, human().index()};
    if (!offered) {
        if (m_countdownFor) {
            m_countdown.stop();
            m_countdownFor.reset();
            m_secondsLeft = -1;
            emit countdownChanged();
        }
        return;
    }
    if (m_countdownFor == key)
        return;
    m_countdownFor = key;
    m_claimClock.start();
    m_secondsLeft = m_session->claimDeadline().secondsLeft();
    m_countdown.start();
    emit countdownChanged();
}

void GameSession::setCountdownPaused(bool paused)
{
    if (paused == m_countdownPaused)
        return;
    m_countdownPaused = paused;
    m_claimClock.restart(); // the time paused is not counted
    emit countdownChanged();
}

void GameSession::tickCountdown()
{
    const qint64 sinceTick = m_claimClock.restart();
    if (m_countdownPaused || !m_session)
        return;
    // When the time is up the engine session passes for the player (listen counts it and
    // stops the countdown) and the bots answer.
    if (m_session->passTime(sinceTick)) {
        afterMoves();
        emit countdownChanged();
        return;
    }
    const int seconds = m_session->claimDeadline().secondsLeft();
    if (seconds != m_secondsLeft && seconds >= 0) {
        m_secondsLeft = seconds;
        emit countdownChanged();
    }
}

