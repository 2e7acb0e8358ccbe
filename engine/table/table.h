// The physical table (ARCHITECTURE.md "table/"): every tile of the set is in exactly one
// place (a wall stack, a hand, an exposed set, flowers, discards or the free area), face
// up or down; the two dice show faces and lie somewhere; markers record the máno and the
// wall break. A tile of the free area may lie at a spot of its own (FreeSpot, the free
// table); a tile loses its spot when it leaves the free area or the heap is washed. The table knows no rules. It changes only through apply(), which validates
// an event and either applies all of it or, with a reason, none of it; checkInvariant()
// verifies that every tile is in exactly one place.
#pragma once

#include "core/expected.h"
#include "core/seat.h"
#include "core/tile_set.h"
#include "table/event.h"
#include "table/layout.h"
#include "table/wall_geometry.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace mj {

struct DiceState {
    enum class Spot : std::uint8_t { Box, BeforeSeat, OnStack };
    std::array<int, 2> faces{0, 0}; // 0 until first rolled
    Spot spot = Spot::Box;
    Seat seat;      // for BeforeSeat: who rolled them
    StackRef stack; // for OnStack
    friend bool operator==(const DiceState&, const DiceState&) = default;
};

struct WallBreak {
    int segment = 0;
    int count = 0;
    int direction = 1;
    bool lift = true; // BreakEvent::lift
    friend bool operator==(const WallBreak&, const WallBreak&) = default;
};

class Table {
public:
    // A new table: every tile in the free area, face down, in id order; dice in the box.
    // The layout (layout.h) says which wall places exist; it must outlive the table (the
    // registry's layouts and Layout::keep's do). `seats` is the game's seat count (1 to
    // Seat::max); a table for no game in particular (the free table) has places for every seat.
    explicit Table(const TileSet& set = TileSet::chinese(), const Layout& layout = Layout::square18(), int seats = Seat::max);

    Status apply(const Event& event);
    Status checkInvariant() const;
    // Every zone's contents, for error reports when an invariant breaks.
    std::string dump() const;

    const TileSet& tileSet() const { return *m_set; }
    const Layout& layout() const { return *m_layout; }
    // How many seats sit at this table: events naming another seat are refused.
    int seatCount() const { return m_seatCount; }
    // The box of stacks the layout spans (for the square and the L, the wall itself).
    const WallGeometry& geometry() const { return m_geometry; }

    const std::vector<TileId>& stack(StackRef ref) const { return m_stacks[m_geometry.ringIndex(ref)]; }
    const std::vector<TileId>& hand(Seat seat) const { return m_seats[seat.index()].hand; }
    const std::vector<TileId>& flowers(Seat seat) const { return m_seats[seat.index()].flowers; }
    const std::vector<TileId>& discards(Seat seat) const { return m_seats[seat.index()].discards; }
    const std::vector<std::vector<TileId>>& exposed(Seat seat) const { return m_seats[seat.index()].exposed; }
    const std::vector<TileId>& freeArea() const { return m_free; }
    // Where a tile of the free area was put (the free table); nullopt in the heap or elsewhere.
    const std::optional<FreeSpot>& spotOf(TileId tile) const { return m_spots[tile.value]; }

    Place placeOf(TileId tile) const;
    bool isFaceUp(TileId tile) const { return m_faceUp[tile.value]; }
    const DiceState& dice() const { return m_dice; }
    std::optional<Seat> mano() const { return m_mano; }
    std::optional<WallBreak> wallBreak() const { return m_break; }
    // The ring indices of the live wall from the draw end to the flower end (the lifted
    // stack left out; a break without a lift keeps the counted stack, last); empty before
    // the break. Cached at the break.
    const std::vector<int>& liveRing() const { return m_liveRing; }
    // The ring index whose top tile is next at that end, or -1 when the wall is used up.
    int nextLiveRing(WallEnd end) const;

    friend bool operator==(const Table&, const Table&);

private:
    struct SeatArea {
        std::vector<TileId> hand, flowers, discards;
        std::vector<std::vector<TileId>> exposed;
        friend bool operator==(const SeatArea&, const SeatArea&) = default;
    };

    // Each applies one event to this table, assuming nothing; on error the caller throws
    // the half-changed copy away.
    Status applyWash(const WashEvent& e);
    Status applyBuild(const BuildEvent& e);
    Status applyRoll(const RollEvent& e);
    Status applyBreak(const BreakEvent& e);
    Status applyLift(const LiftEvent& e);
    Status applyDicePlaced(const DicePlacedEvent& e);
    Status applyTake(const TakeEvent& e);
    Status applyExposeFlowers(const ExposeFlowersEvent& e);
    Status applyMove(const MoveEvent& e);
    Status applyDiscard(const DiscardEvent& e);
    Status applyMeld(const MeldEvent& e);
    Status applyAddToSet(const AddToSetEvent& e);
    Status checkInHand(Seat seat, const std::vector<TileId>& tiles) const;

    Status checkTile(TileId tile) const;
    Status checkSeats(const Event& event) const;
    std::vector<TileId>* containerFor(const Place& place);
    bool removeFrom(std::vector<TileId>& container, TileId tile);
    Status takeOut(TileId tile);

    const TileSet* m_set;
    const Layout* m_layout;
    WallGeometry m_geometry;
    std::vector<std::vector<TileId>> m_stacks; // by ring index, bottom level first
    int m_seatCount;
    std::array<SeatArea, Seat::max> m_seats; // the first m_seatCount are used
    std::vector<TileId> m_free;
    std::vector<bool> m_faceUp;
    std::vector<std::optional<FreeSpot>> m_spots; // by tile id
    DiceState m_dice;
    std::optional<Seat> m_mano;
    std::optional<WallBreak> m_break;
    std::vector<int> m_liveRing;
};

} // namespace mj
