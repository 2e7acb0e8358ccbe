#include "variants/american/american_payout.h"

#include <climits>
#include <string>

namespace mj::american {

namespace {

Status checkPayout(const MahJonggPayout& p, int seats)
{
    if (seats < 2 || seats > Seat::max)
        return failure("payout: " + std::to_string(seats) + " seats; a Mah Jongg is paid at a table of 2 to " +
                       std::to_string(Seat::max));
    if (p.value <= 0)
        return failure("payout: the line's value is " + std::to_string(p.value) + "; it must be at least 1");
    if (!Seat::valid(p.winner.index(), seats))
        return failure("payout: the winner, " + p.winner.name() + ", is not one of the " + std::to_string(seats) +
                       " seats");
    if (p.selfDrawn && p.discarder)
        return failure("payout: a self-drawn Mah Jongg has no discarder, yet " + p.discarder->name() +
                       " is named as one");
    if (!p.selfDrawn && !p.discarder)
        return failure("payout: a Mah Jongg off a discard needs the discarder");
    if (p.discarder && !Seat::valid(p.discarder->index(), seats))
        return failure("payout: the discarder, " + p.discarder->name() + ", is not one of the " +
                       std::to_string(seats) + " seats");
    if (p.discarder && *p.discarder == p.winner)
        return failure("payout: the discarder, " + p.discarder->name() + ", is the winner");
    // The most one payment can be is 4 x value, and the winner takes that from each other seat.
    if (p.value > INT_MAX / (4 * (seats - 1)))
        return failure("payout: the line's value " + std::to_string(p.value) + " is too large to pay");
    return success();
}

} // namespace

Expected<PerSeat<int>> mahJonggPayments(const MahJonggPayout& p, int seats)
{
    if (Status ok = checkPayout(p, seats); !ok)
        return failure(ok.error());
    // Seed 002's table: a hand with no jokers pays double, except a Singles and Pairs line
    // (which can hold no joker at all, so its jokerlessness earns nothing).
    const int bonus = p.jokerless && !p.singlesAndPairs ? 2 : 1;
    PerSeat<int> paid(seats, 0);
    for (int s = 0; s < seats; ++s) {
        const Seat seat = Seat::of(s);
        if (seat == p.winner)
            continue;
        const bool paysDouble = p.selfDrawn || seat == *p.discarder;
        const int amount = p.value * (paysDouble ? 2 : 1) * bonus;
        paid[seat] -= amount;
        paid[p.winner] += amount;
    }
    return paid;
}

} // namespace mj::american
