// Hosting, joining and the lobby of a networked table (net_session.h).
#include "netplay/net_session.h"

#include "table_host.h"
#include "table_server.h"

#include <QHostAddress>
#include <QSettings>
#include <QNetworkInterface>

NetSession::NetSession(QObject* parent) : QObject(parent), m_actions(this), m_ledger(this)
{
    connect(&m_client, &TableClient::changed, this, &NetSession::onClientChanged);
    connect(&m_client, &TableClient::viewed, this, &NetSession::onViewed);
    connect(&m_client, &TableClient::refused, this, [this](const QString& reason) {
        m_problem = reason;
        emit changed();
    });
    connect(&m_client, &TableClient::chatted, this, [this](int seat, const QString& text) {
        const auto& seats = m_client.seats();
        const QString who = seat >= 0 && static_cast<std::size_t>(seat) < seats.size() && !seats[static_cast<std::size_t>(seat)].name.empty()
                                ? QString::fromStdString(seats[static_cast<std::size_t>(seat)].name)
                                : tr("Seat %1").arg(seat);
        m_chat << QStringLiteral("%1: %2").arg(who, text);
        while (m_chat.size() > 50)
            m_chat.removeFirst();
        emit chatChanged();
    });
    connect(&m_client, &TableClient::closed, this, [this](const QString& why) {
        m_problem = m_closedByYou ? tr("You closed the table.") : why;
        m_timer.stop();
        m_countdown.stop();
        emit changed();
    });
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &NetSession::showNext);
    m_countdown.setInterval(200);
    connect(&m_countdown, &QTimer::timeout, this, &NetSession::tickCountdown);
}

NetSession::~NetSession()
{
    // Nothing the client or the server says while they close may reach this half-gone session.
    m_client.disconnect(this);
    m_timer.stop();
    m_countdown.stop();
    closeServer();
}

void NetSession::setRememberTokens(bool on)
{
    if (on == m_rememberTokens)
        return;
    m_rememberTokens = on;
    emit changed();
}

QString NetSession::tokenFor(const QString& key) const
{
    if (const auto it = m_tokens.find(key); it != m_tokens.end())
        return it->second;
    return m_rememberTokens ? QSettings().value(QStringLiteral("netplay/tokens/") + QString::fromLatin1(key.toUtf8().toHex())).toString()
                            : QString();
}

void NetSession::keepToken()
{
    if (m_tokenKey.isEmpty() || m_client.token().isEmpty() || tokenFor(m_tokenKey) == m_client.token())
        return;
    m_tokens[m_tokenKey] = m_client.token();
    if (m_rememberTokens)
        QSettings().setValue(QStringLiteral("netplay/tokens/") + QString::fromLatin1(m_tokenKey.toUtf8().toHex()), m_client.token());
}

void NetSession::setModel(TableModel* model)
{
    if (model == m_model)
        return;
    m_model = model;
    emit modelChanged();
}

bool NetSession::host(const QString& ruleset, const QString& botLevel, const QString& name, int port, int claimSeconds)
{
    leave();
    m_problem.clear();
    auto server = std::make_unique<TableServer>([](const QString& line) { qInfo("table server: %s", qPrintable(line)); });
    // The port asked for, or, when another program has it, any free one.
    const QHostAddress where = m_localOnly ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any);
    if (!server->listen(where, static_cast<quint16>(port)) && !server->listen(where, 0)) {
        m_problem = tr("The table cannot be served: %1").arg(server->error());
        emit changed();
        return false;
    }
    TableHost* table = server->openTable(ruleset, botLevel);
    if (!table || !table->ok()) {
        m_problem = tr("The table cannot be opened with the ruleset \"%1\": %2").arg(ruleset, table ? table->problem() : QString());
        emit changed();
        return false;
    }
    table->setClaimSeconds(claimSeconds);
    m_server = std::move(server);
    m_botLevel = botLevel;
    m_code = table->code();
    // Where the others can reach it: every address of this computer's networks.
    m_addresses.clear();
    if (!m_localOnly)
        for (const QHostAddress& a : QNetworkInterface::allAddresses())
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
                m_addresses << QStringLiteral("%1:%2").arg(a.toString()).arg(m_server->port());
    m_addresses << tr("127.0.0.1:%1 (this computer)").arg(m_server->port());
    m_open = true;
    m_tokenKey.clear(); // a new table: no seat to take back
    m_client.join(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port())), m_code, name);
    emit changed();
    return true;
}

std::optional<QUrl> NetSession::tableUrl(const QString& address, const QString& code, const QString& name)
{
    leave();
    m_problem.clear();
    // "host", "host:port" or a ws:// URL; the port is 7077 unless said.
    QString text = address.trimmed();
    if (!text.contains(QStringLiteral("://")))
        text.prepend(QStringLiteral("ws://"));
    QUrl url(text);
    if (!url.isValid() || url.host().isEmpty() || url.scheme() != QLatin1String("ws")) {
        m_problem = tr("\"%1\" is not an address to join: give a computer's name or address, and its port after a colon.").arg(address);
        emit changed();
        return std::nullopt;
    }
    if (url.port() < 0)
        url.setPort(7077);
    if (code.trimmed().isEmpty() || name.trimmed().isEmpty()) {
        m_problem = tr("A table's code and your name are needed to join.");
        emit changed();
        return std::nullopt;
    }
    m_code = code.trimmed().toUpper();
    m_botLevel = QStringLiteral("normal"); // the host's choice is not told: a game played on here gets these
    m_open = true;
    m_gamesSinceJoin = 0;
    return url;
}

void NetSession::join(const QString& address, const QString& code, const QString& name)
{
    const auto url = tableUrl(address, code, name);
    if (!url)
        return;
    // A table joined before: its seat token takes the seat back (a dropped connection, the
    // app closed and opened again). The token is kept by the name too: two people at one
    // computer (two app windows) who join the same table each get a seat of their own, and
    // each takes their own back.
    m_tokenKey = url->toString() + QLatin1Char('|') + m_code + QLatin1Char('|') + name.trimmed();
    m_client.join(*url, m_code, name.trimmed(), tokenFor(m_tokenKey));
    emit changed();
}

void NetSession::watch(const QString& address, const QString& code, const QString& name)
{
    const auto url = tableUrl(address, code, name);
    if (!url)
        return;
    m_tokenKey.clear(); // a spectator holds no seat
    m_client.watch(*url, m_code, name.trimmed());
    emit changed();
}

bool NetSession::setSeatLevel(int seat, const QString& level)
{
    TableHost* table = m_server ? m_server->table(m_code) : nullptr;
    return table && table->setSeatLevel(seat, level); // the seats' message follows
}

void NetSession::sit(int seat)
{
    if (status() == QLatin1String("lobby"))
        m_client.sit(seat);
}

int NetSession::tableClaimSeconds() const
{
    const TableHost* table = m_server ? m_server->table(m_code) : nullptr;
    return table ? table->claimSeconds() : 0;
}

void NetSession::setReady()
{
    m_saidReady = true;
    m_client.ready();
    refresh();
}

void NetSession::sendChat(const QString& text)
{
    if (!text.trimmed().isEmpty())
        m_client.chat(text.trimmed());
}

QStringList NetSession::quickPhrases()
{
    return {tr("Good luck!"), tr("Nice one!"), tr("Pung!"), tr("One moment, please."), tr("Good game!")};
}

void NetSession::leave()
{
    m_timer.stop();
    m_countdown.stop();
    m_secondsLeft = -1;
    if (m_client.state() != TableClient::State::Idle && m_client.state() != TableClient::State::Closed)
        m_client.leave();
    closeServer();
    m_open = false;
    m_closedByYou = false;
    m_saidReady = false;
    m_shownGame = 0;
    m_revealShown = 0;
    m_games.clear();
    m_endings.clear();
    m_chat.clear();
    m_watched.clear();
    m_revealed.reset();
    m_revealedFrom.clear();
    if (m_model && m_model->record().header.game)
        m_model->showRitual();
    emit changed();
    emit chatChanged();
    emit countdownChanged();
}

// The host's leaving ends the table for everyone, with a message that says so.
void NetSession::closeServer()
{
    if (!m_server)
        return;
    m_server->closeAll(tr("The host closed the table."));
    m_server.reset();
    m_addresses.clear();
}

QString NetSession::status() const
{
    if (!m_open)
        return {};
    switch (m_client.state()) {
    case TableClient::State::Idle: return {};
    case TableClient::State::Connecting: return QStringLiteral("connecting");
    case TableClient::State::Seated: return QStringLiteral("lobby");
    case TableClient::State::Playing: return QStringLiteral("playing");
    case TableClient::State::Watching: return QStringLiteral("watching");
    case TableClient::State::Closed: return QStringLiteral("closed");
    }
    return {};
}

QVariantList NetSession::seats() const
{
    QVariantList out;
    const auto& seats = m_client.seats();
    for (std::size_t s = 0; s < seats.size(); ++s)
        out.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(seats[s].name)},
                               {QStringLiteral("bot"), seats[s].bot},
                               {QStringLiteral("ready"), seats[s].ready},
                               {QStringLiteral("connected"), seats[s].connected},
                               {QStringLiteral("level"), QString::fromStdString(seats[s].level)},
                               {QStringLiteral("you"), static_cast<int>(s) == m_client.seat()}});
    return out;
}

QString NetSession::fairness() const
{
    if (!m_client.fairnessChecked())
        return {};
    return m_client.unfairReason().isEmpty() ? tr("The wall was fair: verified")
                                             : tr("The wall could not be verified: %1").arg(m_client.unfairReason());
}
