// Pictures of the American match's save for looking at them (issue 17, "nothing lost"): the
// American page's menu (Save and quit, End the match), the start screen offering the saved
// American match, and the start screen offering both an American and a Filipino match, then
// the American match continued. Run by the QML test runner, not a test; it writes PNGs to
// /tmp/mahjongero-shots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 1400x900x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/american_continue_screens.qml
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
        name: "AmericanContinueScreens"
        when: windowShown
        readonly property string folder: "/tmp/mahjongero-shots"

        function shot(name) {
            wait(500)
            waitForRendering(root)
            grabImage(root).save(folder + "/" + name + ".png")
        }

        function test_shots() {
            const screen = createTemporaryObject(screenComponent, root)
            const american = screen.american
            const session = screen.session
            american.autosave = true // the data folder is the runner's own (tst_qml.cpp)
            american.paceMs = 0
            american.seed = 41
            session.autosave = true
            verify(american.start("normal"))
            tryCompare(screen, "page", "american")
            tryVerify(() => american.yourMove, 10000)
            const page = findChild(screen, "americanScreen")
            page.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            tryVerify(() => page.menu.opened)
            shot("american-save-menu")
            page.menu.close()

            american.saveAndLeave()
            screen.atHome = true
            tryCompare(screen, "page", "home")
            shot("american-continue-home")

            verify(session.newMatch("filipino", ["human", "normal", "normal", "normal"]))
            tryVerify(() => session.active)
            session.saveAndLeave()
            screen.atHome = true
            tryCompare(screen, "page", "home")
            shot("american-continue-both")

            mouseClick(findChild(screen, "homeContinueAmerican"))
            tryCompare(screen, "page", "american")
            shot("american-continued")
            american.endMatch()
            session.stop()
        }
    }
}
