// The way in (issue 14): the start screen's entries reach their screens and come back; a
// game started from Play reaches your first discard; the game menu's entries (Resume, the
// rules card, Settings, the shortcuts, Save and quit with Continue after it, End game);
// at the smallest and the largest window no control is clipped by the window and the
// overlays over the table do not overlap; your hand's tiles are of a readable size, on the
// rack and on the 3D table (measured in pixels). CTest runs the layout's cases once more
// with the system's scale factor at 200 % (tst_qml_xcb_home_scaled: QT_SCALE_FACTOR=2).
import QtQuick
import QtQuick.Controls
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

    ScrollBarCheck { id: scrollCheck }

    TestCase {
        name: "Home"
        when: windowShown

        property var screen: null

        function init() {
            root.width = 1280
            root.height = 800
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            findChild(screen, "playBar").keyDelayMs = 0
            waitForRendering(screen)
        }

        // Quick 3D 6.4 must draw a changed scene before it is torn down (tst_table3d.qml).
        function cleanup() {
            screen.session.stop()
            waitForRendering(screen)
        }

        // Finds a named item among the visual children too (a Repeater's delegates, a
        // Popup's content), where findChild does not look.
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

        function child(name) {
            let found = findChild(screen, name)
            for (const popup of ["newGameDialog", "gameMenu", "howToPlay", "shortcutsSheet", "settingsDialog", "networkDialog"])
                found = found || deepFind(findChild(screen, popup), name)
            verify(found, "no child named " + name)
            return found
        }

        // Clicks a named control once the window around it is laid out (a popup just opened
        // places its content a frame later).
        function press(name) {
            waitForRendering(screen)
            const item = child(name)
            verify(item.visible, name + " is shown")
            mouseClick(item)
        }

        // Escape opens the menu; `entry` is pressed in it.
        function fromMenu(entry) {
            const menu = child("gameMenu")
            keyClick(Qt.Key_Escape)
            tryVerify(() => menu.opened)
            press(entry)
            tryVerify(() => !menu.visible)
        }

        // Play from the start screen, the ritual skipped, on `seed`; returns once it is your move.
        function startGame(seed) {
            press("homePlay")
            const dialog = child("newGameDialog")
            tryVerify(() => dialog.opened)
            press("dialogMoreOptions")
            child("dialogSeed").text = String(seed)
            const ritual = child("dialogRitualSpeed")
            ritual.currentIndex = screen.session.ritualSpeedChoices.findIndex(c => c.speed === "skip")
            press("startGame")
            tryVerify(() => !dialog.visible)
            compare(screen.page, "play")
            tryVerify(() => screen.session.yourMove, 20000)
        }

        function test_entriesReachTheirScreensAndBack() {
            compare(screen.page, "home")
            verify(child("homeScreen").visible)
            verify(!child("homeContinue").visible, "no save, no Continue")
            for (const name of ["homePlay", "homeFriends", "homeLearn", "homeFreeTable", "homeRecords", "homeSettings", "homeQuit"])
                verify(child(name).visible, name)

            // Learn: the ritual explorer, teaching on, its guide to each ruleset; back.
            screen.player.teaching = false
            press("homeLearn")
            compare(screen.page, "learn")
            verify(child("panel").visible)
            verify(!child("homeScreen").visible)
            verify(screen.player.teaching)
            compare(child("learnTitle").text, "Learn: the setup ritual")
            // Watching the AI (--watch) shows its match in the same explorer, titled so.
            screen.watching = true
            compare(child("learnTitle").text, "Watching the AI players")
            screen.watching = false
            press("howToPlayButton")
            const guide = child("howToPlay")
            tryVerify(() => guide.opened)
            // Every game's guide is a player's, in plain words; a ruleset's full rules, with
            // every house option, are a tab over.
            const text = child("howToPlayText")
            const rulesetBox = child("howToPlayRuleset")
            const part = child("howToPlayPart")
            for (const game of ["Filipino", "Visayan", "Joker and pot", "American", "Solitaire"])
                verify(rulesetBox.find(game) >= 0, "no guide to " + game)
            let fullRules = 0
            for (let i = 0; i < rulesetBox.count; ++i) {
                rulesetBox.currentIndex = i
                part.currentIndex = 0
                verify(/^# How to play /.test(text.text), text.text.slice(0, 80))
                for (const jargon of ["seed", "engine", "RNG", "`", "CLI", "ruleset file", "(house)", "quarters"])
                    verify(text.text.indexOf(jargon) < 0, rulesetBox.currentText + "'s guide says \"" + jargon + "\"")
                // The guide says where the rest is only where there is a rest.
                compare(text.text.indexOf("Full rules") > 0, part.visible, rulesetBox.currentText)
                if (!part.visible)
                    continue
                ++fullRules
                mouseClick(child("howToPlayFullRules"))
                tryVerify(() => /^# /.test(text.text) && !/^# How to play/.test(text.text)
                          && /ruleset file|house option/i.test(text.text), 1000, rulesetBox.currentText + ": no full rules")
            }
            compare(fullRules, 3) // the Filipino family's
            rulesetBox.currentIndex = 0
            part.currentIndex = 0
            verify(text.text.indexOf("Your turn") > 0)
            guide.close()
            tryVerify(() => !guide.visible)
            press("learnBack")
            compare(screen.page, "home")

            // The free table, left through its menu.
            press("homeFreeTable")
            compare(screen.page, "free")
            verify(screen.freeTable.active)
            verify(child("freeTableBar").visible)
            verifyOnWholePixels(["freeTableBar"])
            fromMenu("menuLeave")
            compare(screen.page, "home")
            verify(!screen.freeTable.active)
            // Its bar's Leave comes back home too.
            press("homeFreeTable")
            compare(screen.page, "free")
            press("freeLeave")
            compare(screen.page, "home")

            // The records, closed.
            press("homeRecords")
            compare(screen.page, "records")
            verify(child("replayViewer").visible)
            verifyOnWholePixels(["replayViewer"])
            press("closeReplay")
            compare(screen.page, "home")

            // Settings over the start screen.
            press("homeSettings")
            const settings = child("settingsDialog")
            tryVerify(() => settings.opened)
            // F11 turns full screen on and off (Main.qml shows the window so); the dialog's
            // box follows.
            const fullScreen = findChild(settings.contentItem, "settingsFullScreen")
            verify(!screen.settings.fullScreen && !fullScreen.checked)
            settings.close()
            tryVerify(() => !settings.visible)
            keyClick(Qt.Key_F11)
            verify(screen.settings.fullScreen)
            verify(fullScreen.checked)
            keyClick(Qt.Key_F11)
            verify(!screen.settings.fullScreen)
            compare(screen.page, "home")

            // Play with friends: on this computer (how many play here; cancelled), or over a
            // network: a table hosted here shows its lobby with the code, and is closed.
            press("homeFriends")
            const friends = child("networkDialog")
            tryVerify(() => friends.opened)
            child("friendsTabs").currentIndex = 1
            child("hostPort").text = "0" // any free port, on 127.0.0.1 alone
            screen.net.localOnly = true
            press("openTable")
            tryVerify(() => !friends.visible)
            tryCompare(screen, "page", "lobby")
            tryCompare(screen.net, "status", "lobby", 5000)
            compare(child("lobbyCode").text.replace(/ /g, ""), screen.net.tableCode)
            verify(child("lobbyReady").visible)
            press("lobbyLeave")
            compare(screen.page, "home")
            compare(screen.net.hosting, false)

            press("homeFriends")
            tryVerify(() => friends.opened)
            child("friendsTabs").currentIndex = 0
            press("localFriends")
            const dialog = child("newGameDialog")
            tryVerify(() => dialog.opened)
            verify(dialog.friends)
            verify(child("dialogPeople").visible)
            compare(dialog.players.filter(p => p === "human").length, 2)
            press("cancelNewGame")
            tryVerify(() => !dialog.visible)
            compare(screen.page, "home")
        }

        // From the start screen to your first discard: Play, Start, a tile. The table keeps
        // its height all the while, hint and payments coming and going (found when tried, 4).

        // A link in a ruleset's full rules leads to another ruleset's full rules, at the
        // section it names; clicked, not only called.
        function test_fullRulesLinksLead() {
            press("homeLearn")
            press("howToPlayButton")
            const guide = child("howToPlay")
            tryVerify(() => guide.opened)
            const text = child("howToPlayText")
            const rulesetBox = child("howToPlayRuleset")
            const part = child("howToPlayPart")
            const flick = text.parent.parent // the ScrollArea's Flickable
            rulesetBox.currentIndex = rulesetBox.find("Visayan")
            mouseClick(child("howToPlayFullRules"))
            tryVerify(() => /^# Visayan/.test(text.text))
            waitForRendering(text)
            // The first link shown: "[filipino.md](filipino.md)" on the page's third line.
            let at = null
            for (let y = 0; y < Math.min(text.height, flick.height) && !at; y += 4)
                for (let x = 0; x < text.width && !at; x += 8)
                    if (text.linkAt(x, y) === "filipino.md")
                        at = { x: x, y: y }
            verify(at, "no link to the Filipino rules in sight")
            mouseClick(text, at.x + 2, at.y + 2)
            tryVerify(() => rulesetBox.currentText === "Filipino" && /^# Filipino/.test(text.text))
            compare(part.currentIndex, 1)
            compare(flick.contentY, 0)
            // Back returns to the page the link was on.
            press("howToPlayBack")
            tryVerify(() => rulesetBox.currentText === "Visayan" && /^# Visayan/.test(text.text))
            compare(part.currentIndex, 1)
            verify(!child("howToPlayBack").visible)
            mouseClick(text, at.x + 2, at.y + 2)
            tryVerify(() => /^# Filipino/.test(text.text))
            keyClick(Qt.Key_Left, Qt.AltModifier) // Back, from the keyboard
            tryVerify(() => /^# Visayan/.test(text.text))
            mouseClick(text, at.x + 2, at.y + 2)
            tryVerify(() => /^# Filipino/.test(text.text))

            // To a section: the page is scrolled to its heading, and the heading is in sight.
            const sectionTop = heading => {
                guide.follow("filipino.md#" + guide.headingId(heading))
                waitForRendering(text)
                return flick.contentY
            }
            const seats = sectionTop("Seats and the table")
            const ritual = sectionTop("The setup ritual")
            const house = sectionTop("House options (ruleset file)")
            verify(0 < seats && seats < ritual && ritual < house, [seats, ritual, house].join(" "))
            compare(guide.headingId("House options (ruleset file)"), "house-options-ruleset-file")
            compare(guide.headingId("Tiles left in the draw wall and the flower wall"),
                    "tiles-left-in-the-draw-wall-and-the-flower-wall")
            // Back, from a section, to the section before it, scrolled as it was.
            press("howToPlayBack")
            tryCompare(flick, "contentY", ritual)
            guide.close()
            tryVerify(() => !guide.visible)
            press("howToPlayButton")
            tryVerify(() => guide.opened)
            verify(!child("howToPlayBack").visible, "a closed guide forgets its way back")
            guide.close()
            tryVerify(() => !guide.visible)
        }
        function test_playReachesTheFirstDiscard() {
            const session = screen.session
            session.speed = 50
            screen.player.teaching = true
            startGame(5)
            const table = child("tableArea")
            const height = table.height
            const heights = []
            const watch = () => heights.push(table.height)
            table.heightChanged.connect(watch)
            verify(!child("homeScreen").visible)
            verify(!child("panel").visible)
            const rack = child("handRack")
            let discarded = false
            for (let moves = 0; moves < 40 && !discarded; ++moves) {
                tryVerify(() => session.yourMove, 20000)
                if (session.actions.count > 0) {
                    rack.forceActiveFocus()
                    keyClick(Qt.Key_1)
                    tryVerify(() => !session.yourMove || session.actions.count === 0, 5000)
                    continue
                }
                const before = session.yourHand.tileIds().length
                const id = session.yourHand.tileIds()[0]
                mouseClick(rack.tileItem(id))
                tryVerify(() => session.yourHand.tileIds().length === before - 1, 5000)
                discarded = true
            }
            verify(discarded, "your first discard")
            for (let moves = 0; moves < 15 && !session.over; ++moves) {
                tryVerify(() => session.yourMove || session.over, 20000)
                if (session.actions.count > 0) {
                    rack.forceActiveFocus()
                    keyClick(Qt.Key_1)
                } else if (!session.over) {
                    mouseClick(rack.tileItem(session.yourHand.tileIds()[0]))
                }
                wait(50)
            }
            table.heightChanged.disconnect(watch)
            compare(heights, [], "the table kept its height of " + height + " px")
        }

        // The keyboard alone: Enter on the start screen (Play has the keys), Enter in the
        // dialogue, then a tile picked with Right and discarded with Enter.
        function test_playByKeyboard() {
            const session = screen.session
            session.speed = 50
            tryVerify(() => child("homePlay").activeFocus)
            keyClick(Qt.Key_Down)
            verify(child("homeFriends").activeFocus)
            keyClick(Qt.Key_Up)
            verify(child("homePlay").activeFocus)
            keyClick(Qt.Key_Return)
            const dialog = child("newGameDialog")
            tryVerify(() => dialog.opened)
            keyClick(Qt.Key_Return)
            tryVerify(() => session.active)
            verify(!dialog.visible)
            let discarded = false
            for (let moves = 0; moves < 40 && !discarded; ++moves) {
                tryVerify(() => session.yourMove, 30000)
                if (session.actions.count > 0) {
                    // The offer may change under the key (a claim's time running out turns
                    // it into your draw): then the next round answers the new offer.
                    const offered = JSON.stringify(session.actions.toList().map(a => a.label))
                    keyClick(Qt.Key_1)
                    tryVerify(() => !session.yourMove || session.actions.count === 0
                              || JSON.stringify(session.actions.toList().map(a => a.label)) !== offered, 5000)
                    continue
                }
                const before = session.yourHand.tileIds().length
                keyClick(Qt.Key_Right)
                keyClick(Qt.Key_Return)
                tryVerify(() => session.yourHand.tileIds().length === before - 1, 5000)
                discarded = true
            }
            verify(discarded, "a discard by the keys alone")
        }

        function test_menuEntries() {
            const session = screen.session
            session.autosave = true // the data folder is the test's own (tst_qml.cpp)
            session.speed = 50
            startGame(7)

            fromMenu("menuResume")
            compare(screen.page, "play")

            fromMenu("menuRules")
            const rules = child("rulesCard")
            tryVerify(() => rules.opened)
            verify(session.countdownPaused, "the clock waits while the card is read")
            rules.close()
            tryVerify(() => !rules.visible)

            fromMenu("menuSettings")
            const settings = child("settingsDialog")
            tryVerify(() => settings.opened)
            settings.close()
            tryVerify(() => !settings.visible)

            fromMenu("menuShortcuts")
            const keys = child("shortcutsSheet")
            tryVerify(() => keys.opened)
            // More keys than the window holds: the list says it scrolls.
            const keyList = findChild(keys, "shortcutsScroller")
            verify(keyList.contentHeight > keyList.availableHeight, "the test needs a list longer than the sheet")
            verifyShowsItScrolls(keyList)
            press("closeShortcuts")
            tryVerify(() => !keys.visible)
            keyClick(Qt.Key_F1)
            tryVerify(() => keys.opened)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !keys.visible)
            compare(child("gameMenu").visible, false, "Escape closed the list, not opened the menu")

            // The flat diagram and back (a box: the menu stays open for the next choice).
            const menu = child("gameMenu")
            keyClick(Qt.Key_Escape)
            tryVerify(() => menu.opened)
            press("menuFlatView")
            verify(screen.flatView)
            press("menuFlatView")
            verify(!screen.flatView)
            press("menuResume")
            tryVerify(() => !menu.visible)

            // Save and quit: the start screen offers the match again; Continue plays on.
            const step = screen.model.step
            fromMenu("menuSaveAndQuit")
            compare(screen.page, "home")
            verify(!session.active)
            tryVerify(() => child("homeContinue").visible)
            verify(session.savedMatch.indexOf("seed 7") >= 0, session.savedMatch)
            press("homeContinue")
            tryVerify(() => session.active)
            compare(screen.page, "play")
            tryVerify(() => screen.model.step >= step, 10000)

            // End game: the start screen, and nothing left to continue.
            fromMenu("endGame")
            compare(screen.page, "home")
            verify(!session.active)
            verify(!child("homeContinue").visible)
        }

        // The item's rectangle in the screen's coordinates.
        function box(item) {
            const p = item.mapToItem(screen, 0, 0)
            return { x: p.x, y: p.y, w: item.width, h: item.height, name: item.objectName }
        }
        function inside(b) {
            return b.x >= -0.5 && b.y >= -0.5 && b.x + b.w <= screen.width + 0.5 && b.y + b.h <= screen.height + 0.5
        }
        function overlap(a, b) {
            return a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5
        }
        function verifyLaidOut(names) {
            const boxes = []
            for (const name of names) {
                const item = child(name)
                verify(item.visible, name + " is shown")
                const b = box(item)
                verify(b.w > 0 && b.h > 0, name + " has a size")
                verify(inside(b), name + " lies inside the " + screen.width + "x" + screen.height + " window: "
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

        // The panels drawn each as a picture of its own (a layer) lie on whole pixels of the
        // screen: a layer's picture stretched over a fraction of a pixel blurs its words.
        function verifyOnWholePixels(names) {
            for (const name of names) {
                const item = child(name)
                verify(item.layer.enabled, name + " is drawn as one picture")
                const b = box(item)
                verify([b.x, b.y, b.w, b.h].every(v => Math.abs(v * scaleFactor - Math.round(v * scaleFactor)) < 0.001),
                       name + " lies on whole pixels at scale " + scaleFactor + ": " + JSON.stringify(b))
            }
        }

        // A view whose content is taller than it shows its scroll bar (the style shows it
        // only while scrolling), and its content keeps clear of the bar.
        function verifyShowsItScrolls(scroller) {
            waitForRendering(scroller)
            compare(scrollCheck.wrongBar(scroller), "")
            compare(scrollCheck.underTheBar(scroller, scroller.contentChildren[0]), "", "the content")
        }

        // The screen's scale factor (QT_SCALE_FACTOR, or the desktop's): sizes are in its
        // device-independent pixels. At 200 % the largest is a 3840x2160 screen's 1920x1080.
        readonly property real scaleFactor: Screen.devicePixelRatio

        function test_layoutAtEverySize_data() {
            if (scaleFactor >= 2)
                return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1920x1080", w: 1920, h: 1080 }]
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1280x800", w: 1280, h: 800 },
                    { tag: "3840x2160", w: 3840, h: 2160 }]
        }
        function test_layoutAtEverySize(data) {
            root.width = data.w
            root.height = data.h
            waitForRendering(screen)
            // The start screen: every entry in the window, none over another.
            verifyApart(verifyLaidOut(["homeTitle", "homePlay", "homeFriends", "homeLearn", "homeFreeTable",
                                       "homeRecords", "homeSettings", "homeQuit"]))
            verifyShowsItScrolls(child("homeScroller"))

            // Learn: the panel's controls in the window.
            press("homeLearn")
            waitForRendering(screen)
            verifyLaidOut(["panel", "performButton", "resetButton", "speedSlider", "learnBack", "howToPlayButton",
                           "stepLabel", "narration"])
            verifyOnWholePixels(["panel", "narration"])
            press("learnBack")

            // A game: the plates, the menu's row, the bar and the rack inside the window;
            // the overlays over the table apart from one another.
            screen.session.speed = 50
            startGame(3)
            waitForRendering(screen)
            const overlays = verifyLaidOut(["tableHud", "seatPlate0", "seatPlate1", "seatPlate2", "seatPlate3"])
            verifyApart(overlays)
            verifyLaidOut(["playBar", "prompt", "rulesButton", "handRack", "autoSort"])
            const table = box(child("tableArea"))
            for (const b of overlays)
                verify(inside(b) && b.x >= table.x && b.y >= table.y && b.x + b.w <= table.x + table.w + 0.5
                       && b.y + b.h <= table.y + table.h + 0.5, b.name + " lies over the table")
            verifyOnWholePixels(["tableHud", "seatPlate0", "seatPlate1", "seatPlate2", "seatPlate3", "playBar",
                                 "handRack"])
            // The table keeps most of the window.
            verify(table.w * table.h >= 0.55 * screen.width * screen.height,
                   "the table has " + Math.round(100 * table.w * table.h / (screen.width * screen.height)) + "% of the window")
        }

        // Your hand at a readable size: the rack's tiles at least 40 px wide at the default
        // window (30 at the smallest), and the tiles of your hand on the 3D table at least
        // 22 px apart (centre to centre: a face's width; 16 at the smallest) in the seated
        // view, teaching's narration under the table included.
        function test_handIsReadable_data() {
            return [{ tag: "1024x640", w: 1024, h: 640, rack: 30, table: 16 },
                    { tag: "1280x800", w: 1280, h: 800, rack: 40, table: 22 }]
        }
        function test_handIsReadable(data) {
            root.width = data.w
            root.height = data.h
            screen.player.teaching = true
            screen.session.speed = 50
            startGame(11)
            const rack = child("handRack")
            const ids = screen.session.yourHand.tileIds()
            verify(ids.length >= 16)
            tryVerify(() => rack.tileItem(ids[0]) && rack.tileItem(ids[0]).visible)
            verify(rack.tileItem(ids[0]).width >= data.rack, "a rack tile is " + rack.tileItem(ids[0]).width + " px wide")
            // On the table: the screen distance between neighbouring tiles of your hand.
            const table = child("table3d")
            wait(800) // the tiles have landed and the camera has glided to your seat
            const points = ids.map(id => {
                const tile = table.tileAt(id)
                return table.view.mapFrom3DScene(tile.scenePosition)
            }).sort((a, b) => a.x - b.x)
            let nearest = 1e9
            for (let i = 1; i < points.length; ++i)
                nearest = Math.min(nearest, Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
            verify(nearest >= data.table, "your hand's tiles on the table are " + nearest.toFixed(1) + " px apart")
        }
    }
}
