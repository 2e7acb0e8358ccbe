// The free table (FreeTable on a TableModel): a tile dropped on the felt stays at its spot,
// stacks on the tiles under it, and the tiles above a lifted tile settle (none floats, and
// undo, redo and replay agree); it flips, turns a quarter, goes to a seat's hand, discards
// or flowers; dice rolls are recorded; undo gives back the very table before and redo the
// one after; the next ritual step runs only when the table is ready for it (else it says
// why); a whole table is dealt by hand (walls, máno, break, deal, flowers and
// replacements); "check this hand" reads known wins, off a discard or búnot, with a joker
// chosen or revealed; and a free session saved with its acts opens again with its undo
// history, while malformed files are listed with their error and refused.
#include "freetable/free_stacking.h"
#include "freetable/free_table.h"
#include "freetable/free_table_file.h"
#include "table/table_layout.h"
#include "table/table_model.h"

#include "core/bounded_input.h"
#include "record/record_json.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <sstream>

#include <sys/stat.h>

namespace {

mj::TileId id(int v) { return mj::TileId{static_cast<std::uint16_t>(v)}; }

// The row of the model for a tile, as QML reads it.
QVariant role(const TableModel& model, int tile, int role) { return model.data(model.index(tile), role); }

// Distinct tile ids for the kinds of a hand in notation order ("1m 2m ..."), from the set.
std::vector<int> tilesOf(const mj::Table& table, const std::vector<std::string>& kinds)
{
    std::vector<int> out;
    std::vector<bool> used(static_cast<std::size_t>(table.tileSet().size()), false);
    for (const std::string& k : kinds)
        for (int t = 0; t < table.tileSet().size(); ++t)
            if (!used[static_cast<std::size_t>(t)] && table.tileSet().kindOf(id(t)).notation() == k) {
                used[static_cast<std::size_t>(t)] = true;
                out.push_back(t);
                break;
            }
    return out;
}

// Whether every tile at a spot above the felt lies on a tile one level below it.
bool noTileFloats(const mj::Table& table)
{
    for (mj::TileId tile : table.freeArea()) {
        const auto& spot = table.spotOf(tile);
        if (!spot || spot->level == 0)
            continue;
        bool held = false;
        for (mj::TileId other : table.freeArea()) {
            const auto& below = table.spotOf(other);
            if (below && below->level == spot->level - 1 && mjui::spotCovers(*below, spot->x, spot->y))
                held = true;
        }
        if (!held) {
            qWarning("tile %d floats at level %d", tile.value, spot->level);
            return false;
        }
    }
    return true;
}

} // namespace

class TestFreeTable : public QObject {
    Q_OBJECT

    TableModel m_model;
    FreeTable m_free;

private slots:
    void init()
    {
        m_free.stop(); // so the new seed below starts nothing behind this test's back
        QVERIFY(m_model.setSeed(QStringLiteral("8")));
        m_free.setModel(&m_model);
        QVERIFY(m_free.start(0)); // a fresh table: every tile in the middle
        QVERIFY(m_free.active());
        QCOMPARE(m_model.caption(), QStringLiteral("Free table"));
    }

    void aDroppedTileStaysAtItsSpot()
    {
        QVERIFY(m_free.moveTo(5, 11.5, 11.5));
        const auto spot = m_free.table().spotOf(id(5));
        QVERIFY(spot);
        QCOMPARE(spot->x, 11.5);
        QCOMPARE(spot->y, 11.5);
        QCOMPARE(spot->level, 0);
        // The model shows it there, and its record is the free session's.
        QCOMPARE(role(m_model, 5, TableModel::TableXRole).toDouble(), 11.5);
        QCOMPARE(role(m_model, 5, TableModel::TableYRole).toDouble(), 11.5);
        QCOMPARE(m_model.stepCount(), static_cast<int>(m_free.record().events.size()));
        QCOMPARE(m_model.step(), m_model.stepCount());
        const auto* move = std::get_if<mj::MoveEvent>(&m_free.record().events.back());
        QVERIFY(move && move->spot);
    }

    void tilesStackOnTilesUnderThem()
    {
        QVERIFY(m_free.moveTo(5, 11.5, 11.5));
        QVERIFY(m_free.stackOn(6, 5));
        QCOMPARE(m_free.table().spotOf(id(6))->level, 1);
        QCOMPARE(m_free.table().spotOf(id(6))->x, 11.5);
        // Dropped near the middle of that pile: it lands on top.
        QVERIFY(m_free.moveTo(7, 11.7, 11.3));
        QCOMPARE(m_free.table().spotOf(id(7))->level, 2);
        QCOMPARE(role(m_model, 7, TableModel::LevelRole).toInt(), 2);
        // Well away from it: on the felt.
        QVERIFY(m_free.moveTo(8, -11.5, -11.5));
        QCOMPARE(m_free.table().spotOf(id(8))->level, 0);
        // Dropped on the wash heap: on top of the heap's tile there.
        QVERIFY(m_free.moveTo(9, 0, 0));
        QCOMPARE(m_free.table().spotOf(id(9))->level, 1);
        QVERIFY(!m_free.stackOn(10, 10));
        QVERIFY(m_free.message().contains(QStringLiteral("itself")));
    }

    void aLiftedTileLetsThePileAboveSettle()
    {
        // A pile of three: 5 on the felt, 6 on it, 7 on top.
        QVERIFY(m_free.moveTo(5, 11.5, 11.5));
        QVERIFY(m_free.stackOn(6, 5));
        QVERIFY(m_free.stackOn(7, 6));
        QCOMPARE(m_free.table().spotOf(id(7))->level, 2);
        QVERIFY(noTileFloats(m_free.table()));
        const mj::Table pile = m_free.table();
        // The bottom tile is dragged away: the two above settle down a level, where they were.
        QVERIFY(m_free.moveTo(5, -11.5, 11.5));
        QCOMPARE(m_free.table().spotOf(id(5))->level, 0);
        QCOMPARE(m_free.table().spotOf(id(6))->level, 0);
        QCOMPARE(m_free.table().spotOf(id(7))->level, 1);
        QCOMPARE(m_free.table().spotOf(id(7))->x, 11.5);
        QCOMPARE(role(m_model, 7, TableModel::LevelRole).toInt(), 1);
        QVERIFY(noTileFloats(m_free.table()));
        const mj::Table settled = m_free.table();
        // The settling is part of the act: one undo gives the pile back, redo settles again,
        // and the record replays to the very same table.
        QVERIFY(m_free.undo());
        QVERIFY(m_free.table() == pile);
        QVERIFY(m_free.redo());
        QVERIFY(m_free.table() == settled);
        const auto replayed = mj::replay(m_free.record());
        QVERIFY(replayed.ok());
        QVERIFY(*replayed == settled);
        // The middle of a pile leaves for a hand: the top settles onto the tile below.
        QVERIFY(m_free.stackOn(8, 7)); // 6, 7, 8
        QVERIFY(m_free.giveToSeat(7, 2));
        QCOMPARE(m_free.table().spotOf(id(8))->level, 1);
        QVERIFY(noTileFloats(m_free.table()));
        // Put under its own pile (stacked on the top tile), the bottom tile comes out from under it.
        QVERIFY(m_free.stackOn(6, 8));
        QCOMPARE(m_free.table().spotOf(id(8))->level, 0);
        QCOMPARE(m_free.table().spotOf(id(6))->level, 1);
        QVERIFY(noTileFloats(m_free.table()));
        // A tile lifted out of a wall stack: the tile above it comes down (the stack is a pile).
        const mjui::Pose stackPose = mjui::seatPose(2, -8.5 + 4, 9.0 + mjui::kTileDepth / 2 + 0.15);
        QVERIFY(m_free.moveTo(50, stackPose.x, stackPose.y));
        QVERIFY(m_free.moveTo(51, stackPose.x, stackPose.y));
        QVERIFY(m_free.moveTo(50, 3, -3));
        QCOMPARE(m_free.table().stack({2, 4}), std::vector<mj::TileId>{id(51)});
        QCOMPARE(role(m_model, 51, TableModel::LevelRole).toInt(), 0);
    }

    void dropsOnAWallStackOrAHandRow()
    {
        // Where seat 2's wall stack 4 would stand: the first tile builds it, the next stacks.
        const mjui::Pose stackPose = mjui::seatPose(2, -8.5 + 4, 9.0 + mjui::kTileDepth / 2 + 0.15);
        QVERIFY(m_free.moveTo(50, stackPose.x + 0.2, stackPose.y - 0.3));
        QVERIFY(m_free.moveTo(51, stackPose.x, stackPose.y));
        QCOMPARE(m_free.table().stack({2, 4}), (std::vector<mj::TileId>{id(50), id(51)}));
        QVERIFY(!m_free.table().isFaceUp(id(51)));
        QCOMPARE(role(m_model, 51, TableModel::LevelRole).toInt(), 1);
        // A drop on seat 1's hand row gives it to seat 1.
        const mjui::Pose hand = mjui::seatPose(1, 2, 13.1);
        QVERIFY(m_free.moveTo(52, hand.x, hand.y));
        QCOMPARE(m_free.table().hand(mj::Seat::of(1)), std::vector<mj::TileId>{id(52)});
        // From the hand onto seat 1's flower row, between its wall and its hand: a flower laid.
        const mjui::Pose flowerRow = mjui::seatPose(1, -3, 11.5);
        QVERIFY(m_free.moveTo(52, flowerRow.x, flowerRow.y));
        QCOMPARE(m_free.table().flowers(mj::Seat::of(1)), std::vector<mj::TileId>{id(52)});
        QVERIFY(m_free.table().isFaceUp(id(52)));
        // Just inside the wall is loose felt still.
        const mjui::Pose inside = mjui::seatPose(1, -3, 8.0);
        QVERIFY(m_free.moveTo(53, inside.x, inside.y));
        QCOMPARE(m_free.table().placeOf(id(53)).zone, mj::Zone::Free);
    }

    void flipsAndTurns()
    {
        QVERIFY(m_free.moveTo(5, 11.5, 11.5));
        QVERIFY(!m_free.table().isFaceUp(id(5)));
        QVERIFY(m_free.flip(5));
        QVERIFY(m_free.table().isFaceUp(id(5)));
        QVERIFY(role(m_model, 5, TableModel::FaceUpRole).toBool());
        const int before = m_free.table().spotOf(id(5))->turn;
        QVERIFY(m_free.turn(5));
        QCOMPARE(m_free.table().spotOf(id(5))->turn, (before + 90) % 360);
        QVERIFY(m_free.table().isFaceUp(id(5))); // a turn keeps the face
        // A tile in a hand is not turned: the reason is given and nothing changes.
        QVERIFY(m_free.giveToSeat(6, 1));
        const std::size_t events = m_free.record().events.size();
        QVERIFY(!m_free.turn(6));
        QVERIFY(m_free.message().contains(QStringLiteral("felt")));
        QCOMPARE(m_free.record().events.size(), events);
    }

    void givesToSeats()
    {
        QVERIFY(m_free.giveToSeat(10, 2));
        QVERIFY(m_free.toDiscards(11, 1));
        QVERIFY(m_free.toFlowers(12, 3));
        QCOMPARE(m_free.table().hand(mj::Seat::of(2)), std::vector<mj::TileId>{id(10)});
        QCOMPARE(m_free.table().discards(mj::Seat::of(1)), std::vector<mj::TileId>{id(11)});
        QCOMPARE(m_free.table().flowers(mj::Seat::of(3)), std::vector<mj::TileId>{id(12)});
        QVERIFY(m_free.table().isFaceUp(id(11)));
        QCOMPARE(role(m_model, 10, TableModel::ZoneRole).toString(), QStringLiteral("hand"));
        QCOMPARE(role(m_model, 10, TableModel::SeatRole).toInt(), 2);
    }

    void badIntentsSayWhyAndChangeNothing()
    {
        const mj::Table before = m_free.table();
        QVERIFY(!m_free.moveTo(5, 40, 0));
        QVERIFY(m_free.message().contains(QStringLiteral("off the table")));
        QVERIFY(m_free.messageIsRefusal());
        QVERIFY(!m_free.flip(144));
        QVERIFY(m_free.message().contains(QStringLiteral("no tile 144")));
        QVERIFY(!m_free.giveToSeat(3, 4));
        QVERIFY(m_free.message().contains(QStringLiteral("no seat 4")));
        QVERIFY(!m_free.takeFromWall(0, 1));
        QVERIFY(m_free.message().contains(QStringLiteral("broken")));
        QVERIFY(!m_free.checkHand(0, QStringLiteral("no-such-rules")));
        QVERIFY(!m_free.message().isEmpty());
        QVERIFY(m_free.table() == before);
        QVERIFY(!m_free.canUndo());
    }

    void rollsAreRecorded()
    {
        QVERIFY(m_free.rollDice(1));
        const auto* roll = std::get_if<mj::RollEvent>(&m_free.record().events.back());
        QVERIFY(roll);
        QCOMPARE(roll->purpose, mj::RollPurpose::Free);
        QCOMPARE(roll->seat, mj::Seat::of(1));
        QVERIFY(roll->dice[0] >= 1 && roll->dice[0] <= 6 && roll->dice[1] >= 1 && roll->dice[1] <= 6);
        QCOMPARE(m_model.die1(), roll->dice[0]);
        QCOMPARE(m_model.die2(), roll->dice[1]);
        QVERIFY(m_model.diceVisible());
    }

    void undoAndRedoRebuildTheTable()
    {
        QVERIFY(m_free.moveTo(5, 11.5, 11.5));
        const mj::Table before = m_free.table();
        const QVariant xBefore = role(m_model, 20, TableModel::TableXRole);
        QVERIFY(m_free.moveTo(20, -4, 4));
        QVERIFY(m_free.flip(20));
        const mj::Table after = m_free.table();
        QVERIFY(m_free.undo());
        QVERIFY(m_free.undo());
        QVERIFY(m_free.table() == before);
        QCOMPARE(role(m_model, 20, TableModel::TableXRole), xBefore);
        QCOMPARE(m_model.stepCount(), static_cast<int>(m_free.record().events.size()));
        QVERIFY(m_free.canRedo());
        QVERIFY(m_free.redo());
        QVERIFY(m_free.redo());
        QVERIFY(m_free.table() == after);
        QCOMPARE(role(m_model, 20, TableModel::TableXRole).toDouble(), -4.0);
        QVERIFY(!m_free.redo());
        // A new act after an undo clears what could be redone.
        QVERIFY(m_free.undo());
        QVERIFY(m_free.canRedo());
        QVERIFY(m_free.giveToSeat(30, 0));
        QVERIFY(!m_free.canRedo());
        // Undo goes back to where the session started, not before.
        while (m_free.canUndo())
            QVERIFY(m_free.undo());
        QVERIFY(m_free.record().events.empty());
        QVERIFY(!m_free.undo());
    }

    void ritualStepsRunWhenTheTableIsReady()
    {
        QCOMPARE(m_free.nextStep(), QStringLiteral("wash"));
        QVERIFY(m_free.runNextStep());
        QVERIFY(std::holds_alternative<mj::WashEvent>(m_free.record().events.back()));
        QCOMPARE(m_free.nextStep(), QStringLiteral("build the wall"));
        const mj::Table washed = m_free.table();
        QVERIFY(m_free.runNextStep());
        QVERIFY(m_free.table().freeArea().empty());
        // A whole step is one act: one undo takes all four segments back.
        QVERIFY(m_free.undo());
        QVERIFY(m_free.table() == washed);
        QVERIFY(m_free.redo());
        QCOMPARE(m_free.nextStep(), QStringLiteral("roll for the máno"));
        QVERIFY(m_free.runNextStep());
        QVERIFY(m_free.table().mano());
        QCOMPARE(m_free.nextStep(), QStringLiteral("break the wall"));
        QVERIFY(m_free.runNextStep());
        QVERIFY(m_free.table().wallBreak());
        QCOMPARE(m_free.nextStep(), QStringLiteral("deal"));
        QVERIFY(m_free.runNextStep());
        const mj::Seat mano = *m_free.table().mano();
        QVERIFY(m_free.table().hand(mano).size() == 17);
        QVERIFY(m_free.table().hand(mano.next(1, mj::Ruleset::kSeats)).size() == 16);
        // Flowers, until none is left in a hand (seed 8 deals some); then the ritual is done.
        if (m_free.nextStep() == QStringLiteral("replace flowers"))
            QVERIFY(m_free.runNextStep());
        QVERIFY(m_free.nextStep().isEmpty());
        QVERIFY(!m_free.runNextStep());
        QVERIFY(m_free.message().contains(QStringLiteral("ritual is done")));
    }

    void aStepTheTableIsNotReadyForSaysWhy()
    {
        QVERIFY(m_free.giveToSeat(0, 0));
        QVERIFY(m_free.nextStep().isEmpty());
        QVERIFY(m_free.nextStepBlocked().contains(QStringLiteral("every tile")));
        QVERIFY(!m_free.runNextStep());
        QVERIFY(m_free.message().contains(QStringLiteral("move them back")));
    }

    void startsAtAnyStepOfTheRitual()
    {
        m_free.stop(); // the model shows the seed's ritual again
        const int steps = m_model.stepCount();
        QVERIFY(steps > 20);
        QVERIFY(m_free.start(1)); // the washed heap
        QCOMPARE(m_free.record().events.size(), std::size_t(1));
        QCOMPARE(m_free.nextStep(), QStringLiteral("build the wall"));
        QVERIFY(m_free.start(steps)); // the whole ritual
        QVERIFY2(m_free.nextStep().isEmpty(), qPrintable(m_free.nextStep()));
        QVERIFY(!m_free.start(steps + 1));
    }

    void dealsByHandFromTheWall()
    {
        for (int i = 0; i < 4; ++i) // wash, build, máno, break
            QVERIFY(m_free.runNextStep());
        QVERIFY(m_free.canTakeFromWall());
        const int drawBefore = m_model.drawLeft();
        QVERIFY(m_free.takeFromWall(2, 8)); // four stacks, as the ritual deals
        QVERIFY(m_free.takeFromWall(3, 1));
        QCOMPARE(m_free.table().hand(mj::Seat::of(2)).size(), std::size_t(8));
        QCOMPARE(m_free.table().hand(mj::Seat::of(3)).size(), std::size_t(1));
        QCOMPARE(m_model.drawLeft(), drawBefore - 9);
        QVERIFY(!m_free.takeFromWall(0, 0));
    }

    void dealsAWholeTableByHand()
    {
        QVERIFY(m_free.runNextStep()); // the wash: the one thing the app shuffles
        QVERIFY(!m_free.breakAt(0));   // no wall yet
        for (int seat = 0; seat < 4; ++seat)
            QVERIFY2(m_free.buildWall(seat), qPrintable(m_free.message()));
        QVERIFY(m_free.table().freeArea().empty());
        QVERIFY(!m_free.buildWall(1));
        QVERIFY(m_free.message().contains(QStringLiteral("already begun")));
        for (int seat = 0; seat < 4; ++seat)
            QVERIFY(m_free.rollDice(seat));
        const int breakStack = 6;
        const mj::TileId onStack = m_free.table().stack({1, breakStack}).back();
        // The bar does not give away a face-down wall tile's face.
        QCOMPARE(m_free.tileText(onStack.value), QStringLiteral("Tile %1, face down").arg(onStack.value));
        QVERIFY(!m_free.breakAt(onStack.value)); // who counts? the máno is not known yet
        QVERIFY(m_free.message().contains(QStringLiteral("máno")));
        QVERIFY(m_free.makeMano(2));
        QVERIFY(m_free.rollDice(2));
        // Seat 1's wall is on the máno's left: counted from its last stack, the draw end
        // runs down the ring, and the lifted pair goes on the stack after it.
        QVERIFY2(m_free.breakAt(onStack.value), qPrintable(m_free.message()));
        QVERIFY(m_free.wallBroken());
        QCOMPARE(m_free.table().wallBreak()->segment, 1);
        QCOMPARE(m_free.table().wallBreak()->direction, -1);
        QCOMPARE(m_free.table().stack({1, breakStack}).size(), std::size_t(0));
        QCOMPARE(m_free.table().stack({1, breakStack + 1}).size(), std::size_t(4));
        QVERIFY(!m_free.breakAt(m_free.table().stack({0, 3}).back().value));
        QVERIFY(m_free.message().contains(QStringLiteral("already broken")));
        // The deal: four stacks to each seat from the máno, twice, then one more to the máno.
        for (int round = 0; round < 2; ++round)
            for (int k = 0; k < 4; ++k)
                QVERIFY(m_free.takeFromWall((2 + k) % 4, 8));
        QVERIFY(m_free.takeFromWall(2, 1));
        // Flowers: laid out and replaced from the flower end until none is left in a hand.
        const mj::Ruleset& rules = m_free.record().header.rules;
        const auto flowerIn = [&](int seat) -> int {
            for (mj::TileId t : m_free.table().hand(mj::Seat::of(seat)))
                if (rules.isFlower(m_free.table().tileSet().kindOf(t)))
                    return t.value;
            return -1;
        };
        int replaced = 0;
        // The máno lays all its flowers at once and takes as many replacements, again while
        // a replacement is a flower; the others lay them tile by tile.
        while (flowerIn(2) >= 0) {
            const std::size_t before = m_free.table().flowers(mj::Seat::of(2)).size();
            QVERIFY(m_free.layFlowers(2));
            const std::size_t laid = m_free.table().flowers(mj::Seat::of(2)).size() - before;
            QVERIFY(m_free.message().contains(QStringLiteral("Seat 2 laid %1 flower").arg(laid)));
            for (std::size_t i = 0; i < laid; ++i)
                QVERIFY(m_free.takeReplacement(2));
            replaced += static_cast<int>(laid);
        }
        QVERIFY(!m_free.layFlowers(2));
        QVERIFY(m_free.message().contains(QStringLiteral("holds no flowers")));
        for (int k = 1; k < 4; ++k)
            for (int seat = (2 + k) % 4, flower = flowerIn(seat); flower >= 0; flower = flowerIn(seat)) {
                QVERIFY(m_free.toFlowers(flower, seat));
                QVERIFY(m_free.canTakeReplacement());
                QVERIFY(m_free.takeReplacement(seat));
                ++replaced;
            }
        QVERIFY(replaced > 0);
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(m_free.table().hand(mj::Seat::of(seat)).size(), std::size_t(seat == 2 ? 17 : 16));
        const auto replayed = mj::replay(m_free.record());
        QVERIFY(replayed.ok());
        QVERIFY(*replayed == m_free.table());
    }

    void checksAKnownWinningHand()
    {
        // 123m 456m 789m 234p 678p 55s: seventeen tiles, five chows and an eye.
        const auto hand = tilesOf(m_free.table(), {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p",
                                                   "4p", "6p", "7p", "8p", "5s", "5s"});
        QCOMPARE(hand.size(), std::size_t(17));
        for (int t : hand)
            QVERIFY(m_free.giveToSeat(t, 1));
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino")));
        QVERIFY2(m_free.checkWin(), qPrintable(m_free.checkSummary()));
        QVERIFY(m_free.checkSummary().startsWith(QStringLiteral("A win under Filipino rules")));
        QVERIFY(m_free.checkLines().join('\n').contains(QStringLiteral("Reading: ")));
        QVERIFY(m_free.checkLines().join('\n').contains(QStringLiteral("Seat 0 pays")));
        // Advice only: the check changes nothing on the table.
        QCOMPARE(m_free.table().hand(mj::Seat::of(1)).size(), std::size_t(17));
        // One tile less: not a win, but ready, waiting on 5s and 2p/5p... as the analysis says.
        QVERIFY(m_free.toDiscards(hand.back(), 1));
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino")));
        QVERIFY(!m_free.checkWin());
        QVERIFY(m_free.checkSummary().startsWith(QStringLiteral("Not a win")));
        QVERIFY2(m_free.checkLines().join('\n').contains(QStringLiteral("Ready: it waits for")),
                 qPrintable(m_free.checkLines().join('\n')));
    }

    void aWinOffADiscardPaysOtherwiseThanBunot()
    {
        const auto hand = tilesOf(m_free.table(), {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p",
                                                   "4p", "6p", "7p", "8p", "5s", "5s"});
        for (int t : hand)
            QVERIFY(m_free.giveToSeat(t, 1));
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("wall")));
        QVERIFY2(m_free.checkWin(), qPrintable(m_free.checkSummary()));
        QVERIFY(m_free.checkSummary().contains(QStringLiteral("búnot")));
        const auto bunot = m_free.lastCheck().pays;
        QCOMPARE(bunot[0], bunot[3]); // búnot: every seat pays double, alike
        QVERIFY(bunot[0] > 0);
        // The same hand off seat 3's discard: seat 3 pays double what each other seat pays.
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("discard"), -1, -1, 3));
        QVERIFY2(m_free.checkWin(), qPrintable(m_free.checkSummary()));
        QVERIFY2(m_free.checkSummary().contains(QStringLiteral("off Seat 3's discard")), qPrintable(m_free.checkSummary()));
        const auto discard = m_free.lastCheck().pays;
        QCOMPARE(discard[3], 2 * discard[0]);
        QCOMPARE(discard[0], discard[2]);
        QVERIFY(-discard[1] < -bunot[1]); // búnot pays the winner more
        QVERIFY(m_free.checkLines().join('\n').contains(QStringLiteral("discarder pays double")));
        // Off a discard with no discarder named: the seat to the winner's left (seat 0).
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("discard")));
        QCOMPARE(m_free.lastCheck().pays[0], 2 * m_free.lastCheck().pays[2]);
        // Which tile came last changes the reading: the 2p completes 234p.
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("wall"), hand[9]));
        QVERIFY2(m_free.checkLines().join('\n').contains(QStringLiteral("The last tile, 2p (tile %1), completes 234p").arg(hand[9])),
                 qPrintable(m_free.checkLines().join('\n')));
        // Bad choices say why.
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("discard"), -1, -1, 1));
        QVERIFY(!m_free.checkWin());
        QVERIFY(m_free.checkSummary().contains(QStringLiteral("another seat's discard")));
        const int elsewhere = tilesOf(m_free.table(), {"9p"}).front();
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("wall"), elsewhere));
        QVERIFY(!m_free.checkWin());
        QVERIFY2(m_free.checkSummary().contains(QStringLiteral("is not in Seat 1's hand")), qPrintable(m_free.checkSummary()));
        QVERIFY(!m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("robbed")));
        QVERIFY(m_free.messageIsRefusal());
    }

    void aJokerCompletesAWin()
    {
        // 123m 456m 789m 234p 678p 5s and a 9s: a win when the 9s is a joker (for the 5s).
        const auto hand = tilesOf(m_free.table(), {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p",
                                                   "4p", "6p", "7p", "8p", "5s", "9s"});
        for (int t : hand)
            QVERIFY(m_free.giveToSeat(t, 1));
        constexpr int k9s = 26;
        QVERIFY(m_free.checkHand(1, QStringLiteral("joker-pot")));
        QVERIFY(!m_free.checkWin()); // no joker revealed, none chosen
        QVERIFY(m_free.rulesetHasJokers(QStringLiteral("joker-pot")));
        QVERIFY(!m_free.rulesetHasJokers(QStringLiteral("filipino")));
        QVERIFY(m_free.checkHand(1, QStringLiteral("joker-pot"), QStringLiteral("wall"), -1, k9s));
        QVERIFY2(m_free.checkWin(), qPrintable(m_free.checkSummary()));
        const QString lines = m_free.checkLines().join('\n');
        QVERIFY2(lines.contains(QStringLiteral("Joker: every 9s (as chosen); the hand holds 1.")), qPrintable(lines));
        QVERIFY2(lines.contains(QStringLiteral("The last tile, a joker as 5s")), qPrintable(lines));
        QVERIFY2(lines.contains(QStringLiteral("joker eye")), qPrintable(lines)); // seed 003's pot
        // A ruleset without jokers reads the 9s as itself.
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino"), QStringLiteral("wall"), -1, k9s));
        QVERIFY(!m_free.checkWin());
        // The table's revealed indicator decides over the choice: another 9s face up in a wall
        // stack (as the ritual's reveal leaves it) makes the 9s in the hand a joker.
        const int indicator = tilesOf(m_free.table(), {"9s", "9s"}).back();
        QVERIFY(indicator != hand.back());
        const mjui::Pose stackPose = mjui::seatPose(2, -8.5 + 4, 9.0 + mjui::kTileDepth / 2 + 0.15);
        QVERIFY(m_free.moveTo(indicator, stackPose.x, stackPose.y));
        QVERIFY(m_free.jokerIndicator().isEmpty()); // face down: not revealed
        QVERIFY(m_free.flip(indicator));
        QCOMPARE(m_free.jokerIndicator(), QStringLiteral("9s, tile %1").arg(indicator));
        QVERIFY(m_free.checkHand(1, QStringLiteral("joker-pot"), QStringLiteral("wall"), -1, 0)); // chose 1m
        QVERIFY2(m_free.checkWin(), qPrintable(m_free.checkSummary()));
        QVERIFY2(m_free.checkLines().join('\n').contains(QStringLiteral("but the revealed indicator (tile %1)").arg(indicator)),
                 qPrintable(m_free.checkLines().join('\n')));
        // Turned face down again, it reveals nothing: without a choice, no joker.
        QVERIFY(m_free.flip(indicator));
        QVERIFY(m_free.jokerIndicator().isEmpty());
        QVERIFY(m_free.checkHand(1, QStringLiteral("joker-pot")));
        QVERIFY(!m_free.checkWin());
    }

    void exposedSetsCountInTheCheck()
    {
        const auto hand = tilesOf(m_free.table(), {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p",
                                                   "4p", "6p", "7p", "8p", "5s", "5s"});
        // 123m laid as a set, the rest in the hand.
        QVERIFY(!m_free.toExposed(hand[0], 1, false)); // no set to add to yet
        QVERIFY(m_free.message().contains(QStringLiteral("no exposed set")));
        QVERIFY(m_free.toExposed(hand[0], 1, true));
        QVERIFY(m_free.toExposed(hand[1], 1, false));
        QVERIFY(m_free.toExposed(hand[2], 1, false));
        QCOMPARE(m_free.table().exposed(mj::Seat::of(1)).size(), std::size_t(1));
        QCOMPARE(m_free.table().exposed(mj::Seat::of(1))[0].size(), std::size_t(3));
        QVERIFY(m_free.table().isFaceUp(id(hand[2])));
        for (std::size_t i = 3; i < hand.size(); ++i)
            QVERIFY(m_free.giveToSeat(hand[i], 1));
        QVERIFY(m_free.checkHand(1, QStringLiteral("visayan")));
        QVERIFY2(m_free.checkWin(), qPrintable(m_free.checkSummary()));
        QVERIFY2(m_free.checkLines().join('\n').contains(QStringLiteral("| 123m")), qPrintable(m_free.checkLines().join('\n')));
        // A set that is no set is named.
        QVERIFY(m_free.toExposed(hand[5], 1, false)); // 6m into 123m
        QVERIFY(m_free.checkHand(1, QStringLiteral("filipino")));
        QVERIFY(!m_free.checkWin());
        QVERIFY2(m_free.checkSummary().contains(QStringLiteral("is no chow, pung or kang")), qPrintable(m_free.checkSummary()));
    }

    void aFreeSessionIsARecord()
    {
        QVERIFY(m_free.runNextStep()); // wash
        QVERIFY(m_free.moveTo(40, 2.5, 1.25));
        QVERIFY(m_free.stackOn(41, 40));
        QVERIFY(m_free.flip(41));
        QVERIFY(m_free.turn(41));
        QVERIFY(m_free.rollDice(0));
        QVERIFY(m_free.giveToSeat(42, 3));
        std::ostringstream out;
        mj::writeRecord(out, m_free.record());
        std::istringstream in(out.str());
        const auto read = mj::readRecord(in);
        QVERIFY2(read.ok(), read ? "" : read.error().c_str());
        QVERIFY(read->record.events == m_free.record().events);
        const auto table = mj::replay(read->record);
        QVERIFY(table.ok());
        QVERIFY(*table == m_free.table());
    }

    void savesItsRecord()
    {
        QTemporaryDir dir;
        qputenv("MAHJONGERO_DATA_DIR", dir.path().toLocal8Bit());
        QVERIFY(m_free.moveTo(40, 11.5, -11.5));
        QVERIFY(m_free.flip(40));
        const QString path = m_free.saveRecord();
        qunsetenv("MAHJONGERO_DATA_DIR");
        QVERIFY2(path.startsWith(dir.path() + QStringLiteral("/free-tables/")), qPrintable(path));
        QVERIFY(m_free.message().contains(path));
        QVERIFY(!m_free.messageIsRefusal());
        std::ifstream in(path.toStdString());
        const auto read = mj::readRecord(in);
        QVERIFY(read.ok());
        QVERIFY(read->record.events == m_free.record().events);
    }

    void aSavedTableReopensWithItsUndoHistory()
    {
        QTemporaryDir dir;
        qputenv("MAHJONGERO_DATA_DIR", dir.path().toLocal8Bit());
        QVERIFY(m_free.runNextStep()); // wash
        QVERIFY(m_free.moveTo(40, 2.5, 1.25));
        QVERIFY(m_free.stackOn(41, 40));
        QVERIFY(m_free.rollDice(0));
        const mj::Table beforeGive = m_free.table();
        QVERIFY(m_free.giveToSeat(42, 3));
        const mj::Table saved = m_free.table();
        const auto savedEvents = m_free.record().events;
        const QString first = m_free.saveRecord();
        QVERIFY(!first.isEmpty());
        // Written a minute ago, so the list's order does not hang on the clock's second.
        {
            QFile f(first);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        }
        m_free.stop();
        QVERIFY(!m_free.active());

        QVERIFY2(m_free.openRecord(first), qPrintable(m_free.message()));
        QVERIFY(m_free.active());
        QVERIFY(m_free.table() == saved);
        QVERIFY(m_free.record().events == savedEvents);
        QCOMPARE(m_model.caption(), QStringLiteral("Free table"));
        QCOMPARE(m_model.stepCount(), static_cast<int>(savedEvents.size()));
        QVERIFY(m_free.message().contains(QStringLiteral("5 acts to undo")));
        // Its undo history came with it: one act back is the table before the last give.
        QVERIFY(m_free.undo());
        QVERIFY(m_free.table() == beforeGive);
        QVERIFY(m_free.redo());
        QVERIFY(m_free.table() == saved);
        // Play on and save again: a second file, listed first.
        QVERIFY(m_free.giveToSeat(43, 1));
        const QString second = m_free.saveRecord();
        QVERIFY(!second.isEmpty() && second != first);
        auto list = m_free.savedTables();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].toMap().value("path").toString(), second);
        QCOMPARE(list[0].toMap().value("acts").toInt(), 6);
        QCOMPARE(list[1].toMap().value("path").toString(), first);
        QVERIFY(list[1].toMap().value("error").toString().isEmpty());
        int undone = 0;
        QVERIFY(m_free.openRecord(second));
        while (m_free.canUndo()) {
            QVERIFY(m_free.undo());
            ++undone;
        }
        QCOMPARE(undone, 6);
        QVERIFY(m_free.record().events.empty());

        // Malformed files are listed with their error and refused without a change.
        const QString folder = dir.path() + QStringLiteral("/free-tables/");
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile f(folder + name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(QStringLiteral("garbled.jsonl"), "{\"record\":\"mahjongero\"\nnot json at all\n");
        QByteArray badActs; // the second file with an act start past its events
        {
            QFile f(second);
            QVERIFY(f.open(QIODevice::ReadOnly));
            badActs = f.readAll();
        }
        const qsizetype at = badActs.indexOf("\"free_table_acts\":[");
        QVERIFY(at > 0);
        badActs.insert(at + int(qstrlen("\"free_table_acts\":[")), "99999,");
        write(QStringLiteral("bad-acts.jsonl"), badActs);
        list = m_free.savedTables();
        QCOMPARE(list.size(), 4);
        QStringList errors;
        for (const QVariant& v : list)
            errors << v.toMap().value("name").toString() + ": " + v.toMap().value("error").toString();
        QVERIFY2(errors.filter(QStringLiteral("garbled.jsonl: garbled.jsonl: line 1")).size() == 1, qPrintable(errors.join('\n')));
        QVERIFY2(errors.filter(QStringLiteral("bad-acts.jsonl: bad-acts.jsonl: line 1: field \"free_table_acts\" item 1")).size() == 1,
                 qPrintable(errors.join('\n')));
        const mj::Table now = m_free.table();
        QVERIFY(!m_free.openRecord(folder + QStringLiteral("garbled.jsonl")));
        QVERIFY(m_free.messageIsRefusal());
        QVERIFY2(m_free.message().contains(QStringLiteral("garbled.jsonl")), qPrintable(m_free.message()));
        QVERIFY(!m_free.openRecord(folder + QStringLiteral("no-such-file.jsonl")));
        QVERIFY(m_free.message().contains(QStringLiteral("cannot be opened")));
        QVERIFY(m_free.table() == now);
        QVERIFY(m_free.active());
        qunsetenv("MAHJONGERO_DATA_DIR");
    }

    // Issue 12, "unbounded reads" and "a FIFO": a free-table file that is a FIFO, a link to
    // /dev/zero, larger than the limit or with a line over the limit is listed with what is
    // wrong and refused, at once: nothing blocks, nothing grows.
    void filesThatAreNotFreeTablesAreRefusedAtOnce()
    {
        QTemporaryDir dir;
        qputenv("MAHJONGERO_DATA_DIR", dir.path().toLocal8Bit());
        const QString folder = mjui::freeTablesDir() + QLatin1Char('/');
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(::mkfifo(QFile::encodeName(folder + QStringLiteral("fifo.jsonl")).constData(), 0600) == 0);
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), folder + QStringLiteral("zero.jsonl")));
        {
            QFile big(folder + QStringLiteral("big.jsonl"));
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(qint64(mj::limits::freeTable.maxBytes) + 1)); // sparse
            QFile longLine(folder + QStringLiteral("long-line.jsonl"));
            QVERIFY(longLine.open(QIODevice::WriteOnly));
            longLine.write("{\"record\":\"mahjongero\"}\n" + QByteArray(2 << 20, ' ') + "\n");
        }
        const QStringList expected{
            QStringLiteral("fifo.jsonl: fifo.jsonl: is a FIFO (named pipe), not a regular file"),
            QStringLiteral("zero.jsonl: zero.jsonl: is a character device, not a regular file"),
            QStringLiteral("big.jsonl: big.jsonl: is 67,108,865 bytes; the limit is 67,108,864"),
            QStringLiteral("long-line.jsonl: long-line.jsonl: line 2 is 2,097,152 bytes long; the limit is 1,048,576"),
        };
        QStringList listed;
        for (const mjui::FreeTableFile& f : mjui::listFreeTables(mjui::freeTablesDir()))
            listed << f.name + QStringLiteral(": ") + f.error;
        listed.sort();
        QStringList sorted = expected;
        sorted.sort();
        QCOMPARE(listed, sorted);
        const mj::Table before = m_free.table();
        for (const QString& name : {QStringLiteral("fifo.jsonl"), QStringLiteral("zero.jsonl")}) {
            QVERIFY(!m_free.openRecord(folder + name));
            QVERIFY(m_free.messageIsRefusal());
            QVERIFY2(m_free.message().contains(QLatin1String("not a regular file")), qPrintable(m_free.message()));
        }
        QVERIFY(m_free.table() == before);
        qunsetenv("MAHJONGERO_DATA_DIR");
    }

    // A free table is saved to a new file, never over one already there (the next number).
    void aSaveNeverReplacesAFile()
    {
        QTemporaryDir dir;
        const QDateTime now = QDateTime::currentDateTime();
        QStringList taken;
        for (int s = 0; s < 3; ++s) {
            const QString stamp = now.addSecs(s).toString(QStringLiteral("yyyyMMdd-hhmmss"));
            taken << dir.filePath(QStringLiteral("free-table-%1.jsonl").arg(stamp));
        }
        for (const QString& path : taken) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("taken");
        }
        QVERIFY(m_free.moveTo(40, 11.5, -11.5));
        QString error;
        const QString path = mjui::writeFreeTable(dir.path(), m_free.record(), {0}, &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        QVERIFY2(path.endsWith(QLatin1String("-2.jsonl")), qPrintable(path));
        for (const QString& t : taken) {
            QFile f(t);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), QByteArray("taken"));
        }
        const auto opened = mjui::readFreeTable(path, &error);
        QVERIFY2(opened.has_value(), qPrintable(error));
        QVERIFY(opened->record.events == m_free.record().events);
    }

    void aNewSeedStartsAFreshFreeTable()
    {
        QVERIFY(m_free.moveTo(5, 11.5, -11.5));
        QVERIFY(m_model.setSeed(QStringLiteral("9")));
        QVERIFY(m_free.active());
        QTRY_COMPARE(m_free.record().header.seed, std::uint64_t(9));
        QVERIFY(m_free.record().events.empty());
        QCOMPARE(m_model.stepCount(), 0);
        QVERIFY(!m_free.canUndo());
    }

    void leavingGoesBackToTheRitual()
    {
        QVERIFY(m_free.moveTo(5, 1, 1));
        m_free.stop();
        QVERIFY(!m_free.active());
        QVERIFY(!m_free.canUndo());
        QCOMPARE(m_model.caption(), QStringLiteral("Filipino setup ritual"));
        QVERIFY(!m_model.table().spotOf(id(5)));
    }

    // Issue 13, item 10: every set of the rule book on the layout that goes with it (and
    // the pool): choose it, wash, build the layout, deal to three seats, move, flip,
    // stack, undo, and save and reopen the very table, for every set. The model shows each.
    void everySetEndToEnd_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("layout");
        QTest::addColumn<int>("capacity");
        QTest::newRow("chinese-144") << "chinese-144" << "square-18" << 144;
        QTest::newRow("american-152") << "american-152" << "square-19" << 152;
        QTest::newRow("poker-tiles") << "poker-tiles" << "l-13" << 52;
        QTest::newRow("card-deck-193") << "card-deck-193" << "c-16x8" << 141;
        QTest::newRow("card-deck-193 on 8 piles of 16") << "card-deck-193" << "c-8x16" << 141;
        QTest::newRow("solitaire-39") << "solitaire-39" << "solitaire-grid" << 47;
        QTest::newRow("poker-tiles in a pool") << "poker-tiles" << "pool" << 0;
    }
    void everySetEndToEnd()
    {
        QFETCH(QString, set);
        QFETCH(QString, layout);
        QFETCH(int, capacity);
        QTemporaryDir dir;
        qputenv("MAHJONGERO_DATA_DIR", dir.path().toLocal8Bit());
        QVERIFY(m_free.tileSets().contains(set));
        QVERIFY(m_free.layouts().contains(layout));
        QVERIFY2(m_free.startWith(set, layout == m_free.defaultLayout(set) ? QString() : layout), qPrintable(m_free.message()));
        QCOMPARE(m_free.setName(), set);
        QCOMPARE(m_free.layoutName(), layout);
        QCOMPARE(m_free.layoutCapacity(), capacity);
        const int size = m_free.setSize();
        QCOMPARE(m_model.rowCount(), size); // the model shows every tile of the set
        QVERIFY(m_free.record().events.empty());

        QVERIFY2(m_free.wash(), qPrintable(m_free.message()));
        // The solitaire grid takes every tile of its set: deal from the heap before it is built.
        const bool dealFirst = layout == QStringLiteral("solitaire-grid");
        const mj::Table washed = m_free.table();
        if (dealFirst) {
            QVERIFY2(m_free.deal(3, 5), qPrintable(m_free.message()));
            QVERIFY(!m_free.buildLayout()); // 15 tiles are in hands: the heap is too small
            QVERIFY(m_free.message().contains(QStringLiteral("takes %1").arg(capacity)));
            QVERIFY(m_free.undo());
            QVERIFY(m_free.table() == washed);
        }
        if (capacity > 0) {
            QVERIFY2(m_free.buildLayout(), qPrintable(m_free.message()));
            int placed = 0;
            for (int t = 0; t < size; ++t)
                placed += m_free.table().placeOf(id(t)).zone == mj::Zone::Wall ? 1 : 0;
            QCOMPARE(placed, capacity);
            if (dealFirst) {
                // Seed 001: the eight winds face down as the divider, the 39 face up in rows.
                const mj::Layout& grid = m_free.table().layout();
                for (int st = 0; st < grid.segment(0).stacks; ++st) {
                    const mj::TileId t = m_free.table().stack({0, st}).at(0);
                    QVERIFY(m_free.table().tileSet().kindOf(t).isWind());
                    QVERIFY(!m_free.table().isFaceUp(t));
                }
                QVERIFY(m_free.table().isFaceUp(m_free.table().stack({1, 0}).at(0)));
            }
            QVERIFY(!m_free.buildLayout()); // begun already: says why
            QVERIFY(!m_free.message().isEmpty());
        } else {
            QVERIFY(!m_free.buildLayout());
        }
        // Deal 5 to each of three seats (from the walls or stock piles, or the heap; the
        // grid has neither, and its heap is empty once it is built).
        if (dealFirst) {
            QVERIFY(!m_free.deal(3, 5));
            QVERIFY(m_free.undo()); // back to the washed heap
        }
        const mj::Table beforeDeal = m_free.table();
        QVERIFY2(m_free.deal(3, 5), qPrintable(m_free.message()));
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(m_free.table().hand(mj::Seat::of(seat)).size(), std::size_t(5));
        QVERIFY(m_free.table().hand(mj::Seat::of(3)).empty());
        QVERIFY(!m_free.deal(5, 1));
        QVERIFY(!m_free.deal(1, size + 1));

        // Move, flip and stack tiles of seat 0's hand on the felt; undo the stack.
        const int a = m_free.table().hand(mj::Seat::of(0))[0].value;
        const int b = m_free.table().hand(mj::Seat::of(0))[1].value;
        QVERIFY2(m_free.moveTo(a, 12.5, -12.0), qPrintable(m_free.message()));
        QVERIFY(m_free.flip(a));
        QVERIFY(m_free.table().isFaceUp(id(a)));
        const mj::Table beforeStack = m_free.table();
        QVERIFY(m_free.stackOn(b, a));
        QCOMPARE(m_free.table().spotOf(id(b))->level, 1);
        QVERIFY(m_free.undo());
        QVERIFY(m_free.table() == beforeStack);
        QVERIFY(m_free.redo());
        QVERIFY(m_model.data(m_model.index(a), TableModel::FaceUpRole).toBool());
        // The tile shows its kind (a face, or the kind's notation where there is no art).
        QVERIFY(m_free.tileText(a).contains(QString::fromStdString(m_free.table().tileSet().kindOf(id(a)).notation())));

        // Save and reopen: the same set, layout and table, with its acts to undo.
        const mj::Table saved = m_free.table();
        const QString path = m_free.saveRecord();
        QVERIFY2(!path.isEmpty(), qPrintable(m_free.message()));
        m_free.stop();
        QVERIFY2(m_free.openRecord(path), qPrintable(m_free.message()));
        QCOMPARE(m_free.setName(), set);
        QCOMPARE(m_free.layoutName(), layout);
        QVERIFY(m_free.table() == saved);
        QCOMPARE(m_model.rowCount(), size);
        // Undo back to before the deal.
        while (m_free.table().hand(mj::Seat::of(0)).size() + m_free.table().hand(mj::Seat::of(1)).size() > 0)
            QVERIFY(m_free.undo());
        QVERIFY(m_free.table() == beforeDeal);
        // The Filipino ritual's steps and the hand check stay with the Chinese set.
        if (set != QStringLiteral("chinese-144")) {
            QVERIFY(m_free.nextStep().isEmpty());
            QVERIFY(!m_free.nextStepBlocked().isEmpty());
            QVERIFY(!m_free.runNextStep());
            QVERIFY(!m_free.checkHand(0, QStringLiteral("filipino")));
        }
        qunsetenv("MAHJONGERO_DATA_DIR");
    }

    // A set's table keeps its set when the seed changes; bad names are refused.
    void aNewSeedKeepsTheSet()
    {
        QVERIFY(m_free.startWith(QStringLiteral("solitaire-39")));
        QCOMPARE(m_free.layoutName(), QStringLiteral("solitaire-grid"));
        QVERIFY(m_model.setSeed(QStringLiteral("11")));
        QTRY_COMPARE(m_free.record().header.seed, std::uint64_t(11));
        QCOMPARE(m_free.setName(), QStringLiteral("solitaire-39"));
        QVERIFY(!m_free.startWith(QStringLiteral("tarot-78")));
        QVERIFY(m_free.message().contains(QStringLiteral("tarot-78")));
        QVERIFY(!m_free.startWith(QStringLiteral("poker-tiles"), QStringLiteral("hexagon")));
        QVERIFY(m_free.message().contains(QStringLiteral("hexagon")));
        QCOMPARE(m_free.setName(), QStringLiteral("solitaire-39")); // unchanged by a refusal
        // On the grid a tile dropped on a cell lies face up; on a wall stack, face down.
        QVERIFY(m_free.wash());
        const mj::Layout& grid = m_free.table().layout();
        const mj::LayoutSegment& row = grid.segment(1); // the first row of the grid
        const mjui::Pose cell = mjui::seatPose(row.side, row.along, row.out);
        QVERIFY2(m_free.moveTo(7, cell.x, cell.y), qPrintable(m_free.message()));
        QCOMPARE(m_free.table().placeOf(id(7)).zone, mj::Zone::Wall);
        QVERIFY(m_free.table().isFaceUp(id(7)));
        QCOMPARE(m_free.tileText(7), QStringLiteral("Tile %1 (7)").arg(QString::fromStdString(m_free.table().tileSet().kindOf(id(7)).notation())));
    }
};

QTEST_MAIN(TestFreeTable)
#include "tst_free_table.moc"
