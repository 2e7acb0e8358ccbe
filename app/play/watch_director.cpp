#include "play/watch_director.h"

#include "ritual/ritual_player.h"
#include "table/table_model.h"

#include "variants/filipino/simulation/simulation.h"

#include <QStringList>

#include <algorithm>

WatchDirector::WatchDirector(TableModel* model, std::uint64_t seed, mj::Ruleset rules, int games, QObject* parent)
    : QObject(parent), m_model(model), m_match(seed, std::move(rules)), m_games(std::max(1, games)),
      m_levels(m_match.seatCount(), mj::BotLevel::Normal)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &WatchDirector::advance);
}

void WatchDirector::start() { startGame(); }

void WatchDirector::startGame()
{
    mj::Game game(m_match.nextGame());
    mj::playOut(game, m_levels); // bots seeded from the game's seed: a watched game replays exactly
    QStringList levels;
    for (const mj::BotLevel level : m_levels)
        levels << QString::fromStdString(mj::botLevelName(level));
    m_match.finishGame(game);
    m_model->loadRecord(game.record());
    m_model->setCaption(tr("Watching game %1 of %2 (%3 rules; seats 0-3: %4)")
                            .arg(m_gamesShown + 1)
                            .arg(m_games)
                            .arg(QString::fromStdString(game.rules().name), levels.join(QStringLiteral(", "))));
    m_timer.start(0);
}

void WatchDirector::advance()
{
    if (const int wait = RitualPlayer::showNextEvent(*m_model, m_speed); wait >= 0) {
        m_timer.start(wait);
        return;
    }
    ++m_gamesShown;
    emit gameFinished(m_gamesShown);
    if (m_gamesShown >= m_games) {
        emit finished();
        return;
    }
    startGame();
}
