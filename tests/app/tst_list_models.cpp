// The lists QML shows from the game session as list models with roles (issue 13, item 9):
// the actions you may take, your hand and the match ledger. Their rows are the session's
// state exactly (the engine's legal actions less the discards, the hand in the table's
// order, a ledger row per game and the totals), they follow every move, and a change is
// reported as the rows it touches, not a reset. Also what QML takes from C++ in place of
// literals: the rulesets, the player kinds, the ritual speeds and the seat counts.
#include "freetable/free_table.h"
#include "play/game_session.h"
#include "table/seat_count.h"
#include "table/table_model.h"

#include "variants/filipino/rules/ruleset_json.h"

#include <QSignalSpy>
#include <QTest>

namespace {

// The hand's tile ids as the engine holds them now.
QVariantList engineHand(const GameSession& session)
{
    QVariantList ids;
    for (mj::TileId tile : session.game()->table().hand(mj::Seat::of(session.humanSeat())))
        ids.append(int(tile.value));
    return ids;
}

QStringList roleNamesOf(const QAbstractItemModel& model)
{
    QStringList names;
    const auto roles = model.roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        names << QString::fromLatin1(it.value());
    names.sort();
    return names;
}

} // namespace

class TestListModels : public QObject {
    Q_OBJECT

private slots:
    // The base: rows added and removed at the end are inserted and removed, a changed row is
    // one dataChanged, an unchanged one reports nothing; get() and toList() read it whole.
    void rowListModelReportsOnlyChanges()
    {
        RowListModel model({QByteArrayLiteral("name"), QByteArrayLiteral("value")});
        QCOMPARE(roleNamesOf(model), (QStringList{QStringLiteral("name"), QStringLiteral("value")}));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy counted(&model, &RowListModel::countChanged);
        const auto row = [](const char* name, int value) {
            return QVariantMap{{QStringLiteral("name"), QString::fromLatin1(name)}, {QStringLiteral("value"), value}};
        };

        model.setRows({row("a", 1), row("b", 2)});
        QCOMPARE(model.count(), 2);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(counted.size(), 1);
        const QHash<int, QByteArray> roles = model.roleNames();
        QCOMPARE(model.data(model.index(1), roles.key("name")).toString(), QStringLiteral("b"));
        QCOMPARE(model.data(model.index(1), roles.key("value")).toInt(), 2);
        QVERIFY(!model.data(model.index(2), roles.key("name")).isValid());
        QVERIFY(!model.data(model.index(0), Qt::UserRole + 99).isValid());

        model.setRows({row("a", 1), row("b", 3), row("c", 4)});
        QCOMPARE(changed.size(), 1); // row 1 only
        QCOMPARE(changed.front().at(0).value<QModelIndex>().row(), 1);
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(model.get(2).value(QStringLiteral("name")).toString(), QStringLiteral("c"));
        QVERIFY(model.get(3).isEmpty());
        QVERIFY(model.get(-1).isEmpty());

        model.setRows({row("a", 1)});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.count(), 1);
        QCOMPARE(model.toList(), (QVariantList{row("a", 1)}));
        QCOMPARE(counted.size(), 3);

        model.setRows({row("a", 1)}); // the same: nothing to report
        QCOMPARE(changed.size(), 1);
        QCOMPARE(counted.size(), 3);
        QCOMPARE(reset.size(), 0);
    }

    // Through a game: after each move the actions are the legal non-discards (label, type,
    // actionIndex), the hand is the engine's (tileId, kind), both updated in place; at the
    // end the ledger has the game and the totals, a column a seat.
    void followTheGame()
    {
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("5")));
        GameSession session;
        session.setModel(&model);
        session.setSpeed(1000);
        ActionListModel& actions = *session.actions();
        HandListModel& hand = *session.yourHand();
        LedgerModel& ledger = *session.ledger();
        QCOMPARE(roleNamesOf(actions),
                 (QStringList{QStringLiteral("actionIndex"), QStringLiteral("label"), QStringLiteral("type")}));
        QCOMPARE(roleNamesOf(hand), (QStringList{QStringLiteral("kind"), QStringLiteral("tileId")}));
        QCOMPARE(roleNamesOf(ledger), (QStringList{QStringLiteral("game"), QStringLiteral("reason"),
                                                   QStringLiteral("seats"), QStringLiteral("total")}));
        QCOMPARE(actions.count(), 0);
        QCOMPARE(hand.count(), 0);
        QCOMPARE(ledger.count(), 0);

        QVERIFY(session.newGame(QStringLiteral("filipino")));
        QSignalSpy handReset(&hand, &QAbstractItemModel::modelReset);
        QSignalSpy handChanged(&hand, &QAbstractItemModel::dataChanged);
        int moves = 0;
        while (!session.over()) {
            QTRY_VERIFY_WITH_TIMEOUT(session.yourMove() || session.over(), 10000);
            if (session.over())
                break;
            // The hand: the engine's, in its order, each with its kind.
            QCOMPARE(hand.tileIds(), engineHand(session));
            for (int row = 0; row < hand.count(); ++row) {
                const mj::TileId tile{static_cast<std::uint16_t>(hand.get(row).value(QStringLiteral("tileId")).toInt())};
                QCOMPARE(hand.get(row).value(QStringLiteral("kind")).toString(),
                         QString::fromStdString(session.game()->table().tileSet().kindOf(tile).notation()));
            }
            // The actions: every legal action but the discards, in order, by its index.
            QVariantList expected;
            for (std::size_t i = 0; i < session.legal().size(); ++i)
                if (session.legal()[i].type != mj::ActionType::Discard)
                    expected.append(int(i));
            QCOMPARE(actions.count(), expected.size());
            for (int row = 0; row < actions.count(); ++row) {
                const QVariantMap a = actions.get(row);
                QCOMPARE(a.value(QStringLiteral("actionIndex")), expected[row]);
                const mj::Action& legal = session.legal()[static_cast<std::size_t>(a.value(QStringLiteral("actionIndex")).toInt())];
                QCOMPARE(a.value(QStringLiteral("type")).toString(), QString::fromStdString(mj::actionTypeName(legal.type)));
                QVERIFY(!a.value(QStringLiteral("label")).toString().isEmpty());
            }
            if (actions.count() == 0)
                QVERIFY(session.discardTile(engineHand(session).front().toInt()));
            else
                QVERIFY(session.act(actions.get(0).value(QStringLiteral("actionIndex")).toInt()));
            // Right after the move, before the bots' moves are shown, the hand follows it.
            QCOMPARE(hand.tileIds(), engineHand(session));
            QVERIFY(++moves < 500);
        }
        QVERIFY(moves > 0);
        QCOMPARE(handReset.size(), 0); // moves change rows, never the whole list
        QVERIFY(handChanged.size() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(model.step(), model.stepCount(), 10000);
        QCOMPARE(actions.count(), 0); // the game is over: nothing to do

        // The ledger: this game, then the totals, a payout text a seat.
        QVERIFY(ledger.count() >= 2);
        const QVariantMap total = ledger.get(ledger.count() - 1);
        QCOMPARE(total.value(QStringLiteral("game")).toString(), QStringLiteral("Total"));
        QVERIFY(total.value(QStringLiteral("total")).toBool());
        const QVariantMap game = ledger.get(ledger.count() - 2);
        QCOMPARE(game.value(QStringLiteral("game")).toString(), QStringLiteral("Game 1"));
        QVERIFY(!game.value(QStringLiteral("total")).toBool());
        QCOMPARE(game.value(QStringLiteral("seats")).toList().size(), session.seatCount());
        QCOMPARE(total.value(QStringLiteral("seats")).toList().size(), session.seatCount());
        QVariantList rows;
        for (const QVariantMap& row : LedgerModel::rowsOf(session.match()))
            rows.append(row);
        QCOMPARE(ledger.toList(), rows);

        // The next game: the ledger keeps its rows until it ends, then adds its row before the
        // totals (an insertion and a changed totals row, no reset); stopping empties the lists.
        QSignalSpy ledgerInserted(&ledger, &QAbstractItemModel::rowsInserted);
        QSignalSpy ledgerReset(&ledger, &QAbstractItemModel::modelReset);
        const QVariantList before = ledger.toList();
        session.nextGame();
        QTRY_VERIFY_WITH_TIMEOUT(session.yourMove() || session.over(), 10000);
        QCOMPARE(ledger.toList(), before);
        QCOMPARE(hand.tileIds(), engineHand(session));
        for (int more = 0; !session.over() && more < 500; ++more) {
            QTRY_VERIFY_WITH_TIMEOUT(session.yourMove() || session.over(), 10000);
            if (session.over())
                break;
            if (actions.count() == 0)
                QVERIFY(session.discardTile(engineHand(session).front().toInt()));
            else
                QVERIFY(session.act(actions.get(0).value(QStringLiteral("actionIndex")).toInt()));
        }
        QVERIFY(session.over());
        QCOMPARE(ledger.count(), before.size() + 1);
        QCOMPARE(ledgerInserted.size(), 1);
        QCOMPARE(ledgerReset.size(), 0);
        QCOMPARE(ledger.get(ledger.count() - 2).value(QStringLiteral("game")).toString(), QStringLiteral("Game 2"));
        QCOMPARE(ledger.get(ledger.count() - 1).value(QStringLiteral("game")).toString(), QStringLiteral("Total"));
        session.stop();
        QCOMPARE(actions.count(), 0);
        QCOMPARE(hand.count(), 0);
    }

    void ledgerOfNoMatchIsEmpty() { QVERIFY(LedgerModel::rowsOf(nullptr).isEmpty()); }

    // What QML reads in place of literals: the registry's rulesets with titles, every player
    // kind with a label, the ritual speeds, and seat counts through seat_count.h.
    void choicesComeFromCpp()
    {
        QStringList names;
        for (const QVariant& r : GameSession::rulesets()) {
            names << r.toMap().value(QStringLiteral("name")).toString();
            QVERIFY(!r.toMap().value(QStringLiteral("title")).toString().isEmpty());
        }
        QStringList builtins;
        for (const std::string& name : mj::builtinRulesetNames())
            builtins << QString::fromStdString(name);
        QCOMPARE(names, builtins);
        QStringList kinds;
        for (const QVariant& c : GameSession::playerChoices())
            kinds << c.toMap().value(QStringLiteral("kind")).toString();
        QCOMPARE(kinds, GameSession::playerKinds());
        QStringList speeds;
        for (const QVariant& c : GameSession::ritualSpeedChoices())
            speeds << c.toMap().value(QStringLiteral("speed")).toString();
        QCOMPARE(speeds, GameSession::ritualSpeeds());

        TableModel model;
        GameSession session;
        session.setModel(&model);
        QCOMPARE(session.seatCount(), mjui::defaultSeatCount());
        QCOMPARE(session.seatCountFor(QStringLiteral("joker-pot")), mjui::seatCount(*mj::loadRuleset("joker-pot")));
        QCOMPARE(session.seatCountFor(QStringLiteral("no-such-rules")), mjui::defaultSeatCount());
        QCOMPARE(model.seatCount(), mjui::seatCount(mj::Ruleset::filipino()));
        QCOMPARE(FreeTable::maxSeats(), mjui::defaultSeatCount());
        QCOMPARE(FreeTable::seatNames().size(), FreeTable::maxSeats());
        QCOMPARE(FreeTable::seatNames().front(), QStringLiteral("Seat 0 (bottom)"));
        QVERIFY(session.newGame(QStringLiteral("visayan")));
        QCOMPARE(session.seatCount(), mjui::seatCount(session.game()->rules()));
    }
};

QTEST_MAIN(TestListModels)
#include "tst_list_models.moc"
