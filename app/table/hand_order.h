// The order in which a player sees their own concealed hand (issue 5: "your hand stands
// facing you, sorted (auto-sort can be turned off; drag to reorder), the drawn tile set
// apart"). The engine's table keeps a hand in the order the tiles arrived; how a player
// arranges them is their own business and no rule depends on it, so this is a view-side
// concept: plain C++ (no Qt), kept by the TableModel for the seat you play.
//
// - Auto-sort on: characters, circles, bamboos (each by rank), then winds (East, South,
//   West, North) and dragons (white, green, red); flowers and jokers last (flowers never
//   stay in a hand, but one may be shown for a moment before it is laid out; a Filipino
//   joker, a suited tile of the indicator's kind, goes last too).
// - Auto-sort off: the player's own order. New tiles go to the right end; tiles that leave
//   the hand are dropped; moveTile() is a drag. A drag while auto-sort is on turns it off
//   (the player clearly wants their own order), rather than being refused.
// - The drawn tile (drawnTile() below) stands apart at the right end until it is discarded
//   or the turn ends; then it joins the hand (sorted in, or at the right end). A player may
//   drag it into the hand, and then it stays where they put it.
#pragma once

#include "core/seat.h"
#include "core/tile_set.h"
#include "table/event.h"
#include "table/table.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace mjui {

class HandOrder {
public:
    // Brings the order up to date with the tiles in the hand now (any order) and the tile
    // just drawn (one of them, or none); under a ruleset with jokers, once revealed, their
    // indicator (auto-sort keeps the jokers at the right end).
    void sync(const std::vector<mj::TileId>& hand, std::optional<mj::TileId> drawn, const mj::TileSet& set,
              std::optional<mj::TileId> jokerIndicator = std::nullopt);

    // The hand left to right as shown, the tile set apart (if any) last.
    std::vector<mj::TileId> shown() const;
    // Where a tile stands in shown() (-1: not in the hand), without building the list.
    int slotOf(mj::TileId tile) const;
    // The tiles before the gap, left to right.
    const std::vector<mj::TileId>& arranged() const { return m_arranged; }
    // The tile standing apart at the right end, if any.
    std::optional<mj::TileId> apart() const { return m_apart; }

    bool autoSort() const { return m_autoSort; }
    // Turning it on sorts the hand at once; turning it off keeps the current order.
    void setAutoSort(bool on);

    // A drag: the tile shown at `from` goes to slot `to` (both indices into shown()).
    // Dropped on the slot of the tile apart, a tile goes to the right end of the arranged
    // tiles; the tile apart dragged anywhere joins the arranged tiles there. Returns false
    // (and changes nothing) for an index outside the hand. A real move turns auto-sort off.
    bool moveTile(int from, int to);

    // Forgets everything (a new game, another seat).
    void clear();

private:
    void sortArranged();

    std::vector<mj::TileId> m_arranged;
    std::optional<mj::TileId> m_apart;
    const mj::TileSet* m_set = nullptr;
    std::optional<mj::TileId> m_jokerIndicator;
    bool m_autoSort = true;
};

// The order auto-sort uses: by kind (m, p, s, winds, dragons, then flowers and jokers),
// equal kinds by tile id so the order is stable. Given a joker's indicator (a Filipino joker
// ruleset), the other tiles of its kind are jokers and go after every other tile, where
// players keep them.
bool sortsBefore(const mj::TileSet& set, mj::TileId a, mj::TileId b,
                 std::optional<mj::TileId> jokerIndicator = std::nullopt);

// The tile `seat` has just drawn, from the first `shown` events of a game's record and the
// table they give: the last tile of its latest turn draw (or the gift after a four-tile
// set), or the replacement it took for a flower drawn then, while that tile is still in its
// hand and nobody has discarded or laid a set since. None during the deal and on the
// máno's first turn (no tile was drawn), and none after a claim.
std::optional<mj::TileId> drawnTile(const std::vector<mj::Event>& events, std::size_t shown, const mj::Table& table,
                                    mj::Seat seat);

} // namespace mjui
