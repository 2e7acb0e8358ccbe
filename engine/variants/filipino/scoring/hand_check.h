// "Check this hand" on the free table: is a seat's hand, as it lies on the table (its
// concealed tiles, its exposed sets, its flowers), a win under a ruleset, how it reads
// and what it would pay (variants/filipino/scoring/win_score.h), or how far it is from one (hand/shanten.h,
// hand/waits.h). Advice only: the free table enforces nothing, so this never changes the
// table and never refuses a move.
//
// The user says how the last tile came (búnot: from the wall; or off a discard, and whose)
// and which tile of the hand it was; without that, the hand is read as a búnot on the last
// tile the hand received. The game counts as late (the discards on the table count as those
// made before it, at least 8), so no "before the 5th" bonus comes by accident. Honours and
// flowers that the ruleset treats as flowers do not count in the hand.
//
// Jokers: only under a ruleset that plays with them (Ruleset::joker). The joker is the kind
// of the indicator revealed on the table (a face-up tile in the wall, as the ritual's reveal
// leaves it); with none revealed, the kind the user chose, if any. Every other tile of that
// kind in the hand is a joker (RULINGS.md; seed 003), as in the game (variants/filipino/game/game.cpp).
#pragma once

#include "core/per_seat.h"
#include "core/seat.h"
#include "variants/filipino/rules/ruleset.h"
#include "variants/filipino/scoring/win_score.h"
#include "table/table.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace mj {

struct HandCheck {
    bool win = false;
    std::string summary;            // one line: "A win: tódas, 4 from each other seat."
    std::vector<std::string> lines; // the reading and every payout line, or what is missing
    PerSeat<int> pays; // a win: quarters each seat pays (the winner's: minus the total)
};

// How the user says the hand was completed.
struct HandCheckOptions {
    WinSource source = WinSource::Wall; // Wall: búnot; Discard: off another seat's discard
    // For Discard: the seat that discarded it; by default the seat before the winner in turn
    // order (to its left).
    std::optional<Seat> discarder;
    // The tile that came last: one of the hand's concealed tiles; by default the last one
    // the hand received that counts.
    std::optional<TileId> lastTile;
    // The joker's kind (index 0..33) when no indicator lies revealed on the table; ignored
    // under a ruleset without jokers.
    std::optional<int> chosenJokerKind;
    // How the summary names the ruleset ("Filipino"); its name in code when empty.
    std::string rulesTitle;
};

// The joker's indicator revealed on the table: the face-up tile in a wall stack (the one
// flipped last, per `events`, when several are). nullopt when none is.
std::optional<TileId> revealedJokerIndicator(const Table& table, const std::vector<Event>& events);

// The joker the check uses, and the indicator tile (itself no joker), under `rules`.
struct JokerChoice {
    std::optional<int> kind;
    std::optional<TileId> indicator;
};
JokerChoice jokerFor(const Table& table, const std::vector<Event>& events, const Ruleset& rules,
                     std::optional<int> chosenKind);

HandCheck checkTableHand(const Table& table, Seat seat, const Ruleset& rules, const JokerChoice& joker = {},
                         const HandCheckOptions& options = {});

} // namespace mj
