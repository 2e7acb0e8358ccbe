// Playing a game at the table through the UI's own controls (xcb under Xvfb): "Play a
// game" starts one, the play bar's buttons are exactly your legal actions less the
// discards, a key presses a button, a tap on a tile of your hand discards it, the rules
// card lists the options in play, and "End game" returns to the ritual.
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
        name: "Play"
        when: windowShown

        property var screen: null

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            waitForRendering(screen)
        }

        // Quick 3D 6.4 must draw a changed scene before it is torn down (tst_table3d.qml).
        function cleanup() {
            screen.session.stop()
            waitForRendering(screen)
        }

        function child(name) {
            const found = findChild(screen, name)
            verify(found, "no child named " + name)
            return found
        }

        function buttonLabels() {
            const repeater = child("actionButtons")
            const labels = []
            for (let i = 0; i < repeater.count; ++i)
                labels.push(repeater.itemAt(i).text.replace(/^\d\s+/, ""))
            return labels
        }

        function test_playThroughTheBar() {
            const session = screen.session
            session.speed = 1000
            mouseClick(child("newGame"))
            verify(session.active)
            compare(child("playBar").visible, true)
            let moves = 0
            while (!session.over && moves < 400) {
                tryVerify(() => session.yourMove || session.over, 10000)
                if (session.over)
                    break
                const offered = session.actions
                // The buttons are the session's offered actions, in order.
                compare(buttonLabels(), offered.map(a => a.label))
                if (offered.length > 0) {
                    // Key 1 presses the first button.
                    child("playBar").forceActiveFocus()
                    keyClick(Qt.Key_1)
                } else {
                    // Only a discard: select the first tile of your hand on the 3D table, as a
                    // tap does (a tile's row is its id).
                    const before = session.yourHand.length
                    const tile = child("table3d").tileAt(session.yourHand[0])
                    compare(tile.tileId, session.yourHand[0])
                    child("table3d").selectedTile = tile
                    tryVerify(() => session.yourHand.length === before - 1 || session.over, 5000)
                }
                ++moves
            }
            verify(session.over, "the game ends")
            verify(child("prompt").text.indexOf("balance") >= 0)
            compare(child("nextGame").visible, true)
        }

        function test_rulesCardAndEndGame() {
            const session = screen.session
            session.speed = 1000
            mouseClick(child("newGame"))
            tryVerify(() => session.yourMove, 10000)
            mouseClick(child("rulesButton"))
            const card = child("rulesCard")
            tryVerify(() => card.opened)
            verify(session.rulesCard.indexOf("claim_rule: priority") >= 0)
            waitForRendering(screen)
            const image = grabImage(screen)
            verify(image.width > 0)
            card.close()
            tryVerify(() => !card.visible)
            mouseClick(child("endGame"))
            verify(!session.active)
            compare(screen.model.caption, "Filipino setup ritual")
            compare(child("playBar").visible, false)
        }
    }
}
