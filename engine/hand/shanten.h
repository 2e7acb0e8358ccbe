// Shanten: how many tiles a hand is from ready (0 = ready, -1 = complete), for the
// standard form and for the pairs forms (docs/hand-analysis.md).
//
// Standard form (RULINGS.md, "Winning hands (Filipino)": tódas): n sets (chow, pung;
// a kang/secret is an exposed set) + one pair, n = 4 for 13/14 tiles, 5 for 16/17; exposed
// sets count towards n. Shanten = (tiles the hand lacks for the nearest complete hand) - 1,
// found with the tables of suit_table.h: four index sums and seven loads, no search.
//
// Pairs forms, by size (exposed sets as above):
//  - 13/14 tiles: the usual seven pairs, 7 distinct pairs, all concealed.
//  - 16/17 tiles: siete pares (Filipino), 7 pairs + one báhay (chow or pung; a pung makes
//    it an international). The báhay may be an exposed chow or pung (a pair is never
//    seized except to win, so the pairs are concealed); a kang never counts. Pairs are
//    distinct kinds unless PairRules::fourAsTwoPairs (house option: four alike may count
//    as two pairs). A pung báhay and a pair of the same kind would need five tiles, so
//    they never share a kind.
//  - any other size, or other exposed sets: the form does not apply (nullopt).
//
// Jokers (1j; RULINGS.md, the joker rule) are wild for any suited tile: a hand with jokers
// is analysed as the best of every way to read its jokers as suited tiles (27^j / j! ways,
// at most 4 jokers). A joker is never read as a fifth copy of a kind.
#pragma once

#include "hand/hand_counts.h"

#include <optional>

namespace mj {

struct PairRules {
    bool fourAsTwoPairs = false; // house option (RULINGS.md): default distinct pairs only
};

// Tiles lacking for `sets` sets + a pair from these 34 counts (no jokers): the fast core.
int standardLacking(const std::uint8_t* counts34, int sets);
// The pairs forms' tiles lacking from concealed counts (no jokers, no exposed sets):
// 13/14 tiles (7 distinct pairs, target 14) or 16/17 (7 pairs + a báhay, target 17).
int sevenPairsLacking(const std::uint8_t* counts34);
int sietePares17Lacking(const std::uint8_t* counts34, PairRules rules);

int standardShanten(const HandCounts& hand);
std::optional<int> pairsShanten(const HandCounts& hand, PairRules rules = {});
// The lower of the two: what "ready" and "complete" go by.
int bestShanten(const HandCounts& hand, PairRules rules = {});

// Calls f(counts) for each reading of the hand's jokers as suited kinds (just once, with the
// concealed counts, when there are none), stopping early when f returns true.
template <typename F>
bool forEachJokerReading(const HandCounts& hand, F&& f);

namespace detail {
template <typename F>
bool substitute(std::array<std::uint8_t, kHandKinds>& c, int from, int left, F& f)
{
    if (left == 0)
        return f(c);
    for (int k = from; k < kSuitedKinds; ++k) {
        if (c[static_cast<std::size_t>(k)] >= 4)
            continue;
        ++c[static_cast<std::size_t>(k)];
        const bool stop = substitute(c, k, left - 1, f);
        --c[static_cast<std::size_t>(k)];
        if (stop)
            return true;
    }
    return false;
}
} // namespace detail

template <typename F>
bool forEachJokerReading(const HandCounts& hand, F&& f)
{
    auto c = hand.counts;
    return detail::substitute(c, 0, hand.jokers, f);
}

} // namespace mj
