// The table screen from the Mahjongero module, in its top view (2D): one delegate per
// physical tile, buttons that drive the ritual, a HUD that follows the model.
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
        name: "TableScreen"
        when: windowShown

        property var screen: null

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            // These cases check the top view (2D); tst_table3d.qml checks the 3D table.
            const view = child("viewBox")
            view.currentIndex = 1
            view.activated(1)
            verify(screen.flatView)
            waitForRendering(screen)
        }

        function child(name) {
            const found = findChild(screen, name)
            verify(found, "no child named " + name)
            return found
        }

        function typeText(text) {
            for (const ch of text)
                keyClick(ch)
        }

        function zoneCount(zone, seat) {
            const tiles = child("tileRepeater")
            let n = 0
            for (let i = 0; i < tiles.count; ++i) {
                const t = tiles.itemAt(i)
                if (t.zone === zone && (seat === undefined || t.seat === seat))
                    ++n
            }
            return n
        }

        function test_everyTileHasADelegate() {
            const tiles = child("tileRepeater")
            compare(tiles.count, 144)
            for (let i = 0; i < tiles.count; ++i) {
                const t = tiles.itemAt(i)
                verify(t, "no delegate for row " + i)
                compare(t.tileId, i)
                compare(t.zone, "free")
                verify(t.width > 0 && t.height > 0)
            }
            compare(child("manoRow").value, "—")
            compare(child("stepLabel").text.indexOf("Step 0 of"), 0)
        }

        function test_performRitualButtonUpdatesTheHud() {
            const model = screen.model
            mouseClick(child("performButton"))
            compare(model.step, model.stepCount)
            verify(model.mano >= 0)
            compare(child("manoRow").value, "Seat " + model.mano)
            compare(child("breakDiceRow").value, model.breakDice)
            verify(/^\d \+ \d = \d+$/.test(child("breakDiceRow").value))
            compare(child("breakWallRow").value, "Seat " + model.breakWall + "'s wall")
            compare(child("drawRow").value, model.drawLeft + " tiles")
            compare(child("flowerRow").value, model.flowerLeft + " tiles")
            verify(child("seatLabel" + model.mano).isMano)
            verify(child("dice").visible)

            compare(zoneCount("hand"), 17 + 3 * 16)
            for (let seat = 0; seat < 4; ++seat)
                compare(zoneCount("hand", seat), seat === model.mano ? 17 : 16)
            compare(zoneCount("free"), 0)
        }

        function test_stepAndResetButtons() {
            const model = screen.model
            mouseClick(child("stepButton"))
            compare(model.step, 1)
            compare(model.eventName, "wash")
            verify(child("stepLabel").text.indexOf("Washing the tiles") > 0, child("stepLabel").text)
            mouseClick(child("stepButton"))
            compare(model.eventName, "build")
            compare(zoneCount("wall", 0), 36)
            mouseClick(child("backButton"))
            compare(model.step, 1)
            mouseClick(child("resetButton"))
            compare(model.step, 0)
            compare(zoneCount("free"), 144)
        }

        function test_tilesMoveWhereTheModelSays() {
            const model = screen.model
            model.goToStep(5) // washed and built
            const board = child("board")
            const t = child("tileRepeater").itemAt(0)
            // Positions animate; wait for the tile to settle on its model position.
            tryCompare(t, "shownX", t.tableX)
            tryCompare(t, "shownY", t.tableY)
            compare(t.zone, "wall")
            const felt = child("felt")
            fuzzyCompare(t.x + t.width / 2, felt.width / 2 + t.tableX * board.unit, 0.5)
        }

        function test_badSeedShowsTheReason() {
            const model = screen.model
            const field = child("seedField")
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            typeText("12ab")
            mouseClick(child("performButton"))
            compare(model.step, 0)
            verify(child("errorLabel").visible)
            verify(model.error.length > 0)
            compare(model.seed, "1")

            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            typeText("31")
            keyClick(Qt.Key_Return)
            compare(model.seed, "31")
            compare(model.error, "")
            verify(!child("errorLabel").visible)
        }

        function test_variantSelector() {
            const model = screen.model
            const box = child("variantBox")
            compare(box.currentText, "Filipino")
            // Learn's table before its first event: the narration names Learn's own buttons.
            model.goToStep(0)
            compare(child("eventLabel").words, "A new table: every tile face down in the middle. "
                    + "Press Play to watch the setup ritual, or Step to go one event at a time.")
            model.setVariant("visayan")
            compare(box.currentText, "Visayan")
            // Chosen in the box, by its title: the model takes the ruleset's name.
            model.setVariant("filipino")
            box.activated(1)
            compare(model.variant, "visayan")
            model.performRitual()
            for (let i = 0; i < 144; ++i) {
                const t = child("tileRepeater").itemAt(i)
                if (t.zone === "flowers")
                    compare(t.suit, "f")
            }
        }
    }
}
