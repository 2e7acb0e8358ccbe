// The arena's duplicate schedule (issue 6, "The arena"): the same deal is played once for
// each seat of the game (four times for the Filipino family) with the bots rotated through
// the seats, so the luck of the walls falls on every bot alike and cancels out of the
// comparison. A deal is one game seed: the same seed gives the same wash, wall, dice, máno
// and break in every rotation (game/game.h plays the ritual from it). At a table of n seats,
// in rotation r seat i is played by entry (i + r) % n of the arena's list of n bots, so
// over a deal each entry sits in each seat exactly once. Each bot's own random choices come
// from a seed derived from the deal and its seat, never from the game's generator.
// Games are single games: no match pot or jai alái pool is carried from one to the next.
#pragma once

#include "core/seat.h"
#include "game/game.h"

#include <cstdint>

namespace mj {

// Which of the `seats` bot entries plays `seat` in `rotation` (0 .. seats-1).
constexpr int arenaEntryAtSeat(int rotation, Seat seat, int seats) { return (seat.index() + rotation) % seats; }

// The game seed of deal `deal` (0-based) of an arena run with `arenaSeed`.
std::uint64_t arenaDealSeed(std::uint64_t arenaSeed, int deal);

// The seed of the bot that plays `seat` in a game of the deal.
std::uint64_t arenaBotSeed(std::uint64_t dealSeed, Seat seat);

// The game every rotation of the deal plays: its seed, the rules, the máno rolled for.
GameSetup arenaDealSetup(std::uint64_t dealSeed, const Ruleset& rules);

} // namespace mj
