// Tile faces as image files for Quick 3D textures (`Texture { source: TileFaceFiles.url(kind,
// indexed) }`). Quick 3D caches a texture loaded from a file by its path, so the 144 tiles,
// each with its own face material, share 42 textures; texture data objects would upload
// one each. Each face is rendered once (renderTileFace) into a PNG kept in the app's cache
// folder (mjui::cacheDir()/tile-faces), named after a hash of its SVG and of how it is
// rendered, so later starts load it without rendering or writing anything (issue 12,
// start-up), and changed art never shows an old face. Where the cache folder cannot be
// written, a private temporary folder that lives as long as the app is used instead.
#pragma once

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

    // A file URL of the face's PNG (256 px wide), or an empty URL for an unknown kind.
    Q_INVOKABLE QUrl url(const QString& kind, bool indexNumerals) const;
};

// The PNG of a face in `folder` (made there if it is not yet): its path, or "" for an
// unknown kind or when it can neither be found nor written. The file's name holds a hash
// of the face's SVG, the width and the format, so a file once written is never rewritten.
QString tileFaceFile(const QString& folder, const QString& kind, bool indexNumerals);
