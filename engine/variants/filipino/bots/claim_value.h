// The strong AI's claims by expected value (issue 6, "claims decided by expected value").
// Each answer to a discard is valued in quarters per paying seat, the unit of
// variants/filipino/bots/hand_outlook.h (a route's win chance times its worth):
//  - passing: the 3n+1 hand as it stands, siete pares still open, with the concealed bonus
//    the ruleset pays (all up, with the other ambitions) still in reach;
//  - a pung or chow: the hand after the claim and the discard it forces, that discard
//    chosen as the discard scoring chooses (distance first, its danger weighed in); the
//    seized set ends siete pares and all up;
//  - a kang: the hand after it, with one more try for its replacement draw, plus the kang's
//    payout from each other seat at once.
// What the arena taught (docs/ai.md, "Claims"): the outlook's values decide well between
// routes but not between shapes at the same distance, so a pung or chow is only valued at
// all when it brings the tódas hand nearer; charging the forced discard's danger (passing
// discards a turn later anyway) and the draw a claim from the left takes the place of both
// lost in every ruleset, so neither is charged.
#pragma once

#include "variants/filipino/bots/danger.h"
#include "variants/filipino/bots/hand_outlook.h"
#include "core/action.h"
#include "variants/filipino/game/seat_view.h"
#include "variants/filipino/rules/ruleset.h"

#include <optional>

namespace mj {

struct ClaimValue {
    double value = 0;     // quarters per paying seat
    int discardKind = -1; // the discard a pung or chow forces (-1: none)
};

// Passing on the pending discard.
ClaimValue passValue(const SeatView& view, const Ruleset& rules, const OutlookContext& ctx);

// Claiming `claim` (Pung, Chow or Kang) on view.pendingKind; nullopt when the hand cannot
// make that set, when a pung or chow would not bring the tódas hand nearer, or when the
// action is none of those.
std::optional<ClaimValue> claimValue(const SeatView& view, const Ruleset& rules, const OutlookContext& ctx,
                                     const TableRead& read, const Action& claim);

} // namespace mj
