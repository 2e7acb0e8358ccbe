// The table as one seat sees it over the network, rebuilt from the views it is sent
// (issue 15: a networked game is shown on the same 3D table as a local one). A client holds
// no seed and no wall, only views in which the tiles it may not see are kHiddenTile; the
// app's table, though, shows a record whose every event the physical table accepts
// (table/table.h). So this keeps a stand-in record: the seat's views with each hidden
// tile given the identity of a tile the seat has not seen, where the table says it lies
// (the next tile of the wall's end, a tile of that seat's hand).
//
// When a view shows a tile the stand-in had put elsewhere (another seat discards the 5 of
// balls, which the stand-in had left in the wall), the two unseen identities are swapped
// through the whole stand-in record: neither was ever shown to this seat, so no event it
// saw changes, and every tile it has seen stands where the real game has it. swaps() says
// which pairs changed places, so a display can relabel its tiles without moving them.
// Nothing here knows the real wall: the stand-in is made only from what the seat was sent.
#pragma once

#include "core/expected.h"
#include "record/game_log.h"
#include "record/game_record.h"
#include "table/place.h"
#include "views/event_view.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace mj::net {

class SeatTable {
public:
    // A game of `header` (its seed is not known: 0) seen by `seat`.
    SeatTable(RecordHeader header, Seat seat);

    // The seat's view of the game's next event; a face-up flip names where the tile lies
    // (`at`, which the server sends with it: the flip does not say). Refused with the
    // reason when the view cannot follow the ones before (a view out of order, a tile
    // shown where the table cannot have it); nothing changes then.
    Status apply(const SeenEvent& view, const std::optional<Place>& at = std::nullopt);

    // The stand-in record: the header, and an event for every view applied. Replays on the
    // physical table; every tile the seat has seen is where the views put it.
    const GameRecord& record() const { return m_record; }
    const Table& table() const { return m_log->table(); }
    Seat seat() const { return m_seat; }
    // The identities the last apply() swapped through the record, in order.
    const std::vector<std::pair<TileId, TileId>>& swaps() const { return m_swaps; }
    // Whether this seat has seen the tile: it lies face up, or in its own hand.
    bool seen(TileId tile) const;

private:
    // Gives `shown`, a tile the view shows at the place of the stand-in's `standIn`, its
    // identity: the two are swapped through the record, unless they are the same.
    Status reveal(TileId shown, TileId standIn);
    void swap(TileId a, TileId b);
    // The tiles of `seat`'s hand this seat has not seen, most recently taken last.
    std::vector<TileId> unseenInHand(Seat seat) const;
    // Tiles that leave `seat`'s hand (a discard, flowers, a set): each shown one is the
    // hand's, or takes the identity of an unseen tile of it (the one taken last when it was
    // `drawn`); each hidden one becomes an unseen tile of the hand.
    Status resolve(Event& event, const SeenEvent& view, const std::optional<Place>& at);
    Status resolveTake(TakeEvent& take);
    Status resolveFromHand(Seat seat, std::vector<TileId>& tiles, bool drawn);
    void rebuild();
    // The tiles of the event being resolved, relabelled with the record by a swap.
    std::vector<TileId>* m_pending = nullptr;

    Seat m_seat;
    GameRecord m_record;
    std::unique_ptr<GameLog> m_log;
    std::vector<std::pair<TileId, TileId>> m_swaps;
};

// The record with every tile t named newId[t] instead (newId: a relabelling of the set).
GameRecord relabelled(const GameRecord& record, const std::vector<std::uint16_t>& newId);
// When the game is revealed: the relabelling that gives each tile of `standIn` the identity
// of the tile lying at its place in `real` (the two tables hold tiles in the same places,
// as a stand-in's does), so the stand-in's history ends on the real table. nullopt when the
// tables differ in shape.
std::optional<std::vector<std::uint16_t>> identitiesAt(const Table& standIn, const Table& real);

} // namespace mj::net
