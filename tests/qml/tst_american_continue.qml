// The American match saved and continued through the app's screens (issue 17, "nothing
// lost"): a match started from the start screen and played a move, left by the menu's Save
// and quit, is offered by "Continue: American mahjong" with its line and resumes with the same
// rack; the menu's End the match leaves nothing to continue. With a Filipino match saved too,
// both are offered, each named.
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
            atHome: true
        }
    }

    TestCase {
        name: "AmericanContinue"
        when: windowShown

        property var screen: null

        function child(name) {
            const found = findChild(screen, name)
            verify(found, "no child named " + name)
            return found
        }
        function press(name) {
            waitForRendering(screen)
            const item = child(name)
            verify(item.visible && item.enabled, name + " is shown and enabled")
            mouseClick(item)
        }
        function fromAmericanMenu(entry) {
            const page = child("americanScreen")
            page.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            tryVerify(() => page.menu.opened)
            press(entry)
            tryVerify(() => !page.menu.visible)
        }
        function rackIds(session) {
            return session.rack.map(t => t.tileId).join(",")
        }

        function test_saveQuitContinueEnd() {
            screen = createTemporaryObject(screenComponent, root)
            const american = screen.american
            american.autosave = true // the data folder is the test's own (tst_qml.cpp)
            american.paceMs = 0
            american.seed = 31
            verify(!child("homeContinueAmerican").visible, "no save, no Continue")
            findChild(screen, "homeAmericanLevel").currentIndex = 0 // easy
            press("homeAmerican")
            tryCompare(screen, "page", "american")

            // The first pass of the Charleston, made as the rack's clicks make it.
            tryVerify(() => american.yourMove && american.pickCount === 3, 10000)
            let chosen = 0
            for (const tile of american.rack) {
                if (chosen < 3 && !tile.kind.endsWith("j")) {
                    american.tapTile(tile.tileId)
                    ++chosen
                }
            }
            verify(american.passSelected())
            tryVerify(() => american.yourMove, 10000)
            const rack = rackIds(american)
            const step = american.charlestonStep
            verify(step !== "first right")

            // Save and quit: the start screen offers the match by name.
            fromAmericanMenu("americanLeave")
            tryCompare(screen, "page", "home")
            verify(!american.active)
            const entry = child("homeContinueAmerican")
            tryVerify(() => entry.visible)
            compare(entry.text, "Continue: American mahjong")
            verify(entry.detail.indexOf("Game 1 of the match (seed 31)") === 0, entry.detail)
            verify(!child("homeContinue").visible, "no Filipino match saved")
            verify(entry.activeFocus, "the keyboard starts on Continue")

            // Continue: the same rack, the same step of the Charleston.
            press("homeContinueAmerican")
            tryCompare(screen, "page", "american")
            verify(american.active)
            compare(rackIds(american), rack)
            compare(american.charlestonStep, step)
            verify(american.yourMove)

            // End the match: nothing left to continue.
            fromAmericanMenu("americanEndMatch")
            tryCompare(screen, "page", "home")
            verify(!american.active)
            verify(!child("homeContinueAmerican").visible)
            verify(!american.checkSave())
        }

        function test_bothSavesOffered() {
            screen = createTemporaryObject(screenComponent, root)
            const american = screen.american
            const session = screen.session
            american.autosave = true
            american.paceMs = 0
            american.seed = 32
            session.autosave = true
            verify(american.start("random"))
            american.saveAndLeave()
            verify(session.newMatch("filipino", ["human", "easy", "easy", "easy"]))
            tryVerify(() => session.active)
            session.saveAndLeave()
            screen.atHome = true
            tryCompare(screen, "page", "home")
            const filipino = child("homeContinue")
            const ours = child("homeContinueAmerican")
            tryVerify(() => filipino.visible && ours.visible)
            compare(filipino.text, "Continue: Filipino mahjong")
            compare(ours.text, "Continue: American mahjong")
            verify(ours.detail.indexOf("seed 32") > 0, ours.detail)
            verify(!child("homePlay").highlighted, "Continue is the way in")

            // Each resumes its own match.
            press("homeContinueAmerican")
            tryCompare(screen, "page", "american")
            fromAmericanMenu("americanEndMatch")
            tryCompare(screen, "page", "home")
            verify(!ours.visible)
            compare(filipino.text, "Continue")
            session.stop()
        }
    }
}
