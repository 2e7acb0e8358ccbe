// The one mesh every tile shares (the 3D table issue: "real thickness, rounded edges, one
// mesh of the project's own"): a box whose outline is a rounded rectangle, with a chamfer
// on the front and back edges whose normals blend into the faces so the edges read as
// rounded. Three subsets, in this order, so a Model's materials list can colour them:
//   0 "face":  the front face (+Z), with UVs over the tile art: u 0..1 left to right,
//              v 0..1 top to bottom of the art (+Y is the art's top);
//   1 "ivory": the front chamfer and the ivory part of the sides;
//   2 "back":  the coloured back layer: the back part of the sides, its chamfer and the
//              back face (-Z).
// Units are millimetres; width along X, height along Y (the art's up), depth along Z.
#pragma once

#include <QQuick3DGeometry>
#include <QtQml/qqmlregistration.h>

class TileGeometry : public QQuick3DGeometry {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(float tileWidth READ tileWidth WRITE setTileWidth NOTIFY shapeChanged)
    Q_PROPERTY(float tileHeight READ tileHeight WRITE setTileHeight NOTIFY shapeChanged)
    Q_PROPERTY(float tileDepth READ tileDepth WRITE setTileDepth NOTIFY shapeChanged)
    // The share of the depth taken by the coloured back layer (real tiles: about a third).
    Q_PROPERTY(float backShare READ backShare WRITE setBackShare NOTIFY shapeChanged)

public:
    explicit TileGeometry(QQuick3DObject* parent = nullptr);

    float tileWidth() const { return m_width; }
    float tileHeight() const { return m_height; }
    float tileDepth() const { return m_depth; }
    float backShare() const { return m_backShare; }
    void setTileWidth(float v);
    void setTileHeight(float v);
    void setTileDepth(float v);
    void setBackShare(float v);

    // Vertex and triangle counts, for tests.
    int vertexCount() const;
    int triangleCount() const;

signals:
    void shapeChanged();

private:
    void rebuild();

    float m_width = 27.f;
    float m_height = 33.f;
    float m_depth = 20.f;
    float m_backShare = 0.35f;
    int m_vertexCount = 0;
    int m_triangleCount = 0;
};
