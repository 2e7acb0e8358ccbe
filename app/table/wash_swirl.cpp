#include "table/wash_swirl.h"

#include "table/repeater_objects.h"

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
    follow(phase != 0);
    if (phase == 0)
        putBack();
    else if (m_window)
        m_window->update(); // drawn once, after the frame's animations (follow)
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

void WashSwirl::setWindow(QQuickWindow* window)
{
    if (window == m_window)
        return;
    follow(false);
    m_window = window;
    emit windowChanged();
    follow(m_phase != 0);
}

void WashSwirl::follow(bool frames)
{
    disconnect(m_frames);
    if (frames && m_window)
        m_frames = connect(m_window, &QQuickWindow::afterAnimating, this, &WashSwirl::draw);
}

void WashSwirl::takeUp()
{
    m_swirling.clear();
    for (QQuick3DObject* tile : repeaterObjects(m_tiles)) {
        if (!tile)
            continue;
        // The turns come from where the tile will lie, so a tile keeps its turns whatever
        // moves under it.
        const auto lies = tile->property("position3d").value<QVector3D>();
        m_swirling.push_back({tile, turnsAt(std::hypot(lies.x(), lies.z()) / m_unit)});
    }
}

void WashSwirl::draw()
{
    if (m_phase == 0)
        return;
    if (m_swirling.empty())
        takeUp();
    for (const Swirling& s : m_swirling)
        if (s.tile) {
            const auto position = s.tile->property("restPosition").value<QVector3D>();
            const auto rotation = s.tile->property("restRotation").value<QVector3D>();
            s.tile->setProperty("position", swirledPosition(position, s.turns, m_phase));
            s.tile->setProperty("eulerRotation", swirledRotation(rotation, s.turns, m_phase));
        }
}

void WashSwirl::putBack()
{
    for (const Swirling& s : m_swirling)
        if (s.tile) {
            s.tile->setProperty("position", s.tile->property("restPosition"));
            s.tile->setProperty("eulerRotation", s.tile->property("restRotation"));
        }
    m_swirling.clear();
}
