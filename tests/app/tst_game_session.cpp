// Playing at the table: the GameSession offers exactly your legal actions (discards by a
// tap on the tile), lets the bots play, and the table it shows ends as the game's own.
#include "game_session.h"
#include "table_model.h"

#include "game/game_replay.h"

#include <QSignalSpy>
#include <QTest>

class TestGameSession : public QObject {
    Q_OBJECT

private slots:
    void playsWholeGames_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("filipino") << QStringLiteral("filipino");
        QTest::newRow("visayan") << QStringLiteral("visayan");
        QTest::newRow("joker-pot") << QStringLiteral("joker-pot");
    }

    void playsWholeGames()
    {
        QFETCH(QString, ruleset);
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("5")));
        GameSession session;
        session.setModel(&model);
        session.setSpeed(1000);
        QVERIFY(!session.active());
        QVERIFY(session.newGame(ruleset));
        // The rules card lists every option of the ruleset in play.
        for (const char* key : {"name: ", "variant: ", "claim_rule: ", "joker: ", "pot: ", "payouts:", "    kang ¼"})
            QVERIFY2(session.rulesCard().contains(QString::fromUtf8(key)), key);
        for (int game = 0; game < 2; ++game) {
            int moves = 0;
            while (!session.over()) {
                session.catchUp();
                QVERIFY(session.yourMove());
                // The buttons are the legal actions but the discards, in order.
                const QVariantList offered = session.actions();
                int buttons = 0;
                for (const auto& a : session.legal())
                    buttons += a.type == mj::ActionType::Discard ? 0 : 1;
                QCOMPARE(offered.size(), buttons);
                // Play as a learner would: win when offered, else follow the hint's discard,
                // else the first button.
                bool done = false;
                for (const QVariant& v : offered)
                    if (v.toMap().value(QStringLiteral("label")).toString().contains(QLatin1Char('!'))) {
                        QVERIFY(session.act(v.toMap().value(QStringLiteral("index")).toInt()));
                        done = true;
                        break;
                    }
                if (!done && offered.isEmpty()) {
                    // Only discards: tap the first tile of the hand.
                    const auto hand = session.game()->table().hand(mj::Seat::of(0));
                    QVERIFY(session.discardTile(hand.front().value));
                } else if (!done) {
                    QVERIFY(session.act(offered.front().toMap().value(QStringLiteral("index")).toInt()));
                }
                QVERIFY(++moves < 500);
            }
            session.catchUp();
            QVERIFY(!session.prompt().isEmpty());

            QVERIFY(session.prompt().contains(QLatin1String("balance")));
            QCOMPARE(model.step(), model.stepCount());
            const auto replayed = mj::replayGame(model.record());
            QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
            QVERIFY(replayed->table() == model.table());
            session.nextGame();
        }
    }

    // Shown at its pace, each claim, declaration and win is announced as the table shows it.
    void announcesCalls()
    {
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("5")));
        GameSession session;
        session.setModel(&model);
        session.setSpeed(1000);
        QStringList calls;
        connect(&session, &GameSession::announced, this, [&] { calls << session.announcement(); });
        QVERIFY(session.newGame(QStringLiteral("filipino")));
        int moves = 0;
        while (!session.over()) {
            QTRY_VERIFY_WITH_TIMEOUT(session.yourMove() || session.over(), 10000);
            if (session.over())
                break;
            const QVariantList offered = session.actions();
            if (offered.isEmpty())
                QVERIFY(session.discardTile(session.game()->table().hand(mj::Seat::of(0)).front().value));
            else
                QVERIFY(session.act(offered.front().toMap().value(QStringLiteral("index")).toInt()));
            QVERIFY(++moves < 500);
        }
        QTRY_COMPARE_WITH_TIMEOUT(model.step(), model.stepCount(), 10000);
        // Count the calls the game made, and compare.
        int made = 0;
        for (const mj::Event& e : session.game()->record().events)
            if (const auto* a = std::get_if<mj::ActionEvent>(&e))
                made += a->action.type != mj::ActionType::Draw && a->action.type != mj::ActionType::Discard &&
                                a->action.type != mj::ActionType::Pass
                            ? 1
                            : 0;
        QVERIFY(made > 0);
        QCOMPARE(calls.size(), made);
        for (const QString& call : calls)
            QVERIFY2((call.startsWith(QLatin1String("Seat ")) || call.startsWith(QLatin1String("You: "))) &&
                         call.endsWith(QLatin1Char('!')),
                     qPrintable(call));
    }

    void refusesWhatIsNotLegal()
    {
        TableModel model;
        GameSession session;
        session.setModel(&model);
        session.setSpeed(1000);
        QVERIFY(!session.newGame(QStringLiteral("riichi")));
        QVERIFY(session.prompt().contains(QLatin1String("riichi")));
        QVERIFY(session.newGame(QStringLiteral("filipino")));
        session.catchUp();
        // Whatever is legal for you now, a tile of another seat's hand is never your discard.
        const auto other = session.game()->table().hand(mj::Seat::of(2));
        const auto before = session.game()->record().events.size();
        QVERIFY(!session.discardTile(other.front().value));
        QVERIFY2(session.prompt().startsWith(QLatin1String("Not now:")), qPrintable(session.prompt()));
        QCOMPARE(session.game()->record().events.size(), before);
        // Ending the game brings the ritual back.
        session.stop();
        QVERIFY(!session.active());
        QVERIFY(!model.record().header.game);
        QCOMPARE(model.step(), 0);
        QCOMPARE(model.caption(), QStringLiteral("Filipino setup ritual"));
    }
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_game_session.moc"
