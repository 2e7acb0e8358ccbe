// The network server over loopback (issue 15; 127.0.0.1, port 0, a few clients, each case
// bounded in time): people join a table by its code, bots fill the other seats, and a game
// is played to its end through WebSocket messages; a player who drops comes back with their
// seat token and is sent the game again; browser pages, bad, binary, oversized and flooding
// messages are refused, and a client that keeps sending them is disconnected.
#include "fair_deal.h"
#include "net/referee.h"
#include "net/wire.h"
#include "record/record_json.h"
#include "table_host.h"
#include "variants/registry/builtin_variants.h"
#include "table_server.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QTcpSocket>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <sstream>

using nlohmann::json;

namespace {

// A scripted player: joins with a name, answers every question with its first action
// (when `answering`), and keeps every message it was sent.
class Player : public QObject {
public:
    explicit Player(const QString& origin = QString()) : socket(origin)
    {
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            const json m = json::parse(text.toStdString());
            received.push_back(m);
            if (m["type"] == "welcome") {
                seat = m["seat"].get<int>();
                token = m["token"].get<std::string>();
            }
            if (m["type"] == "ask" && answering)
                send(mj::net::Answer{m["ask"].get<int>(), 0});
            // The provable wall: each game's commitment, in order.
            if (m["type"] == "commit")
                commitments.push_back(m["commitment"].get<std::string>());
        });
    }
    bool open(quint16 port)
    {
        QSignalSpy connected(&socket, &QWebSocket::connected);
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
        return connected.wait(5000);
    }
    void send(const mj::net::ClientMessage& m) { socket.sendTextMessage(QString::fromStdString(mj::net::writeClientMessage(m))); }
    void hello(const QString& table, const std::string& name, const std::string& withToken = {})
    {
        send(mj::net::Hello{mj::net::kProtocolVersion, name, table.toStdString(), withToken});
    }
    int count(const std::string& type) const
    {
        return static_cast<int>(std::count_if(received.begin(), received.end(), [&](const json& m) { return m["type"] == type; }));
    }
    std::string lastRefusal() const
    {
        for (auto it = received.rbegin(); it != received.rend(); ++it)
            if ((*it)["type"] == "refused")
                return (*it)["reason"].get<std::string>();
        return {};
    }

    QWebSocket socket;
    std::vector<json> received;
    int seat = -1;
    std::string token;
    std::vector<std::string> commitments;
    bool answering = true;
};

} // namespace

class TestTableServer : public QObject {
    Q_OBJECT

    QStringList log;
    std::unique_ptr<TableServer> server;
    TableHost* table = nullptr;

private slots:
    void init()
    {
        log.clear();
        server = std::make_unique<TableServer>([this](const QString& line) { log << line; });
        QVERIFY2(server->listen(QHostAddress::LocalHost, 0), qPrintable(server->error()));
        // A known deal, so each case plays the same game every time.
        table = server->openTable(QStringLiteral("filipino"), QStringLiteral("normal"), 20261127);
        QCOMPARE(table->code().size(), 8);
        QVERIFY(QRegularExpression(QStringLiteral("^[A-HJKMNP-Z2-9]{8}$")).match(table->code()).hasMatch());
    }
    void cleanup() { server.reset(); }

    // Two people and two bots play a whole game; each person is sent only messages of the
    // protocol, never a seed before the end; after it the deal is revealed, and each checks
    // that the wall was fair: the commitment, their contribution, the seed, the rules and
    // every view they were sent.
    void twoPeoplePlayAGameWithTwoBots()
    {
        Player ana, ben;
        QVERIFY(ana.open(server->port()));
        QVERIFY(ben.open(server->port()));
        ana.hello(table->code(), "Ana");
        ben.hello(table->code(), "Ben");
        QTRY_VERIFY_WITH_TIMEOUT(ana.seat >= 0 && ben.seat >= 0, 5000);
        QVERIFY(ana.seat != ben.seat);
        // Whoever sat first is told of the other (the server takes the hellos as they come).
        QTRY_VERIFY_WITH_TIMEOUT(std::max(ana.count("seats"), ben.count("seats")) >= 2, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!ana.commitments.empty() && !ben.commitments.empty(), 5000);
        QCOMPARE(ana.commitments.front(), ben.commitments.front());
        ana.send(mj::net::Ready{"0123456789abcdef"});
        ben.send(mj::net::Ready{"fedcba9876543210fedcba9876543210"});
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("started") == 1 && ben.count("started") == 1, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("reveal") == 1 && ben.count("reveal") == 1, 60000);
        QCOMPARE(ana.count("over"), 1);
        QVERIFY(table->started());
        for (const Player* p : {&ana, &ben}) {
            QVERIFY(p->count("view") > 50);
            QVERIFY2(p->count("ask") > 0, qPrintable(QStringLiteral("seat %1: %2 views, %3 asks, %4 refused: %5").arg(p->seat).arg(p->count("view")).arg(p->count("ask")).arg(p->count("refused")).arg(QString::fromStdString(p->lastRefusal()))));
            for (const json& m : p->received)
                if (m["type"] != "reveal")
                    QVERIFY2(m.dump().find("seed") == std::string::npos, m.dump().c_str());
        }
        const mj::Variant& variant = **mj::variantByName("filipino");
        const auto check = [&](const Player& p, const std::string& mine, const std::function<void(json&)>& tamper) {
            json reveal;
            std::vector<json> views;
            for (const json& m : p.received) {
                if (m["type"] == "view")
                    views.push_back(m);
                if (m["type"] == "reveal")
                    reveal = m;
            }
            tamper(reveal);
            return fair::verifyDeal(variant, p.commitments.front(), reveal, p.seat, mine, views);
        };
        const auto none = [](json&) {};
        mj::Status fairDeal = check(ana, "0123456789abcdef", none);
        QVERIFY2(fairDeal, fairDeal ? "" : fairDeal.error().c_str());
        fairDeal = check(ben, "fedcba9876543210fedcba9876543210", none);
        QVERIFY2(fairDeal, fairDeal ? "" : fairDeal.error().c_str());
        // A deal that is not the one committed to, a contribution left out, or a record
        // that is not the deal's, is caught.
        fairDeal = check(ana, "0123456789abcdef", [](json& r) { r["secret"] = std::string(64, 'a'); });
        QVERIFY(!fairDeal && fairDeal.error().find("commitment") != std::string::npos);
        fairDeal = check(ana, "0123456789abcdee", none);
        QVERIFY(!fairDeal && fairDeal.error().find("contribution") != std::string::npos);
        fairDeal = check(ana, "0123456789abcdef", [](json& r) {
            std::string record = r["record"].get<std::string>();
            const auto at = record.find("\"dice\":[") + 8;
            record[at] = record[at] == '1' ? '2' : '1'; // another roll
            r["record"] = record;
        });
        QVERIFY(!fairDeal);
        // The next game is committed to at once, with a new secret.
        QTRY_VERIFY_WITH_TIMEOUT(ana.commitments.size() == 2, 5000);
        QVERIFY(ana.commitments[1] != ana.commitments[0]);
        // Between games Ana is ready and Ben goes away: after the grace period a bot takes his
        // seat and the next game is dealt without him.
        table->setGraceMs(100);
        ana.send(mj::net::Ready{"aa"});
        ben.socket.close();
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("started") == 2, 5000);
        QCOMPARE(log.filter(QStringLiteral("game 2 dealt")).size(), 1);
        QVERIFY(log.filter(QStringLiteral("joined")).size() == 2);
        QVERIFY(log.filter(QStringLiteral("started with 2 people")).size() == 1);
        QVERIFY2(log.filter(QStringLiteral("game 1 over")).size() == 1, qPrintable(log.join(QLatin1Char(10))));
    }

    // Four people, no bot, answering at once, play a game of each built-in ruleset through
    // the server; each checks the revealed deal against everything they were sent.
    void fourPeoplePlayEveryRuleset_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const std::string& r : (*mj::variantByName("filipino"))->rulesets())
            QTest::newRow(r.c_str()) << QString::fromStdString(r);
    }
    void fourPeoplePlayEveryRuleset()
    {
        QFETCH(QString, ruleset);
        TableHost* own = server->openTable(ruleset, QStringLiteral("normal"), 7);
        std::vector<std::unique_ptr<Player>> players;
        for (int p = 0; p < 4; ++p) {
            players.push_back(std::make_unique<Player>());
            QVERIFY(players.back()->open(server->port()));
            players.back()->hello(own->code(), "P" + std::to_string(p));
        }
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(players.begin(), players.end(), [](const auto& p) { return p->seat >= 0; }), 5000);
        for (const auto& p : players)
            p->send(mj::net::Ready{"0" + std::to_string(p->seat)});
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(players.begin(), players.end(), [](const auto& p) { return p->count("reveal") == 1; }),
                                 30000);
        const mj::Variant& variant = **mj::variantByName("filipino");
        for (const auto& p : players) {
            json reveal;
            std::vector<json> views;
            for (const json& m : p->received) {
                if (m["type"] == "view")
                    views.push_back(m);
                if (m["type"] == "reveal")
                    reveal = m;
            }
            const mj::Status fairDeal =
                fair::verifyDeal(variant, p->commitments.front(), reveal, p->seat, "0" + std::to_string(p->seat), views);
            QVERIFY2(fairDeal, fairDeal ? "" : fairDeal.error().c_str());
        }
    }

    // Two scripted people (each answering with the first action offered) and two bots play
    // a game of each built-in ruleset through the server; the same seed played locally, by
    // the engine's session with the same choices and the same bots, makes the same game:
    // every event, the winner and the payments.
    void resultsEqualTheSameSeedPlayedLocally_data() { fourPeoplePlayEveryRuleset_data(); }
    void resultsEqualTheSameSeedPlayedLocally()
    {
        QFETCH(QString, ruleset);
        TableHost* own = server->openTable(ruleset, QStringLiteral("normal"), 31);
        Player ana, ben;
        for (Player* p : {&ana, &ben}) {
            QVERIFY(p->open(server->port()));
            p->hello(own->code(), p == &ana ? "Ana" : "Ben");
        }
        QTRY_VERIFY_WITH_TIMEOUT(ana.seat >= 0 && ben.seat >= 0, 5000);
        ana.send(mj::net::Ready{"a1"});
        ben.send(mj::net::Ready{"b2"});
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("reveal") == 1 && ben.count("reveal") == 1, 30000);
        json reveal, over;
        for (const json& m : ana.received) {
            if (m["type"] == "reveal")
                reveal = m;
            if (m["type"] == "over")
                over = m;
        }
        std::istringstream text(reveal["record"].get<std::string>());
        const auto served = mj::readRecord(text);
        QVERIFY(served);
        const std::uint64_t seed = served->record.header.seed;

        // The same seed at this computer: the session the referee runs, with the people's
        // answers given in the same way.
        const mj::Variant& variant = **mj::variantByName("filipino");
        mj::Session::Players players(4, mj::SeatPlayer::agent("normal"));
        players[static_cast<std::size_t>(ana.seat)] = mj::SeatPlayer::human();
        players[static_cast<std::size_t>(ben.seat)] = mj::SeatPlayer::human();
        auto match = variant.newMatch(ruleset.toStdString(), seed);
        QVERIFY(match);
        mj::Session local(variant, std::move(match).value(), players, mj::net::Referee::kBotSalt);
        local.startGame(seed);
        local.advance();
        for (int moves = 0; !local.game().over() && moves < 2000; ++moves) {
            bool acted = false;
            for (const int seat : {ana.seat, ben.seat}) {
                const auto& legal = local.game().legalActions(mj::Seat::of(seat));
                if (legal.empty())
                    continue;
                const mj::Status done = local.act(legal.front());
                QVERIFY2(done, done ? "" : done.error().c_str());
                acted = true;
                break;
            }
            QVERIFY(acted);
        }
        QVERIFY(local.game().over());
        // The same game: every event, except that answers given at once to a claim window
        // are recorded in the order they arrived (the outcome is the rules', whoever was
        // first). So each run of answers is put in seat order before comparing.
        const auto canonical = [](const std::vector<mj::Event>& events) {
            std::vector<std::string> out;
            for (std::size_t i = 0; i < events.size();) {
                std::size_t j = i;
                std::vector<std::pair<int, std::string>> run;
                while (j < events.size() && std::holds_alternative<mj::ActionEvent>(events[j])) {
                    run.emplace_back(std::get<mj::ActionEvent>(events[j]).action.seat.index(), mj::eventToJson(events[j]).dump());
                    ++j;
                }
                std::stable_sort(run.begin(), run.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
                for (auto& [seat, line] : run)
                    out.push_back(line);
                if (j == i)
                    out.push_back(mj::eventToJson(events[j++]).dump());
                i = j;
            }
            return out;
        };
        const auto here = canonical(local.game().record().events);
        const auto there = canonical(served->record.events);
        QCOMPARE(here.size(), there.size());
        for (std::size_t i = 0; i < here.size(); ++i)
            QVERIFY2(here[i] == there[i], ("event " + std::to_string(i) + ": here " + here[i] + ", served " + there[i]).c_str());
        const auto winner = local.game().winner();
        QCOMPARE(winner ? winner->index() : -1, over["winner"].get<int>());
        const auto balance = local.game().balance();
        for (int s = 0; s < 4; ++s)
            QCOMPARE(balance[s], over["balance"][static_cast<std::size_t>(s)].get<int>());
    }

    // Spectators watch without a seat, before or during a game: they are told the seats and
    // the chat, and each game only once it has ended (its commitment before, its reveal
    // after, which they check as a player does, less the contribution and views they do not
    // have); nothing of a game in play, no tile, no seed. They cannot act or chat; a table
    // takes sixteen; a hello to watch with a seat token is refused.
    void spectatorsSeeEachGameOnlyOnceItHasEnded()
    {
        QVERIFY(!mj::net::readClientMessage(R"({"type":"hello","version":1,"name":"Eve","table":"X","token":"abc","watch":true})"));
        QVERIFY(!mj::net::readClientMessage(R"({"type":"hello","version":1,"name":"Eve","table":"X","watch":1})"));
        Player early, ana, ben;
        for (Player* p : {&early, &ana, &ben})
            QVERIFY(p->open(server->port()));
        early.send(mj::net::Hello{mj::net::kProtocolVersion, "Eve", table->code().toStdString(), {}, true});
        QTRY_VERIFY_WITH_TIMEOUT(early.count("watching") == 1 && early.count("commit") == 1, 5000);
        ana.hello(table->code(), "Ana");
        ben.hello(table->code(), "Ben");
        QTRY_VERIFY_WITH_TIMEOUT(ana.seat >= 0 && ben.seat >= 0, 5000);
        QCOMPARE(early.seat, -1);
        ana.send(mj::net::Ready{"01"});
        ben.send(mj::net::Ready{"02"});
        QTRY_VERIFY_WITH_TIMEOUT(table->started(), 5000);
        Player late; // comes in during the game
        QVERIFY(late.open(server->port()));
        late.send(mj::net::Hello{mj::net::kProtocolVersion, "Fay", table->code().toStdString(), {}, true});
        QTRY_VERIFY_WITH_TIMEOUT(late.count("watching") == 1, 5000);
        QCOMPARE(table->spectators(), 2);
        ana.send(mj::net::Chat{"hello"});
        QTRY_VERIFY_WITH_TIMEOUT(early.count("chat") == 1 && late.count("chat") == 1, 5000);
        late.send(mj::net::Chat{"psst"});
        QTRY_VERIFY_WITH_TIMEOUT(late.lastRefusal().find("spectator only watches") != std::string::npos, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(early.count("reveal") == 1 && late.count("reveal") == 1, 60000);
        QCOMPARE(ana.count("chat"), 1); // Fay's line reached nobody
        const mj::Variant& variant = **mj::variantByName("filipino");
        for (const Player* p : {&early, &late}) {
            for (const json& m : p->received) {
                for (const char* secret : {"started", "view", "ask", "over", "welcome"})
                    QVERIFY2(m["type"] != secret, m.dump().c_str());
                if (m["type"] != "reveal")
                    QVERIFY2(m.dump().find("seed") == std::string::npos, m.dump().c_str());
            }
            json reveal;
            for (const json& m : p->received)
                if (m["type"] == "reveal")
                    reveal = m;
            const mj::Status fairDeal = fair::verifyDeal(variant, p->commitments.front(), reveal, -1, {}, {});
            QVERIFY2(fairDeal, fairDeal ? "" : fairDeal.error().c_str());
            json forged = reveal;
            forged["secret"] = std::string(64, 'b');
            QVERIFY(!fair::verifyDeal(variant, p->commitments.front(), forged, -1, {}, {}));
        }
        // A table takes sixteen spectators.
        std::vector<std::unique_ptr<Player>> crowd;
        for (int i = 0; i < TableHost::kMaxSpectators - 2; ++i) {
            crowd.push_back(std::make_unique<Player>());
            QVERIFY(crowd.back()->open(server->port()));
            crowd.back()->send(mj::net::Hello{mj::net::kProtocolVersion, "W" + std::to_string(i), table->code().toStdString(), {}, true});
        }
        QTRY_COMPARE_WITH_TIMEOUT(table->spectators(), TableHost::kMaxSpectators, 5000);
        Player oneTooMany;
        QVERIFY(oneTooMany.open(server->port()));
        oneTooMany.send(mj::net::Hello{mj::net::kProtocolVersion, "Zed", table->code().toStdString(), {}, true});
        QTRY_VERIFY_WITH_TIMEOUT(oneTooMany.lastRefusal().find("all the spectators") != std::string::npos, 5000);
        late.socket.close();
        QTRY_COMPARE_WITH_TIMEOUT(table->spectators(), TableHost::kMaxSpectators - 1, 5000);
    }

    // The host's choices before the start: the AI level of each free seat (told to everyone
    // in the seats message, kept by the seat when people move), the time to claim (every
    // claim's question allows it), and anyone may move to a free seat (welcomed there).
    void theHostsChoicesAndMovingSeats()
    {
        QVERIFY(table->setSeatLevel(3, QStringLiteral("strong")));
        QVERIFY(!table->setSeatLevel(3, QStringLiteral("grandmaster")));
        QVERIFY(!table->setSeatLevel(9, QStringLiteral("easy")));
        table->setClaimSeconds(17);
        Player ana;
        QVERIFY(ana.open(server->port()));
        ana.hello(table->code(), "Ana");
        QTRY_COMPARE_WITH_TIMEOUT(ana.seat, 0, 5000);
        const auto lastSeats = [&ana] {
            json seats;
            for (const json& m : ana.received)
                if (m["type"] == "seats")
                    seats = m["seats"];
            return seats;
        };
        QTRY_VERIFY_WITH_TIMEOUT(lastSeats().size() == 4, 5000);
        QCOMPARE(lastSeats()[3]["level"], "strong");
        QCOMPARE(lastSeats()[1]["level"], "normal");
        QVERIFY(!lastSeats()[0].contains("level")); // Ana sits there
        ana.send(mj::net::Sit{3});
        QTRY_COMPARE_WITH_TIMEOUT(ana.seat, 3, 5000); // a new welcome, at seat 3
        QTRY_VERIFY_WITH_TIMEOUT(lastSeats()[3]["name"] == "Ana", 5000);
        QCOMPARE(lastSeats()[0]["level"], "normal");
        QVERIFY(!lastSeats()[3].contains("level"));
        ana.send(mj::net::Sit{3});
        QTRY_VERIFY_WITH_TIMEOUT(ana.lastRefusal().find("not free") != std::string::npos, 5000);
        ana.send(mj::net::Sit{0});
        QTRY_COMPARE_WITH_TIMEOUT(ana.seat, 0, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(lastSeats()[3]["level"] == "strong", 5000); // the seat kept its level
        Player ben; // two people, for claims offered to a person
        QVERIFY(ben.open(server->port()));
        ben.hello(table->code(), "Ben");
        QTRY_COMPARE_WITH_TIMEOUT(ben.seat, 1, 5000);
        ana.send(mj::net::Ready{"ab"});
        ben.send(mj::net::Ready{"cd"});
        QTRY_VERIFY_WITH_TIMEOUT(table->started(), 5000);
        QVERIFY(!table->setSeatLevel(2, QStringLiteral("easy"))); // not once begun
        // Every timed question allows the table's time, not the ruleset's five seconds.
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("reveal") == 1, 30000);
        int timed = 0;
        for (const Player* p : {&ana, &ben})
            for (const json& m : p->received)
                if (m["type"] == "ask" && m["seconds"].get<int>() > 0) {
                    QCOMPARE(m["seconds"].get<int>(), 17);
                    ++timed;
                }
        QVERIFY(timed > 0);
    }

    // A house ruleset file: the table is played under it, and the players are told its name,
    // never the path on the host's computer. One that does not load makes a table nobody can
    // join, with why.
    void aHouseRulesetFileAndOneThatDoesNotLoad()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lola.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"name": "lola", "base": "filipino", "claim_seconds": 9})");
        file.close();
        TableHost* house = server->openTable(path);
        QVERIFY2(house->ok(), qPrintable(house->problem()));
        Player ana;
        QVERIFY(ana.open(server->port()));
        ana.hello(house->code(), "Ana");
        QTRY_VERIFY_WITH_TIMEOUT(ana.seat >= 0, 5000);
        QCOMPARE(ana.received.front()["ruleset"], "lola");
        ana.send(mj::net::Ready{"ab"});
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("reveal") == 1, 30000);
        for (const json& m : ana.received)
            QVERIFY2(m.dump().find(dir.path().toStdString()) == std::string::npos, m.dump().c_str());

        TableHost* broken = server->openTable(dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!broken->ok());
        Player ben;
        QVERIFY(ben.open(server->port()));
        ben.hello(broken->code(), "Ben");
        QTRY_VERIFY_WITH_TIMEOUT(ben.lastRefusal().find("cannot be played") != std::string::npos ||
                                     ben.socket.state() != QAbstractSocket::ConnectedState,
                                 5000);

        // A game for one (the solitaire) is no table to share.
        TableHost* alone = server->openTable(QStringLiteral("solitaire"));
        QVERIFY(!alone->ok());
        QVERIFY2(alone->problem().contains(QStringLiteral("played alone")), qPrintable(alone->problem()));
    }

    // A player who drops keeps the seat: their token takes it back on a new connection, and
    // they are sent the game again (started, every view so far) and play on to the end.
    void aPlayerComesBackWithTheirToken()
    {
        Player ana, ben;
        QVERIFY(ana.open(server->port()) && ben.open(server->port()));
        ana.hello(table->code(), "Ana");
        ben.hello(table->code(), "Ben");
        QTRY_VERIFY_WITH_TIMEOUT(ana.seat >= 0 && ben.seat >= 0, 5000);
        ana.answering = false; // Ana thinks; the game waits on her
        ana.send(mj::net::Ready{});
        ben.send(mj::net::Ready{});
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("ask") > 0, 5000);
        const int viewsBefore = ana.count("view");
        ana.socket.close();
        QTRY_VERIFY_WITH_TIMEOUT(log.filter(QStringLiteral("left seat")).size() == 1, 5000);

        Player back;
        QVERIFY(back.open(server->port()));
        back.hello(table->code(), "Ana", "not-her-token");
        QTRY_VERIFY_WITH_TIMEOUT(back.lastRefusal().find("not one of this table's") != std::string::npos, 5000);
        back.hello(table->code(), "Ana", ana.token);
        QTRY_VERIFY_WITH_TIMEOUT(back.seat == ana.seat, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(back.count("started") == 1 && back.count("view") >= viewsBefore, 5000);
        QVERIFY(log.filter(QStringLiteral("came back")).size() == 1);
        QTRY_VERIFY_WITH_TIMEOUT(back.count("over") == 1 && ben.count("over") == 1, 60000);
        // A newcomer may not take a seat once the game has started.
        Player late;
        QVERIFY(late.open(server->port()));
        late.hello(table->code(), "Cy");
        QTRY_VERIFY_WITH_TIMEOUT(late.lastRefusal().find("has started") != std::string::npos, 5000);
    }

    // A player who stays away past the grace period: a bot plays their seat, the game goes
    // on; when they come back the bot hands the seat back and they play to the end.
    void aBotCoversAPlayerWhoStaysAway()
    {
        table->setGraceMs(200);
        Player ana, ben;
        QVERIFY(ana.open(server->port()) && ben.open(server->port()));
        ana.hello(table->code(), "Ana");
        ben.hello(table->code(), "Ben");
        QTRY_VERIFY_WITH_TIMEOUT(ana.seat >= 0 && ben.seat >= 0, 5000);
        ana.answering = false;
        ben.answering = false; // Ben waits too, so the game stops on one of them
        ana.send(mj::net::Ready{});
        ben.send(mj::net::Ready{});
        QTRY_VERIFY_WITH_TIMEOUT(ana.count("ask") > 0 || ben.count("ask") > 0, 5000);
        Player& waiting = ana.count("ask") > 0 ? ana : ben;
        Player& other = &waiting == &ana ? ben : ana;
        const int viewsBefore = other.count("view");
        waiting.socket.close();
        other.answering = true;
        // Until the grace period ends nothing moves; then the bot plays on.
        QTRY_VERIFY_WITH_TIMEOUT(log.filter(QStringLiteral("a bot plays seat")).size() == 1, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(other.count("view") > viewsBefore, 5000);
        QVERIFY(table->referee()->covered(waiting.seat));

        Player back;
        back.answering = true;
        QVERIFY(back.open(server->port()));
        back.hello(table->code(), "Back", waiting.token);
        QTRY_VERIFY_WITH_TIMEOUT(log.filter(QStringLiteral("hands seat")).size() == 1, 5000);
        QVERIFY(!table->referee()->covered(waiting.seat));
        QTRY_VERIFY_WITH_TIMEOUT(back.count("started") == 1 && back.count("view") > 0, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(back.count("over") == 1 && other.count("over") == 1, 60000);
    }

    // What the server refuses, and a client that will not stop is disconnected.
    void badClientsAreRefusedThenDisconnected()
    {
        Player p;
        QVERIFY(p.open(server->port()));
        p.send(mj::net::Ready{});
        QTRY_COMPARE_WITH_TIMEOUT(p.lastRefusal(), std::string("the first message is \"hello\""), 5000);
        p.hello(QStringLiteral("NOSUCHAA"), "Ana");
        QTRY_VERIFY_WITH_TIMEOUT(p.lastRefusal().find("no table has the code") != std::string::npos, 5000);
        p.socket.sendTextMessage(QStringLiteral("{\"type\":\"hello\",\"version\":9,\"name\":\"A\",\"table\":\"X\"}"));
        QTRY_VERIFY_WITH_TIMEOUT(p.lastRefusal().find("protocol version 9") != std::string::npos, 5000);
        p.socket.sendBinaryMessage(QByteArray("\x01\x02", 2));
        QTRY_VERIFY_WITH_TIMEOUT(p.lastRefusal().find("binary") != std::string::npos, 5000);
        QSignalSpy closed(&p.socket, &QWebSocket::disconnected);
        for (int i = 0; i < 10; ++i)
            p.socket.sendTextMessage(QStringLiteral("{nope"));
        QVERIFY(closed.wait(5000));
        QVERIFY(log.filter(QStringLiteral("disconnected a client after 10 refused messages")).size() == 1);
    }

    // A half-open socket: a client whose computer went away mid-connection (it never answers
    // the heartbeat, nor closes). It is dropped after the silence limit and its seat is free
    // again, which the other player is told.
    void aHalfOpenSocketIsDropped()
    {
        TableServer::Limits limits;
        limits.heartbeatMs = 100;
        limits.silenceMs = 400;
        server->setLimits(limits);
        Player ana;
        QVERIFY(ana.open(server->port()));
        ana.hello(table->code(), "Ana");
        // The silent one: a WebSocket handshake and a hello written by hand on a plain TCP
        // socket, then nothing more, ever (no pong).
        QTcpSocket silent;
        silent.connectToHost(QHostAddress::LocalHost, server->port());
        QTRY_VERIFY_WITH_TIMEOUT(silent.state() == QAbstractSocket::ConnectedState, 5000);
        silent.write(QByteArrayLiteral("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                       "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"));
        QTRY_VERIFY_WITH_TIMEOUT(silent.bytesAvailable() > 0, 5000); // the server shares this thread
        QVERIFY(silent.readAll().startsWith("HTTP/1.1 101"));
        const QByteArray hello = QByteArray::fromStdString(mj::net::writeClientMessage(
            mj::net::Hello{mj::net::kProtocolVersion, "Zed", table->code().toStdString(), ""}));
        QVERIFY(hello.size() < 126);
        QByteArray frame;
        frame.append(char(0x81)).append(char(0x80 | hello.size())); // a final text frame, masked
        const QByteArray mask("\x12\x34\x56\x78", 4);
        frame.append(mask);
        for (int i = 0; i < hello.size(); ++i)
            frame.append(char(hello[i] ^ mask[i % 4]));
        silent.write(frame);
        silent.flush();
        QTRY_VERIFY_WITH_TIMEOUT(log.filter(QStringLiteral("Zed joined")).size() == 1, 5000);
        // Silence: dropped, and the seat is free again before the game.
        QTRY_VERIFY_WITH_TIMEOUT(log.filter(QStringLiteral("disconnected a silent client")).size() >= 1, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(log.filter(QStringLiteral("Zed left")).size() == 1, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(std::none_of(ana.received.rbegin(), ana.received.rbegin() + 1, [](const json& m) {
            if (m["type"] != "seats")
                return true;
            for (const json& seat : m["seats"])
                if (seat["name"] == "Zed")
                    return true;
            return false;
        }), 5000);
        QCOMPARE(log.filter(QStringLiteral("disconnected a silent client")).size(), 1); // once: it is gone
    }

    void floodsAreLimited()
    {
        TableServer::Limits limits;
        limits.refusalsBeforeClose = 1000;
        server->setLimits(limits);
        Player p;
        QVERIFY(p.open(server->port()));
        for (int i = 0; i < 60; ++i)
            p.send(mj::net::Chat{"spam"});
        QTRY_VERIFY_WITH_TIMEOUT(p.count("refused") >= 60, 5000);
        QVERIFY(std::any_of(p.received.begin(), p.received.end(), [](const json& m) {
            return m["type"] == "refused" && m["reason"].get<std::string>().find("too many messages") != std::string::npos;
        }));
    }

    void oversizedMessagesAndBrowserPagesAreShut()
    {
        Player big;
        QVERIFY(big.open(server->port()));
        QSignalSpy closed(&big.socket, &QWebSocket::disconnected);
        big.socket.sendTextMessage(QString(int(mj::net::kMaxClientMessageBytes) + 100, QLatin1Char('x')));
        QVERIFY(closed.wait(5000));

        Player page(QStringLiteral("http://example.com"));
        QSignalSpy pageClosed(&page.socket, &QWebSocket::disconnected);
        page.socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server->port())));
        QVERIFY(pageClosed.wait(5000));
        QVERIFY(log.filter(QStringLiteral("browser page")).size() == 1);
    }
};

#ifdef MJ_TEST_ON_EPOLL
#include "epoll_dispatcher.h"
// The same cases with the headless server's event loop installed, as mahjongero-server does.
int main(int argc, char* argv[])
{
    auto* dispatcher = new EpollEventDispatcher;
    if (!dispatcher->isValid()) {
        std::fprintf(stderr, "the kernel refused an epoll: nothing to test\n");
        return 1;
    }
    QCoreApplication::setEventDispatcher(dispatcher);
    QCoreApplication app(argc, argv);
    if (!dynamic_cast<EpollEventDispatcher*>(QAbstractEventDispatcher::instance()))
        return 1; // not the loop under test
    TestTableServer test;
    return QTest::qExec(&test, argc, argv);
}
#else
QTEST_GUILESS_MAIN(TestTableServer)
#endif
#include "tst_table_server.moc"
