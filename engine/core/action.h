// A player's decision in a game (ARCHITECTURE.md: player actions kept apart from table
// events; RULINGS.md "Play (Filipino)" and "Visayan"). The game (variants/filipino/game/game.h) lists the
// legal ones for a seat and refuses any other with a reason; the record keeps each one
// taken, so replaying the actions rebuilds the game.
//
// On your own turn: draw, discard a tile, declare a win (búnot), declare a secret (four
// alike held concealed), sagása (add a tile drawn this turn to an exposed pung), and in the
// Visayan first turn beauty or NEWS from concealed tiles. After another seat's discard:
// pass, chow, pung, kang, win off the discard, or (Visayan, first turn, from the seat
// before you) beauty or NEWS completed by the discard.
//
// Games that move tiles between the places of a layout (solitaire, seed 001) take Move: `count`
// tiles from one layout segment to another (table/layout.h), or with `kind` and no `from`, the
// tiles of a kind gathered there; and any game may be given up (Resign). These come after the
// Filipino family's types, whose numbers, names and JSON stay as they were.
#pragma once

#include "core/expected.h"
#include "core/seat.h"

#include <cstdint>
#include <string>

namespace mj {

enum class ActionType : std::uint8_t {
    Draw,
    Discard,    // tile: the TileId discarded
    Win,        // búnot: the hand is complete with a tile drawn, replaced or gifted
    Secret,     // kind: the kind held four times
    Sagasa,     // tile: the TileId added to the exposed pung of its kind
    Beauty,     // Visayan: one each of the three dragons, concealed
    News,       // Visayan: one of each wind, concealed
    Pass,
    Chow,       // kind: the chow's lowest kind
    Pung,       // kind: the discard's kind
    Kang,       // kind: the discard's kind
    ClaimWin,   // tódas off the discard
    ClaimBeauty, // Visayan: the discard completes beauty
    ClaimNews,  // Visayan: the discard completes NEWS
    Move,       // from, to, count (and kind, for tiles of a kind gathered): tiles between layout places
    Resign,     // the player gives the game up (solitaire: the deal abandoned)
    // The American game (issue 17; /work/notes/actions.md, docs/rules/american.md). Draw,
    // Discard, Pass, ClaimWin and Win serve it too.
    Call,           // the latest discard for a set of identical tiles: kind = its kind, count = the set's size (3-6), from = jokers from the hand in it
    JokerExchange,  // on one's turn: tile = a natural from the hand, from = the seat, to = its exposed set index whose joker it takes
    CallDead,       // on one's turn: from = the seat whose hand is called dead
    PassTile,       // the Charleston or courtesy pass: tile = a TileId laid (never a joker)
    PassBlind,      // the first left or last right: count = tiles passed on unseen
    Vote,           // count = 1 for the second Charleston, 0 against
    CourtesyOffer,  // count = 0-3 tiles offered to the seat across
};

constexpr int kActionTypes = 23;

struct Action {
    Seat seat;
    ActionType type = ActionType::Pass;
    int tile = -1; // a TileId's value, for Discard and Sagasa
    int kind = -1; // a TileKind index, for Secret, Chow, Pung, Kang, and Move's gathered kind
    // Move: the layout segments the tiles leave and reach (-1 none: tiles gathered from
    // wherever they lie) and how many move. Added after the fields above, so every brace
    // initialiser of the family still reads as it did; the family leaves them as they are.
    std::int8_t from = -1;
    std::int8_t to = -1;
    std::int8_t count = 0;

    friend bool operator==(const Action&, const Action&) = default;
};

// "draw", "discard", "win", "secret", "sagasa", "beauty", "news", "pass", "chow", "pung",
// "kang", "claim_win", "claim_beauty", "claim_news", "move", "resign", "call",
// "joker_exchange", "call_dead", "pass_tile", "pass_blind", "vote", "courtesy_offer".
std::string actionTypeName(ActionType t);
Expected<ActionType> parseActionType(const std::string& text);
// Whether the action answers a discard (the claim window) rather than acting on one's turn.
// The American call is one: a call that loses is its caller's own (views/event_view.h).
inline bool isAnswer(ActionType t)
{
    return (t >= ActionType::Pass && t <= ActionType::ClaimNews) || t == ActionType::Call;
}

} // namespace mj
