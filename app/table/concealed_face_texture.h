// What a concealed tile shows on its face (hot-seat: a hand nobody at the screen may see;
// the solitaire's face-down winds): the back's colour. A tile is drawn in one draw with its
// face's texture (tile_geometry.h), so hiding the face means another texture, not another
// material: this one, the back colour all over except the corners, which hold the tile
// art's background (TileGeometry::kArtBackground) like every face, so the ivory body and the
// back layer, which sample a corner, keep their colours. The corners lie outside the face's
// rounded outline, so they never show on the face itself.
#pragma once

#include <QColor>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/QQuick3DTextureData>

class ConcealedFaceTexture : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QColor colour READ colour WRITE setColour NOTIFY colourChanged)

public:
    explicit ConcealedFaceTexture(QQuick3DObject* parent = nullptr);
    QColor colour() const { return m_colour; }
    void setColour(const QColor& colour);

    // The pixels (RGBA8, kSize x kSize): for tests.
    static QByteArray draw(const QColor& colour);
    static constexpr int kSize = 64;
    // The corner squares' side in pixels: they cover the UVs up to kCorner / kSize (0.03),
    // beyond TileGeometry::kPlainU and kPlainV and inside the face's rounded corner.
    static constexpr int kCorner = 2;

signals:
    void colourChanged();

private:
    QColor m_colour{0x2f, 0x62, 0xa8};
};
