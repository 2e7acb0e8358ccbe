// The 3D table (Qt Quick 3D): felt, soft light, one Tile3D per physical tile bound to the
// TableModel's rows, the dice where the engine puts them, and the orbiting camera. Only
// shows: every position and turn comes from the model (convention 6). Each ritual event
// animates as the model changes (RitualPlayer steps it in time): the wash swirls the
// heap, tiles travel in arcs, the dice tumble onto the rolled faces, the count of the
// break is shown by a glowing marker. `pace` scales every duration (1: teaching at 1x);
// `instant` makes changes jump. Tapping a tile selects it (`selectedTile`). With
// `dragTiles` (the free table), pressing on a tile and dragging carries it over the felt
// and releasing drops it: `tileDropped` gives the table-plane point (table_layout.h units)
// and the model decides where the tile then lies; pressing on the felt turns the camera.
import QtQuick
import QtQuick3D
import Mahjongero

Item {
    id: root

    required property TableModel model
    property color feltColour: "#1d6b3c"
    property color backColour: "#2f62a8"
    property bool indexNumerals: false
    property string cardColours: "four"
    // Shadows and MSAA: on for real GPUs, off for software rendering (see README), unless
    // `graphics` (the Graphics setting: RenderInfo.quality) says "high" or "low".
    property string graphics: "auto"
    property bool highQuality: renderInfo.highQuality
    // Software rendering: all the tiles drawn in one draw (TileInstances), in a material lit
    // at the vertices (tile_vertex_lit.vert), not each in its own draw with DefaultMaterial:
    // a draw call for each tile and the light worked out at each pixel were each a good
    // part of a frame on llvmpipe (README, "Speed").
    property bool instancedTiles: !highQuality
    // Software rendering: the felt and the wooden rim lit at their vertices (ClothMaterial).
    property bool vertexLitCloth: !highQuality
    readonly property alias renderInfo: renderInfo

    RenderInfo {
        id: renderInfo
        window: root.Window.window
        quality: root.graphics
    }
    property int moveDuration: 400
    // Multiplies every animation's 1x duration (RitualPlayer.durationScale).
    property real pace: 1
    // Changes jump while true (RitualPlayer.instant: a replay's rewind, skip to end).
    property bool instant: false
    readonly property bool moving: animating && !instant
    // The seat the camera looks from (CameraRig.seat): its hand faces the viewer.
    property alias viewSeat: rig.seat
    // Seats whose hand tiles show their backs all round (hot-seat privacy: GameSession's
    // concealedSeats).
    property var concealedSeats: []
    // Every hand lies face up (a replayed record: Tile3D.laidOpen); or the hands of these
    // seats (the winner's, at the end of a game).
    property bool openHands: false
    // The table is a real one: its felt and the camera are sized for the standard set's
    // tiles (27 mm wide), so a smaller set looks smaller on it (issue 14, found when tried,
    // 10); a set wider than that gets a larger table, so its walls still fit.
    readonly property real standardTileWidthMm: 27
    readonly property real tableUnit: Math.max(standardTileWidthMm, model.tileWidthMm)
    property var openSeats: []
    // The tile to mark as the latest discard (-1: none), and whether you may claim it.
    property int markedTile: -1
    property bool markClaimable: false
    // The tile last tapped (a Tile3D), or null.
    property Tile3D selectedTile: null
    // The free table: tiles can be dragged; a drop is reported, never decided, here.
    property bool dragTiles: false
    signal tileDropped(int tileId, real tableX, real tableY)
    // The tile being dragged, or null.
    property Tile3D draggedTile: null

    // Where the ray under the view point (x, y) meets the felt's top, in scene millimetres.
    function feltPointAt(x, y) {
        const near = view.mapTo3DScene(Qt.vector3d(x, y, 0))
        const far = view.mapTo3DScene(Qt.vector3d(x, y, 1000))
        const dy = far.y - near.y
        if (Math.abs(dy) < 1e-6)
            return null
        const t = (0 - near.y) / dy
        return Qt.vector3d(near.x + t * (far.x - near.x), 0, near.z + t * (far.z - near.z))
    }
    // The same point in table units (x right, y towards seat 0), for tileDropped.
    function tablePointAt(x, y) {
        const p = feltPointAt(x, y)
        return p ? Qt.point(p.x / model.tileWidthMm, p.z / model.tileWidthMm) : null
    }
    // The view point over a table-plane point (table units), for tests and overlays.
    function viewPointOf(tableX, tableY) {
        const p = view.mapFrom3DScene(Qt.vector3d(tableX * model.tileWidthMm, 0, tableY * model.tileWidthMm))
        return Qt.point(p.x, p.y)
    }
    // The 1x durations of the animations, ms.
    readonly property int washDuration: 2800
    readonly property int rollDuration: 1300
    readonly property int countDuration: 250
    readonly property int buildStagger: 22
    // Moves made while the window opens (command-line --steps, --ritual) jump into place;
    // animations start once the first state is shown.
    property bool animating: false
    Timer {
        interval: 0
        running: true
        onTriggered: root.animating = true
    }

    // The wash: 0 -> 1 while the heap swirls (WashSwirl below), then back to rest.
    property real washPhase: 0
    NumberAnimation {
        id: wash
        target: root
        property: "washPhase"
        from: 0
        to: 1
        duration: root.washDuration * root.pace
        easing.type: Easing.InOutSine
        onFinished: root.washPhase = 0
    }

    // What the change of the model shows: called on each change of its state.
    property int shownStep: -1
    function cue() {
        const step = model.step
        const changed = step !== shownStep
        const forward = step === shownStep + 1
        shownStep = step
        const event = model.eventName
        const how = !moving || !changed ? "jump"
                  : forward && event === "roll" ? "throw"
                  : forward && event === "dice" ? "place" : "jump"
        dice.land(model.dicePosition3d, model.diceRotation3d, how, model.diceThrowFrom3d)
        if (!changed)
            return
        wash.stop()
        washPhase = 0
        if (moving && event === "wash")
            wash.restart()
        if (event === "break") {
            if (moving)
                marker.start()
            else
                marker.progress = marker.total - 0.001
        }
    }
    Connections {
        target: root.model
        function onStateChanged() { root.cue() }
    }
    Component.onCompleted: cue()

    function pick(x, y) {
        const hit = view.pick(x, y).objectHit
        selectedTile = hit && hit.tileId !== undefined ? hit : null
    }
    readonly property alias camera: rig
    readonly property alias view: view

    // The Model of the tile in row `index` (for tests and picking).
    function tileAt(index) { return tiles.objectAt(index) }

    focus: true
    Keys.onPressed: (event) => {
        switch (event.key) {
        case Qt.Key_Left: rig.turn(-5); break
        case Qt.Key_Right: rig.turn(5); break
        case Qt.Key_Up: rig.tiltBy(-4); break
        case Qt.Key_Down: rig.tiltBy(4); break
        case Qt.Key_Plus: case Qt.Key_Equal: rig.zoom(0.9); break
        case Qt.Key_Minus: rig.zoom(1.1); break
        case Qt.Key_Home: rig.resetView(); break
        default: return
        }
        event.accepted = true
    }

    // A page over the whole table (the solitaire's, the American game's): the view is
    // hidden, since drawn with the window's items (software rendering) it would be drawn
    // again under the page in every frame.
    property bool covered: false

    ViewBackdrop {
        objectName: "viewBackdrop"
        anchors.fill: parent
        view: view
    }

    View3D {
        id: view
        objectName: "view3d"
        anchors.fill: parent
        camera: rig.camera
        // Software rendering draws the scene with the window's other items: an offscreen
        // view (a texture of the window's size, then copied into it) held play to 21.9 fps
        // at 1280x800 against 24.9 inline (README, "Speed"). A GPU draws offscreen, where
        // MSAA works, from its second frame on, once the renderer is known: drawing the
        // first frame offscreen on software cost 29 MiB of peak memory.
        renderMode: root.highQuality ? View3D.Offscreen : View3D.Inline
        visible: !root.covered

        environment: SceneEnvironment {
            clearColor: "#1f2326"
            backgroundMode: SceneEnvironment.Color
            antialiasingMode: root.highQuality ? SceneEnvironment.MSAA : SceneEnvironment.NoAA
            antialiasingQuality: SceneEnvironment.High
        }

        CameraRig {
            id: rig
            unit: root.tableUnit
        }

        TableLights {
            id: lights
            shadows: root.highQuality
        }

        // The felt and the wooden rim, a little larger than the model's table extent.
        TableCloth {
            readonly property real side: root.model.tableExtent * root.tableUnit
            size: Qt.vector2d(side, side)
            // A tile's width to a repeat of the felt's pattern, about.
            feltRepeats: Qt.vector2d(root.model.tableExtent / 3, root.model.tableExtent / 3)
            rimRepeats: Qt.vector2d(3, 3)
            feltColour: root.feltColour
            vertexLit: root.vertexLitCloth
            lights: lights
        }

        // The soft shadow where each tile touches the felt, one mesh for all (also on
        // software rendering, where real shadows are off); hidden while the heap swirls.
        Model {
            objectName: "contactShadows"
            visible: root.washPhase === 0
            castsShadows: false
            receivesShadows: false
            geometry: ContactShadows {
                model: root.model
                tileSize: Qt.vector3d(root.model.tileWidthMm, root.model.tileHeightMm, root.model.tileDepthMm)
            }
            materials: PrincipledMaterial {
                lighting: PrincipledMaterial.NoLighting
                baseColor: "#000000"
                baseColorMap: Texture { textureData: ContactShadowTexture {} }
                alphaMode: PrincipledMaterial.Blend
                opacity: 0.6
                cullMode: Material.NoCulling
            }
        }

        TileGeometry {
            id: tileGeometry
            tileWidth: root.model.tileWidthMm
            tileHeight: root.model.tileHeightMm
            tileDepth: root.model.tileDepthMm
            bodyColour: faces.ivoryColour
            backColour: faces.backColour
        }

        TileFaces {
            id: faces
            backColour: root.backColour
        }

        Repeater3D {
            id: tiles
            objectName: "tiles3d"
            model: root.model
            delegate: Tile3D {
                geometry: tileGeometry
                drawnWithOthers: root.instancedTiles
                atlasCell: root.instancedTiles ? atlas.cellOf(concealFace ? "" : kind, indexNumerals, cardColours) : 0
                indexNumerals: root.indexNumerals
                cardColours: root.cardColours
                concealTexture: faces.concealed
                concealFace: zone === "hand" && root.concealedSeats.indexOf(seat) >= 0 && root.openSeats.indexOf(seat) < 0
                laidOpen: root.openHands || root.openSeats.indexOf(seat) >= 0
                mark: tileId !== root.markedTile ? 0 : root.markClaimable ? 2 : 1
                lyingHeight: root.model.tileDepthMm / 2
                moveDuration: root.moving ? root.moveDuration * root.pace : 0
                buildStagger: root.buildStagger * root.pace
                unit: root.model.tileWidthMm
            }
        }
        // The tiles on software rendering: one draw for all (Tile3D.drawnWithOthers).
        Model {
            id: tileBatch
            objectName: "tileBatch"
            visible: root.instancedTiles && tiles.count > 0
            pickable: false
            geometry: tileGeometry
            instancing: TileInstances { tiles: tiles }
            materials: VertexLitMaterial {
                lights: lights
                vertexShader: "tile_vertex_lit.vert"
                fragmentShader: "tile_vertex_lit.frag"
                property TextureInput faceAtlas: TextureInput {
                    texture: Texture { textureData: TileFaceAtlas { id: atlas; backColour: root.backColour } }
                }
                property real columns: atlas.columns
                property vector2d cellUv: atlas.cellUv
                // DefaultMaterial's specularAmount (Tile3D.faceMaterial; the exponent is in
                // tile_vertex_lit.frag).
                property real sheen: 0.35
            }
        }
        WashSwirl {
            objectName: "washSwirl"
            window: root.Window.window
            tiles: tiles
            phase: root.washPhase
            unit: root.model.tileWidthMm
        }

        Dice3D {
            id: dice
            objectName: "dice3d"
            visible: root.model.diceVisible
            size: root.model.dieSizeMm
            first: Math.max(1, root.model.die1)
            second: Math.max(1, root.model.die2)
            rollDuration: root.moving ? root.rollDuration * root.pace : 0
        }

        // The tapped tile glows.
        Model {
            objectName: "selectionGlow"
            readonly property real grow: 5
            visible: root.selectedTile !== null
            position: root.selectedTile ? root.selectedTile.position : Qt.vector3d(0, 0, 0)
            eulerRotation: root.selectedTile ? root.selectedTile.eulerRotation : Qt.vector3d(0, 0, 0)
            source: "#Cube"
            scale: Qt.vector3d((root.model.tileWidthMm + grow) / 100, (root.model.tileHeightMm + grow) / 100,
                               (root.model.tileDepthMm + grow) / 100)
            materials: PrincipledMaterial {
                baseColor: "#ffd54a"
                lighting: PrincipledMaterial.NoLighting
                opacity: 0.4
                alphaMode: PrincipledMaterial.Blend
            }
        }

        CountMarker {
            id: marker
            objectName: "countMarker"
            visible: root.model.eventName === "break" && entry !== null
            walls: root.model.breakCountWalls
            stacks: root.model.breakCountStacks
            countDuration: root.countDuration * root.pace
            tileHeight: root.model.tileHeightMm
        }
    }

    // The number the máno is saying, over the counting marker.
    Rectangle {
        objectName: "countBubble"
        readonly property vector3d at: marker.visible ? view.mapFrom3DScene(marker.scenePosition) : Qt.vector3d(0, 0, 0)
        visible: marker.visible
        x: at.x - width / 2
        y: at.y - height - 34
        width: countText.implicitWidth + 16
        height: countText.implicitHeight + 8
        radius: height / 2
        color: "#e6201a12"
        border.color: "#ffcf40"
        Text {
            id: countText
            anchors.centerIn: parent
            color: "#ffe7a0"
            font.pixelSize: 15
            font.bold: true
            text: (marker.countingStacks ? qsTr("stack %1") : qsTr("wall %1")).arg(marker.number)
        }
    }

    DragHandler {
        id: drag
        target: null
        property point last
        onActiveChanged: {
            last = centroid.position
            if (active) {
                // A press on a tile carries the tile (free table); anywhere else turns the camera.
                const hit = root.dragTiles ? view.pick(centroid.pressPosition.x, centroid.pressPosition.y).objectHit : null
                root.draggedTile = hit && hit.tileId !== undefined ? hit : null
                if (root.draggedTile)
                    root.selectedTile = root.draggedTile
                return
            }
            const tile = root.draggedTile
            if (!tile)
                return
            root.draggedTile = null
            const at = root.tablePointAt(centroid.position.x, centroid.position.y)
            if (at)
                root.tileDropped(tile.tileId, at.x, at.y)
            tile.poseChanged() // to where the model now puts it (back, if it refused)
        }
        onCentroidChanged: {
            if (!active)
                return
            if (root.draggedTile) {
                const p = root.feltPointAt(centroid.position.x, centroid.position.y)
                if (p) // carried a little above the felt, clear of the tiles it passes
                    root.draggedTile.holdAt(Qt.vector3d(p.x, root.model.tileDepthMm * 2.5, p.z))
                return
            }
            rig.turn(-(centroid.position.x - last.x) * 0.3)
            rig.tiltBy(-(centroid.position.y - last.y) * 0.25)
            last = centroid.position
        }
    }
    WheelHandler {
        onWheel: (event) => rig.zoom(Math.pow(0.9985, event.angleDelta.y))
    }
    TapHandler {
        onTapped: (eventPoint) => {
            root.forceActiveFocus()
            root.pick(eventPoint.position.x, eventPoint.position.y)
        }
    }
}
