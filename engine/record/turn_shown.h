// Whose turn a table shows partway through its record: what the seat plates light up and a
// replay's words say, at any event a viewer stops at (the live game's seatToAct answers
// only for now, and in a claim window for the seat to answer, not the seat on turn).
#pragma once

#include "table/event.h"
#include "table/table.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace mj {

// After the first `shown` of `events`, `table` being the table they make: the last seat that
// drew, laid a set or a flower in play acts now; after a discard the turn has passed to the
// next seat (a claim may still take it). Nobody's during the deal and the flowers replaced
// after it (a seat taking a replacement there does not make it that seat's turn: the máno
// begins, with a discard, once that round is over), before the deal, and after the game's end.
std::optional<Seat> turnShown(const std::vector<Event>& events, std::size_t shown, const Table& table);

} // namespace mj
