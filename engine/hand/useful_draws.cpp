#include "hand/useful_draws.h"

#include "hand/pair_slots.h"
#include "hand/suit_table.h"

#include <algorithm>
#include <array>

namespace mj {

namespace {

using pair_slots::bestPairs;
using pair_slots::fullSlots;
using pair_slots::halfSlots;

constexpr int kMaxLacking = 11; // a 3n+1 hand of n <= 5 concealed sets lacks at most 2n+1

constexpr std::uint64_t bit(int k) { return std::uint64_t(1) << k; }

// The lowest bit of each of the 12 five-bit fields of packed figures (suit_table.h).
constexpr std::uint64_t kFieldLows = [] {
    std::uint64_t v = 0;
    for (int i = 0; i < 12; ++i)
        v |= bit(5 * i);
    return v;
}();

// The lowest bit of each field of d that is zero.
std::uint64_t zeroFields(std::uint64_t d) { return ~(d | d >> 1 | d >> 2 | d >> 3 | d >> 4) & kFieldLows; }

// Bit r: drawing rank r of this suit lowers what the hand lacks. `rest` is what the rest of
// the hand lacks, mirrored (field h*6+n: for sets-n sets and 1-h pairs), so that each field
// of figures + rest is one split of the hand's sets; those equal to `lacking` (the least of
// them, so the subtraction borrows nothing) are optimal.
// A suit's figures only ever fall by one tile a field when a tile is added (and never rise),
// so figures - figures' is 0 or 1 in each field, with no borrow.
std::uint32_t suitDraws(const std::uint8_t* counts, int ranks, int index, std::uint64_t figures, std::uint64_t rest,
                        int lacking, const std::uint8_t* classOf, const std::uint64_t* figuresOf)
{
    const std::uint64_t optimal = zeroFields(figures + rest - kFieldLows * static_cast<std::uint64_t>(lacking));
    std::uint32_t out = 0;
    for (int r = 0; r < ranks; ++r)
        if (counts[r] < 4 && ((figures - figuresOf[classOf[index + SuitTables::kPow5[r]]]) & optimal))
            out |= 1u << r;
    return out;
}

struct FormDraws {
    int lacking = SuitTables::kFar;
    std::uint64_t kinds = 0; // the kinds whose draw lowers it (may be left out: see each)
};

// The standard form: the hand's suits, their classes and what the hand lacks.
struct Standard {
    int index[4];      // m, p, s pattern indices and the honours'
    std::size_t cls[4]; // their classes
    std::size_t mp, sz; // combined classes
    int lacking;

    Standard(const std::uint8_t* c, int sets)
    {
        using namespace suit_data;
        for (int suit = 0; suit < 3; ++suit) {
            index[suit] = SuitTables::suitIndex(c + 9 * suit);
            cls[suit] = kSuitClass[index[suit]];
        }
        index[3] = SuitTables::honourIndex(c + 27);
        cls[3] = kHonourClass[index[3]];
        mp = kMpClass[cls[0] * kSuitClasses + cls[1]];
        sz = kSzClass[cls[2] * kHonourClasses + cls[3]];
        lacking = kFinal[(static_cast<std::size_t>(sets) * kMpClasses + mp) * kSzClasses + sz];
    }

    // The kinds whose draw lowers what the hand lacks.
    std::uint64_t draws(const std::uint8_t* c, int sets, bool honours) const
    {
        using namespace suit_data;
        auto rest = [&](std::size_t three) { return kThreeMirrored[three * 6 + static_cast<std::size_t>(sets)]; };
        auto suit = [&](int s, std::size_t three) {
            return std::uint64_t(suitDraws(c + 9 * s, 9, index[s], kSuitFigures[cls[s]], rest(three), lacking,
                                           kSuitClass, kSuitFigures))
                   << (9 * s);
        };
        std::uint64_t out = suit(0, kSuitSzThree[cls[1] * kSzClasses + sz]) |
                            suit(1, kSuitSzThree[cls[0] * kSzClasses + sz]) |
                            suit(2, kMpHonourThree[mp * kHonourClasses + cls[3]]);
        if (honours)
            out |= std::uint64_t(suitDraws(c + 27, 7, index[3], kHonourFigures[cls[3]],
                                           rest(kMpSuitThree[mp * kSuitClasses + cls[2]]), lacking, kHonourClass,
                                           kHonourFigures))
                   << 27;
        return out;
    }
};

// Pairs only (seven pairs of 13/14 tiles; the 7 pairs beside an exposed báhay of 16/17):
// a kind's draw changes its slots by its count alone. The kinds are found only when the
// form lacks no more than `bound`.
FormDraws pairsOnlyDraws(const std::uint8_t* c, bool fours, int excluded, int bound)
{
    int n[4]; // kinds with at least 1, 2, 3, 4 tiles
    pair_slots::countAtLeast(c, n);
    if (excluded >= 0)
        for (int i = 0; i < c[excluded]; ++i)
            --n[i];
    const int full = n[1] + (fours ? n[3] : 0), half = n[0] - n[1] + (fours ? n[2] - n[3] : 0);
    const int used = bestPairs(full, half);
    FormDraws out;
    out.lacking = 14 - used;
    if (out.lacking > bound)
        return out;
    bool raises[4];
    for (int r = 0; r < 4; ++r)
        raises[r] = bestPairs(full - fullSlots(r, fours) + fullSlots(r + 1, fours),
                              half - halfSlots(r, fours) + halfSlots(r + 1, fours)) > used;
    for (int k = 0; k < kHandKinds; ++k)
        if (k != excluded && c[k] < 4 && raises[c[k]])
            out.kinds |= bit(k);
    return out;
}

// Siete pares with distinct pairs (16/17 tiles, none exposed), as sietePares17Lacking
// counts it (pair_slots.h): a draw raises the kind's class by one (a three stays a three),
// which moves its slots, the classes present and, for a suited kind, the codes of the (up
// to) three chow windows it is in; the other windows are those before and after it in its
// suit and those of the other suits. An honour's draw depends on its class alone. The kinds
// are found only when the form lacks no more than `bound`.
FormDraws sieteParesDraws(const std::uint8_t* c, int bound)
{
    const auto& gains = pair_slots::kSieteGains;
    const pair_slots::SieteShape shape(c);
    const int full = shape.full(), half = shape.half();
    const unsigned classes = shape.classes();
    const std::uint64_t windows = shape.allWindows();
    const int used = gains.used(full, half, windows, classes);
    FormDraws out;
    out.lacking = 17 - used;
    if (out.lacking > bound)
        return out;
    // A draw of a kind of class `was` moves the slots and classes the same way for every
    // kind of that class: either it raises the tiles used whatever the windows (all), or it
    // does when the windows after it hold one of these codes (a chow báhay that gains enough).
    struct ClassDraw {
        bool all = false;
        std::uint64_t chows = 0;
    } after[3];
    for (int was = 0; was < 3; ++was) {
        if (shape.ofClass[was] == 0)
            continue; // no kind to draw of that class (and with no class-1 kind, h would be -1)
        const int f = std::min(full + (was == 1), 8), h = std::min(half + (was == 0) - (was == 1), 17);
        const int need = used + 1 - pair_slots::bestPairs(f, h); // the gain a báhay must bring
        if (need <= 0) {
            after[was].all = true;
            continue;
        }
        unsigned cl = classes | 1u << (was + 1);
        if (shape.ofClass[was] == 1)
            cl &= ~(1u << was);
        for (int g = std::max(need, 1); g <= 3; ++g) {
            after[was].chows |= gains.chow[g][f][h];
            after[was].all = after[was].all || (cl & gains.pung[g][f][h]) != 0;
        }
    }
    for (int suit = 0; suit < 3; ++suit) {
        const std::uint32_t ranks = shape.ranks[suit];
        const std::uint64_t others = shape.windows[(suit + 1) % 3] | shape.windows[(suit + 2) % 3];
        std::uint64_t before[8], from[8]; // this suit's windows starting before / at or after a rank
        before[0] = from[7] = 0;
        for (int s = 0; s < 7; ++s)
            before[s + 1] = before[s] | bit((ranks >> (2 * s)) & 63);
        for (int s = 6; s >= 0; --s)
            from[s] = from[s + 1] | bit((ranks >> (2 * s)) & 63);
        for (int r = 0; r < 9; ++r) {
            const int was = (ranks >> (2 * r)) & 3;
            if (was == 3)
                continue;
            const ClassDraw& d = after[was];
            if (!d.all && d.chows == 0)
                continue;
            const std::uint32_t more = ranks + (1u << (2 * r));
            const int lo = std::max(0, r - 2), hi = std::min(6, r);
            std::uint64_t w = others | before[lo] | from[hi + 1];
            for (int s = lo; s <= hi; ++s)
                w |= bit((more >> (2 * s)) & 63);
            if (d.all || (w & d.chows))
                out.kinds |= bit(9 * suit + r);
        }
    }
    for (int k = kSuitedKinds; k < kHandKinds; ++k) // an honour's draw leaves the windows as they are
        if (c[k] < 3 && (after[c[k]].all || (windows & after[c[k]].chows)))
            out.kinds |= bit(k);
    return out;
}

// Siete pares with four alike as two pairs: each kind tried.
FormDraws sieteParesFoursDraws(const std::uint8_t* counts, PairRules pairs, int bound)
{
    FormDraws out;
    out.lacking = sietePares17Lacking(counts, pairs);
    if (out.lacking > bound)
        return out;
    std::array<std::uint8_t, kHandKinds> c;
    std::copy(counts, counts + kHandKinds, c.begin());
    for (int k = 0; k < kHandKinds; ++k) {
        if (c[static_cast<std::size_t>(k)] >= 4)
            continue;
        ++c[static_cast<std::size_t>(k)];
        if (sietePares17Lacking(c.data(), pairs) < out.lacking)
            out.kinds |= bit(k);
        --c[static_cast<std::size_t>(k)];
    }
    return out;
}

// The pairs form that applies to a 3n+1 hand (shanten.h, pairsShanten).
enum class PairsForm { None, Seven, Siete, SieteFours, Beside };

PairsForm pairsFormOf(const HandCounts& hand, PairRules pairs)
{
    const int shape = hand.shapeTiles();
    if (shape == 13 && hand.exposedCount == 0)
        return PairsForm::Seven;
    if (shape == 16 && hand.exposedCount == 0)
        return pairs.fourAsTwoPairs ? PairsForm::SieteFours : PairsForm::Siete;
    if (shape == 16 && hand.exposedCount == 1 && hand.exposed[0].type != SetType::Kang)
        return PairsForm::Beside;
    return PairsForm::None;
}

// What the pairs form lacks with these concealed counts (no jokers) and, when that is no
// more than `bound`, its draws.
FormDraws pairsDraws(PairsForm form, const std::uint8_t* c, const HandCounts& hand, PairRules pairs, int bound)
{
    switch (form) {
    case PairsForm::None: return {};
    case PairsForm::Seven: return pairsOnlyDraws(c, false, -1, bound);
    case PairsForm::Siete: return sieteParesDraws(c, bound);
    case PairsForm::SieteFours: return sieteParesFoursDraws(c, pairs, bound);
    case PairsForm::Beside:
        return pairsOnlyDraws(c, pairs.fourAsTwoPairs,
                              hand.exposed[0].type == SetType::Pung ? hand.exposed[0].first : -1, bound);
    }
    return {};
}

// Kinds that may be drawn: drawable, and not all four copies in sight of the hand through
// its exposed sets (the forms' draws never offer a kind the hand holds four of).
std::uint64_t drawableMask(const HandCounts& hand, int drawableKinds)
{
    std::uint64_t mask = bit(drawableKinds) - 1;
    for (int i = 0; i < hand.exposedCount; ++i) {
        const Meld m = hand.exposed[static_cast<std::size_t>(i)];
        for (int k = m.first; k < m.first + (m.type == SetType::Chow ? 3 : 1); ++k)
            if (hand.visible(k) >= 4)
                mask &= ~bit(k);
    }
    return mask; // kinds held four times: no form offers them
}

} // namespace

DrawMask improvingDrawsByTrial(const HandCounts& hand, PairRules pairs, int drawableKinds)
{
    DrawMask out;
    out.standard = standardShanten(hand);
    out.pairs = pairsShanten(hand, pairs);
    out.shanten = out.pairs ? std::min(out.standard, *out.pairs) : out.standard;
    HandCounts more = hand;
    // Without jokers, the fast cores directly (the hand's size and form are known).
    const int sets = hand.concealedSetsNeeded();
    const auto& pairsForm = out.pairs;
    const int shape = hand.shapeTiles();
    const bool seven = pairsForm && shape == 13, siete = pairsForm && shape == 16 && hand.exposedCount == 0;
    const bool fast = hand.jokers == 0 && (!pairsForm || seven || siete);
    auto shantenWith = [&](const HandCounts& h) {
        if (!fast)
            return bestShanten(h, pairs);
        const int standard = standardLacking(h.counts.data(), sets);
        if (seven)
            return std::min(standard, sevenPairsLacking(h.counts.data())) - 1;
        if (siete)
            return std::min(standard, sietePares17Lacking(h.counts.data(), pairs)) - 1;
        return standard - 1;
    };
    for (int k = 0; k < drawableKinds; ++k) {
        if (hand.visible(k) >= 4)
            continue;
        ++more.counts[static_cast<std::size_t>(k)];
        if (shantenWith(more) < out.shanten)
            out.kinds |= bit(k);
        --more.counts[static_cast<std::size_t>(k)];
    }
    return out;
}

DrawMask improvingDraws(const HandCounts& hand, PairRules pairs, int drawableKinds)
{
    if (!hand.oneShort() || hand.shapeTiles() > kMaxHandTiles)
        return improvingDrawsByTrial(hand, pairs, drawableKinds);
    const int sets = hand.concealedSetsNeeded();
    const PairsForm form = pairsFormOf(hand, pairs);
    const bool honours = drawableKinds > kSuitedKinds;
    DrawMask out;
    if (hand.jokers == 0) {
        const std::uint8_t* c = hand.counts.data();
        const Standard standard(c, sets);
        if (standard.lacking > kMaxLacking) // never for a hand of 17 tiles or fewer; kept safe
            return improvingDrawsByTrial(hand, pairs, drawableKinds);
        // The pairs form's draws are found when it lacks no more than the standard form.
        const FormDraws pairsForm = pairsDraws(form, c, hand, pairs, standard.lacking);
        // A draw lowers each form by one tile at most: it lowers the best when it lowers a
        // form that is at the best.
        const int best = std::min(standard.lacking, pairsForm.lacking);
        out.shanten = best - 1;
        out.standard = standard.lacking - 1;
        if (form != PairsForm::None)
            out.pairs = pairsForm.lacking - 1;
        if (standard.lacking == best)
            out.kinds |= standard.draws(c, sets, honours);
        if (pairsForm.lacking == best)
            out.kinds |= pairsForm.kinds;
    } else {
        // Jokers: the hand is the best of its readings (shanten.h), and so is the hand with a
        // tile more, read the same ways (a reading that would need a fifth copy of the drawn
        // kind is no reading of it; the forms never offer a kind a reading holds four of).
        // So a draw lowers the hand's best when it lowers a form of a reading at the best.
        int standardBest = SuitTables::kFar, pairsBest = SuitTables::kFar;
        forEachJokerReading(hand, [&](const auto& r) {
            standardBest = std::min(standardBest, Standard(r.data(), sets).lacking);
            pairsBest = std::min(pairsBest, pairsDraws(form, r.data(), hand, pairs, -1).lacking);
            return false;
        });
        if (standardBest > kMaxLacking)
            return improvingDrawsByTrial(hand, pairs, drawableKinds);
        const int best = std::min(standardBest, pairsBest);
        out.shanten = best - 1;
        out.standard = standardBest - 1;
        if (form != PairsForm::None)
            out.pairs = pairsBest - 1;
        forEachJokerReading(hand, [&](const auto& r) {
            if (const Standard standard(r.data(), sets); standard.lacking == best)
                out.kinds |= standard.draws(r.data(), sets, honours);
            if (pairsBest == best)
                if (const FormDraws p = pairsDraws(form, r.data(), hand, pairs, best); p.lacking == best)
                    out.kinds |= p.kinds;
            return false;
        });
    }
    out.kinds &= drawableMask(hand, drawableKinds);
    return out;
}

} // namespace mj
