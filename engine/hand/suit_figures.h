#pragma once
// The figures the shanten tables hold for a part of a hand (one suit, or suits combined):
// for n = 0..5 sets, with no pair (field n) and with a pair (field 6 + n), the fewest tiles
// lacking, capped at kCap. Shared by the table generator (suit_table_build.cpp, which needs
// nothing else from the engine) and the one-pass joker shanten (joker_shanten.cpp).
#include <algorithm>
#include <array>
#include <cstdint>

namespace mj::suit_figures {

constexpr int kSets = 5;    // the most sets a hand needs (17 tiles)
constexpr int kFields = 12; // field h*6+n: n = 0..5 sets, h = 0/1 pair
constexpr int kCap = 12;    // combined figures above this never decide an answer

using Figures = std::array<std::uint8_t, kFields>;

// a (x) b: for each number of sets, the best split between the two parts, capped.
inline Figures combine(const Figures& a, const Figures& b)
{
    Figures c{};
    for (int n = 0; n <= kSets; ++n) {
        int none = 99, pair = 99;
        for (int i = 0; i <= n; ++i) {
            none = std::min(none, a[i] + b[n - i]);
            pair = std::min({pair, a[i] + b[6 + n - i], a[6 + i] + b[n - i]});
        }
        c[n] = static_cast<std::uint8_t>(std::min(kCap, none));
        c[6 + n] = static_cast<std::uint8_t>(std::min(kCap, pair));
    }
    return c;
}

} // namespace mj::suit_figures
