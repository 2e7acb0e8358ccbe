// The menu over the table (the ☰ button or Escape): Resume, and what fits the screen shown.
// In a game: the rules card, settings, the keyboard shortcuts, every hand's faces (not
// with several players at this computer), save and quit to the start screen, end the
// game. On the free table and in Learn: settings, the shortcuts, back to the start
// screen. Everywhere: the flat 2D diagram in place of the 3D table. Each entry is an intent; the screen does it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: menu

    // "play", "free" or "learn" (TableScreen.page).
    property string page: "play"
    // Whether the hands' faces may be shown (never while several players share the computer).
    property bool revealAllowed: true
    // A table over the network: nothing to save here, and leaving is leaving the table
    // (the host's closes it for everyone).
    property bool networked: false
    property bool hosting: false
    property bool revealHands: false
    property bool flatView: false

    signal rulesChosen()
    signal settingsChosen()
    signal shortcutsChosen()
    signal revealToggled(bool on)
    signal flatViewToggled(bool on)
    signal saveAndQuitChosen()
    signal endGameChosen()
    signal leaveChosen()

    readonly property bool playing: page === "play"

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: 340
    modal: true
    focus: true
    padding: 18
    // The table dims behind it.
    Overlay.modal: Dim {}
    background: CardBackground {}

    component Entry: Button {
        Layout.fillWidth: true
        Layout.preferredHeight: 40
        font.pixelSize: 15
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label {
            text: menu.playing ? qsTr("Game menu") : qsTr("Menu")
            font.pixelSize: 20
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: 4
        }
        Entry {
            objectName: "menuResume"
            text: qsTr("Resume")
            highlighted: true
            onClicked: menu.close()
        }
        Entry {
            objectName: "menuRules"
            visible: menu.playing
            text: qsTr("Rules card")
            onClicked: { menu.close(); menu.rulesChosen() }
        }
        Entry {
            objectName: "menuSettings"
            text: qsTr("Settings")
            onClicked: { menu.close(); menu.settingsChosen() }
        }
        Entry {
            objectName: "menuShortcuts"
            text: qsTr("Keyboard shortcuts (F1)")
            onClicked: { menu.close(); menu.shortcutsChosen() }
        }
        CheckBox {
            objectName: "revealBox"
            visible: menu.playing
            text: qsTr("Show the faces of every hand")
            checked: menu.revealHands
            enabled: menu.revealAllowed
            ToolTip.text: enabled ? qsTr("In the top view and the narration: a way to learn, not to play")
                                  : menu.networked ? qsTr("Not at a table over the network: the others' tiles are theirs")
                                                   : qsTr("Not while several players share this computer")
            ToolTip.visible: hovered
            onToggled: menu.revealToggled(checked)
        }
        CheckBox {
            objectName: "menuFlatView"
            text: qsTr("Flat diagram instead of the 3D table")
            checked: menu.flatView
            onToggled: menu.flatViewToggled(checked)
        }
        Entry {
            objectName: "menuSaveAndQuit"
            visible: menu.playing && !menu.networked
            text: qsTr("Save and quit to the start screen")
            onClicked: { menu.close(); menu.saveAndQuitChosen() }
        }
        Entry {
            objectName: "endGame"
            visible: menu.playing
            text: !menu.networked ? qsTr("End game")
                  : menu.hosting ? qsTr("Close the table for everyone") : qsTr("Leave the table")
            onClicked: { menu.close(); menu.endGameChosen() }
        }
        Entry {
            objectName: "menuLeave"
            visible: !menu.playing
            text: menu.page === "free" ? qsTr("Leave the free table") : qsTr("Back to the start screen")
            onClicked: { menu.close(); menu.leaveChosen() }
        }
    }
}
