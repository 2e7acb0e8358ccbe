// Friends on one computer (hot-seat): between two human players' turns this opaque screen
// covers the whole window, so no hand can be seen, and names the player the computer must be
// passed to. Ready (or Enter / Space) tells the session that player is at the screen; the
// table then turns to their seat. Shown only while the session waits for a hand-over.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Rectangle {
    id: screen

    required property GameSession session
    // Gets the keyboard back when the screen goes (the play bar, for keys 1-9 and Escape).
    property Item returnFocusTo: null

    visible: session.handOverSeat >= 0
    color: "#1b1d20"
    // Eats every click and key, so nothing behind it can be touched.
    MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; hoverEnabled: true; onWheel: (w) => w.accepted = true }
    focus: visible
    onVisibleChanged: {
        if (visible)
            forceActiveFocus()
        else if (returnFocusTo)
            returnFocusTo.forceActiveFocus()
    }
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
            screen.session.ready()
        event.accepted = true
    }

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 18
        Label {
            objectName: "privacyText"
            text: screen.session.handOverSeat >= 0
                  ? qsTr("Pass to %1").arg(screen.session.seatName(screen.session.handOverSeat)) : ""
            color: "#f3efe4"
            font.pixelSize: 34
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: qsTr("Every hand is hidden. The player of this seat presses Ready when nobody else is looking.")
            color: "#c9c2b0"
            font.pixelSize: 16
            Layout.alignment: Qt.AlignHCenter
        }
        Button {
            objectName: "readyButton"
            text: qsTr("Ready")
            highlighted: true
            font.pixelSize: 20
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 180
            onClicked: screen.session.ready()
        }
    }
}
