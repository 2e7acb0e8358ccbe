// `mahjongero --host NAME --autoplay` (or `--join ... --autoplay`): an AI player (normal
// level) plays this seat of a networked table through the session's own intents, as a
// person would: Ready in the lobby once enough people sit at the table (the host: once a
// friend has sat down; setReadyAt), each move a moment after the table has caught up, Next
// game after each end. It decides from the views the server sent this seat, folded as the
// engine's own bots fold theirs (variants/filipino/views/folded_view.h), so it knows no more
// than the seat may: for demonstrations and for two app instances that play a match alone.
#pragma once

#include "variants/filipino/bots/bot.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <memory>

class NetSession;

class NetAutoPlayer : public QObject {
    Q_OBJECT
public:
    NetAutoPlayer(NetSession* session, std::uint64_t seed, QObject* parent = nullptr);
    // Says ready in the lobby once `people` sit at the table (this seat included); 0: the
    // default, 2 for the host (someone to play with) and 1 for a guest. A table starts once
    // everyone at it is ready, so players meeting at a headless server wait for each other.
    void setReadyAt(int people) { m_readyAt = people; }

private:
    void step();

    NetSession* m_session;
    std::unique_ptr<mj::Bot> m_bot;
    QTimer m_timer;
    int m_readyAt = 0;
};
