#include "hand/waits.h"

#include <algorithm>
#include <bit>

namespace mj {

WaitReport waitsOf(const HandCounts& hand, const WaitRules& rules)
{
    const DrawMask draws = improvingDraws(hand, rules.pairs, rules.drawableKinds);
    WaitReport report;
    report.shanten = draws.shanten;
    for (std::uint64_t kinds = draws.kinds; kinds != 0; kinds &= kinds - 1) {
        const int k = std::countr_zero(kinds);
        const int unseen = std::max(0, 4 - hand.visible(k) - rules.seen[static_cast<std::size_t>(k)]);
        report.tiles.push_back({static_cast<std::uint8_t>(k), static_cast<std::uint8_t>(unseen)});
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
