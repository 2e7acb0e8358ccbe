#include "variants/filipino/bots/discard_score.h"

#include "variants/filipino/bots/strong_bot.h"

#include <algorithm>
#include <cmath>

namespace mj {

// A discard's worth: distance first (the shanten of the better route, siete pares or
// tódas), then the unseen tiles that bring the rest nearer, less its danger. The danger
// weighs as much as a few accepted tiles (it settles near-equal choices, measured best in
// the arena) until an opponent looks ready and the hand is still far: then safety outweighs
// a step of distance, and the bot folds.
double dangerWeight(const HandOutlook& o, double maxReady)
{
    const bool fold = maxReady >= StrongBot::kFoldReady && o.shanten() >= StrongBot::kFoldShanten;
    return fold ? StrongBot::kFoldDangerWeight : StrongBot::kDangerWeight;
}

double discardScore(const HandOutlook& o, double danger, double maxReady)
{
    return -o.shanten() * StrongBot::kShantenWeight + o.bestRoute().accepting - danger * dangerWeight(o, maxReady);
}

// Whether reading the danger better could change the choice: some other discard, were its
// danger nil, would beat the best one as scored now (its danger is what holds it back).
bool dangerDecides(const std::vector<ScoredDiscard>& sorted, double maxReady)
{
    if (sorted.size() < 2)
        return false;
    const double best = sorted.front().score;
    return std::any_of(sorted.begin() + 1, sorted.end(), [&](const ScoredDiscard& s) {
        return s.danger > 0 && s.score + s.danger * dangerWeight(s.outlook, maxReady) > best;
    });
}

// Every natural kind in a 3n+2 hand, valued as a discard (danger ignored when read is null).
std::vector<ScoredDiscard> scoreDiscards(const HandCounts& hand, const OutlookContext& ctx, const TableRead* read)
{
    std::vector<ScoredDiscard> out;
    HandCounts less = hand;
    for (int k = 0; k < kHandKinds; ++k) {
        if (hand.counts[static_cast<std::size_t>(k)] == 0)
            continue;
        --less.counts[static_cast<std::size_t>(k)];
        ScoredDiscard s;
        s.kind = k;
        s.outlook = outlookOf(less, ctx);
        s.danger = read ? read->danger[static_cast<std::size_t>(k)] : 0.0;
        s.score = discardScore(s.outlook, s.danger, read ? read->maxReady : 0.0);
        out.push_back(s);
        ++less.counts[static_cast<std::size_t>(k)];
    }
    return out;
}

// Ordering of equally valued discards: nearer, then wider, then safer.
bool better(const ScoredDiscard& a, const ScoredDiscard& b)
{
    constexpr double kEpsilon = 1e-9;
    if (std::abs(a.score - b.score) > kEpsilon)
        return a.score > b.score;
    if (a.outlook.shanten() != b.outlook.shanten())
        return a.outlook.shanten() < b.outlook.shanten();
    if (a.outlook.bestRoute().accepting != b.outlook.bestRoute().accepting)
        return a.outlook.bestRoute().accepting > b.outlook.bestRoute().accepting;
    return a.danger < b.danger;
}

bool sameRank(const ScoredDiscard& a, const ScoredDiscard& b) { return !better(a, b) && !better(b, a); }

} // namespace mj
