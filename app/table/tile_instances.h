// The tiles of a Repeater3D of Tile3D as the instances of one model, drawn in one draw call
// (software rendering: 144 draws, one a tile, were about a third of a frame on llvmpipe;
// README, "Speed"). Each instance is drawn where its tile is (the tile's sceneTransform, so
// moves, the wash's swirl and a drag all show), with its face's cell of the TileFaceAtlas
// (Tile3D.atlasCell) in the instance data's x and its glow (Tile3D.glow) in y, z and w
// (tile_vertex_lit.vert). The tiles themselves stay in the scene without a material:
// nothing draws them, but they are still animated, picked and followed as before.
//
// The table is made anew in the frame after any tile moved or changed; a hidden tile has no
// instance. The tiles must lie in the scene, not under a node that moves: only their own
// pose is watched.
#pragma once

#include <QMetaProperty>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/QQuick3DInstancing>

#include <vector>

class TileInstances : public QQuick3DInstancing {
    Q_OBJECT
    QML_ELEMENT
    // A Repeater3D whose delegates are Tile3D.
    Q_PROPERTY(QObject* tiles READ tiles WRITE setTiles NOTIFY tilesChanged)

public:
    explicit TileInstances(QQuick3DObject* parent = nullptr);

    QObject* tiles() const { return m_tiles; }
    void setTiles(QObject* tiles);

signals:
    void tilesChanged();

protected:
    QByteArray getInstanceBuffer(int* instanceCount) override;

private slots:
    void tilesReplaced();
    void tileChanged();

private:
    void takeUp();

    QPointer<QObject> m_tiles;
    std::vector<QPointer<QObject>> m_nodes;
    // Read from each tile through its type's meta-object (Tile3D is a QML type).
    QMetaProperty m_transform, m_visible, m_cell, m_glow;
    bool m_stale = true; // the repeater's tiles changed since they were taken up
    bool m_dirty = false;
};
