// The session (issue 13, item 6; docs/architecture.md, "The session"): the one engine class
// that drives a game, or a match of games, of any variant (variants/variant.h) for whoever
// is at the table: the app, the CLI's simulation and arena, and later a server. It knows
// whose turn it is, which seats are agents (bots, asked only when it is their turn, each sent
// only the views of its seat) and which wait for a person, the deadline of a person's timed
// decision (a claim) in logical time (the caller passes the time in; the engine never reads
// a clock), and the hot-seat order of several people at one computer. Commands go in (a
// person's action, ready, time passed); events come out (session_event.h) to a listener,
// in order.
//
// Hot-seat: the person who just moved leaves the screen as soon as anyone else acts; the
// next person to act, even the same one, is handed the computer (handOver) and is at the
// screen again only after ready(). Only a move that follows at once (a draw, then the
// discard) keeps the same person at the screen.
#pragma once

#include "session/claim_deadline.h"
#include "session/seat_player.h"
#include "session/session_event.h"
#include "variants/variant.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mj {

class Session {
public:
    using Listener = std::function<void(const SessionEvent& event)>;
    // After each agent's decision: the action and how long its choose() took (steady clock;
    // sending it its views and its prepare() are outside the timing). Only the arena asks.
    using DecisionHook = std::function<void(const Action& action, std::chrono::nanoseconds took)>;
    // One player for each seat of the game.
    using Players = PerSeat<SeatPlayer>;

    // One game the caller owns, every seat played by the caller's agent (the simulation, the
    // arena): no match, no person.
    Session(VariantGame& game, const PerSeat<SeatAgent*>& agents);
    // A match of `variant`, one player a seat. Each game's agents are made anew, seat s
    // seeded with the game's seed ^ (botSalt + s), so a game replays exactly. Throws
    // std::invalid_argument when the players are not one a seat or name a level the variant
    // has not (the caller's to check). Call startGame() for the first game.
    Session(const Variant& variant, std::unique_ptr<VariantMatch> match, const Players& players, std::uint64_t botSalt);
    // A match resumed with its game in play (a save): the agents are made for that game and
    // caught up with it (Variant::catchUp; caughtUp() says how that went).
    Session(const Variant& variant, std::unique_ptr<VariantMatch> match, std::unique_ptr<VariantGame> current,
            const Players& players, std::uint64_t botSalt);

    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    void setListener(Listener listener) { m_listener = std::move(listener); }
    void setDecisionHook(DecisionHook hook) { m_onDecision = std::move(hook); }

    // The game in play; none in a match before startGame().
    bool hasGame() const { return m_game != nullptr; }
    const VariantGame& game() const { return *m_game; }
    // The same, to ask the views of its events (a referee sends them to people's seats).
    VariantGame& game() { return *m_game; }
    // Null for a session of one game.
    const VariantMatch* match() const { return m_match.get(); }
    const Players& players() const { return m_players; }
    // How many sit at the table: the match's (its ruleset's) seat count.
    int seatCount() const { return m_players.count(); }
    bool isPerson(Seat seat) const { return m_players[static_cast<std::size_t>(seat.index())].person; }
    int persons() const;
    // More than one person at this computer.
    bool hotSeat() const { return persons() > 1; }
    // Whether the game in play has been posted to the match (it is over).
    bool gamePosted() const { return m_gamePosted; }

    // The next game of the match (after the one in play is over, or the first), with its
    // agents made; in hot-seat nobody is at the screen yet. Call advance() to let the agents
    // play up to a person's move (the caller shows the new game first).
    // `seed`, when given, replaces the match's seed for this game's chance (network play).
    void startGame(std::optional<std::uint64_t> seed = std::nullopt);
    // Agents play until a person must act or the game is over, then the game over is posted.
    void advance();
    // A person's action. Refused (the game unchanged) with the engine's reason; else applied
    // and the agents answer.
    Status act(const Action& action);
    // Why act() would refuse `action` now, as a message for the caller to render in the
    // player's language: a seat an agent plays, or the game's own reason. Asks only.
    Message refusalOf(const Action& action) const;

    // The person at the screen (their hand, their actions). With one person, always theirs.
    Seat atScreen() const { return m_atScreen; }
    // Whether the person at the screen may see their hand now: always with one person; in
    // hot-seat from ready() until their move is done.
    bool present() const { return m_present; }
    // Hot-seat: the person the computer must be passed to before they act.
    std::optional<Seat> handOver() const { return m_handOver; }
    // The person of handOver() is at the screen.
    void ready();
    // The legal actions of the person at the screen while it is their move (empty otherwise).
    const std::vector<Action>& legal() const { return m_legal; }
    // The person who must act now, if any: the seat to play or, in the claim window, the
    // next to answer in turn order after the discarder (agents before them answer first).
    std::optional<Seat> personToAct() const;

    // The deadline of the person at the screen (VariantGame::timedDecision), in logical
    // time: `ms` that count against it. When it passes, the session answers for them
    // (ClaimTimedOut, then the move) and the agents answer; returns true then.
    bool passTime(std::int64_t ms);
    const ClaimDeadline& claimDeadline() const { return m_deadline; }
    // How many claims the deadline passed for a person in this session.
    int timedOutClaims() const { return m_timedOut; }

    // Why the agents stopped: one chose an action the rules refuse (also sent as an event);
    // cleared by a new game.
    const std::optional<BotsStopped>& botsStopped() const { return m_botsStopped; }
    // The agents do not move (looking at a save without playing it).
    void setBotsPaused(bool paused) { m_botsPaused = paused; }
    // How the agents of a resumed game caught up with it: how many of their answers to the
    // decisions already made came out otherwise, or why its record did not replay (then the
    // agents are fresh, sent every view but never asked).
    const Expected<int>& caughtUp() const { return m_caughtUp; }
    // Seat `seat` is played by `agent` from now on (tests: an agent that breaks the rules).
    // It is sent the views of every event so far.
    void replaceAgent(Seat seat, std::unique_ptr<SeatAgent> agent);
    // A person's seat is played by an agent of `level` until uncover() (network play: a
    // player whose connection dropped), this game and the next; the agent is sent the views
    // of every event so far and plays at once if it is the seat's move (advance()).
    // Returns false (nothing changed) for a seat that is not a person's or a level the
    // variant has not.
    bool cover(Seat seat, const std::string& level);
    // The person plays their seat again (they came back); their move waits for them.
    void uncover(Seat seat);
    bool covered(Seat seat) const { return m_covered[static_cast<std::size_t>(seat.index())]; }

private:
    void makeAgents();
    // Sends every agent the views of the events it has not been sent yet.
    void sendViews();
    // Asks each agent which kinds of events it needs the views of (m_needs).
    void askNeeds();
    void emitEvent(const SessionEvent& event)
    {
        if (m_listener)
            m_listener(event);
    }
    // After the agents' moves: who is at the screen, the person's legal actions, the deadline.
    void settle(std::optional<Seat> person, int botMoves);
    void updateDeadline();

    const Variant* m_variant = nullptr; // null for a session of one game
    std::unique_ptr<VariantMatch> m_match;
    std::unique_ptr<VariantGame> m_ownedGame;
    VariantGame* m_game = nullptr;
    Players m_players{};
    std::uint64_t m_botSalt = 0;
    PerSeat<std::unique_ptr<SeatAgent>> m_ownedAgents;
    PerSeat<SeatAgent*> m_agents;
    // How many of the game's events every agent has been sent the views of: agents decide
    // from those views, never from the game.
    std::size_t m_sent = 0;
    // Each agent's SeatAgent::needs(), asked once for every kind of event: bit k for kind k.
    PerSeat<std::uint64_t> m_needs;
    static_assert(std::variant_size_v<Event> <= 64, "m_needs holds a bit for each kind of event");
    Expected<int> m_caughtUp{0};
    Listener m_listener;
    DecisionHook m_onDecision;
    Seat m_atScreen;
    bool m_present = true;
    std::optional<Seat> m_handOver;
    std::vector<Action> m_legal;
    ClaimDeadline m_deadline;
    int m_timedOut = 0;
    std::optional<BotsStopped> m_botsStopped;
    bool m_botsPaused = false;
    bool m_gamePosted = false;
    // Persons' seats an agent plays for now (cover()): their players say "agent".
    PerSeat<bool> m_covered{};
};

} // namespace mj
