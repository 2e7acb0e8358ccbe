// A seat at the table, 0 .. n-1 in turn order (RULINGS.md, "Seats and direction"), where n is
// the game's own seat count: the rule book's games have 1 (solitaire) to 4 (the mahjong games)
// seats, and a game's count is its variant's, carried by its table (Table::seatCount()) and
// record. Play passes to the right, which is counterclockwise seen from above, so the player to
// a seat's right is the next seat in turn order and the player to its left the previous one.
// Seat arithmetic therefore always names the seat count it goes round.
#pragma once

#include <cstdint>
#include <string>

namespace mj {

class Seat {
public:
    // The most seats any game has: the size of the table's fixed per-seat storage
    // (core/per_seat.h), not a rule. A game's own count is never assumed to be this.
    static constexpr int max = 4;

    constexpr Seat() = default;
    // Seat n, for 0 <= n < max (callers check input with valid()).
    static constexpr Seat of(int n) { return Seat(static_cast<std::uint8_t>(n)); }
    static constexpr bool valid(long long n, int seats = max) { return n >= 0 && n < seats; }

    constexpr int index() const { return m_index; }
    // The seat `steps` places further to the right (counterclockwise) round a table of
    // `seats`; negative goes left.
    constexpr Seat next(int steps, int seats) const { return of(((m_index + steps) % seats + seats) % seats); }
    constexpr Seat right(int seats) const { return next(1, seats); }
    constexpr Seat left(int seats) const { return next(-1, seats); }
    // How many steps to the right `other` sits from this seat (0 .. seats-1).
    constexpr int stepsTo(Seat other, int seats) const { return (other.m_index - m_index + seats) % seats; }

    std::string name() const { return "seat " + std::to_string(m_index); }

    friend constexpr bool operator==(Seat, Seat) = default;

private:
    constexpr explicit Seat(std::uint8_t index) : m_index(index) {}
    std::uint8_t m_index = 0;
};

} // namespace mj
