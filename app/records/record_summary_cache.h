// The Records… list's memory of what each record file says (issue 12, "Start-up grows with
// the records": "cache summaries"), so reopening the list does not read and replay every
// record again: <data>/record-summaries.json holds one entry per record file of the data
// folder's records/, keyed by the file's name, size and modification time; an entry is used
// only while all three still match.
//
// The file is the app's own and can be rebuilt from the records at any time, so it is
// never trusted blindly: it is read with mj::readRegularFile within kSummaryCacheLimit; a
// cache that is not valid JSON of this shape (another version, a damaged or cut file) is
// ignored whole, and a single entry with a missing or out-of-range field is skipped; either
// way the records concerned are read again and the cache is written anew. It is written
// with QSaveFile, so a crash never leaves half a cache. Loading a record always checks it
// whole again, whatever the cache says.
#pragma once

#include "records/record_summary.h"

#include <QHash>
#include <QString>

// Some 130 bytes a record: room for 100,000 records and more (docs/limits.md). A cache that
// would be larger is not written, and the records beyond are read at each listing.
inline constexpr std::size_t kSummaryCacheLimit = 16 * 1024 * 1024;

struct CachedSummary {
    qint64 size = 0;
    qint64 modifiedMs = 0; // milliseconds since the epoch, UTC
    RecordSummary summary;
};
// By file name (no folder: the cache is the data folder's records/).
using SummaryCache = QHash<QString, CachedSummary>;

// The cache at `path`; empty when there is none. `warning` says why a file that was there
// was ignored (or which entries were skipped), empty otherwise.
SummaryCache readSummaryCache(const QString& path, QString* warning = nullptr);

// Replaces the cache at `path` whole; false (with `error`) when it cannot be written or
// would pass kSummaryCacheLimit.
bool writeSummaryCache(const QString& path, const SummaryCache& cache, QString* error = nullptr);
