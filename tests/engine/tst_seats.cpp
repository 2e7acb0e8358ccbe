// Seats as data (issue 13, item 4): a game has 1 to Seat::max seats and its count travels with
// its table and record. Seat arithmetic goes round the count it is given; PerSeat holds one
// value per seat of the game; a table refuses an event naming a seat that does not sit at it
// and a payment that does not name every seat; a record names its seat count when it is not
// the one its kind implies, and the reader refuses a count its ruleset does not play.
#include "core/per_seat.h"
#include "record/record_json.h"
#include "table/table.h"

#include <QTest>

#include <sstream>

using namespace mj;

namespace {

Expected<ReadRecord> readText(const std::string& text)
{
    std::istringstream in(text);
    return readRecord(in);
}

// A free table's record on the Chinese set with `seatsField` in its header and `event` after.
std::string freeRecord(const std::string& seatsField, const std::string& event)
{
    RecordHeader h;
    h.freeTable = true;
    std::string header = headerToJson(h).dump();
    header.insert(header.size() - 1, seatsField);
    return header + "\n" + event + "\n";
}

} // namespace

class TestSeats : public QObject {
    Q_OBJECT
private slots:
    void arithmeticGoesRoundTheGivenCount()
    {
        const Seat two = Seat::of(2);
        QCOMPARE(two.right(3).index(), 0);
        QCOMPARE(two.left(3).index(), 1);
        QCOMPARE(two.right(4).index(), 3);
        QCOMPARE(two.next(-5, 3).index(), 0);
        QCOMPARE(two.stepsTo(Seat::of(0), 3), 1);
        QCOMPARE(two.stepsTo(Seat::of(0), 4), 2);
        QCOMPARE(Seat::of(0).right(1).index(), 0); // solitaire: one seat, always yours
        QVERIFY(Seat::valid(2, 3));
        QVERIFY(!Seat::valid(3, 3));
    }

    void perSeatHoldsTheGamesSeatsOnly()
    {
        PerSeat<int> three(3, 7);
        QCOMPARE(three.count(), 3);
        int sum = 0;
        for (int v : three)
            sum += v;
        QCOMPARE(sum, 21);
        QCOMPARE(three.list(), (std::vector<int>{7, 7, 7}));
        // The same first values at another seat count are another value.
        PerSeat<int> four(4, 7);
        QVERIFY(!(three == four));
        four = PerSeat<int>{7, 7, 7};
        QVERIFY(three == four);
        QCOMPARE(PerSeat<int>(4).count(), 4);
        QCOMPARE((PerSeat<int>{4}).count(), 1); // braces list the values
    }

    void tableRefusesSeatsNotAtIt()
    {
        Table table(TileSet::chinese(), Layout::square18(), 3);
        QCOMPARE(table.seatCount(), 3);
        const Status ok = table.apply(RollEvent{Seat::of(2), RollPurpose::Free, {3, 4}});
        QVERIFY2(ok.ok(), ok.ok() ? "" : ok.error().c_str());
        const Status roll = table.apply(RollEvent{Seat::of(3), RollPurpose::Free, {3, 4}});
        QVERIFY(!roll.ok());
        QVERIFY2(roll.error().find("seat 3 does not sit at this table of 3 seats") != std::string::npos,
                 roll.error().c_str());
        const Status move = table.apply(MoveEvent{TileId{0}, Place{Zone::Hand, 3, 0, 0}, Face::Down});
        QVERIFY(!move.ok());
        const Status pay = table.apply(PaymentEvent{PerSeat<int>{1, -1, 0, 0}, "a bet"});
        QVERIFY(!pay.ok());
        QVERIFY2(pay.error().find("names 4 seats at a table of 3") != std::string::npos, pay.error().c_str());
        QVERIFY(table.apply(PaymentEvent{PerSeat<int>{1, -1, 0}, "a bet"}).ok());
        // Refused events changed nothing.
        QVERIFY(table.hand(Seat::of(0)).empty());
        QVERIFY(table.checkInvariant().ok());
    }

    void recordsCarryTheirSeatCount()
    {
        // Three at a free table: named in the header, read back, payments of three amounts.
        RecordHeader h;
        h.freeTable = true;
        h.seats = 3;
        GameRecord record{h, {PaymentEvent{PerSeat<int>{2, -1, -1}, "a pot"}}};
        std::stringstream text;
        writeRecord(text, record);
        QVERIFY(text.str().find("\"seats\":3") != std::string::npos);
        const auto read = readRecord(text);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->record.header.seats, 3);
        QCOMPARE(std::get<PaymentEvent>(read->record.events.at(0)).seats, (PerSeat<int>{2, -1, -1}));

        // Records that name no count are read with the count of their kind: a free table has
        // a place for every seat, a game its ruleset's four; neither writes the field.
        RecordHeader plain;
        plain.freeTable = true;
        QVERIFY(!headerToJson(plain).contains("seats"));
        const auto old = readText(freeRecord("", R"({"event":"payment","seats":[1,-1,0,0],"reason":"x"})"));
        QVERIFY2(old, old ? "" : old.error().c_str());
        QCOMPARE(old->record.header.seats, Seat::max);
    }

    void readerRefusesSeatCountsWithLineAndField()
    {
        const auto tooMany = readText(freeRecord(R"(,"seats":5)", R"({"event":"mano","seat":0})"));
        QVERIFY(!tooMany);
        QVERIFY2(tooMany.error().find("line 1") != std::string::npos &&
                     tooMany.error().find("\"seats\"") != std::string::npos,
                 tooMany.error().c_str());
        const auto seatOutside = readText(freeRecord(R"(,"seats":2)", R"({"event":"mano","seat":2})"));
        QVERIFY(!seatOutside);
        QVERIFY2(seatOutside.error().find("line 2") != std::string::npos &&
                     seatOutside.error().find("\"seat\"") != std::string::npos,
                 seatOutside.error().c_str());
        const auto shortPayment =
            readText(freeRecord(R"(,"seats":3)", R"({"event":"payment","seats":[1,-1,0,0],"reason":"x"})"));
        QVERIFY(!shortPayment);
        QVERIFY2(shortPayment.error().find("expected an array of 3 amounts") != std::string::npos,
                 shortPayment.error().c_str());
        // A Filipino game is played by four: a game record that says otherwise is refused.
        RecordHeader game;
        game.game = true;
        std::string header = headerToJson(game).dump();
        header.insert(header.size() - 1, R"(,"seats":3)");
        const auto threeFilipinos = readText(header + "\n");
        QVERIFY(!threeFilipinos);
        QVERIFY2(threeFilipinos.error().find("played by 4, not 3") != std::string::npos, threeFilipinos.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestSeats)
#include "tst_seats.moc"
