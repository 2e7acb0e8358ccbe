#include "solitaire/solitaire_save.h"

#include "startup/data_dir.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mjui {

namespace {
constexpr auto kSaveFormat = "mahjongero-solitaire-game";
// More moves than any deal needs to be won many times over: a file claiming more is not one.
constexpr int kMaxMoves = 10'000;
constexpr int kMaxSavedCount = 100'000'000;
} // namespace

QString solitaireSavePath() { return QDir(dataDir()).filePath(QStringLiteral("current-solitaire.json")); }

QByteArray solitaireSaveJson(const SolitaireSave& save)
{
    const QJsonObject root{{"format", kSaveFormat},
                           {"version", SolitaireSave::kVersion},
                           {"deal", QString::number(save.deal)},
                           {"automatic_moves", save.automaticMoves},
                           {"moves", QJsonArray::fromStringList(save.moves)},
                           {"done", save.done},
                           {"seconds", save.seconds},
                           {"hints", save.hints},
                           {"undos", save.undos},
                           {"counted", save.counted},
                           {"won_counted", save.wonCounted}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact) + '\n';
}

mj::Expected<SolitaireSave> parseSolitaireSave(const QByteArray& bytes, const QString& source)
{
    auto fail = [&](const QString& what) { return mj::failure((source + QStringLiteral(": ") + what).toStdString()); };
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(QStringLiteral("line %1: %2").arg(bytes.left(error.offset).count('\n') + 1).arg(error.errorString()));
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const QJsonObject root = doc.object();
    if (root.value("format").toString() != QLatin1String(kSaveFormat))
        return fail(QStringLiteral("\"format\" is not \"%1\"").arg(QLatin1String(kSaveFormat)));
    const int version = root.value("version").toInt(-1);
    if (version < 1)
        return fail(QStringLiteral("\"version\" is missing or not a positive number"));
    if (version > SolitaireSave::kVersion)
        return fail(QStringLiteral("written by a newer version (%1) of the app").arg(version));

    SolitaireSave save;
    bool ok = false;
    save.deal = root.value("deal").toString().toULongLong(&ok);
    if (!ok || save.deal == 0)
        return fail(QStringLiteral("\"deal\" is not a deal number (as text, from 1)"));
    save.automaticMoves = root.value("automatic_moves").toBool(false);
    const QJsonValue moves = root.value("moves");
    if (!moves.isArray() || moves.toArray().size() > kMaxMoves)
        return fail(QStringLiteral("\"moves\" is not a list of at most %1 moves").arg(kMaxMoves));
    int i = 0;
    for (const QJsonValue& m : moves.toArray()) {
        if (!m.isString() || m.toString().size() > 16)
            return fail(QStringLiteral("move %1 is not a move's text (\"r3>r5\")").arg(i + 1));
        save.moves << m.toString();
        ++i;
    }
    auto count = [&](const char* key, int limit, int& out) {
        const QJsonValue v = root.value(QLatin1String(key));
        if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 0 || v.toInt() > limit)
            return false;
        out = v.toInt();
        return true;
    };
    if (!count("done", int(save.moves.size()), save.done))
        return fail(QStringLiteral("\"done\" is not a count of the moves made (0 to %1)").arg(save.moves.size()));
    for (auto [key, out] : {std::pair{"seconds", &save.seconds}, {"hints", &save.hints}, {"undos", &save.undos}})
        if (!count(key, kMaxSavedCount, *out))
            return fail(QStringLiteral("\"%1\" is not a count (a whole number from 0)").arg(QLatin1String(key)));
    save.counted = root.value("counted").toBool(false);
    save.wonCounted = root.value("won_counted").toBool(false);
    return save;
}

} // namespace mjui
