// Waits and useful tiles (docs/hand-analysis.md).
//
// For a hand one tile short (3n+1, counting exposed sets as three): a kind is a wait when
// drawing it completes the hand in any form (standard or pairs, shanten.h), and, for a hand
// that is not ready, a kind is useful when drawing it lowers the hand's shanten (the better
// of the forms). Either way each kind comes with how many of it are still unseen: 4 minus
// the copies in the hand and its exposed sets, minus the copies the caller has seen
// elsewhere (discards, other players' exposed sets). A kind whose four copies are all in
// the hand is never offered (no fifth copy exists), so a hand waiting only on such a kind
// is "ready" (shanten 0) with no waits.
// Which kinds may be drawn is the ruleset's: in the Filipino game only the 27 suited kinds
// stay in a hand (an honour drawn is a flower); otherwise all 34. Jokers are not listed as
// waits (a joker drawn is wild, so it always helps).
//
// For a hand of 3n+2 tiles that is not complete, bestDiscards() lists the discards that
// leave the lowest shanten, each with the waits or useful tiles that follow.
#pragma once

#include "hand/hand_counts.h"
#include "hand/shanten.h"
#include "hand/useful_draws.h"

#include <array>
#include <vector>

namespace mj {

struct TileCount {
    std::uint8_t kind = 0;
    std::uint8_t unseen = 0;
};

struct WaitReport {
    int shanten = 0;              // the hand's best shanten
    std::vector<TileCount> tiles; // waits when shanten == 0, otherwise useful tiles
    bool ready() const { return shanten == 0; }
    int unseenTotal() const
    {
        int n = 0;
        for (auto t : tiles)
            n += t.unseen;
        return n;
    }
};

struct DiscardOption {
    bool joker = false;     // the discard is a joker
    std::uint8_t kind = 0;  // otherwise its kind
    WaitReport after;
};

struct WaitRules {
    PairRules pairs;
    int drawableKinds = kHandKinds; // 27 in the Filipino game (suited only), else 34
    std::array<std::uint8_t, kHandKinds> seen{}; // copies seen outside the hand
};

// For a 3n+1 hand (the kinds from useful_draws.h, in kind order).
WaitReport waitsOf(const HandCounts& hand, const WaitRules& rules);
// For a 3n+2 hand: the discards that leave the lowest shanten.
std::vector<DiscardOption> bestDiscards(const HandCounts& hand, const WaitRules& rules);

} // namespace mj
