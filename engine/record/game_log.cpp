#include "record/game_log.h"

#include <stdexcept>

namespace mj {

GameLog::GameLog(RecordHeader header)
    : m_record{header, {}}, m_table(*header.tileSet, *header.layout, header.seats)
{
}

Status GameLog::append(const Event& event)
{
    if (Status s = m_table.apply(event); !s)
        return s;
    if (Status s = m_table.checkInvariant(); !s)
        throw std::logic_error(s.error());
    m_record.events.push_back(event);
    return success();
}

void GameLog::appendOrThrow(const Event& event)
{
    if (Status s = append(event); !s)
        throw std::logic_error("the engine made an event the table rejects (" + eventName(event) +
                               "): " + s.error() + "\n" + m_table.dump());
}

Expected<Table> replay(const GameRecord& record, const std::vector<int>& eventLines)
{
    GameLog log(record.header);
    for (std::size_t i = 0; i < record.events.size(); ++i) {
        // Line 1 of a record file is its header, so event i is on line i + 2.
        const int line = i < eventLines.size() ? eventLines[i] : static_cast<int>(i) + 2;
        const std::string at = "line " + std::to_string(line) + " (" + eventName(record.events[i]) + "): ";
        try {
            if (Status s = log.append(record.events[i]); !s)
                return failure(at + s.error());
        } catch (const std::logic_error& bug) {
            // An event the table accepted but that broke its invariant: a bug in the
            // engine, reported rather than crashing on the user's file.
            return failure(at + "internal error: " + bug.what());
        }
    }
    return log.table();
}

} // namespace mj
