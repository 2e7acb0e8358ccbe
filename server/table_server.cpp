#include "table_server.h"

#include "net/wire.h"
#include "table_host.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QWebSocket>

TableServer::TableServer(std::function<void(const QString&)> log, QObject* parent)
    : QObject(parent), m_server(QStringLiteral("mahjongero"), QWebSocketServer::NonSecureMode), m_log(std::move(log))
{
    // The protocol's own limit, checked by the socket before a message is whole in memory.
    m_server.setMaxPendingConnections(64);
    connect(&m_server, &QWebSocketServer::newConnection, this, &TableServer::accept);
    connect(&m_heartbeat, &QTimer::timeout, this, &TableServer::heartbeat);
}

TableServer::~TableServer()
{
    // The sockets are ours: QWebSocketServer::nextPendingConnection gives them away unowned,
    // so a socket still open when the server goes would otherwise never be freed.
    for (auto& [socket, client] : m_clients) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
    }
}

void TableServer::closeAll(const QString& reason)
{
    m_server.close();
    for (const auto& [code, table] : m_tables)
        table->revealUnfinished();
    for (auto& [socket, client] : m_clients) {
        socket->disconnect(this);
        socket->setParent(nullptr); // outlives the server, long enough to say goodbye
        // Freed once the peer has answered the close, or after two seconds if it never does.
        connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, reason);
        QTimer::singleShot(2000, socket, &QObject::deleteLater);
    }
    m_clients.clear();
}

bool TableServer::listen(const QHostAddress& address, quint16 port)
{
    if (!m_server.listen(address, port))
        return false;
    m_heartbeat.start(std::max(1, m_limits.heartbeatMs / kHeartbeatSlices));
    return true;
}

quint16 TableServer::port() const
{
    return m_server.serverPort();
}

QString TableServer::newCode()
{
    static const char alphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // 31: no 0/O, 1/I/L
    QString code;
    for (int i = 0; i < 8; ++i)
        code += QLatin1Char(alphabet[QRandomGenerator::system()->bounded(31)]);
    return code;
}

TableHost* TableServer::openTable(const QString& ruleset, const QString& botLevel, std::optional<quint64> seed)
{
    QString code = newCode();
    while (m_tables.count(code))
        code = newCode();
    auto* host = new TableHost(code, ruleset, botLevel, m_log, this);
    if (seed)
        host->setSeed(*seed);
    m_tables[code] = host;
    m_log(QStringLiteral("table %1: opened (%2)").arg(code, ruleset));
    return host;
}

TableHost* TableServer::table(const QString& code) const
{
    const auto it = m_tables.find(code);
    return it == m_tables.end() ? nullptr : it->second;
}

void TableServer::accept()
{
    while (QWebSocket* socket = m_server.nextPendingConnection()) {
        // A page in a browser sends its Origin: no web page may sit at a table.
        if (!socket->origin().isEmpty()) {
            m_log(QStringLiteral("refused a connection from a browser page (%1)").arg(socket->origin().left(80)));
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("browser pages may not connect"));
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(mj::net::kMaxClientMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(mj::net::kMaxClientMessageBytes);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        m_clients[socket] = Client{nullptr, double(m_limits.messagesPerSecond), now, now, 0, m_connections++};
        connect(socket, &QWebSocket::textMessageReceived, this, [this, socket](const QString& text) { onMessage(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket](const QByteArray&) { refuse(socket, "binary messages are not spoken here"); });
        connect(socket, &QWebSocket::pong, this,
                [this, socket](quint64, const QByteArray&) {
                    // Looked up, not m_clients[socket]: a late pong must not bring back a client gone.
                    if (const auto it = m_clients.find(socket); it != m_clients.end())
                        it->second.heardAt = QDateTime::currentMSecsSinceEpoch();
                });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            const auto it = m_clients.find(socket);
            if (it != m_clients.end()) {
                if (TableHost* table = it->second.table; table && table->seatOf(socket) >= 0)
                    table->left(table->seatOf(socket));
                else if (table)
                    table->stoppedWatching(socket);
                m_clients.erase(it);
            }
            socket->deleteLater();
        });
    }
}

void TableServer::refuse(QWebSocket* socket, const std::string& reason)
{
    Client& client = m_clients[socket];
    socket->sendTextMessage(QString::fromStdString(mj::net::refusedMessage(reason)));
    m_log(QStringLiteral("refused a message: %1").arg(QString::fromStdString(reason)));
    if (++client.refusals >= m_limits.refusalsBeforeClose) {
        m_log(QStringLiteral("disconnected a client after %1 refused messages").arg(client.refusals));
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many refused messages"));
    }
}

void TableServer::onMessage(QWebSocket* socket, const QString& text)
{
    Client& client = m_clients[socket];
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    client.heardAt = now;
    const auto message = mj::net::readClientMessage(text.toStdString());
    if (!message) {
        refuse(socket, message.error());
        return;
    }
    // The rate limit: a bucket of messagesPerSecond, refilled at that rate. An answer is
    // not counted: the game's pace bounds them (one per question, and a wrong one is
    // refused and counted), and a quick player refused an answer would wait for ever.
    client.tokens = std::min(double(m_limits.messagesPerSecond),
                             client.tokens + double(now - client.refilledAt) * m_limits.messagesPerSecond / 1000.0);
    client.refilledAt = now;
    if (!std::holds_alternative<mj::net::Answer>(*message)) {
        if (client.tokens < 1) {
            refuse(socket, "too many messages: at most " + std::to_string(m_limits.messagesPerSecond) + " a second");
            return;
        }
        client.tokens -= 1;
    }
    if (!client.table) {
        const auto* hello = std::get_if<mj::net::Hello>(&*message);
        if (!hello) {
            refuse(socket, "the first message is \"hello\"");
            return;
        }
        TableHost* table = this->table(QString::fromStdString(hello->table));
        if (!table) {
            refuse(socket, "no table has the code \"" + hello->table + "\"");
            return;
        }
        const auto seat = table->join(socket, *hello);
        if (!seat) {
            refuse(socket, seat.error());
            return;
        }
        client.table = table;
        return;
    }
    if (std::holds_alternative<mj::net::Hello>(*message)) {
        refuse(socket, "this connection has said hello already");
        return;
    }
    const int seat = client.table->seatOf(socket);
    if (seat < 0) {
        refuse(socket, "this connection holds no seat now (a spectator only watches)");
        return;
    }
    client.table->receive(seat, *message);
}

void TableServer::heartbeat()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    std::vector<QWebSocket*> silent;
    for (auto& [socket, client] : m_clients) {
        if (now - client.heardAt > m_limits.silenceMs) {
            // Dropped at once: a silent peer (a half-open socket: its computer gone) would
            // never finish a closing handshake, and its seat would wait for ever.
            m_log(QStringLiteral("disconnected a silent client"));
            silent.push_back(socket);
        } else if (client.number % kHeartbeatSlices == m_heartbeatTick % kHeartbeatSlices) {
            socket->ping(); // each client once a heartbeat interval, a slice of them a tick
        }
    }
    for (QWebSocket* socket : silent)
        socket->abort(); // its disconnected() frees the seat (and erases it from m_clients)
    ++m_heartbeatTick;
}
