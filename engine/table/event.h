// Every change to the physical table is one of these events (ARCHITECTURE.md: the log of
// events is the single truth). Chance outcomes are events too: the wash carries the
// shuffled order and a roll carries its dice, so replaying a record needs no RNG.
// Events describe physical acts and know no rules; the ritual decides which to emit.
#pragma once

#include "core/seat.h"
#include "core/tile_set.h"
#include "table/place.h"

#include <array>
#include <string>
#include <variant>
#include <vector>

namespace mj {

enum class RollPurpose : std::uint8_t { Mano, Break };
enum class WallEnd : std::uint8_t { Draw, Flower };
enum class TakeReason : std::uint8_t { Deal, Replacement };
enum class Face : std::uint8_t { Down, Up };

// All tiles, face down, gathered into the free area and shuffled into this order.
struct WashEvent {
    std::vector<TileId> order;
};
// A seat builds its wall segment from tiles in the free area: stack i gets
// tiles[i * height] at the bottom up to tiles[i * height + height - 1] on top.
struct BuildEvent {
    int segment = 0;
    std::vector<TileId> tiles;
};
struct RollEvent {
    Seat seat;
    RollPurpose purpose = RollPurpose::Mano;
    std::array<int, 2> dice{1, 1};
};
struct ManoEvent {
    Seat seat;
};
// The wall is broken on `segment`, `count` stacks from one end. direction +1: counted
// from stack 0, and the draw wall runs up the ring; -1: counted from the last stack, and
// the draw wall runs down the ring. The counted stack is the one lifted (see LiftEvent).
struct BreakEvent {
    int segment = 0;
    int count = 0;
    int direction = 1;
};
// Both tiles of `from` are lifted, in order, onto the top of `onto`.
struct LiftEvent {
    StackRef from;
    StackRef onto;
};
struct DicePlacedEvent {
    StackRef on;
};
// A seat takes tiles, one at a time in this order, from one end of the broken wall into
// its hand (concealed). Each must be the next tile at that end when taken.
struct TakeEvent {
    Seat seat;
    WallEnd end = WallEnd::Draw;
    TakeReason reason = TakeReason::Deal;
    std::vector<TileId> tiles;
};
// A seat lays flowers from its hand face up among its flowers.
struct ExposeFlowersEvent {
    Seat seat;
    std::vector<TileId> tiles;
};
// A free-table move: any tile to any place, face up or down. The tile goes on top of a
// wall stack, at the end of a hand, set, flowers, discards or the free area; an exposed
// set index equal to the seat's number of sets starts a new set.
struct MoveEvent {
    TileId tile;
    Place to;
    Face face = Face::Down;
};

using Event = std::variant<WashEvent, BuildEvent, RollEvent, ManoEvent, BreakEvent, LiftEvent,
                           DicePlacedEvent, TakeEvent, ExposeFlowersEvent, MoveEvent>;

// The name used for the event in records ("wash", "build", ...).
std::string eventName(const Event& event);

} // namespace mj
