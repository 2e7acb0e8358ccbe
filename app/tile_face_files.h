// Tile faces as image files for Quick 3D textures (`Texture { source: TileFaceFiles.url(kind,
// indexed) }`). Quick 3D caches a texture loaded from a file by its path, so the 144 tiles,
// each with its own face material, share 42 textures; texture data objects would upload
// one each. Each face is rendered once (renderTileFace) into a PNG in a private temporary
// folder that lives as long as the app.
#pragma once

#include <QObject>
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
