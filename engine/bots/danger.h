// Reading the other players (issue 6, "defence against players who are waiting"): from what
// this seat sees of each opponent (its exposed sets, its discards in order, which of them it
// threw straight from the wall, how far the game has gone) the strong AI estimates how
// likely the opponent is ready and, for each kind, how likely that kind completes its hand.
// In these rules anyone may win off any discard, and the discarder then pays double, so a
// discard's danger is the sum over the three opponents.
//
// The signals, adapted to a game without riichi or furiten:
//  - readiness grows with the opponent's exposed sets (each is a set it no longer needs)
//    and with the number of tiles it has discarded;
//  - a kind the opponent threw itself is unlikely to be its wait (it chose to let it go),
//    the more so when thrown recently or while it was already likely ready;
//  - exposed sets all in one suit suggest a flush: that suit's kinds are dangerous, the
//    other suits' much less;
//  - a kind whose every other copy is in sight cannot be a pair or pung wait, only a chow
//    wait; 1s and 9s complete fewer chows than middle kinds.
// Those last two are a rough prior by rank; where it pays, the strong bot replaces it for an
// opponent with wait shares read from sampled ready hands (bots/sampled_waits.h).
#pragma once

#include "game/seat_view.h"

#include <array>
#include <optional>

namespace mj {

struct OpponentRead {
    Seat seat;
    double ready = 0;                       // estimated chance it is ready now
    std::array<double, kHandKinds> waitOn{}; // chance kind k completes its hand, if ready
    int flushSuit = -1;                     // 0..2 when its exposed sets point at one suit
};

struct TableRead {
    // The other seats of the Filipino family's table (Ruleset::kSeats).
    std::array<OpponentRead, Ruleset::kSeats - 1> opponents;
    // Expected chance that discarding kind k lets someone win.
    std::array<double, kHandKinds> danger{};
    double maxReady = 0;
};

// A kind's chance of being a ready opponent's wait before its discards and sets are read.
using WaitShares = std::array<double, kHandKinds>;

// `sampled`, when given, holds per seat the sampled wait shares that replace the rank prior
// for that opponent (nullopt: the rank prior).
TableRead readTable(const SeatView& view, const Ruleset& rules,
                    const PerSeat<std::optional<WaitShares>>* sampled = nullptr);

// The rank prior's total over the kinds that can be discarded: what sampled shares are
// scaled to, so that sampling moves danger between kinds, not in all.
double rankWaitTotal(const SeatView& view, const Ruleset& rules);

} // namespace mj
