// Pictures of the American card practice page (issue 17, "In the app") for looking at them:
// the page at 1024x640, 1280x800, 1920x1080 and 2560x1440 with the nearest line chosen
// (its rack tiles lifted), a dead tile and joker marks on the card, the teaching text, and
// the start screen with its "American card" entry. Run by the QML test runner, not a test;
// it writes PNGs to /tmp/mahjongero-shots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 2600x1500x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/american_screens.qml
import QtQuick
import QtTest
import Mahjongero

Item {
    id: root
    width: 1024
    height: 640

    Component {
        id: pageComponent
        CardPracticePage {
            anchors.fill: parent
        }
    }
    Component {
        id: homeComponent
        HomeScreen {
            anchors.fill: parent
            session: GameSession {}
        }
    }

    TestCase {
        name: "AmericanScreens"
        when: windowShown
        readonly property string folder: "/tmp/mahjongero-shots"

        function shot(name) {
            wait(300)
            waitForRendering(root)
            grabImage(root).save(folder + "/" + name + ".png")
        }

        // A deal played a few turns: the nearest line chosen, the discards beneath the rack.
        function playedPage(deal) {
            const page = createTemporaryObject(pageComponent, root)
            page.practice.deal(deal)
            for (let i = 0; i < 4; ++i) {
                // Throw a tile the nearest line does not use, as a player would.
                page.helperModel.chooseRow(0)
                const used = page.helperModel.usedTiles
                let spare = used.findIndex(u => !u)
                page.practice.discardAndDraw(spare < 0 ? 0 : spare)
            }
            page.helperModel.chooseRow(0)
            return page
        }

        function test_sizes() {
            for (const size of [[1024, 640], [1280, 800], [1920, 1080], [2560, 1440]]) {
                root.width = size[0]
                root.height = size[1]
                const page = playedPage("7")
                shot("american-card-" + size[0] + "x" + size[1])
                page.destroy()
                wait(50)
            }
        }

        // Late in the wall: every drawn tile thrown again until every copy of a tile one of
        // the nearest lines needs is seen on the table, so it is marked dead.
        function test_deadAndTeaching() {
            root.width = 1280
            root.height = 800
            const page = playedPage("7")
            const model = page.helperModel
            let single = null
            for (let row = 0; row < 6 && !single; ++row) {
                const item = page.helper.list.itemAtIndex(row)
                if (item)
                    single = item.missing.find(m => m.state === "available" && !m.anyFlower)
            }
            verify(single, "a single or pair tile still to come near the top")
            const copies = () => page.practice.rack.filter(t => t === single.tile).length
                                 + page.practice.discards.filter(t => t === single.tile).length
            while (copies() < 4 && page.practice.wallLeft > 0)
                page.practice.discardAndDraw(page.practice.drawnIndex)
            model.chooseRow(0)
            shot("american-card-dead")
            page.helper.teaching = true
            shot("american-card-teaching")
            root.width = 1024
            root.height = 640
            shot("american-card-teaching-1024x640")
        }

        function test_home() {
            root.width = 1024
            root.height = 640
            const home = createTemporaryObject(homeComponent, root)
            shot("american-card-home")
        }
    }
}
