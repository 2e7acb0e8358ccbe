// Keeping free tables (issue 5, "Free table"): a free session is saved as its record
// (docs/record-format.md) in <data>/free-tables, one .jsonl file each, and opened again
// with its undo history. The record is the log; what it cannot say by itself is where each
// undoable act begins (an act is one user action: a move with the settling it causes, or
// a whole ritual step), so the header line carries that too, as "free_table_acts": the
// index of the first event of each act, in order. The engine's reader ignores the key, so
// the file stays a record that `mahjongero-cli replay` reads like any other.
#pragma once

#include "record/game_record.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace mjui {

// The folder of saved free tables: <data>/free-tables.
QString freeTablesDir();

// The file's text: the record with the act starts added to its header line.
QByteArray freeTableText(const mj::GameRecord& record, const std::vector<std::size_t>& actStarts);

// Writes the session to a new file in `folder` (free-table-<date>-<time>.jsonl, or
// ...-<time>-2.jsonl and on when that is taken: never over another file, kept_files.h);
// returns its path, or empty with the reason in `error`.
QString writeFreeTable(const QString& folder, const mj::GameRecord& record, const std::vector<std::size_t>& actStarts,
                       QString* error);

// A saved free table as the Open… list shows it.
struct FreeTableFile {
    QString path;
    QString name;       // the file's name
    QDateTime modified; // when it was last written
    int events = 0;
    int acts = 0;
    QString error;      // why it cannot be opened; empty when it can
};
// Every .jsonl entry in `folder`, newest first; each one read and replayed, so an
// unreadable one (a FIFO or a link to a device among them) is listed with its error.
QList<FreeTableFile> listFreeTables(const QString& folder);

struct OpenedFreeTable {
    mj::GameRecord record;
    std::vector<std::size_t> actStarts; // where each undoable act begins
};
// Reads and replays a saved free table; nullopt with the reason (naming the file and the
// line) in `error` when it is unreadable, not a free table, or does not replay. Only a
// regular file within mj::limits::freeTable is read (issue 12): a FIFO, a device or an
// oversized file is refused before a byte is read.
std::optional<OpenedFreeTable> readFreeTable(const QString& path, QString* error);
// The same for a file's text already read; `name` (the file's name) opens every error.
std::optional<OpenedFreeTable> parseFreeTable(const QByteArray& text, const QString& name, QString* error);

} // namespace mjui
