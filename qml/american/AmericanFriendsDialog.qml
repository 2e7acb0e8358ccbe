// American mahjong with friends at this computer (issue 17): only what the players must
// decide, as the Filipino game's Play with friends asks it: how many play here (2 to 4,
// taking turns at seats round the table from the first), their names (empty: "Player N"),
// and the AI level of the other seats. Start hands the choices to the AmericanSession; a
// refusal (two of one name) is shown here and the dialogue stays open.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: dialog

    required property AmericanSession session
    // How many play at this computer, and the level of the seats the computer plays.
    property int people: 2
    property string level: "normal"
    // The levels a player chooses among (the session's, without the random player).
    readonly property var levels: session ? session.levels.filter(l => l !== "random") : []
    property string error: ""

    signal started()

    function names() {
        const out = []
        for (let i = 0; i < people; ++i)
            out.push(nameFields.itemAt(i) ? nameFields.itemAt(i).text : "")
        return out
    }
    function start() {
        error = ""
        if (!session.startWithFriends(names(), level)) {
            error = session.refusal
            return false
        }
        close()
        started()
        return true
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 520, 520)
    modal: true
    focus: true
    padding: 18
    Overlay.modal: Dim {}
    background: CardBackground {}
    onOpened: {
        error = ""
        if (nameFields.itemAt(0))
            nameFields.itemAt(0).forceActiveFocus()
    }

    ColumnLayout {
        width: parent.width
        spacing: 8
        Keys.onReturnPressed: dialog.start()
        Keys.onEnterPressed: dialog.start()

        Label {
            text: qsTr("American mahjong with friends")
            font.pixelSize: 22
            font.bold: true
        }
        Label { text: qsTr("Players at this computer"); font.bold: true }
        ComboBox {
            objectName: "americanPeople"
            model: [qsTr("2 players, taking turns"), qsTr("3 players, taking turns"), qsTr("4 players, taking turns")]
            currentIndex: dialog.people - 2
            onActivated: dialog.people = currentIndex + 2
            Layout.fillWidth: true
        }
        Label { text: qsTr("Names (in turn round the table)"); font.bold: true }
        Column {
            id: nameColumn
            spacing: 6
            Layout.fillWidth: true
            Repeater {
                id: nameFields
                model: dialog.people
                TextField {
                    required property int index
                    objectName: "americanName" + index
                    width: nameColumn.width
                    placeholderText: qsTr("Player %1").arg(index + 1)
                    maximumLength: 24
                    selectByMouse: true
                    Keys.onReturnPressed: dialog.start()
                    Keys.onEnterPressed: dialog.start()
                }
            }
        }
        Label {
            visible: dialog.people < 4
            text: qsTr("The computer plays the other seats")
            font.bold: true
        }
        ComboBox {
            objectName: "americanFriendsLevel"
            visible: dialog.people < 4
            model: dialog.levels
            currentIndex: Math.max(0, dialog.levels.indexOf(dialog.level))
            onActivated: dialog.level = dialog.levels[currentIndex]
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Each player's rack and card helper are hidden behind a hand-over screen between turns: in the Charleston, the vote, the courtesy pass, each call and each turn.")
            wrapMode: Text.WordWrap
            color: "#6d665a"
            font.pixelSize: 12
            Layout.fillWidth: true
        }
        Label {
            objectName: "americanFriendsError"
            visible: text.length > 0
            text: dialog.error
            color: "#b3261e"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Layout.topMargin: 8
            Button {
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            Button {
                objectName: "americanFriendsStart"
                text: qsTr("Start")
                highlighted: true
                onClicked: dialog.start()
            }
        }
    }
}
