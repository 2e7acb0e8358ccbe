// The finished games' records for the replay viewer (issue 5, "Never lose a game":
// "finished games are kept as records; a replay viewer steps forward and back through any
// of them"). Lists the `.jsonl` files of a folder (by default the data folder's records/,
// data_dir.h), newest first, with what each one's own text says: ruleset, seed, game number
// (from a "game-N" or "gameN" file name, as the CLI's `simulate --record` and the app name
// them), winner and turns; and loads one, or any record file, onto a TableModel.
//
// Nothing is read until the list is asked for (issue 12, "Start-up grows with the records":
// the viewer is made hidden at start-up, and the first frame must not wait for thousands of
// records): refresh() lists the folder's file names and dates at once, and each record's
// summary comes from the summary cache (record_summary_cache.h) when the file is unchanged,
// or else from reading and replaying it in the background (record_summarizer.h), the rows
// on screen first. `pending` counts the rows still being read.
//
// Every record is read within mj::limits::record and replayed through the engine's own
// checks (record_summary.h), so a malformed, truncated or edited record, a FIFO or a link to
// a device is listed as unreadable with the reason ("line 7: field ...", "is a FIFO"), never
// blocks or crashes (convention 4), and the other records still list. Loading checks the
// file whole again, and refuses such a file with the same message in `error`; the table
// keeps what it showed.
#pragma once

#include "records/record_list_model.h"
#include "records/record_summarizer.h"
#include "records/record_summary_cache.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class TableModel;
Q_MOC_INCLUDE("table/table_model.h")

class RecordLibrary : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The folder listed; empty means the data folder's records/ (MAHJONGERO_DATA_DIR
    // moves it for tests). Setting it lists it at once.
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged)
    // The rows, for the list's view (record_list_model.h has the roles).
    Q_PROPERTY(RecordListModel* rows READ rows CONSTANT)
    // The rows as maps with the same names, newest first: made on each read, for tests and
    // scripts; changes when the folder is listed and when the last summary has come in.
    Q_PROPERTY(QVariantList records READ records NOTIFY recordsChanged)
    Q_PROPERTY(int count READ count NOTIFY recordsChanged)
    // How many rows are still being read (0 once every summary is in).
    Q_PROPERTY(int pending READ pending NOTIFY pendingChanged)
    // Why the last load failed (file and line), empty after a success.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The record now shown by the last successful load: its file and a caption.
    Q_PROPERTY(QString loadedPath READ loadedPath NOTIFY loadedChanged)
    Q_PROPERTY(QString loadedTitle READ loadedTitle NOTIFY loadedChanged)

public:
    explicit RecordLibrary(QObject* parent = nullptr);
    // Stops the reading and keeps what was read in the summary cache.
    ~RecordLibrary() override;

    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);
    RecordListModel* rows() { return &m_rows; }
    QVariantList records() const;
    int count() const { return m_rows.rowCount(); }
    int pending() const { return m_pending; }
    QString error() const { return m_error; }
    QString loadedPath() const { return m_loadedPath; }
    QString loadedTitle() const { return m_loadedTitle; }

    // Lists the folder (again): names and dates at once, summaries as they come.
    Q_INVOKABLE void refresh();
    // Reads row `row`'s record before the others still to read (a row the list shows).
    Q_INVOKABLE void summarizeFirst(int row);
    // Shows the record at `path` (a file path or a file:// URL) on `model` from its first
    // event. False, with `error` set, when the file cannot be read or is not a valid record.
    Q_INVOKABLE bool load(const QString& path, TableModel* model);

    // A line for the event now shown on `model` (step 1..stepCount): a player's decision as
    // "Seat 2 claims a pung of 5p" (its narration is the events that follow it), any other
    // event in words ("Washing the tiles", event_title.h); empty at step 0.
    Q_INVOKABLE QString eventSummary(TableModel* model, int step) const;

    // The summary cache of the data folder's records: <data>/record-summaries.json.
    static QString summaryCachePath();

signals:
    void folderChanged();
    void recordsChanged();
    void pendingChanged();
    void errorChanged();
    void loadedChanged();

private:
    void setError(const QString& error);
    void takeSummaries(const QList<RecordSummarizer::Result>& results);
    void setPending(int pending);
    // Writes what is known of the data folder's records to the cache, if anything changed.
    void saveCache();
    bool listsDataFolder() const { return m_folder.isEmpty(); }

    QString m_folder;
    RecordListModel m_rows;
    // What is known of each file read (or found in the cache), by its absolute path; an
    // entry counts only while the file's size and time still match.
    QHash<QString, CachedSummary> m_known;
    bool m_cacheRead = false;
    bool m_cacheDirty = false;
    int m_pending = 0;
    QString m_error;
    QString m_loadedPath;
    QString m_loadedTitle;
    // Last, so it stops (and its thread ends) before the rest goes.
    RecordSummarizer m_summarizer;
};
