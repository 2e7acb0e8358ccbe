// The rack of your hand under the table (HandRack.qml), driven with the mouse and keys in a
// real game against the bots (xcb under Xvfb): it shows the hand sorted, the drawn tile last
// and apart, a drag reorders (auto-sort turns off), a click discards a legal tile, a click
// when a discard is not legal leaves the hand as it was and says why, keys pick a tile and
// the 3D table highlights the same one; the rack hides outside a game.
import QtQuick
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
        name: "HandRack"
        when: windowShown

        property var screen: null
        property var rack: null

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            rack = findChild(screen, "handRack")
            verify(rack)
            findChild(screen, "playBar").keyDelayMs = 0 // keys at once (tst_play.qml says why)
            waitForRendering(screen)
        }

        // Quick 3D 6.4 must draw a changed scene before it is torn down (tst_table3d.qml).
        function cleanup() {
            screen.session.stop()
            waitForRendering(screen)
        }

        // Players' sort order: m, p, s by rank, then the honours (winds, then dragons).
        function sortKey(kind) {
            return "mpszfj".indexOf(kind[kind.length - 1]) * 10 + Number(kind[0])
        }
        function kindOf(tileId) { return rack.tileItem(tileId).kind }
        function hand() { return rack.model.handTiles.slice() }
        function actionIndex(label) {
            for (const a of screen.session.actions.toList())
                if (a.label === label)
                    return a.actionIndex
            return -1
        }

        // Plays on (draw, pass, or discard the rack's first tile by a click) until `done()`
        // holds at one of your moves.
        function playUntil(done, what) {
            const session = screen.session
            for (let moves = 0; moves < 200; ++moves) {
                tryVerify(() => session.yourMove || session.over, 10000)
                verify(!session.over, "the game ended before " + what)
                if (done())
                    return
                if (actionIndex("Draw") >= 0)
                    session.act(actionIndex("Draw"))
                else if (actionIndex("Pass") >= 0)
                    session.act(actionIndex("Pass"))
                else
                    mouseClick(rack.tileItem(hand()[0]))
                wait(0)
            }
            fail("never " + what)
        }

        function startGame() {
            screen.session.speed = 1000
            compare(rack.visible, false, "no rack outside a game")
            // (The new-game dialogue has its own tests in tst_play.qml.)
            verify(screen.session.newGame("filipino"))
            tryVerify(() => screen.session.yourMove, 10000)
            compare(rack.visible, true)
        }

        function test_sortedWithTheDrawnTileApart() {
            startGame()
            playUntil(() => rack.model.drawnTile >= 0 && actionIndex("Draw") < 0, "a drawn tile")
            const tiles = hand()
            compare(tiles.length, screen.session.yourHand.tileIds().length)
            const drawn = rack.model.drawnTile
            compare(tiles[tiles.length - 1], drawn, "the drawn tile is last")
            // Sorted left to right up to the drawn tile, each to the right of the one before.
            for (let i = 1; i < tiles.length - 1; ++i) {
                verify(sortKey(kindOf(tiles[i - 1])) <= sortKey(kindOf(tiles[i])),
                       kindOf(tiles[i - 1]) + " before " + kindOf(tiles[i]))
                verify(rack.tileItem(tiles[i]).x > rack.tileItem(tiles[i - 1]).x)
            }
            // Apart: a wider step before the drawn tile than between the others.
            waitForRendering(rack)
            tryVerify(() => rack.tileItem(drawn).x - rack.tileItem(tiles[tiles.length - 2]).x >
                            (rack.tileWidth + rack.spacing) + rack.gap * 0.9)
            const step = rack.tileItem(tiles[1]).x - rack.tileItem(tiles[0]).x
            fuzzyCompare(step, rack.tileWidth + rack.spacing, 0.5)
            // The 3D table lays it apart too: the same slots, the drawn tile further off.
            const t3d = findChild(screen, "table3d")
            const gap3d = () => t3d.tileAt(drawn).position.x - t3d.tileAt(tiles[tiles.length - 2]).position.x
            const step3d = () => t3d.tileAt(tiles[1]).position.x - t3d.tileAt(tiles[0]).position.x
            tryVerify(() => step3d() > 0 && gap3d() > step3d() * 1.3, 5000, "3D gap " + gap3d() + " vs " + step3d())
        }

        function test_dragReordersAndClickDiscards() {
            startGame()
            playUntil(() => rack.model.drawnTile >= 0 && actionIndex("Draw") < 0, "a drawn tile")
            const before = hand()
            verify(rack.model.autoSort)
            compare(findChild(screen, "autoSort").checked, true)
            // Drag the first tile two slots to the right.
            const first = rack.tileItem(before[0])
            mouseDrag(first, first.width / 2, first.height / 2, 2 * (rack.tileWidth + rack.spacing), 0)
            tryVerify(() => rack.model.handTiles[2] === before[0], 2000, "dragged: " + JSON.stringify(before) + " -> " + JSON.stringify(hand()) + " w " + rack.tileWidth)
            const after = hand()
            compare(after.length, before.length)
            compare(after[0], before[1])
            compare(after[1], before[2])
            compare(rack.model.autoSort, false, "a drag turns auto-sort off")
            compare(findChild(screen, "autoSort").checked, false)
            compare(after[after.length - 1], rack.model.drawnTile, "the drawn tile stays apart")
            // Auto-sort back on: sorted again.
            mouseClick(findChild(screen, "autoSort"))
            compare(rack.model.autoSort, true)
            compare(hand(), before)
            // The box still follows the model after a click: another drag unticks it.
            const second = rack.tileItem(before[1])
            mouseDrag(second, second.width / 2, second.height / 2, -(rack.tileWidth + rack.spacing), 0)
            tryVerify(() => rack.model.handTiles[0] === before[1])
            compare(findChild(screen, "autoSort").checked, false)
            mouseClick(findChild(screen, "autoSort"))
            compare(hand(), before)

            // A click on a tile discards it (it is your turn to discard).
            const victim = before[1]
            mouseClick(rack.tileItem(victim))
            tryVerify(() => hand().indexOf(victim) < 0, 5000)
            compare(rack.note, "")

            // Next time a discard is not legal (a draw or a claim is due), a click changes
            // nothing and the rack says why.
            playUntil(() => actionIndex("Draw") >= 0 || actionIndex("Pass") >= 0, "a draw or a claim")
            const held = hand()
            const events = screen.model.stepCount
            mouseClick(rack.tileItem(held[0]))
            wait(50)
            compare(hand(), held)
            compare(screen.model.stepCount, events)
            verify(rack.note.indexOf("Not now") === 0, rack.note)
            compare(findChild(screen, "rackNote").visible, true)
            // The play bar's keys work while the rack has the keyboard: 1 draws or claims.
            const firstAction = screen.session.actions.toList()[0].label
            rack.forceActiveFocus()
            keyClick(Qt.Key_1)
            tryVerify(() => screen.model.stepCount > events, 5000, "key 1 pressed " + firstAction)
            tryCompare(rack, "note", "", 5000, "the note goes once the game moves on")

            // A tile dragged up towards the table is discarded.
            playUntil(() => actionIndex("Draw") < 0 && actionIndex("Pass") < 0, "a discard")
            const up = hand()[3]
            const item = rack.tileItem(up)
            mouseDrag(item, item.width / 2, item.height / 2, 0, -2 * rack.tileHeight)
            tryVerify(() => hand().indexOf(up) < 0, 5000, "dragged up, discarded")
        }

        // The rack is drawn as one picture (a layer, for speed), which would cut off a tile
        // dragged out of it: while one is dragged up over the table it is seen there whole,
        // and the rack is one picture again once it is let go.
        function test_aTileDraggedUpIsSeenOverTheTable() {
            startGame()
            playUntil(() => actionIndex("Draw") < 0 && actionIndex("Pass") < 0, "a discard")
            verify(rack.layer.enabled, "a still rack is one picture")
            const up = hand()[3]
            const item = rack.tileItem(up)
            // The hand's tiles slide into their places: the tile at rest first.
            tryVerify(() => Math.abs(item.x - rack.slotX(item.handSlot, up === rack.drawnTile)) < 0.01, 2000)
            const cx = item.width / 2, cy = item.height / 2
            const inRack = item.mapToItem(screen, cx, cy)
            const before = grabImage(screen)
            const tileColour = before.pixel(Math.round(inRack.x), Math.round(inRack.y))
            const rise = 2 * rack.tileHeight

            mousePress(item, cx, cy)
            for (let step = 1; step <= 4; ++step)
                mouseMove(item, cx, cy - rise * step / 4)
            compare(rack.layer.enabled, false)
            const face = findChild(screen, "rackTile" + up)
            const middle = face.mapToItem(screen, face.width / 2, face.height / 2)
            verify(middle.y < rack.mapToItem(screen, 0, 0).y, "dragged above the rack")
            waitForRendering(screen)
            const during = grabImage(screen)
            compare(String(during.pixel(Math.round(middle.x), Math.round(middle.y))), String(tileColour),
                    "the dragged tile's middle is drawn over the table")
            mouseRelease(item, cx, cy - rise)
            tryVerify(() => hand().indexOf(up) < 0, 5000, "dragged up, discarded")
            verify(rack.layer.enabled)
        }

        function test_keysPickAndTheTableHighlightsTheSameTile() {
            startGame()
            playUntil(() => rack.model.drawnTile >= 0 && actionIndex("Draw") < 0, "a drawn tile")
            const tiles = hand()
            const t3d = findChild(screen, "table3d")
            rack.forceActiveFocus()
            keyClick(Qt.Key_Right)
            compare(rack.selectedTileId, tiles[0])
            keyClick(Qt.Key_Right)
            compare(rack.selectedTileId, tiles[1])
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            compare(rack.selectedTileId, tiles[0], "stops at the left end")
            compare(t3d.selectedTile.tileId, tiles[0], "the 3D table highlights it")
            compare(screen.session.yourHand.tileIds().length, tiles.length, "picking discards nothing")
            // A tile picked on the 3D table is picked in the rack (here it is also a discard).
            const other = tiles[2]
            t3d.selectedTile = t3d.tileAt(other)
            compare(rack.selectedTileId, other)
            tryVerify(() => hand().indexOf(other) < 0, 5000)
            compare(rack.selectedTileId, -1, "a tile that leaves the hand is no longer picked")
            // Enter discards the picked tile.
            playUntil(() => actionIndex("Draw") < 0 && actionIndex("Pass") < 0, "a discard")
            const now = hand()
            rack.forceActiveFocus()
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Return)
            tryVerify(() => hand().indexOf(now[0]) < 0, 5000)
            // Ending the game (the menu's End game) hides the rack.
            const menu = findChild(screen, "gameMenu")
            keyClick(Qt.Key_Escape)
            tryVerify(() => menu.opened)
            mouseClick(findChild(menu.contentItem, "endGame"))
            compare(rack.visible, false)
        }
    }
}
