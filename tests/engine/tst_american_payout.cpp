// What a Mah Jongg pays in American mahjong (seed 002, "Mahjong"; issue 17, "Payouts"): the
// four rows of seed 002's table at a table of four, the Singles and Pairs exception, a dead
// hand paying like the rest, and nonsense refused with a reason.
#include "variants/american/american_payout.h"

#include <QtTest>

#include <numeric>

using namespace mj;
using namespace mj::american;

namespace {

Seat S(int n) { return Seat::of(n); }

MahJonggPayout offDiscard(int value, int winner, int discarder, bool jokerless = false, bool singlesAndPairs = false)
{
    return MahJonggPayout{value, false, S(winner), S(discarder), jokerless, singlesAndPairs};
}

MahJonggPayout selfDrawn(int value, int winner, bool jokerless = false, bool singlesAndPairs = false)
{
    return MahJonggPayout{value, true, S(winner), std::nullopt, jokerless, singlesAndPairs};
}

QList<int> paid(const MahJonggPayout& p, int seats = 4)
{
    const Expected<PerSeat<int>> r = mahJonggPayments(p, seats);
    if (!r.ok()) {
        qWarning("refused: %s", r.error().c_str());
        return {};
    }
    QList<int> out;
    for (int v : *r)
        out << v;
    return out;
}

} // namespace

Q_DECLARE_METATYPE(MahJonggPayout)

class TestAmericanPayout : public QObject {
    Q_OBJECT

private slots:
    void table_data()
    {
        QTest::addColumn<MahJonggPayout>("payout");
        QTest::addColumn<QList<int>>("expected");
        // Seed 002's four rows, a 25-point line.
        QTest::newRow("off a discard: discarder double, others single")
            << offDiscard(25, 0, 2) << QList<int>{100, -25, -50, -25};
        QTest::newRow("self-drawn: everyone double") << selfDrawn(25, 1) << QList<int>{-50, 150, -50, -50};
        QTest::newRow("off a discard, no jokers: discarder four times, others double")
            << offDiscard(25, 3, 0, true) << QList<int>{-100, -50, -50, 200};
        QTest::newRow("self-drawn, no jokers: everyone four times")
            << selfDrawn(30, 2, true) << QList<int>{-120, -120, 360, -120};
        // A Singles and Pairs line holds no joker, yet earns no jokerless double.
        QTest::newRow("singles and pairs off a discard: no double")
            << offDiscard(50, 1, 2, true, true) << QList<int>{-50, 200, -100, -50};
        QTest::newRow("singles and pairs self-drawn: no double")
            << selfDrawn(50, 0, true, true) << QList<int>{300, -100, -100, -100};
        // The discarder to the winner's left (the seat before it in turn order).
        QTest::newRow("discarder is the winner's left") << offDiscard(35, 0, 3) << QList<int>{140, -35, -35, -70};
    }
    void table()
    {
        QFETCH(MahJonggPayout, payout);
        QFETCH(QList<int>, expected);
        const QList<int> got = paid(payout);
        QCOMPARE(got, expected);
        QCOMPARE(std::accumulate(got.begin(), got.end(), 0), 0);
    }

    // A dead hand is still a seat at the table: it pays as the others do (seed 002, "Additional
    // Rules"); nothing about a seat's hand but the discard changes what it pays.
    void deadHandPaysLikeTheRest()
    {
        const QList<int> got = paid(offDiscard(25, 0, 1));
        QCOMPARE(got[2], -25);
        QCOMPARE(got[3], -25);
    }

    // Nothing assumes four seats: a table of three pays the same way.
    void otherSeatCounts()
    {
        QCOMPARE(paid(offDiscard(25, 0, 1), 3), (QList<int>{75, -50, -25}));
        QCOMPARE(paid(selfDrawn(25, 1, true), 2), (QList<int>{-100, 100}));
    }

    void nonsenseRefused_data()
    {
        QTest::addColumn<MahJonggPayout>("payout");
        QTest::addColumn<int>("seats");
        QTest::addColumn<QString>("reason");
        QTest::newRow("value 0") << offDiscard(0, 0, 1) << 4 << "value is 0";
        QTest::newRow("negative value") << selfDrawn(-25, 0) << 4 << "value is -25";
        QTest::newRow("winner not at the table") << offDiscard(25, 3, 1) << 3 << "winner, seat 3, is not one of the 3";
        QTest::newRow("discarder not at the table") << offDiscard(25, 0, 3) << 3 << "discarder, seat 3, is not one";
        QTest::newRow("discarder is the winner") << offDiscard(25, 2, 2) << 4 << "discarder, seat 2, is the winner";
        QTest::newRow("discarder on a self-draw")
            << MahJonggPayout{25, true, S(0), S(1), false, false} << 4 << "self-drawn Mah Jongg has no discarder";
        QTest::newRow("no discarder off a discard")
            << MahJonggPayout{25, false, S(0), std::nullopt, false, false} << 4 << "needs the discarder";
        QTest::newRow("one seat") << selfDrawn(25, 0) << 1 << "1 seats";
        QTest::newRow("five seats") << selfDrawn(25, 0) << 5 << "5 seats";
        QTest::newRow("too large to pay") << selfDrawn(1'000'000'000, 0, true) << 4 << "too large";
    }
    void nonsenseRefused()
    {
        QFETCH(MahJonggPayout, payout);
        QFETCH(int, seats);
        QFETCH(QString, reason);
        const Expected<PerSeat<int>> r = mahJonggPayments(payout, seats);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(reason), r.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestAmericanPayout)
#include "tst_american_payout.moc"
