// Tile faces as image files for Quick 3D textures (`Texture { source: TileFaceFiles.url(kind,
// indexed, cardColours) }`). Quick 3D caches a texture loaded from a file by its path, so the
// tiles, each with its own face material, share one texture per kind; texture data objects
// would upload one each. A card's file depends on the card colours setting
// (card_colours.h), a mahjong face's on the numerals setting. Each face is rendered once (renderTileFace) into a PNG kept in the app's cache
// folder (mjui::cacheDir()/tile-faces), named after a hash of its SVG and of how it is
// rendered, so later starts load it without rendering or writing anything (issue 12,
// start-up), and changed art never shows an old face. Where the cache folder cannot be
// written, a private temporary folder that lives as long as the app is used instead.
#pragma once

#include "media/card_colours.h"

#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class TileFaceFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit TileFaceFiles(QObject* parent = nullptr) : QObject(parent) {}

    // Every face's PNG is this many pixels wide and high (the tiles' 3:4).
    static constexpr int kWidthPx = 256;
    static constexpr int kHeightPx = kWidthPx * 4 / 3;

    // A file URL of the face's PNG (kWidthPx x kHeightPx), or an empty URL for an unknown kind or an
    // unknown card colours id.
    Q_INVOKABLE QUrl url(const QString& kind, bool indexNumerals, const QString& cardColours = mjui::kFourCardColours) const;
};

// The PNG of a face in `folder` (made there if it is not yet): its path, or "" for an
// unknown kind or card colours, or when it can neither be found nor written. The file's
// name holds a hash of the face's SVG as drawn (a card's recoloured), the width and the
// format, so a file once written is never rewritten, and each card colour setting has its
// own files.
QString tileFaceFile(const QString& folder, const QString& kind, bool indexNumerals,
                     const QString& cardColours = mjui::kFourCardColours);
