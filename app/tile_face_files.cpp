#include "tile_face_files.h"

#include "tile_face_images.h"

#include <QFileInfo>
#include <QMutex>
#include <QTemporaryDir>

namespace {
constexpr int kWidthPx = 256;
}

QUrl TileFaceFiles::url(const QString& kind, bool indexNumerals) const
{
    static QTemporaryDir folder;
    static QMutex mutex;
    if (!hasTileFace(kind) || !folder.isValid())
        return {};
    const QString path = folder.filePath(QStringLiteral("%1%2.png").arg(indexNumerals ? "i" : "p", kind));
    const QMutexLocker lock(&mutex);
    if (!QFileInfo::exists(path) && !renderTileFace(kind, indexNumerals, kWidthPx).save(path))
        return {};
    return QUrl::fromLocalFile(path);
}
