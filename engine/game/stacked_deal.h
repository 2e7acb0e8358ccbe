// A stacked deal: the wash order that makes the ritual deal chosen hands (scenario tests,
// lessons, puzzles). The ritual is unchanged: the stacked wash replaces only the shuffle,
// so the dice still come from the seed, and a stacked game's record replays like any other
// (its header says "stacked" and replay takes the wash from the record).
//
// How: with the seed's dice the break falls at a known place whatever the tiles are, so the
// order in which tiles leave the wall (the deal, then the draws from the draw end, the
// replacements and gifts from the flower end) is a fixed list of wall positions. The wanted
// kinds are put at those positions; every other tile fills the rest in id order.
#pragma once

#include "core/expected.h"
#include "game/game.h"

#include <array>
#include <string>

namespace mj {

struct StackedDeal {
    // Each seat's dealt hand, in notation: the máno's 17 tiles, the others' 16. Flowers in
    // a hand are exposed and replaced as in any deal.
    std::array<std::string, Ruleset::kSeats> hands;
    std::string draws;      // the draw wall's next tiles after the deal, in the order drawn
    std::string flowerWall; // the flower wall's tiles from its head: replacements and gifts
    std::string joker;      // with the at_break joker rule: the kind turned up (one suited tile)
};

// A GameSetup for `seed` and `rules` with `mano` dealing these hands. Refused, naming the
// part, when a hand has the wrong size, the notation is bad, or a kind is asked for more
// often than the set holds.
Expected<GameSetup> stackDeal(std::uint64_t seed, const Ruleset& rules, Seat mano, const StackedDeal& deal);

} // namespace mj
