// The variant interface (issue 13, item 5; docs/architecture.md, "Variants"): what every game
// of the rule book is to whatever drives it (the conformance suite, a server, later the
// session and the app). OpenSpiel's shape (ARCHITECTURE.md): an immutable Variant (its name,
// tile set, layout, seat count and rulesets) makes mutable VariantGames. A game takes actions
// and answers with events; chance (the wash, every roll) comes from the game's own generator,
// seeded from the game's seed, and is recorded as events, so a record alone replays a game.
// Each seat is sent only the views of the events it may see (views/event_view.h), and an
// agent (a bot) decides from those views and its legal actions, never from the game.
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
#include "views/event_view.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mj {

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
    // Every event so far (the header says the variant's set, layout, seats and ruleset).
    virtual const GameRecord& record() const = 0;
    // What `seat` may see of the record's event `index`; nullopt: it is not sent to the seat.
    // Views are asked in the order of the record (a referee sends them as they happen).
    virtual std::optional<SeenEvent> viewOf(std::size_t index, Seat seat) = 0;
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
    virtual Action choose(const std::vector<Action>& legal) = 0;
};

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
    // The AI levels it offers, weakest first, and an agent of that level for `seat` of
    // `game`, seeded with `seed` (its own random choices never come from the game's).
    virtual std::vector<std::string> agentLevels() const = 0;
    virtual Expected<std::unique_ptr<SeatAgent>> makeAgent(const std::string& level, const VariantGame& game, Seat seat,
                                                           std::uint64_t seed) const = 0;
};

} // namespace mj
