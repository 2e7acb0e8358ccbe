// The strong AI's discard scoring (variants/filipino/bots/strong_bot.h), shared by its discards and by its
// claims (variants/filipino/bots/claim_value.h: a claim forces a discard, chosen the same way): each kind the
// hand could let go, valued by the distance and acceptance of what stays
// (variants/filipino/bots/hand_outlook.h) less its danger (variants/filipino/bots/danger.h).
#pragma once

#include "variants/filipino/bots/danger.h"
#include "variants/filipino/bots/hand_outlook.h"

#include <vector>

namespace mj {

// One kind the hand could let go, valued.
struct ScoredDiscard {
    int kind = -1;
    HandOutlook outlook;
    double danger = 0;
    double score = 0;
};

// The danger's weight for a hand (heavier when folding: an opponent ready, the hand far).
double dangerWeight(const HandOutlook& o, double maxReady);
double discardScore(const HandOutlook& o, double danger, double maxReady);
// Whether reading the danger better could change the choice among `sorted` (best first).
bool dangerDecides(const std::vector<ScoredDiscard>& sorted, double maxReady);
// Every natural kind in a 3n+2 hand, valued as a discard (danger ignored when read is null).
std::vector<ScoredDiscard> scoreDiscards(const HandCounts& hand, const OutlookContext& ctx, const TableRead* read);
// Ordering of discards: higher score, then nearer, then wider, then safer.
bool better(const ScoredDiscard& a, const ScoredDiscard& b);
bool sameRank(const ScoredDiscard& a, const ScoredDiscard& b);

} // namespace mj
