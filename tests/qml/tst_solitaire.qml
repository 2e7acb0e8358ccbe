// Seed 001's solitaire through the app's own screens (issue 16), under Xvfb: the start
// screen's Solitaire entry opens the page; a numbered deal is asked for in its dialogue; a
// buried tile is refused with the rule's reason on the message line; then the whole deal
// is played to a win by the table's own controls, as a player would with hints: the Hint
// button, then a click on the tile it names and a click on the place it goes (a
// double-click gathers dragons), with an undo and a redo on the way; the bar follows
// (moves, "Still winnable"), and after the win's swirl the card says so; Esc goes home.
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
        name: "Solitaire"
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
        // A click on the table over a tile, or over a place, once the scene drawn is the
        // table's latest (picking reads the scene as last drawn).
        function clickTile(id) {
            waitForRendering(page.table)
            const p = page.table.viewPointOfTile(id)
            mouseClick(page.table, p.x, p.y)
        }
        function clickPlace(kind, index) {
            waitForRendering(page.table)
            const p = page.table.viewPointOfPlace(kind, index)
            mouseClick(page.table, p.x, p.y)
        }
        // The place a move's text goes to: "r5" a row, "c2" a free cell, "f" the foundations.
        function targetOf(text) {
            const to = text.split(">")[1].split("*")[0]
            if (to === "f")
                return { kind: "foundation", index: 0 }
            return { kind: to[0] === "r" ? "row" : "cell", index: parseInt(to.substring(1)) - 1 }
        }

        function test_playADealToAWin() {
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.solitaire
            press("homeSolitaire")
            tryCompare(screen, "page", "solitaire")
            page = child("solitaireScreen")
            verify(page.visible)
            page.table.moveDuration = 0 // clicks land on tiles at rest
            // The Graphics setting reaches this table too (software here: "auto" is off).
            tryVerify(() => !page.table.highQuality)
            screen.settings.graphics = "high"
            verify(page.table.highQuality)
            screen.settings.graphics = "auto"
            verify(!page.table.highQuality)

            // Deal number 7, asked for in the dialogue.
            press("solitaireNumberedDeal")
            tryVerify(() => page.dealDialog.opened)
            const field = findChild(page.dealDialog.contentItem, "solitaireDealField")
            field.text = "7"
            page.dealDialog.accept()
            tryCompare(session, "deal", "7")
            waitForRendering(page.table)

            // A buried tile: refused, with why, on the message line.
            clickTile(firstBuried(session))
            tryVerify(() => session.message.indexOf("rightmost") >= 0)
            verify(child("solitaireMessage").visible)
            compare(session.moves, 0)

            let undone = false
            for (let step = 0; step < 200 && !session.won; ++step) {
                tryCompare(session, "verdict", "winnable", 20000)
                press("solitaireHint")
                tryVerify(() => session.hintMove !== "", 20000)
                const move = session.hintMove
                const tiles = session.hintTiles
                const before = session.moves
                if (move.indexOf("z>") === 1) {
                    // Four dragons gathered: a double-click on one of them.
                    waitForRendering(page.table)
                    const p = page.table.viewPointOfTile(tiles[0])
                    mouseDoubleClickSequence(page.table, p.x, p.y)
                } else {
                    clickTile(tiles[0])
                    tryVerify(() => session.selection.length > 0)
                    const to = targetOf(move)
                    clickPlace(to.kind, to.index)
                }
                tryVerify(() => session.moves === before + 1, 5000, "the hint " + move + " was played by clicks: " + session.message)
                if (!undone && session.moves === 3) {
                    press("solitaireUndo")
                    compare(session.moves, 2)
                    press("solitaireRedo")
                    compare(session.moves, 3)
                    undone = true
                }
            }
            verify(session.won)
            verify(undone)
            compare(session.tilesLeft, 0)
            tryVerify(() => child("solitaireWinCard").visible, 10000)
            verify(child("solitaireWinLine").text.indexOf("Deal 7") === 0)
            compare(session.statistics.won, 1)

            // Esc: back to the start screen.
            page.table.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            tryCompare(screen, "page", "home")
            verify(!session.active)
            // Open again: the deal goes on where it was.
            press("homeSolitaire")
            tryCompare(screen, "page", "solitaire")
            compare(session.deal, "7")
            verify(session.won)
            waitForRendering(screen) // the table shown again has drawn before the screen goes
        }

        // A tile under another in its row: row 2's first (the deal has five there).
        function firstBuried(session) {
            for (let id = 0; id < 39; ++id)
                if (!page.table.tileAt(id).movable)
                    return id
            return -1
        }

        // At the smallest and a large window the bar fits, in every state it has: a deal lost
        // (the move to blame and Back to before it at the bottom), then won.
        function test_fitsEverySize_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "2560x1440", w: 2560, h: 1440 }]
        }
        function test_fitsEverySize(data) {
            root.width = data.w
            root.height = data.h
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.solitaire
            screen.openSolitaire()
            page = child("solitaireScreen")
            page.table.moveDuration = 0
            session.newDeal("2")
            for (const move of ["r1>c1", "r1>c2", "r2>c3"]) // the third loses it (tst_solitaire_session)
                verify(session.playMove(move), move)
            session.waitForSolver()
            tryCompare(session, "noReturnMove", 3, 20000)
            const bar = child("solitaireBar"), row = child("solitaireBarRow")
            waitForRendering(page)
            verify(row.implicitWidth <= bar.width - 12, "the bar fits: " + row.implicitWidth + " in " + bar.width)
            const box = child("solitaireMessage"), button = child("solitaireNoReturn")
            verify(box.visible && button.visible)
            verify(box.x >= 0 && box.x + box.width <= page.width, "the message fits")
            mouseClick(button)
            compare(session.moves, 2)
            tryCompare(session, "verdict", "winnable", 20000)
            root.width = 1280
            root.height = 800
        }

        // Round the felt the view's clear colour shows, from a fill of the table's own, or,
        // where the window clears to that colour (the app's window), from the window alone
        // (ViewBackdrop, as tst_table3d checks for the main table).
        function test_surroundingsShowTheClearColourWithOrWithoutAFill() {
            screen = createTemporaryObject(screenComponent, root)
            screen.openSolitaire()
            page = child("solitaireScreen")
            const backdrop = child("solitaireViewBackdrop")
            const window = page.Window.window
            const before = window.color
            for (const windowColour of ["#ffffff", "#1f2326"]) {
                window.color = windowColour
                compare(backdrop.visible, windowColour !== "#1f2326")
                wait(50)
                waitForRendering(page)
                // The window's top left corner lies outside the felt and the bar.
                const corner = grabImage(page).pixel(3, 3)
                verify(Qt.colorEqual(corner, "#1f2326"), windowColour + ": " + corner)
            }
            window.color = before
        }

        function test_keysMoveAndTheStatisticsDialogue() {
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.solitaire
            screen.openSolitaire()
            page = child("solitaireScreen")
            session.newDeal("7")
            page.table.moveDuration = 0
            page.table.forceActiveFocus()
            // Row 1's end to the first free cell, by keys.
            keyClick(Qt.Key_1)
            compare(session.selection.length, 1)
            keyClick(Qt.Key_Q)
            compare(session.moves, 1)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(session.moves, 0)
            keyClick(Qt.Key_Y, Qt.ControlModifier)
            compare(session.moves, 1)
            // Ask for a hint by key.
            tryCompare(session, "verdict", "winnable", 20000)
            keyClick(Qt.Key_H)
            tryVerify(() => session.hintText.indexOf("Hint:") === 0, 20000)
            // The statistics: a deal played.
            press("solitaireStatsButton")
            tryVerify(() => page.statsDialog.opened)
            verify(findChild(page.statsDialog.contentItem, "solitaireStatsText").text.indexOf("Deals played: 1") === 0)
            page.statsDialog.close()
        }
    }
}
