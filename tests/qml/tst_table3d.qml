// The 3D table (needs the xcb platform under Xvfb: Quick 3D renders nothing offscreen):
// a tile's Model follows its row's placement, tiles lie in the wall and stand in hands,
// and a picture of the dealt hand shows distinct faces, the right way up, measured on the pixels.
import QtQuick
import QtQuick3D
import QtTest
import Mahjongero

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        TableScreen {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "Table3D"
        when: windowShown

        property var screen: null
        property var table: null

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            table = findChild(screen, "table3d")
            verify(table)
            table.moveDuration = 0 // jump, so positions can be compared at once
            waitForRendering(screen)
        }

        // Qt Quick 3D 6.4 crashes in its render thread when a View3D whose scene changed
        // is destroyed before drawing a frame; let each case's last change be drawn.
        function cleanup() {
            waitForRendering(table)
        }

        function fuzzyVector(actual, expected, what) {
            verify(Math.abs(actual.x - expected.x) < 0.01 && Math.abs(actual.y - expected.y) < 0.01
                   && Math.abs(actual.z - expected.z) < 0.01,
                   what + ": " + actual + " is not " + expected)
        }

        // The tile size changes the tiles on the screen, not only their art (issue 14, found
        // when tried, 10): the table stays the same size, so the mini set's neighbouring wall
        // stacks stand closer on the screen than the standard set's.
        function test_tileSizeChangesTheTilesOnScreen() {
            screen.model.goToStep(screen.model.stepCount)
            function spacing() {
                waitForRendering(screen)
                // Two neighbouring tiles of seat 0's hand, centre to centre on the screen.
                const hand = []
                for (let id = 0; id < 144; ++id) {
                    const tile = table.tileAt(id)
                    if (tile.zone === "hand" && tile.seat === 0)
                        hand.push(table.view.mapFrom3DScene(tile.scenePosition))
                }
                hand.sort((a, b) => a.x - b.x)
                let nearest = 1e9
                for (let i = 1; i < hand.length; ++i)
                    nearest = Math.min(nearest, Math.hypot(hand[i].x - hand[i - 1].x, hand[i].y - hand[i - 1].y))
                return nearest
            }
            verify(screen.model.setTileSize("standard"))
            const standard = spacing()
            verify(screen.model.setTileSize("mini"))
            const mini = spacing()
            verify(mini < 0.7 * standard, "mini " + mini.toFixed(1) + " px, standard " + standard.toFixed(1) + " px")
            verify(screen.model.setTileSize("standard"))
        }

        // The tile's Model takes the position and turn of its row, and moves when the
        // engine moves the tile.
        function test_modelFollowsPlacement() {
            const model = screen.model
            const tile = table.tileAt(40)
            verify(tile)
            // A copy: a vector3d property read gives a live reference in Qt 6.4.
            const before = Qt.vector3d(tile.position.x, tile.position.y, tile.position.z)
            model.goToStep(5) // washed and built: tile 40 stands in a wall
            verify(before.minus(tile.position).length() > 1, "the tile moved")
            fuzzyVector(tile.position, tile.position3d, "position")
            fuzzyVector(tile.eulerRotation, tile.rotation3d, "rotation")
            compare(tile.zone, "wall")
            compare(tile.eulerRotation.x, 90) // lying face down
            verify(tile.position.y > 0)
        }

        // The wash swirls the heap about the table's centre (WashSwirl): a quarter of the way
        // each tile has gone a quarter of its whole turns (3 near the centre, 2, then 1 at
        // the rim) and stands 1 + 0.3 sin(pi/4) times as far out, from the next frame on; at
        // the end every tile is back where it lay at once, and its pose follows the model again.
        function test_washSwirlsTheHeapAndPutsItBack() {
            const model = screen.model
            table.instant = true // the wash's own swirl does not start; this test turns it
            model.goToStep(1) // washed: the tiles lie in the heap
            const settled = () => {
                for (let id = 0; id < 144; ++id)
                    if (table.tileAt(id).position.minus(table.tileAt(id).position3d).length() > 0.01)
                        return false
                return true
            }
            tryVerify(settled, 5000, "every tile comes to rest in the heap")
            const copy = v => Qt.vector3d(v.x, v.y, v.z)
            const rest = []
            for (let id = 0; id < 144; ++id)
                rest.push({ position: copy(table.tileAt(id).position), rotation: copy(table.tileAt(id).eulerRotation) })
            table.washPhase = 0.25
            // The swirl is drawn in the window's next frame: each tile turns with it.
            tryVerify(() => Math.abs(table.tileAt(0).eulerRotation.y - rest[0].rotation.y) > 1, 2000, "the swirl is drawn")
            const spread = 1 + 0.3 * Math.sin(Math.PI / 4)
            let moved = 0
            for (let id = 0; id < 144; ++id) {
                const tile = table.tileAt(id), was = rest[id]
                const r = Math.hypot(tile.position3d.x, tile.position3d.z) / model.tileWidthMm
                const turns = r < 2.6 ? 3 : r < 5.2 ? 2 : 1
                const quarter = 90 * turns
                // About the centre, counterclockwise seen from above: the angle of (x, -z) grows.
                const angle = p => Math.atan2(-p.z, p.x) * 180 / Math.PI
                const off = (a, b) => Math.abs(((a - b) % 360 + 540) % 360 - 180)
                if (Math.hypot(was.position.x, was.position.z) > 5)
                    verify(off(angle(tile.position) - angle(was.position), quarter) < 0.5,
                           "tile " + id + " went round " + (angle(tile.position) - angle(was.position)) + ", not " + quarter)
                verify(Math.abs(Math.hypot(tile.position.x, tile.position.z) - spread * Math.hypot(was.position.x, was.position.z)) < 0.01,
                       "tile " + id + " spreads out")
                compare(tile.position.y, was.position.y)
                verify(off(tile.eulerRotation.y - was.rotation.y, quarter) < 0.5, "tile " + id + " turns with the heap")
                if (was.position.minus(tile.position).length() > 1)
                    ++moved
            }
            verify(moved > 130, moved + " of 144 tiles moved")
            table.washPhase = 0
            for (let id = 0; id < 144; ++id) {
                fuzzyVector(table.tileAt(id).position, rest[id].position, "tile " + id + " back")
                fuzzyVector(table.tileAt(id).eulerRotation, rest[id].rotation, "tile " + id + " turned back")
            }
            model.goToStep(5) // built: the tiles go to the walls, their bindings at work again
            const tile = table.tileAt(40)
            fuzzyVector(tile.position, tile.position3d, "position after the wash")
            fuzzyVector(tile.eulerRotation, tile.rotation3d, "rotation after the wash")
            table.instant = false
        }

        // The player's camera: keys turn, tilt and zoom; dragging turns and tilts; the
        // wheel zooms; Home glides back to the default view; the top view and back.
        function test_cameraOrbitsTiltsAndZooms() {
            const rig = table.camera
            const yaw = rig.yaw, tilt = rig.tilt, distance = rig.distance
            table.forceActiveFocus()
            keyClick(Qt.Key_Right)
            verify(rig.yaw !== yaw)
            keyClick(Qt.Key_Up)
            verify(rig.tilt < tilt)
            keyClick(Qt.Key_Plus)
            verify(rig.distance < distance)
            keyClick(Qt.Key_Home) // glides back
            tryCompare(rig, "yaw", yaw)
            tryCompare(rig, "tilt", tilt)
            tryCompare(rig, "distance", distance)
            compare(rig.mode, "seated")
            // The views in turn: top, then free (where the keys above last turned it), then
            // seated.
            rig.nextView()
            compare(rig.mode, "top")
            tryVerify(() => rig.fromAbove)
            rig.nextView()
            compare(rig.mode, "free")
            tryVerify(() => Math.abs(rig.yaw - (yaw + 5)) < 0.01 && Math.abs(rig.tilt - (tilt - 4)) < 0.01)
            rig.nextView()
            compare(rig.mode, "seated")
            tryCompare(rig, "tilt", tilt)
            tryCompare(rig, "yaw", yaw)

            mouseDrag(table, table.width / 2, table.height / 2, 120, 60)
            verify(rig.yaw !== yaw, "dragging sideways turns")
            verify(rig.tilt !== tilt, "dragging up or down tilts")
            compare(rig.mode, "free")
            mouseWheel(table, table.width / 2, table.height / 2, 0, 240)
            verify(rig.distance < distance, "the wheel zooms in")
            // The free view is kept: after the seated and the top view, V comes back to it.
            const free = Qt.vector3d(rig.yaw, rig.tilt, rig.distance)
            rig.resetView()
            tryCompare(rig, "tilt", tilt)
            rig.nextView()
            rig.nextView()
            tryVerify(() => Math.abs(rig.yaw - free.x) < 0.01 && Math.abs(rig.tilt - free.y) < 0.01
                            && Math.abs(rig.distance - free.z) < 0.01)
            for (let i = 0; i < 40; ++i)
                keyClick(Qt.Key_Up)
            verify(rig.tilt >= -89, "the camera never goes under the table or past the top")
        }

        // Under Xvfb, Mesa renders in software: shadows and MSAA stay off.
        function test_softwareRenderingKeepsShadowsOff() {
            tryVerify(() => table.renderInfo.known, 5000)
            verify(table.renderInfo.software, table.renderInfo.renderer)
            verify(!table.highQuality)
        }

        // On software rendering all the tiles are drawn in one instanced draw (TileInstances),
        // their faces from one atlas (TileFaceAtlas), their diffuse light worked out at their
        // vertices (tile_vertex_lit.vert); they look as each tile drawn on its own with
        // DefaultMaterial: seat 0's standing hand (faces and ivory) and the walls' backs
        // (blue), sampled on a grid over each tile, and a glowing discard.
        function test_instancedTilesLookAsDefaultMaterial() {
            tryVerify(() => table.renderInfo.known, 5000)
            verify(table.instancedTiles, "software rendering draws the tiles in one draw")
            verify(findChild(table, "tileBatch").visible)
            screen.model.performRitual()
            table.backColour = "#2f62a8"
            // A tile that glows as a discard you may claim does (its top and sides too).
            let marked = null
            for (let i = 0; i < 144 && !marked; ++i)
                if (table.tileAt(i).zone === "wall")
                    marked = table.tileAt(i)
            table.markedTile = marked.tileId
            table.markClaimable = true
            compare(marked.mark, 2)
            wait(100)
            waitForRendering(table)
            const view = table.view
            const unit = screen.model.tileWidthMm
            const points = []
            for (let i = 0; i < 144; ++i) {
                const tile = table.tileAt(i)
                compare(tile.materials.length, 0, "tile " + i + " is drawn with the others, not on its own")
                if (tile.zone !== "hand" && tile.zone !== "wall")
                    continue
                for (let dx = -0.3; dx <= 0.31; dx += 0.3)
                    for (let dy = -0.3; dy <= 0.31; dy += 0.3) {
                        // Over the face: upright in a hand, flat on the felt in a wall.
                        const offset = tile.zone === "hand" ? Qt.vector3d(dx * unit, dy * unit, 0)
                                                            : Qt.vector3d(dx * unit, 0, dy * unit)
                        const p = view.mapFrom3DScene(tile.position.plus(offset))
                        if (p.x >= 0 && p.y >= 0 && p.x < table.width && p.y < table.height)
                            points.push(Qt.point(Math.round(p.x), Math.round(p.y)))
                    }
            }
            verify(points.length > 200, points.length + " points on tiles in view")
            const vertexLit = grabImage(table)
            table.instancedTiles = false
            wait(100)
            waitForRendering(table)
            verify(table.tileAt(0).materials[0] === table.tileAt(0).faceMaterial)
            verify(!findChild(table, "tileBatch").visible)
            const pixelLit = grabImage(table)
            const diffs = []
            let sum = [0, 0, 0], worst = 0
            for (const p of points) {
                const a = vertexLit.pixel(p.x, p.y), b = pixelLit.pixel(p.x, p.y)
                const d = [a.r - b.r, a.g - b.g, a.b - b.b]
                for (let k = 0; k < 3; ++k) {
                    sum[k] += d[k]
                    worst = Math.max(worst, Math.abs(d[k]))
                    diffs.push(Math.abs(d[k]))
                }
            }
            for (let k = 0; k < 3; ++k)
                verify(Math.abs(sum[k] / points.length) < 0.02, "mean difference of channel " + k + ": " + sum[k] / points.length)
            // Where the light turns fast (a tile seen edge on, its rounded rim) the two differ a
            // little more.
            const over = diffs.filter(d => d > 0.06).length
            verify(over < 0.05 * diffs.length, over + " of " + diffs.length + " channels differ by more than 0.06")
            verify(worst < 0.15, "worst difference " + worst)
            const glowing = view.mapFrom3DScene(marked.position)
            const a = vertexLit.pixel(Math.round(glowing.x), Math.round(glowing.y))
            const b = pixelLit.pixel(Math.round(glowing.x), Math.round(glowing.y))
            verify(Math.abs(a.r - b.r) < 0.05 && Math.abs(a.g - b.g) < 0.05 && Math.abs(a.b - b.b) < 0.05,
                   "the marked tile glows alike: " + a + " and " + b)
            table.markedTile = -1
            table.markClaimable = false
            table.instancedTiles = true
        }

        // On software rendering the felt and the wooden rim are lit at their vertices
        // (ClothMaterial) and look as DefaultMaterial lights them at each pixel: points on
        // the felt's top, its front edge and the rim, each channel within 6 levels of 255, in
        // a felt colour of the settings' and the default one.
        function test_vertexLitClothLooksAsDefaultMaterial() {
            tryVerify(() => table.renderInfo.known, 5000)
            verify(table.vertexLitCloth, "software rendering lights the cloth at its vertices")
            const felt = findChild(table, "felt")
            compare(felt.materials[0].vertexShader.toString().indexOf("cloth_vertex_lit.vert") >= 0, true)
            const extent = screen.model.tableExtent
            const points = []
            // The felt's top, on a grid over the half towards the camera (the tiles lie in
            // the middle, the corners may be out of view), its front edge and the rim beyond.
            for (let x = -0.45; x <= 0.451; x += 0.15)
                for (let y = 0.3; y <= 0.451; y += 0.05)
                    points.push(table.viewPointOf(x * extent, y * extent))
            for (let x = -0.4; x <= 0.41; x += 0.2) {
                points.push(table.viewPointOf(x * extent, 0.5 * extent + 0.3))
                points.push(table.viewPointOf(x * extent, 0.5 * extent + 0.7))
            }
            for (const colour of ["#1d6b3c", "#7a2030"]) {
                table.feltColour = colour
                wait(50)
                waitForRendering(table)
                const vertexLit = grabImage(table)
                table.vertexLitCloth = false
                wait(50)
                waitForRendering(table)
                const pixelLit = grabImage(table)
                table.vertexLitCloth = true
                let checked = 0
                for (const p of points) {
                    if (p.x < 0 || p.y < 0 || p.x >= table.width || p.y >= table.height)
                        continue
                    const a = vertexLit.pixel(Math.round(p.x), Math.round(p.y))
                    const b = pixelLit.pixel(Math.round(p.x), Math.round(p.y))
                    for (const k of ["r", "g", "b"])
                        verify(Math.abs(a[k] - b[k]) <= 6 / 255, colour + " at " + p + ": " + a + " against " + b)
                    ++checked
                }
                verify(checked > 30, checked + " points in view")
            }
            table.feltColour = "#1d6b3c"
        }

        // Round the table (the view drawn with the window's items, which clears nothing) the
        // view's clear colour shows: from a fill of the table's own, or, where the window
        // clears to that colour (the app's window, Main.qml), from the window alone.
        function test_surroundingsShowTheClearColourWithOrWithoutAFill() {
            tryVerify(() => table.renderInfo.known, 5000)
            const backdrop = findChild(table, "viewBackdrop")
            const window = table.Window.window
            const before = window.color
            // The window's top left corner lies outside the felt at the default camera.
            for (const windowColour of ["#ffffff", "#1f2326"]) {
                window.color = windowColour
                compare(backdrop.visible, windowColour !== "#1f2326")
                wait(50)
                waitForRendering(table)
                const corner = grabImage(table).pixel(3, 3)
                verify(Qt.colorEqual(corner, "#1f2326"), windowColour + ": " + corner)
            }
            window.color = before
        }

        // Software rendering draws the view with the window's items (View3D.Inline); a GPU,
        // once known, draws it into a texture of its own with MSAA and shadows: the switch
        // keeps the table drawn (the felt green, seat 0's hand light), and so does the way back.
        function test_viewSwitchesToOffscreenWhenAGpuIsKnown() {
            tryVerify(() => table.renderInfo.known, 5000)
            screen.model.performRitual()
            const view = table.view
            compare(view.renderMode, View3D.Inline)
            let tile = null
            for (let i = 0; i < 144 && !tile; ++i)
                if (table.tileAt(i).zone === "hand" && table.tileAt(i).seat === 0)
                    tile = table.tileAt(i)
            function looksDrawn(what) {
                wait(100)
                waitForRendering(table)
                const image = grabImage(table)
                const p = view.mapFrom3DScene(tile.position)
                const face = image.pixel(Math.round(p.x), Math.round(p.y))
                const felt = table.viewPointOf(0, 0)
                const cloth = image.pixel(Math.round(felt.x), Math.round(felt.y))
                verify(cloth.g > cloth.r + 0.1 && cloth.g > cloth.b + 0.05, what + ": the felt is green, " + cloth)
                verify(face.r + face.g + face.b > 2.0, what + ": the hand's tile is light, " + face)
            }
            looksDrawn("inline")
            table.highQuality = true
            compare(view.renderMode, View3D.Offscreen)
            looksDrawn("offscreen")
            table.highQuality = false
            compare(view.renderMode, View3D.Inline)
            looksDrawn("inline again")
        }

        function test_handsStandAndFlowersLieFaceUp() {
            const model = screen.model
            model.performRitual()
            let hands = 0, flowers = 0
            for (let i = 0; i < 144; ++i) {
                const tile = table.tileAt(i)
                fuzzyVector(tile.position, tile.position3d, "tile " + i)
                if (tile.zone === "hand") {
                    ++hands
                    verify(Math.abs(tile.eulerRotation.x) < 45, "a hand tile stands")
                } else if (tile.zone === "flowers") {
                    ++flowers
                    compare(tile.eulerRotation.x, -90) // face up
                }
            }
            compare(hands, 17 + 3 * 16)
            verify(flowers > 0)
        }

        // Seat 0's hand after the deal, photographed: tiles of different kinds look
        // different, tiles of one kind alike, and a face differs from a back.
        function test_dealtHandShowsDistinctFaces() {
            const model = screen.model
            model.performRitual()
            wait(100)
            waitForRendering(table)
            const image = grabImage(table)
            const view = table.view
            const kinds = {}
            const patches = []
            for (let i = 0; i < 144; ++i) {
                const tile = table.tileAt(i)
                if (tile.zone !== "hand")
                    continue
                const p = view.mapFrom3DScene(tile.position)
                patches.push({ kind: tile.kind, signature: signature(image, p.x, p.y), seat: tile.position.z })
            }
            // Seat 0 sits at +z: its hand is the row nearest the camera.
            let maxZ = -1e9
            for (const p of patches) maxZ = Math.max(maxZ, p.seat)
            const mine = patches.filter(p => Math.abs(p.seat - maxZ) < 1)
            verify(mine.length >= 16, "seat 0's hand is in view")
            let differentPairs = 0, differing = 0
            for (let a = 0; a < mine.length; ++a)
                for (let b = a + 1; b < mine.length; ++b) {
                    if (mine[a].kind === mine[b].kind)
                        continue
                    ++differentPairs
                    if (distance(mine[a].signature, mine[b].signature) > 0.03)
                        ++differing
                }
            verify(differentPairs > 0)
            verify(differing / differentPairs > 0.8,
                   "faces of different kinds look different: " + differing + " of " + differentPairs)
        }

        // A tile is one draw with its face's texture (tile_geometry.h): a concealed hand's
        // faces show the back's colour, while a face in view shows its art on ivory.
        function test_concealedFacesShowTheBackColour() {
            const model = screen.model
            model.performRitual()
            wait(100)
            waitForRendering(table)
            const view = table.view
            let maxZ = -1e9
            for (let i = 0; i < 144; ++i)
                if (table.tileAt(i).zone === "hand")
                    maxZ = Math.max(maxZ, table.tileAt(i).position.z)
            const mine = []
            for (let i = 0; i < 144; ++i) {
                const tile = table.tileAt(i)
                if (tile.zone === "hand" && Math.abs(tile.position.z - maxZ) < 1)
                    mine.push(tile)
            }
            verify(mine.length >= 16, "seat 0's hand is in view")
            // A point of the face a quarter in from its left edge (the tiles stand in seat 0's
            // row facing +z, towards the camera).
            function blueness(image, tile) {
                const p = view.mapFrom3DScene(tile.position.plus(Qt.vector3d(-0.25 * screen.model.tileWidthMm, 0, 0)))
                const c = image.pixel(Math.round(p.x), Math.round(p.y))
                return c.b - c.r
            }
            table.backColour = "#2f62a8"
            waitForRendering(table)
            let image = grabImage(table)
            const before = mine.map(tile => blueness(image, tile))
            table.concealedSeats = [mine[0].seat]
            wait(100)
            waitForRendering(table)
            image = grabImage(table)
            // The art is on ivory and here and there blue itself: most faces turn clearly
            // bluer, and none turns less blue.
            let bluer = 0
            for (let i = 0; i < mine.length; ++i) {
                verify(mine[i].concealFace)
                const after = blueness(image, mine[i])
                verify(after >= before[i] - 0.02, "tile " + mine[i].tileId + ": " + before[i] + " then " + after)
                if (after - before[i] > 0.2)
                    ++bluer
            }
            verify(bluer >= 0.8 * mine.length, bluer + " of " + mine.length + " faces show the back's colour")
        }

        // The dice show the values they are given on top (one mesh with the pips in a
        // texture, die_geometry.h): for each value, the face turned up is that value's.
        function test_diceShowTheirValuesOnTop() {
            const dice = findChild(table, "dice3d")
            verify(dice)
            const normals = [Qt.vector3d(1, 0, 0), Qt.vector3d(-1, 0, 0), Qt.vector3d(0, 1, 0),
                             Qt.vector3d(0, -1, 0), Qt.vector3d(0, 0, 1), Qt.vector3d(0, 0, -1)]
            for (const name of ["die1", "die2"]) {
                const die = findChild(dice, name)
                const body = findChild(die, "dieBody")
                verify(body)
                for (let value = 1; value <= 6; ++value) {
                    die.value = value
                    let up = null
                    for (const n of normals)
                        if (body.mapDirectionToScene(n).y > 0.99)
                            up = n
                    verify(up !== null, name + " lies flat")
                    compare(body.geometry.valueFacing(up), value, name + " shows " + value)
                    // Opposite faces sum to seven.
                    compare(body.geometry.valueFacing(up) + body.geometry.valueFacing(up.times(-1)), 7)
                }
            }
        }

        // Contact shadows (issue 14, tiles that feel real): every tile that rests on the
        // felt casts a soft patch, none lying on another tile does, and the felt right beside
        // a tile is darker with them than without.
        function test_contactShadowsUnderTilesOnTheFelt() {
            const model = screen.model
            model.performRitual()
            const shadows = findChild(table, "contactShadows")
            verify(shadows)
            let onFelt = 0, hand = null
            for (let i = 0; i < 144; ++i) {
                const tile = table.tileAt(i)
                if (tile.zone === "hand" || tile.position3d.y < model.tileDepthMm)
                    ++onFelt
                if (tile.zone === "hand" && tile.seat === 0 && !hand)
                    hand = tile
            }
            verify(onFelt > 40 && onFelt < 144, onFelt + " tiles rest on the felt")
            tryCompare(shadows.geometry, "patchCount", onFelt)
            // Just in front of seat 0's hand (towards the camera), on the felt.
            const at = table.view.mapFrom3DScene(Qt.vector3d(hand.position3d.x, 0,
                                                             hand.position3d.z + model.tileDepthMm * 0.75))
            function brightness() {
                waitForRendering(table)
                const c = grabImage(table).pixel(Math.round(at.x), Math.round(at.y))
                return c.r + c.g + c.b
            }
            const shaded = brightness()
            shadows.visible = false
            const plain = brightness()
            shadows.visible = true
            verify(shaded < plain * 0.92, "the felt by the hand: " + shaded + " with the shadow, " + plain + " without")
        }

        // The faces read the right way up: on seat 0's standing character tiles the navy
        // numeral shows above the red 萬, as in the art (the face texture once came out
        // mirrored top to bottom, which put the 萬 on top).
        function test_facesReadTopToBottom() {
            const model = screen.model
            model.performRitual()
            wait(100)
            waitForRendering(table)
            const image = grabImage(table)
            const view = table.view
            let maxZ = -1e9
            for (let i = 0; i < 144; ++i)
                if (table.tileAt(i).zone === "hand")
                    maxZ = Math.max(maxZ, table.tileAt(i).position.z)
            let characters = 0, upright = 0
            for (let i = 0; i < 144; ++i) {
                const tile = table.tileAt(i)
                if (tile.zone !== "hand" || Math.abs(tile.position.z - maxZ) >= 1 || !tile.kind.endsWith("m"))
                    continue
                ++characters
                const p = view.mapFrom3DScene(tile.position)
                // The red 萬 against the middle of the face (its ivory): below it when upright.
                let redY = 0, reds = 0, ivoryY = 0, ivories = 0
                for (let dy = -20; dy <= 30; ++dy)
                    for (let dx = -10; dx <= 10; ++dx) {
                        const c = image.pixel(Math.round(p.x + dx), Math.round(p.y + dy))
                        if (c.r > 0.55 && c.g < 0.35 && c.b < 0.35)
                            redY += dy, ++reds
                        else if (c.r > 0.8 && c.g > 0.75 && c.b > 0.6 && c.r - c.b < 0.2)
                            ivoryY += dy, ++ivories
                    }
                verify(reds > 5 && ivories > 50, tile.kind + ": " + reds + " red and " + ivories + " ivory pixels")
                // At the default camera the 萬 sits some 12 px below the middle upright, some 3
                // px mirrored.
                if (redY / reds > ivoryY / ivories + 8)
                    ++upright
                else
                    console.warn(tile.kind + " upside down: ivory at " + (ivoryY / ivories).toFixed(1) + ", red at "
                                 + (redY / reds).toFixed(1))
            }
            if (characters === 0)
                skip("seat 0 was dealt no character tile")
            compare(upright, characters)
        }

        // The colours of a 9 x 9 grid of pixels, 2 px apart, around (x, y).
        function signature(image, x, y) {
            const out = []
            for (let i = -4; i <= 4; ++i)
                for (let j = -4; j <= 4; ++j) {
                    const c = image.pixel(Math.round(x + 2 * i), Math.round(y + 2 * j))
                    out.push(c.r, c.g, c.b)
                }
            return out
        }

        function distance(a, b) {
            let d = 0
            for (let i = 0; i < a.length; ++i)
                d += Math.abs(a[i] - b[i])
            return d / a.length
        }
    }
}
