// The lookup tables behind the fast standard-form shanten (docs/hand-analysis.md).
//
// For every count vector of one suit (9 ranks, 0..4 copies each: the base-5 index
// sum(count[r] * 5^r) names 5^9 = 1,953,125 patterns) and of the honours (7 kinds, 5^7 =
// 78,125; honours make no chows), the figures that matter are, for n = 0..5 sets with or
// without the pair, the fewest tiles that must be added to that suit's tiles so that it
// holds n sets (and the pair). The best split of the hand's sets between the suits, summed,
// is what the hand lacks; shanten is that number minus one.
//
// "Tiles lacking" counts as usual for shanten calculators: a completion may need a fifth
// copy of a kind the hand already holds four of (1111m waiting on 1m is "ready"); the
// waits list (waits.h) only ever offers kinds that still exist.
//
// Few patterns differ in those figures: about 150 classes for a suit, 80 for the honours.
// So each pattern stores one byte, its class; a class's figures pack into 5-bit fields of
// a 64-bit word (field h*6+n). The classes are then combined ahead of time: characters
// with balls (~290 classes) and sticks with honours (~240), and for each such pair of
// combined classes and each number of sets the final answer. A hand costs four index
// computations and seven loads. Combined figures are capped at 12, above any answer
// (a hand of 3n+1 or 3n+2 tiles never lacks more than 2n+1).
//
// Built once, on first use, thread-safe (a function-local static), deterministic (classes
// are numbered in the order patterns are met); bytes() and buildSeconds() report the cost.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mj {

class SuitTables {
public:
    static const SuitTables& get();

    // The packed figures of a suit's count vector (9 counts) or of the honours' (7 counts).
    std::uint64_t suit(int index) const { return m_suitFigures[m_suitClass[static_cast<std::size_t>(index)]]; }
    std::uint64_t honours(int index) const
    {
        return m_honourFigures[m_honourClass[static_cast<std::size_t>(index)]];
    }
    // Tiles lacking for n sets, with (pair = 1) or without the pair, from packed figures.
    static int lacking(std::uint64_t figures, int n, int pair) { return int(figures >> (5 * (pair * 6 + n))) & 31; }

    // Tiles the hand lacks for `sets` sets + a pair, from its four pattern indices.
    int handLacking(int m, int p, int s, int z, int sets) const
    {
        const std::size_t mp = m_mpClass[m_suitClass[static_cast<std::size_t>(m)] * m_suitClasses +
                                         m_suitClass[static_cast<std::size_t>(p)]];
        const std::size_t sz = m_szClass[m_suitClass[static_cast<std::size_t>(s)] * m_honourClasses +
                                         m_honourClass[static_cast<std::size_t>(z)]];
        return m_final[(static_cast<std::size_t>(sets) * m_mpClasses + mp) * m_szClasses + sz];
    }

    std::size_t bytes() const;
    double buildSeconds() const { return m_buildSeconds; }

    static int suitIndex(const std::uint8_t* counts9)
    {
        return counts9[0] + 5 * counts9[1] + 25 * counts9[2] + 125 * counts9[3] + 625 * counts9[4] +
               3125 * counts9[5] + 15625 * counts9[6] + 78125 * counts9[7] + 390625 * counts9[8];
    }
    static int honourIndex(const std::uint8_t* counts7)
    {
        return counts7[0] + 5 * counts7[1] + 25 * counts7[2] + 125 * counts7[3] + 625 * counts7[4] +
               3125 * counts7[5] + 15625 * counts7[6];
    }

private:
    SuitTables();
    std::vector<std::uint8_t> m_suitClass, m_honourClass; // pattern -> class
    std::vector<std::uint64_t> m_suitFigures, m_honourFigures; // class -> packed figures
    std::size_t m_suitClasses = 0, m_honourClasses = 0, m_mpClasses = 0, m_szClasses = 0;
    std::vector<std::uint16_t> m_mpClass; // [suit class][suit class] -> combined class
    std::vector<std::uint16_t> m_szClass; // [suit class][honour class] -> combined class
    std::vector<std::uint8_t> m_final;    // [sets][mp class][sz class] -> tiles lacking
    double m_buildSeconds = 0;
};

} // namespace mj
