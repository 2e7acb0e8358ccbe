#include "hand/joker_shanten.h"

#include "hand/hand_counts.h"
#include "hand/pair_slots.h"
#include "hand/shanten.h"
#include "hand/suit_figures.h"
#include "hand/suit_table.h"

#include <algorithm>
#include <array>

namespace mj {

namespace {

// ---- Standard form ----

using suit_figures::combine;
using suit_figures::Figures;
using suit_figures::kCap;
using suit_figures::kFields;

constexpr Figures kWorst = [] {
    Figures f{};
    f.fill(kCap);
    return f;
}();

// Folds packed figures (suit_table.h) into the best so far, field by field, capped as the
// tables cap them.
inline void foldBest(Figures& best, std::uint64_t packed)
{
    for (int i = 0; i < kFields; ++i) {
        const auto v = static_cast<std::uint8_t>((packed >> (5 * i)) & 31);
        best[static_cast<std::size_t>(i)] = std::min(best[static_cast<std::size_t>(i)], v);
    }
}

// Every reading of up to maxJokers jokers as ranks of one suit (never a fifth copy): the
// readings of a jokers fold into best[a]. `x` is the suit's counts with the jokers read so
// far, `index` its pattern index; ranks are taken in order so each multiset comes once.
void readSuit(const SuitTables& tables, std::uint8_t* x, int index, int from, int read, int maxJokers, Figures* best)
{
    foldBest(best[read], tables.suit(index));
    if (read == maxJokers)
        return;
    for (int r = from; r < 9; ++r) {
        if (x[r] >= 4)
            continue;
        ++x[r];
        readSuit(tables, x, index + SuitTables::kPow5[r], r, read + 1, maxJokers, best);
        --x[r];
    }
}

using SuitBest = std::array<Figures, kMaxWildJokers + 1>; // [jokers read in the suit]

// One suit at its best with 0..jokers of the jokers read in it. The same suits come again
// and again (a bot weighs each discard, which changes one suit; each seat is asked about
// each discard), so the last ones found are kept in a small cache of each thread's own.
SuitBest suitWithJokers(const SuitTables& tables, const std::uint8_t* counts9, int jokers)
{
    struct Entry {
        std::uint32_t key = 0; // pattern index and jokers, + 1 (0: empty)
        SuitBest best;
    };
    static constexpr int kBits = 10;
    thread_local std::array<Entry, std::size_t(1) << kBits> cache;
    const int index = SuitTables::suitIndex(counts9);
    const std::uint32_t key = (static_cast<std::uint32_t>(index) << 3 | static_cast<std::uint32_t>(jokers)) + 1;
    Entry& entry = cache[(key * 2654435761u) >> (32 - kBits)];
    if (entry.key != key) {
        entry.key = key;
        entry.best.fill(kWorst);
        std::uint8_t x[9];
        std::copy(counts9, counts9 + 9, x);
        readSuit(tables, x, index, 0, 0, jokers, entry.best.data());
    }
    return entry.best;
}

// ---- Pairs forms (distinct pairs) ----

using pair_slots::bestPairs;

// The kinds on offer for the pairs: full (2+ tiles), half (1 tile), the half ones a joker
// can complete (suited), and the suited kinds with no tile, where jokers can start a pair.
struct PairPool {
    int full = 0, half = 0, suitedHalf = 0, suitedEmpty = 0;

    void count(int kind, int tiles, int sign)
    {
        const bool suited = kind < kSuitedKinds;
        full += sign * (tiles >= 2);
        half += sign * (tiles == 1);
        suitedHalf += sign * (suited && tiles == 1);
        suitedEmpty += sign * (suited && tiles == 0);
    }
    // The kind now offers `after` tiles instead of `before`.
    void change(int kind, int before, int after)
    {
        count(kind, before, -1);
        count(kind, after, +1);
    }
};

// Tiles the best 7 distinct pairs can use with `jokers` wild tiles: x jokers complete
// half pairs, y pairs of jokers make new pairs, z jokers start new ones. A joker left over
// goes where it changes nothing (the figure never falls with a tile more).
int pairsWithJokers(const PairPool& p, int jokers)
{
    int best = 0;
    for (int x = 0; x <= std::min(p.suitedHalf, jokers); ++x)
        for (int y = 0; y <= std::min((jokers - x) / 2, p.suitedEmpty); ++y) {
            const int z = std::min(jokers - x - 2 * y, p.suitedEmpty - y);
            best = std::max(best, bestPairs(p.full + x + y, p.half - x + z));
        }
    return best;
}

PairPool poolOf(const std::uint8_t* c, int excluded)
{
    PairPool pool;
    for (int k = 0; k < kHandKinds; ++k)
        if (k != excluded)
            pool.count(k, c[k], +1);
    return pool;
}

// The readings tried one by one (shanten.h), for what the one-pass code does not cover.
int standardLackingByReadings(const std::uint8_t* counts34, int jokers, int sets)
{
    HandCounts hand;
    std::copy(counts34, counts34 + kHandKinds, hand.counts.begin());
    hand.jokers = static_cast<std::uint8_t>(jokers);
    int best = 99;
    forEachJokerReading(hand, [&](const auto& c) {
        best = std::min(best, standardLacking(c.data(), sets));
        return best == 0;
    });
    return best;
}

} // namespace

int standardLackingWithJokers(const std::uint8_t* c, int jokers, int sets)
{
    if (jokers == 0)
        return standardLacking(c, sets);
    if (jokers < 0 || jokers > kMaxWildJokers || sets < 0 || sets > kMaxSets)
        return standardLackingByReadings(c, jokers, sets);
    const SuitTables& tables = SuitTables::get();
    // Each suit at its best with 0..jokers of the jokers read in it.
    std::array<SuitBest, 3> suit;
    for (int s = 0; s < 3; ++s)
        suit[static_cast<std::size_t>(s)] = suitWithJokers(tables, c + 9 * s, jokers);
    Figures honours = kWorst;
    foldBest(honours, tables.honours(SuitTables::honourIndex(c + 27)));
    // Sticks with honours, for each number of jokers in sticks.
    std::array<Figures, kMaxWildJokers + 1> sz;
    for (int a = 0; a <= jokers; ++a)
        sz[static_cast<std::size_t>(a)] = combine(suit[2][static_cast<std::size_t>(a)], honours);
    int best = 99;
    for (int am = 0; am <= jokers; ++am)
        for (int ap = 0; am + ap <= jokers; ++ap) {
            const Figures mp = combine(suit[0][static_cast<std::size_t>(am)], suit[1][static_cast<std::size_t>(ap)]);
            const Figures& rest = sz[static_cast<std::size_t>(jokers - am - ap)];
            for (int k = 0; k <= sets; ++k)
                best = std::min({best, mp[k] + rest[6 + sets - k], mp[6 + k] + rest[sets - k]});
        }
    return best;
}

int pairsOnlyLackingWithJokers(const std::uint8_t* c, int jokers, int excluded)
{
    return 14 - pairsWithJokers(poolOf(c, excluded), jokers);
}

int sietePares17LackingWithJokers(const std::uint8_t* c, int jokers)
{
    const PairPool all = poolOf(c, -1);
    int best = pairsWithJokers(all, jokers); // a báhay of no tile
    // A báhay of `own` tiles of the hand, with up to `mostJokers` jokers, the pairs then
    // made from `pool` and the jokers left. Skipped when even every joker adding a tile
    // could not beat the best so far (a joker never adds more than one).
    auto consider = [&](int own, int mostJokers, const PairPool& pool) {
        if (own + jokers + bestPairs(pool.full, pool.half) <= best)
            return;
        for (int t = 0; t <= mostJokers; ++t)
            best = std::max(best, own + t + pairsWithJokers(pool, jokers - t));
    };
    // A pung báhay of kind k: its own tiles (up to 3) and jokers up to 3; the kind then
    // offers no pair. Kinds alike in count and suitedness give the same.
    std::array<bool, 2 * 5> pungTried{};
    for (int k = 0; k < kHandKinds && best < 17; ++k) {
        const bool suited = k < kSuitedKinds;
        const int own = std::min<int>(c[k], 3);
        const int mostJokers = suited ? std::min(jokers, 3 - own) : 0;
        bool& tried = pungTried[static_cast<std::size_t>(suited * 5 + std::min<int>(c[k], 4))];
        if (own + mostJokers == 0 || tried)
            continue;
        tried = true;
        PairPool pool = all;
        pool.count(k, c[k], -1);
        consider(own, mostJokers, pool);
    }
    // A chow báhay: one tile of each of its kinds the hand has, jokers for the others; each
    // kind then offers one tile fewer to the pairs. Windows alike in counts give the same.
    std::array<bool, 5 * 5 * 5> chowTried{};
    for (int start = 0; start < kSuitedKinds && best < 17; ++start) {
        if (start % 9 > 6)
            continue;
        std::array<int, 3> counts{std::min<int>(c[start], 4), std::min<int>(c[start + 1], 4),
                                  std::min<int>(c[start + 2], 4)};
        std::sort(counts.begin(), counts.end());
        bool& tried = chowTried[static_cast<std::size_t>(counts[0] * 25 + counts[1] * 5 + counts[2])];
        if (tried)
            continue;
        tried = true;
        PairPool pool = all;
        int own = 0, lacking = 0;
        for (int k = start; k < start + 3; ++k) {
            if (c[k] == 0) {
                ++lacking;
                continue;
            }
            ++own;
            pool.change(k, c[k], c[k] - 1);
        }
        consider(own, std::min(jokers, lacking), pool);
    }
    return 17 - best;
}

} // namespace mj
