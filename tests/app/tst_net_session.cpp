// A table over the network in the app (issue 15, netplay/net_session.h), on loopback: one
// session hosts (the in-app server on 127.0.0.1, any free port) and sits at its table, a
// second joins with the address and the code; both are ready, and each plays its seat
// through the same intents as a local game (act, discardTile) while its TableModel shows
// the table its seat sees, event by event. The game ends on both tables with the winner's
// hand in its true tiles, the end card says the wall was fair, the next game is dealt when
// both are ready again, and the host's leaving ends the table for the other with why.
#include "netplay/net_session.h"
#include "play/game_session.h"
#include "play/match_save.h"
#include "startup/data_dir.h"
#include "table/table_model.h"
#include "table_host.h"
#include "table_server.h"

#include "record/game_log.h"
#include "record/record_json.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

#include <sstream>

namespace {

// Plays the seat: the first offered action, else the first discard, as soon as it may;
// counts the moves at which a hint was offered (`hinted`, when given).
void playAlong(NetSession& s, int* hinted = nullptr)
{
    auto move = [&s, hinted] {
        if (!s.yourMove())
            return;
        if (hinted && !s.hint().isEmpty())
            ++*hinted;
        if (s.actions()->count() > 0)
            s.act(s.actions()->get(0).value(QStringLiteral("actionIndex")).toInt());
        else
            for (const mj::Action& a : s.client().question())
                if (a.type == mj::ActionType::Discard && s.discardTile(a.tile))
                    return;
    };
    // With `s` as the timer's context: a move still posted when the test's session (and
    // `hinted`, beside it) is gone is dropped, not run in the next test (ASan:
    // stack-use-after-return, 2026-11-28).
    QObject::connect(&s, &NetSession::changed, &s, [&s, move] { QTimer::singleShot(0, &s, move); });
}

} // namespace

class TestNetSession : public QObject {
    Q_OBJECT
    QTemporaryDir m_data; // the records folder's home, never the user's

private slots:
    void initTestCase()
    {
        qputenv("MAHJONGERO_DATA_DIR", m_data.path().toUtf8());
        qputenv("XDG_CONFIG_HOME", m_data.filePath(QStringLiteral("config")).toUtf8()); // the kept seat tokens
    }

    void hostAndGuestPlayAGame()
    {
        TableModel hostTable, guestTable;
        NetSession host, guest;
        host.setLocalOnly(true); // loopback only
        host.setKeepRecords(true);
        guest.setKeepRecords(true);
        host.setModel(&hostTable);
        guest.setModel(&guestTable);
        host.setSpeed(1000);
        guest.setSpeed(1000);
        // Ana learns: her moves come with the hint, made from what her seat was sent.
        host.setTeaching(true);
        int hinted = 0, guestHinted = 0;
        playAlong(host, &hinted);
        playAlong(guest, &guestHinted);

        QVERIFY(host.host(QStringLiteral("filipino"), QStringLiteral("easy"), QStringLiteral("Ana"), 0));
        QVERIFY(host.hosting());
        QCOMPARE(host.tableCode().size(), 8);
        QCOMPARE(host.addresses().size(), 1); // 127.0.0.1 only
        QTRY_COMPARE_WITH_TIMEOUT(host.status(), QStringLiteral("lobby"), 5000);
        const QString address = QStringLiteral("127.0.0.1:%1").arg(hostPort(host));
        guest.join(address, host.tableCode().toLower(), QStringLiteral("Ben"));
        QCOMPARE(guest.status(), QStringLiteral("connecting"));
        QTRY_COMPARE_WITH_TIMEOUT(guest.status(), QStringLiteral("lobby"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(host.seats().size() == 4 && seatNamed(host, "Ben"), 5000);
        QCOMPARE(guest.ruleset(), QStringLiteral("filipino"));
        QCOMPARE(guest.rulesetTitle(), QStringLiteral("Filipino")); // the lobby's words

        // Chat reaches both, with the speaker's name.
        guest.sendChat(QStringLiteral("Good luck!"));
        QTRY_VERIFY_WITH_TIMEOUT(host.chatLines().contains(QStringLiteral("Ben: Good luck!")), 5000);

        host.setReady();
        QVERIFY(host.waitingForOthers());
        QCOMPARE(host.status(), QStringLiteral("lobby")); // Ben is not ready yet
        guest.setReady();
        QTRY_VERIFY_WITH_TIMEOUT(host.active() && guest.active(), 5000);
        QVERIFY(host.humanSeat() != guest.humanSeat());
        QCOMPARE(host.seatCount(), 4);
        QVERIFY(!host.rulesCard().isEmpty());

        QTRY_VERIFY_WITH_TIMEOUT(host.overShown() && guest.overShown(), 60000);
        QVERIFY(hinted > 0);
        QCOMPARE(guestHinted, 0); // teaching off: no hint
        QVERIFY(host.hint().isEmpty()); // not at the end
        for (NetSession* s : {&host, &guest}) {
            // Each keeps the revealed record in the records folder (a test's own).
            QVERIFY2(s->keptRecord().startsWith(m_data.path()), qPrintable(s->keptRecord()));
            QVERIFY(QFileInfo(s->keptRecord()).size() > 1000);
            const QVariantMap end = s->endSummary();
            QCOMPARE(end.value(QStringLiteral("fairness")).toString(), QStringLiteral("The wall was fair: verified"));
            QVERIFY(!end.value(QStringLiteral("title")).toString().isEmpty());
            QVERIFY(s->prompt().contains(QStringLiteral("Your balance this game")));
            QCOMPARE(s->ledger()->count(), 2); // game 1 and the total
        }
        // Each table ends as the revealed game does: every tile where the real game has it
        // (the winner's hand laid open shows its true tiles).
        for (TableModel* t : {&hostTable, &guestTable}) {
            std::istringstream text(host.client().revealedRecord().toStdString());
            const auto revealed = mj::readRecord(text);
            QVERIFY(revealed);
            mj::GameLog real(revealed->record.header);
            for (const mj::Event& e : revealed->record.events)
                real.appendOrThrow(e);
            QCOMPARE(t->step(), t->stepCount());
            for (std::uint16_t id = 0; id < real.table().tileSet().size(); ++id)
                QVERIFY(t->table().placeOf(mj::TileId{id}) == real.table().placeOf(mj::TileId{id}));
        }

        // The next game: dealt once both are ready again. Ben's connection drops in it: after
        // the grace period the computer plays his seat, and Ana's game goes on to its end.
        host.server()->table(host.tableCode())->setGraceMs(100);
        host.nextGame();
        guest.nextGame();
        QTRY_VERIFY_WITH_TIMEOUT(host.client().gamesStarted() == 2 && !host.over(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(guest.client().gamesStarted() == 2, 5000);
        guest.leave();
        QTRY_VERIFY_WITH_TIMEOUT(host.overShown(), 60000);
        QCOMPARE(host.endSummary().value(QStringLiteral("fairness")).toString(), QStringLiteral("The wall was fair: verified"));
        QCOMPARE(host.ledger()->count(), 3);
        // And back: Ben joins again with the seat token his session kept, and plays the third game.
        guest.join(QStringLiteral("127.0.0.1:%1").arg(hostPort(host)), host.tableCode(), QStringLiteral("Ben"));
        QTRY_VERIFY_WITH_TIMEOUT(guest.client().gamesStarted() == 2, 5000);
        // His ledger has every game, the one before his return too, as the host's has.
        QTRY_COMPARE_WITH_TIMEOUT(guest.ledger()->count(), 3, 5000);
        QCOMPARE(guest.balanceTexts(), host.balanceTexts());
        host.nextGame();
        guest.nextGame();
        QTRY_VERIFY_WITH_TIMEOUT(host.client().gamesStarted() == 3 && guest.client().gamesStarted() == 3, 10000);

        // The host leaves: the table ends for Ben, who is told why.
        host.leave();
        QCOMPARE(host.status(), QString());
        QTRY_COMPARE_WITH_TIMEOUT(guest.status(), QStringLiteral("closed"), 5000);
        QVERIFY2(guest.problem().contains(QStringLiteral("host closed the table")), qPrintable(guest.problem()));
        QVERIFY(!guest.active());
    }

    // The app quits while a table is on (found when two app instances played a match: the
    // host's client, closing as it was destroyed, wrote into members already gone). Each
    // session goes quietly, and the other side is told. (The writes were caught by valgrind:
    // valgrind build/tests/app/tst_net_session sessionsDestroyedWhileConnected.)
    void sessionsDestroyedWhileConnected()
    {
        auto host = std::make_unique<NetSession>();
        auto guest = std::make_unique<NetSession>();
        TableModel hostTable, guestTable;
        host->setLocalOnly(true);
        host->setModel(&hostTable);
        guest->setModel(&guestTable);
        QVERIFY(host->host(QStringLiteral("visayan"), QStringLiteral("normal"), QStringLiteral("Ana"), 0));
        QTRY_COMPARE_WITH_TIMEOUT(host->status(), QStringLiteral("lobby"), 5000);
        guest->join(QStringLiteral("127.0.0.1:%1").arg(hostPort(*host)), host->tableCode(), QStringLiteral("Ben"));
        QTRY_COMPARE_WITH_TIMEOUT(guest->status(), QStringLiteral("lobby"), 5000);
        host->setReady();
        guest->setReady();
        QTRY_VERIFY_WITH_TIMEOUT(host->active() && guest->active(), 5000);
        host.reset();
        QTRY_COMPARE_WITH_TIMEOUT(guest->status(), QStringLiteral("closed"), 5000);
        QVERIFY2(guest->problem().contains(QStringLiteral("host closed the table")), qPrintable(guest->problem()));
        // And a guest destroyed while its connection is still open.
        auto again = std::make_unique<NetSession>();
        again->setLocalOnly(true);
        QVERIFY(again->host(QStringLiteral("filipino"), QStringLiteral("easy"), QStringLiteral("Cy"), 0));
        guest->join(QStringLiteral("127.0.0.1:%1").arg(hostPort(*again)), again->tableCode(), QStringLiteral("Ben"));
        QTRY_COMPARE_WITH_TIMEOUT(guest->status(), QStringLiteral("lobby"), 5000);
        guest.reset();
        QTRY_VERIFY_WITH_TIMEOUT(again->seats().size() == 4, 5000);
    }

    // The host closes the table in the middle of a game: the server reveals it to everyone
    // (the host's own seat included), each checks the deal, and each may play it on at
    // home: it becomes the saved match (an older save kept aside, never lost), and the local
    // session resumes it where the table left it, the player at their own seat.
    void theHostClosingMidGameLetsEachPlayItOn()
    {
        TableModel hostTable, guestTable;
        NetSession host, guest;
        host.setLocalOnly(true);
        host.setModel(&hostTable);
        guest.setModel(&guestTable);
        host.setSpeed(1000);
        guest.setSpeed(1000);
        QVERIFY(host.host(QStringLiteral("joker-pot"), QStringLiteral("easy"), QStringLiteral("Ana"), 0));
        QTRY_COMPARE_WITH_TIMEOUT(host.status(), QStringLiteral("lobby"), 5000);
        guest.join(QStringLiteral("127.0.0.1:%1").arg(hostPort(host)), host.tableCode(), QStringLiteral("Ben"));
        QTRY_COMPARE_WITH_TIMEOUT(guest.status(), QStringLiteral("lobby"), 5000);
        host.setReady();
        guest.setReady();
        // Nobody answers: the game waits at someone's first decision, well under way.
        QTRY_VERIFY_WITH_TIMEOUT(host.active() && guest.active() && (host.yourMove() || guest.yourMove()), 10000);
        QVERIFY(host.unfinishedGame().isEmpty());
        QVERIFY(host.playOnLocally().contains(QStringLiteral("no unfinished game")));

        host.stop(); // the menu's "Close the table for everyone"
        QVERIFY(!host.hosting());
        for (NetSession* s : {&host, &guest})
            QTRY_COMPARE_WITH_TIMEOUT(s->status(), QStringLiteral("closed"), 5000);
        QCOMPARE(host.problem(), QStringLiteral("You closed the table."));
        QVERIFY2(guest.problem().contains(QStringLiteral("host closed the table")), qPrintable(guest.problem()));
        for (NetSession* s : {&host, &guest}) {
            QVERIFY2(s->unfinishedGame().contains(QStringLiteral("Game 1 was not finished")), qPrintable(s->unfinishedGame()));
            QCOMPARE(s->fairness(), QStringLiteral("The wall was fair: verified"));
        }

        // A match saved at this computer before is kept aside, not replaced.
        const QString save = mjui::currentSavePath();
        QFile::remove(save);
        QFile::remove(save + QStringLiteral(".old"));
        {
            QFile older(save);
            QVERIFY(older.open(QIODevice::WriteOnly));
            older.write("an older match");
        }
        QCOMPARE(guest.playOnLocally(), QString());
        QVERIFY(QFileInfo::exists(save + QStringLiteral(".old")));

        std::istringstream text(guest.client().revealedRecord().toStdString());
        const auto revealed = mj::readRecord(text);
        QVERIFY(revealed);
        TableModel home;
        GameSession local;
        local.setModel(&home);
        QVERIFY2(local.checkSave(), qPrintable(local.saveError()));
        QVERIFY(local.resumeSaved());
        QVERIFY(local.active());
        QCOMPARE(local.humanSeat(), guest.humanSeat());
        // Where the table left it (the computer's players may have moved on since).
        const auto& events = home.record().events;
        QVERIFY(events.size() >= revealed->record.events.size());
        for (std::size_t i = 0; i < revealed->record.events.size(); ++i)
            QCOMPARE(mj::eventToJson(events[i]).dump(), mj::eventToJson(revealed->record.events[i]).dump());
        QCOMPARE(home.record().header.seed, revealed->record.header.seed);
        local.stop();

        // The host may too (the guest's save, in its turn, goes aside).
        QCOMPARE(host.playOnLocally(), QString());
        QVERIFY(QFileInfo::exists(save + QStringLiteral(".old.2")));
        GameSession again;
        TableModel another;
        again.setModel(&another);
        QVERIFY(again.checkSave());
        QVERIFY(again.resumeSaved());
        QCOMPARE(again.humanSeat(), host.humanSeat());
        // The match goes on from this game (the table's first: its máno rolled for, as a
        // match's first game's is).
        QFile written(save);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const auto parsed = mjui::parseMatchSave(written.readAll(), save);
        QVERIFY(parsed);
        QVERIFY(!parsed->firstMano.has_value());
        QCOMPARE(parsed->players.count(QStringLiteral("human")), 1);
        QCOMPARE(parsed->players.count(QStringLiteral("easy")), 3); // the level the host chose
    }

    // Two people at one computer (two app windows, one settings file) join the same table:
    // each is seated, and each takes their own seat back (found when three app instances
    // met at a headless server: the second took the first one's seat with its kept token).
    void twoPeopleAtOneComputerEachKeepTheirSeat()
    {
        NetSession host, ben, cy;
        host.setLocalOnly(true);
        QVERIFY(host.host(QStringLiteral("filipino"), QStringLiteral("easy"), QStringLiteral("Ana"), 0));
        QTRY_COMPARE_WITH_TIMEOUT(host.status(), QStringLiteral("lobby"), 5000);
        const QString address = QStringLiteral("127.0.0.1:%1").arg(hostPort(host));
        for (NetSession* s : {&ben, &cy})
            s->setRememberTokens(true);
        ben.join(address, host.tableCode(), QStringLiteral("Ben"));
        QTRY_COMPARE_WITH_TIMEOUT(ben.status(), QStringLiteral("lobby"), 5000);
        cy.join(address, host.tableCode(), QStringLiteral("Cy"));
        QTRY_COMPARE_WITH_TIMEOUT(cy.status(), QStringLiteral("lobby"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(seatNamed(host, QStringLiteral("Ben")) && seatNamed(host, QStringLiteral("Cy")), 5000);
        QVERIFY(ben.humanSeat() != cy.humanSeat());
        QCOMPARE(ben.status(), QStringLiteral("lobby")); // not pushed off his seat
        // Both ready and dealt; Ben's window closes and opens again: his seat, not Cy's.
        for (NetSession* s : {&host, &ben, &cy})
            s->setReady();
        QTRY_VERIFY_WITH_TIMEOUT(ben.active() && cy.active(), 10000);
        const int seat = ben.humanSeat();
        ben.leave();
        NetSession again;
        again.setRememberTokens(true);
        again.join(address, host.tableCode(), QStringLiteral("Ben"));
        QTRY_VERIFY_WITH_TIMEOUT(again.active(), 5000);
        QCOMPARE(again.humanSeat(), seat);
        QVERIFY(cy.active());
    }

    // A spectator watches a table: no seat, nothing of the game in play; once it has ended,
    // its record is kept (to replay) with how it ended and the wall checked.
    void aSpectatorSeesEachGameOnceItHasEnded()
    {
        TableModel hostTable, guestTable, eveTable;
        NetSession host, guest, eve;
        host.setLocalOnly(true);
        host.setModel(&hostTable);
        guest.setModel(&guestTable);
        eve.setModel(&eveTable);
        eve.setKeepRecords(true);
        for (NetSession* s : {&host, &guest})
            s->setSpeed(1000);
        playAlong(host);
        playAlong(guest);
        QVERIFY(host.host(QStringLiteral("visayan"), QStringLiteral("easy"), QStringLiteral("Ana"), 0));
        QTRY_COMPARE_WITH_TIMEOUT(host.status(), QStringLiteral("lobby"), 5000);
        const QString address = QStringLiteral("127.0.0.1:%1").arg(hostPort(host));
        eve.watch(address, host.tableCode(), QStringLiteral("Eve"));
        QTRY_COMPARE_WITH_TIMEOUT(eve.status(), QStringLiteral("watching"), 5000);
        guest.join(address, host.tableCode(), QStringLiteral("Ben"));
        QTRY_COMPARE_WITH_TIMEOUT(guest.status(), QStringLiteral("lobby"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(seatNamed(eve, QStringLiteral("Ben")), 5000); // she sees who sits where
        QCOMPARE(eve.humanSeat(), -1);
        const int ritualSteps = eveTable.stepCount(); // her table shows the ritual, as before
        host.setReady();
        guest.setReady();
        QTRY_VERIFY_WITH_TIMEOUT(host.active(), 5000);
        QVERIFY(!eve.active());
        QCOMPARE(eve.status(), QStringLiteral("watching"));
        QVERIFY(eve.watchedGames().isEmpty());
        QCOMPARE(eveTable.stepCount(), ritualSteps); // nothing of the game in play
        QVERIFY(!eveTable.record().header.game);
        QTRY_VERIFY_WITH_TIMEOUT(host.overShown() && eve.watchedGames().size() == 1, 60000);
        const QVariantMap game = eve.watchedGames().front().toMap();
        QCOMPARE(game.value(QStringLiteral("game")).toInt(), 1);
        QCOMPARE(game.value(QStringLiteral("fairness")).toString(), QStringLiteral("The wall was fair: verified"));
        QCOMPARE(game.value(QStringLiteral("title")).toString(), host.endSummary().value(QStringLiteral("title")).toString());
        const QString path = game.value(QStringLiteral("path")).toString();
        QVERIFY2(path.startsWith(m_data.path()) && QFileInfo(path).size() > 1000, qPrintable(path));
        eve.leave();
        QCOMPARE(eve.status(), QString());
    }

    void aBadAddressIsRefusedWithWhy()
    {
        NetSession s;
        s.join(QStringLiteral("http://example.org"), QStringLiteral("ABCDEFGH"), QStringLiteral("Ana"));
        QCOMPARE(s.status(), QString());
        QVERIFY2(s.problem().contains(QStringLiteral("not an address")), qPrintable(s.problem()));
        s.join(QStringLiteral("127.0.0.1"), QString(), QStringLiteral("Ana"));
        QVERIFY2(s.problem().contains(QStringLiteral("code")), qPrintable(s.problem()));
        // Nobody serves there: the table is not reached, and the session says so.
        QTcpServer taken; // a port nobody serves a table on: listened on, then closed
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        const quint16 port = taken.serverPort();
        taken.close();
        s.join(QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("ABCDEFGH"), QStringLiteral("Ana"));
        QTRY_COMPARE_WITH_TIMEOUT(s.status(), QStringLiteral("closed"), 5000);
        QVERIFY2(s.problem().contains(QStringLiteral("Could not reach the table")), qPrintable(s.problem()));
    }

private:
    static int hostPort(const NetSession& s)
    {
        const QString last = s.addresses().last(); // "127.0.0.1:PORT (this computer)"
        return last.section(QLatin1Char(':'), 1).section(QLatin1Char(' '), 0, 0).toInt();
    }
    static bool seatNamed(const NetSession& s, const QString& name)
    {
        for (const QVariant& seat : s.seats())
            if (seat.toMap().value(QStringLiteral("name")).toString() == name)
                return true;
        return false;
    }
};

QTEST_MAIN(TestNetSession)
#include "tst_net_session.moc"
