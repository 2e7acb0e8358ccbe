// Pictures of the solitaire's states for looking at them (issue 16): a refusal with its
// reason, a hint glowing, a tile picked, a lost deal with its point of no return, the
// statistics window, the start screen with its Solitaire entry, the smallest tile size, and
// the win's swirl and wave. Run by the QML test
// runner, not a test; it writes PNGs to /tmp/mahjongero-shots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 1400x900x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/solitaire_screens.qml
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
        name: "SolitaireScreens"
        when: windowShown
        readonly property string folder: "/tmp/mahjongero-shots"

        function shot(name) {
            wait(400)
            waitForRendering(root)
            grabImage(root).save(folder + "/" + name + ".png")
        }

        function test_screens() {
            const screen = createTemporaryObject(screenComponent, root)
            const session = screen.solitaire
            shot("solitaire-home")
            screen.openSolitaire()
            const page = findChild(screen, "solitaireScreen")
            session.newDeal("7")
            page.table.moveDuration = 0
            // A buried tile: refused, with the rule.
            for (let id = 0; id < 39; ++id)
                if (!page.table.tileAt(id).movable) {
                    session.chooseTile(id)
                    break
                }
            shot("solitaire-refused")
            // The settings' smallest tiles, then the standard ones again.
            screen.settings.tileSize = "mini"
            shot("solitaire-mini")
            screen.settings.tileSize = "standard"
            tryCompare(session, "verdict", "winnable", 20000)
            session.hint()
            tryVerify(() => session.hintMove !== "", 20000)
            shot("solitaire-hint")
            session.chooseTile(session.hintTiles[0])
            shot("solitaire-picked")
            session.clearSelection()
            // Lost: deal 2, whose third move here throws it away (found by tst_solitaire_session's
            // search), and one more move after it.
            session.newDeal("2")
            for (const move of ["r1>c1", "r1>c2", "r2>c3"])
                verify(session.playMove(move), move)
            session.choosePlace("row", 2)
            session.choosePlace("row", 4)
            session.waitForSolver()
            tryVerify(() => session.noReturnMove >= 0, 20000)
            shot("solitaire-lost")
            findChild(page, "solitaireStatsButton").clicked()
            tryVerify(() => page.statsDialog.opened)
            shot("solitaire-statistics")
            page.statsDialog.close()
            // The win, in its swirl and in its wave.
            session.newDeal("7")
            for (let i = 0; i < 300 && !session.won; ++i) {
                session.waitForSolver()
                session.playHint()
            }
            verify(session.won)
            wait(900)
            grabImage(root).save(folder + "/solitaire-win-swirl.png")
            wait(1400)
            grabImage(root).save(folder + "/solitaire-win-wave.png")
        }
    }
}
