// Free-table moves with spots (table/place.h FreeSpot, table/event.h MoveEvent): a tile
// dropped in the free area stays at its spot, turned and stacked as given; a tile moved
// within the free area keeps its order (the heap stays still); it loses its spot when it
// leaves the free area or is washed; bad spots are refused and change nothing; spots and
// free rolls survive the record's JSON, and records without a spot still read. The next
// ritual step of a table in any state (variants/filipino/ritual/ritual_step.h), or why there is none.
#include "record/game_log.h"
#include "record/record_json.h"
#include "variants/filipino/ritual/narrator.h"
#include "variants/filipino/ritual/ritual.h"
#include "variants/filipino/ritual/ritual_step.h"
#include "variants/filipino/rules/ruleset.h"
#include "test_tables.h"

#include <QtTest>

#include <algorithm>

#include <sstream>

using namespace mj;
using namespace mj::test;

namespace {
std::string recordText(const GameRecord& record)
{
    std::ostringstream out;
    writeRecord(out, record);
    return out.str();
}
Expected<ReadRecord> readText(const std::string& text)
{
    std::istringstream in(text);
    return readRecord(in);
}
} // namespace

class TestFreeMoves : public QObject {
    Q_OBJECT
private slots:
    void aSpotIsKeptWithTurnAndLevel()
    {
        Table table;
        const FreeSpot spot{3.5, -2.25, 90, 0};
        QVERIFY(table.apply(MoveEvent{tile(10), Place{Zone::Free}, Face::Up, spot}).ok());
        QCOMPARE(table.spotOf(tile(10)), std::optional<FreeSpot>(spot));
        QVERIFY(table.isFaceUp(tile(10)));
        // Stacked on it: level 1 at the same place.
        const FreeSpot above{3.5, -2.25, 90, 1};
        QVERIFY(table.apply(MoveEvent{tile(11), Place{Zone::Free}, Face::Down, above}).ok());
        QCOMPARE(table.spotOf(tile(11))->level, 1);
        QVERIFY(table.checkInvariant().ok());
        QCOMPARE(table.freeArea().size(), std::size_t(144));
    }

    // The narration says where on the felt a tile went in a player's words, not as
    // coordinates (issue 14, found when tried, 9).
    void aSpotIsToldInWords()
    {
        GameRecord record = performRitual(1, Ruleset::filipino());
        std::optional<TileId> inHand;
        for (const Event& e : record.events)
            if (const auto* take = std::get_if<TakeEvent>(&e))
                inHand = take->tiles.back(); // the last take is still in its hand
        QVERIFY(inHand);
        record.events.push_back(MoveEvent{*inHand, Place{Zone::Free}, Face::Up, FreeSpot{-6, 6, 90, 0}});
        record.events.push_back(MoveEvent{*inHand, Place{Zone::Free}, Face::Up, FreeSpot{0.5, -1, 0, 1}});
        // Turns in words: a few degrees off square is square; round; at an angle.
        record.events.push_back(MoveEvent{*inHand, Place{Zone::Free}, Face::Up, FreeSpot{7, 0, 359, 0}});
        record.events.push_back(MoveEvent{*inHand, Place{Zone::Free}, Face::Up, FreeSpot{-7, 0, 180, 0}});
        record.events.push_back(MoveEvent{*inHand, Place{Zone::Free}, Face::Up, FreeSpot{0, 7, 35, 0}});
        record.events.push_back(MoveEvent{*inHand, Place{Zone::Free}, Face::Up, FreeSpot{0, -7, 270, 0}});
        // Face down, the narration does not tell its kind.
        record.events.push_back(MoveEvent{*inHand, Place{Zone::Free}, Face::Down, FreeSpot{1, 1, 0, 0}});
        const std::vector<std::string> told = narrateRecord(record);
        const auto says = [&told](const std::string& words) {
            return std::any_of(told.begin(), told.end(), [words](const std::string& line) { return line.find(words) != std::string::npos; });
        };
        QVERIFY(says("free area, in the near left corner, turned sideways"));
        QVERIFY(says("free area, in the middle, on another tile, face up"));
        QVERIFY(says("free area, on the right, face up"));
        QVERIFY(says("free area, on the left, turned round"));
        QVERIFY(says("free area, on the near side, at an angle"));
        QVERIFY(says("free area, on the far side, turned sideways"));
        const std::string kind = record.header.tileSet->kindOf(*inHand).notation();
        QVERIFY(says("Tile " + std::to_string(inHand->value) + " is moved to the free area, in the middle, face down."));
        QVERIFY(!says("(" + kind + ") is moved to the free area, in the middle, face down"));
        QVERIFY(!says("spot (") && !says(", level ") && !says("°"));
    }

    void movingWithinTheFreeAreaKeepsTheOrder()
    {
        Table table;
        const std::vector<TileId> before = table.freeArea();
        QVERIFY(table.apply(MoveEvent{tile(5), Place{Zone::Free}, Face::Down, FreeSpot{1, 1, 0, 0}}).ok());
        QCOMPARE(table.freeArea(), before);
        QCOMPARE(table.placeOf(tile(5)).position, 5);
        // Without a spot it goes back to the heap, at its end.
        QVERIFY(table.apply(MoveEvent{tile(5), Place{Zone::Free}, Face::Down}).ok());
        QVERIFY(!table.spotOf(tile(5)));
        QCOMPARE(table.freeArea().back(), tile(5));
    }

    void aTileLosesItsSpotWhenItLeavesOrIsWashed()
    {
        Table table;
        QVERIFY(table.apply(MoveEvent{tile(7), Place{Zone::Free}, Face::Up, FreeSpot{-4, 6, 180, 0}}).ok());
        QVERIFY(table.apply(MoveEvent{tile(7), Place{Zone::Hand, 2}, Face::Down}).ok());
        QVERIFY(!table.spotOf(tile(7)));
        QCOMPARE(table.hand(Seat::of(2)), (std::vector<TileId>{tile(7)}));
        // From a hand to a spot: it joins the free area at its end, at the spot.
        QVERIFY(table.apply(MoveEvent{tile(7), Place{Zone::Free}, Face::Up, FreeSpot{-4, 6, 180, 0}}).ok());
        QCOMPARE(table.freeArea().back(), tile(7));
        QVERIFY(table.spotOf(tile(7)));
        QVERIFY(table.apply(WashEvent{table.freeArea()}).ok());
        QVERIFY(!table.spotOf(tile(7)));
        QVERIFY(!table.isFaceUp(tile(7)));
    }

    void aBuildTakesTheSpotAway()
    {
        Table table;
        QVERIFY(table.apply(MoveEvent{tile(0), Place{Zone::Free}, Face::Up, FreeSpot{2, 2, 0, 0}}).ok());
        QVERIFY(table.apply(BuildEvent{0, ids(0, 36)}).ok());
        QVERIFY(!table.spotOf(tile(0)));
        Table plain;
        QVERIFY(plain.apply(BuildEvent{0, ids(0, 36)}).ok());
        QVERIFY(plain.apply(FlipEvent{tile(0), Face::Down}).ok());
        QVERIFY(table == plain); // the same physical table: no stale spot left behind
    }

    void badSpotsAreRefusedAndChangeNothing_data()
    {
        QTest::addColumn<int>("zone");
        QTest::addColumn<double>("x");
        QTest::addColumn<int>("turn");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("words");
        QTest::newRow("off the table") << int(Zone::Free) << 25.0 << 0 << 0 << "off the table";
        QTest::newRow("not a number") << int(Zone::Free) << std::nan("") << 0 << 0 << "off the table";
        QTest::newRow("turn 360") << int(Zone::Free) << 0.0 << 360 << 0 << "turn is 0 to 359";
        QTest::newRow("negative level") << int(Zone::Free) << 0.0 << 0 << -1 << "level is 0 to 143";
        QTest::newRow("spot in a hand") << int(Zone::Hand) << 0.0 << 0 << 0 << "only a move to the free area";
    }
    void badSpotsAreRefusedAndChangeNothing()
    {
        QFETCH(int, zone);
        QFETCH(double, x);
        QFETCH(int, turn);
        QFETCH(int, level);
        QFETCH(QString, words);
        Table table;
        QVERIFY(table.apply(MoveEvent{tile(3), Place{Zone::Hand, 1}, Face::Down}).ok());
        const Table before = table;
        const Status s = table.apply(MoveEvent{tile(3), Place{static_cast<Zone>(zone), 1}, Face::Up, FreeSpot{x, 0, turn, level}});
        QVERIFY(!s.ok());
        QVERIFY2(QString::fromStdString(s.error()).contains(words), s.error().c_str());
        QVERIFY(table == before);
    }

    void spotsAndFreeRollsSurviveTheRecord()
    {
        RecordHeader header;
        header.seed = 42;
        GameLog log(header);
        QVERIFY(log.append(MoveEvent{tile(9), Place{Zone::Free}, Face::Up, FreeSpot{1.25, -7.5, 270, 2}}).ok());
        QVERIFY(log.append(MoveEvent{tile(9), Place{Zone::Discards, 3}, Face::Up}).ok());
        QVERIFY(log.append(RollEvent{Seat::of(1), RollPurpose::Free, {2, 5}}).ok());
        QVERIFY(log.append(MoveEvent{tile(20), Place{Zone::Free}, Face::Down, FreeSpot{0.1, 0.2, 45, 0}}).ok());
        const std::string text = recordText(log.record());
        QVERIFY(text.find("\"spot\"") != std::string::npos);
        QVERIFY(text.find("\"free\"") != std::string::npos);
        const auto read = readText(text);
        QVERIFY2(read.ok(), read ? "" : read.error().c_str());
        QVERIFY(read->record.events == log.record().events);
        const auto table = replay(read->record);
        QVERIFY(table.ok());
        QVERIFY(*table == log.table());
    }

    void aMoveWithoutASpotStillReads()
    {
        RecordHeader header;
        GameLog log(header);
        QVERIFY(log.append(MoveEvent{tile(9), Place{Zone::Free}, Face::Up}).ok());
        std::string text = recordText(log.record());
        QVERIFY(text.find("spot") == std::string::npos);
        const auto read = readText(text);
        QVERIFY(read.ok());
        QVERIFY(!std::get<MoveEvent>(read->record.events[0]).spot);
    }

    void aMalformedSpotIsNamed_data()
    {
        QTest::addColumn<QString>("spot");
        QTest::addColumn<QString>("words");
        QTest::newRow("x a string") << R"({"x":"a","y":0,"turn":0,"level":0})" << "to.spot.x\": expected a number";
        QTest::newRow("y missing") << R"({"x":0,"turn":0,"level":0})" << "to.spot.y\" is missing";
        QTest::newRow("turn fraction") << R"({"x":0,"y":0,"turn":1.5,"level":0})" << "to.spot.turn\": expected an integer";
        QTest::newRow("y far") << R"({"x":0,"y":-99,"turn":0,"level":0})" << "to.spot.y\": -99 is outside";
        QTest::newRow("level high") << R"({"x":0,"y":0,"turn":0,"level":500})" << "to.spot.level\": 500 is outside";
        QTest::newRow("not an object") << R"(7)" << "to.spot\": expected an object";
    }
    void aMalformedSpotIsNamed()
    {
        QFETCH(QString, spot);
        QFETCH(QString, words);
        RecordHeader header;
        GameLog log(header);
        std::string text = recordText(log.record());
        text += R"({"event":"move","tile":1,"face":"up","to":{"zone":"free","spot":)" + spot.toStdString() + "}}\n";
        const auto read = readText(text);
        QVERIFY(!read.ok());
        QVERIFY2(QString::fromStdString(read.error()).contains(words), read.error().c_str());
        QVERIFY2(QString::fromStdString(read.error()).startsWith("line 2: "), read.error().c_str());
    }

    void theNextRitualStepFollowsTheTable()
    {
        const Ruleset rules = Ruleset::filipino();
        Table table;
        QCOMPARE(*nextRitualStep(table, rules, false), RitualStep::Wash);
        QCOMPARE(*nextRitualStep(table, rules, true), RitualStep::Build);
        // Tiles away from the middle: no wash, and the reason says so.
        QVERIFY(table.apply(MoveEvent{tile(3), Place{Zone::Hand, 1}, Face::Down}).ok());
        const auto blocked = nextRitualStep(table, rules, false);
        QVERIFY(!blocked);
        QVERIFY(QString::fromStdString(blocked.error()).contains("1 lie elsewhere"));
        // A segment half built by hand.
        Table partly = builtTable();
        QVERIFY(partly.apply(MoveEvent{tile(1), Place{Zone::Free}, Face::Down}).ok());
        QVERIFY(partly.apply(MoveEvent{tile(0), Place{Zone::Free}, Face::Down}).ok()); // stack 0 emptied
        const auto half = nextRitualStep(partly, rules, true);
        QVERIFY(!half);
        QVERIFY(QString::fromStdString(half.error()).contains("Segment 0 of the wall is only partly built"));
        // A built wall: the máno is rolled for, with the roll recorded and no table change.
        Table built = builtTable();
        Rng rng(5);
        QCOMPARE(*nextRitualStep(built, rules, true), RitualStep::Mano);
        const auto events = ritualStepEvents(built, rules, true, rng);
        QVERIFY(events.ok());
        QVERIFY(std::holds_alternative<RollEvent>(events->front()));
        QVERIFY(std::holds_alternative<ManoEvent>(events->back()));
        QVERIFY(built == builtTable());
    }
};

QTEST_APPLESS_MAIN(TestFreeMoves)
#include "tst_free_moves.moc"
