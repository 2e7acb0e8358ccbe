// Replaying a game record (issue 4, `mahjongero-cli replay`): the game is rebuilt from the
// record's header (seed, ruleset, máno, and the wash when it was stacked) and fed the
// record's actions one by one; every event the game makes in answer must equal the
// record's event at the same place. So a record that was edited (an illegal action, a tile
// that is not where it says, a payment changed) is refused with its line and what differs.
#pragma once

#include "core/expected.h"
#include "game/game.h"

#include <vector>

namespace mj {

// eventLines[i]: the file line of event i (as readRecord gives them); else i + 2.
Expected<Game> replayGame(const GameRecord& record, const std::vector<int>& eventLines = {});

} // namespace mj
