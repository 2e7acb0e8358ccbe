#include "hand/shanten.h"

#include "hand/joker_shanten.h"
#include "hand/suit_table.h"

#include <algorithm>

namespace mj {

namespace {

constexpr int kFar = 99;

// Pair slots a kind with r tiles offers: full ones (2 tiles there) and half ones (1 tile).
inline int fullSlots(int r, bool fours) { return (r >= 2) + (fours && r >= 4); }
inline int halfSlots(int r, bool fours) { return (r == 1) + (fours && r == 3); }
// Tiles the best 7 pairs can use, from the full and half slots on offer.
inline int bestPairs(int full, int half)
{
    const int f = std::min(full, 7);
    return 2 * f + std::min(half, 7 - f);
}

int pairsOnlyLacking(const std::uint8_t* c, bool fours, int excluded)
{
    int full = 0, half = 0;
    for (int k = 0; k < kHandKinds; ++k) {
        if (k == excluded)
            continue;
        full += fullSlots(c[k], fours);
        half += halfSlots(c[k], fours);
    }
    return 14 - bestPairs(full, half);
}

} // namespace

int standardLacking(const std::uint8_t* c, int sets)
{
    return SuitTables::get().handLacking(SuitTables::suitIndex(c), SuitTables::suitIndex(c + 9),
                                         SuitTables::suitIndex(c + 18), SuitTables::honourIndex(c + 27), sets);
}

int sevenPairsLacking(const std::uint8_t* c) { return pairsOnlyLacking(c, false, -1); }

namespace {

// Siete pares with distinct pairs, fast: a kind's class is min(count, 3); with F full and H
// half pair slots, the báhay's gain over no báhay depends only on the classes it touches:
// a pung on one kind, a chow on a window of three (code c0 | c1 << 2 | c2 << 4). These
// tables list, for each F and H, the codes that gain 1, 2 or 3 tiles.
struct SieteGains {
    std::uint64_t chow[4][9][18] = {}; // [gain][F][H]: bit per window code
    std::uint8_t pung[4][9][18] = {};  // [gain][F][H]: bit per class
    SieteGains()
    {
        for (int f = 0; f <= 8; ++f)
            for (int h = 0; h <= 17; ++h) {
                const int base = bestPairs(f, h);
                for (int code = 0; code < 64; ++code) {
                    int ones = 0, twos = 0, used = 0;
                    for (int i = 0; i < 3; ++i) {
                        const int cls = (code >> (2 * i)) & 3;
                        ones += cls == 1;
                        twos += cls == 2;
                        used += cls > 0;
                    }
                    if (twos > f || ones > h)
                        continue; // cannot occur
                    const int gain = used + bestPairs(f - twos, h - ones + twos) - base;
                    if (gain > 0)
                        chow[gain][f][h] |= std::uint64_t(1) << code;
                }
                for (int cls = 1; cls <= 3; ++cls) {
                    if ((cls == 1 && h == 0) || (cls > 1 && f == 0))
                        continue;
                    const int gain = cls + (cls == 1 ? bestPairs(f, h - 1) : bestPairs(f - 1, h)) - base;
                    if (gain > 0)
                        pung[gain][f][h] |= std::uint8_t(1 << cls);
                }
            }
    }
};

int sietePares17Distinct(const std::uint8_t* c)
{
    static const SieteGains gains;
    std::uint8_t cls[kHandKinds];
    int full = 0, half = 0, classes = 0;
    for (int k = 0; k < kHandKinds; ++k) {
        cls[k] = static_cast<std::uint8_t>(std::min<int>(c[k], 3));
        full += cls[k] >= 2;
        half += cls[k] == 1;
        classes |= 1 << cls[k];
    }
    std::uint64_t windows = 0;
    for (int suit = 0; suit < 27; suit += 9)
        for (int k = suit; k < suit + 7; ++k)
            windows |= std::uint64_t(1) << (cls[k] | cls[k + 1] << 2 | cls[k + 2] << 4);
    full = std::min(full, 8);
    half = std::min(half, 17);
    int gain = 0;
    for (int g = 3; g > 0 && gain == 0; --g)
        if ((windows & gains.chow[g][full][half]) || (classes & gains.pung[g][full][half]))
            gain = g;
    return 17 - bestPairs(full, half) - gain;
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
    int best = kFar;
    forEachJokerReading(hand, [&](const auto& c) {
        best = std::min(best, standardLacking(c.data(), sets));
        return best == 0;
    });
    return best - 1;
}

std::optional<int> pairsShanten(const HandCounts& hand, PairRules rules)
{
    const int shape = hand.shapeTiles();
    int best = kFar;
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
