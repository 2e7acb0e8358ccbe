// The light over every 3D table (Table3D, SolitaireTable3D): a key light high from the
// front left, with the room's ambient light, and a weak fill from behind; the key light
// casts shadows where `shadows` is set (a GPU). It also gives the lights as the software
// materials take them (ClothMaterial, the tiles' batch: tile_vertex_lit.vert): towards each
// light, its brightness, and the ambient light, decoded from sRGB as Quick 3D does.
import QtQuick
import QtQuick3D

Node {
    id: lights

    property bool shadows: false

    readonly property vector3d keyToLight: key.forward.times(-1)
    readonly property vector3d fillToLight: fill.forward.times(-1)
    readonly property real keyBrightness: key.brightness
    readonly property real fillBrightness: fill.brightness
    readonly property real ambient: Math.pow((key.ambientColor.r + 0.055) / 1.055, 2.4)

    DirectionalLight {
        id: key
        eulerRotation: Qt.vector3d(-60, -25, 0)
        brightness: 0.95
        ambientColor: Qt.rgba(0.42, 0.42, 0.42, 1)
        castsShadow: lights.shadows
        shadowFactor: 40
    }
    DirectionalLight {
        id: fill
        eulerRotation: Qt.vector3d(-35, 155, 0)
        brightness: 0.3
    }
}
