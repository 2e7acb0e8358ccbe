// One piece of the table top (TableCloth's felt and its rim): a box covered with one of
// TableClothTexture's patterns repeated `repeats` times and tinted `colour`. On a GPU it
// takes DefaultMaterial, with `sheen` as its specular amount; with `vertexLit` (software
// rendering) ClothMaterial, lit at its vertices and without the sheen.
import QtQuick
import QtQuick3D
import Mahjongero

Model {
    id: piece

    // "felt" or "wood" (TableClothTexture).
    property string pattern: "felt"
    property color colour: "white"
    property vector2d repeats: Qt.vector2d(1, 1)
    property real sheen: 0
    property bool vertexLit: false
    property TableLights lights

    source: "#Cube"
    materials: [piece.vertexLit ? software : lit]

    DefaultMaterial {
        id: lit
        diffuseColor: piece.colour
        specularAmount: piece.sheen
        diffuseMap: Texture {
            id: patternTexture
            textureData: TableClothTexture { pattern: piece.pattern }
            scaleU: piece.repeats.x
            scaleV: piece.repeats.y
            tilingModeHorizontal: Texture.Repeat
            tilingModeVertical: Texture.Repeat
        }
    }
    ClothMaterial {
        id: software
        cloth: TextureInput { texture: patternTexture }
        tiling: piece.repeats
        tint: Qt.vector3d(piece.colour.r, piece.colour.g, piece.colour.b)
        lights: piece.lights
    }
}
