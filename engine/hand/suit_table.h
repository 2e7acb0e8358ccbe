// The lookup tables behind the fast standard-form shanten and the useful-tile search
// (docs/hand-analysis.md, "How it is fast"; suit_table_build.h says what they hold and how
// they are made).
//
// "Tiles lacking" counts as usual for shanten calculators: a completion may need a fifth
// copy of a kind the hand already holds four of (1111m waiting on 1m is "ready"); the
// waits list (waits.h) only ever offers kinds that still exist.
//
// The tables are compiled in: generated at build time (suit_table_build.h) into
// suit_table_data.cpp, so a process pays nothing to build them (issue 12: the build cost
// 46 ms of every `analyze --batch`) and only the pages it reads are loaded. A hand's
// standard shanten is four index sums and seven loads.
#pragma once

#include <cstddef>
#include <cstdint>

namespace mj {

// The generated arrays (suit_table_data.cpp in the build folder).
namespace suit_data {
extern const std::size_t kSuitClasses, kHonourClasses, kMpClasses, kSzClasses, kThreeClasses;
extern const std::uint8_t kSuitClass[];       // 5^9 suit patterns -> class
extern const std::uint8_t kHonourClass[];     // 5^7 honour patterns -> class
extern const std::uint64_t kSuitFigures[];    // class -> packed figures
extern const std::uint64_t kHonourFigures[];  // class -> packed figures
extern const std::uint16_t kMpClass[];        // [suit][suit] -> mp class
extern const std::uint16_t kSzClass[];        // [suit][honour] -> sz class
extern const std::uint8_t kFinal[];           // [sets][mp][sz] -> tiles lacking
extern const std::uint16_t kSuitSzThree[];    // [suit][sz] -> three class
extern const std::uint16_t kMpHonourThree[];  // [mp][honour] -> three class
extern const std::uint16_t kMpSuitThree[];    // [mp][suit] -> three class
extern const std::uint64_t kThreeMirrored[];  // [three][sets] -> mirrored figures
} // namespace suit_data

class SuitTables {
public:
    static const SuitTables& get();

    // The packed figures of a suit's count vector (9 counts) or of the honours' (7 counts).
    static std::uint64_t suit(int index) { return suit_data::kSuitFigures[suitClass(index)]; }
    static std::uint64_t honours(int index) { return suit_data::kHonourFigures[honourClass(index)]; }
    static std::size_t suitClass(int index) { return suit_data::kSuitClass[static_cast<std::size_t>(index)]; }
    static std::size_t honourClass(int index) { return suit_data::kHonourClass[static_cast<std::size_t>(index)]; }
    // Tiles lacking for n sets, with (pair = 1) or without the pair, from packed figures.
    static int lacking(std::uint64_t figures, int n, int pair) { return int(figures >> (5 * (pair * 6 + n))) & 31; }

    // Tiles the hand lacks for `sets` sets + a pair, from its four pattern indices.
    static int handLacking(int m, int p, int s, int z, int sets)
    {
        using namespace suit_data;
        const std::size_t mp = kMpClass[suitClass(m) * kSuitClasses + suitClass(p)];
        const std::size_t sz = kSzClass[suitClass(s) * kHonourClasses + honourClass(z)];
        return kFinal[(static_cast<std::size_t>(sets) * kMpClasses + mp) * kSzClasses + sz];
    }

    std::size_t bytes() const;

    // A count's weight in a pattern index: the index of count c at position r is c * kPow5[r].
    static constexpr int kPow5[9] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625};
    // Tiles lacking from a search that found nothing yet: more than any hand lacks.
    static constexpr int kFar = 99;

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
    SuitTables() = default;
};

} // namespace mj
