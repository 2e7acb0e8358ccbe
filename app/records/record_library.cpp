#include "records/record_library.h"

#include "startup/data_dir.h"
#include "table/table_model.h"
#include "text/event_title.h"
#include "text/ruleset_title.h"

#include "record/game_log.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QtDebug>

#include <algorithm>

namespace {

QString localPath(const QString& pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

bool matches(const CachedSummary& known, const RecordRow& row)
{
    return known.size == row.size && known.modifiedMs == row.modifiedMs;
}

} // namespace

RecordLibrary::RecordLibrary(QObject* parent) : QObject(parent)
{
    connect(&m_summarizer, &RecordSummarizer::summarized, this, &RecordLibrary::takeSummaries);
}

RecordLibrary::~RecordLibrary() { saveCache(); }

QString RecordLibrary::summaryCachePath() { return mjui::dataDir() + QStringLiteral("/record-summaries.json"); }

void RecordLibrary::setFolder(const QString& folder)
{
    if (folder == m_folder)
        return;
    saveCache();
    m_folder = folder;
    emit folderChanged();
    refresh();
}

QVariantList RecordLibrary::records() const
{
    QVariantList list;
    list.reserve(count());
    for (int row = 0; row < count(); ++row)
        list.append(m_rows.rowMap(row));
    return list;
}

void RecordLibrary::refresh()
{
    const QString folder = listsDataFolder() ? mjui::recordsDir() : localPath(m_folder);
    if (listsDataFolder() && !m_cacheRead) {
        m_cacheRead = true;
        QString warning;
        const SummaryCache cache = readSummaryCache(summaryCachePath(), &warning);
        if (!warning.isEmpty()) {
            qWarning().noquote() << "mahjongero:" << warning;
            m_cacheDirty = true; // written anew once the records are read
        }
        const QDir dir(folder);
        for (auto it = cache.cbegin(); it != cache.cend(); ++it)
            m_known.insert(dir.absoluteFilePath(it.key()), it.value());
    }
    // System: FIFOs, sockets, devices and broken links are listed too, as unreadable with
    // the reason, rather than left out without a word.
    QFileInfoList files = QDir(folder).entryInfoList({QStringLiteral("*.jsonl")}, QDir::Files | QDir::System);
    std::vector<RecordRow> rows;
    rows.reserve(static_cast<std::size_t>(files.size()));
    for (const QFileInfo& file : files) {
        const QDateTime modified = file.lastModified();
        rows.push_back(RecordRow{file.absoluteFilePath(), file.fileName(), modified, modified.toMSecsSinceEpoch(), file.size(), {}});
    }
    // Newest first; the name breaks ties so the order is the same on every listing.
    std::sort(rows.begin(), rows.end(), [](const RecordRow& a, const RecordRow& b) {
        if (a.modifiedMs != b.modifiedMs)
            return a.modifiedMs > b.modifiedMs;
        return a.fileName > b.fileName;
    });
    QList<RecordSummarizer::Job> jobs;
    for (RecordRow& row : rows) {
        if (const auto known = m_known.constFind(row.path); known != m_known.cend() && matches(*known, row))
            row.summary = known->summary;
        else
            jobs.append({row.path, row.size, row.modified});
    }
    m_rows.setRows(std::move(rows));
    m_summarizer.setJobs(jobs);
    setPending(static_cast<int>(jobs.size()));
    emit recordsChanged();
}

void RecordLibrary::summarizeFirst(int row)
{
    if (row >= 0 && row < count() && !m_rows.rows()[static_cast<std::size_t>(row)].summary)
        m_summarizer.prefer(m_rows.rows()[static_cast<std::size_t>(row)].path);
}

void RecordLibrary::takeSummaries(const QList<RecordSummarizer::Result>& results)
{
    int taken = 0;
    for (const RecordSummarizer::Result& result : results) {
        const CachedSummary known{result.job.size, result.job.modified.toMSecsSinceEpoch(), result.summary};
        m_known.insert(result.job.path, known);
        m_cacheDirty = true;
        // Only onto the row listed with the same file (not one listed again since).
        const int row = m_rows.rowOf(result.job.path);
        if (row < 0)
            continue;
        const RecordRow& listed = m_rows.rows()[static_cast<std::size_t>(row)];
        if (listed.summary || !matches(known, listed))
            continue;
        m_rows.setSummary(row, result.summary);
        ++taken;
    }
    setPending(m_pending - taken);
    if (m_pending == 0 && taken > 0) {
        saveCache();
        emit recordsChanged();
    }
}

void RecordLibrary::setPending(int pending)
{
    pending = std::max(pending, 0);
    if (pending == m_pending)
        return;
    m_pending = pending;
    emit pendingChanged();
}

void RecordLibrary::saveCache()
{
    if (!m_cacheDirty || !listsDataFolder() || !m_cacheRead)
        return;
    // The rows listed now and known: a file gone is forgotten.
    SummaryCache cache;
    for (const RecordRow& row : m_rows.rows())
        if (row.summary)
            cache.insert(row.fileName, CachedSummary{row.size, row.modifiedMs, *row.summary});
    QString error;
    if (!writeSummaryCache(summaryCachePath(), cache, &error))
        qWarning().noquote() << "mahjongero:" << error;
    m_cacheDirty = false;
}

bool RecordLibrary::load(const QString& path, TableModel* model)
{
    if (!model) {
        setError(QStringLiteral("No table to show the record on"));
        return false;
    }
    const QString file = localPath(path);
    const QFileInfo info(file);
    if (file.isEmpty() || (!info.exists() && !info.isSymLink())) {
        setError(QStringLiteral("%1: no such file").arg(file.isEmpty() ? QStringLiteral("(no file chosen)") : file));
        return false;
    }
    InspectedRecord inspected = inspectRecordFile(file);
    if (!inspected.summary.readable()) {
        setError(inspected.summary.problem);
        return false;
    }
    const RecordSummary& summary = inspected.summary;
    const int game = recordGameNumber(info.fileName());
    // The deal number, as Play and Learn call it (the record's seed).
    QString title = QStringLiteral("Replay: %1%2, deal %3")
                        .arg(rulesetTitle(summary.ruleset), game > 0 ? QStringLiteral(" game %1").arg(game) : QString())
                        .arg(summary.seed);
    if (inspected.record.header.game)
        title += QStringLiteral(" · ") + recordResultText(summary.winner);
    model->loadRecord(std::move(inspected.record));
    model->setCaption(title);
    setError({});
    m_loadedPath = info.absoluteFilePath();
    m_loadedTitle = title;
    emit loadedChanged();
    return true;
}

QString RecordLibrary::eventSummary(TableModel* model, int step) const
{
    if (!model || step < 1 || step > model->stepCount())
        return {};
    const mj::GameRecord& record = model->record();
    const mj::Event& event = record.events[static_cast<std::size_t>(step - 1)];
    const auto* decision = std::get_if<mj::ActionEvent>(&event);
    if (!decision)
        return eventTitle(QString::fromStdString(mj::eventName(event)));
    return decisionText(decision->action, *record.header.tileSet);
}

void RecordLibrary::setError(const QString& error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}
