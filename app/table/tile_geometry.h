// The one mesh every tile shares (the 3D table issue: "real thickness, rounded edges, one
// mesh of the project's own"): a box whose outline is a rounded rectangle, with a chamfer
// on the front and back edges whose normals blend into the faces so the edges read as
// rounded. Three parts, in this order in the index list:
//   "face":  the front face (+Z), with UVs over the tile art: u 0..1 left to right,
//            v 0..1 top to bottom of the art (+Y is the art's top);
//   "ivory": the front chamfer and the ivory part of the sides;
//   "back":  the coloured back layer: the back part of the sides, its chamfer and the back
//            face (-Z).
// Units are millimetres; width along X, height along Y (the art's up), depth along Z.
//
// The whole tile is one draw with one material (the face's), not a subset and a material
// for each part: on software rendering each draw call costs, and three a tile for 144 tiles
// took about a sixth of a frame (issue 14, Speed: play p95 about 50 ms with three draws a
// tile, about 41 with one). The parts get their colours from the vertices instead: the
// material multiplies its texture by the vertex colour (DefaultMaterial.vertexColorsEnabled).
// The face's vertices are white, so its art shows as drawn; the ivory and back vertices
// sample the art at a corner (kPlainUv), which every tile face (and the concealed face,
// concealed_face_texture.h) fills with kArtBackground, and their colour is the part's
// colour divided by that background, so the product is the part's colour.
#pragma once

#include <QColor>
#include <QQuick3DGeometry>
#include <QVector2D>
#include <QtQml/qqmlregistration.h>

class TileGeometry : public QQuick3DGeometry {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(float tileWidth READ tileWidth WRITE setTileWidth NOTIFY shapeChanged)
    Q_PROPERTY(float tileHeight READ tileHeight WRITE setTileHeight NOTIFY shapeChanged)
    Q_PROPERTY(float tileDepth READ tileDepth WRITE setTileDepth NOTIFY shapeChanged)
    // The share of the depth taken by the coloured back layer (real tiles: about a third).
    Q_PROPERTY(float backShare READ backShare WRITE setBackShare NOTIFY shapeChanged)
    // The colours of the ivory body and of the back layer.
    Q_PROPERTY(QColor bodyColour READ bodyColour WRITE setBodyColour NOTIFY shapeChanged)
    Q_PROPERTY(QColor backColour READ backColour WRITE setBackColour NOTIFY shapeChanged)

public:
    // The colour every tile face's art has at its corners (tools/tile-art: each face's SVG
    // begins with a full background rectangle), and where the body samples it.
    static constexpr QRgb kArtBackground = 0xfff4eedc;
    static constexpr float kPlainU = 0.004f, kPlainV = 0.004f;

    explicit TileGeometry(QQuick3DObject* parent = nullptr);

    float tileWidth() const { return m_width; }
    float tileHeight() const { return m_height; }
    float tileDepth() const { return m_depth; }
    float backShare() const { return m_backShare; }
    void setTileWidth(float v);
    void setTileHeight(float v);
    void setTileDepth(float v);
    void setBackShare(float v);
    QColor bodyColour() const { return m_bodyColour; }
    QColor backColour() const { return m_backColour; }
    void setBodyColour(const QColor& c);
    void setBackColour(const QColor& c);

    // How many indices each part takes, in order face, ivory, back (tests).
    int faceIndexCount() const { return m_faceIndices; }
    int ivoryIndexCount() const { return m_ivoryIndices; }
    int backIndexCount() const { return m_backIndices; }

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
    QColor m_bodyColour{0xf1, 0xea, 0xd6};
    QColor m_backColour{0x2f, 0x62, 0xa8};
    int m_faceIndices = 0;
    int m_ivoryIndices = 0;
    int m_backIndices = 0;
    int m_vertexCount = 0;
    int m_triangleCount = 0;
};
