#include "play/auto_player.h"

#include "play/game_session.h"
#include "table/table_model.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/game/seat_view.h"

#include <algorithm>

namespace {
// How long the player "thinks" once the table has caught up: a quarter second at the
// teaching pace and below, less as the table goes faster (50 ms at --speed 20), so a long
// run often finds the app waiting for a human and games still go by.
int thinkMs(double speed) { return std::clamp(static_cast<int>(1000 / std::max(speed, 0.25)), 50, 250); }
} // namespace

AutoPlayer::AutoPlayer(GameSession* session, std::uint64_t seed, QObject* parent)
    : QObject(parent), m_session(session), m_bot(mj::makeBot(mj::BotLevel::Normal, seed))
{
    m_timer.setInterval(thinkMs(session->speed()));
    connect(&m_timer, &QTimer::timeout, this, &AutoPlayer::step);
    m_timer.start();
}

void AutoPlayer::step()
{
    const mj::Game* game = m_session->game();
    TableModel* model = m_session->model();
    if (!game || !model || model->step() != model->stepCount())
        return; // nothing to play, or the table is still showing what happened
    if (m_session->handOverSeat() >= 0) {
        m_session->ready();
    } else if (m_session->over()) {
        m_session->nextGame();
    } else if (m_session->yourMove()) {
        const mj::Seat seat = mj::Seat::of(m_session->humanSeat());
        const mj::Action chosen = m_bot->choose(m_session->seatView(seat), game->rules());
        const auto& legal = m_session->legal();
        const auto found = std::find(legal.begin(), legal.end(), chosen);
        // The bot chooses among the seat's legal actions, which are the session's; were it
        // ever not one of them, the first is played rather than nothing, so the match goes on.
        const int index = found != legal.end() ? static_cast<int>(found - legal.begin()) : 0;
        if (!m_session->act(index))
            qWarning("mahjongero: --autoplay: the session refused the move: %s", qPrintable(m_session->prompt()));
    }
}
