// American mahjong with friends at one computer (issue 17), through the app's own screens
// under Xvfb: Play with friends → On this computer → American mahjong… asks how many play
// here and their names; Start shows the hand-over screen over the whole page with no rack
// behind it; Ready shows the named person's rack (their own hand, with the camera at their
// chair); their pass by clicks brings the hand-over for the next person, whose rack is
// another hand entirely.
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
        name: "AmericanHotSeat"
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
        // The tiles standing on the rack's row now (its Repeater's items).
        function rackTiles() {
            const out = []
            const row = page.rackRow.children
            for (let i = 0; i < row.length; ++i)
                if (row[i].objectName.startsWith("rackTile_"))
                    out.push(Number(row[i].objectName.substring(9)))
            return out
        }
        function passByClicks() {
            const session = screen.american
            tryVerify(() => session.yourMove && session.pickCount === 3, 10000)
            const rack = session.rack
            // The rack's row lays out its new tiles before they can be clicked.
            tryVerify(() => findChild(page.rackRow, "rackTile_" + rack[rack.length - 1].tileId).x > 0)
            let chosen = 0
            for (let i = 0; i < rack.length && chosen < 3; ++i) {
                if (rack[i].kind.endsWith("j"))
                    continue
                mouseClick(findChild(page.rackRow, "rackTile_" + rack[i].tileId))
                ++chosen
            }
            compare(session.selectedCount, 3)
            press("passButton")
        }

        function test_handOverHidesTheRackAndReadyShowsTheRightOne() {
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.american
            session.paceMs = 0
            session.seed = 23

            press("homeFriends")
            tryVerify(() => child("networkDialog").opened)
            press("localAmerican")
            const dialog = child("americanFriendsDialog")
            tryVerify(() => dialog.opened)
            // The dialogue's items live in the window's overlay, not under the screen.
            const first = findChild(dialog.contentItem, "americanName0")
            verify(first)
            first.text = "Ana"
            // The second name left empty: "Player 2".
            mouseClick(findChild(dialog.contentItem, "americanFriendsStart"))
            tryCompare(screen, "page", "american")
            page = child("americanScreen")
            verify(session.hotSeat)
            compare(session.seatNames[0], "Ana")
            compare(session.seatNames[1], "Player 2")

            // The hand-over screen covers the page; behind it no rack, nothing chosen.
            const cover = child("americanHandOver")
            tryVerify(() => cover.visible)
            compare(cover.width, page.width)
            compare(cover.height, page.height)
            verify(cover.z > child("americanCardHelper").z)
            const firstPerson = session.handOverSeat
            verify(firstPerson === 0 || firstPerson === 1)
            compare(child("handOverText").text, "Pass the computer to " + session.seatNames[firstPerson])
            compare(rackTiles().length, 0)
            compare(session.rack.length, 0)
            compare(session.helper.concealedTiles.length, 0)
            compare(session.concealedSeats.length, 4)

            press("americanReadyButton")
            tryVerify(() => !cover.visible)
            compare(session.viewSeat, firstPerson)
            compare(page.table.viewSeat, firstPerson)
            verify(session.concealedSeats.indexOf(firstPerson) < 0)
            compare(session.concealedSeats.length, 3)
            tryVerify(() => rackTiles().length >= 13)
            const firstRack = rackTiles()
            compare(firstRack.length, session.rack.length)
            compare(session.helper.concealedTiles.length, firstRack.length)

            // Their pass; the next person is asked for behind the screen, their rack another.
            passByClicks()
            tryVerify(() => cover.visible, 10000)
            const second = session.handOverSeat
            verify(second === 1 - firstPerson)
            compare(rackTiles().length, 0)
            compare(session.selectedTiles.length, 0)
            keyClick(Qt.Key_Return) // Enter is Ready too
            tryVerify(() => !cover.visible)
            compare(page.table.viewSeat, second)
            tryVerify(() => rackTiles().length >= 13)
            const secondRack = rackTiles()
            for (let i = 0; i < secondRack.length; ++i)
                verify(firstRack.indexOf(secondRack[i]) < 0, "tile " + secondRack[i] + " on both racks")
        }
    }
}
