// A plate for each seat over the table, at that seat's side as the camera sees it: your
// seat at the bottom, the next ones round the table counterclockwise (seat + 1 on the
// right). Each says who holds it (You, an AI level, a player at this computer), its wind,
// the máno's mark, the flowers laid out and the seat's balance in the match; the seat
// whose turn it is is framed in gold. Any number of seats: they share the ring evenly.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Item {
    id: plates

    required property TableModel model
    required property QtObject session
    // The seat at the bottom of the screen (the camera's seat).
    property int viewSeat: 0

    readonly property int seats: session.seatCount
    // Read once for all the plates (each is worked out from the record on every step).
    readonly property int turnSeat: model.turnSeat
    readonly property var flowerCounts: model.flowerCounts

    Repeater {
        model: plates.seats
        delegate: Rectangle {
            id: plate
            required property int index
            readonly property int seat: index
            // Where round the table: 0 at the bottom, then counterclockwise seen from above,
            // which is to the right on the screen.
            readonly property real angle: 2 * Math.PI * ((seat - plates.viewSeat + plates.seats) % plates.seats) / plates.seats
            readonly property bool turn: plates.turnSeat === seat
            readonly property bool mano: plates.model.mano === seat
            readonly property int flowers: plates.flowerCounts[seat] || 0

            objectName: "seatPlate" + seat
            // Your own plate sits at the lower left, clear of your hand and discards; the one
            // across at the upper right, clear of that seat's hand; the others at the middle
            // of their side.
            readonly property bool across: Math.abs(angle - Math.PI) < 0.01
            x: Math.round(angle === 0 ? 12
                           : across ? plates.width * 0.75 - width / 2
                           : Math.max(8, Math.min(plates.width - width - 8,
                                                  plates.width / 2 + Math.sin(angle) * (plates.width / 2 - width / 2 - 12) - width / 2)))
            y: Math.round(angle === 0 ? plates.height - height - 12
                           : Math.max(8, Math.min(plates.height - height - 8,
                                                  plates.height / 2 + Math.cos(angle) * (plates.height / 2 - height / 2 - 12) - height / 2)))
            width: Math.ceil(Math.max(150, column.implicitWidth + 20))
            height: Math.ceil(column.implicitHeight + 12)
            // Drawn once into a picture of its own, on whole pixels (see TableScreen's rack).
            layer.enabled: true
            radius: 8
            color: "#c8201a12"
            border.color: "#60ffffff"
            border.width: 1
            // Whose turn: a gold frame shown over the plate. Shown and hidden, not recoloured:
            // recolouring the plates at every move halved the frame rate on software
            // rendering (mahjongero --benchmark play: 14 fps against 32).
            Rectangle {
                objectName: "plateTurn"
                anchors.fill: parent
                visible: plate.turn
                color: "transparent"
                radius: parent.radius
                border.color: "#f0c040"
                border.width: 3
            }

            ColumnLayout {
                id: column
                anchors.centerIn: parent
                spacing: 1
                RowLayout {
                    spacing: 6
                    Label {
                        objectName: "plateName"
                        text: plates.session.seatPlayerNames[plate.seat] || ""
                        font.bold: true
                        font.pixelSize: 14
                        color: "#fff6d8"
                    }
                    Label {
                        objectName: "plateMano"
                        visible: plate.mano
                        text: qsTr("máno")
                        font.pixelSize: 11
                        font.bold: true
                        color: "#ffffff"
                        leftPadding: 5
                        rightPadding: 5
                        background: Rectangle { color: "#b3261e"; radius: 4 }
                    }
                }
                Label {
                    objectName: "plateDetail"
                    text: {
                        // seatName is a call: reading the names too ties it to a new game.
                        const parts = [plates.session.seatPlayerNames && plates.session.seatName(plate.seat)]
                        if (plate.flowers > 0)
                            parts.push(plate.flowers === 1 ? qsTr("1 flower") : qsTr("%1 flowers").arg(plate.flowers))
                        const balance = plates.session.balanceTexts[plate.seat]
                        if (balance !== undefined)
                            parts.push(balance)
                        return parts.join("  ·  ")
                    }
                    font.pixelSize: 12
                    color: "#e8dfc6"
                }
            }
        }
    }
}
