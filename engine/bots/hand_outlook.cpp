#include "bots/hand_outlook.h"

#include "hand/shanten.h"

#include <algorithm>
#include <cmath>

namespace mj {
namespace {

constexpr int kNotThisRoute = 99;

// Chances are counted per round (one own draw). A tile still to come reaches the hand by
// that draw or off a discard: the winning tile off any seat's discard, a tile for a set
// mostly off the left neighbour's (chow) or anyone's (pung); so a round gives the last step
// about this many tries, and the steps before it fewer.
constexpr double kLastStepTries = 2.8;
constexpr double kStepTries = 1.5;
// After the next step, a hand's acceptance is not known without searching every path; a
// typical hand lacking l tiles accepts about this share of the unseen tiles.
constexpr std::array<double, 7> kTypicalAccepting{0.0, 0.06, 0.17, 0.28, 0.38, 0.45, 0.5};
// The pairs route is narrower: a pair is never seized except to win, so only draws make
// its steps, and a single waits on its three other copies at most.
constexpr std::array<double, 7> kTypicalPairsAccepting{0.0, 0.033, 0.07, 0.1, 0.13, 0.16, 0.2};
constexpr double kPairsStepTries = 1.0;

int lackingFrom(const std::uint8_t* counts, int jokers, int sets, HandRoute route, bool pairsApply,
                const Ruleset& rules)
{
    int lack = kNotThisRoute;
    if (route == HandRoute::Standard)
        lack = standardLacking(counts, sets);
    else if (pairsApply)
        lack = sietePares17Lacking(counts, PairRules{rules.fourAsTwoPairs});
    return lack == kNotThisRoute ? lack : std::max(0, lack - jokers);
}

bool pairsApply(const HandCounts& hand)
{
    const int shape = hand.shapeTiles();
    return hand.exposedCount == 0 && (shape == 16 || shape == 17);
}

} // namespace

OutlookContext outlookContext(const SeatView& view, const Ruleset& rules)
{
    OutlookContext ctx;
    ctx.rules = rules;
    ctx.drawableKinds = rules.handKinds();
    ctx.jokerKind = view.jokerKind;
    int total = 0;
    for (int k = 0; k < ctx.drawableKinds; ++k) {
        const int left = std::max(0, 4 - view.counts.visible(k) - view.seenElsewhere[static_cast<std::size_t>(k)]);
        if (view.jokerKind && *view.jokerKind == k) {
            // The joker's kind: its copies are wild; the ones held are in counts.jokers.
            ctx.unseenJokers = std::max(0, left - view.counts.jokers);
            total += ctx.unseenJokers;
            continue;
        }
        ctx.unseen[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(left);
        total += left;
    }
    ctx.unseenTotal = std::max(1, total);
    ctx.ownDrawsLeft = std::max(1, view.drawWallLeft / view.seats());
    const Payouts& pay = rules.payouts;
    ctx.routeValue[0] = pay.todas;
    // Siete pares pays its line on top of tódas; with the pot, its búnot claims the pot too
    // (about half of the wins are búnot).
    ctx.routeValue[1] = pay.todas + pay.sietePares + (rules.pot ? 0.5 * rules.potStart / 3.0 : 0.0);
    return ctx;
}

int routeLacking(const HandCounts& hand, HandRoute route, const Ruleset& rules)
{
    return lackingFrom(hand.counts.data(), hand.jokers, hand.concealedSetsNeeded(), route, pairsApply(hand), rules);
}

double chanceToFinish(int lacking, int tries, double firstStep, HandRoute route)
{
    if (lacking <= 0)
        return 1.0;
    if (tries < lacking || firstStep <= 0)
        return 0.0;
    // at[j]: chance of having made j steps so far; each try makes the next step with the
    // chance of the step the hand is at (the first one known, the later ones typical).
    std::array<double, 8> at{};
    at[0] = 1.0;
    const int steps = std::min(lacking, 7);
    auto stepChance = [&](int j) {
        const int lack = steps - j;
        const bool pairs = route == HandRoute::Pairs;
        const auto& typical = pairs ? kTypicalPairsAccepting : kTypicalAccepting;
        const double share = j == 0 ? firstStep : typical[static_cast<std::size_t>(std::min(lack, 6))];
        return std::min(0.95, share * (lack == 1 ? kLastStepTries : pairs ? kPairsStepTries : kStepTries));
    };
    for (int t = 0; t < tries; ++t)
        for (int j = steps - 1; j >= 0; --j) {
            const double moved = at[static_cast<std::size_t>(j)] * stepChance(j);
            at[static_cast<std::size_t>(j)] -= moved;
            at[static_cast<std::size_t>(j + 1)] += moved;
        }
    return at[static_cast<std::size_t>(steps)];
}

HandOutlook outlookOf(const HandCounts& hand, const OutlookContext& ctx)
{
    HandOutlook out;
    const int sets = hand.concealedSetsNeeded();
    const bool pairs = pairsApply(hand);
    auto counts = hand.counts;
    const int tries = ctx.ownDrawsLeft;
    double bestValue = -1;
    for (int r = 0; r < 2; ++r) {
        const auto route = static_cast<HandRoute>(r);
        RouteOutlook& o = out.route[r];
        o.lacking = lackingFrom(counts.data(), hand.jokers, sets, route, pairs, ctx.rules);
        if (o.lacking == kNotThisRoute)
            continue;
        if (o.lacking > 0) {
            o.accepting = ctx.unseenJokers;
            for (int k = 0; k < ctx.drawableKinds; ++k) {
                const int left = ctx.unseen[static_cast<std::size_t>(k)];
                if (left == 0)
                    continue;
                ++counts[static_cast<std::size_t>(k)];
                if (lackingFrom(counts.data(), hand.jokers, sets, route, pairs, ctx.rules) < o.lacking)
                    o.accepting += left;
                --counts[static_cast<std::size_t>(k)];
            }
        }
        const double p = static_cast<double>(o.accepting) / ctx.unseenTotal;
        o.winChance = chanceToFinish(o.lacking, tries, p, route);
        o.value = o.winChance * ctx.routeValue[r];
        if (o.value > bestValue) {
            bestValue = o.value;
            out.best = route;
        }
    }
    return out;
}

} // namespace mj
