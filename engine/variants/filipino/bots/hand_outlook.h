// The strong AI's view of its own hand (issue 6, "efficiency weighted by tiles still unseen,
// hand value and ambitions"): for each winning form the ruleset pays (tódas, siete pares),
// how far the hand is, which draws bring it nearer with how many of each are still unseen
// by this seat, and a rough chance of finishing before the wall runs out; times what that
// form pays, that is the hand's outlook in quarters. The strong bot compares outlooks to
// choose discards and claims.
//
// Speed over exactness (the arena plays many thousands of games): jokers are counted as
// filling one lacking tile each instead of reading every joker as every kind (exact for all
// but fifth-copy corner cases), and only the fast shanten cores are used.
#pragma once

#include "variants/filipino/game/seat_view.h"
#include "hand/hand_counts.h"
#include "variants/filipino/rules/ruleset.h"

#include <array>

namespace mj {

enum class HandRoute : std::uint8_t { Standard, Pairs };

// What one seat knows that the outlook needs, gathered once per decision.
struct OutlookContext {
    std::array<std::uint8_t, kHandKinds> unseen{}; // copies neither in own hand/sets nor in sight
    int unseenJokers = 0;   // joker-kind tiles still hidden (wild when drawn)
    int unseenTotal = 1;    // every hidden tile that can still be drawn into a hand
    int drawableKinds = kHandKinds;
    int ownDrawsLeft = 0;   // about how many tiles this seat still takes from the wall
    std::optional<int> jokerKind;
    Ruleset rules;
    // What a win of each route is worth (quarters per paying seat, before multipliers).
    double routeValue[2] = {4, 8};
};

OutlookContext outlookContext(const SeatView& view, const Ruleset& rules);

struct RouteOutlook {
    int lacking = 99;   // tiles lacking (shanten + 1); 0: complete
    int accepting = 0;  // unseen tiles that lower `lacking` when drawn
    double winChance = 0;
    double value = 0;   // winChance times the route's worth
};

struct HandOutlook {
    RouteOutlook route[2];
    HandRoute best = HandRoute::Standard;
    double value() const { return route[static_cast<int>(best)].value; }
    int shanten() const { return std::min(route[0].lacking, route[1].lacking) - 1; }
    const RouteOutlook& bestRoute() const { return route[static_cast<int>(best)]; }
};

// Tiles lacking for a route (0: complete), jokers filling one each; 99 when the route does
// not apply (pairs with exposed sets).
int routeLacking(const HandCounts& hand, HandRoute route, const Ruleset& rules);

// For a 3n+1 hand (after a discard, or before a draw): each route's outlook.
HandOutlook outlookOf(const HandCounts& hand, const OutlookContext& ctx);

// Chance of making `lacking` steps in `tries` tries when the first step succeeds with chance
// firstStep a try and each later one with a typical hand's chance at that distance.
double chanceToFinish(int lacking, int tries, double firstStep, HandRoute route);

} // namespace mj
