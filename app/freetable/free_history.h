// The free table's log and its undo history (issue 5, "Free table"): the events of a free
// session, grouped into acts (an act is one user action: a move, or a whole ritual step),
// with the acts undone kept for redo. The log is the truth (ARCHITECTURE.md, convention 3):
// an act is applied whole or not at all, with the settling of any tile it leaves floating
// (free_stacking.h) in the same act; undo rebuilds the table from the log without the last
// act; redo applies the last undone act again; any new act clears what was undone.
#pragma once

#include "record/game_log.h"

#include <cstddef>
#include <string>
#include <vector>

namespace mjui {

class FreeHistory {
public:
    // A fresh session on `header`: no events, nothing to undo.
    explicit FreeHistory(mj::RecordHeader header);
    // A saved session: its record, already checked by the caller, and where each of its acts
    // begins; nothing to redo. A record the table refuses is reported by `error`.
    static mj::Expected<FreeHistory> reopen(const mj::GameRecord& record, std::vector<std::size_t> actStarts);

    const mj::GameLog& log() const { return m_log; }
    const mj::Table& table() const { return m_log.table(); }
    const mj::GameRecord& record() const { return m_log.record(); }
    const std::vector<std::size_t>& actStarts() const { return m_actStarts; }

    // Appends an event outside any act (the ritual's events a session starts from).
    void appendUnrecorded(const mj::Event& event) { m_log.appendOrThrow(event); }

    // Applies the events as one act, each followed by the settling it causes; on a refused
    // event nothing changes and the engine's reason comes back. A new act clears the redo list.
    mj::Status commit(const std::vector<mj::Event>& events);
    bool canUndo() const { return !m_actStarts.empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    // Takes back the last act (false when there is none).
    bool undo();
    // Applies the last undone act again, keeping the acts still undone.
    mj::Status redo();

private:
    mj::GameLog m_log;
    std::vector<std::size_t> m_actStarts;       // where each undoable act begins
    std::vector<std::vector<mj::Event>> m_redo; // undone acts, the last undone last
};

} // namespace mjui
