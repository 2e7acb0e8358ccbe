#include "table/seat_count.h"

#include "core/seat.h"

namespace mjui {

int seatCount(const mj::Ruleset&) { return mj::Seat::count; }

int defaultSeatCount() { return mj::Seat::count; }

} // namespace mjui
