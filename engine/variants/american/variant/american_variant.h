// American mahjong (seed 002; issue 17) as a registered variant ("american"): four seats on the
// american-152 set and the square-19 layout; rulesets american_rules.h; the game
// american_game.h; the match american_match.h; the AI levels agentLevels() lists.
#pragma once

#include "variants/variant.h"

namespace mj {

const Variant& americanVariant();

} // namespace mj
