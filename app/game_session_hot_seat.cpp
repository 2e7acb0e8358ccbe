// GameSession's hot-seat play (issue 5, "Friends on one computer"): who is at the screen,
// whose hands must be hidden from them, and the hand-over behind the privacy screen. The
// moves themselves, and when a player leaves the screen, are letBotsPlay's
// (game_session.cpp).
#include "game_session.h"

// Between two humans the screen waits for the table to catch up: everyone watches the
// bots' moves, with every human's hand concealed (concealedSeats).
int GameSession::handOverSeat() const
{
    return m_game && m_handOver && caughtUp() ? m_handOver->index() : -1;
}

bool GameSession::hotSeat() const { return m_players.count(kHuman) > 1; }

QVariantList GameSession::privateSeats() const
{
    QVariantList out;
    if (!m_game)
        return out;
    for (int s = 0; s < mj::Seat::count; ++s)
        if (!(s == m_human.index() && handShown()))
            out.append(s);
    return out;
}

bool GameSession::handShown() const { return m_game && (!hotSeat() || m_present); }

QVariantList GameSession::concealedSeats() const
{
    QVariantList out;
    if (!m_game || !hotSeat())
        return out;
    for (int s = 0; s < mj::Seat::count; ++s)
        if (m_players.value(s) == kHuman && !(s == m_human.index() && m_present))
            out.append(s);
    return out;
}

void GameSession::ready()
{
    if (!m_game || !m_handOver)
        return;
    m_human = *m_handOver;
    m_handOver.reset();
    m_present = true;
    m_legal = m_game->legalActions(m_human);
    refresh();
}

