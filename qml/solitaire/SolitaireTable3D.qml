// Seed 001's solitaire on the 3D table (issue 16): the table's own tiles (Tile3D), felt and
// wooden edge, laid where SolitaireTiles puts them (solitaire_layout.h: the divider of
// face-down winds down the middle, the rows of the deal on its right, the foundations and
// free cells on its left), seen from above a player's chair. It only shows and reports:
// a tap on a tile or a place, a double tap, a drag and its drop all go to the session,
// which decides (convention 6). The tiles picked glow gold, the hint's glow blue; after a
// win the tiles swirl round the table as in the wash and leap in a wave.
import QtQuick
import QtQuick3D
import Mahjongero

Item {
    id: root

    required property SolitaireSession session
    property color feltColour: "#1d6b3c"
    property color backColour: "#2f62a8"
    property bool indexNumerals: false
    property int moveDuration: 260
    readonly property SolitaireTiles tiles: session.tiles
    readonly property real unit: tiles.tileSize.x
    // Real shadows and MSAA only on a GPU, or as the Graphics setting says (Table3D's rule).
    property string graphics: "auto"
    readonly property bool highQuality: renderInfo.highQuality
    readonly property alias view: view

    RenderInfo {
        id: renderInfo
        window: root.Window.window
        quality: root.graphics
    }

    // The Tile3D of a tile id (tests, overlays).
    function tileAt(id) { return tileRepeater.objectAt(id) }
    // The view point over a tile's centre.
    function viewPointOfTile(id) {
        const t = tileAt(id)
        const p = view.mapFrom3DScene(t.position)
        return Qt.point(p.x, p.y)
    }
    // The view point over a place's first slot ("row", "cell", "foundation").
    function viewPointOfPlace(kind, index) {
        const p = view.mapFrom3DScene(session.placeCentre(kind, index))
        return Qt.point(p.x, p.y)
    }
    // Where the ray under (x, y) meets the tiles' resting height, in scene millimetres.
    function feltPointAt(x, y) {
        const near = view.mapTo3DScene(Qt.vector3d(x, y, 0))
        const far = view.mapTo3DScene(Qt.vector3d(x, y, 1000))
        const dy = far.y - near.y
        if (Math.abs(dy) < 1e-6)
            return null
        const t = (tiles.tileSize.z / 2 - near.y) / dy
        return Qt.vector3d(near.x + t * (far.x - near.x), 0, near.z + t * (far.z - near.z))
    }

    // --- the win: a swirl round the table and a leaping wave -----------------------------
    property real swirl: 0
    property real wave: 0
    readonly property bool celebrating: winAnimation.running
    SequentialAnimation {
        id: winAnimation
        NumberAnimation { target: root; property: "swirl"; from: 0; to: 1; duration: 2200; easing.type: Easing.InOutSine }
        NumberAnimation { target: root; property: "wave"; from: 0; to: 1; duration: 1800 }
        ScriptAction { script: { root.swirl = 0; root.wave = 0 } }
    }
    Connections {
        target: root.session
        function onWonDeal() { winAnimation.restart() }
    }
    // Each tile leaps once as the wave passes it, left to right across the table.
    function leap(x) {
        const at = (x - tiles.extent.x) / Math.max(1, tiles.extent.y - tiles.extent.x)
        const t = (wave * 1.6 - at * 0.6 - 0.1) / 0.4
        return t <= 0 || t >= 1 ? 0 : Math.sin(Math.PI * t) * unit * 2.2
    }

    ViewBackdrop {
        objectName: "solitaireViewBackdrop"
        anchors.fill: parent
        view: view
    }

    View3D {
        id: view
        objectName: "solitaireView3d"
        anchors.fill: parent
        camera: camera
        // Software rendering draws the scene with the window's items, as the table's does
        // (Table3D.qml); a GPU draws offscreen, where MSAA works, once it is known.
        renderMode: root.highQuality ? View3D.Offscreen : View3D.Inline

        environment: SceneEnvironment {
            clearColor: "#1f2326"
            backgroundMode: SceneEnvironment.Color
            antialiasingMode: root.highQuality ? SceneEnvironment.MSAA : SceneEnvironment.NoAA
            antialiasingQuality: SceneEnvironment.High
        }

        // Above the player's chair, looking down at the rows: every tile framed with a margin,
        // moving back as a row grows.
        PerspectiveCamera {
            id: camera
            objectName: "solitaireCamera"
            readonly property real pitch: 68
            // Room on the left for the rows' names.
            readonly property real leftMargin: root.unit * 3.2
            readonly property real centreX: (root.tiles.extent.x - leftMargin + root.tiles.extent.y) / 2
            readonly property real wide: (root.tiles.extent.y - root.tiles.extent.x) + leftMargin + root.unit * 1.6
            readonly property real deep: root.tiles.extent.z * 2 + root.unit * 2.2
            readonly property real aspect: Math.max(0.5, view.width / Math.max(1, view.height))
            readonly property real tanHalf: Math.tan(fieldOfView / 2 * Math.PI / 180)
            // The rows' depth is seen foreshortened by the tilt.
            readonly property real distance: Math.max(deep * Math.sin(pitch * Math.PI / 180) / 2 / tanHalf,
                                                      wide / 2 / (tanHalf * aspect)) * 1.08
            fieldOfView: 24
            clipNear: 10
            clipFar: 40000
            position: Qt.vector3d(centreX, distance * Math.sin(pitch * Math.PI / 180),
                                  distance * Math.cos(pitch * Math.PI / 180) + root.unit * 0.3)
            eulerRotation: Qt.vector3d(-pitch, 0, 0)
            Behavior on position { Vector3dAnimation { duration: 350; easing.type: Easing.InOutQuad } }
        }

        TableLights {
            id: lights
            shadows: root.highQuality
        }

        // The felt under the whole layout, and the wooden edge round it.
        TableCloth {
            position: Qt.vector3d(camera.centreX, 0, 0)
            size: Qt.vector2d(Math.max((root.tiles.extent.y - root.tiles.extent.x) + root.unit * 3 + camera.leftMargin,
                                       34 * root.unit),
                              root.tiles.extent.z * 2 + root.unit * 3)
            feltRepeats: Qt.vector2d(8, 3)
            rimRepeats: Qt.vector2d(6, 2)
            feltColour: root.feltColour
            // Lit at the vertices on software rendering (Table3D's rule).
            vertexLit: !root.highQuality
            lights: lights
        }

        // The places: a faint outline where each row, free cell and foundation begins, to
        // click or drop on when it is empty.
        Repeater3D {
            id: places
            model: [
                { kind: "foundation", index: 0 }, { kind: "foundation", index: 1 }, { kind: "foundation", index: 2 },
                { kind: "cell", index: 0 }, { kind: "cell", index: 1 }, { kind: "cell", index: 2 },
                { kind: "row", index: 0 }, { kind: "row", index: 1 }, { kind: "row", index: 2 }, { kind: "row", index: 3 },
                { kind: "row", index: 4 }, { kind: "row", index: 5 }, { kind: "row", index: 6 }, { kind: "row", index: 7 }
            ]
            delegate: Model {
                required property var modelData
                readonly property string placeKind: modelData.kind
                readonly property int placeIndex: modelData.index
                objectName: "place-" + placeKind + "-" + placeIndex
                source: "#Cube"
                pickable: true
                position: {
                    root.tiles.tileSize // the places move with the tiles' size
                    const c = root.session.placeCentre(placeKind, placeIndex)
                    return Qt.vector3d(c.x, 0.5, c.z)
                }
                scale: Qt.vector3d((root.unit + 3) / 100, 0.01, (root.tiles.tileSize.y + 3) / 100)
                materials: PrincipledMaterial {
                    lighting: PrincipledMaterial.NoLighting
                    baseColor: placeKind === "foundation" ? "#e8d48a" : placeKind === "cell" ? "#b8d8ff" : "#ffffff"
                    opacity: 0.22
                    alphaMode: PrincipledMaterial.Blend
                }
            }
        }

        // The soft shadow where each tile lies on the felt (also on software rendering).
        Model {
            objectName: "solitaireShadows"
            visible: root.swirl === 0
            castsShadows: false
            receivesShadows: false
            geometry: ContactShadows {
                model: root.tiles
                tileSize: Qt.vector3d(root.tiles.tileSize.x, root.tiles.tileSize.y, root.tiles.tileSize.z)
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
            tileWidth: root.tiles.tileSize.x
            tileHeight: root.tiles.tileSize.y
            tileDepth: root.tiles.tileSize.z
            bodyColour: faces.ivoryColour
            backColour: faces.backColour
        }
        TileFaces {
            id: faces
            backColour: root.backColour
        }

        Repeater3D {
            id: tileRepeater
            objectName: "solitaireTiles"
            model: root.tiles
            delegate: Tile3D {
                required property bool movable
                geometry: tileGeometry
                indexNumerals: root.indexNumerals
                concealTexture: faces.concealed
                moveDuration: root.moveDuration
                unit: root.unit
                lift: root.wave > 0 ? root.leap(position3d.x) : 0
            }
        }
        WashSwirl {
            window: root.Window.window
            tiles: tileRepeater
            phase: root.swirl
            unit: root.unit
        }

        // The tiles picked to move glow gold; the hint's tiles glow blue.
        Repeater3D {
            model: root.session.selection
            delegate: Glow { tileId: modelData; colour: "#ffd54a" }
        }
        Repeater3D {
            model: root.session.hintTiles
            delegate: Glow { tileId: modelData; colour: "#5ec8ff" }
        }
    }

    component Glow: Model {
        required property var modelData
        property int tileId: -1
        property color colour: "#ffd54a"
        readonly property Node tile: tileId >= 0 ? root.tileAt(tileId) : null
        objectName: "glow-" + tileId
        visible: tile !== null
        pickable: false
        source: "#Cube"
        position: tile ? tile.position : Qt.vector3d(0, 0, 0)
        eulerRotation: tile ? tile.eulerRotation : Qt.vector3d(0, 0, 0)
        scale: Qt.vector3d((root.tiles.tileSize.x + 5) / 100, (root.tiles.tileSize.y + 5) / 100, (root.tiles.tileSize.z + 5) / 100)
        materials: PrincipledMaterial {
            baseColor: colour
            lighting: PrincipledMaterial.NoLighting
            opacity: 0.42
            alphaMode: PrincipledMaterial.Blend
        }
    }

    // The rows' names on the left, where the seed gives each its use.
    Repeater {
        model: [
            { kind: "foundation", index: 0, text: qsTr("Balls") },
            { kind: "foundation", index: 1, text: qsTr("Sticks") },
            { kind: "foundation", index: 2, text: qsTr("Characters") },
            { kind: "cell", index: 0, text: qsTr("Free cells") }
        ]
        delegate: Text {
            required property var modelData
            readonly property point at: {
                root.tiles.extent // follow the camera as it frames the table
                camera.position
                view.width
                view.height
                const c = root.session.placeCentre(modelData.kind, modelData.index)
                const p = view.mapFrom3DScene(Qt.vector3d(root.tiles.extent.x - root.unit * 0.2, c.y, c.z))
                return Qt.point(p.x, p.y)
            }
            x: at.x - width
            y: at.y - height / 2
            text: modelData.text
            color: "#e8f2e0"
            font.pixelSize: Math.max(11, Math.min(16, root.height / 48))
            style: Text.Outline
            styleColor: "#80000000"
        }
    }

    // --- the hands on the table: taps, double taps, drags --------------------------------
    function hitAt(x, y) {
        const hit = view.pick(x, y).objectHit
        if (!hit)
            return null
        if (hit.tileId !== undefined)
            return { tile: hit.tileId }
        if (hit.placeKind !== undefined)
            return { kind: hit.placeKind, index: hit.placeIndex }
        return null
    }
    // A tap picks a tile or a place; a second tap on the same tile within the system's
    // double-click time sends it home (timed here: TapHandler's tapCount misses synthesised
    // double clicks).
    property int lastTapTile: -1
    property real lastTapTime: 0
    TapHandler {
        onTapped: (eventPoint, button) => {
            root.forceActiveFocus()
            const hit = root.hitAt(eventPoint.position.x, eventPoint.position.y)
            const now = Date.now()
            const tile = hit && hit.tile !== undefined ? hit.tile : -1
            const twice = tile >= 0 && tile === root.lastTapTile && now - root.lastTapTime <= Qt.styleHints.mouseDoubleClickInterval
            root.lastTapTime = now
            root.lastTapTile = -1
            if (twice)
                root.session.sendHome(tile)
            else if (tile >= 0)
                root.session.chooseTile(tile)
            else if (hit)
                root.session.choosePlace(hit.kind, hit.index)
            else
                root.session.clearSelection()
            // Only a tap that picked the tile up starts a double tap (not one that put
            // another tile down on it).
            if (!twice && tile >= 0 && root.session.selection.indexOf(tile) >= 0)
                root.lastTapTile = tile
        }
    }
    // The tiles carried, the first (the one pressed) under the pointer, the rest of its run
    // beside it as they lie.
    property var carried: []
    DragHandler {
        id: drag
        target: null
        onActiveChanged: {
            if (active) {
                const p = centroid.pressPosition
                const hit = root.hitAt(p.x, p.y)
                root.carried = []
                if (!hit || hit.tile === undefined || !root.tileAt(hit.tile).movable)
                    return
                root.session.clearSelection()
                root.session.chooseTile(hit.tile)
                root.carried = root.session.selection.slice()
                return
            }
            if (root.carried.length === 0)
                return
            const first = root.carried[0]
            const carried = root.carried
            root.carried = []
            const at = root.feltPointAt(centroid.position.x, centroid.position.y)
            if (at)
                root.session.dropTile(first, at.x / root.unit, at.z / root.unit)
            for (const id of carried)
                root.tileAt(id).poseChanged() // to where the session now puts it (back, if refused)
        }
        onCentroidChanged: {
            if (!active || root.carried.length === 0)
                return
            const p = root.feltPointAt(centroid.position.x, centroid.position.y)
            if (!p)
                return
            for (let i = 0; i < root.carried.length; ++i)
                root.tileAt(root.carried[i]).holdAt(Qt.vector3d(p.x + i * root.unit * 1.04,
                                                                root.tiles.tileSize.z * 2.5, p.z))
        }
    }
}
