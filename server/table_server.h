// The network server (issue 15; docs/network.md): a WebSocket server holding tables, each
// known by a short code its host shares (TableHost). It guards every connection: a browser
// page (a handshake with an Origin) is refused; a message over the size limit, a binary
// message, a message the protocol refuses (net/wire.h) or one past the rate limit (answers
// to the game's questions are not counted: the game paces them) is
// answered with "refused" and counted, and a client that keeps sending them is
// disconnected; a client silent past the heartbeat timeout is disconnected. One client
// never blocks another: every message is handled at once, and the claim deadline runs on
// the server's clock. The same code serves `mahjongero-server` and (later) the app's host.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QTimer>
#include <QWebSocketServer>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>

class QWebSocket;
class TableHost;

class TableServer : public QObject {
    Q_OBJECT

public:
    // How a connection is guarded (the defaults are the server's).
    struct Limits {
        int messagesPerSecond = 20;   // a burst of this many, refilled at this rate
        int refusalsBeforeClose = 10; // refused messages a connection may send
        int heartbeatMs = 10'000;     // a ping this often
        int silenceMs = 30'000;       // no pong or message this long: disconnected
    };

    explicit TableServer(std::function<void(const QString&)> log, QObject* parent = nullptr);
    ~TableServer() override;
    void setLimits(const Limits& limits)
    {
        m_limits = limits;
        m_heartbeat.setInterval(std::max(1, limits.heartbeatMs / kHeartbeatSlices));
    }

    // Listens on `address`:`port` (0: any free port); false with the reason in error().
    bool listen(const QHostAddress& address, quint16 port);
    quint16 port() const;
    QString error() const { return m_server.errorString(); }

    // A new table of `ruleset` with its code (short, from an alphabet easy to read aloud).
    // Its match's seed comes from the system's entropy, or is `seed` (tests: a known deal).
    TableHost* openTable(const QString& ruleset, const QString& botLevel = QStringLiteral("normal"),
                         std::optional<quint64> seed = std::nullopt);
    TableHost* table(const QString& code) const;
    // Closes every connection with `reason` (the host leaves: the table ends for everyone,
    // and each player is told why). A game under way is revealed to its players first
    // (TableHost::revealUnfinished: they keep it and may play it on at home). The sockets
    // finish their closing handshake on their own.
    void closeAll(const QString& reason);
    int tableCount() const { return static_cast<int>(m_tables.size()); }

    // A code: 8 characters from 31 that cannot be mistaken for each other (no 0/O, 1/I/L),
    // about 40 bits: guessing one of a server's tables is hopeless.
    static QString newCode();

private:
    struct Client {
        TableHost* table = nullptr;
        double tokens = 0;
        qint64 refilledAt = 0;
        qint64 heardAt = 0;
        int refusals = 0;
        quint64 number = 0; // the connection's number: its heartbeat slice
    };
    void accept();
    void onMessage(QWebSocket* socket, const QString& text);
    void refuse(QWebSocket* socket, const std::string& reason);
    void heartbeat();

    QWebSocketServer m_server;
    std::function<void(const QString&)> m_log;
    Limits m_limits;
    std::map<QString, TableHost*> m_tables;
    std::map<QWebSocket*, Client> m_clients;
    quint64 m_connections = 0;
    // The pings are spread over the heartbeat's interval: each tick pings one slice of the
    // clients (by their connection's number), so thousands of sockets are not pinged in one
    // turn of the event loop (the benchmark's largest latencies at 2,000 tables fell there).
    static constexpr int kHeartbeatSlices = 10;
    QTimer m_heartbeat;
    quint64 m_heartbeatTick = 0;
};
