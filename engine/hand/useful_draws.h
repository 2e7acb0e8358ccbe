// Which draws lower a hand's shanten (docs/hand-analysis.md, "Waits and useful tiles"):
// for a hand one tile short (3n+1), the kinds whose draw lowers its best shanten (the better
// of the standard and pairs forms, shanten.h), i.e. for a ready hand the kinds that complete
// it. Kinds out of sight (all four copies in the hand and its exposed sets) and kinds that
// cannot be drawn (honours in the Filipino game: drawableKinds 27) are left out.
//
// improvingDraws finds them incrementally, without a shanten per kind (issue 12: the loop
// of a shanten per candidate was half the time of `analyze --batch` on 16-tile hands).
// A draw lowers what a hand lacks by at most one tile, in each form, and only in the suit
// it falls in. For the standard form, the tables give, for each suit, what the rest of the
// hand lacks for every split of the sets (suit_table.h, the "three" classes); the splits
// where the suit's own figure plus the rest's is the hand's answer are the optimal ones,
// and a rank is useful when the suit with that tile more lacks one tile fewer in one of
// them: one table load per rank. For the pairs forms, the slots each kind offers change by
// its count alone (pair_slots.h); siete pares also looks at the three chow windows the kind
// is in. A hand with jokers is the best of its readings (shanten.h): a draw lowers it when
// it lowers a form of a reading at the best, so each reading's draws are found the same
// way. Only siete pares with four alike as two pairs tries each kind with its shanten.
#pragma once

#include "hand/hand_counts.h"
#include "hand/shanten.h"

#include <cstdint>
#include <optional>

namespace mj {

struct DrawMask {
    int shanten = 0;          // the hand's best shanten
    std::uint64_t kinds = 0;  // bit k: drawing kind k lowers it (completes a ready hand)
    int standard = 0;         // the standard form's shanten (standardShanten)
    std::optional<int> pairs; // the pairs form's (pairsShanten), when it applies
};

DrawMask improvingDraws(const HandCounts& hand, PairRules pairs, int drawableKinds);
// The plain search: each drawable kind added in turn and the hand's best shanten taken
// afresh. The reference the incremental search is tested against.
DrawMask improvingDrawsByTrial(const HandCounts& hand, PairRules pairs, int drawableKinds);

} // namespace mj
