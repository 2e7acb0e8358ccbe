// Teaching text for the tiles (seed 000, "The Tiles" and its mnemonics for the nine Chinese
// numerals of the character suit; seed 001, "Beauty", for the dragons' table names): the
// mnemonic for each numeral 一..九 and a name for each of the 42 kinds (English, with the
// Filipino table name where the seeds give one: berde, dagger, window/mirror).
//
// The text lives in resources/teaching/tiles.json (compiled in as ":/teaching/tiles.json"),
// paraphrased from the seed. Unknown input gives an empty string, never a crash.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The mnemonic for the Chinese numeral of `rank` (1..9), e.g. 4: "四 looks like a square...".
QString numeralMnemonic(int rank);

// The teaching name of a kind in notation, e.g. "1s" -> "1 stick (bird)"; empty if unknown.
QString tileName(const QString& kind);

// The same for QML: `TileInfo.name("7z")`, `TileInfo.mnemonic("4m")`.
class TileInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit TileInfo(QObject* parent = nullptr);

    // The numeral mnemonic of a character tile (1m..9m); empty for any other kind.
    Q_INVOKABLE QString mnemonic(const QString& kind) const;
    // The teaching name of any of the 42 kinds; empty if unknown.
    Q_INVOKABLE QString name(const QString& kind) const;
};
