// The vertex layout every mesh of the 3D table shares (the tile, the dice, the contact
// shadows): position, normal and texture coordinates, 8 floats a vertex (the tile adds a
// colour), triangles indexed by 32-bit numbers. setMeshData() hands such a mesh to a
// QQuick3DGeometry (the caller adds subsets, if any, and calls update()).
#pragma once

#include <QQuick3DGeometry>
#include <QVector3D>

#include <vector>

struct MeshVertex {
    float x, y, z;    // position
    float nx, ny, nz; // normal
    float u, v;       // texture coordinates
};

// A vertex that also carries a colour (RGBA, linear, may exceed 1): a material with
// vertexColorsEnabled multiplies its colour by it, so one draw can colour several parts.
struct ColouredMeshVertex {
    MeshVertex base;
    float r, g, b, a;
};

namespace meshdata_detail {
template <typename V>
void setData(QQuick3DGeometry& geometry, const std::vector<V>& vertices, const std::vector<quint32>& indices,
             QVector3D lo, QVector3D hi, bool coloured)
{
    using Attribute = QQuick3DGeometry::Attribute;
    geometry.clear();
    geometry.setStride(int(sizeof(V)));
    geometry.setPrimitiveType(QQuick3DGeometry::PrimitiveType::Triangles);
    geometry.addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    geometry.addAttribute(Attribute::NormalSemantic, 3 * sizeof(float), Attribute::F32Type);
    geometry.addAttribute(Attribute::TexCoord0Semantic, 6 * sizeof(float), Attribute::F32Type);
    if (coloured)
        geometry.addAttribute(Attribute::ColorSemantic, 8 * sizeof(float), Attribute::F32Type);
    geometry.addAttribute(Attribute::IndexSemantic, 0, Attribute::U32Type);
    geometry.setVertexData(QByteArray(reinterpret_cast<const char*>(vertices.data()),
                                      qsizetype(vertices.size() * sizeof(V))));
    geometry.setIndexData(QByteArray(reinterpret_cast<const char*>(indices.data()),
                                     qsizetype(indices.size() * sizeof(quint32))));
    geometry.setBounds(lo, hi);
}
} // namespace meshdata_detail

inline void setMeshData(QQuick3DGeometry& geometry, const std::vector<MeshVertex>& vertices,
                        const std::vector<quint32>& indices, QVector3D lo, QVector3D hi)
{
    meshdata_detail::setData(geometry, vertices, indices, lo, hi, false);
}

// The same with a colour a vertex (12 floats a vertex: the colour after the UVs).
inline void setMeshData(QQuick3DGeometry& geometry, const std::vector<ColouredMeshVertex>& vertices,
                        const std::vector<quint32>& indices, QVector3D lo, QVector3D hi)
{
    static_assert(sizeof(ColouredMeshVertex) == 12 * sizeof(float), "the colour follows the UVs, unpadded");
    meshdata_detail::setData(geometry, vertices, indices, lo, hi, true);
}
