// Records as JSON Lines (ARCHITECTURE.md, "record/"): line 1 is the header (seed, ruleset,
// tile set, wall shape), then one event per line, e.g.
//   {"record":"mahjongero","version":1,"seed":42,"tiles":"chinese-144",
//    "wall":{"segments":4,"stacks":18,"height":2},
//    "ruleset":{"variant":"filipino","wall_count":"right","opposite_end":"right"}}
//   {"event":"wash","order":[17,3,...]}
//   {"event":"roll","seat":2,"purpose":"mano","dice":[5,3]}
// docs/record-format.md lists every event and field. Reading checks every field's
// presence, type and range and reports the first problem as "line N: field "x": ...";
// it never crashes or asserts on input. A last line {"summary": {...}} (as printed by
// `mahjongero-cli ritual --json`) is kept aside for the caller to compare.
// Reading stays within a size limit per record and per line (core/bounded_input.h,
// mj::limits::record), refuses an object that names a key twice (core/json_strict.h), and
// quotes bad input only as a short excerpt (core/excerpt.h): issue 12, defects 2, 5, 7.
// A header with "free_table": true, or an older one with "free_table_acts", is a free
// table's record (RecordKind::FreeTable).
#pragma once

#include "core/bounded_input.h"
#include "core/expected.h"
#include "record/game_record.h"

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace mj {

nlohmann::json headerToJson(const RecordHeader& header);
nlohmann::json eventToJson(const Event& event);

void writeRecord(std::ostream& out, const GameRecord& record);

struct ReadRecord {
    GameRecord record;
    std::vector<int> eventLines; // the file line of each event, for replay's errors
    std::optional<nlohmann::json> summary; // the trailing summary line, if any
    int summaryLine = 0;
};

Expected<ReadRecord> readRecord(std::istream& in, const InputLimits& limits = limits::record);

// One record line read on its own (a network client's messages carry them, net/server_message.h):
// a header, or an event of a record with that header. In a seat's view (hiddenTiles) a tile
// may be kHiddenTile. The error names the field, as readRecord's do.
Expected<RecordHeader> readHeader(const nlohmann::json& line);
Expected<Event> readEvent(const nlohmann::json& line, const RecordHeader& header, bool hiddenTiles = false);

} // namespace mj
