// The free table on the 3D table (xcb under Xvfb: Quick 3D renders nothing offscreen): a
// tile dragged with the mouse is dropped where the pointer leaves it, the Undo button puts
// it back and Redo moves it again; pressing on the felt still turns the camera; every
// control of the bar lies whole inside it at 1280 px; and a deal by hand goes through the
// bar's buttons: wash, build each wall, máno, a wall tile picked on the table, Break here,
// Take 4 stacks; and another set through the bar (issue 13, item 10): the card deck of
// seed 004 chosen, its C of stock piles built, five cards dealt to three seats, a card
// dragged, undone, saved and opened again.
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
        name: "FreeTable"
        when: windowShown

        property var screen: null
        property var table: null
        property var freeTable: null

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            table = findChild(screen, "table3d")
            freeTable = findChild(screen, "freeTable")
            verify(table && freeTable)
            table.moveDuration = 0 // jump, so positions can be compared at once
            verify(freeTable.start(0))
            verify(table.dragTiles)
            waitForRendering(screen)
        }

        function cleanup() {
            waitForRendering(table)
        }

        // Table units of a tile's drawn position.
        function tablePoint(tile) {
            const unit = screen.model.tileWidthMm
            return Qt.point(tile.position3d.x / unit, tile.position3d.z / unit)
        }

        // A tile in plain view: the one the view picks at its own centre.
        function visibleTile() {
            for (let i = 0; i < freeTable.setSize; ++i) {
                const tile = table.tileAt(i)
                const p = table.view.mapFrom3DScene(tile.scenePosition)
                if (p.x > 50 && p.y > 50 && p.x < table.width - 50 && p.y < table.height - 50
                        && table.view.pick(p.x, p.y).objectHit === tile)
                    return { tile: tile, x: p.x, y: p.y }
            }
            return null
        }

        function drag(fromX, fromY, toX, toY) {
            mousePress(table, fromX, fromY)
            const steps = 12
            for (let i = 1; i <= steps; ++i)
                mouseMove(table, fromX + (toX - fromX) * i / steps, fromY + (toY - fromY) * i / steps)
            mouseRelease(table, toX, toY)
        }

        function test_dragUndoRedo() {
            const found = visibleTile()
            verify(found, "some tile is in plain view")
            const tile = found.tile
            const before = tablePoint(tile)
            const target = table.viewPointOf(6, -3)
            drag(found.x, found.y, target.x, target.y)
            tryVerify(() => freeTable.canUndo, 2000, "the drop was recorded")
            const after = tablePoint(tile)
            verify(Math.abs(after.x - 6) < 0.2 && Math.abs(after.y + 3) < 0.2,
                   "dropped at (6, -3), lies at " + after)
            compare(tile.zone, "free")
            waitForRendering(table)

            const undoButton = findChild(screen, "freeUndo")
            const redoButton = findChild(screen, "freeRedo")
            verify(undoButton.visible && undoButton.enabled)
            mouseClick(undoButton)
            const back = tablePoint(tile)
            verify(Math.abs(back.x - before.x) < 0.001 && Math.abs(back.y - before.y) < 0.001,
                   "undo puts it back at " + before + ", not " + back)
            verify(!freeTable.canUndo)
            waitForRendering(table)

            verify(redoButton.enabled)
            mouseClick(redoButton)
            const again = tablePoint(tile)
            verify(Math.abs(again.x - after.x) < 0.001 && Math.abs(again.y - after.y) < 0.001,
                   "redo moves it again to " + after + ", not " + again)
            compare(table.selectedTile, tile) // the dragged tile is the picked one
        }

        function test_anotherSetThroughTheBar() {
            const setBox = findChild(screen, "freeSetChoice")
            const layoutBox = findChild(screen, "freeLayoutChoice")
            const index = freeTable.tileSets.indexOf("card-deck-193")
            verify(index > 0)
            setBox.currentIndex = index
            setBox.activated(index)
            compare(setBox.currentText, "Card deck: 193") // the set by its title, with its count
            compare(layoutBox.currentText, "C of 16 piles of 8") // the layout that goes with the set
            mouseClick(findChild(screen, "freeNewTable"))
            compare(freeTable.setName, "card-deck-193")
            compare(freeTable.layoutName, "c-16x8")
            compare(screen.model.rowCount(), 193)
            // A table where nothing has happened yet: the narration names the free table's
            // own ways on, not Learn's Play and Step.
            compare(screen.model.step, 0)
            compare(findChild(screen, "eventLabel").words, "A new table: every tile face down in the middle. "
                    + "Drag any tile anywhere, or press Next (N) to perform the setup ritual one step at a time.")
            // The C is no wall a seat builds, and the bar says so rather than a wall of 18.
            compare(freeTable.wallStacks, 0)
            verify(findChild(screen, "freeBuild").tip.indexOf("C of 16 piles of 8") >= 0, findChild(screen, "freeBuild").tip)
            mouseClick(findChild(screen, "freeWash"))
            mouseClick(findChild(screen, "freeBuildLayout"))
            compare(freeTable.messageIsRefusal, false, freeTable.message)
            findChild(screen, "freeDealSeats").value = 3
            findChild(screen, "freeDealCount").value = 5
            mouseClick(findChild(screen, "freeDeal"))
            compare(freeTable.messageIsRefusal, false, freeTable.message)
            for (let seat = 0; seat < 3; ++seat)
                compare(freeTable.handTiles(seat).length, 5)
            compare(freeTable.handTiles(3).length, 0)
            waitForRendering(table)

            // Drag a card of the table onto the felt, undo, and do it again.
            const found = visibleTile()
            verify(found, "some card is in plain view")
            const target = table.viewPointOf(-6, 4)
            const revision = freeTable.revision
            drag(found.x, found.y, target.x, target.y)
            tryVerify(() => freeTable.revision > revision, 2000, "the drop was recorded")
            const moved = tablePoint(found.tile)
            compare(found.tile.zone, "free")
            verify(Math.abs(moved.x + 6) < 0.2 && Math.abs(moved.y - 4) < 0.2, "dropped at (-6, 4), lies at " + moved)
            mouseClick(findChild(screen, "freeUndo"))
            mouseClick(findChild(screen, "freeRedo"))
            const again = tablePoint(found.tile)
            verify(Math.abs(again.x - moved.x) < 0.001 && Math.abs(again.y - moved.y) < 0.001)

            // Save, leave, and open it again: the same set, layout and hands.
            mouseClick(findChild(screen, "freeSave"))
            compare(freeTable.messageIsRefusal, false, freeTable.message)
            const saved = freeTable.savedTables()
            verify(saved.length > 0)
            const path = saved[0].path
            freeTable.stop()
            verify(!freeTable.active)
            verify(freeTable.openRecord(path), freeTable.message)
            compare(freeTable.setName, "card-deck-193")
            compare(freeTable.layoutName, "c-16x8")
            compare(freeTable.handTiles(2).length, 5)
            compare(setBox.name, "card-deck-193") // the bar follows the table
            compare(screen.model.rowCount(), 193)
        }

        function test_barFitsAt1280() {
            const bar = findChild(screen, "freeTableBar")
            verify(bar.visible)
            // The free table takes the whole width, as a game does (no side panel).
            compare(bar.width, 1280)
            for (const name of ["freeSetRow", "freeSeatRow", "freeTileRow", "freeSessionRow"]) {
                const row = findChild(screen, name)
                verify(row.width > 600, name + " is laid out across the bar: " + row.width)
                let shown = 0
                for (let i = 0; i < row.children.length; ++i) {
                    const item = row.children[i]
                    if (!item.visible || item.objectName === "freeMessage")
                        continue
                    ++shown
                    verify(item.x >= 0 && item.x + item.width <= row.width + 0.5,
                           name + ": " + item.objectName + " lies outside the row")
                    if (item.text !== undefined && item.implicitWidth !== undefined && item.objectName !== "freeTileLabel")
                        verify(item.width >= item.implicitWidth - 0.5, item.objectName + " is cut short")
                    const inBar = item.mapToItem(bar, 0, 0)
                    verify(inBar.y >= 0 && inBar.y + item.height <= bar.height + 0.5, item.objectName + " is clipped")
                }
                verify(shown >= 5, name + " shows its controls")
            }
        }

        function test_dealByHandThroughTheBar() {
            const seatBox = findChild(screen, "freeSeat")
            mouseClick(findChild(screen, "freeNextStep")) // wash
            for (let s = 0; s < 4; ++s) {
                seatBox.currentIndex = s
                mouseClick(findChild(screen, "freeBuild"))
                verify(!freeTable.messageIsRefusal, freeTable.message)
            }
            seatBox.currentIndex = 2
            mouseClick(findChild(screen, "freeMano"))
            waitForRendering(table)
            // A wall tile in plain view, picked with the mouse.
            let picked = null
            for (let i = 0; i < 144 && !picked; ++i) {
                const tile = table.tileAt(i)
                if (tile.zone !== "wall")
                    continue
                const p = table.view.mapFrom3DScene(tile.scenePosition)
                const hit = table.view.pick(p.x, p.y).objectHit
                if (hit && hit.tileId !== undefined && hit.zone === "wall") {
                    mouseClick(table, p.x, p.y)
                    picked = hit
                }
            }
            verify(picked, "a wall tile can be clicked")
            compare(table.selectedTile, picked)
            compare(findChild(screen, "freeTileLabel").text, "Tile " + picked.tileId + ", face down")
            const breakButton = findChild(screen, "freeBreak")
            verify(breakButton.enabled)
            mouseClick(breakButton)
            verify(freeTable.wallBroken, freeTable.message)
            verify(!breakButton.enabled)
            const take = findChild(screen, "freeTakeFour")
            verify(take.enabled)
            // The words come from the layout: the square of 18 stacks two high.
            compare(freeTable.wallStacks, 18)
            compare(freeTable.wallHeight, 2)
            compare(findChild(screen, "freeBuild").tip,
                    "The seat builds its wall, 18 stacks 2 high, from the heap in the middle")
            compare(take.tiles, 8)
            mouseClick(take)
            compare(freeTable.handTiles(2).length, 8)
        }

        function test_checkDialogReadsHowTheLastTileCame() {
            // 123m 456m 789m 234p 678p 55s into seat 1's hand.
            const kinds = ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p",
                           "6p", "7p", "8p", "5s", "5s"]
            const used = {}
            for (const k of kinds) {
                let id = -1
                for (let i = 0; i < 144 && id < 0; ++i)
                    if (!used[i] && table.tileAt(i).kind === k)
                        id = i
                verify(id >= 0, k)
                used[id] = true
                verify(freeTable.giveToSeat(id, 1))
            }
            findChild(screen, "freeSeat").currentIndex = 1
            mouseClick(findChild(screen, "freeCheck"))
            const dialog = findChild(screen, "freeCheckDialog")
            tryVerify(() => dialog.opened)
            const summary = findChild(dialog, "checkSummary")
            verify(summary.text.startsWith("A win under Filipino rules"), summary.text)
            verify(summary.text.indexOf("búnot") >= 0, summary.text)
            // The rulesets in words; the one chosen is checked by its name in code.
            const rulesetBox = findChild(dialog, "checkRuleset")
            compare(rulesetBox.currentText, "Filipino")
            const jokerPot = rulesetBox.model.indexOf("Joker and pot")
            verify(jokerPot >= 0, rulesetBox.model)
            verify(!dialog.jokers)
            rulesetBox.currentIndex = jokerPot
            rulesetBox.activated(jokerPot)
            compare(dialog.ruleset, "joker-pot")
            verify(dialog.jokers)
            verify(summary.text.indexOf("under Joker and pot rules") >= 0, summary.text)
            rulesetBox.currentIndex = 0
            rulesetBox.activated(0)
            verify(summary.text.startsWith("A win under Filipino rules"), summary.text)
            mouseClick(findChild(dialog, "checkDiscard"))
            verify(summary.text.indexOf("off Seat 0's discard") >= 0, summary.text)
            compare(freeTable.checkLines.filter(l => l.indexOf("discarder pays double") >= 0).length, 1)
            // The last tile, chosen in the list: the 2p completes 234p.
            const lastBox = findChild(dialog, "checkLastTile")
            lastBox.currentIndex = 10
            lastBox.activated(10)
            verify(findChild(dialog, "checkLines").text.indexOf(", completes 234p") >= 0,
                   findChild(dialog, "checkLines").text)
            dialog.close()
            tryVerify(() => !dialog.visible)
        }

        function test_pressOnTheFeltTurnsTheCamera() {
            const events = screen.model.stepCount
            const yaw = table.camera.yaw
            // A corner of the felt, far from every tile.
            const corner = table.viewPointOf(-12.5, -12.5)
            verify(table.view.pick(corner.x, corner.y).objectHit === null
                   || table.view.pick(corner.x, corner.y).objectHit.tileId === undefined)
            drag(corner.x, corner.y, corner.x + 120, corner.y)
            verify(table.camera.yaw !== yaw, "the camera turned")
            compare(screen.model.stepCount, events) // and nothing moved on the table
        }
    }
}
