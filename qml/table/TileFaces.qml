// What all tiles share besides their mesh (TileGeometry, which takes the body's and the
// back's colours from here): the colours, and the texture a concealed face shows (each
// tile's face texture, with its art, is its own: see Tile3D.qml; on software rendering
// the table draws them all from one TileFaceAtlas).
import QtQuick
import QtQuick3D
import Mahjongero

Node {
    id: faces

    property color backColour: "#2f62a8"
    property color ivoryColour: "#f1ead6"

    readonly property Texture concealed: Texture {
        textureData: ConcealedFaceTexture { colour: faces.backColour }
    }
}
