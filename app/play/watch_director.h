// Watch mode (issue 5, "Watch mode"): four AI players (normal level unless told otherwise)
// play a match while the table shows it, event by event, at the pace the ritual player uses for each kind of event. Each game
// is played to its end by the engine first (engine/variants/filipino/simulation/simulation.h, playOut), then its
// record is shown on the TableModel; when the last event has been shown the next game of
// the match follows, with the máno rotated by the rules, until `games` games are done.
#pragma once

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/game/match.h"

#include <array>

#include <QObject>
#include <QTimer>

#include <memory>

class TableModel;

class WatchDirector : public QObject {
    Q_OBJECT

public:
    WatchDirector(TableModel* model, std::uint64_t seed, mj::Ruleset rules, int games, QObject* parent = nullptr);

    // The level of each seat's AI player (all normal unless set before start()).
    void setLevels(const mj::PerSeat<mj::BotLevel>& levels) { m_levels = levels; }
    void start();
    // How much faster than the ritual player's nominal pace (1 = as in teaching mode).
    void setSpeed(double speed) { m_speed = speed; }
    int gamesShown() const { return m_gamesShown; }
    const mj::Match& match() const { return m_match; }

signals:
    void gameFinished(int game);
    void finished();

private:
    void startGame();
    void advance();

    TableModel* m_model;
    mj::Match m_match;
    int m_games;
    mj::PerSeat<mj::BotLevel> m_levels; // all normal until set
    int m_gamesShown = 0;
    double m_speed = 4.0;
    QTimer m_timer;
};
