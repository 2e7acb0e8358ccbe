// The chat of a table over the network (issue 15): its lines, a line of your own (up to 200
// characters; the server limits how fast), and the quick phrases. In the lobby and, during
// the game, in the chat window over the table.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

ColumnLayout {
    id: box

    required property NetSession net
    // Where the keys go once a line is sent (the table's own, in a game).
    signal sent()

    spacing: 4
    function say(text) {
        box.net.sendChat(text)
        box.sent()
    }
    Label { text: qsTr("Chat"); font.bold: true }
    ListView {
        id: lines
        objectName: "chatLines"
        model: box.net.chatLines
        clip: true
        Layout.fillWidth: true
        Layout.preferredHeight: 90
        delegate: Label {
            required property string modelData
            text: modelData
            width: lines.width
            wrapMode: Text.WordWrap
        }
        onCountChanged: positionViewAtEnd()
    }
    RowLayout {
        Layout.fillWidth: true
        TextField {
            id: chatField
            objectName: "chatField"
            placeholderText: qsTr("Say something to the table")
            maximumLength: 200
            Layout.fillWidth: true
            onAccepted: { box.say(text); text = "" }
        }
        Button {
            text: qsTr("Send")
            onClicked: { box.say(chatField.text); chatField.text = "" }
        }
    }
    Flow {
        spacing: 6
        Layout.fillWidth: true
        Repeater {
            model: box.net.quickPhrases()
            delegate: Button {
                required property string modelData
                text: modelData
                flat: true
                onClicked: box.say(modelData)
            }
        }
    }
}
