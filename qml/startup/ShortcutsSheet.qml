// F1: every keyboard shortcut, by where it works. The list is the keys the screens handle
// (TableScreen, PlayBar, HandRack, PrivacyScreen, Table3D, ReplayViewer, FreeTableBar,
// SolitaireScreen);
// a key added there is added here.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: sheet

    objectName: "shortcutsSheet"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 640, 640)
    height: Math.min(parent ? parent.height - 40 : 620, content.implicitHeight + closeButton.implicitHeight + 8 + 2 * padding)
    modal: true
    focus: true
    padding: 18
    Overlay.modal: Dim {}
    background: CardBackground {}

    readonly property var groups: [
        { title: qsTr("Everywhere"), keys: [
            ["F1", qsTr("this list of keys")],
            ["F11", qsTr("full screen, or back to a window")],
            [qsTr("Esc"), qsTr("the menu (in a replay: back to the list, then close)")],
            ["V", qsTr("the camera: seated, top and free view, in turn")] ] },
        { title: qsTr("The start screen and the Play dialogue"), keys: [
            [qsTr("↑ ↓ or Tab"), qsTr("move between the entries")],
            [qsTr("Enter or Space"), qsTr("press the entry; in the Play dialogue, Enter starts")] ] },
        { title: qsTr("Playing a game"), keys: [
            [qsTr("← →"), qsTr("pick a tile of your hand")],
            [qsTr("Enter"), qsTr("discard the picked tile")],
            ["1 … 9", qsTr("press the buttons of the play bar, in order (Draw, Pung, Pass, …)")],
            [qsTr("Enter or Space"), qsTr("on the hand-over screen: the next player is at the screen")],
            ["T", qsTr("at a table over the network: talk to the table (the chat)")] ] },
        { title: qsTr("The 3D table, once clicked"), keys: [
            [qsTr("← → ↑ ↓"), qsTr("turn and tilt the camera: the free view (or drag with the mouse)")],
            ["+ −", qsTr("zoom in and out (or the mouse wheel)")],
            [qsTr("Home"), qsTr("back to your seat's view")] ] },
        { title: qsTr("How to play"), keys: [
            [qsTr("Alt+←"), qsTr("back from a link followed in the full rules")] ] },
        { title: qsTr("Watching a replay"), keys: [
            [qsTr("← →"), qsTr("a step back or forward")],
            [qsTr("Home End"), qsTr("the first or the last step")],
            [qsTr("Space"), qsTr("play or pause")] ] },
        { title: qsTr("The free table"), keys: [
            [qsTr("Ctrl+Z"), qsTr("undo")],
            [qsTr("Ctrl+Shift+Z or Ctrl+Y"), qsTr("redo")],
            ["F", qsTr("flip the picked tile face up or down")],
            ["T", qsTr("turn the picked tile")],
            ["N", qsTr("the ritual's next step")] ] },
        { title: qsTr("American mahjong"), keys: [
            ["H", qsTr("a hint: what the strong AI would do on your move, and why")],
            [qsTr("Esc"), qsTr("the menu")] ] },
        { title: qsTr("Solitaire"), keys: [
            ["1 … 8", qsTr("a row: the first key picks what moves, the second where it goes")],
            ["Q W E", qsTr("the free cells")],
            ["F", qsTr("the foundations")],
            [qsTr("Ctrl+Z"), qsTr("undo")],
            [qsTr("Ctrl+Shift+Z or Ctrl+Y"), qsTr("redo")],
            ["H", qsTr("a hint: the solver's next move")],
            [qsTr("Ctrl+N / Ctrl+R"), qsTr("a new deal / this deal again")],
            [qsTr("Esc"), qsTr("put the picked tiles down; again: the start screen")] ] }
    ]

    // The list scrolls when the window is short; Close stays in view below it.
    ScrollArea {
        id: scroller
        objectName: "shortcutsScroller"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: closeButton.top
        anchors.bottomMargin: 8

        ColumnLayout {
            id: content
            width: scroller.availableWidth - scroller.barRoom
            spacing: 4

            Label {
                text: qsTr("Keyboard shortcuts")
                font.pixelSize: 20
                font.bold: true
                Layout.bottomMargin: 4
            }
            Repeater {
                model: sheet.groups
                delegate: ColumnLayout {
                    id: group
                    required property var modelData
                    spacing: 2
                    Layout.fillWidth: true
                    Layout.topMargin: 6
                    Label { text: group.modelData.title; font.bold: true; color: "#7a4a10" }
                    Repeater {
                        model: group.modelData.keys
                        // The key in a column of its own, what it does beside it.
                        delegate: Item {
                            id: row
                            required property var modelData
                            Layout.fillWidth: true
                            implicitHeight: Math.max(key.implicitHeight, what.implicitHeight)
                            Label {
                                id: key
                                text: row.modelData[0]
                                font.family: "monospace"
                                font.bold: true
                                width: 180
                            }
                            Label {
                                id: what
                                x: 192
                                width: row.width - x
                                text: row.modelData[1]
                                wrapMode: Text.WordWrap
                            }
                        }
                    }
                }
            }
        }
    }
    Button {
        id: closeButton
        objectName: "closeShortcuts"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        text: qsTr("Close")
        onClicked: sheet.close()
    }
}
