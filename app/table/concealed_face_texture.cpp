#include "table/concealed_face_texture.h"

#include "table/tile_geometry.h"

#include <QSize>

ConcealedFaceTexture::ConcealedFaceTexture(QQuick3DObject* parent) : QQuick3DTextureData(parent)
{
    setSize(QSize(kSize, kSize));
    setFormat(QQuick3DTextureData::RGBA8);
    setHasTransparency(false);
    setTextureData(draw(m_colour));
}

void ConcealedFaceTexture::setColour(const QColor& colour)
{
    if (!colour.isValid() || colour == m_colour)
        return;
    m_colour = colour;
    setTextureData(draw(m_colour));
    emit colourChanged();
}

QByteArray ConcealedFaceTexture::draw(const QColor& colour)
{
    const QColor art = QColor::fromRgb(TileGeometry::kArtBackground);
    QByteArray pixels(kSize * kSize * 4, Qt::Uninitialized);
    auto* p = reinterpret_cast<unsigned char*>(pixels.data());
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x, p += 4) {
            // All four corners, whichever way up the texture is sampled.
            const bool corner = (x < kCorner || x >= kSize - kCorner) && (y < kCorner || y >= kSize - kCorner);
            const QColor& c = corner ? art : colour;
            p[0] = static_cast<unsigned char>(c.red());
            p[1] = static_cast<unsigned char>(c.green());
            p[2] = static_cast<unsigned char>(c.blue());
            p[3] = 255;
        }
    return pixels;
}
