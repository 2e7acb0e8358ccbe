#include "table/tile_instances.h"

#include "table/repeater_objects.h"

#include <QMatrix4x4>
#include <QVector3D>
#include <QVector4D>

TileInstances::TileInstances(QQuick3DObject* parent) : QQuick3DInstancing(parent) {}

void TileInstances::setTiles(QObject* tiles)
{
    if (tiles == m_tiles)
        return;
    if (m_tiles)
        disconnect(m_tiles, nullptr, this, nullptr);
    m_tiles = tiles;
    if (m_tiles) {
        // Old-style connections: Repeater3D's header is private.
        connect(m_tiles, SIGNAL(countChanged()), this, SLOT(tilesReplaced()));
        connect(m_tiles, SIGNAL(objectAdded(int, QQuick3DObject*)), this, SLOT(tilesReplaced()));
        connect(m_tiles, SIGNAL(objectRemoved(int, QQuick3DObject*)), this, SLOT(tilesReplaced()));
    }
    tilesReplaced();
    emit tilesChanged();
}

void TileInstances::tilesReplaced()
{
    m_stale = true;
    tileChanged();
}

void TileInstances::tileChanged()
{
    // Many tiles move in one frame (the wash moves every tile): the table is made once.
    if (m_dirty)
        return;
    m_dirty = true;
    markDirty();
}

void TileInstances::takeUp()
{
    for (const auto& node : m_nodes)
        if (node)
            disconnect(node, nullptr, this, nullptr);
    m_nodes.clear();
    m_stale = false;
    const QMetaMethod changed = metaObject()->method(metaObject()->indexOfSlot("tileChanged()"));
    const QMetaObject* type = nullptr;
    const auto property = [&type](const char* name) { return type->property(type->indexOfProperty(name)); };
    for (QQuick3DObject* tile : repeaterObjects(m_tiles)) {
        if (!tile)
            continue;
        // Every delegate is a Tile3D: its properties are looked up once.
        if (type != tile->metaObject()) {
            type = tile->metaObject();
            m_transform = property("sceneTransform");
            m_visible = property("visible");
            m_cell = property("atlasCell");
            m_glow = property("glow");
        }
        // The tile's own pose, not its sceneTransform's signal: that one would work the scene
        // transform out again at each change of a tile's position or turn, twice a tile in
        // each frame of the wash. (The repeater's tiles lie in the scene, not under a node
        // that moves.)
        for (const char* name : {"position", "rotation", "eulerRotation", "scale", "pivot", "visible", "atlasCell", "glow"})
            if (const QMetaProperty watched = property(name); watched.hasNotifySignal())
                connect(tile, watched.notifySignal(), this, changed);
        m_nodes.emplace_back(tile);
    }
}

QByteArray TileInstances::getInstanceBuffer(int* instanceCount)
{
    if (m_stale)
        takeUp();
    m_dirty = false;
    QByteArray table;
    table.reserve(qsizetype(m_nodes.size()) * qsizetype(sizeof(InstanceTableEntry)));
    int shown = 0;
    for (const auto& node : m_nodes) {
        if (!node || !m_visible.read(node).toBool())
            continue;
        const auto m = m_transform.read(node).value<QMatrix4x4>();
        const auto glow = m_glow.read(node).value<QVector3D>();
        // The instance colour multiplies the vertices' colours (Qt 6.4), so it stays white.
        const InstanceTableEntry entry{m.row(0), m.row(1), m.row(2), QVector4D(1, 1, 1, 1),
                                       QVector4D(static_cast<float>(m_cell.read(node).toInt()), glow.x(), glow.y(), glow.z())};
        table.append(reinterpret_cast<const char*>(&entry), sizeof entry);
        ++shown;
    }
    if (shown == 0) {
        // No tile to draw: one instance squeezed to a point, which draws nothing (what an
        // empty table would draw is not said by Qt's documentation).
        const InstanceTableEntry none{};
        table.append(reinterpret_cast<const char*>(&none), sizeof none);
        shown = 1;
    }
    if (instanceCount)
        *instanceCount = shown;
    return table;
}
