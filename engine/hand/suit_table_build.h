// Building the lookup tables of suit_table.h (docs/hand-analysis.md, "How it is fast").
// The build takes some 50 ms, too long to pay at every start of `analyze --batch` (issue 12,
// "analysis as a whole process"), so it runs at build time: mahjongero-suit-tables (the
// generator, suit_table_generate.cpp) writes the tables as C++ source that is compiled into
// the engine, and tst_hand_shanten builds them afresh here to check the compiled-in copy.
//
// For every count vector of one suit (9 ranks, 0..4 copies each: the base-5 index
// sum(count[r] * 5^r) names 5^9 = 1,953,125 patterns) and of the honours (7 kinds, 5^7 =
// 78,125; honours make no chows), the figures that matter are, for n = 0..5 sets with or
// without the pair, the fewest tiles that must be added to that suit's tiles so that it
// holds n sets (and the pair). Few patterns differ in those figures (about 150 classes for
// a suit, 80 for the honours), so each pattern gets a one-byte class and a class's figures
// pack into 5-bit fields of a 64-bit word (field h*6+n). Classes are combined ahead of
// time: characters with balls (mp), sticks with honours (sz), and for each pair of combined
// classes and each number of sets the final answer. For the useful-tile search (waits.h)
// three suits are combined too (the rest of the hand beside each suit): balls or
// characters with sz, mp with honours, mp with sticks; each such class's figures are kept
// mirrored for each number of sets (field h*6+n holds what the three lack for sets-n sets
// and 1-h pairs), so that adding a suit's figures gives every split of the hand at once.
// Combined figures are capped at 12, above any answer (a hand of 3n+1 or 3n+2 tiles never
// lacks more than 2n+1). Classes are numbered in the order they are met: deterministic.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace mj {

struct SuitTableData {
    std::vector<std::uint8_t> suitClass;       // 5^9 patterns -> class
    std::vector<std::uint8_t> honourClass;     // 5^7 patterns -> class
    std::vector<std::uint64_t> suitFigures;    // class -> packed figures
    std::vector<std::uint64_t> honourFigures;  // class -> packed figures
    std::vector<std::uint16_t> mpClass;        // [suit class][suit class] -> mp class
    std::vector<std::uint16_t> szClass;        // [suit class][honour class] -> sz class
    std::size_t mpClasses = 0, szClasses = 0;
    std::vector<std::uint8_t> final;           // [sets][mp class][sz class] -> tiles lacking
    // The rest of the hand beside one suit, a "three" class: beside characters, balls x sz;
    // beside balls, characters x sz (both [suit class][sz class]); beside sticks, mp x
    // honours ([mp class][honour class]); beside the honours, mp x sticks ([mp][suit]).
    std::vector<std::uint16_t> suitSzThree, mpHonourThree, mpSuitThree;
    std::vector<std::uint64_t> threeMirrored;  // [three class][sets]: mirrored figures
};

SuitTableData buildSuitTables();

// The tables as C++ source defining the arrays that suit_table.h declares.
std::string suitTableSource(const SuitTableData& data);

} // namespace mj
