// The one entry point through which a game changes (ARCHITECTURE.md, convention 3): an
// event is validated by the table, applied, checked against the table's invariant and
// appended to the record. Replay goes through the same door.
#pragma once

#include "core/expected.h"
#include "record/game_record.h"
#include "table/table.h"

namespace mj {

class GameLog {
public:
    explicit GameLog(RecordHeader header);

    // Applies and records the event; on a rejected event nothing changes.
    Status append(const Event& event);
    // For events the engine makes itself: a rejection is a bug, reported with the table.
    void appendOrThrow(const Event& event);

    const Table& table() const { return m_table; }
    const GameRecord& record() const { return m_record; }

private:
    GameRecord m_record;
    Table m_table;
};

// Rebuilds the table from a record; an error names the event by its line in the record
// file: eventLines[i] when given (a file read with blank lines), else i + 2.
Expected<Table> replay(const GameRecord& record, const std::vector<int>& eventLines = {});

} // namespace mj
