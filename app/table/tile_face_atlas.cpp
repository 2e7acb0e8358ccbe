#include "table/tile_face_atlas.h"

#include "table/concealed_face_texture.h"
#include "table/tile_geometry.h"

#include <QMetaObject>
#include <QSize>
#include <cstring>

namespace {
constexpr int kBytesPerPixel = 4;
constexpr int kRowBytes = TileFaceAtlas::kColumns * TileFaceAtlas::kCellWidth * kBytesPerPixel;
constexpr qsizetype kCellRowBytes = qsizetype(kRowBytes) * TileFaceAtlas::kCellHeight;
} // namespace

TileFaceAtlas::TileFaceAtlas(QQuick3DObject* parent) : QQuick3DTextureData(parent)
{
    setFormat(QQuick3DTextureData::RGBA8);
    setHasTransparency(false);
    drawConcealed();
    commit();
}

void TileFaceAtlas::setBackColour(const QColor& colour)
{
    if (!colour.isValid() || colour == m_backColour)
        return;
    m_backColour = colour;
    drawConcealed();
    scheduleCommit();
    emit backColourChanged();
}

QVector2D TileFaceAtlas::cellUv() const
{
    return {1.0f / kColumns, m_uploadedRows > 0 ? 1.0f / static_cast<float>(m_uploadedRows) : 1.0f};
}

int TileFaceAtlas::cellOf(const QString& kind, bool indexNumerals, const QString& cardColours)
{
    if (kind.isEmpty())
        return kConcealedCell;
    // The key names what decides the art, as TileFaceFiles' own does.
    const QString key = (indexNumerals ? QStringLiteral("i/") : QStringLiteral("p/")) + cardColours + u'/' + kind;
    if (const auto hit = m_cellOfKey.constFind(key); hit != m_cellOfKey.constEnd())
        return *hit;
    const int cell = cellCount();
    m_cellOfKey.insert(key, cell);
    const QUrl file = TileFaceFiles().url(kind, indexNumerals, cardColours);
    draw(cell, file.isEmpty() ? QImage() : QImage(file.toLocalFile()));
    scheduleCommit();
    return cell;
}

void TileFaceAtlas::draw(int cell, const QImage& face)
{
    const int needed = cell / kColumns + 1;
    if (needed > m_rows) {
        m_pixels.resize(kCellRowBytes * needed);
        m_rows = needed;
    }
    // A missing face (no art, or a file that cannot be read) is the art's plain background.
    QImage art = face.isNull() ? QImage() : face.convertToFormat(QImage::Format_RGBA8888);
    if (!art.isNull() && art.size() != QSize(kCellWidth, kCellHeight))
        art = art.scaled(kCellWidth, kCellHeight, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    if (art.isNull()) {
        art = QImage(kCellWidth, kCellHeight, QImage::Format_RGBA8888);
        art.fill(QColor::fromRgba(TileGeometry::kArtBackground));
    }
    char* origin = m_pixels.data() + kCellRowBytes * (cell / kColumns)
                   + qsizetype(cell % kColumns) * kCellWidth * kBytesPerPixel;
    for (int y = 0; y < kCellHeight; ++y)
        std::memcpy(origin + qsizetype(y) * kRowBytes, art.constScanLine(y), size_t(kCellWidth) * kBytesPerPixel);
}

void TileFaceAtlas::drawConcealed()
{
    const int side = ConcealedFaceTexture::kSize;
    const QByteArray pixels = ConcealedFaceTexture::draw(m_backColour);
    const QImage small(reinterpret_cast<const uchar*>(pixels.constData()), side, side, side * kBytesPerPixel,
                       QImage::Format_RGBA8888);
    // Scaled without smoothing, so the corners keep the art's background exactly.
    draw(kConcealedCell, small.scaled(kCellWidth, kCellHeight, Qt::IgnoreAspectRatio, Qt::FastTransformation));
}

void TileFaceAtlas::scheduleCommit()
{
    if (m_commitPending)
        return;
    m_commitPending = true;
    QMetaObject::invokeMethod(this, &TileFaceAtlas::commit, Qt::QueuedConnection);
}

void TileFaceAtlas::commit()
{
    m_commitPending = false;
    const bool changed = m_rows != m_uploadedRows || cellCount() != m_uploadedCells;
    setSize(QSize(kColumns * kCellWidth, m_rows * kCellHeight));
    setTextureData(m_pixels);
    m_uploadedRows = m_rows;
    m_uploadedCells = cellCount();
    if (changed)
        emit layoutChanged();
}

QImage TileFaceAtlas::image() const
{
    return QImage(reinterpret_cast<const uchar*>(m_pixels.constData()), kColumns * kCellWidth,
                  m_rows * kCellHeight, kRowBytes, QImage::Format_RGBA8888)
        .copy();
}
