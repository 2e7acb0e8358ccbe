#include "table/contact_shadows.h"

#include "table/mesh_data.h"

#include <QAbstractItemModel>
#include <QQuaternion>
#include <QSize>
#include <QTimer>
#include <QVector2D>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

// A tile whose lowest point is this close to the felt (mm) rests on it.
constexpr float kOnFelt = 1.5f;
// The patches lie this far over the felt, clear of it in the depth buffer.
constexpr float kLift = 0.25f;
// How far the patch reaches past the tile's edge, in tile widths: about a third of a tile
// width, as the soft shadow of a tile under a ceiling lamp does.
constexpr float kMargin = 0.4f;
// The blob's opaque middle ends this far in from the texture's edge (in texture widths):
// about where the tile's own edge falls with that margin.
constexpr float kFade = 0.21f;

int roleNamed(const QAbstractItemModel& model, const QByteArray& name)
{
    const auto roles = model.roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        if (it.value() == name)
            return it.key();
    return -1;
}

} // namespace

std::optional<ShadowPatch> contactShadowPatch(QVector3D position, QVector3D rotation, QVector3D size, float margin)
{
    // Qt Quick 3D's own reading of Euler angles, so the patch turns as the tile does.
    const QQuaternion turn = QQuaternion::fromEulerAngles(rotation);
    const QVector3D half = size / 2;
    const QVector3D axes[3] = {turn.rotatedVector({1, 0, 0}) * half.x(), turn.rotatedVector({0, 1, 0}) * half.y(),
                               turn.rotatedVector({0, 0, 1}) * half.z()};
    float reachDown = 0;
    int up = 0;
    for (int i = 0; i < 3; ++i) {
        reachDown += std::abs(axes[i].y());
        if (std::abs(axes[i].y()) / half[i] > std::abs(axes[up].y()) / half[up])
            up = i;
    }
    if (position.y() - reachDown > kOnFelt)
        return std::nullopt;
    // The footprint: the two axes that lie along the felt, each reaching `margin` further.
    QVector2D spans[2];
    int n = 0;
    for (int i = 0; i < 3; ++i) {
        if (i == up)
            continue;
        QVector2D along(axes[i].x(), axes[i].z());
        const float length = along.length();
        if (length > 0)
            along *= (length + margin) / length;
        spans[n++] = along;
    }
    const QVector2D centre(position.x(), position.z());
    ShadowPatch patch;
    const float signs[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int c = 0; c < 4; ++c) {
        const QVector2D p = centre + signs[c][0] * spans[0] + signs[c][1] * spans[1];
        patch.corners[static_cast<std::size_t>(c)] = QVector3D(p.x(), kLift, p.y());
    }
    return patch;
}

ContactShadows::ContactShadows(QQuick3DObject* parent) : QQuick3DGeometry(parent)
{
    rebuild();
}

void ContactShadows::setModel(QAbstractItemModel* model)
{
    if (m_model == model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        const auto changed = [this] { scheduleRebuild(); };
        connect(m_model, &QAbstractItemModel::dataChanged, this, changed);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, changed);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, changed);
        connect(m_model, &QAbstractItemModel::modelReset, this, changed);
        connect(m_model, &QAbstractItemModel::layoutChanged, this, changed);
    }
    emit modelChanged();
    rebuild();
}

void ContactShadows::setTileSize(QVector3D size)
{
    if (size == m_tileSize)
        return;
    m_tileSize = size;
    emit tileSizeChanged();
    rebuild();
}

// A step of the game changes many rows one by one: the mesh is made once, after them all.
void ContactShadows::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, [this] { rebuild(); });
}

void ContactShadows::rebuild()
{
    m_rebuildPending = false;
    std::vector<MeshVertex> vertices;
    std::vector<quint32> indices;
    if (m_model) {
        const int positionRole = roleNamed(*m_model, "position3d");
        const int rotationRole = roleNamed(*m_model, "rotation3d");
        const float margin = kMargin * m_tileSize.x();
        const float uvs[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
        for (int row = 0; positionRole >= 0 && rotationRole >= 0 && row < m_model->rowCount(); ++row) {
            const QModelIndex index = m_model->index(row, 0);
            const auto patch = contactShadowPatch(index.data(positionRole).value<QVector3D>(),
                                                  index.data(rotationRole).value<QVector3D>(), m_tileSize, margin);
            if (!patch)
                continue;
            const quint32 first = quint32(vertices.size());
            for (int c = 0; c < 4; ++c) {
                const QVector3D& p = patch->corners[static_cast<std::size_t>(c)];
                vertices.push_back({p.x(), p.y(), p.z(), 0, 1, 0, uvs[c][0], uvs[c][1]});
            }
            // Wound to face up whichever way the corners go round.
            const QVector3D a = patch->corners[1] - patch->corners[0], b = patch->corners[2] - patch->corners[0];
            if (QVector3D::crossProduct(a, b).y() > 0)
                indices.insert(indices.end(), {first, first + 1, first + 2, first, first + 2, first + 3});
            else
                indices.insert(indices.end(), {first, first + 2, first + 1, first, first + 3, first + 2});
        }
    }
    // The whole table: the extent needs no care beyond covering every patch.
    setMeshData(*this, vertices, indices, QVector3D(-2000, 0, -2000), QVector3D(2000, 1, 2000));
    update();
    const int count = int(indices.size() / 6);
    if (count != m_patchCount) {
        m_patchCount = count;
        emit patchesChanged();
    }
}

float ContactShadowTexture::alphaAt(float u, float v)
{
    // How far outside the opaque middle, in texture widths, then a smooth fade.
    const float du = std::max(0.f, std::abs(u - 0.5f) - (0.5f - kFade));
    const float dv = std::max(0.f, std::abs(v - 0.5f) - (0.5f - kFade));
    const float t = std::min(1.f, std::sqrt(du * du + dv * dv) / kFade);
    return 1 - t * t * (3 - 2 * t);
}

ContactShadowTexture::ContactShadowTexture(QQuick3DObject* parent) : QQuick3DTextureData(parent)
{
    setSize(QSize(kSize, kSize));
    setFormat(QQuick3DTextureData::RGBA8);
    setHasTransparency(true);
}

void ContactShadowTexture::componentComplete()
{
    QQuick3DTextureData::componentComplete();
    setTextureData(draw());
}

QByteArray ContactShadowTexture::draw() const
{
    QByteArray pixels(kSize * kSize * 4, '\0');
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) {
            const float a = alphaAt((x + 0.5f) / kSize, (y + 0.5f) / kSize);
            pixels[(y * kSize + x) * 4 + 3] = char(std::lround(255 * a));
        }
    return pixels;
}
