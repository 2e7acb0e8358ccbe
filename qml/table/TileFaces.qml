// The materials all tiles share: the ivory body and the coloured back (each tile's face
// material, with its art, is its own: see Tile3D.qml).
import QtQuick
import QtQuick3D

Node {
    id: faces

    property color backColour: "#2f62a8"
    property color ivoryColour: "#f1ead6"

    readonly property PrincipledMaterial ivory: PrincipledMaterial {
        baseColor: faces.ivoryColour
        roughness: 0.35
    }
    readonly property PrincipledMaterial back: PrincipledMaterial {
        baseColor: faces.backColour
        roughness: 0.3
    }
}
