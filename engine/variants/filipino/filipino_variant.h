// The Filipino family as a variant (variants/variant.h): Filipino, Visayan and the joker-and-
// pot house rules are rulesets of one game (engine/variants/filipino/rulesets/; RULINGS.md,
// seeds 000, 001 and 003), played by four on the Chinese set in walls of 18 stacks a side.
// Everything it is made of lives in this folder: rules/ (the ruleset), ritual/ (the setup
// ritual and its narration), scoring/, game/ (legality, claims, the match), views/ (a seat's
// view folded from its event views), bots/ and advice/ (hints).
#pragma once

#include "variants/variant.h"

namespace mj {

const Variant& filipinoVariant();

} // namespace mj
