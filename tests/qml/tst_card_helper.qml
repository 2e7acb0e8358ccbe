// The American card practice page (qml/american, issue 17 "In the app"), under Xvfb: the
// start screen's "American card" entry opens it and its Back comes home; a numbered deal
// gives the same hand every time; clicking a line of the card (or the arrow keys) chooses
// it and lifts exactly the rack tiles the model says it uses; a tile discarded draws the
// next, counts as seen, and the card re-sorts; a card file of one's own is read (its errors
// shown); the teaching switch explains the notation;
// and from 1024x640 to 2560x1440 every control lies inside the window, none over another.
import QtQuick
import QtTest
import Mahjongero

Item {
    id: root
    width: 1280
    height: 800

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
        name: "CardHelper"
        when: windowShown

        property var page: null

        function init() {
            root.width = 1280
            root.height = 800
            page = createTemporaryObject(pageComponent, root)
            verify(page)
            verify(page.practice.deal("7"))
            waitForRendering(page)
        }

        // Finds a named item among the visual children too (a Repeater's or a ListView's
        // delegates), where findChild does not look.
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
        function child(name, within) {
            const found = deepFind(within || page, name)
            verify(found, "no child named " + name)
            return found
        }
        function press(name) {
            const item = child(name)
            verify(item.visible && item.enabled, name + " is shown and enabled")
            mouseClick(item)
        }
        function lifted(index) { return child("rackTile" + index).used }

        function test_dealNumberGivesTheSameHand() {
            const first = page.practice.rack.slice()
            compare(first.length, 14)
            compare(child("cardPracticeDeal").text, "Deal 7")
            press("cardPracticeNewHand")
            verify(page.practice.dealNumber >= 1)
            const field = child("cardPracticeDealField")
            field.forceActiveFocus()
            field.text = ""
            keyClick("7")
            keyClick(Qt.Key_Return)
            tryCompare(page.practice, "dealNumber", 7)
            compare(page.practice.rack, first)
            // The rack sorted as the notation orders tiles.
            compare(page.helperModel.concealedTiles, first)
            compare(page.helperModel.handError, "")
            // A number that is none: refused in words, the deal kept.
            field.text = "x"
            press("cardPracticeDealButton")
            compare(page.practice.dealNumber, 7)
            verify(child("cardPracticeSummary").text.indexOf("not a deal number") >= 0)
        }

        function test_choosingALineLiftsItsTiles() {
            const model = page.helperModel
            compare(model.chosenLine, -1)
            for (let i = 0; i < 14; ++i)
                verify(!lifted(i), "nothing lifted before a line is chosen")
            // The nearest line: the top row.
            mouseClick(child("cardLine0"))
            compare(model.chosenRow, 0)
            let lifts = 0
            for (let i = 0; i < 14; ++i) {
                compare(lifted(i), model.usedTiles[i] === true, "rack tile " + i)
                lifts += lifted(i) ? 1 : 0
            }
            verify(lifts > 0, "the nearest line uses some of the hand")
            // Fourteen tiles, less those still missing, less any the line has no place for.
            verify(lifts <= 14 - page.helper.list.itemAtIndex(0).distance)
            verify(child("cardPracticeSummary").text.indexOf("Uses " + lifts) === 0, child("cardPracticeSummary").text)
            // The keys move the choice; Escape clears it, then leaves nothing chosen.
            keyClick(Qt.Key_Down)
            compare(model.chosenRow, 1)
            keyClick(Qt.Key_Up)
            compare(model.chosenRow, 0)
            keyClick(Qt.Key_Escape)
            compare(model.chosenLine, -1)
            // A click on the chosen line unchooses it.
            mouseClick(child("cardLine2"))
            compare(model.chosenRow, 2)
            mouseClick(child("cardLine2"))
            compare(model.chosenLine, -1)
        }

        function test_discardDrawsAndResorts() {
            const model = page.helperModel
            const before = page.practice.rack.slice()
            press("cardPracticeNewHand") // any deal will do; then deal 7 again
            verify(page.practice.deal("7"))
            waitForRendering(page) // the new rack laid out
            mouseClick(child("rackTile3"))
            compare(page.pickedTile, 3)
            press("cardPracticeDiscard")
            compare(page.practice.discards, [before[3]])
            compare(page.practice.wallLeft, 152 - 15)
            compare(page.practice.rack.length, 14)
            compare(model.seenTiles, [before[3]])
            compare(model.concealedTiles, page.practice.rack)
            compare(model.count, 51)
            compare(page.pickedTile, -1)
            // The drawn tile is marked; distances stay nearest first.
            verify(page.practice.drawnIndex >= 0)
            for (let row = 1; row < 10; ++row)
                verify(page.helper.list.itemAtIndex(row) === null
                       || page.helper.list.itemAtIndex(row).distance >= page.helper.list.itemAtIndex(row - 1).distance)
            // A double-click discards at once.
            waitForRendering(page)
            mouseDoubleClickSequence(child("rackTile0"))
            compare(page.practice.discards.length, 2)
        }

        // A card of the user's own: its errors shown on the card; back to the practice card
        // with one click.
        function test_aCardOfYourOwn() {
            const button = child("cardPracticeCardFile")
            verify(button.visible, "the file dialog loads")
            compare(button.text, "Your card…")
            page.helperModel.cardFile = "/nonexistent/mine.card"
            const error = child("cardHelperError")
            verify(error.visible)
            verify(error.text.indexOf("could not be opened") >= 0, error.text)
            compare(page.helperModel.count, 0)
            compare(button.text, "Practice card")
            mouseClick(button)
            compare(page.helperModel.cardFile, "")
            compare(page.helperModel.count, 51)
            verify(!error.visible)
        }

        function test_teachingExplainsTheNotation() {
            verify(!child("cardTeaching").visible)
            mouseClick(child("cardTeachingSwitch"))
            tryVerify(() => child("cardTeaching").visible)
            const text = child("cardTeachingText").text
            for (const word of ["soap", "2222", "NEWS", "<b>X</b>", "<b>C</b>", "<b>F</b>", "Jokers"])
                verify(text.indexOf(word) >= 0, "the teaching text explains " + word)
            // The lines still show beneath it.
            verify(child("cardLine0").visible)
        }

        function test_backAndTheStartScreensEntry() {
            let backs = 0
            page.backChosen.connect(() => ++backs)
            press("cardPracticeBack")
            compare(backs, 1)

            const home = createTemporaryObject(homeComponent, root)
            waitForRendering(home)
            const entry = child("homeAmericanCard", home)
            verify(entry.visible)
            mouseClick(entry)
            const loader = child("americanCardLoader", home)
            tryVerify(() => loader.status === Loader.Ready)
            verify(loader.item.practice.dealNumber >= 1)
            compare(loader.item.practice.rack.length, 14)
            mouseClick(child("cardPracticeBack", loader.item))
            verify(!loader.active)
            // Escape leaves the page too.
            mouseClick(entry)
            tryVerify(() => loader.status === Loader.Ready)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !loader.active)
        }

        // The item's rectangle in the page's coordinates.
        function box(item) {
            const p = item.mapToItem(page, 0, 0)
            return { x: p.x, y: p.y, w: item.width, h: item.height, name: item.objectName }
        }
        function inside(b, outer) {
            return b.x >= outer.x - 0.5 && b.y >= outer.y - 0.5 && b.x + b.w <= outer.x + outer.w + 0.5
                    && b.y + b.h <= outer.y + outer.h + 0.5
        }
        function overlap(a, b) {
            return a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5
        }
        function verifyLaidOut(names) {
            const window = { x: 0, y: 0, w: page.width, h: page.height }
            const boxes = []
            for (const name of names) {
                const item = child(name)
                verify(item.visible, name + " is shown")
                const b = box(item)
                verify(b.w > 0 && b.h > 0, name + " has a size")
                verify(inside(b, window), name + " lies inside the " + page.width + "x" + page.height + " window: "
                       + JSON.stringify(b))
                boxes.push(b)
            }
            return boxes
        }
        function verifyApart(boxes) {
            for (let i = 0; i < boxes.length; ++i)
                for (let j = i + 1; j < boxes.length; ++j)
                    verify(!overlap(boxes[i], boxes[j]), boxes[i].name + " overlaps " + boxes[j].name + ": "
                           + JSON.stringify(boxes[i]) + " " + JSON.stringify(boxes[j]))
        }

        function test_layoutAtEverySize_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1280x800", w: 1280, h: 800 },
                    { tag: "1920x1080", w: 1920, h: 1080 }, { tag: "2560x1440", w: 2560, h: 1440 }]
        }
        function test_layoutAtEverySize(data) {
            root.width = data.w
            root.height = data.h
            // A line chosen and a tile discarded: the rack's lifted tiles and the summary shown.
            mouseClick(child("cardLine0"))
            page.practice.discardAndDraw(0)
            waitForRendering(page)
            mouseClick(child("rackTile1"))
            compare(page.pickedTile, 1)
            waitForRendering(page)
            // The bar's controls apart, in the window.
            verifyApart(verifyLaidOut(["cardPracticeBack", "cardPracticeDeal", "cardPracticeCardFile", "cardPracticeNewHand",
                                       "cardPracticeDealField", "cardPracticeDealButton"]))
            // The rack, its controls and the card beside it, apart.
            verifyApart(verifyLaidOut(["cardPracticeBar", "cardPracticeRack", "cardPracticeDiscard",
                                       "cardPracticeSummary", "cardHelper"]))
            // Every rack tile on the rack, none over another, and a readable size.
            const rackBox = box(child("cardPracticeRack"))
            const tiles = []
            for (let i = 0; i < 14; ++i) {
                const tile = child("rackTile" + i)
                const b = box(tile)
                verify(b.x >= rackBox.x && b.x + b.w <= rackBox.x + rackBox.w, "rack tile " + i + " on the rack")
                verify(b.w >= 28, "rack tile " + i + " is " + b.w + " px wide")
                tiles.push(b)
            }
            verifyApart(tiles)
            // The nearest lines show in the helper, each whole, at least 5 of them without scrolling.
            const helperBox = box(child("cardHelper"))
            let shown = 0
            for (let row = 0; row < 8; ++row) {
                const line = deepFind(page.helper.list, "cardLine" + row)
                if (!line)
                    continue
                const b = box(line)
                if (b.y + b.h <= helperBox.y + helperBox.h) {
                    verify(inside(b, helperBox), "line " + row + " inside the card: " + JSON.stringify(b))
                    ++shown
                }
            }
            verify(shown >= 5, shown + " lines shown at " + data.tag)
            // Each line's groups fit their row, beside its value and X or C.
            for (let row = 0; row < shown; ++row) {
                const line = box(deepFind(page.helper.list, "cardLine" + row))
                const text = box(child("cardLineText", deepFind(page.helper.list, "cardLine" + row)))
                const worth = box(child("cardLineWorth", deepFind(page.helper.list, "cardLine" + row)))
                verify(inside(text, line) && inside(worth, line), "line " + row + "'s words inside its row")
                verify(!overlap(text, worth), "line " + row + ": " + JSON.stringify(text) + " " + JSON.stringify(worth))
            }
        }
    }
}
