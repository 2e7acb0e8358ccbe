// GameSession's claim countdown (issue 5, "a visible countdown"): a discard offered to the
// human at the screen is answered within the ruleset's claimSeconds, or passed for them. The
// clock stands still while countdownPaused (a modal window is open over the table).
#include "game_session.h"

#include <algorithm>

// A discard offered to the human at the screen is answered within claimSeconds, or passed.
void GameSession::updateCountdown()
{
    const bool offered = yourMove() && m_game->phase() == mj::Phase::Claims && claimSeconds() > 0;
    const std::pair<int, int> key{m_game ? m_game->discardCount() : -1, m_human.index()};
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
    m_claimLeftMs = claimSeconds() * 1000LL;
    m_secondsLeft = claimSeconds();
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
    if (m_countdownPaused)
        return;
    m_claimLeftMs -= sinceTick;
    const qint64 leftMs = m_claimLeftMs;
    const int seconds = static_cast<int>(std::max<qint64>(0, (leftMs + 999) / 1000));
    if (seconds != m_secondsLeft) {
        m_secondsLeft = seconds;
        emit countdownChanged();
    }
    if (leftMs > 0)
        return;
    m_countdown.stop();
    for (const mj::Action& a : m_legal)
        if (a.type == mj::ActionType::Pass) {
            ++m_timedOut;
            perform(a);
            emit countdownChanged();
            return;
        }
}

