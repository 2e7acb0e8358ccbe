#include "table/seat_count.h"

#include "core/seat.h"

namespace mjui {

int seatCount(const mj::Ruleset& rules) { return rules.seats(); }

int defaultSeatCount() { return mj::Ruleset::kSeats; }

} // namespace mjui
