// The wash's swirl (RULINGS.md, ritual step 1), also the solitaire's win: while `phase` runs
// from 0 to 1, every tile of `tiles` (a Repeater3D of Tile3D) turns about the table's centre,
// whole turns, more near the centre, the heap spreading out and gathering again, so that at
// 1 it is back where it lay.
//
// Done here and not in bindings of each tile because those, four a tile re-run every frame
// for 144 tiles, made the wash's frames some 12 ms longer on the GUI thread than the later
// steps' (QSG_RENDER_TIMING, software rendering, a loaded machine; issue 14's frame times).
// Each frame, after the animations have run (QQuickWindow::afterAnimating) and so after any
// binding of the tile's pose, it reads each tile's rest pose (Tile3D.restPosition and
// restRotation, which follow a tile still sliding into the heap) and writes it swirled over
// the tile's position and eulerRotation, once a frame: not also as `phase` changes, which
// comes earlier in the same frame (the phase is an animation too). Without a window it
// draws as `phase` changes. When `phase` returns to 0 it writes the rest poses back; the
// tiles' bindings stay and go on from there.
#pragma once

#include <QObject>
#include <QPointer>
#include <QQuickWindow>
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
    // The window whose frames the swirl is drawn in (without one, only when `phase` changes).
    Q_PROPERTY(QQuickWindow* window READ window WRITE setWindow NOTIFY windowChanged)

public:
    using QObject::QObject;

    QObject* tiles() const { return m_tiles; }
    void setTiles(QObject* tiles);
    qreal phase() const { return m_phase; }
    void setPhase(qreal phase);
    qreal unit() const { return m_unit; }
    void setUnit(qreal unit);
    QQuickWindow* window() const { return m_window; }
    void setWindow(QQuickWindow* window);

    // Whole turns of a tile that will lie `radius` tile widths from the centre.
    static int turnsAt(qreal radius) { return radius < 2.6 ? 3 : radius < 5.2 ? 2 : 1; }
    // Where a tile that rests at `rest` is drawn at `phase`, and its Euler angles.
    static QVector3D swirledPosition(QVector3D rest, int turns, qreal phase);
    static QVector3D swirledRotation(QVector3D rest, int turns, qreal phase);

signals:
    void tilesChanged();
    void phaseChanged();
    void unitChanged();
    void windowChanged();

private:
    struct Swirling {
        QPointer<QObject> tile;
        int turns = 1;
    };
    void takeUp(); // the tiles and their turns, as the swirl starts
    void draw();
    void putBack();
    void follow(bool frames); // draw at every frame of the window, or stop

    QPointer<QObject> m_tiles;
    QPointer<QQuickWindow> m_window;
    QMetaObject::Connection m_frames;
    qreal m_phase = 0;
    qreal m_unit = 27;
    std::vector<Swirling> m_swirling;
};
