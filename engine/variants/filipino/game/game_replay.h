// Replaying a game record (issue 4, `mahjongero-cli replay`): the game is rebuilt from the
// record's header (seed, ruleset, máno, and the wash when it was stacked) and fed the
// record's actions one by one; every event the game makes in answer must equal the
// record's event at the same place. So a record that was edited (an illegal action, a tile
// that is not where it says, a payment changed) is refused with its line and what differs.
// A game that has not ended is replayed as far as its record goes (the save of a match in
// progress, app/play/match_save.h), so it can be played on from there.
// beforeEach, when given, sees the game and each action just before the action is taken:
// the app uses it to ask each bot the same questions again, which brings the bot's random
// state to where it was when the record was made.
#pragma once

#include "core/expected.h"
#include "variants/filipino/game/game.h"

#include <functional>
#include <vector>

namespace mj {

// eventLines[i]: the file line of event i (as readRecord gives them); else i + 2.
using ReplayWatcher = std::function<void(const Game& before, const Action& action)>;
Expected<Game> replayGame(const GameRecord& record, const std::vector<int>& eventLines = {},
                          const ReplayWatcher& beforeEach = {});

} // namespace mj
