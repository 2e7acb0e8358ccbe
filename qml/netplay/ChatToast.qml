// A line of chat at a networked table, shown for a moment over the table as it arrives
// (issue 15), while the game is on (`shown`).
import QtQuick
import QtQuick.Controls
import Mahjongero

Label {
    id: toast

    required property NetSession net
    property bool shown: false

    visible: shown && opacity > 0
    text: net.chatLines.length > 0 ? net.chatLines[net.chatLines.length - 1] : ""
    font.pixelSize: 18
    color: "#fff6d8"
    style: Text.Outline
    styleColor: "#3a2a10"
    opacity: 0
    SequentialAnimation on opacity {
        id: fade
        running: false
        NumberAnimation { to: 1; duration: 150 }
        PauseAnimation { duration: 3500 }
        NumberAnimation { to: 0; duration: 600 }
    }
    Connections {
        target: toast.net
        function onChatChanged() { if (toast.shown && toast.net.chatLines.length > 0) fade.restart() }
    }
}
