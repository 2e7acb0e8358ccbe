// Pictures of an American match at the table (issue 17) for looking at them: the start
// screen's entry, the setup at the teaching pace (the walls built, the break counted, the
// deal done), the Charleston with tiles chosen, the card helper during play with a line
// chosen, and an end of game with the winning hand's tiles and the payments. Run by the QML test runner, not a test; it
// writes PNGs to /tmp/mahjongero-shots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 1400x900x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/american_play_screens.qml
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
        name: "AmericanPlayScreens"
        when: windowShown
        readonly property string folder: "/tmp/mahjongero-shots"
        property var session: null

        function shot(name) {
            wait(500)
            waitForRendering(root)
            grabImage(root).save(folder + "/" + name + ".png")
        }
        // Chooses `n` tiles of the rack that are not jokers, none chosen before. (The session's
        // lists are read afresh each time: a QVariantList property read in JS follows it.)
        function choose(n) {
            clearChosen()
            const rack = Array.from(session.rack)
            for (let i = 0; i < rack.length && session.selectedCount < n; ++i)
                if (!rack[i].kind.endsWith("j"))
                    session.tapTile(rack[i].tileId)
        }
        function clearChosen() {
            for (let guard = 0; guard < 20 && session.selectedCount > 0; ++guard)
                session.tapTile(session.selectedTiles[0])
        }
        // One move for you, as a cautious player: pass the first tiles, no second Charleston,
        // no courtesy, draw, discard the last tile, let calls go by.
        function playOne() {
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
                // In play one tile is chosen at a time (a second tap on it discards it).
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
            shot("american-home")

            // The setup at the teaching pace, stepped by hand so each picture is of one event.
            session.paceMs = 400
            session.setupSpeed = "full"
            session.seed = 2026
            session.start("normal")
            tryCompare(screen, "page", "american")
            const events = session.tiles
            function showUntil(name) {
                for (let guard = 0; guard < 100 && session.showingSetup && events.eventName !== name; ++guard)
                    session.showNext()
            }
            // (Each picture is taken well within the event's dwell, before the pace shows the next.)
            showUntil("roll")
            shot("american-setup-walls") // the four walls built, the first roll for East
            showUntil("break")
            wait(700) // the counting highlight on its way along the stacks
            shot("american-setup-break")
            for (let guard = 0; guard < 100 && session.showingSetup; ++guard)
                session.showNext()
            shot("american-setup-dealt")
            session.stop()

            session.paceMs = 0
            session.start("normal")
            const page = findChild(screen, "americanScreen")
            tryCompare(screen, "page", "american")
            choose(2)
            shot("american-charleston")
            clearChosen() // the play below chooses its own

            // Play on until a few discards lie on the table, then choose the nearest line.
            for (let guard = 0; guard < 400 && !session.overShown; ++guard) {
                if (session.charlestonStep === "" && session.tiles.lastDiscard >= 0 && session.yourMove
                        && session.pickCount === 1 && guard > 14)
                    break
                if (!playOne())
                    break
            }
            session.helper.chooseRow(0)
            session.tapTile(session.rack[session.rack.length - 1].tileId)
            shot("american-play")

            for (let guard = 0; guard < 2000 && !session.overShown; ++guard)
                if (!playOne())
                    break
            shot("american-end")
        }
    }
}
