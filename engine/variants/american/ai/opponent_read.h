// Reading the other seats from what lies on the table (issue 17: "avoid feeding an opponent
// whose exposures show the line they need, and call dead hands"). A seat's exposures are
// groups of its line, so the lines they fit are the lines it can be on; a line that needs a
// kind the seat discarded or passed away is less likely; a line that needs more copies of a
// kind than are unseen cannot be finished. The more tiles a seat has exposed, the nearer it
// is to Mah Jongg, and the more a tile its lines need costs the seat that discards it (the
// discarder pays double, seed 002 "Mahjong").
#pragma once

#include "variants/american/ai/seat_knowledge.h"
#include "variants/american/card_match.h"

#include <array>
#include <optional>
#include <vector>

namespace mj::american {

// Per card kind, the expected payment (in the card's points) this seat risks by discarding
// one tile of it: the sum over exposed opponents of (how near they are) x (the share of
// their likely lines that need the kind) x (what those lines pay the discarder).
using Danger = std::array<double, kCardKinds>;
Danger dangerOf(const CardMatcher& matcher, const SeatKnowledge& knowledge);
// The part of it that comes from one seat's exposures (zero for the seat itself, a dead seat
// or one with nothing exposed): a hint names the seat whose line a tile would feed.
Danger dangerFrom(const CardMatcher& matcher, const SeatKnowledge& knowledge, int seat);

// The lines a seat with these exposures can still be on (empty: its hand is dead, seed 002
// "Dead Hands": an exposure no line can use). No exposures fit every line.
std::vector<int> linesFitting(const CardMatcher& matcher, const std::vector<CardExposure>& exposures);

// Whether a seat's hand is dead by what lies in the open (seed 002, "Dead Hands"; the game's
// rule, docs/rules/american.md): it has an exposure, and no line of the card can still be made
// from its exposures and the tiles not out of play in the open (every discard, every other
// seat's exposed naturals; another's exposed joker can still be exchanged for). Every seat
// sees the same, so this is certain.
bool deadInTheOpen(const CardMatcher& matcher, const SeatKnowledge& knowledge, int seat);

// A seat whose hand can be called dead now: another live seat dead in the open. Only what is
// certain is called (a wrong call is the caller's error: its own hand dies).
std::optional<int> deadHandToCall(const CardMatcher& matcher, const SeatKnowledge& knowledge);

} // namespace mj::american
