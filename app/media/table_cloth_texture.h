// The texture of the table itself (issue 14, "tiles that feel real": a felt with visible
// texture, a wooden edge): a small grey pattern made in memory, tiled over the felt or the
// rim and tinted by the material's colour (the felt colour setting), so any felt colour
// keeps its texture. "felt": fine fibres and a soft mottle; "wood": long grain with rings.
// The pattern comes from a fixed seed of its own (no game randomness): every start draws
// the same cloth.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/QQuick3DTextureData>

class TableClothTexture : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT
    // "felt" or "wood"; anything else draws plain white (no texture).
    Q_PROPERTY(QString pattern READ pattern WRITE setPattern NOTIFY patternChanged)

public:
    explicit TableClothTexture(QQuick3DObject* parent = nullptr);
    QString pattern() const { return m_pattern; }
    void setPattern(const QString& pattern);

    // The pattern's pixels (RGBA8, kSize x kSize, tileable): for tests.
    static QByteArray draw(const QString& pattern);
    static constexpr int kSize = 256;

signals:
    void patternChanged();

private:
    QString m_pattern;
};
