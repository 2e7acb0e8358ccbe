// The strong AI's hint on the American page (issue 17, "Hints from the strong AI with a
// sentence"), under Xvfb: with teaching off the hint line is hidden until the Hint button (or
// H) is pressed; then it shows the session's sentence and the tiles it names are outlined on
// the rack; the next move hides it again. With teaching on it shows by itself, and the card
// helper explains the card's notation.
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
        name: "AmericanHint"
        when: windowShown

        function rackTile(page, id) {
            const row = page.rackRow.children
            for (let i = 0; i < row.length; ++i)
                if (row[i].objectName === "rackTile_" + id)
                    return row[i]
            return null
        }
        // The picture's outline of the rack tile `id`: hinted or not.
        function hinted(page, id) {
            const slot = rackTile(page, id)
            verify(slot, "no rack tile " + id)
            return slot.children[0].hinted
        }

        function test_hintButtonShowsTheLine() {
            const screen = createTemporaryObject(screenComponent, root)
            const session = screen.american
            session.paceMs = 0
            session.seed = 7
            session.start("strong")
            tryCompare(screen, "page", "american")
            const page = findChild(screen, "americanScreen")
            page.teaching = false
            const line = findChild(screen, "americanHintLine")
            const button = findChild(screen, "hintButton")
            verify(line && button)
            tryVerify(() => session.yourMove && session.pickCount === 3, 10000)
            waitForRendering(page.table)

            // Teaching off: no hint until asked; the card's notation is not explained.
            verify(!line.visible)
            verify(!findChild(screen, "cardTeaching").visible)
            verify(button.visible)
            const tiles = Array.from(session.hintTiles)
            compare(tiles.length, 3)
            for (const id of tiles)
                verify(!hinted(page, id))

            mouseClick(button)
            tryVerify(() => line.visible)
            const text = findChild(line, "hintText").text
            verify(text.indexOf(session.hint) >= 0, text)
            verify(session.hint.startsWith("Pass "), session.hint)
            for (const id of tiles)
                verify(hinted(page, id), "rack tile " + id + " outlined")

            // Passing those tiles moves on: the line hides until asked again, by H this time.
            for (const id of tiles)
                session.tapTile(id)
            verify(session.passSelected())
            tryCompare(session, "charlestonStep", "first across")
            tryVerify(() => !line.visible)
            page.forceActiveFocus()
            keyClick(Qt.Key_H)
            tryVerify(() => line.visible)
            verify(session.hintAsked)

            // Teaching on: the hint shows by itself, and the card helper explains the notation.
            page.teaching = true
            tryVerify(() => findChild(screen, "cardTeaching").visible)
            for (const id of Array.from(session.hintTiles))
                session.tapTile(id)
            verify(session.passSelected())
            tryVerify(() => session.charlestonStep !== "first across")
            tryVerify(() => !session.yourMove || line.visible, 10000)
            if (session.yourMove)
                verify(!session.hintAsked && line.visible)
        }
    }
}
