// The network referee (issue 15, net/referee.h) and its messages (net/wire.h): a client's
// message is read strictly and refused with what is wrong; four people, each answering only
// from the messages sent to their seat, play whole games of every built-in ruleset through
// the wire's text; every view a seat is sent is that seat's view of the event (no tile it
// may not see, no seed); claims are asked of everyone at once, a stale or out-of-range answer
// is refused, and a claim's deadline answers for the slow.
#include "core/rng.h"
#include "net/referee.h"
#include "net/seat_table.h"
#include "net/server_message.h"
#include "net/wire.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "table/table.h"
#include "variants/registry/builtin_variants.h"

#include <QtTest>

#include <map>
#include <optional>
#include <set>

#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

mj::Session::Players people(int persons)
{
    mj::Session::Players players(4, mj::SeatPlayer::agent("normal"));
    for (int s = 0; s < persons; ++s)
        players[static_cast<std::size_t>(s)] = mj::SeatPlayer::human();
    return players;
}

const mj::Variant& filipino()
{
    return **mj::variantByName("filipino");
}

// A table's people as clients: each keeps only what its seat was sent.
struct Clients {
    std::vector<std::vector<json>> received = std::vector<std::vector<json>>(4);
    std::vector<json> asked = std::vector<json>(4); // each seat's latest question

    void take(mj::net::Referee& referee)
    {
        for (const auto& out : referee.takeOutbox()) {
            const json message = json::parse(out.text);
            QVERIFY2(out.text.find("seed") == std::string::npos, out.text.c_str());
            received[static_cast<std::size_t>(out.seat)].push_back(message);
            if (message["type"] == "ask")
                asked[static_cast<std::size_t>(out.seat)] = message;
        }
    }
};

// The text a client sends, read back as the server reads it.
mj::net::ClientMessage wire(const mj::net::ClientMessage& message)
{
    const auto read = mj::net::readClientMessage(mj::net::writeClientMessage(message));
    if (!read)
        qFatal("%s", read.error().c_str());
    return *read;
}

} // namespace

class TestReferee : public QObject {
    Q_OBJECT

private slots:
    void clientMessagesRoundTrip()
    {
        using namespace mj::net;
        const std::vector<ClientMessage> messages = {Hello{kProtocolVersion, "Ana", "K7QX2MPD", "tok"}, Sit{2}, Ready{},
                                                     Answer{41, 3}, Chat{"Pung! ¡Sí!"}};
        for (const ClientMessage& m : messages) {
            const auto back = readClientMessage(writeClientMessage(m));
            QVERIFY2(back, back ? "" : back.error().c_str());
            QCOMPARE(back->index(), m.index());
            QCOMPARE(writeClientMessage(*back), writeClientMessage(m));
        }
    }

    void badClientMessagesAreRefusedWithWhy_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("why");
        QTest::newRow("too long") << std::string(5000, ' ') << std::string("the limit is 4096");
        QTest::newRow("not JSON") << std::string("{\"type\":") << std::string("not valid JSON");
        QTest::newRow("not an object") << std::string("[1,2]") << std::string("expected a JSON object");
        QTest::newRow("nested") << std::string("{\"type\":\"chat\",\"text\":[[[[1]]]]}") << std::string("nested deeper");
        QTest::newRow("key twice") << std::string("{\"type\":\"ready\",\"type\":\"ready\"}") << std::string("appears twice");
        QTest::newRow("no type") << std::string("{\"seat\":1}") << std::string("field \"type\": missing");
        QTest::newRow("unknown type") << std::string("{\"type\":\"cheat\"}") << std::string("no message is called \"cheat\"");
        QTest::newRow("unknown field") << std::string("{\"type\":\"ready\",\"wall\":1}") << std::string("has no field \"wall\"");
        QTest::newRow("old version") << std::string("{\"type\":\"hello\",\"version\":0,\"name\":\"A\",\"table\":\"X\"}")
                                     << std::string("protocol version 0 is not spoken here");
        QTest::newRow("long name") << std::string("{\"type\":\"hello\",\"version\":1,\"table\":\"X\",\"name\":\"").append(30, 'a').append("\"}")
                                   << std::string("field \"name\": longer than 24 characters");
        QTest::newRow("empty name") << std::string("{\"type\":\"hello\",\"version\":1,\"name\":\"\",\"table\":\"X\"}")
                                    << std::string("field \"name\": empty");
        QTest::newRow("bad UTF-8") << std::string("{\"type\":\"chat\",\"text\":\"a\xff\"}") << std::string("not valid JSON");
        QTest::newRow("control character") << std::string("{\"type\":\"chat\",\"text\":\"a\\u0007\"}")
                                           << std::string("field \"text\": not valid UTF-8 text (or holds control characters)");
        QTest::newRow("choice") << std::string("{\"type\":\"answer\",\"ask\":1,\"choice\":64}")
                                << std::string("field \"choice\": expected a whole number from 0 to 63");
        QTest::newRow("choice text") << std::string("{\"type\":\"answer\",\"ask\":1,\"choice\":\"1\"}")
                                     << std::string("field \"choice\": expected a whole number");
        QTest::newRow("seat") << std::string("{\"type\":\"sit\",\"seat\":-1}") << std::string("field \"seat\": expected");
        QTest::newRow("huge number") << std::string("{\"type\":\"sit\",\"seat\":1e999}") << std::string("not valid JSON");
        QTest::newRow("long chat") << std::string("{\"type\":\"chat\",\"text\":\"").append(201, 'x').append("\"}")
                                   << std::string("longer than 200 characters");
    }
    void badClientMessagesAreRefusedWithWhy()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, why);
        const auto read = mj::net::readClientMessage(text);
        QVERIFY(!read);
        QVERIFY2(read.error().find(why) != std::string::npos, read.error().c_str());
        QVERIFY2(read.error().size() < 200, read.error().c_str());
    }

    // Four people play a game of each built-in ruleset, each answering at random from the
    // questions its own seat was asked (sent and read as the wire's text); the game ends,
    // and every seat was sent its own view of every event it may see, and nothing else.
    void fourPeoplePlayEveryRuleset_data()
    {
        QTest::addColumn<std::string>("ruleset");
        for (const std::string& r : filipino().rulesets())
            QTest::newRow(r.c_str()) << r;
    }
    void fourPeoplePlayEveryRuleset()
    {
        QFETCH(std::string, ruleset);
        // Three deals: a claim window that asks several people at once comes in one of them.
        int atOnce = 0;
        for (std::uint64_t seed = 2026; seed < 2029; ++seed) {
            playOneGame(ruleset, seed, atOnce);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(atOnce > 0, "a claim window asked several people at once");
    }

private:
    void playOneGame(const std::string& ruleset, std::uint64_t seed, int& atOnce)
    {
        auto made = mj::net::Referee::create(filipino(), ruleset, seed, people(4));
        QVERIFY2(made, made ? "" : made.error().c_str());
        mj::net::Referee& referee = **made;
        Clients clients;
        referee.startGame();
        clients.take(referee);
        mj::Rng pick(seed);
        int answers = 0;
        while (!referee.gameOver() && answers < 5000) {
            // Everyone asked now, in turn; in a claim window several are asked at once.
            std::vector<int> asked;
            for (int s = 0; s < 4; ++s)
                if (!referee.question(s).empty())
                    asked.push_back(s);
            QVERIFY(!asked.empty());
            if (asked.size() > 1)
                ++atOnce;
            const int seat = asked[pick.below(static_cast<std::uint32_t>(asked.size()))];
            const json& ask = clients.asked[static_cast<std::size_t>(seat)];
            QCOMPARE(ask["actions"].size(), referee.question(seat).size());
            const int choice = static_cast<int>(pick.below(static_cast<std::uint32_t>(ask["actions"].size())));
            referee.receive(seat, wire(mj::net::Answer{ask["ask"].get<int>(), choice}));
            clients.take(referee);
            ++answers;
        }
        QVERIFY(referee.gameOver());

        // Each seat's views are exactly its views of the record's events, in order.
        mj::VariantGame& game = const_cast<mj::VariantGame&>(referee.game());
        const auto& events = game.record().events;
        for (int s = 0; s < 4; ++s) {
            std::vector<json> views;
            int overs = 0;
            for (const json& m : clients.received[static_cast<std::size_t>(s)]) {
                if (m["type"] == "view")
                    views.push_back(m);
                if (m["type"] == "over") {
                    ++overs;
                    const auto balance = game.balance();
                    QCOMPARE(m["balance"].get<std::vector<int>>(), std::vector<int>(balance.begin(), balance.end()));
                }
            }
            QCOMPARE(overs, 1);
            std::size_t v = 0;
            for (std::size_t i = 0; i < events.size(); ++i) {
                const auto view = game.viewOf(i, mj::Seat::of(s));
                if (!view)
                    continue;
                QVERIFY(v < views.size());
                QCOMPARE(views[v]["index"].get<std::size_t>(), i);
                QCOMPARE(views[v]["event"], mj::eventToJson(view->event));
                ++v;
            }
            QCOMPARE(v, views.size());
            // The wash's order is never shown; another seat's take shows only a tile this
            // seat has been shown before (the joker's indicator, face up), never a new one.
            std::set<int> shown;
            for (const json& m : views) {
                const json& e = m["event"];
                const bool othersTake = e["event"] == "take" && e["seat"] != s;
                if (e["event"] == "wash")
                    for (const json& t : e["order"])
                        QCOMPARE(t.get<int>(), int(mj::kHiddenTile.value));
                for (const char* field : {"tile", "tiles"}) {
                    if (!e.contains(field))
                        continue;
                    const json list = e[field].is_array() ? e[field] : json::array({e[field]});
                    for (const json& t : list) {
                        const int tile = t.get<int>();
                        if (tile == int(mj::kHiddenTile.value))
                            continue;
                        QVERIFY2(!othersTake || shown.count(tile), m.dump().c_str());
                        shown.insert(tile);
                    }
                }
            }
        }
    }

private slots:

    // No leak, over a hundred seeded games of four people answering at random, with a
    // reconnect snapshot and a chat along the way: replaying each game on the physical
    // table (table/table.h, which knows nothing of views), every tile any message to a seat
    // names lies, after that event, face up or in that seat's own hand or sets;
    // no message before the end holds a seed; every snapshot repeats what was sent.
    void noLeakOverManyGames()
    {
        int viewsChecked = 0, snapshots = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            auto made = mj::net::Referee::create(filipino(), seed % 3 == 0 ? "visayan" : "filipino", seed, people(4));
            QVERIFY(made);
            mj::net::Referee& referee = **made;
            Clients clients;
            referee.startGame();
            clients.take(referee);
            mj::Rng pick(seed * 7919);
            std::vector<std::size_t> snapshotFrom(4, 0);
            for (int answers = 0; !referee.gameOver() && answers < 5000; ++answers) {
                std::vector<int> asked;
                for (int s = 0; s < 4; ++s)
                    if (!referee.question(s).empty())
                        asked.push_back(s);
                QVERIFY(!asked.empty());
                const int seat = asked[pick.below(asked.size())];
                if (answers == 40) { // the seat's connection drops and comes back
                    snapshotFrom[static_cast<std::size_t>(seat)] = clients.received[static_cast<std::size_t>(seat)].size();
                    referee.resend(seat);
                    clients.take(referee);
                    ++snapshots;
                }
                if (answers == 60)
                    referee.receive(seat, mj::net::Chat{"ingat"});
                const json& ask = clients.asked[static_cast<std::size_t>(seat)];
                referee.receive(seat, mj::net::Answer{ask["ask"].get<int>(),
                                                      static_cast<int>(pick.below(ask["actions"].size()))});
                clients.take(referee);
            }
            QVERIFY(referee.gameOver());
            // The views by event, and each snapshot against what came before it.
            std::map<std::size_t, std::vector<std::pair<int, std::vector<int>>>> named;
            for (int s = 0; s < 4; ++s) {
                const auto& got = clients.received[static_cast<std::size_t>(s)];
                std::map<std::size_t, json> firstSent;
                for (std::size_t k = 0; k < got.size(); ++k) {
                    const json& m = got[k];
                    if (m["type"] != "view")
                        continue;
                    const std::size_t index = m["index"].get<std::size_t>();
                    if (const auto was = firstSent.find(index); was != firstSent.end()) {
                        QVERIFY(k >= snapshotFrom[static_cast<std::size_t>(s)] && snapshotFrom[static_cast<std::size_t>(s)] > 0);
                        QCOMPARE(m, was->second); // a snapshot repeats what was sent
                        continue;
                    }
                    firstSent[index] = m;
                    std::vector<int> tiles;
                    const json& e = m["event"];
                    for (const char* field : {"tile", "tiles", "order"})
                        if (e.contains(field))
                            for (const json& t : e[field].is_array() ? e[field] : json::array({e[field]}))
                                if (t.get<int>() != int(mj::kHiddenTile.value))
                                    tiles.push_back(t.get<int>());
                    named[index].push_back({s, tiles});
                }
            }
            const mj::VariantGame& game = referee.game();
            const auto& events = game.record().events;
            mj::Table table(*game.record().header.tileSet, *game.record().header.layout, game.seatCount());
            for (std::size_t i = 0; i < events.size(); ++i) {
                QVERIFY(table.apply(events[i]));
                for (const auto& [s, tiles] : named[i])
                    for (int t : tiles) {
                        const mj::TileId tile{static_cast<std::uint16_t>(t)};
                        const mj::Place place = table.placeOf(tile);
                        // Its own: in its hand, or in a set it laid (a secret's outer tiles
                        // lie face down, but they are its own).
                        const bool own = (place.zone == mj::Zone::Hand || place.zone == mj::Zone::Exposed) && place.owner == s;
                        QVERIFY2(table.isFaceUp(tile) || own,
                                 qPrintable(QStringLiteral("seed %1, event %2: seat %3 was shown tile %4").arg(seed).arg(i).arg(s).arg(t)));
                        ++viewsChecked;
                    }
            }
        }
        QVERIFY(viewsChecked > 10000);
        QCOMPARE(snapshots, 100);
    }

    // A bot covers a person's seat (their connection dropped): it plays at once, the seat is
    // sent nothing meanwhile, and when the person is back they are sent the game again from
    // its start and asked their question.
    void aBotCoversASeatAndHandsItBack()
    {
        auto made = mj::net::Referee::create(filipino(), "filipino", 5, people(2));
        QVERIFY(made);
        mj::net::Referee& referee = **made;
        Clients clients;
        referee.startGame();
        clients.take(referee);
        QVERIFY(!referee.cover(2, "normal")); // a bot's seat already
        QVERIFY(referee.cover(0, "normal"));
        QVERIFY(referee.covered(0));
        QVERIFY(referee.question(0).empty());
        const std::size_t before = clients.received[0].size();
        clients.take(referee);
        for (int moves = 0; moves < 30 && !referee.gameOver(); ++moves) {
            QVERIFY(!referee.question(1).empty()); // the game waits on seat 1 alone
            referee.receive(1, mj::net::Answer{clients.asked[1]["ask"].get<int>(), 0});
            clients.take(referee);
        }
        QCOMPARE(clients.received[0].size(), before);
        referee.uncover(0);
        QVERIFY(!referee.covered(0));
        clients.take(referee);
        QVERIFY(clients.received[0].size() > before);
        QCOMPARE(clients.received[0][before]["type"], "started");
        QCOMPARE(clients.received[0][before + 1]["index"], 0);
    }

    // Drops mid-claim and mid-turn: a person's connection drops while they are asked to claim
    // a discard (a timed question) or to play their turn; a bot covers the seat and answers
    // at once, the table does not wait, and when the person is back the game they are sent
    // again from its start follows on: the table their client rebuilds from it holds their
    // hand and every tile they see where the real game has them, to the game's end.
    void dropsMidClaimAndMidTurn()
    {
        auto made = mj::net::Referee::create(filipino(), "visayan", 23, people(2));
        QVERIFY(made);
        mj::net::Referee& referee = **made;
        Clients clients;
        referee.startGame();
        clients.take(referee);
        bool midClaim = false, midTurn = false;
        for (int moves = 0; moves < 3000 && !referee.gameOver(); ++moves) {
            int seat = -1;
            for (int s = 0; s < 2 && seat < 0; ++s)
                if (!referee.question(s).empty())
                    seat = s;
            QVERIFY(seat >= 0);
            const bool timed = referee.msLeft() > 0;
            if ((timed && !midClaim) || (!timed && !midTurn && moves > 20)) {
                (timed ? midClaim : midTurn) = true;
                const auto asked = referee.question(seat);
                QVERIFY(referee.cover(seat, "normal"));
                clients.take(referee);
                QVERIFY(referee.question(seat) != asked || referee.question(seat).empty()); // answered at once
                referee.uncover(seat);
                clients.take(referee);
                continue;
            }
            referee.receive(seat, mj::net::Answer{clients.asked[static_cast<std::size_t>(seat)]["ask"].get<int>(), 0});
            clients.take(referee);
        }
        QVERIFY(referee.gameOver());
        QVERIFY(midClaim && midTurn);
        // Each person's table, rebuilt from the last time the game was sent from its start.
        mj::GameLog real(referee.game().record().header);
        for (const mj::Event& e : referee.game().record().events)
            real.appendOrThrow(e);
        for (int s = 0; s < 2; ++s) {
            const auto& got = clients.received[static_cast<std::size_t>(s)];
            std::size_t from = 0;
            for (std::size_t i = 0; i < got.size(); ++i)
                if (got[i]["type"] == "started")
                    from = i;
            std::optional<mj::net::SeatTable> table;
            mj::RecordHeader header;
            for (std::size_t i = from; i < got.size(); ++i) {
                const auto m = mj::net::readServerMessage(got[i].dump(), header);
                QVERIFY2(m, m ? "" : m.error().c_str());
                if (const auto* started = std::get_if<mj::net::Started>(&*m)) {
                    header = started->header;
                    table.emplace(header, mj::Seat::of(s));
                } else if (const auto* view = std::get_if<mj::net::View>(&*m)) {
                    const mj::Status applied = table->apply(view->view, view->at);
                    QVERIFY2(applied, applied ? "" : applied.error().c_str());
                }
            }
            QCOMPARE(table->table().hand(mj::Seat::of(s)), real.table().hand(mj::Seat::of(s)));
            QVERIFY(mj::net::identitiesAt(table->table(), real.table()));
        }
    }

    // A stale question, a choice out of range and a message that is not for a game are
    // refused with the reason; a claim's deadline passes for whoever has not answered.
    void refusalsAndTheDeadline()
    {
        auto made = mj::net::Referee::create(filipino(), "filipino", 11, people(2));
        QVERIFY(made);
        mj::net::Referee& referee = **made;
        Clients clients;
        referee.startGame();
        clients.take(referee);
        const auto lastRefusal = [&](int seat) {
            const auto& got = clients.received[static_cast<std::size_t>(seat)];
            return !got.empty() && got.back()["type"] == "refused" ? got.back()["reason"].get<std::string>() : std::string();
        };
        int seat = referee.question(0).empty() ? 1 : 0;
        QVERIFY(!referee.question(seat).empty());
        const int ask = clients.asked[static_cast<std::size_t>(seat)]["ask"].get<int>();
        referee.receive(seat, mj::net::Answer{ask, 63});
        clients.take(referee);
        QVERIFY2(lastRefusal(seat).find("choice 63") != std::string::npos, lastRefusal(seat).c_str());
        referee.receive(seat, mj::net::Answer{ask + 1000, 0});
        clients.take(referee);
        QVERIFY2(lastRefusal(seat).find("no longer asked") != std::string::npos, lastRefusal(seat).c_str());
        referee.receive(seat, mj::net::Sit{3});
        clients.take(referee);
        QCOMPARE(lastRefusal(seat), std::string("not during a game"));
        referee.receive(seat, mj::net::Ready{});
        clients.take(referee);
        QVERIFY(lastRefusal(seat).find("waits for the end") != std::string::npos);

        // Play on, always the first action, until a person is asked a timed question (a
        // claim); then let the time run out: nobody answers, the window closes.
        bool timedOut = false;
        for (int moves = 0; moves < 2000 && !referee.gameOver() && !timedOut; ++moves) {
            if (referee.msLeft() > 0) {
                std::vector<int> waiting;
                for (int s = 0; s < 2; ++s)
                    if (!referee.question(s).empty())
                        waiting.push_back(s);
                QVERIFY(!waiting.empty());
                referee.passTime(referee.msLeft() - 1);
                clients.take(referee);
                for (int s : waiting)
                    QVERIFY(!referee.question(s).empty()); // not yet
                referee.passTime(1);
                clients.take(referee);
                timedOut = true;
                break;
            }
            for (int s = 0; s < 2; ++s)
                if (!referee.question(s).empty()) {
                    referee.receive(s, mj::net::Answer{clients.asked[static_cast<std::size_t>(s)]["ask"].get<int>(), 0});
                    clients.take(referee);
                    break;
                }
        }
        QVERIFY2(timedOut, "a claim was offered to a person within the game");
        // The chat goes to every person, from the seat that wrote it.
        referee.receive(1, mj::net::Chat{"mabuhay"});
        clients.take(referee);
        for (int s = 0; s < 2; ++s) {
            const json& last = clients.received[static_cast<std::size_t>(s)].back();
            QCOMPARE(last["type"], "chat");
            QCOMPARE(last["seat"], 1);
        }
    }
};

QTEST_APPLESS_MAIN(TestReferee)
#include "tst_referee.moc"
