#include "hand/waits.h"

#include <algorithm>

namespace mj {

WaitReport waitsOf(const HandCounts& hand, const WaitRules& rules)
{
    WaitReport report;
    report.shanten = bestShanten(hand, rules.pairs);
    HandCounts more = hand;
    // Without jokers, the fast cores directly (the hand's size and form are known).
    const int sets = hand.concealedSetsNeeded();
    const auto pairs = pairsShanten(hand, rules.pairs);
    const int shape = hand.shapeTiles();
    const bool seven = pairs && shape == 13, siete = pairs && shape == 16 && hand.exposedCount == 0;
    const bool fast = hand.jokers == 0 && (!pairs || seven || siete);
    auto shantenWith = [&](const HandCounts& h) {
        if (!fast)
            return bestShanten(h, rules.pairs);
        const int standard = standardLacking(h.counts.data(), sets);
        if (seven)
            return std::min(standard, sevenPairsLacking(h.counts.data())) - 1;
        if (siete)
            return std::min(standard, sietePares17Lacking(h.counts.data(), rules.pairs)) - 1;
        return standard - 1;
    };
    for (int k = 0; k < rules.drawableKinds; ++k) {
        const int visible = hand.visible(k);
        if (visible >= 4)
            continue;
        ++more.counts[static_cast<std::size_t>(k)];
        if (shantenWith(more) < report.shanten) {
            const int unseen = std::max(0, 4 - visible - rules.seen[static_cast<std::size_t>(k)]);
            report.tiles.push_back({static_cast<std::uint8_t>(k), static_cast<std::uint8_t>(unseen)});
        }
        --more.counts[static_cast<std::size_t>(k)];
    }
    return report;
}

std::vector<DiscardOption> bestDiscards(const HandCounts& hand, const WaitRules& rules)
{
    std::vector<DiscardOption> options;
    int best = 99;
    auto consider = [&](HandCounts& less, bool joker, int kind) {
        DiscardOption o{joker, static_cast<std::uint8_t>(kind), waitsOf(less, rules)};
        if (o.after.shanten < best) {
            best = o.after.shanten;
            options.clear();
        }
        if (o.after.shanten == best)
            options.push_back(std::move(o));
    };
    HandCounts less = hand;
    for (int k = 0; k < kHandKinds; ++k) {
        if (hand.counts[static_cast<std::size_t>(k)] == 0)
            continue;
        --less.counts[static_cast<std::size_t>(k)];
        consider(less, false, k);
        ++less.counts[static_cast<std::size_t>(k)];
    }
    if (hand.jokers > 0) {
        --less.jokers;
        consider(less, true, 0);
        ++less.jokers;
    }
    return options;
}

} // namespace mj
