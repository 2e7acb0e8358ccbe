// The table top under the tiles, the same for every 3D table (Table3D, SolitaireTable3D):
// a felt `size` wide and deep (x, z; mm) whose top lies at y = 0, its cloth tinted by
// `feltColour`, and a wooden rim 20 mm wider all round, a little lower, its grain tinted
// walnut. On a GPU both take DefaultMaterial (the felt receives the tiles' shadows); with
// `vertexLit` (software rendering, where they fill most of the view's pixels) they are lit
// at their vertices (ClothMaterial), the rim without DefaultMaterial's slight sheen.
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

    Model {
        id: felt
        objectName: "felt"
        source: "#Cube"
        position: Qt.vector3d(0, -5, 0)
        scale: Qt.vector3d(tableTop.size.x / 100, 0.1, tableTop.size.y / 100)
        materials: [tableTop.vertexLit ? feltSoftware : feltLit]
        receivesShadows: true
        DefaultMaterial {
            id: feltLit
            diffuseColor: tableTop.feltColour
            specularAmount: 0
            diffuseMap: Texture {
                id: feltPattern
                textureData: TableClothTexture { pattern: "felt" }
                scaleU: tableTop.feltRepeats.x
                scaleV: tableTop.feltRepeats.y
                tilingModeHorizontal: Texture.Repeat
                tilingModeVertical: Texture.Repeat
            }
        }
        ClothMaterial {
            id: feltSoftware
            cloth: TextureInput { texture: feltPattern }
            tiling: tableTop.feltRepeats
            tint: Qt.vector3d(tableTop.feltColour.r, tableTop.feltColour.g, tableTop.feltColour.b)
            lights: tableTop.lights
        }
    }
    Model {
        source: "#Cube"
        position: Qt.vector3d(0, -12, 0)
        scale: Qt.vector3d((tableTop.size.x + 40) / 100, 0.14, (tableTop.size.y + 40) / 100)
        materials: [tableTop.vertexLit ? rimSoftware : rimLit]
        DefaultMaterial {
            id: rimLit
            diffuseColor: tableTop.rimColour
            specularAmount: 0.15
            diffuseMap: Texture {
                id: rimGrain
                textureData: TableClothTexture { pattern: "wood" }
                scaleU: tableTop.rimRepeats.x
                scaleV: tableTop.rimRepeats.y
                tilingModeHorizontal: Texture.Repeat
                tilingModeVertical: Texture.Repeat
            }
        }
        ClothMaterial {
            id: rimSoftware
            cloth: TextureInput { texture: rimGrain }
            tiling: tableTop.rimRepeats
            tint: Qt.vector3d(tableTop.rimColour.r, tableTop.rimColour.g, tableTop.rimColour.b)
            lights: tableTop.lights
        }
    }
}
