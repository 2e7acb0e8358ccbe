// What one seat may see of one event (issue 13, item 7; ARCHITECTURE.md "record/": per-seat
// views that hide concealed tiles). The referee owns the whole table and sends each seat the
// view of every event; a seat's knowledge is folded from those views (views/folded_view.h).
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
#include "table/table.h"

#include <optional>

namespace mj {

// A tile sent face down: its identity (and so its kind) is not shown.
inline constexpr TileId kHiddenTile{0xFFFF};

struct SeenEvent {
    Event event; // with the tiles the seat may not see replaced by kHiddenTile
    // A discard: whether the seat threw the tile it had just taken from the wall (everyone
    // sees a drawn tile thrown; game/discard_history.h).
    bool drawnTile = false;
    friend bool operator==(const SeenEvent&, const SeenEvent&) = default;
};

// What `seat` may see of `event`, given the table as it lay before the event and, for a
// discard, whether it was the tile its seat had just taken. nullopt: not sent to the seat.
std::optional<SeenEvent> viewOf(const Event& event, Seat seat, const Table& before, bool drawnTile = false);

} // namespace mj
