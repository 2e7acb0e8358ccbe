// Renders the tile art SVGs with QSvgRenderer, with a small cache (see tile_face_images.h).
#include "media/tile_face_images.h"

#include "core/tile_kind.h"

#include <QCache>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace {

constexpr int maxWidthPx = 4096;
constexpr int cacheKiB = 64 * 1024; // 64 MiB: every face of a set, in one setting, at 256 px (~350 KB each) fits

// Kind (notation) -> engine kind index, for every kind.
const QHash<QString, int>& kindIndices()
{
    static const QHash<QString, int> indices = [] {
        QHash<QString, int> out;
        for (int i = 0; i < mj::TileKind::count; ++i)
            out.insert(QString::fromStdString(mj::TileKind::fromIndex(i).notation()), i);
        return out;
    }();
    return indices;
}

} // namespace

QStringList tileFaceKinds()
{
    QStringList kinds;
    for (int i = 0; i < mj::TileKind::count; ++i)
        kinds << QString::fromStdString(mj::TileKind::fromIndex(i).notation());
    return kinds;
}

bool hasTileFace(const QString& kind) { return kindIndices().contains(kind); }

bool isCardFace(const QString& kind)
{
    const auto it = kindIndices().constFind(kind);
    return it != kindIndices().constEnd() && !mj::isMahjongSuit(mj::TileKind::fromIndex(*it).suit());
}

QString tileFaceResource(const QString& kind, bool indexNumerals)
{
    if (!hasTileFace(kind))
        return {};
    if (isCardFace(kind))
        return QStringLiteral(":/tiles/cards/%1.svg").arg(kind);
    return QStringLiteral(":/tiles/%1/%2.svg").arg(indexNumerals ? QStringLiteral("indexed") : QStringLiteral("plain"), kind);
}

QByteArray tileFaceSvg(const QString& kind, bool indexNumerals, const QString& cardColours)
{
    if (!mjui::isCardColours(cardColours))
        return {};
    QFile file(tileFaceResource(kind, indexNumerals));
    if (file.fileName().isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray svg = file.readAll();
    return isCardFace(kind) ? mjui::recolourCardFace(svg, cardColours) : svg;
}

QImage renderTileFace(const QString& kind, bool indexNumerals, int widthPx, const QString& cardColours)
{
    if (!hasTileFace(kind) || widthPx < 1 || widthPx > maxWidthPx || !mjui::isCardColours(cardColours))
        return {};
    // Cards have one face, whatever the numerals say; mahjong faces one for every card colour.
    const bool card = isCardFace(kind);
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(kind)
                            .arg(!card && indexNumerals)
                            .arg(widthPx)
                            .arg(card ? cardColours : QString());

    static QMutex mutex;
    static QCache<QString, QImage> cache(cacheKiB);
    QMutexLocker lock(&mutex);
    if (const QImage* hit = cache.object(key))
        return *hit;

    QSvgRenderer renderer(tileFaceSvg(kind, indexNumerals, cardColours));
    if (!renderer.isValid())
        return {}; // the resource is missing or broken: a build problem, reported as "no face"
    const int heightPx = std::max(1, widthPx * 4 / 3);
    QImage image(widthPx, heightPx, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(0, 0, widthPx, heightPx));
    }
    cache.insert(key, new QImage(image), std::max<qsizetype>(1, image.sizeInBytes() / 1024));
    return image;
}
