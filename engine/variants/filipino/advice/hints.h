// Hints for a learner (issue 5, "Hints in teaching mode"), from the seat's own view only:
// how far the hand is from ready (shanten, standard and pairs forms), its waits or useful
// tiles with how many of each are still unseen by this seat, a suggested discard with a
// one-line reason, and the tiles already out of play (all four copies in sight). The
// discard is the strong AI's (issue 6, variants/filipino/bots/strong_bot.h) and the reason says why in one
// sentence: safety ("safe against seat 3, who looks ready on a ball flush"), the route
// (siete pares), how far the hand stays and the tiles that bring it nearer. Offered a
// discard to claim, the strong AI's answer: claim it (which set) or pass. Advice, never a
// decision: the game's legal actions decide what may be done. It lives in advice/, above
// bots/, because it asks a bot; the game below never does.
#pragma once

#include "variants/filipino/game/seat_view.h"
#include "hand/waits.h"
#include "text/message.h"

#include <optional>
#include <string>
#include <vector>

namespace mj {

struct Hint {
    int shanten = 0;                  // -1 complete, 0 ready
    std::vector<TileCount> tiles;     // waits when ready, else useful tiles, with unseen counts
    std::optional<TileId> discard;    // the suggested discard (when the seat must discard)
    Message reason;                   // one line, e.g. "discard 9p: you are ready, waiting on 3p 6p (5 left)"
    std::vector<int> outOfPlay;       // kinds whose four copies are all in sight
    // When a discard may be claimed: what the strong AI would answer (a claim or a pass).
    std::optional<Action> claim;
};

Hint hintFor(const SeatView& view, const Ruleset& rules);

} // namespace mj
