// Watch mode: the WatchDirector plays a match with the simple bots and shows every event of
// each game on the TableModel; at the end of each game the table is the game's own final
// table, and the next game follows with the máno the rules give.
#include "table/table_layout.h"
#include "table/table_model.h"
#include "play/watch_director.h"

#include "variants/filipino/game/game_replay.h"
#include "variants/filipino/simulation/simulation.h"
#include "record/record_json.h"

#include <sstream>
#include "variants/filipino/rules/ruleset_json.h"

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

    // Each seat plays at the level it was given: the game shown is the one those bots play
    // from the game's seed, and it differs from the all-normal game of the same seed.
    void watchesTheGivenLevels()
    {
        const mj::PerSeat<mj::BotLevel> levels{mj::BotLevel::Strong, mj::BotLevel::Normal, mj::BotLevel::Easy,
                                                 mj::BotLevel::Normal};
        const auto recordWatched = [](const mj::PerSeat<mj::BotLevel>* given) {
            TableModel model;
            WatchDirector director(&model, 21, mj::Ruleset::filipino(), 1);
            if (given)
                director.setLevels(*given);
            director.setSpeed(1000);
            QSignalSpy done(&director, &WatchDirector::finished);
            director.start();
            done.wait(60000);
            return std::make_pair(model.record(), model.caption());
        };
        const auto [watched, caption] = recordWatched(&levels);
        QVERIFY2(caption.contains(QLatin1String("strong, normal, easy, normal")), qPrintable(caption));

        mj::Match match(21, mj::Ruleset::filipino());
        mj::Game expected(match.nextGame());
        std::array<std::unique_ptr<mj::Bot>, 4> bots;
        mj::PerSeat<mj::Bot*> seats(mj::Ruleset::kSeats);
        for (int s = 0; s < 4; ++s) {
            bots[static_cast<std::size_t>(s)] =
                mj::makeBot(levels[static_cast<std::size_t>(s)], expected.record().header.seed ^ (0x5EA70ULL + static_cast<std::uint64_t>(s)));
            seats[static_cast<std::size_t>(s)] = bots[static_cast<std::size_t>(s)].get();
        }
        mj::playOut(expected, seats);
        const auto text = [](const mj::GameRecord& r) {
            std::ostringstream out;
            mj::writeRecord(out, r);
            return out.str();
        };
        QCOMPARE(text(watched), text(expected.record()));
        QVERIFY(text(recordWatched(nullptr).first) != text(watched));
    }
};

QTEST_GUILESS_MAIN(TestWatchDirector)
#include "tst_watch_director.moc"
