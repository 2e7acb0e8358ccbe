// What every AI player is to the rest of the program: given its seat's view (variants/filipino/game/seat_view.h)
// and the rules, it chooses one of the view's legal actions. Game sessions, watch mode and
// the tests hold bots through this interface, so a new level (issue 6's "strong") is one more
// class and one more line in bots/bot_level.cpp.
#pragma once

#include "core/action.h"
#include "variants/filipino/game/seat_view.h"
#include "variants/filipino/rules/ruleset.h"

namespace mj {

class Bot {
public:
    virtual ~Bot() = default;
    // Must return one of view.legal (never called with it empty).
    virtual Action choose(const SeatView& view, const Ruleset& rules) = 0;
};

} // namespace mj
