// The physical table: every tile in exactly one place, events validated and applied all
// or nothing, wall building, the broken wall's two ends and its draw/flower counts.
#include "table/live_wall.h"
#include "test_tables.h"

using namespace mj;
using namespace mj::test;

class TestTable : public QObject {
    Q_OBJECT
private slots:
    void newTableHasEveryTileInTheFreeArea()
    {
        Table table;
        QCOMPARE(table.freeArea().size(), std::size_t(144));
        QVERIFY(table.checkInvariant().ok());
        for (int i = 0; i < 144; ++i) {
            QVERIFY(!table.isFaceUp(tile(i)));
            QCOMPARE(table.placeOf(tile(i)).zone, Zone::Free);
        }
        QVERIFY(table.dice().spot == DiceState::Spot::Box);
        QVERIFY(!table.mano());
    }

    void washTakesAPermutation()
    {
        Table table;
        std::vector<TileId> order = ids(0, 144);
        std::reverse(order.begin(), order.end());
        QVERIFY(table.apply(WashEvent{order}).ok());
        QCOMPARE(table.freeArea(), order);

        const Table before = table;
        order[5] = order[6];
        const Status duplicate = table.apply(WashEvent{order});
        QVERIFY(!duplicate.ok());
        QVERIFY(QString::fromStdString(duplicate.error()).contains("twice"));
        QVERIFY(!table.apply(WashEvent{ids(0, 143)}).ok());
        QVERIFY(table == before);
    }

    void buildMakesStacksTwoHigh()
    {
        const Table table = builtTable();
        QVERIFY(table.freeArea().empty());
        QVERIFY(table.checkInvariant().ok());
        for (int s = 0; s < 4; ++s)
            for (int i = 0; i < 18; ++i) {
                const auto& stack = table.stack({s, i});
                QCOMPARE(stack.size(), std::size_t(2));
                QCOMPARE(stack[0], tile(36 * s + 2 * i));
                QCOMPARE(stack[1], tile(36 * s + 2 * i + 1));
                const Place top = table.placeOf(stack[1]);
                QCOMPARE(top.zone, Zone::Wall);
                QCOMPARE(top.owner, s);
                QCOMPARE(top.group, i);
                QCOMPARE(top.position, 1);
            }
    }

    void buildRejectsBadInputAndChangesNothing()
    {
        Table table;
        QVERIFY(table.apply(WashEvent{ids(0, 144)}).ok());
        QVERIFY(table.apply(BuildEvent{0, ids(0, 36)}).ok());
        const Table before = table;
        QVERIFY(!table.apply(BuildEvent{0, ids(36, 36)}).ok());  // already built
        QVERIFY(!table.apply(BuildEvent{1, ids(30, 36)}).ok());  // tiles 30..35 are in segment 0
        QVERIFY(!table.apply(BuildEvent{1, ids(36, 35)}).ok());  // too few
        QVERIFY(!table.apply(BuildEvent{4, ids(36, 36)}).ok());  // no such segment
        auto withUnknown = ids(36, 36);
        withUnknown.back() = tile(500);
        QVERIFY(!table.apply(BuildEvent{1, withUnknown}).ok());
        QVERIFY(table == before);
    }

    void dice()
    {
        Table table;
        QVERIFY(table.apply(RollEvent{Seat::of(2), RollPurpose::Mano, {3, 6}}).ok());
        QCOMPARE(table.dice().faces, (std::array<int, 2>{3, 6}));
        QVERIFY(table.dice().spot == DiceState::Spot::BeforeSeat);
        QVERIFY(table.dice().seat == Seat::of(2));
        QVERIFY(!table.apply(RollEvent{Seat::of(2), RollPurpose::Mano, {0, 6}}).ok());
        QVERIFY(!table.apply(RollEvent{Seat::of(2), RollPurpose::Mano, {7, 1}}).ok());
        QCOMPARE(table.dice().faces, (std::array<int, 2>{3, 6}));
    }

    // Máno seat 0 rolls 5: the wall on its right (segment 1) is broken 5 stacks from its
    // first stack. Stack index 4 is lifted onto index 3.
    void brokenWallEnds()
    {
        Table table = builtTable();
        QVERIFY(!table.apply(TakeEvent{Seat::of(0), WallEnd::Draw, TakeReason::Deal, {tile(0)}}).ok());
        QVERIFY(table.apply(BreakEvent{1, 5, 1}).ok());
        QVERIFY(table.apply(LiftEvent{{1, 4}, {1, 3}}).ok());
        QVERIFY(table.apply(DicePlacedEvent{{1, 3}}).ok());
        QVERIFY(table.checkInvariant().ok());

        QCOMPARE(table.stack({1, 3}), (std::vector<TileId>{tile(42), tile(43), tile(44), tile(45)}));
        QVERIFY(table.stack({1, 4}).empty());
        QVERIFY(table.dice().spot == DiceState::Spot::OnStack);

        // Draw wall: stack index 5 of segment 1 onwards, top before bottom.
        QCOMPARE(peekWall(table, WallEnd::Draw, 4), (std::vector<TileId>{tile(47), tile(46), tile(49), tile(48)}));
        // Flower wall: the lifted pair first, then the head's own pair, then back along the segment.
        QCOMPARE(peekWall(table, WallEnd::Flower, 6),
                 (std::vector<TileId>{tile(45), tile(44), tile(43), tile(42), tile(41), tile(40)}));
        // The flower wall runs on past the segment's start into segment 0's last stack.
        const auto longFlower = peekWall(table, WallEnd::Flower, 12);
        QCOMPARE(longFlower[10], tile(35));
        QCOMPARE(longFlower[11], tile(34));

        // Flower wall: stacks 1..T-1 counted off (4 stacks) with the lifted pair = 2T tiles.
        QCOMPARE(wallCounts(table).flower, 10);
        QCOMPARE(wallCounts(table).draw, 134);

        QVERIFY(table.apply(TakeEvent{Seat::of(0), WallEnd::Draw, TakeReason::Deal, {tile(47), tile(46)}}).ok());
        QVERIFY(table.apply(TakeEvent{Seat::of(3), WallEnd::Flower, TakeReason::Replacement, {tile(45)}}).ok());
        QCOMPARE(table.hand(Seat::of(0)), (std::vector<TileId>{tile(47), tile(46)}));
        QCOMPARE(table.hand(Seat::of(3)), (std::vector<TileId>{tile(45)}));
        QCOMPARE(wallCounts(table).flower, 9);
        QCOMPARE(wallCounts(table).draw, 132);

        const Table before = table;
        const Status wrong = table.apply(TakeEvent{Seat::of(1), WallEnd::Draw, TakeReason::Deal, {tile(48)}});
        QVERIFY(!wrong.ok());
        QVERIFY2(QString::fromStdString(wrong.error()).contains("not the next tile of the draw wall"),
                 wrong.error().c_str());
        // All or nothing: the first tile is right, the second wrong.
        QVERIFY(!table.apply(TakeEvent{Seat::of(1), WallEnd::Draw, TakeReason::Deal, {tile(49), tile(49)}}).ok());
        QVERIFY(table == before);
    }

    void wallUsedUpFromBothEnds()
    {
        Table table = builtTable();
        QVERIFY(table.apply(BreakEvent{3, 7, -1}).ok());
        QVERIFY(table.apply(LiftEvent{{3, 11}, {3, 12}}).ok());
        const auto drawOrder = peekWall(table, WallEnd::Draw, 200);
        QCOMPARE(drawOrder.size(), std::size_t(144));
        std::vector<TileId> sorted = drawOrder;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(sorted, ids(0, 144)); // the draw end reaches every tile once
        // Take everything: 100 from the draw end, the rest from the flower end.
        QVERIFY(table.apply(TakeEvent{Seat::of(0), WallEnd::Draw, TakeReason::Deal, peekWall(table, WallEnd::Draw, 100)}).ok());
        QVERIFY(table.apply(TakeEvent{Seat::of(1), WallEnd::Flower, TakeReason::Replacement, peekWall(table, WallEnd::Flower, 44)}).ok());
        QVERIFY(!nextWallTile(table, WallEnd::Draw));
        QVERIFY(!nextWallTile(table, WallEnd::Flower));
        QCOMPARE(wallCounts(table).draw + wallCounts(table).flower, 0);
        QVERIFY(table.checkInvariant().ok());
    }

    void freeMovesReachEveryZone()
    {
        Table table = builtTable();
        QVERIFY(table.apply(MoveEvent{tile(0), Place{Zone::Discards, 2}, Face::Up}).ok());
        QVERIFY(table.apply(MoveEvent{tile(1), Place{Zone::Exposed, 1, 0}, Face::Up}).ok());
        QVERIFY(table.apply(MoveEvent{tile(2), Place{Zone::Exposed, 1, 0}, Face::Down}).ok());
        QVERIFY(table.apply(MoveEvent{tile(3), Place{Zone::Exposed, 1, 1}, Face::Up}).ok());
        QVERIFY(table.apply(MoveEvent{tile(4), Place{Zone::Flowers, 3}, Face::Up}).ok());
        QVERIFY(table.apply(MoveEvent{tile(5), Place{Zone::Hand, 0}, Face::Down}).ok());
        QVERIFY(table.apply(MoveEvent{tile(6), Place{Zone::Free}, Face::Up}).ok());
        QVERIFY(table.apply(MoveEvent{tile(7), Place{Zone::Wall, 2, 17}, Face::Down}).ok());
        QVERIFY(table.checkInvariant().ok());

        QCOMPARE(table.discards(Seat::of(2)), (std::vector<TileId>{tile(0)}));
        QCOMPARE(table.exposed(Seat::of(1)).size(), std::size_t(2));
        QCOMPARE(table.exposed(Seat::of(1))[0], (std::vector<TileId>{tile(1), tile(2)}));
        QVERIFY(table.isFaceUp(tile(1)));
        QVERIFY(!table.isFaceUp(tile(2)));
        QCOMPARE(table.stack({2, 17}).size(), std::size_t(3));
        QCOMPARE(table.placeOf(tile(7)).position, 2);
        QVERIFY(table.stack({0, 0}).empty());

        // Emptying a set removes it, so set indices stay dense.
        QVERIFY(table.apply(MoveEvent{tile(1), Place{Zone::Free}, Face::Down}).ok());
        QVERIFY(table.apply(MoveEvent{tile(2), Place{Zone::Free}, Face::Down}).ok());
        QCOMPARE(table.exposed(Seat::of(1)).size(), std::size_t(1));
        QCOMPARE(table.exposed(Seat::of(1))[0], (std::vector<TileId>{tile(3)}));
        QVERIFY(table.checkInvariant().ok());

        const Table before = table;
        QVERIFY(!table.apply(MoveEvent{tile(9), Place{Zone::Hand, 4}, Face::Down}).ok());
        QVERIFY(!table.apply(MoveEvent{tile(9), Place{Zone::Exposed, 1, 5}, Face::Down}).ok());
        QVERIFY(!table.apply(MoveEvent{tile(9), Place{Zone::Wall, 0, 18}, Face::Down}).ok());
        QVERIFY(!table.apply(MoveEvent{tile(144), Place{Zone::Free}, Face::Down}).ok());
        QVERIFY(table == before);
    }

    void exposeFlowersNeedsThemInHand()
    {
        Table table = builtTable();
        QVERIFY(table.apply(MoveEvent{tile(140), Place{Zone::Hand, 1}, Face::Down}).ok());
        QVERIFY(!table.apply(ExposeFlowersEvent{Seat::of(2), {tile(140)}}).ok());
        QVERIFY(table.apply(ExposeFlowersEvent{Seat::of(1), {tile(140)}}).ok());
        QCOMPARE(table.flowers(Seat::of(1)), (std::vector<TileId>{tile(140)}));
        QVERIFY(table.isFaceUp(tile(140)));
        QVERIFY(table.hand(Seat::of(1)).empty());
    }
};

QTEST_APPLESS_MAIN(TestTable)
#include "tst_table.moc"
