#include "tile_face_files.h"

#include "tile_face_images.h"

#include <QFileInfo>
#include <QMutex>
#include <QTemporaryDir>

namespace {
constexpr int kWidthPx = 256;
// The faces are written at every start, before the first frame (issue 12, start-up): zlib's
// fastest level (Qt maps quality 89 to it) writes them in half the time of the default for
// files 10% larger; no compression at all (100) writes 14 MB for little more gain.
constexpr int kPngQuality = 89;
} // namespace

QUrl TileFaceFiles::url(const QString& kind, bool indexNumerals) const
{
    static QTemporaryDir folder;
    static QMutex mutex;
    if (!hasTileFace(kind) || !folder.isValid())
        return {};
    const QString path = folder.filePath(QStringLiteral("%1%2.png").arg(indexNumerals ? "i" : "p", kind));
    const QMutexLocker lock(&mutex);
    if (!QFileInfo::exists(path) && !renderTileFace(kind, indexNumerals, kWidthPx).save(path, "PNG", kPngQuality))
        return {};
    return QUrl::fromLocalFile(path);
}
