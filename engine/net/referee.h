// The referee of a table played over a network (issue 15: "the server is the referee"): it
// holds the match, its seed and the wall, runs the bots, and speaks to each person's seat
// only in messages made from that seat's views (views/event_view.h, net/wire.h). It knows
// no sockets or clocks: a transport hands it each person's messages and the time that
// passes, and sends what it puts in the outbox.
//
// The game is the engine's session (session/session.h) with several people, each at their
// own screen (no hot-seat hand-over): every person with a decision now is asked at once, in
// the claim window too, with the game's own deadline for a timed decision (a claim). An
// answer that comes in after its question was replaced (a claim already resolved) is
// refused with the reason; an answer that the rules refuse is refused with theirs.
#pragma once

#include "core/expected.h"
#include "net/wire.h"
#include "session/claim_deadline.h"
#include "session/session.h"
#include "variants/variant.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mj::net {

struct Outgoing {
    int seat = 0;
    std::string text; // one message (net/wire.h)
};

class Referee {
public:
    // The bots' own salt (Session's botSalt): their random choices never come from the
    // wall's. A game replayed locally with the same seed and salt is played the same.
    static constexpr std::uint64_t kBotSalt = 0x4E45545F424F5453; // "NET_BOTS"

    // A match of `variant` under `ruleset` from `seed` (kept here, never sent), one player
    // a seat: people (who are asked) and agents of the variant's levels. Refused with the
    // reason when the ruleset does not load or the players do not fit the match.
    static Expected<std::unique_ptr<Referee>> create(const Variant& variant, const std::string& ruleset,
                                                     std::uint64_t seed, const Session::Players& players);

    // The next game: dealt (its chance from `seed` when given, else from the match's seed),
    // the bots play up to a person's decision, and every person is sent "started", the views
    // so far and their question.
    void startGame(std::optional<std::uint64_t> seed = std::nullopt);
    // After a game: every person (not a bot covering one) has said "ready" for the next.
    bool allReady() const;
    // A message from the person at `seat`: an answer to their question, a chat (sent to
    // every person), or after a game "ready" for the next (allReady(); the host deals it).
    // Anything else, or an answer the rules refuse, is answered with "refused".
    void receive(int seat, const ClientMessage& message);
    // `ms` pass for the persons' timed decisions (a claim): when a deadline passes, each
    // person who has not answered takes the rules' answer for them (a pass).
    void passTime(std::int64_t ms);

    // A person's seat is played by a bot of `level` (their connection dropped and the grace
    // period passed) until uncover(): it plays at once when the move is the seat's, and the
    // seat is sent nothing meanwhile. False for a seat that is not a person's.
    bool cover(int seat, const std::string& level);
    // The person plays their seat again: they are sent the game as their seat saw it
    // (resend) and their question, if they have one now.
    void uncover(int seat);
    bool covered(int seat) const;

    // A person comes back (a new connection with their seat's token): their seat is sent
    // the game again from its start as it saw it ("started", every view so far, the end or
    // their question), so the client rebuilds its view and plays on.
    void resend(int seat);

    // The messages made since the last call, in order.
    std::vector<Outgoing> takeOutbox();

    const VariantGame& game() const { return m_session->game(); }
    bool gameOver() const { return m_session->hasGame() && m_session->game().over(); }
    int gamesPlayed() const;
    bool isPerson(int seat) const;
    // The question `seat` is asked now (its actions), empty when none.
    const std::vector<Action>& question(int seat) const;
    // The table's time to answer a timed decision (a claim), in seconds, instead of the
    // ruleset's (the host's choice); 0: the ruleset's.
    void setClaimSeconds(int seconds) { m_claimSeconds = seconds; }
    // Milliseconds left on the persons' timed decision; -1 when none runs.
    std::int64_t msLeft() const { return m_deadline.msLeft(); }

private:
    explicit Referee(std::unique_ptr<Session> session);
    // After every change: views to each person, the end, and each person's question.
    void flush();
    void send(int seat, std::string text) { m_outbox.push_back({seat, std::move(text)}); }
    // The "over" message of the game in play.
    std::string overText();
    // Where the tile of a flip (event `index`) lay: sent with its view, as the event does not
    // say; nullopt for any other event.
    std::optional<Place> flipPlace(std::size_t index);
    std::map<std::size_t, Place> m_flipPlaces; // this game's, as worked out

    std::unique_ptr<Session> m_session;
    std::vector<Outgoing> m_outbox;
    std::size_t m_viewsSent = 0; // events whose views every person has been sent
    std::vector<GameResult> m_results; // each game's end, as sent, from game 1
    int m_game = 0;
    bool m_overSent = false;
    // Each person's current question, numbered across the table; an answer names its number.
    struct Question {
        int ask = -1;
        std::vector<Action> actions;
        int timedKey = -1; // the timed decision's key (the discard), -1 for none
    };
    std::vector<Question> m_questions;
    // After a game: who is ready for the next.
    std::vector<bool> m_ready;
    int m_nextAsk = 0;
    // The running timed decision (one per discard offered, for every person asked: seat -1),
    // and its key.
    ClaimDeadline m_deadline;
    int m_timedKey = -1;
    int m_claimSeconds = 0; // the table's, when set
};

} // namespace mj::net
