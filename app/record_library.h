// The finished games' records for the replay viewer (issue 5, "Never lose a game":
// "finished games are kept as records; a replay viewer steps forward and back through any
// of them"). Lists the `.jsonl` records of a folder (by default the data folder's
// records/, data_dir.h), newest first, with what each one's own text says: ruleset,
// seed, game number (from a "game-N" or "gameN" file name, as the CLI's `simulate --record`
// and the app name them), winner and turns; and loads one, or any record file, onto a TableModel.
//
// Every record is read and replayed through the engine's own checks (readRecord, then
// replayGame for a game record or replay for a ritual), so a malformed, truncated or
// edited record is listed as unreadable with the reader's message ("line 7: field ..."),
// never crashes (convention 4), and the other records still list. Loading refuses such a
// file with the same message in `error`; the table keeps what it showed.
#pragma once

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class TableModel;
Q_MOC_INCLUDE("table_model.h")

class RecordLibrary : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The folder listed; empty means the data folder's records/ (MAHJONGERO_DATA_DIR
    // moves it for tests). Setting it lists it again.
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged)
    // One map per record, newest first: path, fileName, date ("2026-11-21 15:40"),
    // ruleset, seed, game (0 when the name has none), winner (-1 none, -2 unfinished),
    // result (words: "Seat 2 won", "No winner", "Unfinished"), turns, events,
    // readable, problem (the reader's message when not readable).
    Q_PROPERTY(QVariantList records READ records NOTIFY recordsChanged)
    Q_PROPERTY(int count READ count NOTIFY recordsChanged)
    // Why the last load failed (file and line), empty after a success.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The record now shown by the last successful load: its file and a caption.
    Q_PROPERTY(QString loadedPath READ loadedPath NOTIFY loadedChanged)
    Q_PROPERTY(QString loadedTitle READ loadedTitle NOTIFY loadedChanged)

public:
    explicit RecordLibrary(QObject* parent = nullptr);

    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);
    QVariantList records() const { return m_records; }
    int count() const { return static_cast<int>(m_records.size()); }
    QString error() const { return m_error; }
    QString loadedPath() const { return m_loadedPath; }
    QString loadedTitle() const { return m_loadedTitle; }

    // Reads the folder again.
    Q_INVOKABLE void refresh();
    // Shows the record at `path` (a file path or a file:// URL) on `model` from its first
    // event. False, with `error` set, when the file cannot be read or is not a valid record.
    Q_INVOKABLE bool load(const QString& path, TableModel* model);

    // A line for the event now shown on `model` (step 1..stepCount): a player's decision as
    // "Seat 2: pung 5p" (its narration is the events that follow it), any other event by
    // its name; empty at step 0.
    Q_INVOKABLE QString eventSummary(TableModel* model, int step) const;

signals:
    void folderChanged();
    void recordsChanged();
    void errorChanged();
    void loadedChanged();

private:
    void setError(const QString& error);
    // Each file's row as last read, with the file's time and size: a file is read and
    // replayed again only when it changed (a few ms each; the list is read on every opening).
    struct Listed {
        QDateTime modified;
        qint64 size = 0;
        QVariantMap row;
    };
    QHash<QString, Listed> m_listed;
    QString m_folder;
    QVariantList m_records;
    QString m_error;
    QString m_loadedPath;
    QString m_loadedTitle;
};
