// The replay viewer and the settings on the table screen (xcb under Xvfb): the list of
// records (tests/data/records: two finished games and a truncated one, listed as
// unreadable with its line), a record shown on the table and stepped by buttons, keys
// (Left/Right, Home/End, Space) and the slider with its narration and sounds, a record
// file opened with the file dialog or, without one, by its path (a missing one refused with
// a message), every hand face up in a replay (a box turns it off), closing back to the
// ritual; the settings dialog (from the start screen) driving the table and the sound.
import QtQuick
import QtQuick3D
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
        }
    }

    TestCase {
        name: "ReplayViewer"
        when: windowShown

        property var screen: null
        readonly property string recordsFolder: Qt.resolvedUrl("../data/records")

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            screen.settings.muted = true // no audio device under Xvfb; the cues still count
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

        // Opens the viewer from the start screen's Records on the test records and returns
        // it, once every record is read.
        function openViewer() {
            const viewer = child("replayViewer")
            verify(!viewer.visible)
            screen.goHome()
            mouseClick(child("homeRecords"))
            verify(viewer.visible)
            compare(screen.page, "records")
            verify(!child("panel").visible)
            verify(!child("homeScreen").visible)
            viewer.library.folder = recordsFolder
            compare(viewer.library.count, 3)
            tryCompare(viewer.library, "pending", 0)
            return viewer
        }

        // The list's row i, once the list has laid it out.
        function row(i) {
            tryVerify(() => findChild(screen, "record" + i) !== null, 2000, "row " + i)
            return findChild(screen, "record" + i)
        }

        function readableRow(viewer) {
            const records = viewer.library.records
            for (let i = 0; i < records.length; ++i)
                if (records[i].readable)
                    return i
            return -1
        }

        // Issue 12: the viewer is made hidden with the screen, and it read every record before
        // the first frame. Hidden, it has listed nothing, made no row and loaded no dialog.
        function test_readsNothingWhileHidden() {
            const viewer = child("replayViewer")
            verify(!viewer.visible)
            compare(viewer.library.count, 0)
            compare(viewer.library.pending, 0)
            compare(child("recordList").count, 0)
            compare(child("recordFileDialog").status, Loader.Null)
            compare(child("replayStep").text, "")
            // The ritual steps on under the hidden viewer: still nothing.
            verify(screen.model.goToStep(5))
            compare(child("replayStep").text, "")

            // Opened: the rows of the folder, read in the background, then the dialog.
            screen.goHome()
            mouseClick(child("homeRecords"))
            viewer.library.folder = recordsFolder
            compare(viewer.library.count, 3)
            tryCompare(viewer.library, "pending", 0)
            tryCompare(child("recordList"), "count", 3)
            compare(child("recordFileDialog").status, Loader.Ready)
            verify(child("recordCount").text.indexOf("3 finished game") === 0, child("recordCount").text)
            // Closed again: no rows made.
            mouseClick(child("closeReplay"))
            compare(child("recordList").count, 0)
        }

        // With no records the narration does not send the user to a list that is empty.
        function test_emptyListSaysWhereGamesGo() {
            const viewer = openViewer()
            viewer.library.folder = Qt.resolvedUrl("../data/no-such-folder")
            compare(viewer.library.count, 0)
            verify(child("recordCount").text.indexOf("No finished games yet") === 0, child("recordCount").text)
            compare(child("eventLabel").words, "The games you finish are listed on the right, to watch again event by "
                    + "event. Open record file… shows a game from elsewhere.")
        }

        function test_listShowsEveryRecordAndTheUnreadableOne() {
            const viewer = openViewer()
            const records = viewer.library.records
            let unreadable = 0
            for (let i = 0; i < records.length; ++i) {
                const r = row(i)
                if (records[i].readable) {
                    verify(r.enabled)
                    compare(records[i].ruleset, "Filipino") // as Play names it
                    verify(r.contentItem.children[0].text.indexOf("Filipino · game " + records[i].game + " · deal ") === 0,
                           r.contentItem.children[0].text)
                    verify(records[i].game === 1 || records[i].game === 2, records[i].fileName)
                    verify(records[i].turns > 0)
                } else {
                    ++unreadable
                    verify(!r.enabled)
                    compare(records[i].fileName, "truncated.jsonl")
                    verify(records[i].problem.indexOf("truncated.jsonl: line ") === 0, records[i].problem)
                }
            }
            compare(unreadable, 1)
        }

        function test_stepsThroughARecord() {
            const model = screen.model
            // The ritual as the user left it, to be given back on closing.
            verify(model.setSeed("1234"))
            verify(model.goToStep(5))
            const viewer = openViewer()
            // The list's table is the ritual's, not a record's: the narration says what to do.
            const words = child("eventLabel")
            compare(words.words, "Choose a finished game on the right to watch it again, event by event, with its narration.")
            compare(child("phaseLabel").text, "")
            const i = readableRow(viewer)
            const record = viewer.library.records[i]
            mouseClick(row(i))
            verify(viewer.showing)
            compare(viewer.library.error, "")
            compare(model.step, 0)
            compare(model.stepCount, record.events)
            verify(model.caption.indexOf("Replay: Filipino game " + record.game + ", deal " + record.seed) === 0,
                   model.caption)
            // Before the first event: the replay's own controls, not Learn's Step.
            compare(words.words, model.eventText + " Press Play to watch the game, or → to go one event at a time.")
            compare(child("replayTitle").text, model.caption)

            // Buttons (two clicks apart, so the second is not a double click).
            mouseClick(child("replayForward"))
            compare(model.step, 1)
            wait(Qt.styleHints.mouseDoubleClickInterval + 50)
            compare(model.eventName, "wash")
            // The wash opens the ritual's first step: its heading above, its words below.
            compare(child("phaseLabel").text, model.narrationAt(1).split("\n")[0])
            compare(child("eventLabel").words, model.narrationAt(1).split("\n").slice(1).join("\n"))
            compare(screen.sound.lastSound, "slide")
            mouseClick(child("replayBack"))
            compare(model.step, 0)

            // Keys.
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            compare(model.step, 2)
            keyClick(Qt.Key_Left)
            compare(model.step, 1)
            keyClick(Qt.Key_End)
            compare(model.step, model.stepCount)
            compare(model.eventName, "end")
            compare(child("replayStep").text.indexOf("Event " + model.stepCount + " of " + model.stepCount), 0)
            // The step line says what happened in words, and draws a decision's tile.
            compare(child("replayStep").words, "Event " + model.stepCount + " of " + model.stepCount
                    + "  ·  The end of the game")
            let discard = 1
            while (discard < model.stepCount && viewer.library.eventSummary(model, discard).indexOf(" discards ") < 0)
                ++discard
            verify(discard < model.stepCount)
            model.goToStep(discard)
            verify(/^Event \d+ of \d+  ·  Seat \d discards [1-9][mpsz]$/.test(child("replayStep").words),
                   child("replayStep").words)
            verify(child("replayStep").text.indexOf("<img") > 0, child("replayStep").text)
            keyClick(Qt.Key_End)
            compare(model.error, "")
            keyClick(Qt.Key_Home)
            compare(model.step, 0)
            // Space plays, even after a button was clicked.
            mouseClick(child("replayForward"))
            compare(model.step, 1)
            keyClick(Qt.Key_Space)
            verify(screen.player.playing)
            tryVerify(() => model.step > 0, 5000)
            keyClick(Qt.Key_Space)
            verify(!screen.player.playing)

            // The slider over the events follows the table, and a click on it jumps there.
            const slider = child("replaySlider")
            compare(slider.to, model.stepCount)
            keyClick(Qt.Key_End)
            compare(slider.value, model.stepCount)
            wait(Qt.styleHints.mouseDoubleClickInterval + 50)
            mouseClick(slider, slider.width / 2, slider.height / 2)
            verify(Math.abs(model.step - model.stepCount / 2) <= model.stepCount / 10, model.step)
            compare(slider.value, model.step)
            const there = model.step
            keyClick(Qt.Key_Right)
            compare(model.step, there + 1)
            compare(slider.value, model.step)

            // Back to the list, then close: the start screen again, over the ritual.
            mouseClick(child("replayList"))
            verify(!viewer.showing)
            mouseClick(child("closeReplay"))
            verify(!viewer.visible)
            compare(screen.page, "home")
            verify(child("homeScreen").visible)
            compare(model.caption, "Filipino setup ritual")
            compare(model.seed, "1234")
            compare(model.variant, "filipino")
            compare(model.step, 5)
        }

        // "Open record file…" opens the file dialog in the records folder; the file chosen is
        // shown on the table.
        function test_opensARecordFileByTheDialog() {
            const viewer = openViewer()
            tryVerify(() => viewer.fileDialogReady)
            verify(!child("recordPathField").visible)
            const dialog = child("recordFileDialog").item
            // The file the user will pick (the dialog selects it as it opens).
            dialog.selectedFile = recordsFolder + "/game-000002.jsonl"
            mouseClick(child("openRecordFile"))
            tryVerify(() => dialog.visible)
            compare(dialog.currentFolder.toString().replace(/\/$/, ""), recordsFolder.toString())
            waitForRendering(screen)
            dialog.accept()
            tryVerify(() => viewer.showing)
            verify(screen.model.caption.indexOf("game 2") > 0)
            tryVerify(() => !dialog.visible)
            // A finished game is public: every hand lies face up, in 2D and in 3D, unless the
            // box is unticked.
            viewer.toEnd()
            tryVerify(() => screen.model.step === screen.model.stepCount)
            const table3d = child("table3d")
            verify(table3d.openHands)
            verify(child("board").revealHands)
            let handTile = null
            for (let i = 0; i < 144 && !handTile; ++i)
                if (table3d.tileAt(i).zone === "hand")
                    handTile = table3d.tileAt(i)
            verify(handTile)
            verify(handTile.lyingOpen)
            compare(handTile.eulerRotation.x, -90)
            const box = child("replayHandsOpen")
            verify(box.checked)
            waitForRendering(screen) // the box is laid out where the viewer shows it
            mouseClick(box)
            verify(!viewer.handsOpen)
            verify(!table3d.openHands)
            verify(!child("board").revealHands)
            verify(!handTile.lyingOpen)
            waitForRendering(screen)
        }

        // Without the dialog (its module missing), the path is typed instead.
        function test_opensARecordFileByItsPath() {
            const viewer = openViewer()
            viewer.fileDialogSource = "NoSuchDialog.qml"
            tryVerify(() => !viewer.fileDialogReady)
            const field = child("recordPathField")
            verify(field.visible)
            field.text = "/no/such/record.jsonl"
            mouseClick(child("openRecordFile"))
            verify(!viewer.showing)
            const error = child("replayError")
            verify(error.visible)
            compare(error.text, "/no/such/record.jsonl: no such file")
            field.text = recordsFolder + "/truncated.jsonl"
            mouseClick(child("openRecordFile"))
            verify(!viewer.showing)
            verify(error.text.indexOf("truncated.jsonl: line ") === 0, error.text)
            field.text = recordsFolder + "/game-000002.jsonl"
            mouseClick(child("openRecordFile"))
            verify(viewer.showing)
            verify(!error.visible)
            verify(screen.model.caption.indexOf("game 2") > 0)
            keyClick(Qt.Key_Escape) // back to the list
            verify(!viewer.showing)
            keyClick(Qt.Key_Escape) // and closed
            verify(!viewer.visible)
            compare(screen.model.caption, "Filipino setup ritual")
        }
    }

    TestCase {
        name: "Settings"
        when: windowShown

        property var screen: null

        function init() {
            screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            waitForRendering(screen)
        }
        function cleanup() {
            waitForRendering(screen)
        }
        function child(name) {
            const found = findChild(screen, name)
            verify(found, "no child named " + name)
            return found
        }

        function test_settingsDriveTheTableAndTheSound() {
            const settings = screen.settings
            verify(!settings.persistent) // a test never touches the user's settings
            const table = child("table3d")
            const dialog = child("settingsDialog")
            // The start screen's Settings.
            screen.goHome()
            mouseClick(child("homeSettings"))
            tryVerify(() => dialog.opened)
            // Its rows show the settings from the start.
            compare(findChild(dialog.contentItem, "settingsFelt").currentText, "Green")
            compare(findChild(dialog.contentItem, "settingsBacks").currentText, "Blue")

            const felt = findChild(dialog.contentItem, "settingsFelt")
            felt.currentIndex = 2
            felt.activated(2)
            compare(String(settings.feltColour), "#7a2430")
            compare(String(table.feltColour), "#7a2430")

            const backs = findChild(dialog.contentItem, "settingsBacks")
            backs.currentIndex = 3
            backs.activated(3)
            compare(String(table.backColour), String(settings.backColour))
            compare(String(table.backColour), "#d66a8f")

            const size = findChild(dialog.contentItem, "settingsTileSize")
            const champion = size.indexOfValue("champion")
            size.currentIndex = champion
            size.activated(champion)
            compare(screen.model.tileSize, "champion")

            const numerals = findChild(dialog.contentItem, "settingsNumerals")
            mouseClick(numerals)
            verify(settings.indexNumerals)
            verify(table.indexNumerals)

            const cardColours = findChild(dialog.contentItem, "settingsCardColours")
            compare(cardColours.currentValue, "four")
            const two = cardColours.indexOfValue("two")
            cardColours.currentIndex = two
            cardColours.activated(two)
            compare(settings.cardColours, "two")
            compare(table.cardColours, "two") // the 3D table draws the cards in two colours

            const speed = findChild(dialog.contentItem, "settingsSpeed")
            speed.value = 1
            speed.moved()
            compare(settings.speed, 2)
            compare(screen.player.speed, 2)
            // The ritual's own speed slider writes the setting too.
            const ritualSpeed = child("speedSlider")
            ritualSpeed.value = -1
            ritualSpeed.moved()
            compare(settings.speed, 0.5)

            // Graphics: software rendering here, so "auto" keeps shadows and MSAA off, as
            // the dialog says; "high" turns them on, "low" off, each at once.
            const graphics = findChild(dialog.contentItem, "settingsGraphics")
            compare(graphics.currentValue, "auto")
            tryVerify(() => table.renderInfo.known, 5000)
            verify(!table.highQuality)
            const drawnBy = findChild(dialog.contentItem, "settingsDrawnBy")
            verify(drawnBy.visible)
            verify(drawnBy.text.indexOf("llvmpipe") >= 0 && drawnBy.text.indexOf("off") >= 0, drawnBy.text)
            const high = graphics.indexOfValue("high")
            graphics.currentIndex = high
            graphics.activated(high)
            compare(settings.graphics, "high")
            verify(table.highQuality)
            compare(table.view.renderMode, View3D.Offscreen)
            verify(drawnBy.text.indexOf("on.") >= 0, drawnBy.text)
            const low = graphics.indexOfValue("low")
            graphics.currentIndex = low
            graphics.activated(low)
            verify(!table.highQuality)
            compare(table.view.renderMode, View3D.Inline)
            // --graphics overrides the setting for the launch.
            screen.graphicsOverride = "high"
            verify(table.highQuality)
            screen.graphicsOverride = ""
            verify(!table.highQuality)

            const volume = findChild(dialog.contentItem, "settingsVolume")
            volume.value = 0.2
            volume.moved()
            compare(screen.sound.volume, 0.2)
            mouseClick(findChild(dialog.contentItem, "settingsMute"))
            verify(screen.sound.muted)
            const cues = screen.sound.cueCount
            const played = screen.sound.playedCount
            screen.model.stepForward()
            compare(screen.sound.cueCount, cues + 1)
            compare(screen.sound.playedCount, played) // muted

            mouseClick(findChild(dialog.contentItem, "settingsDefaults"))
            compare(settings.graphics, "auto")
            compare(String(table.feltColour), "#1d6b3c")
            compare(screen.model.tileSize, "standard")
            verify(!screen.sound.muted)
            dialog.close()
            tryVerify(() => !dialog.visible)
        }
    }
}
