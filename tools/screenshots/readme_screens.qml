// The README's screenshots of the app's screens (the start screen, Play, a claim in the
// seated view, the menu, Continue, the end of a game, Learn, the keys, the free table by hand,
// its ritual and Check hand, a replay), taken through the
// app's own controls. Run by the QML test runner, not a test (ctest runs only tests/qml); it
// writes PNGs to /tmp/mahjongero-shots, to be looked at and copied to docs/screenshots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 1400x900x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/readme_screens.qml
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
        name: "ReadmeScreens"
        when: windowShown

        property var screen: null
        readonly property string folder: "/tmp/mahjongero-shots"

        function deepFind(item, name) {
            if (!item)
                return null
            if (item.objectName === name)
                return item
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i) {
                const found = deepFind(kids[i], name)
                if (found)
                    return found
            }
            return item.contentItem && item.contentItem !== item ? deepFind(item.contentItem, name) : null
        }
        function child(name) {
            let found = findChild(screen, name)
            for (const popup of ["newGameDialog", "gameMenu", "howToPlay", "shortcutsSheet", "settingsDialog"])
                found = found || deepFind(findChild(screen, popup), name)
            verify(found, "no child named " + name)
            return found
        }
        function shot(name) {
            wait(900) // the tiles land, the camera glides
            waitForRendering(screen)
            grabImage(root).save(folder + "/" + name + ".png")
        }
        // Moves until the game is over: a win when offered, else the first button, else the
        // first tile of the hand.
        function playToTheEnd() {
            const session = screen.session
            for (let i = 0; i < 600 && !session.overShown; ++i) {
                tryVerify(() => session.yourMove || session.overShown, 20000)
                if (session.overShown)
                    break
                const acts = session.actions.toList()
                const win = acts.findIndex(a => a.label.indexOf("!") >= 0)
                if (acts.length > 0)
                    session.act(acts[Math.max(0, win)].actionIndex)
                else
                    session.discardTile(session.yourHand.tileIds()[0])
            }
            tryVerify(() => child("matchLedger").visible, 10000)
        }

        function test_screens() {
            screen = createTemporaryObject(screenComponent, root)
            findChild(screen, "playBar").keyDelayMs = 0
            screen.session.autosave = true // Continue needs a save (the runner's own data folder)
            screen.player.teaching = false
            screen.player.skipToEnd() // a dealt table behind the start screen
            shot("start-screen")

            mouseClick(child("homePlay"))
            tryVerify(() => child("newGameDialog").opened)
            mouseClick(child("dialogMoreOptions"))
            child("dialogSeed").text = "8"
            child("dialogRitualSpeed").currentIndex = 2
            shot("new-game-dialog")
            mouseClick(child("startGame"))
            tryVerify(() => screen.session.yourMove, 20000)
            shot("play-claim-3d")

            keyClick(Qt.Key_Escape)
            tryVerify(() => child("gameMenu").opened)
            shot("game-menu")
            mouseClick(child("menuSaveAndQuit"))
            tryVerify(() => child("homeContinue").visible)
            shot("start-continue")

            mouseClick(child("homeContinue"))
            tryVerify(() => screen.session.active)
            screen.session.speed = 1000
            playToTheEnd()
            shot("game-end-ledger")
            screen.session.stop()
            screen.goHome()

            mouseClick(child("homeLearn"))
            screen.model.setSeed("6")
            screen.model.goToStep(0)
            while (screen.model.step < screen.model.stepCount && screen.model.eventName !== "lift")
                screen.player.stepForward()
            shot("learn-ritual")
            keyClick(Qt.Key_F1)
            tryVerify(() => child("shortcutsSheet").opened)
            shot("keyboard-shortcuts")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !child("shortcutsSheet").opened)
            screen.goHome()

            // The free table: the washed heap with a few tiles moved by hand, then the ritual
            // by its Next step, then Check hand… on the dealt table.
            screen.model.setSeed("8")
            mouseClick(child("homeFreeTable"))
            const free = screen.freeTable
            tryVerify(() => free.active)
            free.moveTo(10, -3.5, 5.2)
            free.moveTo(11, -2.4, 5.2)
            free.turn(11)
            free.moveTo(12, -1.2, 5.3)
            free.flip(12)
            free.stackOn(13, 12)
            free.moveTo(14, 0.3, 5.2)
            free.flip(14)
            free.rollDice(0)
            wait(1200)
            shot("free-table-3d")
            for (let i = 0; i < 12 && free.runNextStep(); ++i)
                wait(50)
            wait(1500)
            shot("free-table-dealt-by-hand")
            mouseClick(child("freeCheck"))
            tryVerify(() => child("checkSummary") !== null && child("checkSummary").visible)
            wait(300)
            shot("free-table-check")
        }

        // Records: a finished game of the test data replayed to its end, every hand face up.
        function test_replay() {
            screen = createTemporaryObject(screenComponent, root)
            screen.player.teaching = true
            mouseClick(child("homeRecords"))
            const viewer = child("replayViewer")
            viewer.library.folder = Qt.resolvedUrl("../../tests/data/records")
            tryCompare(viewer.library, "pending", 0)
            mouseClick(child("record1"))
            tryVerify(() => viewer.showing)
            keyClick(Qt.Key_End)
            shot("replay-viewer")
        }
    }
}
