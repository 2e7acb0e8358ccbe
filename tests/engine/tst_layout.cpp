// Layouts as data (table/layout.h): the registry's layouts hold what the rule book sets out
// (the square walls, the L, seed 004's C with its blind pile, seed 001's grid, the pool),
// each set's default layout holds it (or, for the card sets, what is left after the deal),
// and a table on a layout accepts exactly its places.
#include "table/table.h"
#include "test_tables.h"

using namespace mj;
using namespace mj::test;

namespace {

const Layout& named(const char* name) { return **Layout::byName(name); }

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void registryNamesEveryShape()
    {
        QCOMPARE(QString::fromStdString(Layout::knownNames()),
                 QStringLiteral("square-18, square-19, square-14, l-13, c-8x16, c-16x8, solitaire-grid, pool"));
        QCOMPARE(named("square-18").shape(), LayoutShape::Square);
        QCOMPARE(named("l-13").shape(), LayoutShape::L);
        QCOMPARE(named("c-8x16").shape(), LayoutShape::C);
        QCOMPARE(named("solitaire-grid").shape(), LayoutShape::Grid);
        QCOMPARE(named("pool").shape(), LayoutShape::Pool);
        const auto unknown = Layout::byName("hexagon");
        QVERIFY(!unknown);
        QVERIFY(QString::fromStdString(unknown.error()).contains("\"hexagon\""));
        QVERIFY(QString::fromStdString(unknown.error()).contains("solitaire-grid"));
    }

    void capacitiesFollowTheSeeds()
    {
        // Seed 000: 4 x 18 x 2; seed 002: 4 x 19 x 2 = 152; tong-its: one deck in an L.
        QCOMPARE(named("square-18").capacity(), 144);
        QCOMPARE(named("square-19").capacity(), 152);
        QCOMPARE(named("square-14").capacity(), 112);
        QCOMPARE(named("l-13").capacity(), 52);
        // Seed 004: 13 to each of 4 players and a blind of 13; 128 in 8 stock piles of 16.
        const Layout& c = named("c-8x16");
        QCOMPARE(c.capacity(), 193 - 4 * 13);
        int piles = 0, blind = 0;
        for (const LayoutSegment& s : c.segments()) {
            if (s.role == SegmentRole::StockPiles) {
                piles += s.stacks;
                QCOMPARE(s.height, 16);
            } else {
                QCOMPARE(s.role, SegmentRole::BlindPile);
                blind += s.builtTiles();
            }
        }
        QCOMPARE(piles, 8);
        QCOMPARE(blind, 13);
        QCOMPARE(c.segments().back().role, SegmentRole::BlindPile); // at the back end
        // Seed 001: a row of 4 and seven of 5 (39 face up) and the divider of 8.
        const Layout& grid = named("solitaire-grid");
        QCOMPARE(grid.capacity(), 47);
        int tableau = 0, foundations = 0, freeCells = 0;
        for (const LayoutSegment& s : grid.segments()) {
            if (s.role == SegmentRole::Tableau) {
                tableau += s.builtTiles();
                QVERIFY(s.faceUp);
            }
            foundations += s.role == SegmentRole::Foundation ? 1 : 0;
            freeCells += s.role == SegmentRole::FreeCells ? 1 : 0;
        }
        QCOMPARE(tableau, 39);
        QCOMPARE(foundations, 3);
        QCOMPARE(freeCells, 3);
        QCOMPARE(named("pool").capacity(), 0);
    }

    void eachSetHasALayoutThatHoldsIt()
    {
        for (const TileSet* set : TileSet::all()) {
            const Layout& layout = Layout::defaultFor(*set);
            QVERIFY2(layout.capacity() <= set->size(), set->name().c_str());
            QVERIFY2(layout.capacity() > 0, set->name().c_str());
        }
        QCOMPARE(QString::fromStdString(Layout::defaultFor(TileSet::chinese()).name()), QStringLiteral("square-18"));
        QCOMPARE(QString::fromStdString(Layout::defaultFor(**TileSet::byName("american-152")).name()),
                 QStringLiteral("square-19"));
        QCOMPARE(Layout::defaultFor(**TileSet::byName("american-152")).capacity(), 152);
        QCOMPARE(Layout::defaultFor(**TileSet::byName("solitaire-39")).capacity(), 47);
        // Seed 004's other stock: 16 piles of 8, the blind of 13 as before.
        const Layout& cards = Layout::defaultFor(**TileSet::byName("card-deck-193"));
        QCOMPARE(QString::fromStdString(cards.name()), QStringLiteral("c-16x8"));
        QCOMPARE(cards.capacity(), 16 * 8 + 13);
    }

    void square18IsTodaysFilipinoWall()
    {
        const Layout& square = Layout::square18();
        QVERIFY(square.geometry() == WallGeometry::filipino());
        QVERIFY(square.isUniformWall());
        QCOMPARE(square.segment(0).out, 9.0 + 1.35 / 2 + 0.15); // app/table/table_layout.cpp's wall
        QVERIFY(Layout::square(18, 2) == square);
        QCOMPARE(Layout::keep(Layout::square(18, 2)), &square);
        // Other parameters make a layout of their own, kept once.
        const Layout* tall = Layout::keep(Layout::square(17, 3));
        QCOMPARE(QString::fromStdString(tall->name()), QStringLiteral("square-17x3"));
        QCOMPARE(Layout::keep(Layout::square(17, 3)), tall);
    }

    void tableAcceptsOnlyTheLayoutsPlaces()
    {
        const Layout& grid = named("solitaire-grid");
        Table table(**TileSet::byName("solitaire-39"), grid);
        QCOMPARE(table.freeArea().size(), std::size_t(47));
        // Row 0 of the grid (segment 1) has 4 cells; row 1 has 5.
        QVERIFY(table.apply(MoveEvent{tile(0), Place{Zone::Wall, 1, 3}, Face::Up}).ok());
        const Status outside = table.apply(MoveEvent{tile(1), Place{Zone::Wall, 1, 4}, Face::Up});
        QVERIFY(!outside);
        QVERIFY(QString::fromStdString(outside.error()).contains("solitaire-grid"));
        QVERIFY(table.apply(MoveEvent{tile(1), Place{Zone::Wall, 2, 4}, Face::Up}).ok());
        QVERIFY(table.checkInvariant().ok());
        // The grid is not a wall: no segment is built in one act, nothing is broken.
        QVERIFY(!table.apply(BuildEvent{3, ids(2, 7)}).ok());
        QVERIFY(!table.apply(BreakEvent{0, 2, 1}).ok());
    }

    void lWallBuildsAndBreaksLikeTheSquare()
    {
        const Layout& l = named("l-13");
        Table table(**TileSet::byName("poker-tiles"), l);
        QVERIFY(table.apply(BuildEvent{0, ids(0, 26)}).ok());
        QVERIFY(table.apply(BuildEvent{1, ids(26, 26)}).ok());
        QVERIFY(!table.apply(BuildEvent{2, ids(52, 26)}).ok()); // two segments only
        QVERIFY(table.apply(BreakEvent{1, 5, 1}).ok());
        QCOMPARE(table.liveRing().size(), std::size_t(25));
        QVERIFY(table.checkInvariant().ok());
    }
};

QTEST_APPLESS_MAIN(TestLayout)
#include "tst_layout.moc"
