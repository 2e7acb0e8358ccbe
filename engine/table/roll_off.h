// Rolling the dice at the table, as every ritual of the rule book does: two dice from the
// game's seeded generator (core/rng.h), and the roll-off that picks who leads (the Filipino
// máno, RULINGS.md ritual step 3; the American East, seed 002): every seat rolls, the
// highest total wins, the seats tied for it roll again until one is left. Each roll is a
// RollEvent and the winner a ManoEvent, handed to `add` in order, so the record replays it.
#pragma once

#include "core/rng.h"
#include "core/seat.h"
#include "table/event.h"

#include <array>
#include <functional>

namespace mj {

std::array<int, 2> rollDice(Rng& rng);

// The roll-off among seats 0 .. seatCount-1; the winner.
Seat rollOff(int seatCount, Rng& rng, const std::function<void(const Event&)>& add);

} // namespace mj
