// The vertex layout every mesh of the 3D table shares (the tile, the dice, the contact
// shadows): position, normal and texture coordinates, 8 floats a vertex, triangles indexed
// by 32-bit numbers. setMeshData() hands such a mesh to a QQuick3DGeometry (the caller adds
// subsets, if any, and calls update()).
#pragma once

#include <QQuick3DGeometry>
#include <QVector3D>

#include <vector>

struct MeshVertex {
    float x, y, z;    // position
    float nx, ny, nz; // normal
    float u, v;       // texture coordinates
};

inline void setMeshData(QQuick3DGeometry& geometry, const std::vector<MeshVertex>& vertices,
                        const std::vector<quint32>& indices, QVector3D lo, QVector3D hi)
{
    using Attribute = QQuick3DGeometry::Attribute;
    geometry.clear();
    geometry.setStride(int(sizeof(MeshVertex)));
    geometry.setPrimitiveType(QQuick3DGeometry::PrimitiveType::Triangles);
    geometry.addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    geometry.addAttribute(Attribute::NormalSemantic, 3 * sizeof(float), Attribute::F32Type);
    geometry.addAttribute(Attribute::TexCoord0Semantic, 6 * sizeof(float), Attribute::F32Type);
    geometry.addAttribute(Attribute::IndexSemantic, 0, Attribute::U32Type);
    geometry.setVertexData(QByteArray(reinterpret_cast<const char*>(vertices.data()),
                                      qsizetype(vertices.size() * sizeof(MeshVertex))));
    geometry.setIndexData(QByteArray(reinterpret_cast<const char*>(indices.data()),
                                     qsizetype(indices.size() * sizeof(quint32))));
    geometry.setBounds(lo, hi);
}
