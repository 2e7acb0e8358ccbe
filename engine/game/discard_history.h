// Each seat's discards as every seat saw them (issue 6, reading opponents; game/seat_view.h
// shows them to the bots): folded event by event as the game appends its events, so that a
// seat's view at a decision copies them instead of reading the whole record again (issue 12:
// that reading made every decision cost as much as the game so far).
//
// A discard is the tile the seat just took from the wall when no other take of that seat
// came between (the table shows a player throwing the drawn tile; the deal's takes do not
// count), and it is claimed when another seat lays a set with it.
#pragma once

#include "core/per_seat.h"
#include "core/seat.h"
#include "core/tile_set.h"
#include "table/event.h"

#include <array>
#include <optional>
#include <vector>

namespace mj {

// One discard as every seat saw it: its kind, whether the seat threw the tile it had just
// taken from the wall (tsumogiri), and whether another seat then seized it for a set or a win.
struct SeenDiscard {
    int kind = 0;           // TileKind index
    bool drawnTile = false; // the tile taken from the wall this turn
    bool claimed = false;

    friend bool operator==(const SeenDiscard&, const SeenDiscard&) = default;
};

class DiscardHistory {
public:
    explicit DiscardHistory(int seats) : m_lastTaken(seats), m_bySeat(seats) {}

    // Takes the next event of the record into account.
    void fold(const Event& event, const TileSet& set);

    const PerSeat<std::vector<SeenDiscard>>& bySeat() const { return m_bySeat; }

private:
    PerSeat<std::optional<TileId>> m_lastTaken;
    PerSeat<std::vector<SeenDiscard>> m_bySeat;
};

} // namespace mj
