// One die: a white cube with pips, turned so that `value` faces up. The pips are drawn on
// each face in the standard layout (opposite faces sum to 7; die_geometry.h). `spin` is added
// to the upright turn while the die tumbles; at (0, 0, 0) the rolled value is on top, so
// a tumble always lands on the face the engine rolled.
import QtQuick
import QtQuick3D
import Mahjongero

Node {
    id: die

    property real size: 15
    property int value: 1
    property vector3d spin: Qt.vector3d(0, 0, 0)

    // The rotation that brings each value's face (below) to the top (+Y).
    readonly property var upright: [
        Qt.vector3d(0, 0, 0),     // 1 is on +Y
        Qt.vector3d(-90, 0, 0),   // 2 is on +Z
        Qt.vector3d(0, 0, 90),    // 3 is on +X
        Qt.vector3d(0, 0, -90),   // 4 is on -X
        Qt.vector3d(90, 0, 0),    // 5 is on -Z
        Qt.vector3d(180, 0, 0)    // 6 is on -Y
    ]

    Node {
        id: body
        eulerRotation: die.upright[Math.max(1, Math.min(6, die.value)) - 1].plus(die.spin)

        // One mesh and one texture for the whole die (die_geometry.h): its faces show their
        // pips from an atlas.
        Model {
            objectName: "dieBody"
            geometry: DieGeometry {}
            scale: Qt.vector3d(die.size / 100, die.size / 100, die.size / 100)
            materials: PrincipledMaterial {
                baseColorMap: Texture { textureData: DieFacesTexture {} }
                roughness: 0.4
            }
        }
    }
}
