// Which tiles a hand may hold (RULINGS.md, "Tiles and notation"): the suited tiles always;
// the winds and dragons unless the ruleset makes them flowers (the Filipino game, seed 000,
// exposes and replaces every one); flowers and seasons never. The ruleset says which
// (Ruleset::handTiles(), variants/filipino/rules/ruleset.h): the hand layer sees only this, never a variant,
// so that a new variant needs no change here (issue 13: one variant enum, in rules/).
#pragma once

#include "hand/hand_counts.h"

#include <string>

namespace mj {

struct HandTiles {
    bool honours = true;            // winds and dragons are hand tiles (false: flowers)
    std::string ruleset = "none";   // the ruleset's name, as analysis reports print it

    // The kinds a hand may hold and a wall may give it: a prefix of the kind space
    // (the 27 suited kinds, then the 7 honours).
    int kinds() const { return honours ? kHandKinds : kSuitedKinds; }

    friend bool operator==(const HandTiles&, const HandTiles&) = default;
};

} // namespace mj
