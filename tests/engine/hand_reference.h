// Slow reference implementations of shanten, by definition, to check the table-driven
// ones (engine/hand/shanten.h) on many random hands. Standard form: search every target
// hand (n sets + a pair, any kinds) for the one that keeps most of the hand's tiles; the
// tiles it lacks, less those the jokers can stand for (any suited tile, not an honour), is
// shanten + 1. Pairs forms: every báhay, then the best distinct pairs.
#pragma once

#include "hand/hand_counts.h"

#include <algorithm>
#include <array>
#include <vector>

namespace ref {

using Counts = std::array<int, mj::kHandKinds>;

struct Target {
    int kinds[3];
    int size;
};

inline std::vector<Target> allSets()
{
    std::vector<Target> sets;
    for (int k = 0; k < mj::kHandKinds; ++k)
        sets.push_back({{k, k, k}, 3});
    for (int suit = 0; suit < 3; ++suit)
        for (int r = 0; r < 7; ++r)
            sets.push_back({{suit * 9 + r, suit * 9 + r + 1, suit * 9 + r + 2}, 3});
    return sets;
}

struct Search {
    std::vector<Target> candidates; // sets that share a kind with the hand
    int jokers = 0;
    int sets = 0;
    int best = 99;

    // remaining: hand tiles not yet kept; kept: tiles kept so far; honourGaps: places in
    // honour sets that no hand tile fills (a joker cannot fill them).
    void go(Counts& remaining, std::size_t from, int setsLeft, int kept, int honourGaps)
    {
        const int total = 3 * sets + 2;
        // Lower bound: even if every set still to choose and the pair kept all their tiles.
        if (std::max(total - (kept + 3 * setsLeft + 2) - jokers, honourGaps) >= best)
            return;
        // The remaining sets hold no hand tile (suited chows the jokers can fill); now the pair.
        for (int k = -1; k < mj::kHandKinds; ++k) {
            const int got = k < 0 ? 0 : std::min(remaining[static_cast<std::size_t>(k)], 2);
            const int gaps = honourGaps + (k >= 27 ? 2 - got : 0);
            const int lacking = total - kept - got;
            best = std::min(best, std::max(lacking - jokers, gaps));
        }
        if (setsLeft == 0)
            return;
        for (std::size_t i = from; i < candidates.size(); ++i) {
            const Target& t = candidates[i];
            int got = 0;
            Counts saved = remaining;
            for (int j = 0; j < t.size; ++j)
                if (remaining[static_cast<std::size_t>(t.kinds[j])] > 0) {
                    --remaining[static_cast<std::size_t>(t.kinds[j])];
                    ++got;
                }
            if (got > 0)
                go(remaining, i, setsLeft - 1, kept + got, honourGaps + (t.kinds[0] >= 27 ? 3 - got : 0));
            remaining = saved;
        }
    }
};

inline int standardShanten(const mj::HandCounts& hand)
{
    Search s;
    s.jokers = hand.jokers;
    s.sets = hand.concealedSetsNeeded();
    Counts c{};
    for (int k = 0; k < mj::kHandKinds; ++k)
        c[static_cast<std::size_t>(k)] = hand.counts[static_cast<std::size_t>(k)];
    for (const Target& t : allSets()) {
        bool touches = false;
        for (int j = 0; j < t.size; ++j)
            touches = touches || c[static_cast<std::size_t>(t.kinds[j])] > 0;
        if (touches)
            s.candidates.push_back(t);
    }
    s.go(c, 0, s.sets, 0, 0);
    return s.best - 1;
}

// The best 7 distinct pairs (or, with fours, pairs where four alike give two) from c,
// never of kind `excluded`: the tiles they keep.
inline int bestPairs(const Counts& c, bool fours, int excluded)
{
    std::vector<int> gains;
    for (int k = 0; k < mj::kHandKinds; ++k) {
        if (k == excluded)
            continue;
        const int n = c[static_cast<std::size_t>(k)];
        gains.push_back(std::min(n, 2));
        if (fours)
            gains.push_back(std::clamp(n - 2, 0, 2));
    }
    std::sort(gains.rbegin(), gains.rend());
    int kept = 0;
    for (int i = 0; i < 7; ++i)
        kept += gains[static_cast<std::size_t>(i)];
    return kept;
}

// Pairs-form shanten of a hand without jokers; -99 where the form does not apply.
inline int pairsShantenNoJokers(const mj::HandCounts& hand, bool fours)
{
    Counts c{};
    for (int k = 0; k < mj::kHandKinds; ++k)
        c[static_cast<std::size_t>(k)] = hand.counts[static_cast<std::size_t>(k)];
    const int shape = hand.shapeTiles();
    if ((shape == 13 || shape == 14) && hand.exposedCount == 0)
        return 14 - bestPairs(c, false, -1) - 1;
    if ((shape == 16 || shape == 17) && hand.exposedCount == 1 && hand.exposed[0].type != mj::SetType::Kang)
        return 14 - bestPairs(c, fours, hand.exposed[0].type == mj::SetType::Pung ? hand.exposed[0].first : -1) - 1;
    if (!((shape == 16 || shape == 17) && hand.exposedCount == 0))
        return -99;
    int best = bestPairs(c, fours, -1);
    for (const Target& t : allSets()) {
        Counts r = c;
        int got = 0;
        for (int j = 0; j < 3; ++j)
            if (r[static_cast<std::size_t>(t.kinds[j])] > 0) {
                --r[static_cast<std::size_t>(t.kinds[j])];
                ++got;
            }
        const bool pung = t.kinds[0] == t.kinds[1];
        best = std::max(best, got + bestPairs(r, fours, pung ? t.kinds[0] : -1));
    }
    return 17 - best - 1;
}

// With jokers: every way to read them as suited tiles (no fifth copy).
inline int pairsShanten(const mj::HandCounts& hand, bool fours)
{
    if (hand.jokers == 0)
        return pairsShantenNoJokers(hand, fours);
    int best = 99;
    for (int k = 0; k < mj::kSuitedKinds; ++k) {
        if (hand.counts[static_cast<std::size_t>(k)] >= 4)
            continue;
        mj::HandCounts h = hand;
        --h.jokers;
        ++h.counts[static_cast<std::size_t>(k)];
        best = std::min(best, pairsShanten(h, fours));
    }
    return best;
}

} // namespace ref
