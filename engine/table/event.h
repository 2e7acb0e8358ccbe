// Every change to the physical table is one of these events (ARCHITECTURE.md: the log of
// events is the single truth). Chance outcomes are events too: the wash carries the
// shuffled order and a roll carries its dice, so replaying a record needs no RNG.
// Events describe physical acts and know no rules; the ritual decides which to emit.
#pragma once

#include "core/action.h"
#include "core/per_seat.h"
#include "core/seat.h"
#include "core/tile_set.h"
#include "table/place.h"

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mj {

// Free: a roll on the free table, for no rule.
enum class RollPurpose : std::uint8_t { Mano, Break, Joker, Free };
enum class WallEnd : std::uint8_t { Draw, Flower };
// Deal: the deal; Replacement: for a flower; Draw: a turn's draw; Gift: after a four-tile set.
enum class TakeReason : std::uint8_t { Deal, Replacement, Draw, Gift };
enum class Face : std::uint8_t { Down, Up };

// All tiles, face down, gathered into the free area and shuffled into this order.
struct WashEvent {
    std::vector<TileId> order;
    friend bool operator==(const WashEvent&, const WashEvent&) = default;
};
// A seat builds its wall segment from tiles in the free area: stack i gets
// tiles[i * height] at the bottom up to tiles[i * height + height - 1] on top.
struct BuildEvent {
    int segment = 0;
    std::vector<TileId> tiles;
    friend bool operator==(const BuildEvent&, const BuildEvent&) = default;
};
struct RollEvent {
    Seat seat;
    RollPurpose purpose = RollPurpose::Mano;
    std::array<int, 2> dice{1, 1};
    friend bool operator==(const RollEvent&, const RollEvent&) = default;
};
struct ManoEvent {
    Seat seat;
    friend bool operator==(const ManoEvent&, const ManoEvent&) = default;
};
// The wall is broken on `segment`, `count` stacks from one end. direction +1: counted
// from stack 0, and the draw wall runs up the ring; -1: counted from the last stack, and
// the draw wall runs down the ring. With `lift` (the Filipino break) the counted stack is
// the one lifted (see LiftEvent) and stays out of the live wall; without it (the American
// break, seed 002) nothing is lifted and the counted stack is simply the wall's last stack,
// drawn last, so every stack of the ring is live.
struct BreakEvent {
    int segment = 0;
    int count = 0;
    int direction = 1;
    bool lift = true;
    friend bool operator==(const BreakEvent&, const BreakEvent&) = default;
};
// Both tiles of `from` are lifted, in order, onto the top of `onto`.
struct LiftEvent {
    StackRef from;
    StackRef onto;
    friend bool operator==(const LiftEvent&, const LiftEvent&) = default;
};
struct DicePlacedEvent {
    StackRef on;
    friend bool operator==(const DicePlacedEvent&, const DicePlacedEvent&) = default;
};
// A seat takes tiles, one at a time in this order, from one end of the broken wall into
// its hand (concealed). Each must be the next tile at that end when taken.
struct TakeEvent {
    Seat seat;
    WallEnd end = WallEnd::Draw;
    TakeReason reason = TakeReason::Deal;
    std::vector<TileId> tiles;
    friend bool operator==(const TakeEvent&, const TakeEvent&) = default;
};
// A seat lays flowers from its hand face up among its flowers.
struct ExposeFlowersEvent {
    Seat seat;
    std::vector<TileId> tiles;
    friend bool operator==(const ExposeFlowersEvent&, const ExposeFlowersEvent&) = default;
};
// A free-table move: any tile to any place, face up or down. The tile goes on top of a
// wall stack, at the end of a hand, set, flowers, discards or the free area; an exposed
// set index equal to the seat's number of sets starts a new set. A move to the free area
// may give the spot where the tile lies (dropped, turned, stacked); a tile already in the
// free area then keeps its order there. Without a spot it joins the wash heap.
struct MoveEvent {
    TileId tile;
    Place to;
    Face face = Face::Down;
    std::optional<FreeSpot> spot = std::nullopt; // only with Zone::Free
    friend bool operator==(const MoveEvent&, const MoveEvent&) = default;
};

// A seat discards a tile from its hand, face up onto its discards.
struct DiscardEvent {
    Seat seat;
    TileId tile;
    friend bool operator==(const DiscardEvent&, const DiscardEvent&) = default;
};
// A seat lays a set: `tiles` from its hand, then (when `from` is set) the last discard of
// that seat, into a new exposed set. A concealed set (a secret) has its outer tiles face
// down; otherwise every tile is face up.
struct MeldEvent {
    Seat seat;
    std::vector<TileId> tiles;
    std::optional<Seat> from;
    bool concealed = false;
    friend bool operator==(const MeldEvent&, const MeldEvent&) = default;
};
// A seat adds a tile from its hand, face up, to one of its exposed sets (sagása).
struct AddToSetEvent {
    Seat seat;
    int set = 0;
    TileId tile;
    friend bool operator==(const AddToSetEvent&, const AddToSetEvent&) = default;
};
// A tile is turned face up or down where it lies (the joker's reveal).
struct FlipEvent {
    TileId tile;
    Face face = Face::Up;
    friend bool operator==(const FlipEvent&, const FlipEvent&) = default;
};

// Not physical: the table passes these through and the game folds them.
// A player's decision (core/action.h).
struct ActionEvent {
    Action action;
    friend bool operator==(const ActionEvent&, const ActionEvent&) = default;
};
// Money changing hands, in quarters of a payout: seats[s] is what seat s gains (negative:
// pays), one entry for every seat of the game; they sum to zero.
struct PaymentEvent {
    PerSeat<int> seats;
    std::string reason;
    friend bool operator==(const PaymentEvent&, const PaymentEvent&) = default;
};
// The game is over: won by `winner`, or without a winner when the wall ran out.
struct GameEndEvent {
    std::optional<Seat> winner;
    std::string reason;
    friend bool operator==(const GameEndEvent&, const GameEndEvent&) = default;
};

using Event = std::variant<WashEvent, BuildEvent, RollEvent, ManoEvent, BreakEvent, LiftEvent,
                           DicePlacedEvent, TakeEvent, ExposeFlowersEvent, MoveEvent, DiscardEvent, MeldEvent,
                           AddToSetEvent, FlipEvent, ActionEvent, PaymentEvent, GameEndEvent>;

// The name used for the event in records ("wash", "build", ...).
std::string eventName(const Event& event);

} // namespace mj
