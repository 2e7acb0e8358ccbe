// Which kinds an opponent is likely waiting on, read by sampling (issue 6, "sampling of the
// hidden tiles where it pays"). The table reading (variants/filipino/bots/danger.h) knows how likely each
// opponent is ready, and by default rates a kind's chance of being its wait by rank alone
// (middle kinds more than ends). Sampling refines that from the tiles still hidden from this
// seat: many random ready hands the opponent could hold are made from the hidden pool
// (variants/filipino/bots/hidden_sample.h) and each kind is rated by how often it completes them. A kind whose
// neighbours are mostly in sight can hardly be a chow wait, one with few copies hidden
// hardly a pair or pung wait; the rank table sees neither. The shares are scaled to the
// rank table's total so only which kinds are dangerous changes, not how dangerous a ready
// opponent is in all; the danger reading then applies what the opponent's discards and
// sets say (own discards, recent discards, a flush) as before.
#pragma once

#include "variants/filipino/bots/danger.h"
#include "variants/filipino/bots/hidden_sample.h"

#include <array>
#include <optional>

namespace mj {

// For a concealed hand of `concealed` tiles (3n+1): each kind's share as a wait over
// `samples` sampled ready hands, scaled to sum to `total` over the kinds that can be
// discarded (suited, plus honours in the Visayan game; never the joker's kind). Nullopt
// when the pool cannot make ready hands of that size, or the hand is not 3n+1.
std::optional<WaitShares> sampledWaitShares(const HiddenPool& pool, int concealed, const SeatView& view,
                                            const Ruleset& rules, int samples, double total, Rng& rng);

} // namespace mj
