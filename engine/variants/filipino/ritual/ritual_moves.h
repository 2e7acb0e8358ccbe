// The moves of the setup ritual (RULINGS.md, "The Filipino setup ritual", steps 1-7), each
// written as events into a sink: the wash, building the wall's segments, rolling for the
// máno, breaking the wall (with the joker's reveal where the rules say), the deal and the
// flower replacement. The whole ritual (ritual.h) and the free table's "next step"
// (ritual_step.h) both run these, so a step made on the free table reads exactly like the
// same step of a game's ritual in the record.
#pragma once

#include "core/rng.h"
#include "variants/filipino/rules/ruleset.h"
#include "table/table.h"

#include <stdexcept>
#include <vector>

namespace mj {

// Where the moves write: each event is applied before the next is made, so a move sees the
// table as its earlier events left it (the deal peeks at the wall after each take).
class RitualSink {
public:
    virtual ~RitualSink() = default;
    virtual const Table& table() const = 0;
    virtual void add(const Event& event) = 0;
};

// Shuffles the tiles of the free area with `rng`, or lays them in `order` when it is given.
void washTiles(RitualSink& sink, Rng& rng, const std::vector<TileId>& order = {});
// Builds every empty segment of the wall from the front of the washed pile.
void buildEmptySegments(RitualSink& sink);
// Every seat rolls; ties roll again among themselves; the highest is the máno.
Seat rollForMano(RitualSink& sink, Rng& rng);
// The máno rolls for the break, the wall is broken and the break stack lifted onto the
// flower wall with the dice on it; then the joker is revealed when the rules reveal it here.
void breakWall(RitualSink& sink, Seat mano, const Ruleset& rules, Rng& rng);
// 8 + 8 tiles to each seat from the máno to the right, then a 17th to the máno.
void dealHands(RitualSink& sink, Seat mano);
// Round by round every seat, from the máno to the right, exposes its flowers; then each
// gets one replacement per flower from the flower wall, in the same order.
void replaceFlowers(RitualSink& sink, Seat mano, const Ruleset& rules);

// The flowers a seat holds in its concealed hand.
std::vector<TileId> flowersInHand(const Table& table, Seat seat, const Ruleset& rules);
// Whether no stack of the segment holds a tile.
bool segmentIsEmpty(const Table& table, int segment);

// A wall emptied by hand on the free table can run short of the tiles a take needs.
struct WallTooShort : std::runtime_error {
    using std::runtime_error::runtime_error;
};

} // namespace mj
