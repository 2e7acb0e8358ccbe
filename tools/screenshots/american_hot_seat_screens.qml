// Pictures of American mahjong with friends at one computer (issue 17) for looking at them:
// the dialogue that asks who plays here, the hand-over screen, the second person's Charleston
// (their rack, their card helper, the camera at their chair) and the second person's turn in
// play. Run by the QML test runner, not a test; it writes PNGs to /tmp/mahjongero-shots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 1400x900x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/american_hot_seat_screens.qml
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
        name: "AmericanHotSeatScreens"
        when: windowShown
        readonly property string folder: "/tmp/mahjongero-shots"
        property var session: null

        function shot(name) {
            wait(600)
            waitForRendering(root)
            grabImage(root).save(folder + "/" + name + ".png")
        }
        function choose(n) {
            const rack = Array.from(session.rack)
            for (let i = 0; i < rack.length && session.selectedCount < n; ++i)
                if (!rack[i].kind.endsWith("j"))
                    session.tapTile(rack[i].tileId)
        }
        // One step for whoever is at the screen: Ready, or a cautious move.
        function playOne() {
            if (session.handOverSeat >= 0) {
                session.ready()
                return true
            }
            if (!session.yourMove)
                return false
            if (session.charlestonStep !== "" && session.pickCount > 0) {
                choose(session.pickCount)
                return session.passSelected()
            }
            const actions = session.actions
            for (let i = 0; i < actions.length; ++i) {
                const a = actions[i]
                if ((a.type === "vote" && a.label.startsWith("No")) || (a.type === "courtesy_offer" && a.label.indexOf("0") >= 0)
                        || a.type === "draw" || a.type === "claim_win")
                    return session.choose(a.index)
            }
            if (session.pickCount === 1) {
                const rack = Array.from(session.rack)
                const last = rack[rack.length - 1].tileId
                if (Array.from(session.selectedTiles).indexOf(last) < 0)
                    session.tapTile(last)
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
            const dialog = findChild(screen, "americanFriendsDialog")
            dialog.open()
            tryVerify(() => dialog.opened)
            findChild(dialog.contentItem, "americanName0").text = "Ana"
            findChild(dialog.contentItem, "americanName1").text = "Ben"
            shot("american-friends-dialog")
            dialog.start()
            tryCompare(screen, "page", "american")

            // The first hand-over, then the first person's pass; the second hand-over.
            tryVerify(() => session.handOverSeat >= 0)
            shot("american-hand-over")
            const first = session.handOverSeat
            session.ready()
            choose(3)
            session.passSelected()
            tryVerify(() => session.handOverSeat >= 0 && session.handOverSeat !== first)
            session.ready()
            choose(2)
            shot("american-friends-second-charleston")
            for (let guard = 0; guard < 40 && session.selectedCount > 0; ++guard)
                session.tapTile(session.selectedTiles[0])

            // Play on until the second person (the one after the first) is at the screen to discard.
            for (let guard = 0; guard < 2000 && !session.overShown; ++guard) {
                if (session.charlestonStep === "" && session.handOverSeat < 0 && session.yourMove
                        && session.pickCount === 1 && session.viewSeat !== first && session.tiles.lastDiscard >= 0 && guard > 30)
                    break
                if (!playOne())
                    break
            }
            session.tapTile(session.rack[session.rack.length - 1].tileId)
            shot("american-friends-second-turn")
        }
    }
}
