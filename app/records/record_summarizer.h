// Reads and checks record files in the background for the Records… list (issue 12, "Start-up
// grows with the records": "load each record's summary on demand or in the background"), so
// neither start-up nor opening the list waits for thousands of replays.
//
// One worker thread, started when there is first something to read and stopped with the
// object. It takes the files in the order given (the list's, newest first), except that a
// file the list asks for (prefer: a row scrolled into view) goes next, the latest asked
// first. Results come back on the owner's thread in batches (every 50 ms or so), each with
// the size and time the file had when it was listed, so the owner can tell a stale one.
#pragma once

#include "records/record_summary.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

class RecordSummarizer : public QObject {
    Q_OBJECT
public:
    struct Job {
        QString path;
        qint64 size = 0;
        QDateTime modified;
    };
    struct Result {
        Job job;
        RecordSummary summary;
    };

    explicit RecordSummarizer(QObject* parent = nullptr);
    // Waits for the file being read, if any, and drops the rest.
    ~RecordSummarizer() override;

    // Replaces whatever was still to be read with `jobs`, read in this order.
    void setJobs(const QList<Job>& jobs);
    // Reads the job for `path` next (if it is still to be read).
    void prefer(const QString& path);

signals:
    void summarized(const QList<RecordSummarizer::Result>& results);

private:
    void run();
    // Hands the finished batch to the owner's thread.
    void deliver(QList<Result> batch);

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::vector<Job> m_jobs;
    std::vector<bool> m_taken;
    std::size_t m_next = 0;          // the first job in order not yet taken (or later)
    std::vector<std::size_t> m_preferred; // indices, the latest asked last
    QHash<QString, std::size_t> m_indexOf;
    bool m_stop = false;
    std::thread m_thread;
};
