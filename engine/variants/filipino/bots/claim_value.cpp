#include "variants/filipino/bots/claim_value.h"

#include "variants/filipino/bots/discard_score.h"

#include <algorithm>

namespace mj {

namespace {

// All up (no exposed set at the win) pays only with the other ambitions; a claim ends it.
OutlookContext withConcealedBonus(const SeatView& view, const Ruleset& rules, OutlookContext ctx)
{
    if (rules.otherAmbitions && view.counts.exposedCount == 0)
        ctx.routeValue[0] += rules.payouts.allUp;
    return ctx;
}

} // namespace

ClaimValue passValue(const SeatView& view, const Ruleset& rules, const OutlookContext& ctx)
{
    ClaimValue out;
    out.value = outlookOf(view.counts, withConcealedBonus(view, rules, ctx)).value();
    return out;
}

std::optional<ClaimValue> claimValue(const SeatView& view, const Ruleset& rules, const OutlookContext& ctx,
                                     const TableRead& read, const Action& claim)
{
    if (!view.pendingKind)
        return std::nullopt;
    const int taken = *view.pendingKind;
    const auto at = [](int k) { return static_cast<std::size_t>(k); };
    HandCounts after = view.counts;
    switch (claim.type) {
    case ActionType::Kang: {
        if (after.counts[at(taken)] < 3)
            return std::nullopt;
        after.counts[at(taken)] -= 3;
        after.addExposed({SetType::Kang, static_cast<std::uint8_t>(taken)});
        // The replacement draw is one more try; the kang pays at once from each other seat.
        OutlookContext kangCtx = ctx;
        ++kangCtx.ownDrawsLeft;
        ClaimValue out;
        out.value = outlookOf(after, kangCtx).value() + rules.payouts.kang;
        return out;
    }
    case ActionType::Pung:
        if (after.counts[at(taken)] < 2)
            return std::nullopt;
        after.counts[at(taken)] -= 2;
        after.addExposed({SetType::Pung, static_cast<std::uint8_t>(taken)});
        break;
    case ActionType::Chow:
        for (int k = claim.kind; k < claim.kind + 3; ++k) {
            if (k == taken)
                continue;
            if (k < 0 || k >= kHandKinds || after.counts[at(k)] == 0)
                return std::nullopt;
            --after.counts[at(k)];
        }
        after.addExposed({SetType::Chow, static_cast<std::uint8_t>(claim.kind)});
        break;
    default:
        return std::nullopt;
    }
    // Only a set that brings the tódas hand nearer is worth weighing (docs/ai.md, "Claims").
    if (routeLacking(after, HandRoute::Standard, rules) >= routeLacking(view.counts, HandRoute::Standard, rules))
        return std::nullopt;
    // The discard the claim forces, chosen as the discards are.
    const std::vector<ScoredDiscard> scored = scoreDiscards(after, ctx, &read);
    if (scored.empty()) // only jokers left to throw: no natural discard to value
        return std::nullopt;
    const ScoredDiscard best = *std::min_element(scored.begin(), scored.end(), better);
    ClaimValue out;
    out.discardKind = best.kind;
    out.value = best.outlook.value();
    return out;
}

} // namespace mj
