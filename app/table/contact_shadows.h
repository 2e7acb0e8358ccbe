// Contact shadows: the soft dark patch under every tile that rests on the felt (issue 14,
// "tiles that feel real": contact shadows even on software rendering). Real shadow maps are
// too dear for Mesa's software renderer, so the patches are one mesh for the whole table
// (one draw call): a quad under each tile's footprint, a little larger than it, textured
// with a soft-edged blob (ContactShadowTexture). A tile lying on another tile casts none
// (the one under it does).
//
// The patches follow the model's poses (the roles "position3d" and "rotation3d"), that is
// where each tile comes to rest: a moving tile's patch waits for it there. The scene hides
// them while the wash swirls the heap (Table3D).
#pragma once

#include <QPointer>
#include <QQuick3DGeometry>
#include <QVector3D>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/QQuick3DTextureData>

#include <array>
#include <optional>

class QAbstractItemModel;

// The patch under one tile, on the felt (y = 0), corners in order round the quad; none when
// the tile does not touch the felt. `position` is the tile's centre (mm), `rotation` its
// Euler angles in degrees as Qt Quick 3D reads them (tile_pose3d.h), `size` its width,
// height and depth (TileGeometry's X, Y and Z), `margin` how far the patch reaches past
// the tile's edge.
struct ShadowPatch {
    std::array<QVector3D, 4> corners;
};
std::optional<ShadowPatch> contactShadowPatch(QVector3D position, QVector3D rotation, QVector3D size, float margin);

class ContactShadows : public QQuick3DGeometry {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractItemModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(QVector3D tileSize READ tileSize WRITE setTileSize NOTIFY tileSizeChanged)
    // How many tiles cast a patch now (for tests).
    Q_PROPERTY(int patchCount READ patchCount NOTIFY patchesChanged)

public:
    explicit ContactShadows(QQuick3DObject* parent = nullptr);

    QAbstractItemModel* model() const { return m_model; }
    void setModel(QAbstractItemModel* model);
    QVector3D tileSize() const { return m_tileSize; }
    void setTileSize(QVector3D size);
    int patchCount() const { return m_patchCount; }

signals:
    void modelChanged();
    void tileSizeChanged();
    void patchesChanged();

private:
    void scheduleRebuild();
    void rebuild();

    QPointer<QAbstractItemModel> m_model;
    QVector3D m_tileSize{27, 33, 20};
    int m_patchCount = 0;
    bool m_rebuildPending = false;
};

// The blob: black, opaque in the middle, fading smoothly to clear at the edges.
class ContactShadowTexture : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ContactShadowTexture(QQuick3DObject* parent = nullptr);
    static constexpr int kSize = 64;
    // The blob's alpha at texture coordinates (u, v) in 0..1 (for tests).
    static float alphaAt(float u, float v);

protected:
    // Qt Quick 3D 6.4 loses texture data given before the object joins the scene: it is
    // given again here.
    void componentComplete() override;

private:
    QByteArray draw() const;
};
