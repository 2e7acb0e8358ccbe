// TileFaceAtlas: every face the table shows in one texture (software rendering draws all the
// tiles in one draw): a face's cell holds its PNG as drawn, the concealed cell the back's
// colour with the art's background at the corners the body samples, a face asked again
// keeps its cell, rows are added as faces come, and the shader's uv scale follows what was
// uploaded.
#include "media/tile_face_files.h"
#include "table/tile_face_atlas.h"
#include "table/tile_geometry.h"

#include <QSignalSpy>
#include <QtTest>

namespace {
// The cell's pixels in the atlas' image.
QImage cellImage(const TileFaceAtlas& atlas, int cell)
{
    return atlas.image().copy((cell % TileFaceAtlas::kColumns) * TileFaceAtlas::kCellWidth,
                              (cell / TileFaceAtlas::kColumns) * TileFaceAtlas::kCellHeight,
                              TileFaceAtlas::kCellWidth, TileFaceAtlas::kCellHeight);
}
} // namespace

class TestTileFaceAtlas : public QObject {
    Q_OBJECT
private slots:
    void concealedCellIsTheBackColourWithArtCorners()
    {
        TileFaceAtlas atlas;
        atlas.setBackColour(QColor("#a83232"));
        QCOMPARE(atlas.cellOf(QString(), false, "four"), TileFaceAtlas::kConcealedCell);
        const QImage cell = cellImage(atlas, TileFaceAtlas::kConcealedCell);
        QCOMPARE(cell.pixelColor(cell.width() / 2, cell.height() / 2), QColor("#a83232"));
        const QColor art = QColor::fromRgba(TileGeometry::kArtBackground);
        // Where the body and the back sample the art (TileGeometry::kPlainU, kPlainV), at
        // each corner.
        const int u = int(TileGeometry::kPlainU * cell.width()), v = int(TileGeometry::kPlainV * cell.height());
        for (const QPoint p : {QPoint(u, v), QPoint(cell.width() - 1 - u, v), QPoint(u, cell.height() - 1 - v),
                               QPoint(cell.width() - 1 - u, cell.height() - 1 - v)})
            QCOMPARE(cell.pixelColor(p), art);
    }

    void aFaceCellHoldsItsFileAndKeepsIt()
    {
        TileFaceAtlas atlas;
        const int oneCharacter = atlas.cellOf("1m", false, "four");
        const int eastWind = atlas.cellOf("1z", false, "four");
        QCOMPARE(oneCharacter, 1);
        QCOMPARE(eastWind, 2);
        QCOMPARE(atlas.cellOf("1m", false, "four"), oneCharacter);
        // The numerals setting draws another face: another cell.
        QCOMPARE(atlas.cellOf("1m", true, "four"), 3);
        QCOMPARE(atlas.cellCount(), 4);
        const QImage file(TileFaceFiles().url("1z", false, "four").toLocalFile());
        QVERIFY(!file.isNull());
        QCOMPARE(cellImage(atlas, eastWind), file.convertToFormat(QImage::Format_RGBA8888));
    }

    void aKindWithoutArtIsPlainIvory()
    {
        TileFaceAtlas atlas;
        const QImage cell = cellImage(atlas, atlas.cellOf("no such tile", false, "four"));
        const QColor art = QColor::fromRgba(TileGeometry::kArtBackground);
        QCOMPARE(cell.pixelColor(0, 0), art);
        QCOMPARE(cell.pixelColor(cell.width() / 2, cell.height() / 2), art);
    }

    void rowsGrowAsFacesComeAndTheUvScaleFollowsTheUpload()
    {
        TileFaceAtlas atlas;
        QCOMPARE(atlas.cellUv(), QVector2D(1.0f / TileFaceAtlas::kColumns, 1.0f));
        QCOMPARE(atlas.size(), QSize(TileFaceAtlas::kColumns * TileFaceAtlas::kCellWidth, TileFaceAtlas::kCellHeight));
        QSignalSpy layout(&atlas, &TileFaceAtlas::layoutChanged);
        const QStringList kinds{"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"};
        for (const QString& kind : kinds)
            atlas.cellOf(kind, false, "four");
        // Not uploaded yet: the texture and the uv scale are still those of one row.
        QCOMPARE(atlas.cellUv().y(), 1.0f);
        QCOMPARE(layout.count(), 0);
        // Uploaded once, when the event loop turns.
        QTRY_COMPARE(layout.count(), 1);
        QCOMPARE(atlas.cellCount(), 10);
        QCOMPARE(atlas.cellUv(), QVector2D(1.0f / TileFaceAtlas::kColumns, 0.5f));
        QCOMPARE(atlas.size(), QSize(TileFaceAtlas::kColumns * TileFaceAtlas::kCellWidth, 2 * TileFaceAtlas::kCellHeight));
        QCOMPARE(atlas.textureData().size(), qsizetype(atlas.size().width()) * atlas.size().height() * 4);
        // The ninth face, the first of the second row.
        const QImage file(TileFaceFiles().url("9m", false, "four").toLocalFile());
        QCOMPARE(cellImage(atlas, 9), file.convertToFormat(QImage::Format_RGBA8888));
    }
};

QTEST_MAIN(TestTileFaceAtlas)
#include "tst_tile_face_atlas.moc"
