// Every tile face the table shows, in one texture, so that all its tiles can be drawn in one
// instanced draw (TileInstances; software rendering, where a draw call for each of 144
// tiles was about a third of a frame on llvmpipe: README, "Speed"). A face gets a cell the
// first time a tile asks for it (cellOf), kColumns cells to a row, rows added as needed;
// cell 0 is the concealed face (concealed_face_texture.h) in the back's colour. The faces
// are TileFaceFiles' PNGs, so a cell shows what the tile's own texture shows, corners
// included (tile_geometry.h: the body and the back sample a corner of the art).
//
// The texture's first row of pixels is the top of the first row of cells (uv v = 0 there).
// Cells added while a frame is built are uploaded together, once the event loop turns.
#pragma once

#include "media/tile_face_files.h"

#include <QByteArray>
#include <QColor>
#include <QHash>
#include <QImage>
#include <QVector2D>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/QQuick3DTextureData>

class TileFaceAtlas : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QColor backColour READ backColour WRITE setBackColour NOTIFY backColourChanged)
    // One cell's width and height as a share of the texture's (the shader's uv scale).
    Q_PROPERTY(QVector2D cellUv READ cellUv NOTIFY layoutChanged)
    Q_PROPERTY(int columns READ columns CONSTANT)
    // How many cells hold a face, the concealed one included.
    Q_PROPERTY(int cellCount READ cellCount NOTIFY layoutChanged)

public:
    static constexpr int kColumns = 8;
    static constexpr int kCellWidth = TileFaceFiles::kWidthPx;
    static constexpr int kCellHeight = TileFaceFiles::kHeightPx;
    static constexpr int kConcealedCell = 0;

    explicit TileFaceAtlas(QQuick3DObject* parent = nullptr);

    QColor backColour() const { return m_backColour; }
    void setBackColour(const QColor& colour);
    QVector2D cellUv() const;
    int columns() const { return kColumns; }
    int cellCount() const { return static_cast<int>(m_cellOfKey.size()) + 1; }

    // The cell of a face (an empty kind: the concealed face), added if it is new. A kind
    // without art gets a plain ivory face.
    Q_INVOKABLE int cellOf(const QString& kind, bool indexNumerals, const QString& cardColours);
    // The texture's pixels as they will be uploaded (tests).
    QImage image() const;
    // Uploads the cells added since the last upload (also done by itself when the event
    // loop turns).
    Q_INVOKABLE void commit();

signals:
    void backColourChanged();
    void layoutChanged();

private:
    void draw(int cell, const QImage& face);
    void drawConcealed();
    void scheduleCommit();

    QColor m_backColour{0x2f, 0x62, 0xa8};
    QHash<QString, int> m_cellOfKey;
    QByteArray m_pixels; // RGBA8, kColumns cells wide, m_rows cells high
    int m_rows = 0;      // rows in m_pixels (uploaded or not)
    int m_uploadedRows = 0;
    int m_uploadedCells = 0;
    bool m_commitPending = false;
};
