#include "records/record_summary_cache.h"

#include "core/bounded_input.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace {

constexpr auto kCacheFormat = "mahjongero-record-summaries";
constexpr int kVersion = 1;
// Generous bounds for the text fields: an entry beyond them was not written by the app.
constexpr qsizetype kMaxName = 4096;
constexpr qsizetype kMaxProblem = 4096;
constexpr qsizetype kMaxRuleset = 256;

bool isInteger(const QJsonValue& value)
{
    // JSON numbers are doubles here: exact integers up to 2^53 only.
    return value.isDouble() && value.toDouble() == static_cast<double>(value.toInteger());
}

// One entry, or nothing when any field is missing, of the wrong type or out of range.
std::optional<std::pair<QString, CachedSummary>> entryFrom(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    const QJsonValue file = o.value(QLatin1String("file")), size = o.value(QLatin1String("size")),
                     modified = o.value(QLatin1String("modified"));
    if (!file.isString() || file.toString().isEmpty() || file.toString().size() > kMaxName ||
        file.toString().contains(QLatin1Char('/')) || !isInteger(size) || size.toInteger() < 0 ||
        !isInteger(modified))
        return std::nullopt;
    CachedSummary entry;
    entry.size = size.toInteger();
    entry.modifiedMs = modified.toInteger();
    if (o.contains(QLatin1String("problem"))) {
        const QJsonValue problem = o.value(QLatin1String("problem"));
        if (!problem.isString() || problem.toString().isEmpty() || problem.toString().size() > kMaxProblem)
            return std::nullopt;
        entry.summary.problem = problem.toString();
        return std::pair{file.toString(), entry};
    }
    const QJsonValue ruleset = o.value(QLatin1String("ruleset")), seed = o.value(QLatin1String("seed")),
                     winner = o.value(QLatin1String("winner")), turns = o.value(QLatin1String("turns")),
                     events = o.value(QLatin1String("events"));
    // The seed is a string: a 64-bit seed does not fit a JSON number exactly.
    bool seedOk = false;
    const quint64 seedValue = seed.toString().toULongLong(&seedOk);
    if (!ruleset.isString() || ruleset.toString().isEmpty() || ruleset.toString().size() > kMaxRuleset ||
        !seed.isString() || !seedOk || !isInteger(winner) || winner.toInteger() < -2 || winner.toInteger() > 63 ||
        !isInteger(turns) || turns.toInteger() < 0 || turns.toInteger() > 1'000'000 || !isInteger(events) ||
        events.toInteger() < 0 || events.toInteger() > 100'000'000)
        return std::nullopt;
    entry.summary.ruleset = ruleset.toString();
    entry.summary.seed = seedValue;
    entry.summary.winner = static_cast<int>(winner.toInteger());
    entry.summary.turns = static_cast<int>(turns.toInteger());
    entry.summary.events = static_cast<int>(events.toInteger());
    return std::pair{file.toString(), entry};
}

} // namespace

SummaryCache readSummaryCache(const QString& path, QString* warning)
{
    const auto say = [&](const QString& why) {
        if (warning)
            *warning = QStringLiteral("%1: %2; the records are read again").arg(path, why);
        return SummaryCache{};
    };
    if (warning)
        warning->clear();
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return {};
    const auto text = mj::readRegularFile(QFile::encodeName(path).toStdString(), kSummaryCacheLimit);
    if (!text)
        return say(QString::fromStdString(text.error()));
    QJsonParseError parseError;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromRawData(text->data(), static_cast<qsizetype>(text->size())), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return say(QStringLiteral("not valid JSON at byte %1 (%2)").arg(parseError.offset).arg(parseError.errorString()));
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QLatin1String("format")).toString() != QLatin1String(kCacheFormat))
        return say(QStringLiteral("not a record summary cache"));
    if (root.value(QLatin1String("version")) != QJsonValue(kVersion))
        return say(QStringLiteral("version %1, not %2").arg(root.value(QLatin1String("version")).toVariant().toString()).arg(kVersion));
    const QJsonValue records = root.value(QLatin1String("records"));
    if (!records.isArray())
        return say(QStringLiteral("field \"records\" is not a list"));
    SummaryCache cache;
    int skipped = 0;
    for (const QJsonValue& value : records.toArray()) {
        if (auto entry = entryFrom(value))
            cache.insert(entry->first, entry->second);
        else
            ++skipped;
    }
    if (skipped > 0 && warning)
        *warning = QStringLiteral("%1: %2 damaged entries skipped; those records are read again").arg(path).arg(skipped);
    return cache;
}

bool writeSummaryCache(const QString& path, const SummaryCache& cache, QString* error)
{
    QJsonArray records;
    // By name, so the same cache is the same file.
    QStringList names = cache.keys();
    names.sort();
    for (const QString& name : names) {
        const CachedSummary& entry = cache[name];
        QJsonObject o{{QStringLiteral("file"), name},
                      {QStringLiteral("size"), entry.size},
                      {QStringLiteral("modified"), entry.modifiedMs}};
        const RecordSummary& s = entry.summary;
        if (!s.readable()) {
            o.insert(QStringLiteral("problem"), s.problem);
        } else {
            o.insert(QStringLiteral("ruleset"), s.ruleset);
            o.insert(QStringLiteral("seed"), QString::number(s.seed));
            o.insert(QStringLiteral("winner"), s.winner);
            o.insert(QStringLiteral("turns"), s.turns);
            o.insert(QStringLiteral("events"), s.events);
        }
        records.append(o);
    }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kCacheFormat)},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("records"), records}};
    const QByteArray text = QJsonDocument(root).toJson(QJsonDocument::Compact);
    // A cache the reader would refuse is not worth writing.
    if (static_cast<std::size_t>(text.size()) > kSummaryCacheLimit) {
        if (error)
            *error = QStringLiteral("%1: not written: it would be %2 bytes; the limit is %3")
                         .arg(path, QString::fromStdString(mj::withThousands(static_cast<std::size_t>(text.size()))),
                              QString::fromStdString(mj::withThousands(kSummaryCacheLimit)));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) < 0 || !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
}
