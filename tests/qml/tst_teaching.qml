// Teaching mode on the 3D table (xcb under Xvfb): the narration panel tells every step
// of the ritual as the model reaches it, and the controls (play, pause, step, back,
// replay, speed, teaching, Arabic numerals) drive the RitualPlayer and the table.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtTest
import Mahjongero

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: glossaryComponent
        Glossary {}
    }

    Component {
        id: screenComponent
        TableScreen {
            anchors.fill: parent
        }
    }

    ScrollBarCheck { id: scrollCheck }

    TestCase {
        name: "Teaching"
        when: windowShown

        property var screen: null

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            waitForRendering(screen)
        }

        // Quick 3D 6.4 must draw a changed scene before it is torn down (tst_table3d.qml).
        function cleanup() {
            screen.player.pause()
            waitForRendering(screen)
        }

        function child(name) {
            const found = findChild(screen, name)
            verify(found, "no child named " + name)
            return found
        }

        // Every event's narration is shown when the model reaches it, under its step's
        // heading, and every step of the ritual is told.
        function test_narrationForEveryStep() {
            const model = screen.model
            const eventLabel = child("eventLabel")
            const phaseLabel = child("phaseLabel")
            const headings = new Set()
            for (let step = 1; step <= model.stepCount; ++step) {
                verify(model.goToStep(step))
                // The step's heading shows above the narration, also at the step's first
                // event, whose narration opens with it: the words below go without it.
                const heading = model.phaseText.split("\n")[0]
                compare(phaseLabel.text, heading)
                compare(eventLabel.words, model.eventText.startsWith(heading + "\n")
                                          ? model.eventText.slice(heading.length + 1) : model.eventText)
                verify(eventLabel.words.indexOf(heading) < 0, "step " + step + ": " + eventLabel.words)
                // Tiles named in notation show as pictures (a take names them, "… 4m48s…").
                if (/(^|[\s(:,])([1-9]+[mpszf])+([\s.,;:)!?]|$)/.test(model.eventText))
                    verify(eventLabel.text.indexOf("<img src=") > 0, "step " + step + ": " + eventLabel.text)
                else
                    verify(eventLabel.text.indexOf("<img") < 0, "step " + step + ": " + eventLabel.text)
                compare(model.eventText, model.narrationAt(step))
                verify(model.eventText.length > 0, "step " + step + " is told")
                headings.add(heading)
            }
            for (const h of ["1. Wash", "2. Build the wall", "3. Choose the máno (dealer)", "4. Break the wall",
                             "5. Deal", "6. Flowers"])
                verify(headings.has(h), "the heading " + h + " appears; saw " + Array.from(headings).join(" | "))
        }

        // What the narration panel holds is never cut off where no one can reach it: in a
        // game it is kept low under the table, and an event with many glossed words outgrows
        // it. Then its scroll bar shows, scrolling brings the last word into sight, a tapped
        // tile is told in sight without hiding the event, and the next event shows from its
        // first line.
        function test_narrationScrollsWhatDoesNotFit() {
            screen.openLearn()
            const panel = child("narration")
            panel.Layout.preferredHeight = 90 // as in a game in a low window
            const scroller = child("narrationScroller")
            const flick = scroller.contentItem
            const strip = child("glossaryStrip")
            const model = screen.model
            let overflowed = 0
            for (let step = 1; step <= model.stepCount; ++step) {
                verify(model.goToStep(step))
                waitForRendering(screen)
                compare(flick.contentY, 0)
                compare(scrollCheck.wrongBar(scroller), "", "step " + step)
                if (flick.contentHeight <= flick.height + 0.5)
                    continue
                ++overflowed
                flick.contentY = flick.contentHeight - flick.height
                waitForRendering(screen)
                // The last glossed word lies wholly inside the panel, clear of the bar.
                const chips = Array.from(strip.children).filter(c => c.visible && c.width > 0)
                const last = chips.length > 0 ? chips[chips.length - 1] : strip
                const p = last.mapToItem(scroller, 0, 0)
                verify(p.y >= -0.5 && p.y + last.height <= scroller.height + 0.5, "step " + step + ": the last word out of sight")
                compare(scrollCheck.underTheBar(scroller, last), "", "step " + step + ": the last word")
                // A tile tapped now is told in sight, whatever is scrolled.
                panel.selectedTile = {tileId: 7, kind: "7s", zone: "discards", seat: 1, faceUp: true}
                waitForRendering(screen)
                const info = child("tileInfoLabel")
                const q = info.mapToItem(panel, 0, 0)
                verify(info.visible && info.height > 0 && q.y >= panel.topPadding - 0.5
                       && q.y + info.height <= panel.height - panel.bottomPadding + 0.5,
                       "step " + step + ": the tapped tile is told out of sight")
                // and does not hide the event's first line (it did at 1024×640 in a game).
                flick.contentY = 0
                waitForRendering(screen)
                const event = child("eventLabel")
                const e = event.mapToItem(scroller, 0, 0)
                verify(e.y >= -0.5 && e.y + Math.min(event.height, event.pictureHeight) <= scroller.height + 0.5,
                       "step " + step + ": a tapped tile hides the event (" + e.y + " of " + scroller.height + ")")
                panel.selectedTile = null
            }
            verify(overflowed > 0, "no step outgrew the low panel: the test shows nothing")
        }

        function test_playPauseStepBackReplay() {
            const model = screen.model
            const player = screen.player
            child("teachingBox").checked = false
            player.teaching = false
            player.speed = 4
            mouseClick(child("playButton"))
            verify(player.playing)
            tryVerify(() => model.step >= 6, 5000, "playing moves the ritual on")
            mouseClick(child("playButton")) // now Pause
            verify(!player.playing)
            const paused = model.step
            wait(600)
            compare(model.step, paused)

            mouseClick(child("stepButton"))
            compare(model.step, paused + 1)
            mouseClick(child("backButton"))
            compare(model.step, paused)
            mouseClick(child("replayButton"))
            tryCompare(model, "step", paused, 3000)
            mouseClick(child("performButton"))
            compare(model.step, model.stepCount)
            mouseClick(child("resetButton"))
            compare(model.step, 0)
        }

        // A tapped tile is told when the player may see its face: face up, or in their own
        // hand (issue 14, found when tried, 6: their own tiles were called "face down: not
        // yours to see"); another seat's concealed tile is not.
        function test_tappedTileOfYourOwnHand() {
            const panel = child("narration")
            const label = child("tileInfoLabel")
            panel.teaching = true
            panel.revealHands = false
            panel.ownSeat = 0
            panel.selectedTile = {tileId: 5, kind: "2m", zone: "hand", seat: 0, faceUp: false}
            verify(label.text.indexOf("(2m)") >= 0, label.text)
            panel.selectedTile = {tileId: 9, kind: "3p", zone: "hand", seat: 2, faceUp: false}
            verify(label.text.indexOf("not yours to see") >= 0, label.text)
            verify(label.text.indexOf("3p") < 0, label.text)
            panel.ownSeat = -1
            panel.selectedTile = {tileId: 5, kind: "2m", zone: "hand", seat: 0, faceUp: false}
            verify(label.text.indexOf("not yours to see") >= 0, label.text)
            panel.selectedTile = {tileId: 7, kind: "7s", zone: "discards", seat: 1, faceUp: true}
            verify(label.text.indexOf("(7s)") >= 0, label.text)
            // A character tile's numeral is told after the event, and never a hidden one's.
            const numeral = child("mnemonicLabel")
            verify(!numeral.visible, "a stick tile has no numeral")
            panel.selectedTile = {tileId: 8, kind: "8m", zone: "discards", seat: 1, faceUp: true}
            verify(numeral.visible && numeral.text.indexOf("八") >= 0, numeral.text)
            waitForRendering(panel)
            verify(numeral.mapToItem(panel, 0, 0).y > child("eventLabel").mapToItem(panel, 0, 0).y, "the numeral before the event")
            panel.selectedTile = {tileId: 9, kind: "8m", zone: "hand", seat: 2, faceUp: false}
            verify(!numeral.visible, "the numeral of a tile not yours to see")
            panel.selectedTile = null
            verify(!numeral.visible)
        }

        // The calls a learner hears are explained (issue 14, found when tried, 9: the glossary
        // lacked chow, pung and kang); "Kang" is not found inside another word.
        function test_glossaryExplainsTheCalls() {
            const glossary = createTemporaryObject(glossaryComponent, root)
            const terms = text => glossary.found(text).map(t => t.term)
            verify(terms("Seat 2: Pung!").indexOf("pung") >= 0)
            verify(terms("Seat 1 chows 3s 4s 5s").indexOf("chow") >= 0)
            verify(terms("Kang! Seat 3 takes a gift").indexOf("kang") >= 0)
            verify(terms("Seat 3 takes a gift").indexOf("gift") >= 0)
            compare(terms("Kangaroo").indexOf("kang"), -1)
            // The joker's reveal (joker and pot) is explained as it is told.
            verify(terms("Tile 2m is the joker's indicator: the other three 2m are jokers.").indexOf("joker") >= 0)
            for (const t of ["chow", "pung", "kang", "joker"])
                verify(glossary.terms.some(e => e.term === t && e.gloss.length > 10), t)
        }

        function test_speedAndTeaching() {
            const player = screen.player
            const slider = child("speedSlider")
            const label = child("speedLabel")
            player.speed = 1
            slider.value = slider.to
            slider.moved()
            compare(player.speed, Math.pow(2, slider.to))
            verify(label.text.indexOf(player.speed.toFixed(2)) === 0, label.text)
            const box = child("teachingBox")
            box.checked = false
            box.toggled()
            verify(!player.teaching)
            box.checked = true
            box.toggled()
            verify(player.teaching)
        }

        // The Arabic numerals setting switches every face to its indexed art.
        function test_arabicNumerals() {
            const table = child("table3d")
            const tile = table.tileAt(16) // a 5m
            // The cached faces are named <p|i><kind>-<hash>.png (app/media/tile_face_files.h).
            verify(tile.faceTexture.source.toString().indexOf("/p5m-") > 0)
            screen.settings.indexNumerals = true
            verify(table.indexNumerals)
            verify(tile.faceTexture.source.toString().indexOf("/i5m-") > 0,
                   tile.faceTexture.source)
        }
    }
}
