#include "bots/danger.h"

#include <algorithm>

namespace mj {

namespace {

// Chance an opponent is ready, by its exposed sets (0..5) and its discards so far (in
// twos, 0..7+): measured over 66,000 decisions of strong bots against normal ones
// (docs/ai.md, "Reading opponents"), smoothed. Five exposed sets leave one tile: ready.
constexpr std::array<std::array<double, 8>, kMaxSets + 1> kReadyByExposedAndDiscards{{
    {0.003, 0.026, 0.084, 0.18, 0.35, 0.46, 0.53, 0.55},
    {0.013, 0.052, 0.136, 0.25, 0.37, 0.48, 0.6, 0.6},
    {0.05, 0.10, 0.19, 0.33, 0.44, 0.54, 0.56, 0.6},
    {0.2, 0.25, 0.32, 0.44, 0.55, 0.58, 0.6, 0.7},
    {0.4, 0.45, 0.47, 0.6, 0.7, 0.78, 0.77, 0.77},
    {1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0},
}};
// A ready hand waits on about two kinds; how likely one kind is among them, by its rank.
constexpr std::array<double, 9> kWaitByRank{0.06, 0.08, 0.1, 0.1, 0.1, 0.1, 0.1, 0.08, 0.06};
constexpr double kHonourWait = 0.07;
constexpr double kOwnDiscardFactor = 0.3;    // it threw this kind itself
constexpr double kRecentDiscardFactor = 0.15; // ... among its last few discards
constexpr int kRecentDiscards = 4;
constexpr double kNoCopyLeftFactor = 0.45;   // no other copy hidden: chow waits only
constexpr double kFlushSuitFactor = 2.2;
constexpr double kOffFlushFactor = 0.15;
// How much of a kind's wait chance the sampled shares decide when given, the rank prior the
// rest: measured (docs/ai.md), the blend predicted real waits a little better than the rank
// prior in the Filipino and joker games, and the sampled shares alone worse.
constexpr double kSampledShare = 0.5;

int suitOf(int kind) { return kind < kSuitedKinds ? kind / 9 : -1; }

int flushSuitOf(const std::vector<SeenSet>& sets)
{
    if (sets.size() < 2)
        return -1;
    const int suit = suitOf(sets.front().first);
    if (suit < 0)
        return -1;
    for (const SeenSet& s : sets)
        if (s.type == BahayType::Beauty || s.type == BahayType::News || suitOf(s.first) != suit)
            return -1;
    return suit;
}

} // namespace

double rankWaitTotal(const SeatView& view, const Ruleset& rules)
{
    const int kinds = rules.handKinds();
    double total = 0;
    for (int k = 0; k < kinds; ++k)
        if (!view.jokerKind || *view.jokerKind != k)
            total += suitOf(k) < 0 ? kHonourWait : kWaitByRank[static_cast<std::size_t>(k % 9)];
    return total;
}

TableRead readTable(const SeatView& view, const Ruleset& rules,
                    const PerSeat<std::optional<WaitShares>>* sampled)
{
    TableRead read;
    const int kinds = rules.handKinds();
    std::array<double, kHandKinds> safe{};
    safe.fill(1.0);
    int slot = 0;
    for (int s = 0; s < view.seats(); ++s) {
        if (s == view.seat.index())
            continue;
        OpponentRead& o = read.opponents[static_cast<std::size_t>(slot++)];
        o.seat = Seat::of(s);
        const auto& sets = view.setsBySeat[static_cast<std::size_t>(s)];
        const auto& discards = view.discardsBySeat[static_cast<std::size_t>(s)];
        // Beauty and NEWS are declared on the first turn and say little about readiness.
        int exposed = 0;
        for (const SeenSet& set : sets)
            exposed += set.type != BahayType::Beauty && set.type != BahayType::News;
        exposed = std::min(exposed, kMaxSets);
        const std::size_t column = std::min<std::size_t>(7, discards.size() / 2);
        o.ready = kReadyByExposedAndDiscards[static_cast<std::size_t>(exposed)][column];
        o.flushSuit = flushSuitOf(sets);
        std::array<int, kHandKinds> lastThrown{};
        lastThrown.fill(-1);
        for (std::size_t i = 0; i < discards.size(); ++i)
            if (discards[i].kind < kHandKinds)
                lastThrown[static_cast<std::size_t>(discards[i].kind)] = static_cast<int>(i);
        const auto* shares = sampled && (*sampled)[static_cast<std::size_t>(s)]
                                 ? &*(*sampled)[static_cast<std::size_t>(s)]
                                 : nullptr;
        for (int k = 0; k < kinds; ++k) {
            if (view.jokerKind && *view.jokerKind == k)
                continue; // a joker is seized only to win and is never a plain discard here
            const int suit = suitOf(k);
            double w = suit < 0 ? kHonourWait : kWaitByRank[static_cast<std::size_t>(k % 9)];
            const int hidden = 4 - view.counts.visible(k) - view.seenElsewhere[static_cast<std::size_t>(k)];
            if (hidden <= 0)
                w *= suit < 0 ? 0.0 : kNoCopyLeftFactor;
            if (shares)
                w = kSampledShare * (*shares)[static_cast<std::size_t>(k)] + (1 - kSampledShare) * w;
            if (const int at = lastThrown[static_cast<std::size_t>(k)]; at >= 0)
                w *= static_cast<int>(discards.size()) - at <= kRecentDiscards ? kRecentDiscardFactor : kOwnDiscardFactor;
            if (o.flushSuit >= 0)
                w *= suit == o.flushSuit ? kFlushSuitFactor : kOffFlushFactor;
            o.waitOn[static_cast<std::size_t>(k)] = std::min(1.0, w);
            safe[static_cast<std::size_t>(k)] *= 1.0 - o.ready * o.waitOn[static_cast<std::size_t>(k)];
        }
        read.maxReady = std::max(read.maxReady, o.ready);
    }
    for (int k = 0; k < kinds; ++k)
        read.danger[static_cast<std::size_t>(k)] = 1.0 - safe[static_cast<std::size_t>(k)];
    return read;
}

} // namespace mj
