// The American setup (issue 17; seed 002, "Getting Started" B-E; docs/rules/american.md) as a
// pure function of a seed: the wash, four walls of 19 stacks two high, every seat rolls for
// East (ties roll again among themselves), East rolls and breaks their own wall counting
// stacks from its right end, then the deal: two stacks (four tiles) at a time from East to
// the right until each seat has 12, East's "jump" (the first and third tiles of the top
// row) and one tile each for the others: East 14, the others 13.
//
// It is written as the physical table's events (table/event.h) on the general Table with
// the registry's square-19 layout, so the setup replays from its events alone and the table
// checks that every tile is in exactly one place. Every random choice comes from one Rng
// seeded with the seed (core/rng.h).
#pragma once

#include "core/expected.h"
#include "core/per_seat.h"
#include "core/seat.h"
#include "table/event.h"
#include "table/table.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace mj::american {

inline constexpr int kSeats = 4;
inline constexpr int kDealtEach = 12; // before the jump
inline constexpr int kEastTiles = 14;
inline constexpr int kOtherTiles = 13;

struct AmericanSetup {
    std::uint64_t seed = 0;
    std::vector<Event> events; // from a new table (newAmericanTable) to the dealt hands
    Seat east;
    bool eastGiven = false; // East was told the table, not rolled for (a match's later game, a stacked deal)
    int breakRoll = 0; // East's two dice, summed: the stacks counted off from the right end
    Table table;       // the table once every event is applied
};

// A new table for the American game: the american-152 set on the square-19 layout, four
// seats, every tile in the free area.
Table newAmericanTable();

// The whole setup from a seed. The same seed gives the same events on every platform.
// With `east` given (a match's later games: East moves to the right after every game) no
// one rolls for East; the table is told East (ManoEvent) and East rolls for the break.
AmericanSetup performAmericanSetup(std::uint64_t seed, std::optional<Seat> east = std::nullopt);

// A stacked deal (scenarios, lessons, tests): East and the break's dice given, each seat's
// hand by kind (East 14, the others 13; a shorter list is filled with whatever tiles are
// left) and the first tiles of the wall by kind, in the order they will be drawn. The wash
// is ordered so the ordinary setup deals exactly that; refused when the set has too few
// tiles of a kind or a hand is too long.
struct StackedDeal {
    Seat east;
    std::array<int, 2> breakDice{3, 4};
    PerSeat<std::vector<TileKind>> hands = PerSeat<std::vector<TileKind>>(kSeats);
    std::vector<TileKind> wall;
};
Expected<AmericanSetup> stackedAmericanSetup(const StackedDeal& deal);

// Applies `events` to a new table, refusing with the failing event's index and the table's
// reason (a record read from outside is untrusted).
Expected<Table> replayAmericanSetup(const std::vector<Event>& events);

// The concealed hands as the setup leaves them, seat 0 first: the Charleston's input.
PerSeat<std::vector<TileId>> dealtHands(const Table& table);

} // namespace mj::american
