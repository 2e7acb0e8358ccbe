// What one seat may see of one event (issue 13, item 7; ARCHITECTURE.md "record/": per-seat
// views that hide concealed tiles). The referee owns the whole table and sends each seat the
// view of every event; a seat's knowledge is folded from those views (variants/filipino/views/folded_view.h).
//
// A tile's identity names its kind, so a tile the seat may not see is sent as kHiddenTile,
// keeping the event's shape (how many tiles, from where, to where). The rules of sight:
//  - the wall's content is never shown: the wash's order and the build's tiles are hidden;
//  - a seat sees the tiles it takes into its own hand; another seat's take shows only how
//    many tiles were taken, unless a tile lay face up (the joker's indicator);
//  - flowers, discards, exposed sets and flips face up are public; a secret's outer tiles
//    lie face down and are hidden from the other seats (its inner two show its kind);
//  - a seat's answers in the claim window (pass, or a claim that lost) are its own: the
//    others are not sent them; a claim that wins shows as the set laid or the win. Another
//    seat's action on its turn is sent without the tile it names (the discard or sagása
//    that follows shows it face up);
//  - everything else (rolls, the break, payments, the end) is public.
#pragma once

#include "table/event.h"
#include "core/tile_set.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mj {

struct SeenEvent {
    Event event; // with the tiles the seat may not see replaced by kHiddenTile
    // A discard: whether the seat threw the tile it had just taken from the wall (everyone
    // sees a drawn tile thrown; variants/filipino/game/discard_history.h).
    bool drawnTile = false;
    friend bool operator==(const SeenEvent&, const SeenEvent&) = default;
};

// The table as far as sight goes: which tiles lie face up and which lie in whose hand,
// folded from the whole events as the table applies them (table/table.cpp; the tests check
// that it agrees with the table after every event). The referee keeps one instead of a
// second copy of the table, which would cost the play loop as much as the game's own.
class Sight {
public:
    explicit Sight(const TileSet& set);
    // Takes the next event of the game into account.
    void apply(const Event& event);
    bool isFaceUp(TileId tile) const { return m_faceUp[tile.value] != 0; }
    bool inHand(TileId tile, Seat seat) const { return m_hand[tile.value] == seat.index(); }

private:
    void place(TileId tile, bool faceUp, int hand = -1);
    std::vector<std::uint8_t> m_faceUp; // by tile id
    std::vector<std::int8_t> m_hand;    // by tile id: the seat whose hand holds it, or -1
};

// What `seat` may see of `event`, given what lay in sight before the event and, for a
// discard, whether it was the tile its seat had just taken. nullopt: not sent to the seat.
// The event is one the table accepted (its tiles are of the set), as the game's log holds.
std::optional<SeenEvent> viewOf(const Event& event, Seat seat, const Sight& before, bool drawnTile = false);
// The same into `out`, reusing its storage: false when the event is not sent to the seat.
// (The feed keeps one `out` per seat and kind of event, so the play loop allocates nothing.)
bool viewOf(const Event& event, Seat seat, const Sight& before, bool drawnTile, SeenEvent& out);

} // namespace mj
