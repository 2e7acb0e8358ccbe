// The variant interface (issue 13, item 5; docs/architecture.md, "Variants"): what every game
// of the rule book is to whatever drives it (the conformance suite, the engine's session and
// through it the app, the simulation and the arena, later a server). OpenSpiel's shape
// (ARCHITECTURE.md): an immutable Variant (its name, tile set, layout, seat count and
// rulesets) makes mutable VariantMatches and VariantGames. A game takes actions and answers
// with events; chance (the wash, every roll) comes from the game's own generator, seeded
// from the game's seed, and is recorded as events, so a record alone replays a game. Each
// seat is sent only the views of the events it may see (views/event_view.h), and an agent
// (a bot) decides from those views and its legal actions, never from the game.
//
// A variant lives in engine/variants/<name>/ (its rulesets, legality, scoring, narration and
// bots) and is listed by name in variants/registry/builtin_variants.h.
#pragma once

#include "core/action.h"
#include "core/expected.h"
#include "core/per_seat.h"
#include "core/tile_set.h"
#include "record/game_record.h"
#include "table/layout.h"
#include "text/message.h"
#include "views/event_view.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mj {

// A decision with a deadline (the Filipino family: a discard offered for claims). A person who
// has not answered in `seconds` takes `onExpiry` (there: a pass). `key` tells one such
// decision from the next, so asking again about the same one keeps the time spent.
struct TimedDecision {
    int key = 0;
    int seconds = 0;
    Action onExpiry;
};

class SeatAgent;

// One game in play: phases, each seat's legal actions, apply, each seat's view, the end.
class VariantGame {
public:
    virtual ~VariantGame() = default;

    // How many sit at the table (1 to Seat::max): every PerSeat the game gives has this many.
    virtual int seatCount() const = 0;
    // The phase the game is in, by name (the Filipino family: "draw", "act", "claims", "over").
    virtual std::string phase() const = 0;
    virtual bool over() const = 0;
    // Who must act now. Meaningless once the game is over.
    virtual Seat seatToAct() const = 0;
    // The actions `seat` may take now; empty when it has nothing to decide.
    virtual const std::vector<Action>& legalActions(Seat seat) const = 0;
    // One action in; the events it causes, chance included, are appended to record().
    // An action that is not legal now is refused with the reason, the game unchanged.
    virtual Status apply(const Action& action) = 0;
    // Why apply() would refuse `action` now, as a message for the caller to render in the
    // player's language (text/messages.h). Asks only.
    virtual Message refusalOf(const Action& action) const = 0;
    // The deadline of `seat`'s decision now, if it has one (a person is timed; a bot is not).
    virtual std::optional<TimedDecision> timedDecision(Seat seat) const = 0;
    // Every event so far (the header says the variant's set, layout, seats and ruleset).
    virtual const GameRecord& record() const = 0;
    // What `seat` may see of the record's event `index`; nullopt: it is not sent to the seat.
    // Views are asked in the order of the record (a referee sends them as they happen).
    // viewInto() fills `out` (its storage reused) and says whether the seat is sent one.
    virtual bool viewInto(std::size_t index, Seat seat, SeenEvent& out) = 0;
    std::optional<SeenEvent> viewOf(std::size_t index, Seat seat)
    {
        SeenEvent out;
        if (!viewInto(index, seat, out))
            return std::nullopt;
        return out;
    }
    // Sends the agents the views of events [from, to), in order, as a referee does: agent s
    // (null: nobody to send to) those of the kinds whose bit is set in needs[s] (bit k for
    // the Event alternative k; SeatAgent::needs). The play loop's way: a variant may make
    // each event's views at once; this default asks viewInto() for each.
    virtual void sendViews(std::size_t from, std::size_t to, const PerSeat<SeatAgent*>& agents,
                           const PerSeat<std::uint64_t>& needs);
    // The end: who won (none: the game ended without a winner), and what each seat gained
    // (negative: paid) in the game; the amounts sum to zero.
    virtual std::optional<Seat> winner() const = 0;
    virtual PerSeat<int> balance() const = 0;
};

// A player of a seat that decides from what it was sent: the views of the events since its
// last decision, then its legal actions (never empty). It must return one of them.
class SeatAgent {
public:
    virtual ~SeatAgent() = default;
    virtual void see(const SeenEvent& view) = 0;
    // Whether it needs the views of events of kind `eventKind` (the Event alternative's
    // index, table/event.h) at all: a bot may fold only what changes what it knows, and no
    // view is made that nobody needs (the play loop's speed). By kind, never by content.
    virtual bool needs(std::size_t eventKind) const
    {
        (void)eventKind;
        return true;
    }
    virtual Action choose(const std::vector<Action>& legal) = 0;
    // Called just before choose() with the same actions, outside the decision's timing (the
    // arena times choose() alone): whatever it builds from its views for the decision (the
    // Filipino family's seat view). choose() must also work without it.
    virtual void prepare(const std::vector<Action>& legal) { (void)legal; }
};

// A match: games one after another under one ruleset, each game's payments posted to the
// match's ledger before the next is dealt (the Filipino family: the máno's turn passes on).
class VariantMatch {
public:
    virtual ~VariantMatch() = default;
    virtual int seatCount() const = 0;
    // The next game, seeded from the match's seed and the games played so far.
    virtual std::unique_ptr<VariantGame> nextGame() = 0;
    // The same game, its chance (the wash, the rolls) from `seed` instead of the match's
    // (network play: a seed the server and the players made together, docs/network.md).
    virtual std::unique_ptr<VariantGame> nextGame(std::uint64_t seed) = 0;
    // The game the last nextGame() made is over: its payments and what follows from it.
    virtual void finishGame(const VariantGame& game) = 0;
    virtual int gamesPlayed() const = 0;
};

inline void VariantGame::sendViews(std::size_t from, std::size_t to, const PerSeat<SeatAgent*>& agents,
                                   const PerSeat<std::uint64_t>& needs)
{
    const auto& events = record().events;
    SeenEvent seen;
    for (std::size_t i = from; i < to && i < events.size(); ++i)
        for (int s = 0; s < agents.count(); ++s)
            if (SeatAgent* agent = agents[static_cast<std::size_t>(s)];
                agent && (needs[static_cast<std::size_t>(s)] >> events[i].index() & 1U) &&
                viewInto(i, Seat::of(s), seen))
                agent->see(seen);
}

class Variant {
public:
    virtual ~Variant() = default;

    // The name the registry knows it by, and a title for people.
    virtual std::string name() const = 0;
    virtual std::string title() const = 0;
    // Its built-in rulesets (a game is made under one of them, or a ruleset file's path).
    virtual std::vector<std::string> rulesets() const = 0;
    virtual const TileSet& tileSet() const = 0;
    virtual const Layout& layout() const = 0;
    virtual int seats() const = 0;

    // A new game under `ruleset` (a built-in name or a file's path) from `seed`; refused with
    // the reason when the ruleset does not load.
    virtual Expected<std::unique_ptr<VariantGame>> newGame(const std::string& ruleset, std::uint64_t seed) const = 0;
    // The game a record made, replayed through the rules (every event checked against the
    // record), or the reason it does not replay (with the record's line).
    virtual Expected<std::unique_ptr<VariantGame>> replay(const GameRecord& record) const = 0;
    // A match under `ruleset` from `seed`; refused with the reason when the ruleset does not load.
    virtual Expected<std::unique_ptr<VariantMatch>> newMatch(const std::string& ruleset, std::uint64_t seed) const = 0;
    // The AI levels it offers, weakest first, and an agent of that level for `seat` of
    // `game`, seeded with `seed` (its own random choices never come from the game's).
    virtual std::vector<std::string> agentLevels() const = 0;
    virtual Expected<std::unique_ptr<SeatAgent>> makeAgent(const std::string& level, const VariantGame& game, Seat seat,
                                                           std::uint64_t seed) const = 0;
    // Agents made for a game already under way (a save resumed) catch up: each is sent the
    // views of every event so far and asked again each decision its seat made, from what it
    // had been sent by then, so its own random state is where it was and it plays on as it
    // would have. agents[s] may be null (a person's seat). Returns how many of the agents'
    // answers differ from the record, or why the game's record does not replay.
    // The game is the one being played (its views are sent through it, sendViews()).
    virtual Expected<int> catchUp(VariantGame& game, const PerSeat<SeatAgent*>& agents) const = 0;
};

} // namespace mj
