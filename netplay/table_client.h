// One player's connection to a table served over the network (issue 15; docs/network.md):
// joins with the table's code and a name (or a seat token to come back), takes a seat, says
// ready with a contribution of its own randomness to the wall, and follows the game only
// through what the server sends its seat: the views fold into the table this seat sees
// (net/seat_table.h), the question is the server's, and every answer is checked there.
// After each game it checks the revealed deal against the commitment and everything it was
// sent (fair_deal.h) and says whether the wall was fair. A message from the server that
// cannot be read or cannot follow ends the connection with the reason; it never crashes.
// The app's networked table and the tests play through this; it knows no QML.
#pragma once

#include "net/seat_table.h"
#include "net/server_message.h"
#include "net/wire.h"

#include <QObject>
#include <QString>
#include <QUrl>
#include <QWebSocket>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

class TableClient : public QObject {
    Q_OBJECT
public:
    // Watching: a spectator at the table (watch()), shown each game once it has ended.
    enum class State { Idle, Connecting, Seated, Playing, Watching, Closed };
    explicit TableClient(QObject* parent = nullptr);
    // Says nothing more: the socket's last signals (it closes as it goes) would reach
    // members already gone.
    ~TableClient() override;

    // Connects to `url` (ws://host:port) and joins table `code` as `name`; with `token` (from
    // an earlier welcome) takes that seat back.
    void join(const QUrl& url, const QString& code, const QString& name, const QString& token = {});
    // Connects to watch table `code`: no seat, no game in play; each game's record comes
    // when it has ended (revealedRecord, checked as a player checks it, less what only a
    // seat has).
    void watch(const QUrl& url, const QString& code, const QString& name);
    bool watching() const { return m_hello.watch; }
    void sit(int seat);
    // Ready for the game (or the next one), with 16 bytes of this computer's randomness as
    // this seat's part of the wall's seed.
    void ready();
    // Answers the question asked now with its action number `choice`.
    bool answer(int choice);
    void chat(const QString& text);
    void leave();

    State state() const { return m_state; }
    int seat() const { return m_seat; }
    QString token() const { return m_token; }
    // This connection took a seat back with its token (the game is sent again from its start).
    bool cameBack() const { return !m_hello.token.empty(); }
    QString ruleset() const { return m_ruleset; }
    const std::vector<mj::net::SeatInfo>& seats() const { return m_seats; }
    int gamesStarted() const { return m_game; }
    // The game as this seat sees it (null before the first "started").
    const mj::net::SeatTable* table() const { return m_table ? &*m_table : nullptr; }
    // The question asked now (empty when none) and the seconds it allowed (0: no limit).
    const std::vector<mj::Action>& question() const { return m_ask.actions; }
    int questionSeconds() const { return m_ask.seconds; }
    // The question's number (a new question, a new number).
    int questionNumber() const { return m_ask.ask; }
    // The views of this game sent so far, in order (an AI player at this seat folds them).
    const std::vector<mj::SeenEvent>& seenViews() const { return m_seen; }
    // The game's end as the server told it (nullopt while it goes on).
    const std::optional<mj::net::Over>& over() const { return m_over; }
    // How each finished game of the table ended, game 1 first: those seen here, and those
    // before this connection (the server sends them to a player who comes back).
    const std::vector<mj::net::Over>& results() const { return m_results; }
    // Whether the last game's revealed deal has been checked (unfairReason says how it went).
    bool fairnessChecked() const { return m_fairChecked; }
    // Why the deal did not verify; empty when it did (or is not checked yet).
    QString unfairReason() const { return m_unfairReason; }
    // The last game's full record, as revealed (JSON Lines); empty before.
    QString revealedRecord() const { return m_revealedRecord; }
    // The number of the game revealed last (0: none yet).
    int revealedGame() const { return m_revealedGame; }
    // The last refusal, or why the connection ended.
    QString lastProblem() const { return m_problem; }

signals:
    void changed();     // state, seats, question, the end or the check changed
    void viewed();      // the table this seat sees moved on
    void refused(const QString& reason);
    void chatted(int seat, const QString& text);
    void closed(const QString& why);

private:
    // Connects to `url` with `hello` (its first message, sent once connected).
    void open(const QUrl& url, mj::net::Hello hello);
    void onText(const QString& text);
    void handle(const mj::net::ServerMessage& message);
    void send(const mj::net::ClientMessage& message);
    void fail(const QString& why);

    QWebSocket m_socket;
    State m_state = State::Idle;
    mj::net::Hello m_hello;
    int m_seat = -1;
    QString m_token;
    QString m_ruleset;
    std::vector<mj::net::SeatInfo> m_seats;
    int m_game = 0;
    mj::RecordHeader m_header;
    std::optional<mj::net::SeatTable> m_table;
    std::size_t m_nextView = 0;
    mj::net::Ask m_ask;
    std::optional<mj::net::Over> m_over;
    std::vector<mj::net::Over> m_results;
    // The provable wall: each game's commitment, this seat's contribution and the views sent.
    std::map<int, std::string> m_commitments; // by game number: the last few sent
    std::string m_contribution;
    std::vector<mj::SeenEvent> m_seen;  // this game's views, in order
    std::vector<std::size_t> m_seenAt;  // the event number of each
    bool m_fairChecked = false;
    QString m_unfairReason;
    QString m_revealedRecord;
    int m_revealedGame = 0;
    QString m_problem;
};
