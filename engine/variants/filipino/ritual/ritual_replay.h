// Replaying a ritual record as strictly as a game record (issue 12, defect 6): the table
// rebuilt from the events (every move physically possible) is not enough, since a record
// with an edited máno, or break dice changed to 6-6 while the break stays at 10, is a
// possible table but not the ritual. So the ritual is performed again from the header
// (seed, máno when given, the wash when stacked), as a game's replay does
// (variants/filipino/game/game_replay.h), and every event must equal the one the ritual makes; the first
// that differs is named by its line. Free tables' and games' records are not rituals
// (RecordKind) and are checked elsewhere.
#pragma once

#include "core/expected.h"
#include "record/game_record.h"
#include "table/table.h"

#include <vector>

namespace mj {

// The table of a ritual record that is exactly the ritual its header makes; otherwise the
// first problem, "line N: ..." (eventLines[i]: the file line of event i, else i + 2).
Expected<Table> replayRitual(const GameRecord& record, const std::vector<int>& eventLines = {});

} // namespace mj
