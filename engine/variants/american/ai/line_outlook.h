// How good a hand is, as each level of the American AI sees it (docs/ai-american.md). Every
// decision (the discard, the Charleston, calls, joker exchanges) compares the hands it could
// keep by one of these scores, so a level is mostly its score:
// - easy: the nearest line's distance (fewer tiles missing is better), nothing else;
// - normal: the nearest lines weighed by value, by how many of their missing tiles are still
//   live (a kind all of whose copies are seen is dead) and by distance;
// - strong: each near line's estimated chance to complete from the live tiles and the draws
//   left, times its value (and the jokerless double), the best lines summed with falling
//   weights so a hand that keeps two good lines open beats one that keeps one.
#pragma once

#include "variants/american/ai/ai_level.h"
#include "variants/american/ai/seat_knowledge.h"
#include "variants/american/card_match.h"

#include <vector>

namespace mj::american {

// What the seat cannot see, fixed for one decision (the hands it compares differ only in
// tiles it holds or would lay, which are seen either way).
struct Outlook {
    const CardMatcher* matcher = nullptr;
    KindCounts unseen{};
    int unseenTotal = 0; // natural tiles and jokers
    int drawsLeft = 0;
};
Outlook outlookOf(const CardMatcher& matcher, const SeatKnowledge& knowledge);

struct LineChance {
    int line = 0;
    int distance = kUnreachable;
    bool live = false;   // every missing tile can still come (enough unseen copies, or jokers for a set)
    double chance = 0.0; // estimated probability of completing it
    double worth = 0.0;  // chance times value (and the jokerless double's expectation)
};

// One line's outlook for `hand` (13 or 14 tiles with its exposures).
LineChance lineChance(const Outlook& outlook, const CardHand& hand, int line);
// The near lines' outlooks (within a few tiles of the nearest), best worth first.
std::vector<LineChance> nearLines(const Outlook& outlook, const CardHand& hand);

// The level's score of a hand: higher is better; only differences between hands of the same
// decision mean anything.
double easyScore(const CardMatcher& matcher, const CardHand& hand);
double normalScore(const Outlook& outlook, const CardHand& hand);
double strongScore(const Outlook& outlook, const CardHand& hand);
double handScore(AiLevel level, const Outlook& outlook, const CardHand& hand);

// P(at least k successes in n trials of probability p).
double binomialTail(int n, double p, int k);

} // namespace mj::american
