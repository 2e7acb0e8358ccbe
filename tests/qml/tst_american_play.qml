// American mahjong through the app's own screens (issue 17), under Xvfb: the start screen's
// "American mahjong" entry starts a match against three AI players of the level chosen; the
// page shows the 3D table, the card helper fed with the rack and the Charleston's panel;
// the first Charleston is passed by clicks on the rack's tiles and the pass button; a pass
// with too few tiles is not offered; Esc opens the menu and it goes back to the start screen.
// At the teaching pace the setup is shown first (its step explained, no rack until the deal);
// the end of a game draws the winning hand in tile pictures on the end card.
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

        // One move for you, as a cautious player (tools/screenshots/american_play_screens.qml):
        // pass the first tiles that are not jokers, no second Charleston, no courtesy, draw,
        // discard the last tile, let calls go by, Mah Jongg when offered off a discard.
        function playOne(session) {
            if (!session.yourMove)
                return false
            if (session.charlestonStep !== "" && session.pickCount > 0) {
                const rack = Array.from(session.rack)
                for (let i = 0; i < rack.length && session.selectedCount < session.pickCount; ++i)
                    if (!rack[i].kind.endsWith("j"))
                        session.tapTile(rack[i].tileId)
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

        function test_setupShownBeforeTheRack() {
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.american
            session.paceMs = 400
            session.setupSpeed = "full"
            session.seed = 12
            session.start("easy")
            tryCompare(screen, "page", "american")
            page = child("americanScreen")
            // The Graphics setting reaches this table too.
            screen.settings.graphics = "high"
            verify(page.table.highQuality)
            screen.settings.graphics = "low"
            verify(!page.table.highQuality)
            screen.settings.graphics = "auto"
            // The bare table and what comes, explained; no rack, no Charleston yet.
            verify(session.showingSetup)
            compare(session.rack.length, 0)
            verify(!child("charlestonPanel").visible)
            const line = child("teachingLine")
            verify(line.visible)
            verify(line.text.startsWith("The setup"), line.text)
            compare(page.table.pace, 1)
            session.showNext() // the wash
            verify(child("americanStatus").text.startsWith("The wash"), child("americanStatus").text)
            verify(line.text.indexOf("Setup 1 of 5") === 0, line.text)
            // The menu's setup speed: skip goes to the Charleston and fills the rack.
            const speed = child("americanSetupSpeed")
            const choices = session.setupSpeedChoices
            compare(choices.map(c => c.speed), ["full", "fast", "skip"])
            speed.currentIndex = 2
            speed.activated(2)
            compare(session.setupSpeed, "skip")
            verify(!session.showingSetup)
            compare(session.rack.length, session.east === 0 ? 14 : 13)
            tryVerify(() => child("charlestonPanel").visible, 10000)
        }

        function test_endCardDrawsTheWinningHand() {
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.american
            session.paceMs = 0
            session.seed = 2026
            session.start("normal")
            tryCompare(screen, "page", "american")
            page = child("americanScreen")
            // Games until one is won (a wall game has no hand to draw).
            for (let game = 0; game < 6; ++game) {
                for (let guard = 0; guard < 3000 && !session.overShown; ++guard)
                    if (!playOne(session))
                        break
                verify(session.overShown, "the game ends")
                if (session.winner >= 0)
                    break
                compare(child("winningHand").visible, false)
                session.nextGame()
            }
            verify(session.winner >= 0, "a game of six is won")
            const card = child("americanEnd")
            verify(card.visible)
            const hand = child("winningHand")
            verify(hand.visible)
            // Every tile of the winning hand is drawn, in order, with its face: 14 in all.
            const kinds = []
            for (const group of session.winningHand)
                for (const kind of group.kinds)
                    kinds.push(kind)
            compare(kinds.length, 14)
            const drawn = []
            function collect(item) {
                for (let i = 0; i < item.children.length; ++i) {
                    const c = item.children[i]
                    if (c.objectName === "winningTile")
                        drawn.push(c)
                    else
                        collect(c)
                }
            }
            collect(hand)
            compare(drawn.map(t => t.kind), kinds)
            for (const tile of drawn) {
                verify(tile.visible && tile.width > 10 && tile.height > tile.width)
                // Inside the card, so no tile is cut off.
                const p = tile.mapToItem(card, 0, 0)
                verify(p.x >= 0 && p.x + tile.width <= card.width, "tile inside the card")
            }
        }

        function test_passTheCharlestonByClicks() {
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.american
            session.paceMs = 0
            session.seed = 11
            const level = findChild(screen, "homeAmericanLevel")
            compare(level.currentText, "Normal") // the default, named as Play names it
            level.currentIndex = 0
            compare(level.currentText, "Easy")
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

        // The bar, the rack and the card helper are each drawn as a picture of its own (a
        // layer, for speed), lying on whole pixels at the smallest and the default window;
        // a rack tile dragged up over the table is seen there (the rack is drawn plainly
        // meanwhile), and the rack is one picture again once it is let go.
        function test_panelsAreLayersAndADraggedTileShows_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1280x800", w: 1280, h: 800 }]
        }
        function test_panelsAreLayersAndADraggedTileShows(data) {
            root.width = data.w
            root.height = data.h
            screen = createTemporaryObject(screenComponent, root)
            const session = screen.american
            session.paceMs = 0
            session.seed = 11
            press("homeAmerican")
            tryCompare(screen, "page", "american")
            page = child("americanScreen")
            tryVerify(() => session.yourMove && session.rack.length > 0, 10000)
            const rackArea = child("americanRackArea")
            for (const item of [child("americanBar"), rackArea, child("americanCardHelper")]) {
                verify(item.layer.enabled, item.objectName + " is drawn as one picture")
                const p = item.mapToItem(screen, 0, 0)
                verify([p.x, p.y, item.width, item.height].every(v => Math.abs(v - Math.round(v)) < 0.001),
                       item.objectName + " lies on whole pixels: " + [p.x, p.y, item.width, item.height])
            }

            const tileId = session.rack[2].tileId
            const slot = rackTile(tileId)
            tryVerify(() => slot.x > 0) // laid out
            waitForRendering(page)
            const cx = slot.width / 2, cy = slot.height / 2 + 4
            const inRack = slot.mapToItem(screen, cx, cy)
            const tileColour = grabImage(screen).pixel(Math.round(inRack.x), Math.round(inRack.y))
            const rise = slot.height * 2
            mousePress(slot, cx, cy)
            for (let step = 1; step <= 4; ++step)
                mouseMove(slot, cx, cy - rise * step / 4)
            compare(rackArea.layer.enabled, false)
            const picture = slot.children[0]
            const middle = picture.mapToItem(screen, picture.width / 2, picture.height / 2)
            verify(middle.y < rackArea.mapToItem(screen, 0, 0).y, "dragged above the rack")
            waitForRendering(page)
            compare(String(grabImage(screen).pixel(Math.round(middle.x), Math.round(middle.y))), String(tileColour),
                    "the dragged tile's middle is drawn over the table")
            mouseRelease(slot, cx, cy - rise)
            tryVerify(() => rackArea.layer.enabled)
            root.width = 1280
            root.height = 800
        }
    }
}
