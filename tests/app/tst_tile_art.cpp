// The tile art (app/tile_face_images.h, app/tile_face_files.h, app/numeral_mnemonics.h;
// seed 000, "The Tiles"): every one of the 42 faces renders, any two faces differ clearly,
// the indexed face differs from the plain one only in its top-left corner, the nine
// character faces share the red 萬 and differ in the numeral above it, unknown kinds give
// null images, the shipped SVGs hold no text, rendering is repeatable, the PNGs Quick 3D
// loads are the faces, and the teaching text is there.
#include "numeral_mnemonics.h"
#include "tile_face_images.h"
#include "tile_face_files.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgRenderer>
#include <QDateTime>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>

namespace {

constexpr int width = 128;

// Mean absolute difference of the RGB channels over a rectangle, from 0 (same) to 1.
double meanDiff(const QImage& a, const QImage& b, QRect r = {})
{
    if (r.isNull())
        r = a.rect();
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    double sum = 0;
    for (int row = r.top(); row <= r.bottom(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = r.left(); col <= r.right(); ++col)
            sum += std::abs(qRed(p[col]) - qRed(q[col])) + std::abs(qGreen(p[col]) - qGreen(q[col]))
                + std::abs(qBlue(p[col]) - qBlue(q[col]));
    }
    return sum / (3.0 * 255.0 * r.width() * r.height());
}

// The share of pixels where some channel differs by more than a third of its range.
double changedShare(const QImage& a, const QImage& b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    qsizetype changed = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col)
            changed += std::max({std::abs(qRed(p[col]) - qRed(q[col])), std::abs(qGreen(p[col]) - qGreen(q[col])),
                                 std::abs(qBlue(p[col]) - qBlue(q[col]))})
                > 85;
    }
    return double(changed) / (x.width() * x.height());
}

// The face rendered straight from its resource, bypassing renderTileFace's cache.
QImage renderUncached(const QString& kind, bool indexed, int w)
{
    QSvgRenderer renderer(tileFaceResource(kind, indexed));
    QImage image(w, w * 4 / 3, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(image.rect()));
    return image;
}

} // namespace

class TestTileArt : public QObject {
    Q_OBJECT

private slots:
    void everyKindRenders()
    {
        const QStringList kinds = tileFaceKinds();
        QCOMPARE(kinds.size(), 42);
        for (const QString& kind : kinds) {
            for (bool indexed : {false, true}) {
                const QImage face = renderTileFace(kind, indexed, width);
                QVERIFY2(!face.isNull(), qPrintable(kind));
                QCOMPARE(face.size(), QSize(width, width * 4 / 3));
                // Full bleed and opaque: the corners are the ivory background.
                QCOMPARE(face.pixelColor(width - 1, face.height() - 1).rgb(), QColor(0xf4, 0xee, 0xdc).rgb());
                QCOMPARE(face.pixelColor(0, face.height() - 1).alpha(), 255);
            }
        }
    }

    void everyPairDiffers()
    {
        const QStringList kinds = tileFaceKinds();
        QList<QImage> faces;
        for (const QString& kind : kinds)
            faces << renderTileFace(kind, false, width);
        // Two measures: the mean colour difference, and the share of clearly changed pixels.
        // The closest pairs are neighbouring characters (一萬 and 二萬: one stroke apart).
        double leastMean = 1, leastShare = 1;
        QString closestMean, closestShare;
        for (int i = 0; i < faces.size(); ++i) {
            for (int j = i + 1; j < faces.size(); ++j) {
                const QString pair = kinds[i] + u'/' + kinds[j];
                const double mean = meanDiff(faces[i], faces[j]);
                const double share = changedShare(faces[i], faces[j]);
                if (mean < leastMean)
                    leastMean = mean, closestMean = pair;
                if (share < leastShare)
                    leastShare = share, closestShare = pair;
                QVERIFY2(mean > 0.012, qPrintable(QStringLiteral("%1: mean difference only %2").arg(pair).arg(mean)));
                QVERIFY2(share > 0.02, qPrintable(QStringLiteral("%1: only %2 of pixels changed").arg(pair).arg(share)));
            }
        }
        qInfo("closest pairs: %s (mean difference %.4f), %s (%.1f%% of pixels changed)", qPrintable(closestMean),
              leastMean, qPrintable(closestShare), 100 * leastShare);
    }

    void indexOnlyInTopLeftCorner()
    {
        const QRect corner(0, 0, width * 35 / 100, width * 4 / 3 * 18 / 100);
        for (const QString& kind : tileFaceKinds()) {
            const QImage plain = renderTileFace(kind, false, width);
            const QImage indexed = renderTileFace(kind, true, width);
            const double inCorner = meanDiff(plain, indexed, corner);
            QVERIFY2(inCorner > 0.03, qPrintable(QStringLiteral("%1: corner differs by %2").arg(kind).arg(inCorner)));
            // Everywhere else: the same pixels (a tiny tolerance for antialiasing).
            const QRect right(corner.right() + 1, 0, width - corner.width(), plain.height());
            const QRect below(0, corner.bottom() + 1, corner.width(), plain.height() - corner.height());
            QVERIFY2(meanDiff(plain, indexed, right) < 0.001, qPrintable(kind));
            QVERIFY2(meanDiff(plain, indexed, below) < 0.001, qPrintable(kind));
        }
    }

    void charactersShareWanDifferInNumeral()
    {
        const int h = width * 4 / 3;
        const QRect upper(0, 0, width, h / 2);
        const QRect lower(0, h / 2 + 2, width, h - h / 2 - 2);
        for (int a = 1; a <= 9; ++a) {
            for (int b = a + 1; b <= 9; ++b) {
                const QImage x = renderTileFace(QString::number(a) + u'm', false, width);
                const QImage y = renderTileFace(QString::number(b) + u'm', false, width);
                const QString pair = QStringLiteral("%1m/%2m").arg(a).arg(b);
                QVERIFY2(meanDiff(x, y, lower) < 0.002, qPrintable(pair + " lower halves differ"));
                QVERIFY2(meanDiff(x, y, upper) > 0.02, qPrintable(pair + " upper halves are alike"));
            }
        }
        // The 萬 is red: the lower half has strongly red pixels, the upper half none.
        const QImage face = renderTileFace(QStringLiteral("5m"), false, width);
        int redBelow = 0, redAbove = 0;
        for (int row = 0; row < h; ++row)
            for (int col = 0; col < width; ++col) {
                const QColor c = face.pixelColor(col, row);
                if (c.red() > 150 && c.green() < 80 && c.blue() < 80)
                    ++(row < h / 2 ? redAbove : redBelow);
            }
        QVERIFY(redBelow > 300);
        QCOMPARE(redAbove, 0);
    }

    void unknownInputGivesNullImage()
    {
        for (const QString& kind : {QString(), QStringLiteral("0m"), QStringLiteral("8z"), QStringLiteral("9f"),
                                    QStringLiteral("1j"), QStringLiteral("x"), QStringLiteral("10m"),
                                    QStringLiteral("1M"), QStringLiteral("5p ")}) {
            QVERIFY2(renderTileFace(kind, false, width).isNull(), qPrintable(kind));
            QVERIFY2(renderTileFace(kind, true, width).isNull(), qPrintable(kind));
            QVERIFY(tileFaceResource(kind, false).isEmpty());
        }
        QVERIFY(renderTileFace(QStringLiteral("5p"), false, 0).isNull());
        QVERIFY(renderTileFace(QStringLiteral("5p"), false, -3).isNull());
        QVERIFY(renderTileFace(QStringLiteral("5p"), false, 100000).isNull());
    }

    void renderingIsRepeatable()
    {
        for (const QString& kind : {QStringLiteral("1p"), QStringLiteral("1s"), QStringLiteral("6z"), QStringLiteral("3f")}) {
            const QImage first = renderUncached(kind, true, 96);
            const QImage second = renderUncached(kind, true, 96);
            QCOMPARE(first, second);
            QCOMPARE(renderTileFace(kind, true, 96), first);
            QCOMPARE(renderTileFace(kind, true, 96), first); // from the cache
        }
    }

    void shippedSvgsHoldNoText()
    {
        int files = 0;
        for (const QString& kind : tileFaceKinds()) {
            for (bool indexed : {false, true}) {
                QFile file(tileFaceResource(kind, indexed));
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
                const QByteArray svg = file.readAll();
                QVERIFY2(!svg.contains("<text"), qPrintable(file.fileName()));
                QVERIFY2(svg.contains("viewBox=\"0 0 300 400\""), qPrintable(file.fileName()));
                ++files;
            }
        }
        QCOMPARE(files, 84);
        // The committed sources: exactly the 84 faces, none with text.
        for (const QString& variant : {QStringLiteral("plain"), QStringLiteral("indexed")}) {
            const QDir dir(QStringLiteral(MJ_TILE_ART_DIR "/") + variant);
            const QStringList names = dir.entryList({QStringLiteral("*.svg")}, QDir::Files);
            QCOMPARE(names.size(), 42);
            for (const QString& name : names) {
                QFile file(dir.filePath(name));
                QVERIFY(file.open(QIODevice::ReadOnly));
                QVERIFY2(!file.readAll().contains("<text"), qPrintable(file.fileName()));
            }
        }
    }

    // The faces Quick 3D loads: one PNG per face, made once and shared by every tile.
    void faceFilesForTextures()
    {
        TileFaceFiles files;
        const QUrl url = files.url(QStringLiteral("5p"), true);
        QVERIFY(url.isLocalFile());
        const QImage image(url.toLocalFile());
        QCOMPARE(image.size(), QSize(256, 341));
        QCOMPARE(image.convertToFormat(QImage::Format_ARGB32_Premultiplied),
                 renderTileFace(QStringLiteral("5p"), true, 256));
        QCOMPARE(files.url(QStringLiteral("5p"), true), url); // made once
        QVERIFY(files.url(QStringLiteral("5p"), false) != url);
        QVERIFY(files.url(QStringLiteral("9z"), false).isEmpty());
        QVERIFY(files.url(QString(), false).isEmpty());
    }

    // The faces are kept for the next start: a file once made is used as it is, and one that
    // is damaged, or not a file at all, is made again (issue 12, start-up).
    void faceFilesKeptBetweenStarts()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = tileFaceFile(folder.path(), QStringLiteral("3s"), false);
        QVERIFY(!path.isEmpty());
        QVERIFY(path.startsWith(folder.path()));
        const QDateTime made = QFileInfo(path).lastModified();
        QTest::qWait(20);
        QCOMPARE(tileFaceFile(folder.path(), QStringLiteral("3s"), false), path);
        QCOMPARE(QFileInfo(path).lastModified(), made); // not written again
        QVERIFY(tileFaceFile(folder.path(), QStringLiteral("3s"), true) != path);

        const QImage face = renderTileFace(QStringLiteral("3s"), false, 256);
        for (const QByteArray& damage : {QByteArray("not a png"), QByteArray()}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(damage);
            file.close();
            QCOMPARE(tileFaceFile(folder.path(), QStringLiteral("3s"), false), path);
            QCOMPARE(QImage(path).convertToFormat(QImage::Format_ARGB32_Premultiplied), face);
        }
        // A FIFO under the name would block Quick 3D's loader: replaced by the face.
        QVERIFY(QFile::remove(path));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        QCOMPARE(tileFaceFile(folder.path(), QStringLiteral("3s"), false), path);
        QVERIFY(QFileInfo(path).isFile());
        QCOMPARE(QImage(path).convertToFormat(QImage::Format_ARGB32_Premultiplied), face);

        QVERIFY(tileFaceFile(folder.path(), QStringLiteral("0m"), false).isEmpty());
        QVERIFY(tileFaceFile(QString(), QStringLiteral("3s"), false).isEmpty());
    }

    void teachingText()
    {
        const QString numerals = QStringLiteral("一二三四五六七八九");
        for (int rank = 1; rank <= 9; ++rank) {
            const QString m = numeralMnemonic(rank);
            QVERIFY2(m.contains(numerals[rank - 1]), qPrintable(QString::number(rank)));
        }
        QVERIFY(numeralMnemonic(0).isEmpty());
        QVERIFY(numeralMnemonic(10).isEmpty());

        TileInfo info;
        for (int rank = 1; rank <= 9; ++rank)
            QCOMPARE(info.mnemonic(QString::number(rank) + u'm'), numeralMnemonic(rank));
        QVERIFY(info.mnemonic(QStringLiteral("4p")).isEmpty());
        QVERIFY(info.mnemonic(QStringLiteral("7z")).isEmpty());
        QVERIFY(info.mnemonic(QString()).isEmpty());
        for (const QString& kind : tileFaceKinds())
            QVERIFY2(!info.name(kind).isEmpty(), qPrintable(kind));
        QVERIFY(info.name(QStringLiteral("1s")).contains(QStringLiteral("bird")));
        QVERIFY(info.name(QStringLiteral("7z")).contains(QStringLiteral("dagger")));
        QVERIFY(info.name(QStringLiteral("6z")).contains(QStringLiteral("berde")));
        QVERIFY(info.name(QStringLiteral("5z")).contains(QStringLiteral("window")));
        QVERIFY(info.name(QStringLiteral("1j")).isEmpty());
    }
};

// Images only, no window: the offscreen platform unless told otherwise, so the test also
// runs straight from a shell without a display.
int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestTileArt test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_tile_art.moc"
