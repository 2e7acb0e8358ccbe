// One value for each seat of a game, sized by the game (1 to Seat::max seats): payments,
// balances, what each seat holds or was sent. The storage is fixed (no allocation, so the
// bots' and the simulation's inner loops keep their speed); count() is the game's seat count,
// and iteration and comparison see only those seats.
#pragma once

#include "core/seat.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace mj {

template <class T>
class PerSeat {
public:
    // No seats (a value still to be filled, e.g. a payment read from a record).
    PerSeat() = default;
    // `seats` values, each `fill`. (Write PerSeat<int>(4), not PerSeat<int>{4}: braces make
    // one seat holding 4.)
    explicit PerSeat(int seats) : m_count(static_cast<std::uint8_t>(seats)) {}
    PerSeat(int seats, const T& fill) : m_count(static_cast<std::uint8_t>(seats))
    {
        for (int s = 0; s < seats; ++s)
            m_items[static_cast<std::size_t>(s)] = fill;
    }
    // One value per seat, seat 0 first; at most Seat::max (more are left out).
    PerSeat(std::initializer_list<T> values)
    {
        for (const T& v : values)
            if (m_count < Seat::max)
                m_items[m_count++] = v;
    }

    int count() const { return m_count; }
    T& operator[](Seat seat) { return m_items[static_cast<std::size_t>(seat.index())]; }
    const T& operator[](Seat seat) const { return m_items[static_cast<std::size_t>(seat.index())]; }
    T& operator[](int seat) { return m_items[static_cast<std::size_t>(seat)]; }
    const T& operator[](int seat) const { return m_items[static_cast<std::size_t>(seat)]; }
    T& operator[](std::size_t seat) { return m_items[seat]; }
    const T& operator[](std::size_t seat) const { return m_items[seat]; }

    T* begin() { return m_items.data(); }
    T* end() { return m_items.data() + m_count; }
    const T* begin() const { return m_items.data(); }
    const T* end() const { return m_items.data() + m_count; }

    // The values as a list, seat 0 first (records, JSON).
    std::vector<T> list() const { return std::vector<T>(begin(), end()); }

    friend bool operator==(const PerSeat& a, const PerSeat& b)
    {
        if (a.m_count != b.m_count)
            return false;
        for (int s = 0; s < a.m_count; ++s)
            if (!(a[s] == b[s]))
                return false;
        return true;
    }

private:
    std::array<T, Seat::max> m_items{};
    std::uint8_t m_count = 0;
};

} // namespace mj
