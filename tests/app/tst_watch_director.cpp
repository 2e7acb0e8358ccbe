// Watch mode: the WatchDirector plays a match with the simple bots and shows every event of
// each game on the TableModel; at the end of each game the table is the game's own final
// table, and the next game follows with the máno the rules give.
#include "table_layout.h"
#include "table_model.h"
#include "watch_director.h"

#include "game/game_replay.h"
#include "rules/ruleset_json.h"

#include <QSignalSpy>
#include <QTest>

class TestWatchDirector : public QObject {
    Q_OBJECT

private slots:
    void watchesAMatch_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("filipino") << QStringLiteral("filipino");
        QTest::newRow("visayan") << QStringLiteral("visayan");
        QTest::newRow("joker-pot") << QStringLiteral("joker-pot");
    }

    void watchesAMatch()
    {
        QFETCH(QString, ruleset);
        TableModel model;
        const auto rules = mj::loadRuleset(ruleset.toStdString());
        QVERIFY(rules.ok());
        constexpr int kGames = 2;
        WatchDirector director(&model, 21, *rules, kGames);
        director.setSpeed(1000); // about no wait between events
        QSignalSpy games(&director, &WatchDirector::gameFinished);
        QSignalSpy done(&director, &WatchDirector::finished);
        int shownAtEnd = 0;
        connect(&director, &WatchDirector::gameFinished, this, [&] {
            // The table shown is the end of the game the engine played, every event shown.
            QCOMPARE(model.step(), model.stepCount());
            const auto replayed = mj::replayGame(model.record());
            QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
            QVERIFY(replayed->over());
            QVERIFY(replayed->table() == model.table());
            // Every tile has a place on the table, none on top of another in the same spot.
            QSet<QPair<int, int>> spots;
            for (int t = 0; t < model.table().tileSet().size(); ++t) {
                const auto pose = mjui::tilePose(model.table(), mj::TileId{static_cast<std::uint16_t>(t)});
                spots.insert({qRound(pose.x * 20) * 100 + pose.level, qRound(pose.y * 20)});
            }
            QCOMPARE(spots.size(), model.table().tileSet().size());
            ++shownAtEnd;
        });
        director.start();
        QVERIFY(done.wait(60000));
        QCOMPARE(games.count(), kGames);
        QCOMPARE(shownAtEnd, kGames);
        QCOMPARE(director.gamesShown(), kGames);
        QCOMPARE(director.match().gamesPlayed(), kGames);
        QCOMPARE(QString::fromStdString(model.record().header.rules.name), ruleset);
        // The narration reached the play.
        QVERIFY(model.phaseText().contains(QLatin1String("Play")));
    }
};

QTEST_GUILESS_MAIN(TestWatchDirector)
#include "tst_watch_director.moc"
