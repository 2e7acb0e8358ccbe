// Pictures of the strong AI's hint in an American match (issue 17, "Hints from the strong AI
// with a sentence") for looking at them: the Charleston's first pass with the hint line and
// its three tiles outlined on the rack, and a discard in play with its hint. Run by the QML
// test runner, not a test; it writes PNGs to /tmp/mahjongero-shots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 1400x900x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/american_hint_screens.qml
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
        name: "AmericanHintScreens"
        when: windowShown
        readonly property string folder: "/tmp/mahjongero-shots"
        property var session: null

        function shot(name) {
            wait(500)
            waitForRendering(root)
            grabImage(root).save(folder + "/" + name + ".png")
        }
        // One move for you, following the hint where it names tiles; otherwise no second
        // Charleston, no courtesy, calls let go.
        function playOne() {
            if (!session.yourMove)
                return false
            const tiles = Array.from(session.hintTiles)
            if (session.charlestonStep !== "" && session.pickCount > 0) {
                for (const id of tiles)
                    session.tapTile(id)
                return session.passSelected()
            }
            const actions = session.actions
            for (let i = 0; i < actions.length; ++i) {
                const a = actions[i]
                if (a.type === "vote" || a.type === "courtesy_offer" || a.type === "draw" || a.type === "claim_win")
                    return session.choose(a.index)
            }
            if (session.pickCount === 1 && tiles.length === 1) {
                session.tapTile(tiles[0])
                return session.discardSelected()
            }
            if (session.claimSecondsLeft >= 0) {
                session.passTime(60000)
                return true
            }
            return session.choose(actions[0].index)
        }

        function test_screens() {
            const screen = createTemporaryObject(screenComponent, root)
            session = screen.american
            session.paceMs = 0
            session.seed = 2026
            session.start("strong")
            tryCompare(screen, "page", "american")
            const page = findChild(screen, "americanScreen")
            page.teaching = false
            session.askHint() // as the Hint button does
            shot("american-hint-charleston")

            // Play on until a few discards lie on the table, then the hint on a discard, in
            // teaching mode (shown by itself).
            page.teaching = true
            for (let guard = 0; guard < 400 && !session.overShown; ++guard) {
                if (session.charlestonStep === "" && session.yourMove && session.pickCount === 1 && guard > 16
                        && session.hint.indexOf("iscard") >= 0)
                    break
                if (!playOne())
                    break
            }
            shot("american-hint-play")
        }
    }
}
