// What the Records… list shows of one record file, and the full check behind it (issue 5's
// replay viewer; issue 12, "Start-up grows with the records" and "unbounded reads").
//
// A file is read with mj::readRegularFile within mj::limits::record, so a FIFO, a link to a
// device or a folder is refused before a byte is read (nothing blocks, nothing grows), then
// read by the engine's reader and replayed through the rules (replayGame for a game record,
// replay for a ritual), so a malformed, truncated or edited record is refused here with the
// reader's message ("x.jsonl: line 7: field ..."), never half-way through the viewer.
// Safe to call from any thread: it touches nothing but the file and the engine.
#pragma once

#include "record/game_record.h"

#include <QString>

// The list's line for one record: empty `problem` when it reads and replays.
struct RecordSummary {
    QString problem; // "<file name>: <why>" when unreadable
    QString ruleset;
    quint64 seed = 0;
    int winner = -2; // -1: no winner, -2: unfinished (or a ritual record)
    int turns = 0;
    int events = 0;

    bool readable() const { return problem.isEmpty(); }
};

// The record in the file at `path`, checked; `summary` says what it is or why it is refused.
struct InspectedRecord {
    mj::GameRecord record;
    RecordSummary summary;
};
InspectedRecord inspectRecordFile(const QString& path);

// "Seat 2 won", "No winner", "Unfinished".
QString recordResultText(int winner);

// The game's number in a match from the file's name: "game-000003.jsonl" (the CLI's
// simulate --record), "20261121-154300-filipino-seed42-game3.jsonl" (the app's); 0 if none.
int recordGameNumber(const QString& fileName);
