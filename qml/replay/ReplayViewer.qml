// The replay viewer (issue 5, "a replay viewer steps forward and back through any of
// them"), in place of the side panel: first the list of finished games' records
// (RecordLibrary: newest first, unreadable ones with the reader's message), or any record
// file by its path; then the chosen record on the table with its transport: start, back,
// play/pause at the player's pace, forward, end, a slider over the events, the speed.
// Keys: Left/Right step, Home/End jump, Space plays or pauses. The narration of each event
// is the table's own panel under it. Closing shows the ritual again, as it was.
// The viewer is made hidden at start-up: while hidden it reads nothing and computes
// nothing (issue 12, "Start-up grows with the records"): the list is read when it opens,
// names and dates at once and each record's line as it is read (RecordLibrary), and the
// file dialog is loaded on the first opening.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: viewer

    required property TableModel model
    required property RitualPlayer player
    readonly property RecordLibrary library: RecordLibrary {}
    // Where the app keeps records (the file dialog opens there), when given.
    property GameSession session: null
    // True once a record is shown on the table (the transport), false on the list.
    property bool showing: false
    // True once any record was put on the table since opening: closing shows the ritual again.
    property bool tableTaken: false

    signal closed()

    // The system's file dialog could be loaded (OpenFileDialog.qml); if not, a path is typed.
    // Loaded on the first opening, not at start-up.
    readonly property bool fileDialogReady: fileDialog.status === Loader.Ready
    property bool opened: false
    // The dialog's file (tests name a missing one to see the typed path).
    property url fileDialogSource: "OpenFileDialog.qml"
    // A record is public once its game is over: every hand shows its faces (on the table and
    // in the 2D view) unless this is turned off.
    property bool handsOpen: true

    // The table shown before the viewer opened (seed, variant, step), given back on closing.
    property var before: null

    // Refreshes the list and shows it (the "Records…" button).
    function open() {
        before = { seed: model.seed, variant: model.variant, step: model.step }
        showing = false
        library.refresh()
        opened = true
        visible = true
        forceActiveFocus()
    }
    function show(path) {
        player.pause()
        if (!library.load(path, model))
            return false
        showing = true
        tableTaken = true
        forceActiveFocus()
        return true
    }
    function backToList() {
        player.pause()
        showing = false
        library.refresh()
        forceActiveFocus()
    }
    function close() {
        player.pause()
        if (tableTaken) {
            model.showRitual()
            if (before) {
                model.setVariant(before.variant)
                model.setSeed(before.seed)
                model.goToStep(before.step)
            }
        }
        showing = false
        tableTaken = false
        visible = false
        closed()
    }
    function toStart() { player.pause(); model.goToStep(0) }
    function toEnd() { player.skipToEnd() }

    padding: 16
    background: Rectangle { color: "#f3efe4" }
    // The keys as window shortcuts, so they work whatever has the focus (a clicked button
    // must not take Space for itself); only while the viewer is open.
    Shortcut {
        sequence: "Esc"
        enabled: viewer.visible
        onActivated: viewer.showing ? viewer.backToList() : viewer.close()
    }
    Shortcut {
        sequence: "Right"
        enabled: viewer.visible && viewer.showing
        onActivated: viewer.player.stepForward()
    }
    Shortcut {
        sequence: "Left"
        enabled: viewer.visible && viewer.showing
        onActivated: viewer.player.stepBack()
    }
    Shortcut {
        sequence: "Home"
        enabled: viewer.visible && viewer.showing
        onActivated: viewer.toStart()
    }
    Shortcut {
        sequence: "End"
        enabled: viewer.visible && viewer.showing
        onActivated: viewer.toEnd()
    }
    Shortcut {
        sequence: "Space"
        enabled: viewer.visible && viewer.showing
        onActivated: viewer.player.togglePlaying()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            Label {
                text: viewer.showing ? qsTr("Replay") : qsTr("Records")
                font.pixelSize: 22
                font.bold: true
                Layout.fillWidth: true
            }
            Button {
                objectName: "closeReplay"
                text: qsTr("Close")
                onClicked: viewer.close()
            }
        }

        // ---- the list -------------------------------------------------------------------
        Label {
            objectName: "recordCount"
            visible: !viewer.showing
            text: viewer.library.count === 0
                  ? qsTr("No finished games yet. Every game played to its end is kept here.")
                  : qsTr("%n finished game(s), newest first. Click one to replay it.", "", viewer.library.count)
                    + (viewer.library.pending > 0 ? qsTr(" Reading %1 of them…").arg(viewer.library.pending) : "")
            wrapMode: Text.Wrap
            color: "#6d665a"
            Layout.fillWidth: true
        }
        ListView {
            id: list
            objectName: "recordList"
            visible: !viewer.showing
            // No rows while hidden: nothing to make or lay out.
            model: viewer.visible && !viewer.showing ? viewer.library.rows : null
            clip: true
            spacing: 4
            Layout.fillWidth: true
            Layout.fillHeight: true
            ScrollBar.vertical: ScrollBar { policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            delegate: ItemDelegate {
                id: row
                required property int index
                required property string path
                required property string fileName
                required property string date
                required property bool summarized
                required property bool readable
                required property string problem
                required property string ruleset
                required property string seed
                required property int game
                required property string result
                required property int turns
                objectName: "record" + index
                width: ListView.view.width
                // A row still being read can be opened: loading checks the record anyway.
                enabled: readable || !summarized
                // The rows on screen are read before the others.
                Component.onCompleted: if (!summarized) viewer.library.summarizeFirst(index)
                background: Rectangle {
                    color: row.hovered ? "#e6dfcd" : "#ebe5d6"
                    radius: 4
                    border.color: "#d2cbbb"
                }
                contentItem: ColumnLayout {
                    spacing: 2
                    Label {
                        text: row.readable
                              ? row.ruleset
                                + (row.game > 0 ? qsTr(" · game %1").arg(row.game) : "")
                                + qsTr(" · deal %1").arg(row.seed)
                              : row.fileName
                        font.bold: true
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        text: !row.summarized ? row.date + "  ·  " + qsTr("reading…")
                              : row.readable
                              ? row.date + "  ·  " + row.result
                                + (row.turns > 0 ? qsTr("  ·  %1 turns").arg(row.turns) : "")
                              : qsTr("Unreadable: %1").arg(row.problem)
                        color: row.readable || !row.summarized ? "#555049" : "#b3261e"
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
                onClicked: viewer.show(row.path)
            }
        }
        RowLayout {
            visible: !viewer.showing
            Layout.fillWidth: true
            // Only when the file dialog cannot be shown: the path typed instead.
            TextField {
                id: pathField
                objectName: "recordPathField"
                visible: !viewer.fileDialogReady
                placeholderText: qsTr("Record file (.jsonl), e.g. from --record DIR")
                selectByMouse: true
                Layout.fillWidth: true
                onAccepted: viewer.show(text)
            }
            Button {
                objectName: "openRecordFile"
                text: qsTr("Open record file…")
                Layout.fillWidth: viewer.fileDialogReady
                onClicked: {
                    if (viewer.fileDialogReady) {
                        const folder = viewer.library.folder !== "" ? viewer.library.folder
                                     : viewer.session ? viewer.session.recordsFolder() : ""
                        if (folder !== "")
                            fileDialog.item.currentFolder = folder.indexOf("file:") === 0 ? folder : "file://" + folder
                        fileDialog.item.open()
                    } else {
                        viewer.show(pathField.text)
                    }
                }
            }
        }
        Loader {
            id: fileDialog
            objectName: "recordFileDialog"
            active: viewer.opened
            source: viewer.fileDialogSource
        }
        Connections {
            target: fileDialog.item
            function onChosen(path) { viewer.show(path) }
        }
        Label {
            objectName: "replayError"
            visible: text.length > 0
            text: viewer.library.error
            color: "#b3261e"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // ---- the record on the table ----------------------------------------------------
        Label {
            objectName: "replayTitle"
            visible: viewer.showing
            text: viewer.library.loadedTitle
            font.bold: true
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            visible: viewer.showing
            text: viewer.library.loadedPath
            color: "#6d665a"
            elide: Text.ElideMiddle
            Layout.fillWidth: true
        }
        GridLayout {
            visible: viewer.showing
            columns: 5
            columnSpacing: 4
            Layout.fillWidth: true
            Button {
                objectName: "replayStart"
                text: "|◀◀"
                ToolTip.text: qsTr("To the start (Home)")
                ToolTip.visible: hovered
                enabled: viewer.model.step > 0
                Layout.fillWidth: true
                onClicked: viewer.toStart()
            }
            Button {
                objectName: "replayBack"
                text: "◀"
                ToolTip.text: qsTr("One event back (Left)")
                ToolTip.visible: hovered
                enabled: viewer.model.step > 0
                Layout.fillWidth: true
                onClicked: viewer.player.stepBack()
            }
            Button {
                objectName: "replayPlay"
                text: viewer.player.playing ? qsTr("Pause") : qsTr("Play")
                ToolTip.text: qsTr("Play or pause (Space)")
                ToolTip.visible: hovered
                highlighted: !viewer.player.playing
                enabled: viewer.player.playing || viewer.model.step < viewer.model.stepCount
                Layout.fillWidth: true
                onClicked: viewer.player.togglePlaying()
            }
            Button {
                objectName: "replayForward"
                text: "▶"
                ToolTip.text: qsTr("One event forward (Right)")
                ToolTip.visible: hovered
                enabled: viewer.model.step < viewer.model.stepCount
                Layout.fillWidth: true
                onClicked: viewer.player.stepForward()
            }
            Button {
                objectName: "replayEnd"
                text: "▶▶|"
                ToolTip.text: qsTr("To the end (End)")
                ToolTip.visible: hovered
                enabled: viewer.model.step < viewer.model.stepCount
                Layout.fillWidth: true
                onClicked: viewer.toEnd()
            }
        }
        Slider {
            id: eventSlider
            objectName: "replaySlider"
            visible: viewer.showing
            from: 0
            to: Math.max(1, viewer.model.stepCount)
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: viewer.model.step
            Layout.fillWidth: true
            onMoved: {
                viewer.player.pause()
                viewer.model.goToStep(Math.round(value))
            }
        }
        TileText {
            objectName: "replayStep"
            visible: viewer.showing
            // Only while a record is shown: hidden, the ritual's steps would compute it for nothing.
            // A decision's tile ("Seat 2 discards 4m") is drawn as its picture.
            words: !viewer.showing ? ""
                   : qsTr("Event %1 of %2").arg(viewer.model.step).arg(viewer.model.stepCount)
                     + (viewer.model.step > 0 ? "  ·  " + viewer.library.eventSummary(viewer.model, viewer.model.step) : "")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            font.bold: true
        }
        RowLayout {
            visible: viewer.showing
            Layout.fillWidth: true
            Label { text: qsTr("Pace") }
            Slider {
                objectName: "replaySpeed"
                // log2 of the speed, as the ritual's own speed slider.
                from: Math.log2(viewer.player.minimumSpeed)
                to: Math.log2(viewer.player.maximumSpeed)
                stepSize: 0.5
                snapMode: Slider.SnapAlways
                value: Math.log2(viewer.player.speed)
                onMoved: viewer.player.speed = Math.pow(2, value)
                Layout.fillWidth: true
            }
            Label { text: qsTr("%1×").arg(viewer.player.speed.toFixed(2)) }
        }
        CheckBox {
            objectName: "replayHandsOpen"
            visible: viewer.showing
            text: qsTr("Show every hand's faces")
            checked: viewer.handsOpen
            onToggled: viewer.handsOpen = checked
        }
        Label {
            visible: viewer.showing
            text: qsTr("Keys: ← → step · Home End jump · Space play/pause · Esc back to the list")
            color: "#6d665a"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            objectName: "replayList"
            visible: viewer.showing
            text: qsTr("Back to the list")
            onClicked: viewer.backToList()
        }
        Item { visible: viewer.showing; Layout.fillHeight: true }
    }
}
