#include "hand/shanten.h"

#include "hand/joker_shanten.h"
#include "hand/pair_slots.h"
#include "hand/suit_table.h"

#include <algorithm>

namespace mj {

namespace {

using pair_slots::bestPairs;
using pair_slots::fullSlots;
using pair_slots::halfSlots;

int pairsOnlyLacking(const std::uint8_t* c, bool fours, int excluded)
{
    int n[4]; // kinds with at least 1, 2, 3, 4 tiles
    pair_slots::countAtLeast(c, n);
    if (excluded >= 0)
        for (int i = 0; i < c[excluded]; ++i)
            --n[i];
    return 14 - bestPairs(n[1] + (fours ? n[3] : 0), n[0] - n[1] + (fours ? n[2] - n[3] : 0));
}

} // namespace

int standardLacking(const std::uint8_t* c, int sets)
{
    return SuitTables::handLacking(SuitTables::suitIndex(c), SuitTables::suitIndex(c + 9),
                                   SuitTables::suitIndex(c + 18), SuitTables::honourIndex(c + 27), sets);
}

int sevenPairsLacking(const std::uint8_t* c) { return pairsOnlyLacking(c, false, -1); }

namespace {

// Siete pares with distinct pairs: the classes and windows, then the gains (pair_slots.h).
int sietePares17Distinct(const std::uint8_t* c)
{
    const pair_slots::SieteShape shape(c);
    return 17 - pair_slots::kSieteGains.used(shape.full(), shape.half(), shape.allWindows(), shape.classes());
}

} // namespace

int sietePares17Lacking(const std::uint8_t* c, PairRules rules)
{
    if (!rules.fourAsTwoPairs)
        return sietePares17Distinct(c);
    // Four alike may count as two pairs: try every báhay (a few dozen), counting slots.
    const bool fours = true;
    int full = 0, half = 0;
    for (int k = 0; k < kHandKinds; ++k) {
        full += fullSlots(c[k], fours);
        half += halfSlots(c[k], fours);
    }
    int best = bestPairs(full, half); // the báhay from no tile of the hand
    // A pung báhay of kind k: its kind offers no pair.
    for (int k = 0; k < kHandKinds && best < 17; ++k) {
        const int r = c[k];
        if (r == 0)
            continue;
        best = std::max(best, std::min(r, 3) + bestPairs(full - fullSlots(r, fours), half - halfSlots(r, fours)));
    }
    // A chow báhay: one tile of each of its kinds that the hand has.
    for (int suit = 0; suit < 3 && best < 17; ++suit) {
        for (int start = suit * 9; start < suit * 9 + 7; ++start) {
            int used = 0, f = full, h = half;
            for (int k = start; k < start + 3; ++k) {
                const int r = c[k];
                if (r == 0)
                    continue;
                ++used;
                f += fullSlots(r - 1, fours) - fullSlots(r, fours);
                h += halfSlots(r - 1, fours) - halfSlots(r, fours);
            }
            if (used > 0)
                best = std::max(best, used + bestPairs(f, h));
        }
    }
    return 17 - best;
}

int standardShanten(const HandCounts& hand)
{
    const int sets = hand.concealedSetsNeeded();
    if (hand.jokers == 0)
        return standardLacking(hand.counts.data(), sets) - 1;
    if (hand.jokers <= kMaxWildJokers) // one pass, the same as trying every reading
        return standardLackingWithJokers(hand.counts.data(), hand.jokers, sets) - 1;
    int best = SuitTables::kFar;
    forEachJokerReading(hand, [&](const auto& c) {
        best = std::min(best, standardLacking(c.data(), sets));
        return best == 0;
    });
    return best - 1;
}

std::optional<int> pairsShanten(const HandCounts& hand, PairRules rules)
{
    const int shape = hand.shapeTiles();
    int best = SuitTables::kFar;
    // With jokers and distinct pairs, one pass (joker_shanten.h) gives what trying every
    // reading of the jokers gives.
    const bool onePass = hand.jokers > 0 && hand.jokers <= kMaxWildJokers && !rules.fourAsTwoPairs;
    if ((shape == 13 || shape == 14) && hand.exposedCount == 0) {
        if (onePass)
            return pairsOnlyLackingWithJokers(hand.counts.data(), hand.jokers, -1) - 1;
        forEachJokerReading(hand, [&](const auto& c) {
            best = std::min(best, sevenPairsLacking(c.data()));
            return best == 0;
        });
    } else if ((shape == 16 || shape == 17) && hand.exposedCount == 0) {
        if (onePass)
            return sietePares17LackingWithJokers(hand.counts.data(), hand.jokers) - 1;
        forEachJokerReading(hand, [&](const auto& c) {
            best = std::min(best, sietePares17Lacking(c.data(), rules));
            return best == 0;
        });
    } else if ((shape == 16 || shape == 17) && hand.exposedCount == 1 && hand.exposed[0].type != SetType::Kang) {
        // The exposed chow or pung is the báhay; the concealed tiles make the 7 pairs.
        const int excluded = hand.exposed[0].type == SetType::Pung ? hand.exposed[0].first : -1;
        if (onePass)
            return pairsOnlyLackingWithJokers(hand.counts.data(), hand.jokers, excluded) - 1;
        forEachJokerReading(hand, [&](const auto& c) {
            best = std::min(best, pairsOnlyLacking(c.data(), rules.fourAsTwoPairs, excluded));
            return best == 0;
        });
    } else {
        return std::nullopt;
    }
    return best - 1;
}

int bestShanten(const HandCounts& hand, PairRules rules)
{
    const int standard = standardShanten(hand);
    const auto pairs = pairsShanten(hand, rules);
    return pairs ? std::min(standard, *pairs) : standard;
}

} // namespace mj
