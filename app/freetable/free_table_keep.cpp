// Keeping free tables (free_table.h): saving the session's record with where each act
// begins, listing the saved ones, and opening one again with its acts to undo. The files
// themselves are free_table_file.h's.
#include "freetable/free_table.h"

#include "freetable/free_table_file.h"
#include "startup/data_dir.h"

#include <QFileInfo>
#include <QScopedValueRollback>
#include <QVariantMap>

// ---- keeping it --------------------------------------------------------------------------

QString FreeTable::saveRecord()
{
    if (!m_history) {
        refuse(QStringLiteral("Start the free table first."));
        return {};
    }
    QString error;
    const QString path = mjui::writeFreeTable(mjui::freeTablesDir(), m_history->record(), m_history->actStarts(), &error);
    if (path.isEmpty()) {
        refuse(error);
        return {};
    }
    m_message = QStringLiteral("Saved the record as %1").arg(path);
    m_refused = false;
    emit changed();
    return path;
}

QVariantList FreeTable::savedTables() const
{
    QVariantList out;
    for (const mjui::FreeTableFile& f : mjui::listFreeTables(mjui::freeTablesDir()))
        out << QVariantMap{{QStringLiteral("path"), f.path},
                           {QStringLiteral("name"), f.name},
                           {QStringLiteral("modified"), f.modified.toString(QStringLiteral("yyyy-MM-dd hh:mm:ss"))},
                           {QStringLiteral("events"), f.events},
                           {QStringLiteral("acts"), f.acts},
                           {QStringLiteral("error"), f.error}};
    return out;
}

bool FreeTable::openRecord(const QString& path)
{
    if (!m_model)
        return refuse(QStringLiteral("The free table needs a table to show it on."));
    QString error;
    auto opened = mjui::readFreeTable(path, &error);
    if (!opened)
        return refuse(QStringLiteral("Cannot open %1").arg(error));
    if (m_model->record().header.game) {
        const QScopedValueRollback showing(m_showing, true);
        m_model->showRitual(); // leave a game's table first, as start() does
    }
    auto history = mjui::FreeHistory::reopen(opened->record, std::move(opened->actStarts));
    if (!history) // replayed already; a refusal here is still no crash
        return refuse(QStringLiteral("Cannot open %1: %2").arg(path, QString::fromStdString(history.error())));
    m_history = std::make_unique<mjui::FreeHistory>(std::move(history).value());
    // Dice rolled from here on: the seed's free-table stream, moved on by the events so far,
    // so a reopened table does not roll the same dice again.
    m_rng = std::make_unique<mj::Rng>(m_history->record().header.seed ^ 0x9e3779b97f4a7c15ull ^
                                      (0xbf58476d1ce4e5b9ull * (m_history->record().events.size() + 1)));
    m_model->setCaption(QStringLiteral("Free table"));
    m_message = QStringLiteral("Opened %1: %2 acts to undo.").arg(QFileInfo(path).fileName()).arg(m_history->actStarts().size());
    m_refused = false;
    show(false);
    return true;
}

