// One table of the network server (issue 15; docs/network.md): its code, its seats (people
// who joined, with their names, seat tokens and connections), the lobby (sit, ready), and
// once everyone who joined is ready, the match: bots fill the empty seats and the engine's
// referee (engine/net/referee.h) plays it, its messages sent to each seat's connection.
// The claim deadline runs on the server's clock, counted to the referee as it passes.
// Each game's wall is provably fair (fair_deal.h): committed before, revealed after.
#pragma once

#include "net/referee.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWebSocket>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class TableHost : public QObject {
    Q_OBJECT

public:
    // A table of `ruleset` (a built-in name, or the path of a house ruleset file of the
    // Filipino family) with `code`; bots of `botLevel` fill the seats nobody takes (each
    // seat's level may be changed before the start). `log` is handed one line per event of
    // interest (join, leave, start, end). A ruleset that does not load leaves a table with
    // no seats: ok() is false, and every join is refused with why.
    TableHost(QString code, QString ruleset, QString botLevel, std::function<void(const QString&)> log,
              QObject* parent = nullptr);

    // How long a dropped player's seat waits for them before a bot plays it (the bot hands
    // it back when they return); the house option's default is 20 s.
    void setGraceMs(int ms) { m_graceMs = ms; }
    // Tests: each game's secret is made from this number (and the game's number) instead of
    // the system's entropy, so a known deal is played.
    void setSeed(quint64 seed);
    QString code() const { return m_code; }
    QString ruleset() const { return m_ruleset; }
    // Whether the ruleset loaded (else why not, in problem()).
    bool ok() const { return !m_seats.empty(); }
    QString problem() const { return m_problem; }
    int seatCount() const { return static_cast<int>(m_seats.size()); }
    // The host's choices, before the start: the AI level that plays `seat` when nobody sits
    // there (false: no such seat or level, or the game has begun), and the time to answer a
    // claim, in seconds (0: the ruleset's).
    bool setSeatLevel(int seat, const QString& level);
    QString seatLevel(int seat) const;
    void setClaimSeconds(int seconds) { m_claimSeconds = seconds; }
    int claimSeconds() const { return m_claimSeconds; }
    bool started() const { return m_referee != nullptr; }
    int seatOf(const QWebSocket* socket) const;
    // How many people sit at the table now (connected or not).
    int people() const;

    // A hello for this table: a returning person (their token) takes their seat back; before
    // the start, a newcomer takes a free seat; a spectator (hello's watch) watches, at any
    // time (-1). Returns the seat, or the reason there is none.
    mj::Expected<int> join(QWebSocket* socket, const mj::net::Hello& hello);
    // A message from the person at `seat` (after their hello).
    void receive(int seat, const mj::net::ClientMessage& message);
    // The seat's connection closed: the seat stays theirs (their token takes it back).
    void left(int seat);
    // A spectator's connection closed.
    void stoppedWatching(QWebSocket* socket);
    int spectators() const { return static_cast<int>(m_watchers.size()); }
    // The most spectators a table takes.
    static constexpr int kMaxSpectators = 16;

    // The table closes in the middle of a game (its host left): the game will never end,
    // so nothing in it is secret any more. Its secret, the contributions and its record so
    // far are sent to everyone, as after a game: each player checks the deal and keeps the
    // record, and can play it on at their own computer. Nothing is sent when no game is
    // under way (before the first, or between games: the last one was revealed already).
    void revealUnfinished();

    const mj::net::Referee* referee() const { return m_referee.get(); }

private:
    struct SeatState {
        QString name;
        QString level; // who plays the seat when nobody sits there (kept when people move)
        QString token;
        QPointer<QWebSocket> socket;
        bool taken = false;
        bool ready = false;
    };
    // A seat nobody sits at, played by `level`.
    static SeatState freeSeat(const QString& level)
    {
        SeatState s;
        s.level = level;
        return s;
    }
    void start();
    void sendOutbox();
    void sendTo(int seat, const std::string& text);
    // To the spectators: only what the table says in public (seats, chat) and each game once
    // it has ended (its commitment before, its reveal after), never a game in play.
    void sendToWatchers(const std::string& text);
    void broadcastSeats();
    void tick();
    // A new secret and its commitment for the next game, sent to everyone.
    void commitNextGame();
    void reveal();
    void sendReveal();
    void sendCommitment(int seat);
    void dealWhenAllReady();

    QString m_code;
    QString m_ruleset;
    QString m_rulesetName; // as the players are told it (never a file's path on the host)
    QString m_problem;
    const mj::Variant* m_variant = nullptr;
    int m_claimSeconds = 0;
    QString m_botLevel;
    std::function<void(const QString&)> m_log;
    std::vector<SeatState> m_seats;
    std::vector<QPointer<QWebSocket>> m_watchers;
    std::unique_ptr<mj::net::Referee> m_referee;
    QTimer m_clock;          // while a claim's deadline runs
    QElapsedTimer m_lastTick;
    bool m_overLogged = false;
    std::optional<quint64> m_seed;
    // The provable wall of the next game (or the one in play): the secret and each seat's
    // contribution.
    QByteArray m_secret;
    std::vector<std::string> m_contributions;
    int m_nextGame = 1;
    int m_graceMs = 20'000;
};
