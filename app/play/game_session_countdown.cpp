// GameSession's claim countdown (issue 5, "a visible countdown"): a discard offered to the
// human at the screen is answered within the ruleset's claimSeconds, or passed for them. The
// deadline is the engine session's (session/claim_deadline.h), in logical time: this feeds
// it the time that passes while the question is on screen; the clock stands still while
// countdownPaused (a modal window is open over the table). In teaching mode the clock runs
// kTeachingClaimStretch times slower (issue 14, found when tried, 7): a newcomer has time to
// read the hint and decide.
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
    m_claimCarryMs = 0;
    m_secondsLeft = shownSecondsLeft();
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
    // stops the countdown) and the bots answer. Teaching counts a part of the time passed
    // (the rest carried to the next tick, so no millisecond is lost to rounding).
    const qint64 counted = sinceTick + m_claimCarryMs;
    const int stretch = claimStretch();
    m_claimCarryMs = counted % stretch;
    if (m_session->passTime(counted / stretch)) {
        afterMoves();
        emit countdownChanged();
        return;
    }
    const int seconds = shownSecondsLeft();
    if (seconds != m_secondsLeft && seconds >= 0) {
        m_secondsLeft = seconds;
        emit countdownChanged();
    }
}


int GameSession::claimStretch() const { return m_teaching ? kTeachingClaimStretch : 1; }

int GameSession::claimSeconds() const { return gameNow() ? gameNow()->rules().claimSeconds * claimStretch() : 0; }

// The seconds on the clock the player sees: the deadline's, stretched in teaching mode.
int GameSession::shownSecondsLeft() const
{
    const std::int64_t ms = m_session ? m_session->claimDeadline().msLeft() : -1;
    return ms < 0 ? -1 : static_cast<int>((ms * claimStretch() + 999) / 1000);
}
