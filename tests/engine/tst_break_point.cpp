// The break count for every dice total 2-12 against RULINGS.md ritual steps 4 and 5: the
// wall each total lands on (right 1, opposite 2, left 3, own 4; seed 003: opposite 1,
// left 2, own 3, right 4), the taboo of the máno's own wall, the end counted from, and
// the lifted stack, the flower wall's head and the draw wall's first stack.
#include "ritual/break_point.h"

#include <QtTest>

using namespace mj;

Q_DECLARE_METATYPE(mj::WallCount)
Q_DECLARE_METATYPE(mj::OppositeEnd)

class TestBreakPoint : public QObject {
    Q_OBJECT
private slots:
    void wallForEveryTotal_data()
    {
        QTest::addColumn<WallCount>("count");
        QTest::addColumn<int>("total");
        QTest::addColumn<QString>("landed"); // relative to the máno
        QTest::addColumn<QString>("broken");
        const WallCount right = WallCount::FromRight;
        const WallCount opposite = WallCount::FromOpposite;
        // Seed 000: "7 lands on the left player's wall; a multiple of 4 on your own".
        const char* const fromRight[] = {"opposite", "left", "own", "right", "opposite", "left",
                                         "own",      "right", "opposite", "left", "own"};
        const char* const fromOpposite[] = {"left", "own", "right", "opposite", "left", "own",
                                            "right", "opposite", "left", "own", "right"};
        for (int t = 2; t <= 12; ++t) {
            const QString a = fromRight[t - 2], b = fromOpposite[t - 2];
            QTest::addRow("right count, %d", t) << right << t << a << (a == "own" ? "right" : a);
            QTest::addRow("opposite count, %d", t) << opposite << t << b << (b == "own" ? "right" : b);
        }
    }
    void wallForEveryTotal()
    {
        QFETCH(WallCount, count);
        QFETCH(int, total);
        QFETCH(QString, landed);
        QFETCH(QString, broken);
        const QStringList names{"own", "right", "opposite", "left"};
        Ruleset rules;
        rules.wallCount = count;
        for (int m = 0; m < 4; ++m) {
            const Seat mano = Seat::of(m);
            const BreakPoint bp = chooseBreak(mano, total, rules, WallGeometry::filipino());
            QCOMPARE(names[mano.stepsTo(bp.landedOn, Ruleset::kSeats)], landed);
            QCOMPARE(names[mano.stepsTo(bp.wall, Ruleset::kSeats)], broken);
            QCOMPARE(bp.taboo, landed == "own");
            QVERIFY(bp.wall != mano);
            QCOMPARE(bp.total, total);
        }
    }

    // Stack T counted from the end nearest the máno: for the right wall that is its first
    // stack (it touches the máno's last), for the left wall its last stack.
    void stacksForEveryTotal_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<OppositeEnd>("end");
        for (int t = 2; t <= 12; ++t) {
            QTest::addRow("%d, opposite counted near right", t) << t << OppositeEnd::NearRight;
            QTest::addRow("%d, opposite counted near left", t) << t << OppositeEnd::NearLeft;
        }
    }
    void stacksForEveryTotal()
    {
        QFETCH(int, total);
        QFETCH(OppositeEnd, end);
        Ruleset rules;
        rules.oppositeEnd = end;
        const WallGeometry g = WallGeometry::filipino();
        for (int m = 0; m < 4; ++m) {
            const Seat mano = Seat::of(m);
            const BreakPoint bp = chooseBreak(mano, total, rules, g);
            const int steps = mano.stepsTo(bp.wall, Ruleset::kSeats);
            const bool fromFirstStack = steps == 1 || (steps == 2 && end == OppositeEnd::NearRight);
            // Stack T as an index on its segment, and the neighbours either side.
            const int lifted = fromFirstStack ? total - 1 : 18 - total;
            const int toward = fromFirstStack ? -1 : 1; // toward the end counted from
            QCOMPARE(bp.direction, fromFirstStack ? 1 : -1);
            QCOMPARE(bp.lifted, (StackRef{bp.wall.index(), lifted}));
            QCOMPARE(bp.flowerHead, (StackRef{bp.wall.index(), lifted + toward}));
            QCOMPARE(bp.drawStart, (StackRef{bp.wall.index(), lifted - toward}));
            const BreakEvent e = bp.event();
            QCOMPARE(e.segment, bp.wall.index());
            QCOMPARE(e.count, total);
            QCOMPARE(e.direction, bp.direction);
        }
    }

    // The corner the count starts from touches the máno's own wall (or, on the opposite
    // wall, the chosen neighbour's wall).
    void countStartsAtTheCornerNearestTheMano()
    {
        const WallGeometry g = WallGeometry::filipino();
        const Seat mano = Seat::of(1);
        // 5: the right wall (seat 2); its stack 0 touches the máno's stack 17.
        BreakPoint bp = chooseBreak(mano, 5, Ruleset{}, g);
        QCOMPARE(g.atRing(g.ringIndex({2, 0}) - 1), (StackRef{1, 17}));
        QCOMPARE(bp.lifted, (StackRef{2, 4}));
        // 7: the left wall (seat 0); its stack 17 touches the máno's stack 0.
        bp = chooseBreak(mano, 7, Ruleset{}, g);
        QCOMPARE(g.atRing(g.ringIndex({0, 17}) + 1), (StackRef{1, 0}));
        QCOMPARE(bp.lifted, (StackRef{0, 11}));
        // 6: the opposite wall (seat 3); by default counted from its stack 0, which
        // touches the stack 17 of the máno's right-hand neighbour (seat 2).
        bp = chooseBreak(mano, 6, Ruleset{}, g);
        QCOMPARE(g.atRing(g.ringIndex({3, 0}) - 1), (StackRef{2, 17}));
        QCOMPARE(bp.lifted, (StackRef{3, 5}));
    }
};

QTEST_APPLESS_MAIN(TestBreakPoint)
#include "tst_break_point.moc"
