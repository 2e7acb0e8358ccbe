// `mahjongero --play --autoplay` (or `--resume --autoplay`): an AI player (normal level)
// makes the human seats' moves through the session's own public actions, as a click would
// (act, Ready behind the privacy screen, Next game when one has ended), a moment after the
// table has caught up (a quarter second, less at a fast --speed). So a match plays itself at the table's pace, saved after
// every move exactly as when a person plays: for long runs (tools/long-runs/kill-resume.sh,
// which kills and resumes the app at random moments) and for demonstrations. The records
// are a human seat's games like any other; nothing of the engine is bypassed.
#pragma once

#include "variants/filipino/bots/bot.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <memory>

class GameSession;

class AutoPlayer : public QObject {
    Q_OBJECT
public:
    // The player's own tie-breaking random numbers come from `seed`.
    AutoPlayer(GameSession* session, std::uint64_t seed, QObject* parent = nullptr);

private:
    void step();

    GameSession* m_session;
    std::unique_ptr<mj::Bot> m_bot;
    QTimer m_timer;
};
