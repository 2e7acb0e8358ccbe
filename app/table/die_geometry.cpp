#include "table/die_geometry.h"

#include "table/mesh_data.h"

#include <QPainter>
#include <QVector3D>

#include <cmath>
#include <vector>

namespace {

// The atlas is one row of six cells, value v in cell v - 1: a texture flipped top to
// bottom still shows each face's own value (only the pips' pattern mirrors, as a real
// die's may).
constexpr int kCells = 6;

struct Face {
    int axis, sign, value;
};
constexpr Face kFaces[6] = {{1, +1, 1}, {2, +1, 2}, {0, +1, 3}, {0, -1, 4}, {2, -1, 5}, {1, -1, 6}};

} // namespace

int DieGeometry::valueOnFace(int axis, int sign)
{
    for (const Face& f : kFaces)
        if (f.axis == axis && f.sign == sign)
            return f.value;
    return 0;
}

int DieGeometry::valueFacing(const QVector3D& normal) const
{
    int axis = 0;
    for (int i = 1; i < 3; ++i)
        if (std::abs(normal[i]) > std::abs(normal[axis]))
            axis = i;
    return valueOnFace(axis, normal[axis] > 0 ? 1 : -1);
}

DieGeometry::DieGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent)
{
    std::vector<MeshVertex> vertices;
    std::vector<quint32> indices;
    constexpr float h = 50;
    for (const Face& f : kFaces) {
        QVector3D n, a, b;
        n[f.axis] = float(f.sign);
        // Two axes across the face, ordered so that a x b points out of the die.
        a[(f.axis + 1) % 3] = 1;
        b[(f.axis + 2) % 3] = 1;
        if (QVector3D::dotProduct(QVector3D::crossProduct(a, b), n) < 0)
            std::swap(a, b);
        const float u0 = float(f.value - 1) / kCells, u1 = float(f.value) / kCells;
        const quint32 first = quint32(vertices.size());
        const float corners[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        for (const auto& c : corners) {
            const QVector3D p = h * (n + c[0] * a + c[1] * b);
            vertices.push_back({p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), c[0] < 0 ? u0 : u1, c[1] < 0 ? 0.f : 1.f});
        }
        indices.insert(indices.end(), {first, first + 1, first + 2, first, first + 2, first + 3});
    }
    setMeshData(*this, vertices, indices, QVector3D(-h, -h, -h), QVector3D(h, h, h));
}

DieFacesTexture::DieFacesTexture(QQuick3DObject* parent) : QQuick3DTextureData(parent)
{
    setSize(QSize(kCell * kCells, kCell));
    setFormat(QQuick3DTextureData::RGBA8);
    setHasTransparency(false);
}

void DieFacesTexture::componentComplete()
{
    QQuick3DTextureData::componentComplete();
    const QImage atlas = draw();
    setTextureData(QByteArray(reinterpret_cast<const char*>(atlas.constBits()), atlas.sizeInBytes()));
}

QImage DieFacesTexture::draw()
{
    // Pip centres in units of half a face, per value: the standard layouts.
    static const std::vector<std::vector<QPointF>> pips = {
        {{0, 0}},
        {{-0.5, -0.5}, {0.5, 0.5}},
        {{-0.5, -0.5}, {0, 0}, {0.5, 0.5}},
        {{-0.5, -0.5}, {0.5, -0.5}, {-0.5, 0.5}, {0.5, 0.5}},
        {{-0.5, -0.5}, {0.5, -0.5}, {0, 0}, {-0.5, 0.5}, {0.5, 0.5}},
        {{-0.5, -0.55}, {-0.5, 0}, {-0.5, 0.55}, {0.5, -0.55}, {0.5, 0}, {0.5, 0.55}},
    };
    QImage atlas(kCell * kCells, kCell, QImage::Format_RGBA8888);
    atlas.fill(QColor(0xf7, 0xf4, 0xee));
    QPainter painter(&atlas);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const double half = kCell / 2.0;
    for (int value = 1; value <= kCells; ++value) {
        const QPointF centre((value - 1) * kCell + half, half);
        // A thin shade at the cell's rim reads as the die's rounded edge.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0xd8, 0xd2, 0xc4), 2));
        painter.drawRoundedRect(QRectF((value - 1) * kCell + 1, 1, kCell - 2, kCell - 2), 8, 8);
        painter.setPen(Qt::NoPen);
        painter.setBrush(value == 1 ? QColor(0xb3, 0x26, 0x1e) : QColor(0x1b, 0x1b, 0x1b));
        const double radius = value == 1 ? kCell * 0.13 : kCell * 0.085;
        for (const QPointF& p : pips[static_cast<std::size_t>(value - 1)])
            painter.drawEllipse(centre + p * half * 0.95, radius, radius);
    }
    return atlas;
}
