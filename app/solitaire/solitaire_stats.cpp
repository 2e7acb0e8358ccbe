#include "solitaire/solitaire_stats.h"

#include "play/kept_files.h"
#include "startup/data_dir.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace mjui {

namespace {
constexpr auto kStatsFormat = "mahjongero-solitaire-stats";
constexpr int kMaxStatsCount = 100'000'000;
} // namespace

void SolitaireStats::addWin(int seconds, std::uint64_t deal, int moves, bool clean)
{
    ++won;
    if (clean)
        ++wonClean;
    best.push_back({seconds, deal, moves});
    std::stable_sort(best.begin(), best.end(), [](const Best& a, const Best& b) { return a.seconds < b.seconds; });
    if (best.size() > kBestKept)
        best.resize(kBestKept);
}

QString solitaireStatsPath() { return QDir(dataDir()).filePath(QStringLiteral("solitaire-stats.json")); }

QByteArray solitaireStatsJson(const SolitaireStats& stats)
{
    QJsonArray best;
    for (const auto& b : stats.best)
        best.append(QJsonObject{{"seconds", b.seconds}, {"deal", QString::number(b.deal)}, {"moves", b.moves}});
    const QJsonObject root{{"format", kStatsFormat},    {"version", SolitaireStats::kVersion},
                           {"played", stats.played},      {"won", stats.won},
                           {"won_clean", stats.wonClean}, {"best", best},
                           {"automatic_moves", stats.automaticMoves}};
    return QJsonDocument(root).toJson();
}

mj::Expected<SolitaireStats> parseSolitaireStats(const QByteArray& bytes, const QString& source)
{
    auto fail = [&](const QString& what) { return mj::failure((source + QStringLiteral(": ") + what).toStdString()); };
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = int(bytes.left(error.offset).count('\n')) + 1;
        return fail(QStringLiteral("line %1: %2").arg(line).arg(error.errorString()));
    }
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const QJsonObject root = doc.object();
    if (root.value("format").toString() != QLatin1String(kStatsFormat))
        return fail(QStringLiteral("\"format\" is not \"%1\"").arg(QLatin1String(kStatsFormat)));
    if (!root.value("version").isDouble() || root.value("version").toInt() < 1)
        return fail(QStringLiteral("\"version\" is missing or not a positive number"));
    if (root.value("version").toInt() > SolitaireStats::kVersion)
        return fail(QStringLiteral("written by a newer version (%1) of the app").arg(root.value("version").toInt()));

    SolitaireStats stats;
    auto count = [&](const char* key, int& out) -> bool {
        const QJsonValue v = root.value(QLatin1String(key));
        if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 0 || v.toInt() > kMaxStatsCount)
            return false;
        out = v.toInt();
        return true;
    };
    for (auto [key, out] : {std::pair{"played", &stats.played}, {"won", &stats.won}, {"won_clean", &stats.wonClean}})
        if (!count(key, *out))
            return fail(QStringLiteral("\"%1\" is not a count (a whole number from 0)").arg(QLatin1String(key)));
    if (stats.won > stats.played || stats.wonClean > stats.won)
        return fail(QStringLiteral("more deals won than played, or won cleanly than won"));
    const QJsonValue best = root.value("best");
    if (!best.isArray() || best.toArray().size() > int(SolitaireStats::kBestKept))
        return fail(QStringLiteral("\"best\" is not a list of at most %1 times").arg(SolitaireStats::kBestKept));
    int i = 0;
    for (const QJsonValue& v : best.toArray()) {
        const QJsonObject o = v.toObject();
        bool dealOk = false;
        const std::uint64_t deal = o.value("deal").toString().toULongLong(&dealOk);
        const int seconds = o.value("seconds").toInt(-1), moves = o.value("moves").toInt(-1);
        if (!v.isObject() || !dealOk || seconds < 0 || moves < 0)
            return fail(QStringLiteral("\"best\" entry %1 needs \"seconds\", \"deal\" (as text) and \"moves\"").arg(i + 1));
        stats.best.push_back({seconds, deal, moves});
        ++i;
    }
    stats.automaticMoves = root.value("automatic_moves").toBool(false);
    return stats;
}

LoadedStats loadSolitaireStats(const QString& path)
{
    LoadedStats loaded;
    QFile file(path);
    if (!file.exists())
        return loaded;
    if (!file.open(QIODevice::ReadOnly)) {
        loaded.problem = QStringLiteral("%1 could not be opened: %2").arg(path, file.errorString());
        loaded.writable = false;
        return loaded;
    }
    const QByteArray bytes = file.read(1 << 20);
    file.close();
    auto parsed = parseSolitaireStats(bytes, path);
    if (parsed) {
        loaded.stats = *parsed;
        return loaded;
    }
    const QString why = QString::fromStdString(parsed.error());
    if (why.contains(QStringLiteral("newer version"))) {
        loaded.problem = why + QStringLiteral(" (left as it is; this game's results are not kept)");
        loaded.writable = false;
        return loaded;
    }
    const auto aside = keepAside(path, path + QStringLiteral(".bad"));
    loaded.problem = aside ? why + QStringLiteral(" (kept as %1; counting starts again)").arg(*aside)
                           : why + QStringLiteral(" (could not be kept aside: %1)").arg(QString::fromStdString(aside.error()));
    loaded.writable = bool(aside);
    return loaded;
}

mj::Status saveSolitaireStats(const QString& path, const SolitaireStats& stats)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return mj::failure((path + QStringLiteral(": ") + file.errorString()).toStdString());
    file.write(solitaireStatsJson(stats));
    if (!file.commit())
        return mj::failure((path + QStringLiteral(": ") + file.errorString()).toStdString());
    return mj::success();
}

} // namespace mjui
