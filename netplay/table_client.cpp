#include "table_client.h"

#include "fair_deal.h"

#include "record/record_json.h"
#include "variants/registry/builtin_variants.h"

#include <QRandomGenerator>

TableClient::TableClient(QObject* parent) : QObject(parent)
{
    connect(&m_socket, &QWebSocket::connected, this, [this] { send(m_hello); });
    connect(&m_socket, &QWebSocket::textMessageReceived, this, &TableClient::onText);
    connect(&m_socket, &QWebSocket::disconnected, this, [this] {
        if (m_state == State::Closed)
            return;
        // Why it ended (a refusal said before is old news): the table never reached, what the
        // server said, or the connection lost.
        const bool neverReached = m_state == State::Connecting && m_seat < 0;
        m_state = State::Closed;
        m_problem = neverReached ? tr("Could not reach the table at %1: %2.").arg(m_socket.requestUrl().toString(), m_socket.errorString())
                    : m_socket.closeReason().isEmpty() ? tr("The connection to the table was lost.")
                                                       : m_socket.closeReason();
        emit changed();
        emit closed(m_problem);
    });
}

TableClient::~TableClient() { m_socket.disconnect(this); }

void TableClient::join(const QUrl& url, const QString& code, const QString& name, const QString& token)
{
    open(url, mj::net::Hello{mj::net::kProtocolVersion, name.toStdString(), code.trimmed().toUpper().toStdString(),
                             token.toStdString()});
}

void TableClient::watch(const QUrl& url, const QString& code, const QString& name)
{
    open(url, mj::net::Hello{mj::net::kProtocolVersion, name.toStdString(), code.trimmed().toUpper().toStdString(), {}, true});
}

void TableClient::open(const QUrl& url, mj::net::Hello hello)
{
    m_hello = std::move(hello);
    m_state = State::Connecting;
    m_seat = -1;
    m_game = 0;
    m_results.clear();
    m_revealedGame = 0;
    m_problem.clear();
    emit changed();
    m_socket.open(url);
}

void TableClient::sit(int seat) { send(mj::net::Sit{seat}); }

void TableClient::ready()
{
    // This seat's own randomness: no one else, the server included, can choose it.
    const QByteArray bytes = [] {
        QByteArray b(16, '\0');
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(b.data()), 4);
        return b;
    }();
    m_contribution = bytes.toHex().toStdString();
    send(mj::net::Ready{m_contribution});
}

bool TableClient::answer(int choice)
{
    if (choice < 0 || choice >= static_cast<int>(m_ask.actions.size()))
        return false;
    send(mj::net::Answer{m_ask.ask, choice});
    m_ask.actions.clear(); // answered: the next question replaces it
    emit changed();
    return true;
}

void TableClient::chat(const QString& text) { send(mj::net::Chat{text.left(200).toStdString()}); }

void TableClient::leave()
{
    m_state = State::Closed;
    m_socket.close();
    emit changed();
}

void TableClient::send(const mj::net::ClientMessage& message)
{
    if (m_socket.state() == QAbstractSocket::ConnectedState)
        m_socket.sendTextMessage(QString::fromStdString(mj::net::writeClientMessage(message)));
}

void TableClient::fail(const QString& why)
{
    m_problem = why;
    m_state = State::Closed;
    m_socket.close();
    emit changed();
    emit closed(why);
}

void TableClient::onText(const QString& text)
{
    const std::string utf8 = text.toStdString();
    const auto message = mj::net::readServerMessage(utf8, m_header);
    if (!message)
        return fail(tr("The table sent a message this app cannot read: %1").arg(QString::fromStdString(message.error())));
    handle(*message);
}

void TableClient::handle(const mj::net::ServerMessage& message)
{
    using namespace mj::net;
    if (const auto* welcome = std::get_if<Welcome>(&message)) {
        m_seat = welcome->seat;
        m_token = QString::fromStdString(welcome->token);
        m_ruleset = QString::fromStdString(welcome->ruleset);
        m_state = State::Seated;
    } else if (const auto* watching = std::get_if<Watching>(&message)) {
        m_ruleset = QString::fromStdString(watching->ruleset);
        m_state = State::Watching;
    } else if (const auto* seats = std::get_if<Seats>(&message)) {
        m_seats = seats->seats;
    } else if (const auto* started = std::get_if<Started>(&message)) {
        // A new game, or the game again from its start (coming back).
        m_game = started->game;
        m_seat = started->seat;
        m_header = started->header;
        m_table.emplace(started->header, mj::Seat::of(started->seat));
        m_nextView = 0;
        m_seen.clear();
        m_seenAt.clear();
        m_ask = {};
        m_over.reset();
        m_fairChecked = false;
        m_unfairReason.clear();
        m_state = State::Playing;
    } else if (const auto* view = std::get_if<View>(&message)) {
        if (!m_table)
            return fail(tr("The table sent a move before the game began."));
        if (view->index < m_nextView)
            return fail(tr("The table sent event %1 twice.").arg(view->index));
        if (const mj::Status s = m_table->apply(view->view, view->at); !s)
            return fail(tr("The table sent a move that cannot follow: %1").arg(QString::fromStdString(s.error())));
        m_nextView = view->index + 1;
        m_seen.push_back(view->view);
        m_seenAt.push_back(view->index);
        emit viewed();
        return;
    } else if (const auto* ask = std::get_if<Ask>(&message)) {
        m_ask = *ask;
    } else if (const auto* refusal = std::get_if<Refused>(&message)) {
        m_problem = QString::fromStdString(refusal->reason);
        emit refused(m_problem);
        return;
    } else if (const auto* over = std::get_if<Over>(&message)) {
        m_over = *over;
        m_ask = {};
        if (m_results.size() < static_cast<std::size_t>(m_game)) // once a game (sent again on return)
            m_results.push_back(*over);
    } else if (const auto* results = std::get_if<Results>(&message)) {
        m_results = results->games;
    } else if (const auto* line = std::get_if<ChatLine>(&message)) {
        emit chatted(line->seat, QString::fromStdString(line->text));
        return;
    } else if (const auto* commit = std::get_if<Commit>(&message)) {
        m_commitments[commit->game] = commit->commitment; // by number, the last few only
        while (m_commitments.size() > 8)
            m_commitments.erase(m_commitments.begin()); // only the coming game's is needed
        return;
    } else if (const auto* reveal = std::get_if<Reveal>(&message)) {
        const auto committed = m_commitments.find(reveal->game);
        const std::string commitment = committed != m_commitments.end() ? committed->second : std::string();
        // A player who came back in a new connection did not send this game's contribution
        // from here: the one the reveal counts for their seat is all there is to check by.
        std::string mine = m_contribution;
        if (mine.empty() && m_seat >= 0 && static_cast<std::size_t>(m_seat) < reveal->contributions.size())
            mine = reveal->contributions[static_cast<std::size_t>(m_seat)];
        // Every built-in ruleset served is of the Filipino family's variant.
        // The views as they were sent, for the check (made here, once a game, from what was kept).
        std::vector<nlohmann::json> views;
        views.reserve(m_seen.size());
        for (std::size_t i = 0; i < m_seen.size(); ++i)
            views.push_back({{"index", m_seenAt[i]}, {"event", mj::eventToJson(m_seen[i].event)}});
        const mj::Status fair = commitment.empty()
                                    ? mj::failure("no commitment to this game was sent before it")
                                    : fair::verifyDeal(**mj::variantByName("filipino"), commitment, reveal->message, m_seat,
                                                       mine, views);
        m_fairChecked = true;
        m_unfairReason = fair ? QString() : QString::fromStdString(fair.error());
        m_revealedRecord = QString::fromStdString(reveal->record);
        m_revealedGame = reveal->game;
        m_contribution.clear(); // the next game's is sent with the next "ready"
    }
    emit changed();
}
