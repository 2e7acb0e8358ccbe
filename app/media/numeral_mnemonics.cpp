// Teaching text for the tiles, read once from ":/teaching/tiles.json" (numeral_mnemonics.h).
#include "media/numeral_mnemonics.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

struct TeachingText {
    QHash<int, QString> mnemonics;
    QHash<QString, QString> names;
};

const TeachingText& teachingText()
{
    static const TeachingText text = [] {
        TeachingText t;
        QFile file(QStringLiteral(":/teaching/tiles.json"));
        if (!file.open(QIODevice::ReadOnly))
            return t;
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonObject mnemonics = root.value(QStringLiteral("numeralMnemonics")).toObject();
        for (auto it = mnemonics.begin(); it != mnemonics.end(); ++it)
            t.mnemonics.insert(it.key().toInt(), it.value().toString());
        const QJsonObject names = root.value(QStringLiteral("names")).toObject();
        for (auto it = names.begin(); it != names.end(); ++it)
            t.names.insert(it.key(), it.value().toString());
        return t;
    }();
    return text;
}

} // namespace

QString numeralMnemonic(int rank) { return teachingText().mnemonics.value(rank); }

QString tileName(const QString& kind) { return teachingText().names.value(kind); }

TileInfo::TileInfo(QObject* parent)
    : QObject(parent)
{
}

QString TileInfo::mnemonic(const QString& kind) const
{
    if (kind.size() != 2 || kind[1] != u'm' || !kind[0].isDigit())
        return {};
    return numeralMnemonic(kind[0].digitValue());
}

QString TileInfo::name(const QString& kind) const { return tileName(kind); }
