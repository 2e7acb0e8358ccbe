// Renders the tile art SVGs with QSvgRenderer, with a small cache (see tile_face_images.h).
#include "tile_face_images.h"

#include <QCache>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace {

constexpr int maxWidthPx = 4096;
constexpr int cacheKiB = 64 * 1024; // 64 MiB: every face, plain and indexed, at 512 px fits

} // namespace

QStringList tileFaceKinds()
{
    QStringList kinds;
    const auto add = [&kinds](QChar suit, int count) {
        for (int rank = 1; rank <= count; ++rank)
            kinds << QString::number(rank) + suit;
    };
    add(u'm', 9);
    add(u'p', 9);
    add(u's', 9);
    add(u'z', 7);
    add(u'f', 8);
    return kinds;
}

bool hasTileFace(const QString& kind)
{
    if (kind.size() != 2 || kind[0] < u'1' || kind[0] > u'9')
        return false;
    const int rank = kind[0].digitValue();
    switch (kind[1].unicode()) {
    case u'm':
    case u'p':
    case u's':
        return true;
    case u'z':
        return rank <= 7;
    case u'f':
        return rank <= 8;
    default:
        return false;
    }
}

QString tileFaceResource(const QString& kind, bool indexNumerals)
{
    if (!hasTileFace(kind))
        return {};
    return QStringLiteral(":/tiles/%1/%2.svg").arg(indexNumerals ? QStringLiteral("indexed") : QStringLiteral("plain"), kind);
}

QImage renderTileFace(const QString& kind, bool indexNumerals, int widthPx)
{
    if (!hasTileFace(kind) || widthPx < 1 || widthPx > maxWidthPx)
        return {};

    static QMutex mutex;
    static QCache<QString, QImage> cache(cacheKiB);
    const QString key = QStringLiteral("%1/%2/%3").arg(kind).arg(indexNumerals).arg(widthPx);
    QMutexLocker lock(&mutex);
    if (const QImage* hit = cache.object(key))
        return *hit;

    QSvgRenderer renderer(tileFaceResource(kind, indexNumerals));
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
