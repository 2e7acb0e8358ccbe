// Friends at one computer in an American match (issue 17): between two persons' turns this
// opaque screen covers the whole page, so no rack, card helper, chosen tile or hand face can
// be seen, and names the person the computer must be passed to. Ready (or Enter / Space)
// tells the session that person is at the screen; the rack, the helper and the table then
// show theirs (the camera has turned to their chair meanwhile). The look and the keys are the
// Filipino game's hot-seat screen (qml/play/PrivacyScreen.qml). Shown only while the session
// waits for a hand-over (AmericanSession.handOverSeat).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Rectangle {
    id: screen

    required property AmericanSession session
    // Gets the keyboard back when the screen goes (the page, for Escape).
    property Item returnFocusTo: null

    readonly property string personName: session.handOverSeat >= 0 ? session.seatNames[session.handOverSeat] : ""

    visible: session.active && session.handOverSeat >= 0
    color: "#1b1d20"
    // Eats every click, wheel turn and key, so nothing behind it can be touched.
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
        width: Math.min(screen.width - 40, 640)
        spacing: 18
        Label {
            objectName: "handOverText"
            text: qsTr("Pass the computer to %1").arg(screen.personName)
            color: "#f3efe4"
            font.pixelSize: 34
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "handOverWhat"
            // What the next person is asked for: the Charleston's step, a call, their turn.
            text: screen.session.charlestonStep !== ""
                  ? qsTr("The Charleston (%1): choose your tiles in private.").arg(screen.session.charlestonStep)
                  : screen.session.phase === "claims" ? qsTr("A discard you may call.")
                  : qsTr("Your turn.")
            color: "#f1d58a"
            font.pixelSize: 18
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Every rack is hidden. %1 presses Ready when nobody else is looking.").arg(screen.personName)
            color: "#c9c2b0"
            font.pixelSize: 16
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Button {
            objectName: "americanReadyButton"
            text: qsTr("Ready")
            highlighted: true
            font.pixelSize: 20
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 180
            onClicked: screen.session.ready()
        }
    }
}
