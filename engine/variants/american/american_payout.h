// What a Mah Jongg pays in American mahjong (issue 17, "Payouts"; seed 002, "Mahjong"): the
// winner is paid by every other seat, a dead hand too (seed 002, "Additional Rules": a dead
// hand "will pay the winner just like all the other players").
//   off a discard: the discarder pays double the line's value, every other seat single;
//   self-drawn:    every other seat pays double;
//   a hand with no jokers that is not a Singles and Pairs line doubles each payment again.
// A wall game pays nothing and is not asked here.
#pragma once

#include "core/expected.h"
#include "core/per_seat.h"
#include "core/seat.h"

#include <optional>

namespace mj::american {

struct MahJonggPayout {
    int value = 0;                    // the card line's value
    bool selfDrawn = false;           // the winning tile came from the wall
    Seat winner;
    std::optional<Seat> discarder;    // who threw the winning tile; none when self-drawn
    bool jokerless = false;           // no joker in the hand, exposures included
    bool singlesAndPairs = false;     // the line is of the Singles and Pairs category
};

// What each of `seats` seats gains (the winner positive, the payers negative), summing to
// zero. Refused, with what is wrong, when the payout makes no sense: a value of 0 or less,
// fewer than 2 or more than Seat::max seats, a winner or discarder not at the table, a
// discarder who is the winner, a discarder on a self-draw or none off a discard, or
// payments too large for an int.
Expected<PerSeat<int>> mahJonggPayments(const MahJonggPayout& p, int seats);

} // namespace mj::american
