// The table top under the tiles, the same for every 3D table (Table3D, SolitaireTable3D):
// a felt `size` wide and deep (x, z; mm) whose top lies at y = 0, its cloth tinted by
// `feltColour`, and a wooden rim 20 mm wider all round, a little lower, its grain tinted
// walnut, each a ClothPiece. On a GPU both take DefaultMaterial (the felt receives the
// tiles' shadows); with `vertexLit` (software rendering, where they fill most of the view's
// pixels) they are lit at their vertices (ClothMaterial), the rim without DefaultMaterial's
// slight sheen.
import QtQuick
import QtQuick3D
import Mahjongero

Node {
    id: tableTop

    property vector2d size: Qt.vector2d(1000, 1000)
    // How many times the felt's and the rim's patterns repeat across them (u, v).
    property vector2d feltRepeats: Qt.vector2d(1, 1)
    property vector2d rimRepeats: Qt.vector2d(3, 3)
    property color feltColour: "#1d6b3c"
    readonly property color rimColour: "#7a4f2a"
    property bool vertexLit: false
    property TableLights lights

    ClothPiece {
        objectName: "felt"
        pattern: "felt"
        position: Qt.vector3d(0, -5, 0)
        scale: Qt.vector3d(tableTop.size.x / 100, 0.1, tableTop.size.y / 100)
        receivesShadows: true
        colour: tableTop.feltColour
        repeats: tableTop.feltRepeats
        vertexLit: tableTop.vertexLit
        lights: tableTop.lights
    }
    ClothPiece {
        pattern: "wood"
        position: Qt.vector3d(0, -12, 0)
        scale: Qt.vector3d((tableTop.size.x + 40) / 100, 0.14, (tableTop.size.y + 40) / 100)
        colour: tableTop.rimColour
        repeats: tableTop.rimRepeats
        sheen: 0.15
        vertexLit: tableTop.vertexLit
        lights: tableTop.lights
    }
}
