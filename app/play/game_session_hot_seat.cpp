// GameSession's hot-seat play (issue 5, "Friends on one computer"): who is at the screen,
// whose hands must be hidden from them, and the hand-over behind the privacy screen. Who
// is handed the computer, and when a player leaves the screen, is the engine session's
// (session/session.h); this shows it.
#include "play/game_session.h"

// Between two humans the screen waits for the table to catch up: everyone watches the
// bots' moves, with every human's hand concealed (concealedSeats).
int GameSession::handOverSeat() const
{
    return gameNow() && handOver() && caughtUp() ? handOver()->index() : -1;
}

bool GameSession::hotSeat() const { return m_players.count(kHuman) > 1; }

QVariantList GameSession::privateSeats() const
{
    QVariantList out;
    if (!gameNow())
        return out;
    for (int s = 0; s < seatCount(); ++s)
        if (!(s == human().index() && handShown()))
            out.append(s);
    return out;
}

bool GameSession::handShown() const { return gameNow() && (!hotSeat() || present()); }

QVariantList GameSession::concealedSeats() const
{
    QVariantList out;
    if (!gameNow() || !hotSeat())
        return out;
    for (int s = 0; s < seatCount(); ++s)
        if (m_players.value(s) == kHuman && !(s == human().index() && present()))
            out.append(s);
    return out;
}

void GameSession::ready()
{
    if (!gameNow() || !handOver())
        return;
    m_session->ready();
    refresh();
}

