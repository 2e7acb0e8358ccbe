// The wash's swirl (RULINGS.md, ritual step 1), also the solitaire's win: while `phase` runs
// from 0 to 1, every tile of `tiles` (a Repeater3D of Tile3D) turns about the table's centre,
// whole turns, more near the centre, the heap spreading out and gathering again, so that at
// 1 it is back where it lay.
//
// Done here and not in bindings of each tile because those, four a tile re-run every frame
// for 144 tiles, made the wash's frames some 12 ms longer on the GUI thread than the later
// steps' (QSG_RENDER_TIMING, software rendering, a loaded machine); issue 14's frame times. The tiles' own bindings stay: their pose is
// written over while the heap swirls, and when `phase` returns to 0 each tile's
// `poseEpoch` is bumped, which runs its bindings again.
#pragma once

#include <QObject>
#include <QPointer>
#include <QVector3D>
#include <QtQml/qqmlregistration.h>

#include <vector>

class WashSwirl : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QObject* tiles READ tiles WRITE setTiles NOTIFY tilesChanged)
    Q_PROPERTY(qreal phase READ phase WRITE setPhase NOTIFY phaseChanged)
    // The tile width (mm), to tell the heap's centre from its rim.
    Q_PROPERTY(qreal unit READ unit WRITE setUnit NOTIFY unitChanged)

public:
    using QObject::QObject;

    QObject* tiles() const { return m_tiles; }
    void setTiles(QObject* tiles);
    qreal phase() const { return m_phase; }
    void setPhase(qreal phase);
    qreal unit() const { return m_unit; }
    void setUnit(qreal unit);

    // Whole turns of a tile that will lie `radius` tile widths from the centre.
    static int turnsAt(qreal radius) { return radius < 2.6 ? 3 : radius < 5.2 ? 2 : 1; }
    // Where a tile that rests at `rest` is drawn at `phase`, and its Euler angles.
    static QVector3D swirledPosition(QVector3D rest, int turns, qreal phase);
    static QVector3D swirledRotation(QVector3D rest, int turns, qreal phase);

signals:
    void tilesChanged();
    void phaseChanged();
    void unitChanged();

private:
    struct Resting {
        QPointer<QObject> tile;
        QVector3D position; // the pose at rest, read as the swirl starts
        QVector3D rotation;
        int turns = 1;
    };
    void takeUp();
    void putBack();
    void draw();

    QPointer<QObject> m_tiles;
    qreal m_phase = 0;
    qreal m_unit = 27;
    std::vector<Resting> m_resting;
};
