#include "records/record_summarizer.h"

#include <QElapsedTimer>
#include <QMetaObject>

namespace {
// How long results wait to be handed over together: often enough that the list fills as
// one watches, seldom enough that the list's updates cost nothing.
constexpr qint64 kBatchMs = 50;
} // namespace

RecordSummarizer::RecordSummarizer(QObject* parent) : QObject(parent) {}

RecordSummarizer::~RecordSummarizer()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void RecordSummarizer::setJobs(const QList<Job>& jobs)
{
    {
        std::lock_guard lock(m_mutex);
        m_jobs.assign(jobs.begin(), jobs.end());
        m_taken.assign(m_jobs.size(), false);
        m_next = 0;
        m_preferred.clear();
        m_indexOf.clear();
        for (std::size_t i = 0; i < m_jobs.size(); ++i)
            m_indexOf.insert(m_jobs[i].path, i);
        if (!m_jobs.empty() && !m_thread.joinable())
            m_thread = std::thread([this] { run(); });
    }
    m_wake.notify_all();
}

void RecordSummarizer::prefer(const QString& path)
{
    std::lock_guard lock(m_mutex);
    const auto found = m_indexOf.constFind(path);
    if (found != m_indexOf.cend() && !m_taken[*found])
        m_preferred.push_back(*found);
}

void RecordSummarizer::run()
{
    QList<Result> batch;
    QElapsedTimer sinceDelivery;
    sinceDelivery.start();
    for (;;) {
        Job job;
        {
            std::unique_lock lock(m_mutex);
            const auto nextIndex = [this]() -> std::optional<std::size_t> {
                while (!m_preferred.empty()) {
                    const std::size_t i = m_preferred.back();
                    m_preferred.pop_back();
                    if (!m_taken[i])
                        return i;
                }
                while (m_next < m_jobs.size() && m_taken[m_next])
                    ++m_next;
                if (m_next < m_jobs.size())
                    return m_next++;
                return std::nullopt;
            };
            auto index = nextIndex();
            if (!index && !batch.isEmpty()) {
                // Nothing more for now: hand over what is done before waiting.
                lock.unlock();
                deliver(std::exchange(batch, {}));
                sinceDelivery.restart();
                lock.lock();
                index = nextIndex();
            }
            while (!index && !m_stop) {
                m_wake.wait(lock);
                index = nextIndex();
            }
            if (m_stop)
                return;
            m_taken[*index] = true;
            job = m_jobs[*index];
        }
        batch.append(Result{job, inspectRecordFile(job.path).summary});
        if (sinceDelivery.elapsed() >= kBatchMs) {
            deliver(std::exchange(batch, {}));
            sinceDelivery.restart();
        }
    }
}

void RecordSummarizer::deliver(QList<Result> batch)
{
    // Queued to this object's thread; dropped if the object is gone by then.
    QMetaObject::invokeMethod(
        this, [this, batch = std::move(batch)] { emit summarized(batch); }, Qt::QueuedConnection);
}
