// Every way a complete hand (3n+2 tiles, shanten -1) reads as a winning form
// (docs/hand-analysis.md; RULINGS.md, "Winning hands (Filipino)"):
//  - Standard (tódas): the exposed sets, n - exposed concealed sets (chow or pung) and one
//    pair. Concealed four-alike is four tiles, never a set (a kang/secret is declared and
//    is written as an exposed set). Flagged escalera when the sets hold the three chows
//    123 456 789 of one suit (escaléra, a completed standard hand with a special pattern).
//  - Seven pairs (14 tiles): 7 distinct pairs.
//  - Siete pares (17 tiles): 7 pairs + one báhay (chow or pung, concealed or the one exposed
//    set); an international when the báhay is a pung. Pairs are distinct kinds unless the
//    house option counts four alike as two pairs.
// With jokers, every reading of the jokers (shanten.h) that completes the hand is listed,
// with what the jokers stand for. Decompositions are distinct and in a fixed order.
#pragma once

#include "hand/hand_counts.h"
#include "hand/shanten.h"

#include <vector>

namespace mj {

enum class HandForm : std::uint8_t { Standard, SevenPairs, SietePares };

struct Decomposition {
    HandForm form = HandForm::Standard;
    std::vector<Meld> sets;       // concealed sets (standard), or the concealed báhay (siete pares)
    std::vector<Meld> exposed;    // the exposed sets, as given
    std::vector<std::uint8_t> pairs; // kind of each pair (standard: one)
    std::vector<std::uint8_t> jokersAs; // kinds the jokers stand for, sorted
    bool escalera = false;
    bool international = false; // siete pares with a pung báhay

    friend bool operator==(const Decomposition&, const Decomposition&) = default;
};

std::vector<Decomposition> decompose(const HandCounts& hand, PairRules rules = {});

std::string formName(HandForm form); // "standard", "seven_pairs", "siete_pares"

} // namespace mj
