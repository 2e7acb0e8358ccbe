// The tile art (app/media/tile_face_images.h, app/media/tile_face_files.h, app/media/card_colours.h,
// app/media/numeral_mnemonics.h; seed 000, "The Tiles" and "Poker Mahjong"; seed 004): every kind
// of every tile set has a face and it renders, any two faces differ clearly, the indexed face
// differs from the plain one only in its top-left corner (cards always carry their index),
// the corner index tells the ranks of a suit apart, the nine character faces share the red
// 萬 and differ in the numeral above it, the card colours setting inks clubs and diamonds as
// it says and changes nothing else, unknown kinds give null images, the shipped SVGs hold no
// text, rendering is repeatable, the PNGs Quick 3D loads are the faces (one set per card
// colour setting), and the teaching text is there. The table's cloth (felt and wood) is a
// grey pattern that varies, repeats the same at every start and tiles without a seam.
#include "core/tile_set.h"
#include "media/numeral_mnemonics.h"
#include "media/table_cloth_texture.h"
#include "media/tile_face_images.h"
#include "media/tile_face_files.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QSvgRenderer>
#include <QDateTime>
#include <QFileInfo>
#include <QFontMetrics>
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

// How many pixels of `image` (in `r`, or everywhere) lie within `tolerance` (per channel) of
// `ink`.
int inkPixels(const QImage& image, const QColor& ink, QRect r = {}, int tolerance = 24)
{
    if (r.isNull())
        r = image.rect();
    int n = 0;
    for (int row = r.top(); row <= r.bottom(); ++row)
        for (int col = r.left(); col <= r.right(); ++col) {
            const QColor c = image.pixelColor(col, row);
            n += std::abs(c.red() - ink.red()) <= tolerance && std::abs(c.green() - ink.green()) <= tolerance
                && std::abs(c.blue() - ink.blue()) <= tolerance;
        }
    return n;
}

QColor suitInk(char suit) { return QColor(QString::fromLatin1(mjui::cardSuitInk(suit))); }

// Whether two pixel counts agree within 2% (the edges of a shape blend into the ivory
// differently for inks of different brightness).
bool about(int a, int b) { return std::abs(a - b) <= std::max(a, b) / 50; }

} // namespace

class TestTileArt : public QObject {
    Q_OBJECT

private slots:
    void tableCloth()
    {
        const int n = TableClothTexture::kSize;
        for (const QString pattern : {QStringLiteral("felt"), QStringLiteral("wood")}) {
            const QByteArray pixels = TableClothTexture::draw(pattern);
            QCOMPARE(pixels.size(), n * n * 4);
            QCOMPARE(TableClothTexture::draw(pattern), pixels); // the same cloth every time
            int low = 255, high = 0;
            double seam = 0, inside = 0;
            const auto grey = [&](int x, int y) { return int(static_cast<unsigned char>(pixels[(y * n + x) * 4])); };
            for (int y = 0; y < n; ++y) {
                for (int x = 0; x < n; ++x) {
                    low = std::min(low, grey(x, y));
                    high = std::max(high, grey(x, y));
                    QCOMPARE(grey(x, y), int(static_cast<unsigned char>(pixels[(y * n + x) * 4 + 1]))); // grey
                }
                seam += std::abs(grey(n - 1, y) - grey(0, y)); // across the wrap
                inside += std::abs(grey(n / 2, y) - grey(n / 2 + 1, y));
            }
            QVERIFY2(high - low >= 20, qPrintable(pattern)); // a visible texture
            QVERIFY2(low >= 150, qPrintable(pattern));       // a tint, not a dark stain
            QVERIFY2(seam <= 3 * inside + n * 8, qPrintable(pattern)); // no seam where it repeats
        }
        const QByteArray plain = TableClothTexture::draw(QStringLiteral("none"));
        QVERIFY(std::all_of(plain.begin(), plain.end(), [](char c) { return static_cast<unsigned char>(c) == 255; }));
    }
    void everyKindRenders()
    {
        const QStringList kinds = tileFaceKinds();
        QCOMPARE(kinds.size(), mj::TileKind::count); // every kind of the engine: 134
        QCOMPARE(kinds.size(), 134);
        QCOMPARE(kinds.first(), QStringLiteral("1m"));
        QCOMPARE(kinds.mid(41, 3), (QStringList{QStringLiteral("8f"), QStringLiteral("1j"), QStringLiteral("AS")}));
        QCOMPARE(kinds.last(), QStringLiteral("1b"));
        for (const QString& kind : kinds) {
            QVERIFY2(hasTileFace(kind), qPrintable(kind));
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

    // Issue 13, item 3: every kind of every set of the rule book has a face, in every card
    // colour setting; the blank is the only face with nothing on it.
    void everyKindOfEverySetHasAFace()
    {
        QCOMPARE(mj::TileSet::all().size(), std::size_t(5));
        const QImage ivory = renderTileFace(QStringLiteral("1b"), false, width);
        for (const mj::TileSet* set : mj::TileSet::all()) {
            for (const mj::TileKind kind : set->distinctKinds()) {
                const QString name = QString::fromStdString(kind.notation());
                const QString where = QString::fromStdString(set->name()) + u' ' + name;
                QVERIFY2(hasTileFace(name), qPrintable(where));
                QVERIFY2(!tileFaceResource(name, false).isEmpty(), qPrintable(where));
                QCOMPARE(isCardFace(name), !mj::isMahjongSuit(kind.suit()));
                for (const QString& colours : mjui::cardColourIds()) {
                    const QImage face = renderTileFace(name, false, width, colours);
                    QVERIFY2(!face.isNull(), qPrintable(where + u' ' + colours));
                    if (name != QStringLiteral("1b"))
                        QVERIFY2(changedShare(face, ivory) > 0.02, qPrintable(where + " is nearly blank"));
                }
            }
        }
        // The blank has nothing on it: all ivory.
        QCOMPARE(inkPixels(ivory, QColor(0xf4, 0xee, 0xdc), {}, 1), ivory.width() * ivory.height());
    }

    void everyPairDiffers()
    {
        const QStringList kinds = tileFaceKinds();
        QList<QImage> faces;
        for (const QString& kind : kinds)
            faces << renderTileFace(kind, false, width);
        // Two measures: the mean colour difference, and the share of clearly changed pixels.
        // The closest mahjong pairs are neighbouring characters (一萬 and 二萬: one stroke
        // apart). Cards of one suit that differ by a pip or two (the 2 and the 3) differ less
        // over the whole face: they have lower bars, and cardIndexTellsRanksApart checks
        // their corners.
        struct Closest {
            double mean = 1, share = 1;
            QString byMean, byShare;
        } mahjong, cards;
        for (int i = 0; i < faces.size(); ++i) {
            for (int j = i + 1; j < faces.size(); ++j) {
                const QString pair = kinds[i] + u'/' + kinds[j];
                const bool card = isCardFace(kinds[i]) || isCardFace(kinds[j]);
                Closest& closest = card ? cards : mahjong;
                const double mean = meanDiff(faces[i], faces[j]);
                const double share = changedShare(faces[i], faces[j]);
                if (mean < closest.mean)
                    closest.mean = mean, closest.byMean = pair;
                if (share < closest.share)
                    closest.share = share, closest.byShare = pair;
                const double leastMean = card ? 0.008 : 0.012, leastShare = card ? 0.015 : 0.02;
                QVERIFY2(mean > leastMean, qPrintable(QStringLiteral("%1: mean difference only %2").arg(pair).arg(mean)));
                QVERIFY2(share > leastShare, qPrintable(QStringLiteral("%1: only %2 of pixels changed").arg(pair).arg(share)));
            }
        }
        for (const Closest* c : {&mahjong, &cards})
            qInfo("closest %s pairs: %s (mean difference %.4f), %s (%.1f%% of pixels changed)",
                  c == &cards ? "card" : "mahjong", qPrintable(c->byMean), c->mean, qPrintable(c->byShare), 100 * c->share);
    }

    void indexOnlyInTopLeftCorner()
    {
        const QRect corner(0, 0, width * 35 / 100, width * 4 / 3 * 18 / 100);
        for (const QString& kind : tileFaceKinds()) {
            if (isCardFace(kind)) { // a card always shows its index: one face
                QCOMPARE(renderTileFace(kind, true, width), renderTileFace(kind, false, width));
                QCOMPARE(tileFaceResource(kind, true), tileFaceResource(kind, false));
                continue;
            }
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

    // The index (the rank large at the top left, the suit beside it) tells every two ranks
    // of a suit apart in the rank's own place, 6 and 9 included.
    void cardIndexTellsRanksApart()
    {
        const QRect rankCorner(0, 0, width * 60 / 100, width * 4 / 3 * 48 / 100); // the rank's place
        for (const QString& suit : {QStringLiteral("S"), QStringLiteral("H"), QStringLiteral("C"), QStringLiteral("D"),
                                   QStringLiteral("R")}) {
            const QString ranks = suit == u'R' ? QStringLiteral("A23456789") : QStringLiteral("A23456789TFWNBJQK");
            for (int a = 0; a < ranks.size(); ++a) {
                for (int b = a + 1; b < ranks.size(); ++b) {
                    const QString x = ranks[a] + suit, y = ranks[b] + suit;
                    const double diff = meanDiff(renderTileFace(x, false, width), renderTileFace(y, false, width), rankCorner);
                    QVERIFY2(diff > 0.02, qPrintable(QStringLiteral("%1/%2: corners differ by %3").arg(x, y).arg(diff)));
                }
            }
        }
        // Same rank, other suit: the corners differ too (the suit mark under the rank).
        QVERIFY(meanDiff(renderTileFace("7S", false, width), renderTileFace("7H", false, width), rankCorner) > 0.02);
    }

    // The card colours setting (seed 000: spades black, hearts red, clubs green, diamonds
    // blue; clubs and diamonds swapped; or two colours): the inks of clubs and diamonds move
    // as specified, spades, hearts, crowns, the joker and every mahjong face stay the same.
    void cardColoursSetting()
    {
        const QColor black = suitInk('S'), red = suitInk('H'), green = suitInk('C'), blue = suitInk('D');
        QCOMPARE(green, QColor(0x1a, 0x8a, 0x3a));
        QCOMPARE(blue, QColor(0x1f, 0x4f, 0xc1));
        const auto face = [](const char* kind, const QString& colours) {
            return renderTileFace(QString::fromLatin1(kind), false, width, colours);
        };
        const QString four = mjui::kFourCardColours, swapped = mjui::kSwappedCardColours, two = mjui::kTwoCardColours;

        // Four colours: an ace of clubs is green and has nothing blue, an ace of diamonds blue.
        QVERIFY(inkPixels(face("AC", four), green) > 1000);
        QCOMPARE(inkPixels(face("AC", four), blue), 0);
        QVERIFY(inkPixels(face("AD", four), blue) > 1000);
        QCOMPARE(inkPixels(face("AD", four), green), 0);
        QVERIFY(inkPixels(face("AS", four), black) > 1000);
        QVERIFY(inkPixels(face("AH", four), red) > 1000);

        // Swapped: the clubs' ink becomes the diamonds' blue and back, pixel for pixel.
        for (const char* kind : {"AC", "7C", "QC"}) {
            const QImage a = face(kind, four), b = face(kind, swapped);
            QCOMPARE(inkPixels(b, green), 0);
            QVERIFY(about(inkPixels(b, blue), inkPixels(a, green)));
        }
        for (const char* kind : {"AD", "7D", "QD"}) {
            const QImage a = face(kind, four), b = face(kind, swapped);
            QCOMPARE(inkPixels(b, blue), 0);
            QVERIFY(about(inkPixels(b, green), inkPixels(a, blue)));
        }
        // Two colours: clubs black like spades, diamonds red like hearts; no green, no blue.
        for (const char* kind : {"AC", "9C", "KC"}) {
            const QImage a = face(kind, four), b = face(kind, two);
            QCOMPARE(inkPixels(b, green), 0);
            QCOMPARE(inkPixels(b, blue), 0);
            QVERIFY(about(inkPixels(b, black), inkPixels(a, green)));
        }
        for (const char* kind : {"AD", "9D", "KD"}) {
            const QImage a = face(kind, four), b = face(kind, two);
            QCOMPARE(inkPixels(b, green), 0);
            QCOMPARE(inkPixels(b, blue), 0);
            QVERIFY(about(inkPixels(b, red), inkPixels(a, blue)));
        }
        // A bonus card's suit mark on its edge follows the setting (the daisy is tied to
        // diamonds, the rose to clubs); its picture does not.
        const QRect edge(0, 0, width * 20 / 100, width * 4 / 3);
        QVERIFY(inkPixels(face("4L", four), blue, edge) > 50);
        QCOMPARE(inkPixels(face("4L", two), blue, edge), 0);
        QVERIFY(about(inkPixels(face("4L", two), red, edge), inkPixels(face("4L", four), blue, edge)));
        QVERIFY(about(inkPixels(face("1L", swapped), blue, edge), inkPixels(face("1L", four), green, edge)));
        const QRect picture(width * 25 / 100, 0, width * 75 / 100, width * 4 / 3);
        QCOMPARE(meanDiff(face("4L", four), face("4L", two), picture), 0.0);

        // What the setting leaves alone.
        for (const char* kind : {"AS", "7S", "KS", "AH", "7H", "KH", "AR", "9R", "1X", "1b", "5p", "1s", "7z", "1j"}) {
            QCOMPARE(face(kind, swapped), face(kind, four));
            QCOMPARE(face(kind, two), face(kind, four));
        }
        // Crowns are gold in every setting: no suit ink on them.
        for (const QColor& ink : {black, red, green, blue})
            QCOMPARE(inkPixels(face("5R", four), ink), 0);
        QVERIFY(inkPixels(face("5R", four), QColor(0xe0, 0xa9, 0x1a)) > 500);

        // An unknown setting draws no face.
        for (const QString& bad : {QString(), QStringLiteral("Four"), QStringLiteral("three")}) {
            QVERIFY(renderTileFace(QStringLiteral("AC"), false, width, bad).isNull());
            QVERIFY(renderTileFace(QStringLiteral("5p"), false, width, bad).isNull());
            QVERIFY(tileFaceSvg(QStringLiteral("AC"), false, bad).isEmpty());
        }
        QCOMPARE(mjui::recolourCardFace("<path fill=\"#1a8a3a\"/>", two), QByteArray("<path fill=\"#141414\"/>"));
        QCOMPARE(mjui::recolourCardFace("fill=\"#1a8a3a\" fill=\"#1f4fc1\"", swapped),
                 QByteArray("fill=\"#1f4fc1\" fill=\"#1a8a3a\""));
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
                                    QStringLiteral("2j"), QStringLiteral("x"), QStringLiteral("10m"),
                                    QStringLiteral("1M"), QStringLiteral("5p "), QStringLiteral("1S"),
                                    QStringLiteral("10S"), QStringLiteral("KR"), QStringLiteral("TR"),
                                    QStringLiteral("5L"), QStringLiteral("0E"), QStringLiteral("2X"),
                                    QStringLiteral("2b"), QStringLiteral("1B"), QStringLiteral("as"),
                                    QStringLiteral("AS ")}) {
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
        QCOMPARE(files, 2 * 134); // cards give the same file twice
        // The committed sources: exactly the 43 mahjong faces plain and indexed and the 91
        // cards, none with text.
        for (const QString& variant : {QStringLiteral("plain"), QStringLiteral("indexed"), QStringLiteral("cards")}) {
            const QDir dir(QStringLiteral(MJ_TILE_ART_DIR "/") + variant);
            const QStringList names = dir.entryList({QStringLiteral("*.svg")}, QDir::Files);
            QCOMPARE(names.size(), variant == QStringLiteral("cards") ? 91 : 43);
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

        // A mahjong face is the same file in every card colour setting; a club has one file
        // per setting, each its face as drawn in that setting.
        QCOMPARE(files.url(QStringLiteral("5p"), true, mjui::kTwoCardColours), url);
        QList<QUrl> clubs;
        for (const QString& colours : mjui::cardColourIds()) {
            const QUrl club = files.url(QStringLiteral("QC"), false, colours);
            QVERIFY2(club.isLocalFile(), qPrintable(colours));
            QVERIFY(!clubs.contains(club));
            clubs << club;
            QCOMPARE(QImage(club.toLocalFile()).convertToFormat(QImage::Format_ARGB32_Premultiplied),
                     renderTileFace(QStringLiteral("QC"), false, 256, colours));
            QCOMPARE(files.url(QStringLiteral("QC"), true, colours), club); // numerals: no matter
        }
        QVERIFY(files.url(QStringLiteral("QC"), false, QStringLiteral("purple")).isEmpty());
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
        for (const QString& kind : tileFaceKinds()) // the teaching names cover the Chinese set
            if (!isCardFace(kind) && kind != QStringLiteral("1j"))
                QVERIFY2(!info.name(kind).isEmpty(), qPrintable(kind));
        QVERIFY(info.name(QStringLiteral("1s")).contains(QStringLiteral("bird")));
        QVERIFY(info.name(QStringLiteral("7z")).contains(QStringLiteral("dagger")));
        QVERIFY(info.name(QStringLiteral("6z")).contains(QStringLiteral("berde")));
        QVERIFY(info.name(QStringLiteral("5z")).contains(QStringLiteral("window")));
        QVERIFY(info.name(QStringLiteral("1j")).isEmpty());
    }

    // The teaching text writes the numerals in Chinese ("3 characters (三萬)", "三 is three
    // horizontal strokes"): a font of the system draws them, not empty boxes (the interface's
    // DejaVu has no Chinese; tools/debian-packages.txt adds fonts-wqy-microhei for them).
    void teachingTextHasAFontForItsChinese()
    {
        TileInfo info;
        QString text;
        for (int rank = 1; rank <= 9; ++rank)
            text += numeralMnemonic(rank) + info.name(QString::number(rank) + u'm');
        for (const QString& kind : tileFaceKinds())
            text += info.name(kind);
        const QFontMetrics metrics(QGuiApplication::font());
        int chinese = 0;
        for (const char32_t c : text.toUcs4()) {
            if (c < 0x2E80)
                continue;
            ++chinese;
            QVERIFY2(metrics.inFontUcs4(c), qPrintable(QStringLiteral("no font draws U+%1 (%2)")
                                                           .arg(quint32(c), 4, 16, QLatin1Char('0'))
                                                           .arg(QString::fromUcs4(&c, 1))));
        }
        QVERIFY(chinese >= 9 + 2 * 9); // the numerals, each in its mnemonic and its name with 萬
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
