#include "table_host.h"

#include "fair_deal.h"
#include "record/record_json.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "variants/registry/builtin_variants.h"

#include <QRandomGenerator>

#include <algorithm>
#include <sstream>

namespace {

// The variant that offers `ruleset` among its built-in ones; otherwise a ruleset file, which
// is one of the Filipino family's (docs/rules/ruleset-files.md) once `loaded` (the ruleset
// read once, by the caller) says it loads. A game for one (the solitaire) is no table to
// share: refused.
mj::Expected<const mj::Variant*> variantOf(const QString& ruleset, const mj::Expected<mj::Ruleset>& loaded)
{
    for (const mj::Variant* v : mj::builtinVariants()) {
        const auto names = v->rulesets();
        if (std::find(names.begin(), names.end(), ruleset.toStdString()) == names.end())
            continue;
        if (v->seats() < 2)
            return mj::failure("\"" + ruleset.toStdString() + "\" is played alone: a table is for two or more players");
        return v;
    }
    if (!loaded)
        return mj::failure(loaded.error());
    return mj::variantByName("filipino");
}

// A seat token: 128 bits from the system's entropy, as hex (it is never a game's random
// choice, so it does not come from the game's seeded generator).
QString newToken()
{
    QString token;
    for (int i = 0; i < 4; ++i)
        token += QString::number(QRandomGenerator::system()->generate(), 16).rightJustified(8, QLatin1Char('0'));
    return token;
}

} // namespace

TableHost::TableHost(QString code, QString ruleset, QString botLevel, std::function<void(const QString&)> log,
                     QObject* parent)
    : QObject(parent), m_code(std::move(code)), m_ruleset(std::move(ruleset)), m_botLevel(std::move(botLevel)),
      m_log(std::move(log))
{
    const auto rules = mj::loadRuleset(m_ruleset.toStdString());
    const auto variant = variantOf(m_ruleset, rules);
    if (variant) {
        m_variant = *variant;
        m_seats.resize(static_cast<std::size_t>(m_variant->seats()));
        for (SeatState& s : m_seats)
            s.level = m_botLevel;
        m_rulesetName = rules ? QString::fromStdString(rules->name) : m_ruleset;
    } else {
        m_problem = QString::fromStdString(variant.error());
    }
    m_contributions.assign(m_seats.size(), std::string());
    m_secret = fair::newSecret();
    m_clock.setInterval(100);
    connect(&m_clock, &QTimer::timeout, this, &TableHost::tick);
}

void TableHost::setSeed(quint64 seed)
{
    m_seed = seed;
    m_secret = fair::secretFrom(seed + quint64(m_nextGame));
}

void TableHost::sendCommitment(int seat)
{
    sendTo(seat, mj::net::commitMessage(m_nextGame, fair::commitmentOf(m_secret)));
}

void TableHost::commitNextGame()
{
    m_secret = m_seed ? fair::secretFrom(*m_seed + quint64(m_nextGame)) : fair::newSecret();
    m_contributions.assign(m_seats.size(), std::string());
    for (std::size_t s = 0; s < m_seats.size(); ++s)
        sendCommitment(static_cast<int>(s));
    sendToWatchers(mj::net::commitMessage(m_nextGame, fair::commitmentOf(m_secret)));
}

// After a game: its secret, the contributions and its record, to every player; then the
// next game is committed to.
void TableHost::reveal()
{
    sendReveal();
    ++m_nextGame;
    commitNextGame();
}

void TableHost::sendReveal()
{
    std::ostringstream record;
    mj::writeRecord(record, m_referee->game().record());
    const std::string text = mj::net::revealMessage(m_nextGame, m_secret.toHex().toStdString(), m_contributions, record.str());
    for (std::size_t s = 0; s < m_seats.size(); ++s)
        sendTo(static_cast<int>(s), text);
    sendToWatchers(text);
}

void TableHost::revealUnfinished()
{
    if (!m_referee || m_referee->gameOver()) // the referee is made with its first game dealt
        return;
    m_clock.stop();
    m_log(QStringLiteral("table %1: closed during game %2, revealed").arg(m_code).arg(m_nextGame));
    sendReveal();
}

bool TableHost::setSeatLevel(int seat, const QString& level)
{
    if (m_referee || seat < 0 || seat >= seatCount())
        return false;
    const auto levels = m_variant->agentLevels();
    if (std::find(levels.begin(), levels.end(), level.toStdString()) == levels.end())
        return false;
    m_seats[static_cast<std::size_t>(seat)].level = level;
    broadcastSeats();
    return true;
}

QString TableHost::seatLevel(int seat) const
{
    return seat >= 0 && seat < seatCount() ? m_seats[static_cast<std::size_t>(seat)].level : QString();
}

int TableHost::seatOf(const QWebSocket* socket) const
{
    for (std::size_t s = 0; s < m_seats.size(); ++s)
        if (m_seats[s].socket == socket)
            return static_cast<int>(s);
    return -1;
}

int TableHost::people() const
{
    return static_cast<int>(std::count_if(m_seats.begin(), m_seats.end(), [](const SeatState& s) { return s.taken; }));
}

mj::Expected<int> TableHost::join(QWebSocket* socket, const mj::net::Hello& hello)
{
    const QString name = QString::fromStdString(hello.name);
    if (hello.watch) {
        if (!ok())
            return mj::failure("this table cannot be played: " + m_problem.toStdString());
        if (spectators() >= kMaxSpectators)
            return mj::failure("this table has all the spectators it takes (" + std::to_string(kMaxSpectators) + ")");
        m_watchers.push_back(socket);
        socket->sendTextMessage(QString::fromStdString(mj::net::watchingMessage(m_rulesetName.toStdString(), seatCount())));
        socket->sendTextMessage(QString::fromStdString(mj::net::commitMessage(m_nextGame, fair::commitmentOf(m_secret))));
        m_log(QStringLiteral("table %1: %2 watches").arg(m_code, name));
        broadcastSeats();
        return -1;
    }
    if (!hello.token.empty()) {
        for (std::size_t s = 0; s < m_seats.size(); ++s) {
            SeatState& seat = m_seats[s];
            if (!seat.taken || seat.token != QString::fromStdString(hello.token))
                continue;
            if (seat.socket && seat.socket != socket)
                seat.socket->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("the seat was taken back"));
            seat.socket = socket;
            seat.name = name;
            const int index = static_cast<int>(s);
            sendTo(index, mj::net::welcomeMessage(index, seat.token.toStdString(), m_rulesetName.toStdString(),
                                                  static_cast<int>(m_seats.size())));
            sendCommitment(index);
            m_log(QStringLiteral("table %1: %2 came back to seat %3").arg(m_code, name).arg(index));
            broadcastSeats();
            if (m_referee) {
                if (m_referee->covered(index)) {
                    m_log(QStringLiteral("table %1: the bot hands seat %2 back").arg(m_code).arg(index));
                    m_referee->uncover(index); // sends the game again
                } else {
                    m_referee->resend(index);
                }
                sendOutbox();
            }
            return index;
        }
        return mj::failure("that seat token is not one of this table's");
    }
    if (!ok())
        return mj::failure("this table cannot be played: " + m_problem.toStdString());
    if (m_referee)
        return mj::failure("the game at this table has started; only its players may come back");
    const auto free = std::find_if(m_seats.begin(), m_seats.end(), [](const SeatState& s) { return !s.taken; });
    if (free == m_seats.end())
        return mj::failure("the table is full");
    const int index = static_cast<int>(free - m_seats.begin());
    *free = SeatState{name, free->level, newToken(), socket, true, false};
    sendTo(index, mj::net::welcomeMessage(index, free->token.toStdString(), m_rulesetName.toStdString(),
                                          static_cast<int>(m_seats.size())));
    sendCommitment(index);
    m_log(QStringLiteral("table %1: %2 joined at seat %3").arg(m_code, name).arg(index));
    broadcastSeats();
    return index;
}

void TableHost::receive(int seat, const mj::net::ClientMessage& message)
{
    // A contribution counts for the next game only (the one not dealt yet).
    const auto* ready = std::get_if<mj::net::Ready>(&message);
    if (ready && (!m_referee || m_referee->gameOver()))
        m_contributions[static_cast<std::size_t>(seat)] = ready->contribution;
    if (m_referee) {
        if (const auto* chat = std::get_if<mj::net::Chat>(&message)) // the players' chat, for the spectators too
            sendToWatchers(mj::net::chatMessage(seat, chat->text));
        m_referee->receive(seat, message);
        dealWhenAllReady();
        sendOutbox();
        return;
    }
    SeatState& me = m_seats[static_cast<std::size_t>(seat)];
    if (const auto* sit = std::get_if<mj::net::Sit>(&message)) {
        if (sit->seat >= static_cast<int>(m_seats.size()) || m_seats[static_cast<std::size_t>(sit->seat)].taken) {
            sendTo(seat, mj::net::refusedMessage("seat " + std::to_string(sit->seat) + " is not free"));
            return;
        }
        // The person moves; each seat keeps its AI level. They are welcomed at the new seat.
        SeatState& there = m_seats[static_cast<std::size_t>(sit->seat)];
        const QString level = there.level;
        there = me;
        there.level = level;
        me = freeSeat(me.level);
        sendTo(sit->seat, mj::net::welcomeMessage(sit->seat, there.token.toStdString(), m_rulesetName.toStdString(),
                                                  static_cast<int>(m_seats.size())));
        m_log(QStringLiteral("table %1: %2 moved to seat %3").arg(m_code, there.name).arg(sit->seat));
        broadcastSeats();
        return;
    }
    if (std::holds_alternative<mj::net::Ready>(message)) {
        me.ready = true;
        broadcastSeats();
        const bool all = std::all_of(m_seats.begin(), m_seats.end(),
                                     [](const SeatState& s) { return !s.taken || (s.ready && s.socket); });
        if (all)
            start();
        return;
    }
    if (const auto* chat = std::get_if<mj::net::Chat>(&message)) {
        const std::string line = mj::net::chatMessage(seat, chat->text);
        for (std::size_t s = 0; s < m_seats.size(); ++s)
            sendTo(static_cast<int>(s), line);
        sendToWatchers(line);
        return;
    }
    sendTo(seat, mj::net::refusedMessage("not before the game starts"));
}

void TableHost::stoppedWatching(QWebSocket* socket)
{
    m_watchers.erase(std::remove_if(m_watchers.begin(), m_watchers.end(),
                                    [socket](const QPointer<QWebSocket>& w) { return !w || w == socket; }),
                     m_watchers.end());
}

void TableHost::left(int seat)
{
    SeatState& s = m_seats[static_cast<std::size_t>(seat)];
    m_log(QStringLiteral("table %1: %2 left seat %3").arg(m_code, s.name).arg(seat));
    s.socket = nullptr;
    if (!m_referee) {
        s = freeSeat(s.level); // before the start the seat is simply free again
        broadcastSeats();
        return;
    }
    broadcastSeats();
    // After the grace period, a bot plays the seat until its player comes back.
    QTimer::singleShot(m_graceMs, this, [this, seat, token = s.token] {
        const SeatState& now = m_seats[static_cast<std::size_t>(seat)];
        if (now.socket || now.token != token || !m_referee || m_referee->covered(seat))
            return;
        if (m_referee->cover(seat, m_botLevel.toStdString())) {
            m_log(QStringLiteral("table %1: a bot plays seat %2 until %3 comes back").arg(m_code).arg(seat).arg(now.name));
            dealWhenAllReady(); // between games, the others may have been waiting for this seat
            sendOutbox();
        }
    });
}

// Between games: the next is dealt once every person still playing has said ready.
void TableHost::dealWhenAllReady()
{
    if (!m_referee || !m_referee->allReady())
        return;
    m_referee->startGame(fair::seedFrom(m_secret, m_contributions));
    m_log(QStringLiteral("table %1: game %2 dealt").arg(m_code).arg(m_nextGame));
}

void TableHost::start()
{
    mj::Session::Players players(static_cast<int>(m_seats.size()), mj::SeatPlayer::agent(m_botLevel.toStdString()));
    for (std::size_t s = 0; s < m_seats.size(); ++s)
        players[s] = m_seats[s].taken ? mj::SeatPlayer::human() : mj::SeatPlayer::agent(m_seats[s].level.toStdString());
    // The seed is made from the server's committed secret and the players' contributions
    // (fair_deal.h); it is revealed only after the game.
    const std::uint64_t seed = fair::seedFrom(m_secret, m_contributions);
    auto made = mj::net::Referee::create(*m_variant, m_ruleset.toStdString(), seed, players);
    if (!made) {
        m_log(QStringLiteral("table %1: the game could not start: %2").arg(m_code, QString::fromStdString(made.error())));
        return;
    }
    m_referee = std::move(made).value();
    m_referee->setClaimSeconds(m_claimSeconds);
    m_log(QStringLiteral("table %1: started with %2 people").arg(m_code).arg(people()));
    m_referee->startGame(seed);
    sendOutbox();
}

void TableHost::sendOutbox()
{
    for (const auto& out : m_referee->takeOutbox())
        sendTo(out.seat, out.text);
    if (m_referee->gameOver() && !m_overLogged) {
        m_overLogged = true;
        m_log(QStringLiteral("table %1: game %2 over").arg(m_code).arg(m_referee->gamesPlayed()));
        reveal();
    } else if (!m_referee->gameOver()) {
        m_overLogged = false;
    }
    // The clock runs only while a deadline does.
    if (m_referee->msLeft() >= 0 && !m_clock.isActive()) {
        m_lastTick.start();
        m_clock.start();
    } else if (m_referee->msLeft() < 0) {
        m_clock.stop();
    }
}

void TableHost::tick()
{
    const qint64 passed = m_lastTick.restart();
    m_referee->passTime(passed);
    sendOutbox();
}

void TableHost::sendTo(int seat, const std::string& text)
{
    if (seat < 0 || seat >= static_cast<int>(m_seats.size()))
        return;
    if (QWebSocket* socket = m_seats[static_cast<std::size_t>(seat)].socket)
        socket->sendTextMessage(QString::fromStdString(text));
}

void TableHost::sendToWatchers(const std::string& text)
{
    const QString message = QString::fromStdString(text);
    for (const QPointer<QWebSocket>& w : m_watchers)
        if (w)
            w->sendTextMessage(message);
}

void TableHost::broadcastSeats()
{
    std::vector<mj::net::SeatInfo> seats;
    for (const SeatState& s : m_seats)
        seats.push_back({s.name.toStdString(), !s.taken && m_referee, s.ready, static_cast<bool>(s.socket),
                         s.taken ? std::string() : s.level.toStdString()});
    const std::string text = mj::net::seatsMessage(seats);
    for (std::size_t s = 0; s < m_seats.size(); ++s)
        sendTo(static_cast<int>(s), text);
    sendToWatchers(text);
}
