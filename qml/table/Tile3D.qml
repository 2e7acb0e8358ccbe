// One physical tile in the 3D scene: the shared tile mesh (TileGeometry) with its face
// art, ivory body and coloured back, drawn in one draw (tile_geometry.h), or with all the
// table's tiles in one (drawnWithOthers, software rendering). Where it is and how it is
// turned come from the model's row (position3d, rotation3d, computed in C++ from the
// engine's placement); a change of the row animates the tile to its new pose, as a hand
// would move it: lifted in an arc (higher when it climbs, as the lifted break stack does),
// turned the short way, and, when a wall segment is built, stack by stack (convention 6:
// animations follow the model's changes, so moves from the ritual, the free table or the
// network all animate).
//
// The wash (RULINGS.md, ritual step 1) swirls the tiles about the table's centre: the
// table's WashSwirl (wash_swirl.h) draws each tile's rest pose swirled, over the bindings
// of position and eulerRotation, and puts the rest pose back when it ends.
import QtQuick
import QtQuick3D
import Mahjongero

Model {
    id: tile

    required property int tileId
    required property string kind
    required property string zone
    required property int group
    required property bool faceUp
    required property int seat
    required property vector3d position3d
    required property vector3d rotation3d

    // The art on the face (resources/tiles via TileFaceFiles).
    property bool indexNumerals: false
    // How the card faces are inked (AppSettings.cardColours: "four", "swapped", "two").
    property string cardColours: "four"
    // The tile's one material (tile_geometry.h: one draw a tile, the body's and the back's
    // colours in the vertices): its face's art, or the back's colour where the face must not
    // be seen. A slight sheen, as on polished ivory.
    property Material faceMaterial: DefaultMaterial {
        vertexColorsEnabled: true
        diffuseMap: tile.concealFace ? tile.concealTexture : faceTexture
        specularAmount: 0.35
        specularRoughness: 0.3
        emissiveFactor: tile.glow
    }
    // Drawn with the others in one draw (Table3D.instancedTiles, software rendering): the
    // tile has no material of its own, and TileInstances draws it where it is, with the
    // face in `atlasCell` of the table's TileFaceAtlas and `glow`.
    property bool drawnWithOthers: false
    property int atlasCell: 0
    // The latest discard glows a little; one you may claim, more (issue 14, found when
    // tried, 3).
    readonly property vector3d glow: mark === 2 ? Qt.vector3d(0.7, 0.42, 0.0)
                                   : mark === 1 ? Qt.vector3d(0.3, 0.2, 0.0) : Qt.vector3d(0, 0, 0)
    // flipV: the mesh's face UVs run top to bottom (tile_geometry.h), Quick 3D samples v = 0
    // at the image's bottom row; without it every face showed mirrored top to bottom (a
    // card's "A♠" read upside down with the pip still on its right).
    property Texture faceTexture: Texture {
        source: TileFaceFiles.url(tile.kind, tile.indexNumerals, tile.cardColours)
        flipV: true
    }
    // The face drawn as a back (TileFaces.concealed).
    property Texture concealTexture
    // 0: a tile like any other; 1: the latest discard; 2: the latest discard, yours to claim.
    property int mark: 0
    // The face drawn as a back (hot-seat: a hand no one at the screen may see).
    property bool concealFace: false
    // A tile of a hand lies face up where it stands (a replay shows every hand), its centre
    // this high over the felt.
    property bool laidOpen: false
    property real lyingHeight: 0
    readonly property bool lyingOpen: laidOpen && zone === "hand"
    // How long a move takes; 0 jumps.
    property int moveDuration: 400
    // When a wall segment is built, each stack waits this long after the one before.
    property int buildStagger: 0
    // The tile width, to tell the heap's centre from its rim.
    property real unit: 27

    // The pose drawn: it follows position3d/rotation3d, animated.
    property vector3d place: position3d
    property vector3d turn: rotation3d
    property real hop: 0        // 0..1 along the arc of a move
    // Raised this far (mm) over where it lies, whatever else moves it (the solitaire's win).
    property real lift: 0
    property real hopHeight: 0  // mm at the top of the arc
    property string fromZone: zone

    objectName: "tile3d-" + tileId
    pickable: true
    // No material: drawn, if at all, by the table's TileInstances, and still picked (Quick
    // 3D picks a model without materials, and draws nothing of it).
    materials: drawnWithOthers ? [] : [faceMaterial]
    // The pose drawn when the heap is not swirling: where `place` and `turn` put it, raised
    // by a move's arc and `lift`, or laid open in the hand.
    readonly property vector3d restPosition:
        Qt.vector3d(place.x, (lyingOpen ? lyingHeight : place.y + hop * hopHeight) + lift, place.z)
    readonly property vector3d restRotation: Qt.vector3d(lyingOpen ? -90 : turn.x, turn.y, turn.z)
    position: restPosition
    eulerRotation: restRotation

    // Take over from the bindings: from now on only moves change the pose drawn.
    Component.onCompleted: {
        place = position3d
        turn = rotation3d
    }
    onPosition3dChanged: poseChanged()
    onRotation3dChanged: poseChanged()

    function poseChanged() {
        if (moveDuration <= 0) {
            move.stop()
            place = position3d
            turn = rotation3d
            hop = 0
            fromZone = zone
            return
        }
        // Wait until every role of the row has its new value (zone, group...).
        settle.restart()
    }

    // Held in the hand while the free table drags it: drawn at `at`, not at the model's pose,
    // until poseChanged() sends it (animated) to where the model then puts it.
    function holdAt(at) {
        move.stop()
        settle.stop()
        hop = 0
        place = at
    }

    function startMove() {
        const from = place, to = position3d
        const dx = to.x - from.x, dz = to.z - from.z
        const across = Math.sqrt(dx * dx + dz * dz)
        const climb = Math.abs(to.y - from.y)
        // Shuffling in the heap slides; everything else is lifted, clearing what it climbs.
        hopHeight = fromZone === "free" && zone === "free" ? 0 : Math.min(0.25 * across, 3 * unit) + 1.2 * climb
        // Turn the short way round.
        const to3 = rotation3d
        const dyaw = ((((turn.y - to3.y) % 360) + 540) % 360) - 180
        turn = Qt.vector3d(turn.x, to3.y + dyaw, turn.z)
        pause.duration = fromZone === "free" && zone === "wall" ? group * buildStagger : 0
        placeAnimation.from = from
        placeAnimation.to = to
        turnAnimation.from = turn
        turnAnimation.to = to3
        fromZone = zone
        move.restart()
    }

    Timer {
        id: settle
        interval: 0
        onTriggered: tile.startMove()
    }

    SequentialAnimation {
        id: move
        PauseAnimation { id: pause; duration: 0 }
        ParallelAnimation {
            Vector3dAnimation {
                id: placeAnimation
                target: tile
                property: "place"
                duration: tile.moveDuration
                easing.type: Easing.InOutQuad
            }
            Vector3dAnimation {
                id: turnAnimation
                target: tile
                property: "turn"
                duration: tile.moveDuration
                easing.type: Easing.InOutQuad
            }
            SequentialAnimation {
                NumberAnimation {
                    target: tile; property: "hop"; from: 0; to: 1
                    duration: tile.moveDuration / 2; easing.type: Easing.OutQuad
                }
                NumberAnimation {
                    target: tile; property: "hop"; to: 0
                    duration: tile.moveDuration / 2; easing.type: Easing.InQuad
                }
            }
        }
    }
}
