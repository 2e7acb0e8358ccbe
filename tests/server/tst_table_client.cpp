// The client of a networked table (issue 15, netplay/table_client.h), over loopback
// (127.0.0.1, port 0): two clients and two bots play a game through the real server; each
// client follows the game only through its own seat's messages, its table (the stand-in of
// net/seat_table.h) holds its own hand as the revealed record does, and each checks the
// revealed deal: "the wall was fair". A server that sends what cannot be read is left with
// the reason, never trusted.
#include "table_client.h"
#include "table_host.h"
#include "table_server.h"

#include "record/game_log.h"
#include "record/record_json.h"

#include <QSignalSpy>
#include <QWebSocketServer>
#include <QtTest>

#include <sstream>

namespace {

// Answers every question with its first action, as soon as it is asked.
void answerAlways(TableClient& client)
{
    QObject::connect(&client, &TableClient::changed, &client, [&client] {
        if (!client.question().empty())
            client.answer(0);
    });
}

} // namespace

class TestTableClient : public QObject {
    Q_OBJECT

private slots:
    void twoClientsPlayAGameAndCheckTheWall()
    {
        QStringList log;
        TableServer server([&log](const QString& line) { log << line; });
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        TableHost* table = server.openTable(QStringLiteral("joker-pot"), QStringLiteral("normal"), 17);
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));
        TableClient ana, ben;
        answerAlways(ana);
        answerAlways(ben);
        ana.join(url, table->code().toLower(), QStringLiteral("Ana")); // a code typed in lower case still names it
        ben.join(url, table->code(), QStringLiteral("Ben"));
        QTRY_VERIFY_WITH_TIMEOUT(ana.state() == TableClient::State::Seated && ben.state() == TableClient::State::Seated, 5000);
        QVERIFY(ana.seat() != ben.seat());
        QVERIFY(!ana.token().isEmpty());
        QCOMPARE(ana.ruleset(), QStringLiteral("joker-pot"));
        QTRY_VERIFY_WITH_TIMEOUT(ana.seats().size() == 4 && ana.seats()[static_cast<std::size_t>(ben.seat())].name == "Ben", 5000);
        ana.ready();
        ben.ready();
        QTRY_VERIFY_WITH_TIMEOUT(ana.over() && ben.over(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(ana.fairnessChecked() && ben.fairnessChecked(), 5000);
        QVERIFY2(ana.unfairReason().isEmpty(), qPrintable(ana.unfairReason()));
        QVERIFY2(ben.unfairReason().isEmpty(), qPrintable(ben.unfairReason()));
        QCOMPARE(ana.lastProblem(), QString());

        // Each client's table holds its own hand, flowers and discards as the revealed game does.
        std::istringstream text(ana.revealedRecord().toStdString());
        const auto revealed = mj::readRecord(text);
        QVERIFY(revealed);
        mj::GameLog real(revealed->record.header);
        for (const mj::Event& e : revealed->record.events)
            real.appendOrThrow(e);
        for (const TableClient* c : {&ana, &ben}) {
            const mj::Seat seat = mj::Seat::of(c->seat());
            const mj::Table& seen = c->table()->table();
            QCOMPARE(seen.hand(seat), real.table().hand(seat));
            QCOMPARE(seen.discards(seat), real.table().discards(seat));
            for (int s = 0; s < 4; ++s) {
                QCOMPARE(seen.flowers(mj::Seat::of(s)), real.table().flowers(mj::Seat::of(s)));
                QCOMPARE(seen.discards(mj::Seat::of(s)), real.table().discards(mj::Seat::of(s)));
            }
            QVERIFY(c->table()->record().header.seed == 0); // never known before the reveal
        }
        QCOMPARE(ana.over()->winner, ben.over()->winner);
    }

    // A server that sends what cannot be read: the client leaves with the reason.
    void anUnreadableServerIsLeft()
    {
        QWebSocketServer liar(QStringLiteral("liar"), QWebSocketServer::NonSecureMode);
        QVERIFY(liar.listen(QHostAddress::LocalHost, 0));
        connect(&liar, &QWebSocketServer::newConnection, this, [&liar] {
            QWebSocket* s = liar.nextPendingConnection();
            s->setParent(&liar); // unowned as it comes: freed with the server
            s->sendTextMessage(QStringLiteral("{\"type\":\"view\",\"index\":0,\"event\":{\"event\":\"discard\",\"seat\":9,\"tile\":1}}"));
        });
        TableClient client;
        QSignalSpy closed(&client, &TableClient::closed);
        client.join(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(liar.serverPort())), QStringLiteral("ABCDEFGH"),
                    QStringLiteral("Ana"));
        QTRY_COMPARE_WITH_TIMEOUT(closed.count(), 1, 5000);
        QCOMPARE(client.state(), TableClient::State::Closed);
        QVERIFY2(client.lastProblem().contains(QStringLiteral("cannot read")), qPrintable(client.lastProblem()));
        QVERIFY2(client.lastProblem().contains(QStringLiteral("seat")), qPrintable(client.lastProblem()));
    }
};

QTEST_GUILESS_MAIN(TestTableClient)
#include "tst_table_client.moc"
