// The rows of the Records… list as a model for its ListView (issue 12, "Start-up grows with
// the records"): a row is listed from the folder alone (file name, date) and shows what the
// record says once its summary is known, so the list appears at once and fills in; only the
// rows on screen make delegates, and a summary that arrives changes its row alone.
//
// Roles, as the ListView's delegates name them: path, fileName, date ("2026-11-21 15:40"),
// summarized (false while the record is still being read), readable (true once read and
// replayed without a problem), problem (the reader's message when not readable), ruleset,
// seed, game (0 when the name has none), winner (-1 none, -2 unfinished), result (words:
// "Seat 2 won", "No winner", "Unfinished", "Unreadable"; empty while being read), turns,
// events.
#pragma once

#include "records/record_summary.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QHash>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

struct RecordRow {
    QString path;
    QString fileName;
    QDateTime modified;
    // `modified` in milliseconds since the epoch: what sorting and the cache compare (a
    // local QDateTime converts through the time zone on every comparison, seconds for
    // 10,000 files).
    qint64 modifiedMs = 0;
    qint64 size = 0;
    std::optional<RecordSummary> summary; // none while being read
};

class RecordListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ANONYMOUS
public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        FileNameRole,
        DateRole,
        SummarizedRole,
        ReadableRole,
        ProblemRole,
        RulesetRole,
        SeedRole,
        GameRole,
        WinnerRole,
        ResultRole,
        TurnsRole,
        EventsRole,
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setRows(std::vector<RecordRow> rows);
    const std::vector<RecordRow>& rows() const { return m_rows; }
    // The row of `path`, or -1.
    int rowOf(const QString& path) const { return m_rowOf.value(path, -1); }
    void setSummary(int row, const RecordSummary& summary);
    // Every role of row `row` as a map, keyed by the role names.
    QVariantMap rowMap(int row) const;

private:
    std::vector<RecordRow> m_rows;
    QHash<QString, int> m_rowOf;
};
