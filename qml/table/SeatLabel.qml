// A seat's name card in the table corner at its left, turned to face the seat; the
// máno's card is marked.
import QtQuick

Rectangle {
    id: label

    property int seat: 0
    property bool isMano: false
    property real unit: 20
    property var pose: ({ x: 0, y: 0, rotation: 0 })
    property real originX: 0
    property real originY: 0

    objectName: "seatLabel" + seat
    width: caption.implicitWidth + unit * 0.6
    height: caption.implicitHeight + unit * 0.3
    x: originX + pose.x * unit - width / 2
    y: originY + pose.y * unit - height / 2
    rotation: pose.rotation
    radius: height / 2
    color: isMano ? "#f2c14e" : "#143f26"
    border.color: isMano ? "#7a5a10" : "#3c7a52"

    Text {
        id: caption
        anchors.centerIn: parent
        text: qsTr("Seat %1").arg(label.seat) + (label.isMano ? qsTr(" · máno") : "")
        color: label.isMano ? "#2b1d00" : "#d8eadc"
        font.pixelSize: Math.max(8, label.unit * 0.5)
        font.bold: label.isMano
    }
}
