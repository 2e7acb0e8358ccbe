// One die as one mesh and one texture (Die3D.qml): a cube whose six faces each show their
// cell of a 3 x 2 atlas of pips (DieFacesTexture). The die used to be a cube with a sphere
// per pip, 21 spheres of a few thousand triangles each: two dice drew more triangles than
// all 144 tiles, and on software rendering cost about a sixth of every frame.
//
// Faces, as Die3D's upright turns expect: 1 on +Y, 2 on +Z, 3 on +X, 4 on -X, 5 on -Z,
// 6 on -Y (opposite faces sum to 7). The cube is 100 units a side, as Qt's #Cube, so the
// Model scales it the same way.
#pragma once

#include <QQuick3DGeometry>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/QQuick3DTextureData>

#include <QImage>

class DieGeometry : public QQuick3DGeometry {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit DieGeometry(QQuick3DObject* parent = nullptr);

    // Which value's cell of the atlas a face shows, for the face whose outward normal is
    // along `axis` (0 X, 1 Y, 2 Z) with `sign` +1 or -1.
    static int valueOnFace(int axis, int sign);
    // The same for QML (tests): the value on the face whose outward normal is `normal`.
    Q_INVOKABLE int valueFacing(const QVector3D& normal) const;
};

class DieFacesTexture : public QQuick3DTextureData {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit DieFacesTexture(QQuick3DObject* parent = nullptr);
    static constexpr int kCell = 64; // pixels a face

    // The atlas: value v (1-6) in cell ((v-1) % 3, (v-1) / 3); ivory with dark pips, the
    // one red.
    static QImage draw();

protected:
    // Qt Quick 3D 6.4 loses texture data given before the object joins the scene.
    void componentComplete() override;
};
