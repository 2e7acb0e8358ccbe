// One die: a white cube with pips, turned so that `value` faces up. Pips are small dark
// spheres on each face in the standard layout (opposite faces sum to 7). `spin` is added
// to the upright turn while the die tumbles; at (0, 0, 0) the rolled value is on top, so
// a tumble always lands on the face the engine rolled.
import QtQuick
import QtQuick3D

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

        Model {
            source: "#Cube"
            scale: Qt.vector3d(die.size / 100, die.size / 100, die.size / 100)
            materials: PrincipledMaterial { baseColor: "#f7f4ee"; roughness: 0.4 }
        }

        // Pip centres per face, in units of half the die's side: [face normal, pips].
        Repeater3D {
            model: [
                { n: [0, 1, 0], pips: [[0, 0]], red: true },
                { n: [0, 0, 1], pips: [[-0.5, -0.5], [0.5, 0.5]] },
                { n: [1, 0, 0], pips: [[-0.5, -0.5], [0, 0], [0.5, 0.5]] },
                { n: [-1, 0, 0], pips: [[-0.5, -0.5], [0.5, -0.5], [-0.5, 0.5], [0.5, 0.5]] },
                { n: [0, 0, -1], pips: [[-0.5, -0.5], [0.5, -0.5], [0, 0], [-0.5, 0.5], [0.5, 0.5]] },
                { n: [0, -1, 0], pips: [[-0.5, -0.55], [-0.5, 0], [-0.5, 0.55], [0.5, -0.55], [0.5, 0], [0.5, 0.55]] }
            ]
            delegate: Node {
                id: faceNode
                required property var modelData
                Repeater3D {
                    model: faceNode.modelData.pips
                    delegate: Model {
                        required property var modelData
                        readonly property var n: faceNode.modelData.n
                        readonly property real half: die.size / 2
                        // Two in-face axes for the face with normal n.
                        readonly property var u: n[0] !== 0 ? [0, 0, 1] : [1, 0, 0]
                        readonly property var v: n[1] !== 0 ? [0, 0, 1] : [0, 1, 0]
                        source: "#Sphere"
                        scale: Qt.vector3d(die.size / 620, die.size / 620, die.size / 620)
                        position: Qt.vector3d(
                            n[0] * half * 0.97 + (u[0] * modelData[0] + v[0] * modelData[1]) * half * 0.95,
                            n[1] * half * 0.97 + (u[1] * modelData[0] + v[1] * modelData[1]) * half * 0.95,
                            n[2] * half * 0.97 + (u[2] * modelData[0] + v[2] * modelData[1]) * half * 0.95)
                        materials: PrincipledMaterial {
                            baseColor: faceNode.modelData.red ? "#b3261e" : "#1b1b1b"
                            roughness: 0.6
                        }
                    }
                }
            }
        }
    }
}
