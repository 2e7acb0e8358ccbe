#include "media/tile_face_files.h"

#include "startup/data_dir.h"
#include "media/tile_face_images.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>
#include <QMutex>
#include <QSaveFile>
#include <QTemporaryDir>

namespace {
// zlib's fastest level (Qt maps quality 89 to it): a face is written once per art change,
// but that once is before the first frame of the first start.
constexpr int kPngQuality = 89;
// Raised whenever renderTileFace draws differently from the same SVG, so old files are
// not used.
constexpr int kRenderVersion = 1;
// A face is some 20 KB; a file in the cache beyond this is not one of ours (docs/limits.md).
constexpr qint64 kMaxFaceFileBytes = 4 * 1024 * 1024;

// Whether the file at `path` can be handed to Quick 3D as the face: a regular file (a FIFO
// would block the loader), of a face's size, whose PNG header says a face's dimensions.
bool usableFace(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isFile() || info.isSymLink() || info.size() <= 0 || info.size() > kMaxFaceFileBytes)
        return false;
    QImageReader reader(path, "png");
    return reader.size() == QSize(TileFaceFiles::kWidthPx, TileFaceFiles::kHeightPx);
}

QString cacheFolder()
{
    static const QString folder = [] {
        const QString dir = mjui::cacheDir() + QStringLiteral("/tile-faces");
        if (QDir().mkpath(dir) && QFileInfo(dir).isWritable())
            return dir;
        static QTemporaryDir fallback;
        return fallback.isValid() ? fallback.path() : QString();
    }();
    return folder;
}

// The start of a face's file name: "i" indexed, "p" plain; for a card "c" and the colours
// ("cf" four, "cs" swapped, "ct" two). Only for people reading the folder: the hash decides.
QString filePrefix(const QString& kind, bool indexNumerals, const QString& cardColours)
{
    if (isCardFace(kind))
        return QStringLiteral("c") + cardColours.left(1);
    return indexNumerals ? QStringLiteral("i") : QStringLiteral("p");
}

} // namespace

QString tileFaceFile(const QString& folder, const QString& kind, bool indexNumerals, const QString& cardColours)
{
    if (!hasTileFace(kind) || folder.isEmpty())
        return {};
    const QByteArray svg = tileFaceSvg(kind, indexNumerals, cardColours);
    if (svg.isEmpty())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(svg);
    hash.addData(QByteArray::number(TileFaceFiles::kWidthPx) + ':' + QByteArray::number(kRenderVersion));
    const QString path = QStringLiteral("%1/%2%3-%4.png")
                             .arg(folder, filePrefix(kind, indexNumerals, cardColours), kind,
                                  QString::fromLatin1(hash.result().toHex().left(16)));
    if (usableFace(path))
        return path;
    // A damaged file, a link or a FIFO under that name is the cache's own and is made again
    // (a folder is left alone, and the face is missing). Written aside and renamed, so
    // another instance starting at the same time never reads half a file.
    if (!QFileInfo(path).isDir())
        QFile::remove(path);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)
        || !renderTileFace(kind, indexNumerals, TileFaceFiles::kWidthPx, cardColours).save(&out, "PNG", kPngQuality) ||
        !out.commit())
        return usableFace(path) ? path : QString();
    return path;
}

QUrl TileFaceFiles::url(const QString& kind, bool indexNumerals, const QString& cardColours) const
{
    // Each tile asks for its face: the file is found (hashed, checked) once per face, not
    // once per tile.
    static QMutex mutex;
    static QHash<QString, QUrl> found;
    const QMutexLocker lock(&mutex);
    const QString key = filePrefix(kind, indexNumerals, cardColours) + u'/' + cardColours + u'/' + kind;
    if (const auto hit = found.constFind(key); hit != found.constEnd())
        return *hit;
    const QString path = tileFaceFile(cacheFolder(), kind, indexNumerals, cardColours);
    const QUrl url = path.isEmpty() ? QUrl() : QUrl::fromLocalFile(path);
    if (!url.isEmpty())
        found.insert(key, url);
    return url;
}
