#include "table/wash_swirl.h"

#include <QVariant>
#include <QtQuick3D/qquick3dobject.h>

#include <cmath>
#include <numbers>

QVector3D WashSwirl::swirledPosition(QVector3D rest, int turns, qreal phase)
{
    // About the table's centre, counterclockwise seen from above, as the turns go; the heap
    // also spreads out and gathers again, as washing hands push it around.
    const double a = 2 * std::numbers::pi * turns * phase;
    const double k = 1 + 0.3 * std::sin(std::numbers::pi * phase);
    const auto c = static_cast<float>(k * std::cos(a)), s = static_cast<float>(k * std::sin(a));
    return {rest.x() * c + rest.z() * s, rest.y(), -rest.x() * s + rest.z() * c};
}

QVector3D WashSwirl::swirledRotation(QVector3D rest, int turns, qreal phase)
{
    return {rest.x(), rest.y() + static_cast<float>(360.0 * turns * phase), rest.z()};
}

void WashSwirl::setTiles(QObject* tiles)
{
    if (tiles == m_tiles)
        return;
    putBack();
    m_tiles = tiles;
    emit tilesChanged();
    if (m_phase != 0)
        draw();
}

void WashSwirl::setPhase(qreal phase)
{
    if (phase == m_phase)
        return;
    m_phase = phase;
    emit phaseChanged();
    if (phase == 0)
        putBack();
    else
        draw();
}

void WashSwirl::setUnit(qreal unit)
{
    if (unit == m_unit || unit <= 0)
        return;
    m_unit = unit;
    emit unitChanged();
}

void WashSwirl::takeUp()
{
    m_resting.clear();
    if (!m_tiles)
        return;
    const int count = m_tiles->property("count").toInt();
    for (int i = 0; i < count; ++i) {
        QQuick3DObject* tile = nullptr;
        QMetaObject::invokeMethod(m_tiles, "objectAt", Q_RETURN_ARG(QQuick3DObject*, tile), Q_ARG(int, i));
        if (!tile)
            continue;
        // The turns come from where the tile will lie, so a tile keeps its turns whatever
        // moves under it; the pose swirled is where it is drawn now.
        const auto lies = tile->property("position3d").value<QVector3D>();
        const double radius = std::hypot(lies.x(), lies.z()) / m_unit;
        m_resting.push_back({tile, tile->property("position").value<QVector3D>(),
                             tile->property("eulerRotation").value<QVector3D>(), turnsAt(radius)});
    }
}

void WashSwirl::draw()
{
    if (m_resting.empty())
        takeUp();
    for (const Resting& r : m_resting)
        if (r.tile) {
            r.tile->setProperty("position", swirledPosition(r.position, r.turns, m_phase));
            r.tile->setProperty("eulerRotation", swirledRotation(r.rotation, r.turns, m_phase));
        }
}

void WashSwirl::putBack()
{
    // The tiles' bindings run again rather than the poses taken up being written back: a
    // tile the model moved meanwhile goes where it now belongs.
    for (const Resting& r : m_resting)
        if (r.tile)
            r.tile->setProperty("poseEpoch", r.tile->property("poseEpoch").toInt() + 1);
    m_resting.clear();
}
