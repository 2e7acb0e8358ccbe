// Seats 0-3 in turn order (RULINGS.md, "Seats and direction"). Play passes to the right,
// which is counterclockwise seen from above, so the player to a seat's right is the next
// seat in turn order and the player to its left is the previous one.
#pragma once

#include <cstdint>
#include <string>

namespace mj {

class Seat {
public:
    static constexpr int count = 4;

    constexpr Seat() = default;
    // Wraps any integer into 0..3, so seat arithmetic never leaves the table.
    static constexpr Seat of(int n) { return Seat(static_cast<std::uint8_t>(((n % count) + count) % count)); }
    static constexpr bool valid(long long n) { return n >= 0 && n < count; }

    constexpr int index() const { return m_index; }
    // The seat `steps` places further to the right (counterclockwise); negative goes left.
    constexpr Seat next(int steps = 1) const { return of(m_index + steps); }
    constexpr Seat right() const { return next(1); }
    constexpr Seat opposite() const { return next(2); }
    constexpr Seat left() const { return next(3); }
    // How many steps to the right `other` sits from this seat (0..3).
    constexpr int stepsTo(Seat other) const { return (other.m_index - m_index + count) % count; }

    std::string name() const { return "seat " + std::to_string(m_index); }

    friend constexpr bool operator==(Seat, Seat) = default;

private:
    constexpr explicit Seat(std::uint8_t index) : m_index(index) {}
    std::uint8_t m_index = 0;
};

} // namespace mj
