#include "table/tile_geometry.h"

#include "table/mesh_data.h"

#include <QVector2D>
#include <QVector3D>
#include <algorithm>
#include <cmath>
#include <vector>

namespace {

// Segments of each rounded corner. Three (30 degrees each) stray from the true arc by a
// twenty-ninth of the radius, 0.15 mm on a standard tile, under a pixel unless the camera
// is zoomed right onto it; five drew a half more triangles, and on software rendering the
// tiles' vertices and triangles are much of their cost (3 against 5: play 26.1 -> 28.1
// fps, README "Speed").
constexpr int kCornerSegments = 3;
constexpr float kPi = 3.14159265358979f;

struct Vertex {
    QVector3D position;
    QVector3D normal;
    QVector2D uv;
};

// A rounded rectangle's outline, counterclockwise from the +X side, with outward normals.
struct Outline {
    std::vector<QVector2D> points;
    std::vector<QVector2D> normals;
};

Outline roundedRect(float halfW, float halfH, float radius)
{
    Outline o;
    const QVector2D centres[4] = {{halfW - radius, halfH - radius},
                                  {-(halfW - radius), halfH - radius},
                                  {-(halfW - radius), -(halfH - radius)},
                                  {halfW - radius, -(halfH - radius)}};
    for (int c = 0; c < 4; ++c)
        for (int s = 0; s <= kCornerSegments; ++s) {
            const float a = (c + float(s) / kCornerSegments) * kPi / 2;
            const QVector2D n(std::cos(a), std::sin(a));
            o.points.push_back(centres[c] + radius * n);
            o.normals.push_back(n);
        }
    return o;
}

class MeshBuilder {
public:
    std::vector<Vertex> vertices;
    std::vector<quint32> indices;

    // One ring of the outline at depth z, inset by `inset`, with normals tilted towards
    // `faceNormalZ` by `tilt` (0: straight out; 1: along the face normal).
    quint32 ring(const Outline& outline, float halfW, float halfH, float inset, float z, float tilt, float faceZ)
    {
        const quint32 first = quint32(vertices.size());
        for (std::size_t i = 0; i < outline.points.size(); ++i) {
            const QVector2D n = outline.normals[i];
            QVector2D p = outline.points[i] - inset * n;
            p.setX(std::clamp(p.x(), -halfW, halfW));
            p.setY(std::clamp(p.y(), -halfH, halfH));
            const QVector3D normal = (QVector3D(n.x(), n.y(), 0) * (1 - tilt) + QVector3D(0, 0, faceZ) * tilt).normalized();
            vertices.push_back({QVector3D(p.x(), p.y(), z), normal, {}});
        }
        return first;
    }

    void strip(quint32 lower, quint32 upper, int count)
    {
        for (int k = 0; k < count; ++k) {
            const quint32 k1 = quint32((k + 1) % count);
            const quint32 a = lower + quint32(k), b = lower + k1, c = upper + k1, d = upper + quint32(k);
            indices.insert(indices.end(), {a, b, c, a, c, d});
        }
    }

    // A flat face over an inset outline at depth z; front faces get the art's UVs.
    void cap(const Outline& outline, float inset, float z, bool front, float halfW, float halfH)
    {
        const quint32 centre = quint32(vertices.size());
        const QVector3D normal(0, 0, front ? 1.f : -1.f);
        vertices.push_back({QVector3D(0, 0, z), normal, QVector2D(0.5f, 0.5f)});
        const int count = int(outline.points.size());
        for (int i = 0; i < count; ++i) {
            const QVector2D p = outline.points[std::size_t(i)] - inset * outline.normals[std::size_t(i)];
            const QVector2D uv((p.x() + halfW) / (2 * halfW), (halfH - p.y()) / (2 * halfH));
            vertices.push_back({QVector3D(p.x(), p.y(), z), normal, uv});
        }
        for (int i = 0; i < count; ++i) {
            const quint32 a = centre + 1 + quint32(i), b = centre + 1 + quint32((i + 1) % count);
            if (front)
                indices.insert(indices.end(), {centre, a, b});
            else
                indices.insert(indices.end(), {centre, b, a});
        }
    }
};

// Quick 3D works in linear light: a texture's texels and a material's colours are taken from
// sRGB, vertex colours are used as they are. So a part's vertex colour is its colour over
// the art's background, both in linear light.
float linear(float srgb) { return srgb <= 0.04045f ? srgb / 12.92f : std::pow((srgb + 0.055f) / 1.055f, 2.4f); }

void colourOverArt(const QColor& colour, float out[4])
{
    const QColor art = QColor::fromRgb(TileGeometry::kArtBackground);
    out[0] = linear(float(colour.redF())) / linear(float(art.redF()));
    out[1] = linear(float(colour.greenF())) / linear(float(art.greenF()));
    out[2] = linear(float(colour.blueF())) / linear(float(art.blueF()));
    out[3] = 1;
}

} // namespace

TileGeometry::TileGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) { rebuild(); }

void TileGeometry::setTileWidth(float v)
{
    if (qFuzzyCompare(v, m_width) || v <= 0)
        return;
    m_width = v;
    rebuild();
}

void TileGeometry::setTileHeight(float v)
{
    if (qFuzzyCompare(v, m_height) || v <= 0)
        return;
    m_height = v;
    rebuild();
}

void TileGeometry::setTileDepth(float v)
{
    if (qFuzzyCompare(v, m_depth) || v <= 0)
        return;
    m_depth = v;
    rebuild();
}

void TileGeometry::setBodyColour(const QColor& c)
{
    if (!c.isValid() || c == m_bodyColour)
        return;
    m_bodyColour = c;
    rebuild();
}

void TileGeometry::setBackColour(const QColor& c)
{
    if (!c.isValid() || c == m_backColour)
        return;
    m_backColour = c;
    rebuild();
}

void TileGeometry::setBackShare(float v)
{
    v = std::clamp(v, 0.05f, 0.95f);
    if (qFuzzyCompare(v, m_backShare))
        return;
    m_backShare = v;
    rebuild();
}

int TileGeometry::vertexCount() const { return m_vertexCount; }
int TileGeometry::triangleCount() const { return m_triangleCount; }

void TileGeometry::rebuild()
{
    const float hw = m_width / 2, hh = m_height / 2, hd = m_depth / 2;
    const float smallest = std::min({m_width, m_height, m_depth});
    const float radius = 0.16f * std::min(m_width, m_height);
    const float bevel = std::min(0.09f * smallest, radius * 0.8f);
    const float split = -hd + m_backShare * m_depth;
    const Outline outline = roundedRect(hw, hh, radius);
    const int n = int(outline.points.size());

    MeshBuilder mesh;
    // Subset 0: the face.
    mesh.cap(outline, bevel, hd, true, hw, hh);
    const quint32 faceEnd = quint32(mesh.indices.size());
    // Subset 1: front chamfer and ivory sides.
    {
        const quint32 edge = mesh.ring(outline, hw, hh, bevel, hd, 0.85f, 1);
        const quint32 top = mesh.ring(outline, hw, hh, 0, hd - bevel, 0, 1);
        mesh.strip(top, edge, n);
        const quint32 top2 = mesh.ring(outline, hw, hh, 0, hd - bevel, 0, 1);
        const quint32 mid = mesh.ring(outline, hw, hh, 0, split, 0, 1);
        mesh.strip(mid, top2, n);
    }
    const quint32 ivoryEnd = quint32(mesh.indices.size());
    // Subset 2: the coloured back.
    {
        const quint32 mid = mesh.ring(outline, hw, hh, 0, split, 0, -1);
        const quint32 low = mesh.ring(outline, hw, hh, 0, -hd + bevel, 0, -1);
        mesh.strip(low, mid, n);
        const quint32 edge = mesh.ring(outline, hw, hh, bevel, -hd, 0.85f, -1);
        mesh.strip(edge, low, n);
        mesh.cap(outline, bevel, -hd, false, hw, hh);
    }
    const quint32 backEnd = quint32(mesh.indices.size());

    // Which part each vertex belongs to: the face's vertices come first, then the ivory's,
    // then the back's (each part makes its own vertices, none shared between parts).
    std::vector<int> part(mesh.vertices.size(), 2);
    for (std::size_t i = 0; i < faceEnd; ++i)
        part[mesh.indices[i]] = 0;
    for (std::size_t i = faceEnd; i < ivoryEnd; ++i)
        part[mesh.indices[i]] = 1;
    const float white[4] = {1, 1, 1, 1};
    float ivory[4], back[4];
    colourOverArt(m_bodyColour, ivory);
    colourOverArt(m_backColour, back);

    std::vector<ColouredMeshVertex> vertices;
    vertices.reserve(mesh.vertices.size());
    for (std::size_t i = 0; i < mesh.vertices.size(); ++i) {
        const Vertex& v = mesh.vertices[i];
        const bool face = part[i] == 0;
        const float* c = face ? white : part[i] == 1 ? ivory : back;
        vertices.push_back({{v.position.x(), v.position.y(), v.position.z(), v.normal.x(), v.normal.y(), v.normal.z(),
                             face ? v.uv.x() : kPlainU, face ? v.uv.y() : kPlainV},
                            c[0], c[1], c[2], c[3]});
    }
    const QVector3D lo(-hw, -hh, -hd), hi(hw, hh, hd);
    setMeshData(*this, vertices, mesh.indices, lo, hi);
    m_faceIndices = int(faceEnd);
    m_ivoryIndices = int(ivoryEnd - faceEnd);
    m_backIndices = int(backEnd - ivoryEnd);
    m_vertexCount = int(mesh.vertices.size());
    m_triangleCount = int(mesh.indices.size() / 3);
    update();
    emit shapeChanged();
}
