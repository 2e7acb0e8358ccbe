#include "bots/hidden_sample.h"

#include "core/tile_set.h"

#include <algorithm>
#include <numeric>

namespace mj {

namespace {

// A kind drawn from `copies` with chance proportional to copies times weight; -1 when none
// is left. Weighted draws walk the 34 kinds: a deal has about fifty tiles, so this stays
// far below a microsecond a tile.
int drawKind(std::array<std::uint8_t, kHandKinds>& copies, const KindWeights* weights, Rng& rng)
{
    if (!weights) {
        const int total = std::accumulate(copies.begin(), copies.end(), 0);
        if (total == 0)
            return -1;
        int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
        for (int k = 0; k < kHandKinds; ++k) {
            pick -= copies[static_cast<std::size_t>(k)];
            if (pick < 0) {
                --copies[static_cast<std::size_t>(k)];
                return k;
            }
        }
        return -1;
    }
    double total = 0;
    for (int k = 0; k < kHandKinds; ++k)
        total += copies[static_cast<std::size_t>(k)] * (*weights)[static_cast<std::size_t>(k)];
    if (total <= 0)
        return drawKind(copies, nullptr, rng); // every weight zero: fall back to uniform
    // 2^53 steps: as fine as a double's mantissa, from the engine's own generator.
    constexpr double kSteps = 9007199254740992.0;
    double pick = static_cast<double>(rng.next() >> 11) / kSteps * total;
    int last = -1;
    for (int k = 0; k < kHandKinds; ++k) {
        const double w = copies[static_cast<std::size_t>(k)] * (*weights)[static_cast<std::size_t>(k)];
        if (w <= 0)
            continue;
        last = k;
        pick -= w;
        if (pick < 0)
            break;
    }
    if (last >= 0)
        --copies[static_cast<std::size_t>(last)];
    return last;
}

// One tile of the pool at random (uniform over tiles); -1 when empty.
int anyTile(const std::array<std::uint8_t, kHandKinds>& copies, int total, Rng& rng)
{
    if (total <= 0)
        return -1;
    int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
    for (int k = 0; k < kHandKinds; ++k) {
        pick -= copies[static_cast<std::size_t>(k)];
        if (pick < 0)
            return k;
    }
    return -1;
}

// Takes a set that holds `kind` from the pool into the hand: a chow (one of the up to three
// that contain it, in random order) or a pung, whichever is tried first and fits.
bool takeSetWith(int kind, std::array<std::uint8_t, kHandKinds>& pool, std::array<std::uint8_t, kHandKinds>& hand,
                 Rng& rng)
{
    // About two sets in three of a concealed hand are chows where a chow can be made.
    const bool chowFirst = kind < kSuitedKinds && rng.below(3) < 2;
    auto tryPung = [&] {
        if (pool[static_cast<std::size_t>(kind)] < 3)
            return false;
        pool[static_cast<std::size_t>(kind)] -= 3;
        hand[static_cast<std::size_t>(kind)] += 3;
        return true;
    };
    auto tryChow = [&] {
        if (kind >= kSuitedKinds)
            return false;
        const int rank = kind % 9; // 0..8
        const int offset = static_cast<int>(rng.below(3));
        for (int i = 0; i < 3; ++i) {
            const int startRank = rank - (offset + i) % 3;
            if (startRank < 0 || startRank > 6)
                continue;
            const int start = kind - rank + startRank;
            if (pool[static_cast<std::size_t>(start)] == 0 || pool[static_cast<std::size_t>(start + 1)] == 0 ||
                pool[static_cast<std::size_t>(start + 2)] == 0)
                continue;
            for (int k = start; k < start + 3; ++k) {
                --pool[static_cast<std::size_t>(k)];
                ++hand[static_cast<std::size_t>(k)];
            }
            return true;
        }
        return false;
    };
    return chowFirst ? tryChow() || tryPung() : tryPung() || tryChow();
}

} // namespace

int HiddenPool::handTiles() const { return std::accumulate(copies.begin(), copies.end(), 0); }

HiddenPool hiddenPool(const SeatView& view, const Ruleset& rules)
{
    HiddenPool pool;
    const int kinds = rules.handKinds();
    for (int k = 0; k < kinds; ++k) {
        int left = 4 - view.counts.visible(k) - view.seenElsewhere[static_cast<std::size_t>(k)];
        if (view.jokerKind && *view.jokerKind == k)
            left -= view.counts.jokers; // the jokers held are counted apart from their kind
        pool.copies[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(std::max(0, left));
    }
    const TileSet& set = TileSet::chinese();
    int flowers = 0;
    for (int i = 0; i < TileKind::mahjongCount; ++i)
        if (const TileKind kind = TileKind::fromIndex(i); rules.isFlower(kind))
            flowers += set.copiesOf(kind);
    for (int laid : view.flowerCount)
        flowers -= laid;
    pool.flowers = std::max(0, flowers);
    return pool;
}

HiddenDeal dealHidden(const SeatView& view, const HiddenPool& pool, Rng& rng,
                      const PerSeat<KindWeights>* bias)
{
    HiddenDeal deal{PerSeat<std::vector<std::uint8_t>>(view.seats()), {}};
    auto copies = pool.copies;
    for (int s = 0; s < view.seats(); ++s) {
        if (s == view.seat.index())
            continue;
        const KindWeights* weights = bias ? &(*bias)[static_cast<std::size_t>(s)] : nullptr;
        auto& hand = deal.hands[static_cast<std::size_t>(s)];
        for (int i = 0; i < view.concealedCount[static_cast<std::size_t>(s)]; ++i) {
            const int kind = drawKind(copies, weights, rng);
            if (kind < 0)
                break;
            hand.push_back(static_cast<std::uint8_t>(kind));
        }
    }
    for (int k = 0; k < kHandKinds; ++k)
        deal.wall.insert(deal.wall.end(), copies[static_cast<std::size_t>(k)], static_cast<std::uint8_t>(k));
    deal.wall.insert(deal.wall.end(), static_cast<std::size_t>(pool.flowers), kSampledFlower);
    rng.shuffle(deal.wall);
    return deal;
}

bool sampleReadyHand(const HiddenPool& pool, int concealed, std::optional<int> jokerKind, Rng& rng,
                     std::array<std::uint8_t, kHandKinds>& out)
{
    if (concealed < 1 || concealed % 3 != 1)
        return false;
    const int sets = (concealed - 1) / 3;
    constexpr int kTries = 4;
    for (int attempt = 0; attempt < kTries; ++attempt) {
        auto copies = pool.copies;
        if (jokerKind)
            copies[static_cast<std::size_t>(*jokerKind)] = 0;
        out.fill(0);
        int total = std::accumulate(copies.begin(), copies.end(), 0);
        bool made = true;
        for (int s = 0; s < sets && made; ++s) {
            made = false;
            for (int pick = 0; pick < 6 && !made; ++pick) {
                const int kind = anyTile(copies, total, rng);
                made = kind >= 0 && takeSetWith(kind, copies, out, rng);
            }
            total -= 3;
        }
        if (!made)
            continue;
        // The pair: a kind with two copies left, met at random.
        int pairKind = -1;
        for (int pick = 0; pick < 8 && pairKind < 0; ++pick)
            if (const int k = anyTile(copies, total, rng); k >= 0 && copies[static_cast<std::size_t>(k)] >= 2)
                pairKind = k;
        if (pairKind < 0)
            continue;
        out[static_cast<std::size_t>(pairKind)] += 2;
        // Less one tile of the complete hand: the one it waits for.
        const int waiting = anyTile(out, concealed + 1, rng);
        --out[static_cast<std::size_t>(waiting)];
        return true;
    }
    return false;
}

} // namespace mj
