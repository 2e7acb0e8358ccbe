#include "freetable/free_table_file.h"

#include "startup/data_dir.h"
#include "play/kept_files.h"

#include "core/bounded_input.h"
#include "record/game_log.h"
#include "record/record_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <sstream>

namespace mjui {

namespace {

const QString kActsKey = QStringLiteral("free_table_acts");

} // namespace

QByteArray freeTableText(const mj::GameRecord& record, const std::vector<std::size_t>& actStarts)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    QByteArray text = QByteArray::fromStdString(out.str());
    QByteArray acts = ",\"" + kActsKey.toUtf8() + "\":[";
    for (std::size_t i = 0; i < actStarts.size(); ++i)
        acts += (i ? "," : "") + QByteArray::number(static_cast<qulonglong>(actStarts[i]));
    acts += "]";
    const qsizetype headerEnd = text.indexOf('\n'); // the header is one JSON object ending in '}'
    text.insert(headerEnd - 1, acts);
    return text;
}

namespace {

// The act starts named in the header line; nullopt with the reason when they are malformed.
std::optional<std::vector<std::size_t>> actStartsOf(const QByteArray& headerLine, std::size_t eventCount, QString* why)
{
    const QJsonObject header = QJsonDocument::fromJson(headerLine).object();
    std::vector<std::size_t> out;
    if (!header.contains(kActsKey))
        return out; // a record saved elsewhere: no undo history, the whole of it is the start
    const QJsonValue value = header.value(kActsKey);
    if (!value.isArray()) {
        *why = QStringLiteral("line 1: field \"%1\" must be a list of event numbers").arg(kActsKey);
        return std::nullopt;
    }
    const QJsonArray acts = value.toArray();
    for (qsizetype i = 0; i < acts.size(); ++i) {
        const double n = acts[i].toDouble(-1);
        const bool whole = acts[i].isDouble() && n >= 0 && n == std::floor(n);
        if (!whole || n >= static_cast<double>(eventCount) || (!out.empty() && n <= static_cast<double>(out.back()))) {
            *why = QStringLiteral("line 1: field \"%1\" item %2: expected an event number above the one before and "
                                  "below %3, found %4")
                       .arg(kActsKey)
                       .arg(i + 1)
                       .arg(eventCount)
                       .arg(QString::fromUtf8(QJsonDocument(QJsonArray{acts[i]}).toJson(QJsonDocument::Compact)));
            return std::nullopt;
        }
        out.push_back(static_cast<std::size_t>(n));
    }
    return out;
}

} // namespace

QString freeTablesDir() { return dataDir() + QStringLiteral("/free-tables"); }

QString writeFreeTable(const QString& folder, const mj::GameRecord& record, const std::vector<std::size_t>& actStarts,
                       QString* error)
{
    if (!QDir().mkpath(folder)) {
        *error = QStringLiteral("Cannot create the folder %1 for the record.").arg(folder);
        return {};
    }
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    // A new file each time, never over another (two saves in one second: "-2", "-3", ...).
    const auto written = writeNewFile(
        [&](int n) {
            return n <= 1 ? folder + QStringLiteral("/free-table-%1.jsonl").arg(stamp)
                          : folder + QStringLiteral("/free-table-%1-%2.jsonl").arg(stamp).arg(n);
        },
        freeTableText(record, actStarts));
    if (!written) {
        *error = QStringLiteral("Could not write the record: %1").arg(QString::fromStdString(written.error()));
        return {};
    }
    return *written;
}

std::optional<OpenedFreeTable> readFreeTable(const QString& path, QString* error)
{
    const QString name = QFileInfo(path).fileName();
    // Within the limits of a free table (core/bounded_input.h): a FIFO or a device is
    // refused before a byte is read, so the Open list never blocks or grows without end.
    const auto bytes = mj::readRegularFile(QFile::encodeName(path).toStdString(), mj::limits::freeTable.maxBytes);
    if (!bytes) {
        *error = QStringLiteral("%1: %2").arg(name, QString::fromStdString(bytes.error()));
        return std::nullopt;
    }
    return parseFreeTable(QByteArray::fromStdString(*bytes), name, error);
}

std::optional<OpenedFreeTable> parseFreeTable(const QByteArray& text, const QString& name, QString* error)
{
    // Each line within a free table's limit, before any is parsed: a longer one is refused
    // naming its line and length.
    for (qsizetype start = 0, line = 1; start < text.size(); ++line) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        if (static_cast<std::size_t>(end - start) > mj::limits::freeTable.maxLineBytes) {
            *error = QStringLiteral("%1: line %2 is %3 bytes long; the limit is %4")
                         .arg(name)
                         .arg(line)
                         .arg(QString::fromStdString(mj::withThousands(static_cast<std::size_t>(end - start))),
                              QString::fromStdString(mj::withThousands(mj::limits::freeTable.maxLineBytes)));
            return std::nullopt;
        }
        start = end + 1;
    }
    std::istringstream in(text.toStdString());
    const auto read = mj::readRecord(in, mj::limits::freeTable);
    if (!read) {
        *error = QStringLiteral("%1: %2").arg(name, QString::fromStdString(read.error()));
        return std::nullopt;
    }
    if (read->record.header.game) {
        *error = QStringLiteral("%1: a game's record, not a free table; watch it in Records…").arg(name);
        return std::nullopt;
    }
    if (const auto replayed = mj::replay(read->record, read->eventLines); !replayed) {
        *error = QStringLiteral("%1: %2").arg(name, QString::fromStdString(replayed.error()));
        return std::nullopt;
    }
    // The header is the first line that is not blank (readRecord skips blank ones too).
    QByteArray headerLine;
    for (const QByteArray& line : text.split('\n'))
        if (!line.trimmed().isEmpty()) {
            headerLine = line;
            break;
        }
    QString why;
    auto acts = actStartsOf(headerLine, read->record.events.size(), &why);
    if (!acts) {
        *error = QStringLiteral("%1: %2").arg(name, why);
        return std::nullopt;
    }
    // Opened here, it is a free table from now on, whatever record it was (a ritual's record
    // can be played on): saved again, it says so, and reads back the same.
    mj::GameRecord record = read->record;
    record.header.freeTable = true;
    return OpenedFreeTable{std::move(record), std::move(*acts)};
}

QList<FreeTableFile> listFreeTables(const QString& folder)
{
    QList<FreeTableFile> out;
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("*.jsonl")}, QDir::Files | QDir::Hidden | QDir::System, QDir::Time);
    for (const QFileInfo& info : files) {
        FreeTableFile entry;
        entry.path = info.absoluteFilePath();
        entry.name = info.fileName();
        entry.modified = info.lastModified();
        QString error;
        if (const auto opened = readFreeTable(entry.path, &error)) {
            entry.events = static_cast<int>(opened->record.events.size());
            entry.acts = static_cast<int>(opened->actStarts.size());
        } else {
            entry.error = error;
        }
        out << entry;
    }
    return out;
}

} // namespace mjui
