// The table as one seat sees it over the network (issue 15, net/seat_table.h): a client that
// reads only the server's messages to its seat (net/server_message.h) rebuilds a stand-in of
// the game that the physical table accepts event by event, in which every tile the seat
// has seen lies where the real game has it, and every zone holds as many tiles as the real
// one. Played through the referee (net/referee.h) with four people answering at random, over
// every built-in ruleset (the joker's indicator is turned over in the wall in joker-pot).
#include "core/rng.h"
#include "net/referee.h"
#include "net/seat_table.h"
#include "net/server_message.h"
#include "record/game_log.h"
#include "variants/registry/builtin_variants.h"

#include <QtTest>

#include <optional>

namespace {

const mj::Variant& filipino() { return **mj::variantByName("filipino"); }

// What one seat's client keeps: the stand-in of the game it is shown.
struct Client {
    int seat = 0;
    std::optional<mj::net::SeatTable> table;
    mj::RecordHeader header;
    int views = 0, swaps = 0;
    std::string problem;
};

} // namespace

class TestSeatTable : public QObject {
    Q_OBJECT

private:
    // The real table after event `index`, from the real record, as far as asked so far.
    struct RealTable {
        explicit RealTable(const mj::GameRecord& record) : record(record), log(record.header) {}
        const mj::Table& after(std::size_t index)
        {
            while (applied <= index)
                log.appendOrThrow(record.events[applied++]);
            return log.table();
        }
        const mj::GameRecord& record;
        mj::GameLog log;
        std::size_t applied = 0;
    };

    // Every tile the seat has seen lies as in the real table; every zone is as full.
    static std::string differences(const mj::Table& real, const mj::net::SeatTable& seen)
    {
        const mj::Table& standIn = seen.table();
        for (std::uint16_t id = 0; id < real.tileSet().size(); ++id) {
            const mj::TileId tile{id};
            const mj::Place place = real.placeOf(tile);
            const bool sawIt = real.isFaceUp(tile) || (place.zone == mj::Zone::Hand && place.owner == seen.seat().index());
            if (sawIt != seen.seen(tile))
                return "tile " + std::to_string(id) + (sawIt ? " was seen but the stand-in hides it" : " is seen only in the stand-in");
            if (sawIt && !(standIn.placeOf(tile) == place))
                return "tile " + std::to_string(id) + " lies at " + mj::describe(standIn.placeOf(tile)) + ", not " + mj::describe(place);
        }
        for (int s = 0; s < real.seatCount(); ++s) {
            const mj::Seat seat = mj::Seat::of(s);
            if (real.hand(seat).size() != standIn.hand(seat).size() || real.discards(seat).size() != standIn.discards(seat).size() ||
                real.flowers(seat).size() != standIn.flowers(seat).size() || real.exposed(seat).size() != standIn.exposed(seat).size())
                return "seat " + std::to_string(s) + "'s tiles are not as many as in the real game";
        }
        for (int ring = 0; ring < real.geometry().stackCount(); ++ring) {
            const mj::StackRef stack = real.geometry().atRing(ring);
            if (real.stack(stack).size() != standIn.stack(stack).size())
                return "a wall stack holds another number of tiles";
        }
        return {};
    }

    void play(const std::string& ruleset, std::uint64_t seed, int& checked, int& swaps)
    {
        mj::Session::Players people(4, mj::SeatPlayer::human());
        auto made = mj::net::Referee::create(filipino(), ruleset, seed, people);
        QVERIFY(made);
        mj::net::Referee& referee = **made;
        std::vector<Client> clients(4);
        std::vector<mj::net::Ask> asked(4);
        for (int s = 0; s < 4; ++s)
            clients[static_cast<std::size_t>(s)].seat = s;
        std::vector<std::size_t> lastView(4, 0); // the event of each seat's latest view
        auto deliver = [&] {
            for (const auto& out : referee.takeOutbox()) {
                Client& c = clients[static_cast<std::size_t>(out.seat)];
                const auto message = mj::net::readServerMessage(out.text, c.header);
                QVERIFY2(message, message ? "" : message.error().c_str());
                if (const auto* started = std::get_if<mj::net::Started>(&*message)) {
                    c.header = started->header;
                    c.table.emplace(started->header, mj::Seat::of(started->seat));
                } else if (const auto* view = std::get_if<mj::net::View>(&*message)) {
                    QVERIFY(c.table);
                    const mj::Status s = c.table->apply(view->view, view->at);
                    QVERIFY2(s, (s ? std::string() : s.error() + " at event " + std::to_string(view->index)).c_str());
                    c.swaps += static_cast<int>(c.table->swaps().size());
                    lastView[static_cast<std::size_t>(out.seat)] = view->index;
                } else if (const auto* ask = std::get_if<mj::net::Ask>(&*message)) {
                    asked[static_cast<std::size_t>(out.seat)] = *ask;
                }
            }
        };
        referee.startGame();
        deliver();
        mj::Rng pick(seed * 31);
        // The stand-ins checked against the real table as each view arrives (the record
        // holds every event so far, so the real table after a view's event is known).
        auto check = [&] {
            const mj::GameRecord& record = referee.game().record();
            for (int s = 0; s < 4; ++s) {
                Client& c = clients[static_cast<std::size_t>(s)];
                RealTable real(record);
                const std::size_t last = lastView[static_cast<std::size_t>(s)];
                const std::string d = differences(real.after(last), *c.table);
                QVERIFY2(d.empty(), (d + " (seat " + std::to_string(s) + ", event " + std::to_string(last) + ")").c_str());
                ++checked;
            }
        };
        for (int answers = 0; !referee.gameOver() && answers < 5000; ++answers) {
            std::vector<int> persons;
            for (int s = 0; s < 4; ++s)
                if (!referee.question(s).empty())
                    persons.push_back(s);
            QVERIFY(!persons.empty());
            const int seat = persons[pick.below(static_cast<std::uint32_t>(persons.size()))];
            const mj::net::Ask& ask = asked[static_cast<std::size_t>(seat)];
            referee.receive(seat, mj::net::Answer{ask.ask, static_cast<int>(pick.below(static_cast<std::uint32_t>(ask.actions.size())))});
            deliver();
            if (answers % 7 == 0)
                check();
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(referee.gameOver());
        check();
        // The stand-in replays on a fresh table; once the game is revealed, the stand-in
        // relabelled by what lies at each place replays and ends on the real table.
        mj::GameLog realLog(referee.game().record().header);
        for (const mj::Event& e : referee.game().record().events)
            realLog.appendOrThrow(e);
        const mj::Table& realEnd = realLog.table();
        for (const Client& c : clients) {
            mj::GameLog log(c.table->record().header);
            for (const mj::Event& e : c.table->record().events)
                QVERIFY(log.append(e));
            swaps += c.swaps;
            const auto newId = mj::net::identitiesAt(c.table->table(), realEnd);
            QVERIFY(newId);
            const mj::GameRecord revealed = mj::net::relabelled(c.table->record(), *newId);
            mj::GameLog again(revealed.header);
            for (const mj::Event& e : revealed.events)
                QVERIFY(again.append(e));
            for (std::uint16_t t = 0; t < realEnd.tileSet().size(); ++t)
                QVERIFY(again.table().placeOf(mj::TileId{t}) == realEnd.placeOf(mj::TileId{t}));
        }
    }

private slots:
    void standInFollowsEveryRuleset_data()
    {
        QTest::addColumn<std::string>("ruleset");
        for (const std::string& r : filipino().rulesets())
            QTest::newRow(r.c_str()) << r;
    }
    void standInFollowsEveryRuleset()
    {
        QFETCH(std::string, ruleset);
        int checked = 0, swaps = 0;
        for (std::uint64_t seed = 300; seed < 312; ++seed) {
            play(ruleset, seed, checked, swaps);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(checked > 100);
        QVERIFY(swaps > 100); // tiles shown later than the stand-in placed them were given their identity
    }

    // A view that cannot follow is refused with the reason, and the stand-in is kept.
    void aViewThatCannotFollowIsRefused()
    {
        mj::RecordHeader header;
        header.rules = mj::Ruleset::filipino();
        header.seats = 4;
        mj::net::SeatTable table(header, mj::Seat::of(0));
        // A discard before any tile was dealt: no hand holds it.
        mj::Status s = table.apply({mj::DiscardEvent{mj::Seat::of(2), mj::TileId{5}}});
        QVERIFY(!s);
        QVERIFY2(s.error().find("seat 2's hand") != std::string::npos, s.error().c_str());
        QVERIFY(table.record().events.empty());
        // A take before the wall is built and broken.
        s = table.apply({mj::TakeEvent{mj::Seat::of(1), mj::WallEnd::Draw, mj::TakeReason::Deal, {mj::kHiddenTile}}});
        QVERIFY(!s);
        QVERIFY(table.record().events.empty());
        // A seat that is not at the table.
        s = table.apply({mj::DiscardEvent{mj::Seat::of(6), mj::TileId{5}}});
        QVERIFY(!s);
        QVERIFY2(s.error().find("does not sit") != std::string::npos, s.error().c_str());
        // A flip without its place.
        s = table.apply({mj::FlipEvent{mj::TileId{7}, mj::Face::Up}});
        QVERIFY(!s);
        QVERIFY2(s.error().find("place") != std::string::npos, s.error().c_str());
    }

    // Bad messages from a server are refused with what is wrong.
    void badServerMessagesAreRefused_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("why");
        QTest::newRow("not JSON") << std::string("{") << std::string("not JSON");
        QTest::newRow("unknown") << std::string("{\"type\":\"boom\"}") << std::string("not a message the server sends");
        QTest::newRow("no field") << std::string("{\"type\":\"ask\",\"ask\":1}") << std::string("field \"seconds\" is missing");
        QTest::newRow("bad tile") << std::string("{\"type\":\"view\",\"index\":3,\"event\":{\"event\":\"discard\",\"seat\":1,\"tile\":900}}")
                                  << std::string("field \"event\"");
        QTest::newRow("seeded header") << std::string("{\"type\":\"started\",\"game\":1,\"seat\":0,\"header\":{\"seed\":5}}")
                                       << std::string("without its seed");
        QTest::newRow("bad place") << std::string("{\"type\":\"view\",\"index\":3,\"event\":{\"event\":\"flip\",\"tile\":3,\"face\":\"up\"},\"at\":{\"zone\":\"moon\"}}")
                                   << std::string("not a zone");
    }
    void badServerMessagesAreRefused()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, why);
        static const mj::RecordHeader chinese;
        const auto read = mj::net::readServerMessage(text, chinese);
        QVERIFY(!read);
        QVERIFY2(read.error().find(why) != std::string::npos, read.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestSeatTable)
#include "tst_seat_table.moc"
