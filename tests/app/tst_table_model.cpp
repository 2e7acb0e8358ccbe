// TableModel (app/table/table_model.h): one row per physical tile, poses from C++, the setup
// ritual (RULINGS.md, "The Filipino setup ritual") shown whole or event by event, with
// data changes rather than resets, and typed input refused with a reason.
#include "record/game_log.h"
#include "ritual/ritual_phases.h"
#include "variants/filipino/ritual/ritual.h"
#include "table/table_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>
#include <tuple>

namespace {

QVariant role(const TableModel& model, int row, TableModel::Role r) { return model.data(model.index(row), r); }

// Tiles per (zone, seat).
std::map<std::pair<QString, int>, int> zoneCounts(const TableModel& model)
{
    std::map<std::pair<QString, int>, int> counts;
    for (int row = 0; row < model.rowCount(); ++row)
        ++counts[{role(model, row, TableModel::ZoneRole).toString(), role(model, row, TableModel::SeatRole).toInt()}];
    return counts;
}

// Every role of every row, to compare two models.
QList<QVariantList> snapshot(const TableModel& model)
{
    QList<QVariantList> rows;
    const auto names = model.roleNames();
    for (int row = 0; row < model.rowCount(); ++row) {
        QVariantList values;
        for (auto it = names.begin(); it != names.end(); ++it)
            values << model.data(model.index(row), it.key());
        rows << values;
    }
    return rows;
}

// Fails if two tiles in different places share a pose (x, y, level, to a hundredth).
void checkDistinctPoses(const TableModel& model)
{
    std::map<std::tuple<int, int, int>, std::tuple<QString, int, int, int>> seen;
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto key = std::make_tuple(qRound(role(model, row, TableModel::TableXRole).toDouble() * 100),
                                         qRound(role(model, row, TableModel::TableYRole).toDouble() * 100),
                                         role(model, row, TableModel::LevelRole).toInt());
        const auto place = std::make_tuple(role(model, row, TableModel::ZoneRole).toString(),
                                           role(model, row, TableModel::SeatRole).toInt(),
                                           role(model, row, TableModel::GroupRole).toInt(),
                                           role(model, row, TableModel::PositionRole).toInt());
        const auto [it, inserted] = seen.emplace(key, place);
        QVERIFY2(inserted || it->second == place,
                 qPrintable(QStringLiteral("tile %1 (%2) shares its pose with another tile at step %3")
                                .arg(row)
                                .arg(std::get<0>(place))
                                .arg(model.step())));
    }
}

} // namespace

class TestTableModel : public QObject {
    Q_OBJECT

private slots:
    // A private seat's taken tiles are not named by the narration (a game hides the others'
    // hands): the deal's tiles show as backs, one a tile; other seats' are named as before.
    void privateSeatsTakenTilesUnnamed()
    {
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("5")));
        int step = 1;
        const mj::TakeEvent* take = nullptr;
        for (; step <= model.stepCount() && !take; ++step) {
            take = std::get_if<mj::TakeEvent>(&model.record().events[static_cast<std::size_t>(step - 1)]);
            if (take && (take->reason != mj::TakeReason::Deal || take->tiles.size() < 2))
                take = nullptr;
        }
        QVERIFY(take);
        model.goToStep(step - 1);
        const QString named = model.eventText();
        const int seat = take->seat.index();
        const int n = static_cast<int>(take->tiles.size());
        QSignalSpy changed(&model, &TableModel::stateChanged);
        model.setPrivateSeats({(seat + 1) % 4});
        QCOMPARE(model.eventText(), named);
        model.setPrivateSeats({seat, (seat + 1) % 4});
        QVERIFY(changed.count() >= 2);
        const QString hidden = model.eventText();
        QVERIFY2(hidden.contains(QStringLiteral("takes %1 tiles: ").arg(n) + QString(n, QChar(0x25AE)) + QLatin1Char('.')),
                 qPrintable(hidden));
        QVERIFY2(named.contains(QStringLiteral("takes %1 tiles: ").arg(n)) && !named.contains(QChar(0x25AE)),
                 qPrintable(named));
        model.setPrivateSeats({});
        QCOMPARE(model.eventText(), named);
    }

    void newTableHasEveryTileFaceDownInTheMiddle()
    {
        TableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 144);
        QCOMPARE(model.step(), 0);
        QVERIFY(model.stepCount() > 20);
        const auto counts = zoneCounts(model);
        QCOMPARE(counts.size(), std::size_t(1));
        QCOMPARE((counts.at({QStringLiteral("free"), -1})), 144);
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(role(model, row, TableModel::TileIdRole).toInt(), row);
            QVERIFY(!role(model, row, TableModel::FaceUpRole).toBool());
            QVERIFY(!role(model, row, TableModel::KindRole).toString().isEmpty());
        }
        QCOMPARE(role(model, 0, TableModel::KindRole).toString(), QStringLiteral("1m"));
        QCOMPARE(role(model, 0, TableModel::SuitRole).toString(), QStringLiteral("m"));
        QVERIFY(!model.diceVisible());
        QCOMPARE(model.mano(), -1);
        checkDistinctPoses(model);
    }

    void ritualDealsSeventeenToTheManoAndSixteenToTheOthers_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("variant");
        QTest::newRow("filipino 1") << "1" << "filipino";
        QTest::newRow("filipino 42") << "42" << "filipino";
        QTest::newRow("filipino 2^64-1") << "18446744073709551615" << "filipino";
        QTest::newRow("visayan 7") << "7" << "visayan";
        QTest::newRow("joker-pot 5") << "5" << "joker-pot";
    }

    void ritualDealsSeventeenToTheManoAndSixteenToTheOthers()
    {
        QFETCH(QString, seed);
        QFETCH(QString, variant);
        TableModel model;
        QVERIFY(model.setSeed(seed));
        QVERIFY(model.setVariant(variant));
        model.performRitual();
        QCOMPARE(model.step(), model.stepCount());
        QVERIFY(model.mano() >= 0 && model.mano() < 4);

        auto counts = zoneCounts(model);
        int total = 0;
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE((counts[{QStringLiteral("hand"), seat}]), seat == model.mano() ? 17 : 16);
        for (const auto& [key, n] : counts) {
            QVERIFY2(key.first == "hand" || key.first == "wall" || key.first == "flowers", qPrintable(key.first));
            total += n;
        }
        QCOMPARE(total, 144);
        int wall = 0;
        for (int seat = 0; seat < 4; ++seat)
            wall += counts[{QStringLiteral("wall"), seat}];
        QCOMPARE(wall, model.drawLeft() + model.flowerLeft());

        for (int row = 0; row < model.rowCount(); ++row) {
            const QString zone = role(model, row, TableModel::ZoneRole).toString();
            // Face up: the flowers, and under joker and pot the tiles turned on the wall to
            // reveal the joker.
            if (zone != "wall" || variant != "joker-pot")
                QCOMPARE(role(model, row, TableModel::FaceUpRole).toBool(), zone == "flowers");
            if (zone == "flowers" && variant == "visayan")
                QCOMPARE(role(model, row, TableModel::SuitRole).toString(), QStringLiteral("f"));
        }
        QVERIFY(model.diceVisible());
        QVERIFY(!model.breakDice().isEmpty());
        QVERIFY(model.breakWall() >= 0 && model.breakStack() >= 0 && model.breakCount() >= 2);
        QCOMPARE(model.error(), QString());
        checkDistinctPoses(model);
    }

    // Learn shows joker and pot's ritual too: after the break its own step turns tiles up on
    // the flower wall until a suited one shows the joker, told as it goes; after a game the
    // ritual shown is still joker and pot's.
    void jokerPotRevealsTheJokerAfterTheBreak()
    {
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("5")));
        QVERIFY(model.setVariant(QStringLiteral("joker-pot")));
        QCOMPARE(model.variant(), QStringLiteral("joker-pot"));
        QCOMPARE(model.caption(), QStringLiteral("Joker and pot setup ritual"));
        while (model.eventName() != QLatin1String("flip")) {
            QCOMPARE(model.jokerIndicator(), -1); // not revealed yet
            QVERIFY(model.stepForward());
        }
        QVERIFY2(model.phaseText().startsWith(QLatin1String("5. Reveal the joker\n")), qPrintable(model.phaseText()));
        QVERIFY2(model.eventText().contains(QLatin1String("With the break roll")), qPrintable(model.eventText()));
        while (!model.eventText().contains(QLatin1String("the joker's indicator")))
            QVERIFY(model.stepForward());
        QCOMPARE(model.eventName(), QStringLiteral("flip"));
        // Shown now: the indicator and its kind, the one the words name.
        QVERIFY(model.jokerIndicator() >= 0);
        QVERIFY(model.eventText().contains(QStringLiteral("Tile %1 is the joker's indicator").arg(model.jokerKind())));
        int shownOnWall = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            if (role(model, row, TableModel::ZoneRole).toString() == "wall" && role(model, row, TableModel::FaceUpRole).toBool()) {
                ++shownOnWall;
                QVERIFY(model.eventText().contains(role(model, row, TableModel::KindRole).toString())
                        || !QStringLiteral("mps").contains(role(model, row, TableModel::SuitRole).toString()));
            }
        QVERIFY(shownOnWall >= 1);
        QVERIFY(model.stepForward());
        QVERIFY2(model.phaseText().startsWith(QLatin1String("6. Deal")), qPrintable(model.phaseText()));
        model.showRitual();
        QCOMPARE(model.variant(), QStringLiteral("joker-pot"));
        QCOMPARE(model.jokerKind(), QString()); // back at the new table
        QVERIFY(model.setVariant(QStringLiteral("filipino")));
        QCOMPARE(model.caption(), QStringLiteral("Filipino setup ritual"));
        model.performRitual();
        QCOMPARE(model.jokerIndicator(), -1);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(role(model, row, TableModel::FaceUpRole).toBool(), role(model, row, TableModel::ZoneRole).toString() == "flowers");
    }

    // `--ritual-step STEP`: each named step ends where its events end, in the ritual's
    // order; "joker" where the indicator is turned up, and nowhere without a joker.
    void namedRitualStepsEndTheirEvents()
    {
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("5")));
        QVERIFY(model.setVariant(QStringLiteral("joker-pot")));
        const auto stepOf = [&](const char* name) {
            const auto phase = mjui::parseRitualPhase(name);
            return phase ? mjui::stepAfterPhase(model.record(), *phase, model.rules(), model.table().tileSet()) : -1;
        };
        QCOMPARE(mjui::ritualPhaseNames(), std::string("wash, wall, break, joker, deal, flowers"));
        QCOMPARE(stepOf("wash"), 1);
        QVERIFY(stepOf("wall") > stepOf("wash"));
        QVERIFY(stepOf("break") > stepOf("wall"));
        QVERIFY(stepOf("joker") > stepOf("break"));
        QVERIFY(stepOf("deal") > stepOf("joker"));
        QCOMPARE(stepOf("flowers"), model.stepCount());
        QCOMPARE(stepOf("jokers"), -1);
        // The joker's step shows the indicator; the one before it does not yet.
        // Rows say "joker" (the rack's gold mark) for the other three of its kind only.
        const auto jokerRows = [&] {
            QList<int> tiles;
            for (int row = 0; row < model.rowCount(); ++row)
                if (role(model, row, TableModel::JokerRole).toBool())
                    tiles << role(model, row, TableModel::TileIdRole).toInt();
            return tiles;
        };
        QVERIFY(model.goToStep(stepOf("joker") - 1));
        QCOMPARE(model.jokerIndicator(), -1);
        QVERIFY(jokerRows().isEmpty());
        QVERIFY(model.goToStep(stepOf("joker")));
        QVERIFY(model.jokerIndicator() >= 0);
        QCOMPARE(jokerRows().size(), 3);
        for (int tile : jokerRows()) {
            QVERIFY(tile != model.jokerIndicator());
            QCOMPARE(role(model, model.rowOf(tile), TableModel::KindRole).toString(), model.jokerKind());
        }
        QVERIFY(model.eventText().contains(QLatin1String("the joker's indicator")));
        QVERIFY(model.setVariant(QStringLiteral("filipino")));
        model.performRitual();
        QVERIFY(jokerRows().isEmpty());
        QCOMPARE(stepOf("joker"), 0);
        QVERIFY(stepOf("deal") > stepOf("break"));
    }

    void everyStepKeepsTilesApart()
    {
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("2024")));
        while (model.stepForward())
            checkDistinctPoses(model);
        QCOMPARE(model.step(), model.stepCount());
    }

    void wallsFormASquareAroundTheMiddle()
    {
        TableModel model;
        QVERIFY(model.goToStep(5)); // wash and four builds
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(role(model, row, TableModel::ZoneRole).toString(), QStringLiteral("wall"));
            const int seat = role(model, row, TableModel::SeatRole).toInt();
            const double x = role(model, row, TableModel::TableXRole).toDouble();
            const double y = role(model, row, TableModel::TableYRole).toDouble();
            const int stack = role(model, row, TableModel::GroupRole).toInt();
            const double along = stack - 8.5; // from the seat's left to its right
            // Seat 0 at the bottom (left to right), 1 on the right (bottom to top), 2 at the
            // top (right to left), 3 on the left (top to bottom).
            const QPointF expected[4] = {{along, 0}, {0, -along}, {-along, 0}, {0, along}};
            if (seat % 2 == 0) {
                QCOMPARE(x, expected[seat].x());
                QVERIFY(seat == 0 ? y > 9 : y < -9);
            } else {
                QCOMPARE(y, expected[seat].y());
                QVERIFY(seat == 1 ? x > 9 : x < -9);
            }
            QVERIFY(std::abs(x) < model.tableExtent() / 2 && std::abs(y) < model.tableExtent() / 2);
        }
    }

    void steppingReportsDataChangesNotResets()
    {
        TableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy state(&model, &TableModel::stateChanged);

        QVERIFY(model.stepForward()); // the wash reorders the heap
        QVERIFY(changed.count() > 0);
        QCOMPARE(model.eventName(), QStringLiteral("wash"));
        changed.clear();
        QVERIFY(model.stepForward()); // seat 0 builds: 36 tiles move
        QCOMPARE(model.eventName(), QStringLiteral("build"));
        int rows = 0;
        for (const auto& args : changed)
            rows += args.at(1).toModelIndex().row() - args.at(0).toModelIndex().row() + 1;
        QVERIFY(rows >= 36);
        while (model.stepForward()) {
        }
        QVERIFY(model.stepBack());
        model.reset();
        QCOMPARE(reset.count(), 0);
        QCOMPARE(layout.count(), 0);
        QCOMPARE(state.count(), model.stepCount() + 2);
    }

    void steppingToTheEndEqualsPerformingTheRitual()
    {
        TableModel stepped;
        TableModel performed;
        for (TableModel* m : {&stepped, &performed})
            QVERIFY(m->setSeed(QStringLiteral("987654321")));
        performed.performRitual();
        while (stepped.stepForward()) {
        }
        QCOMPARE(snapshot(stepped), snapshot(performed));
        QVERIFY(stepped.table() == performed.table());
        const auto replayed = mj::replay(mj::performRitual(987654321u, mj::Ruleset::filipino()));
        QVERIFY(replayed.ok());
        QVERIFY(performed.table() == replayed.value());

        // Back and forth through the log lands on the same table.
        QVERIFY(stepped.goToStep(3));
        QVERIFY(stepped.goToStep(stepped.stepCount()));
        QCOMPARE(snapshot(stepped), snapshot(performed));
    }

    // The setup is no one's turn: a seat taking a flower's replacement there is not to move
    // (the plates showed seat 2's turn over "Your turn" as you, the máno, began). Once the
    // ritual is over the máno is, to discard first.
    void theSetupIsNoOnesTurnThenTheManos()
    {
        for (const char* seed : {"5", "6", "8"}) {
            TableModel model;
            QVERIFY(model.setSeed(QString::fromLatin1(seed)));
            bool replaced = false;
            while (model.step() < model.stepCount()) {
                QCOMPARE(model.turnSeat(), -1);
                model.stepForward();
                const auto* take = std::get_if<mj::TakeEvent>(&model.record().events[static_cast<std::size_t>(model.step() - 1)]);
                replaced = replaced || (take && take->reason == mj::TakeReason::Replacement);
            }
            QVERIFY2(replaced, seed); // a flower was replaced, so the round was tried
            QVERIFY(model.mano() >= 0);
            QCOMPARE(model.turnSeat(), model.mano());
        }
    }

    void hudFollowsTheRitual()
    {
        TableModel model;
        QCOMPARE(model.eventName(), QString());
        QVERIFY(!model.eventText().isEmpty());
        int manoStep = -1, breakStep = -1;
        while (model.stepForward()) {
            QVERIFY(!model.eventText().isEmpty());
            // The engine's narration explains the break with the count the dice gave.
            if (model.eventName() == QLatin1String("break"))
                QVERIFY2(model.eventText().contains(QStringLiteral("counts %1 stacks").arg(model.breakCount())),
                         qPrintable(model.eventText()));
            if (manoStep < 0 && model.mano() >= 0)
                manoStep = model.step();
            if (breakStep < 0 && model.breakWall() >= 0)
                breakStep = model.step();
        }
        QVERIFY(manoStep > 5);
        QVERIFY(breakStep > manoStep);
        auto counts = zoneCounts(model);
        int flowers = 0;
        for (int seat = 0; seat < 4; ++seat)
            flowers += counts[{QStringLiteral("flowers"), seat}];
        QCOMPARE(model.drawLeft() + model.flowerLeft(), 144 - 17 - 3 * 16 - flowers);
    }

    void sameSeedSameTableOtherSeedOtherTable()
    {
        TableModel a, b, c;
        QVERIFY(a.setSeed("5") && b.setSeed("5") && c.setSeed("6"));
        a.performRitual();
        b.performRitual();
        c.performRitual();
        QCOMPARE(snapshot(a), snapshot(b));
        QVERIFY(snapshot(a) != snapshot(c));
    }

    void changingTheSeedStartsANewTable()
    {
        TableModel model;
        model.performRitual();
        QSignalSpy seed(&model, &TableModel::seedChanged);
        QVERIFY(model.setSeed(QStringLiteral(" 77 ")));
        QCOMPARE(model.seed(), QStringLiteral("77"));
        QCOMPARE(seed.count(), 1);
        QCOMPARE(model.step(), 0);
        QVERIFY(model.setSeed(QStringLiteral("77"))); // unchanged: no signal
        QCOMPARE(seed.count(), 1);
    }

    void badInputIsRefusedWithAReason_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::newRow("empty") << "";
        QTest::newRow("letters") << "abc";
        QTest::newRow("negative") << "-1";
        QTest::newRow("fraction") << "1.5";
        QTest::newRow("hex") << "0x10";
        QTest::newRow("2^64") << "18446744073709551616";
        QTest::newRow("huge") << "99999999999999999999999999";
    }

    void badInputIsRefusedWithAReason()
    {
        QFETCH(QString, seed);
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("3")));
        model.performRitual();
        const auto before = snapshot(model);
        QSignalSpy error(&model, &TableModel::errorChanged);

        QVERIFY(!model.setSeed(seed));
        QCOMPARE(error.count(), 1);
        QVERIFY(!model.error().isEmpty());
        QCOMPARE(model.seed(), QStringLiteral("3"));
        QCOMPARE(model.step(), model.stepCount());
        QCOMPARE(snapshot(model), before);

        QVERIFY(model.setSeed(QStringLiteral("3"))); // good input clears the error
        QCOMPARE(model.error(), QString());
    }

    void badVariantsAndStepsAreRefused()
    {
        TableModel model;
        QVERIFY(!model.setVariant(QStringLiteral("klingon")));
        QVERIFY(!model.error().isEmpty());
        QCOMPARE(model.variant(), QStringLiteral("filipino"));
        QVERIFY(model.setVariant(QStringLiteral("visayan")));
        QCOMPARE(model.variant(), QStringLiteral("visayan"));
        QCOMPARE(model.variants(), QStringList({"filipino", "visayan", "joker-pot"}));
        QCOMPARE(model.variantTitles(), QStringList({"Filipino", "Visayan", "Joker and pot"}));

        QVERIFY(!model.goToStep(-1));
        QVERIFY(!model.goToStep(model.stepCount() + 1));
        QVERIFY(!model.stepBack());
        QCOMPARE(model.step(), 0);
        model.performRitual();
        QVERIFY(!model.stepForward());
        QCOMPARE(model.step(), model.stepCount());

        QVERIFY(!model.data(model.index(144), TableModel::KindRole).isValid());
        QVERIFY(!model.data(model.index(0), Qt::UserRole + 500).isValid());
    }

    void seatLabelsSitInTheCorners()
    {
        TableModel model;
        std::set<std::pair<int, int>> corners;
        for (int seat = 0; seat < 4; ++seat) {
            const auto pose = model.seatLabelPose(seat);
            const double x = pose.value("x").toDouble(), y = pose.value("y").toDouble();
            QVERIFY(std::abs(x) > 9.5 && std::abs(y) > 9.5);
            QVERIFY(std::abs(x) < 14.5 && std::abs(y) < 14.5);
            corners.insert({x > 0, y > 0});
        }
        QCOMPARE(corners.size(), std::size_t(4));
    }
};

QTEST_GUILESS_MAIN(TestTableModel)
#include "tst_table_model.moc"
