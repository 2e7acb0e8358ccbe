// The session (issue 13, item 6; docs/architecture.md, "The session"): the one engine class
// that drives a game, or a match of games, for whoever is at the table: the app, the CLI's
// simulation and arena, and later a server. It knows whose turn it is, which seats are bots
// (asked only when it is their turn, each seeing only its seat's view) and which wait for a
// person, the claim deadline of a person in logical time (the caller passes the time in;
// the engine never reads a clock), and the hot-seat order of several people at one
// computer. Commands go in (a person's action, ready, time passed); events come out
// (session_event.h) to a listener, in order.
//
// Hot-seat: the person who just moved leaves the screen as soon as anyone else acts; the
// next person to act, even the same one, is handed the computer (handOver) and is at the
// screen again only after ready(). Only a move that follows at once (a draw, then the
// discard) keeps the same person at the screen.
#pragma once

#include "bots/bot.h"
#include "game/match.h"
#include "game/seat_view.h"
#include "session/claim_deadline.h"
#include "session/seat_player.h"
#include "session/session_event.h"
#include "views/view_feed.h"

#include <array>
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
    // After each bot decision: the action and how long its choose() took (steady clock; the
    // seat's view is built outside the timing). Only the arena asks.
    using DecisionHook = std::function<void(const Action& action, std::chrono::nanoseconds took)>;
    // One player for each seat of the game.
    using Players = PerSeat<SeatPlayer>;

    // One game the caller owns, every seat played by the caller's bot (the simulation, the
    // arena): no match, no person.
    Session(Game& game, const PerSeat<Bot*>& bots);
    // A match under `rules` from `seed`, one player a seat. Each game's bots are made anew,
    // seat s seeded with the game's seed ^ (botSalt + s), so a game replays exactly.
    // Call startGame() for the first game.
    Session(std::uint64_t seed, Ruleset rules, const Players& players, std::uint64_t botSalt);
    // A match resumed with its game in play (a save): the bots are made for that game.
    Session(Match match, Game current, const Players& players, std::uint64_t botSalt);

    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    void setListener(Listener listener) { m_listener = std::move(listener); }
    void setDecisionHook(DecisionHook hook) { m_onDecision = std::move(hook); }

    // The game in play; none in a match before startGame().
    bool hasGame() const { return m_game != nullptr; }
    const Game& game() const { return *m_game; }
    // Null for a session of one game.
    const Match* match() const { return m_match.get(); }
    const Players& players() const { return m_players; }
    // How many sit at the table: the game's (its ruleset's) seat count.
    int seatCount() const { return m_players.count(); }
    bool isPerson(Seat seat) const { return m_players[static_cast<std::size_t>(seat.index())].person; }
    int persons() const;
    // More than one person at this computer.
    bool hotSeat() const { return persons() > 1; }
    // Whether the game in play has been posted to the match (it is over).
    bool gamePosted() const { return m_gamePosted; }

    // The next game of the match (after the one in play is over, or the first), with its
    // bots made; in hot-seat nobody is at the screen yet. Call advance() to let the bots
    // play up to a person's move (the caller shows the new game first).
    void startGame();
    // Bots play until a person must act or the game is over, then the game over is posted.
    void advance();
    // A person's action. Refused (the game unchanged) with the engine's reason; else applied
    // and the bots answer.
    Status act(const Action& action);

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
    // next to answer in turn order after the discarder (bots before them answer first).
    std::optional<Seat> personToAct() const;
    // What `seat` knows now, folded from the views it was sent (views/view_feed.h), as the
    // bots are given it: for whatever decides or advises for a seat outside the session
    // (a learner's hint, a stand-in that plays a person's seat).
    void seatView(Seat seat, SeatView& out);

    // The claim deadline of the person at the screen, in logical time: `ms` that count
    // against it. When it passes, the session passes for them (ClaimTimedOut, then the move)
    // and the bots answer; returns true then.
    bool passTime(std::int64_t ms);
    const ClaimDeadline& claimDeadline() const { return m_deadline; }
    // How many claims the deadline passed for a person in this session.
    int timedOutClaims() const { return m_timedOut; }

    // Why the bots stopped: one chose an action the rules refuse (also sent as an event);
    // cleared by a new game.
    const std::optional<BotsStopped>& botsStopped() const { return m_botsStopped; }
    // The bots do not move (looking at a save without playing it).
    void setBotsPaused(bool paused) { m_botsPaused = paused; }
    // The bot of a seat (null for a person's seat).
    Bot* bot(Seat seat) const { return m_bots[static_cast<std::size_t>(seat.index())]; }
    // Seat `seat` is played by `bot` from now on (tests: a bot that breaks the rules).
    void replaceBot(Seat seat, std::unique_ptr<Bot> bot);

private:
    void makeBots();
    void emitEvent(const SessionEvent& event)
    {
        if (m_listener)
            m_listener(event);
    }
    // After the bots' moves: who is at the screen, the person's legal actions, the deadline.
    void settle(std::optional<Seat> person, int botMoves);
    void updateDeadline();

    std::unique_ptr<Match> m_match;
    std::unique_ptr<Game> m_ownedGame;
    Game* m_game = nullptr;
    Players m_players{};
    std::uint64_t m_botSalt = 0;
    PerSeat<std::unique_ptr<Bot>> m_ownedBots;
    PerSeat<Bot*> m_bots;
    SeatView m_view; // refilled at each bot decision, its storage kept
    // What each seat was sent of the current game (views/view_feed.h): bots decide from the
    // view folded from it, never from the game. Made on the first decision of each game.
    std::unique_ptr<ViewFeed> m_feed;
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
};

} // namespace mj
