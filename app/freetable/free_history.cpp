#include "freetable/free_history.h"

#include "freetable/free_stacking.h"

namespace mjui {

FreeHistory::FreeHistory(mj::RecordHeader header) : m_log(std::move(header)) {}

mj::Expected<FreeHistory> FreeHistory::reopen(const mj::GameRecord& record, std::vector<std::size_t> actStarts)
{
    FreeHistory history(record.header);
    for (const mj::Event& e : record.events)
        if (mj::Status s = history.m_log.append(e); !s)
            return mj::failure(s.error());
    history.m_actStarts = std::move(actStarts);
    return history;
}

mj::Status FreeHistory::commit(const std::vector<mj::Event>& events)
{
    // All of the act or none of it: try it on a copy of the log.
    // Tiles held up by a tile that leaves (or turns away) settle in the same act, so no
    // tile floats and the log says where each lies (free_stacking.h).
    mj::GameLog next = m_log;
    for (const mj::Event& e : events) {
        if (mj::Status s = next.append(e); !s)
            return s;
        for (const mj::MoveEvent& settle : settlingMoves(next.table()))
            if (mj::Status s = next.append(settle); !s)
                return s;
    }
    m_actStarts.push_back(m_log.record().events.size());
    m_log = std::move(next);
    m_redo.clear(); // a new act: what was undone is gone (redo() puts the rest back)
    return mj::success();
}

bool FreeHistory::undo()
{
    if (!canUndo())
        return false;
    const std::size_t start = m_actStarts.back();
    m_actStarts.pop_back();
    const mj::GameRecord all = m_log.record();
    m_redo.emplace_back(all.events.begin() + static_cast<long>(start), all.events.end());
    // The log is the truth: the table without the last act.
    m_log = mj::GameLog(all.header);
    for (std::size_t i = 0; i < start; ++i)
        m_log.appendOrThrow(all.events[i]);
    return true;
}

mj::Status FreeHistory::redo()
{
    if (!canRedo())
        return mj::failure("Nothing to redo.");
    std::vector<mj::Event> act = std::move(m_redo.back());
    m_redo.pop_back();
    auto keep = std::move(m_redo); // commit clears the redo list; the acts still undone stay
    mj::Status done = commit(act);
    m_redo = std::move(keep);
    return done;
}

} // namespace mjui
