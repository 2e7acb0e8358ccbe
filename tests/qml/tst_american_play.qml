// American mahjong through the app's own screens (issue 17), under Xvfb: the start screen's
// "American mahjong" entry starts a match against three AI players of the level chosen; the
// page shows the 3D table, the card helper fed with the rack and the Charleston's panel;
// the first Charleston is passed by clicks on the rack's tiles and the pass button; a pass
// with too few tiles is not offered; Esc opens the menu and it goes back to the start screen.
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
        name: "AmericanPlay"
        when: windowShown

        property var screen: null
        property var page: null

        function child(name) {
            const found = findChild(screen, name)
            verify(found, "no child named " + name)
            return found
        }
        function press(name) {
            const item = child(name)
            verify(item.visible && item.enabled, name + " is shown and enabled")
            mouseClick(item)
        }
        // The rack's tile of `id` as it stands in the rack now.
        function rackTile(id) {
            const row = page.rackRow.children
            for (let i = 0; i < row.length; ++i)
                if (row[i].objectName === "rackTile_" + id)
                    return row[i]
            verify(false, "no rack tile " + id)
        }
        // Clicks three tiles of the rack that are not jokers, then the pass button.
        function passByClicks() {
            const session = screen.american
            tryVerify(() => session.yourMove && session.pickCount === 3, 10000)
            let chosen = 0
            const rack = session.rack
            // The rack's row lays out its new tiles before they can be clicked.
            tryVerify(() => rackTile(rack[rack.length - 1].tileId).x > 0)
            for (let i = 0; i < rack.length && chosen < 3; ++i) {
                if (rack[i].kind.endsWith("j"))
                    continue
                mouseClick(rackTile(rack[i].tileId))
                ++chosen
                compare(session.selectedCount, chosen)
            }
            const pass = child("passButton")
            verify(pass.enabled)
            mouseClick(pass)
        }

        function test_passTheCharlestonByClicks() {
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.american
            session.paceMs = 0
            session.seed = 11
            findChild(screen, "homeAmericanLevel").currentIndex = 0 // easy
            press("homeAmerican")
            tryCompare(screen, "page", "american")
            page = child("americanScreen")
            verify(page.visible)
            compare(session.level, "easy")
            waitForRendering(page.table)

            // The Charleston's first pass, explained; the card helper has lines for the rack.
            compare(session.charlestonStep, "first right")
            verify(child("charlestonPanel").visible)
            verify(child("charlestonTeaching").text.indexOf("right") >= 0)
            verify(child("americanCardHelper").visible)
            verify(session.helper.count > 0)
            verify(!child("passButton").enabled) // nothing chosen yet

            passByClicks()
            tryCompare(session, "charlestonStep", "first across")
            passByClicks()
            tryCompare(session, "charlestonStep", "first left")
            passByClicks()
            // Then the vote (or, if the first left ended it, play): a step after the passes.
            tryVerify(() => session.charlestonStep !== "first left", 10000)

            // Esc: the menu; from it, back to the start screen.
            page.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            tryVerify(() => page.menu.opened)
            press("americanLeave")
            tryCompare(screen, "page", "home")
            verify(!session.active)
        }
    }
}
