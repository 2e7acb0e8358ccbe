// How many seats a game has, for everything the app sizes by seats (the seat rows of the
// new-game dialog, the ledger's columns, the seat names). Today every built-in game has
// four; when the engine gives each game its own seat count (issue 13, item 4), these two
// functions are the one place the app reads it.
#pragma once

#include "rules/ruleset.h"

namespace mjui {

// The seats of a game played under `rules`.
int seatCount(const mj::Ruleset& rules);
// The seats of a game before its ruleset is known (the built-in games').
int defaultSeatCount();

} // namespace mjui
