#include "netplay/net_auto_player.h"

#include "netplay/net_session.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/game/seat_view.h"

#include <algorithm>

NetAutoPlayer::NetAutoPlayer(NetSession* session, std::uint64_t seed, QObject* parent)
    : QObject(parent), m_session(session), m_bot(mj::makeBot(mj::BotLevel::Normal, seed))
{
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &NetAutoPlayer::step);
    m_timer.start();
}

void NetAutoPlayer::step()
{
    const TableClient& client = m_session->client();
    if (m_session->status() == QLatin1String("lobby")) {
        // The host starts once a friend has sat down (alone, the table would start at once).
        const QVariantList seats = m_session->seats();
        const auto people = std::count_if(seats.begin(), seats.end(), [](const QVariant& s) {
            return !s.toMap().value(QStringLiteral("name")).toString().isEmpty();
        });
        const int wanted = m_readyAt > 0 ? m_readyAt : m_session->hosting() ? 2 : 1;
        if (!m_session->waitingForOthers() && people >= wanted)
            m_session->setReady();
        return;
    }
    if (!m_session->active())
        return;
    if (m_session->overShown()) {
        if (!m_session->waitingForOthers())
            m_session->nextGame();
        return;
    }
    if (!m_session->yourMove())
        return;
    const auto& legal = client.question();
    const mj::Action chosen = m_bot->choose(m_session->seatView(), client.table()->record().header.rules);
    const auto found = std::find(legal.begin(), legal.end(), chosen);
    // The bot chooses among the question's actions; were it ever not one of them, the first
    // is played rather than nothing, so the game goes on.
    m_session->act(found != legal.end() ? static_cast<int>(found - legal.begin()) : 0);
}
