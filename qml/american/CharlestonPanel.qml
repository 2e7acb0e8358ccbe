// The Charleston's panel (issue 17, "In the app"): which pass this is, the step explained in
// plain words (the session's teaching line), how many tiles are chosen on the rack, and the
// pass button (with the blind tiles it adds where the step allows them). The vote and the
// courtesy offer are the session's labelled choices in the action bar. The session decides
// everything; this shows it.
import QtQuick
import QtQuick.Controls
import Mahjongero

Rectangle {
    id: panel

    required property AmericanSession session

    readonly property bool passing: session.pickCount > 1 || (session.charlestonStep !== "" && session.pickCount > 0)

    visible: session.charlestonStep !== ""
    width: 420
    height: column.implicitHeight + 20
    radius: 8
    color: "#e6201a14"
    border.color: "#c9a44c"

    Column {
        id: column
        x: 10
        y: 10
        width: panel.width - 20
        spacing: 6

        Text {
            objectName: "charlestonStep"
            text: qsTr("The Charleston: %1").arg(panel.session.charlestonStep)
            color: "#f1d58a"
            font.pixelSize: 18
            font.bold: true
        }
        Text {
            objectName: "charlestonTeaching"
            width: parent.width
            text: panel.session.teaching
            color: "white"
            wrapMode: Text.WordWrap
            font.pixelSize: 14
        }
        Row {
            spacing: 10
            visible: panel.passing
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Chosen: %1 of %2").arg(panel.session.selectedCount).arg(panel.session.pickCount)
                color: "white"
                font.pixelSize: 14
            }
            Button {
                objectName: "passButton"
                text: panel.session.passLabel
                enabled: panel.session.canPass
                onClicked: panel.session.passSelected()
            }
        }
    }
}
