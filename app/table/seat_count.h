// How many seats a game has, for everything the app sizes by seats (the seat rows of the
// new-game dialog, the ledger's columns, the seat cards, the free table's seats): the
// ruleset's own count (Ruleset::seats(); every built-in game has four). These two functions
// are the one place the app reads it before a game is on; a game on the table says its own
// (Session::seatCount(), Table::seatCount()).
#pragma once

#include "variants/filipino/rules/ruleset.h"

namespace mjui {

// The seats of a game played under `rules`.
int seatCount(const mj::Ruleset& rules);
// The seats of a game before its ruleset is known (the built-in games').
int defaultSeatCount();

} // namespace mjui
