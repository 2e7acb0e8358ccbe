// The square felt table seen from above (a plain 2D placeholder for the 3D table): one
// Tile per physical tile, the dice, and a name card per seat. Every position comes from
// the model in table units; this file only scales them to pixels.
import QtQuick
import Mahjongero

Rectangle {
    id: board

    required property TableModel model
    // Show the faces of concealed hands (a god's-eye view of the table).
    property bool revealHands: true
    // The one seat whose hand shows its faces even so (yours, in a game), or -1.
    property int ownSeat: -1

    readonly property real side: Math.max(0, Math.min(width, height) - 16)
    readonly property real unit: side / model.tableExtent
    // How far up the screen one level of height lifts a tile or the dice, in table units.
    readonly property real levelLift: 0.24

    color: "#24282c"

    Rectangle {
        id: felt
        objectName: "felt"
        anchors.centerIn: parent
        width: board.side
        height: board.side
        radius: board.unit * 0.8
        color: "#1d6b3c"
        border.color: "#5b3a1f"
        border.width: board.unit * 0.3

        Repeater {
            id: tiles
            objectName: "tileRepeater"
            model: board.model
            delegate: Tile {
                unit: board.unit
                tileWidth: board.model.tileWidth
                tileDepth: board.model.tileDepth
                originX: felt.width / 2
                originY: felt.height / 2
                revealHands: board.revealHands || seat === board.ownSeat
                levelLift: board.levelLift
            }
        }

        Dice {
            objectName: "dice"
            visible: board.model.diceVisible
            first: board.model.die1
            second: board.model.die2
            unit: board.unit
            x: felt.width / 2 + board.model.diceX * board.unit - width / 2
            y: felt.height / 2 + board.model.diceY * board.unit - height / 2 - board.model.diceLevel * board.unit * board.levelLift
            rotation: board.model.diceRotation
            z: 10000
        }

        Repeater {
            model: board.model.seatCount
            delegate: SeatLabel {
                required property int index
                seat: index
                isMano: board.model.mano === index
                unit: board.unit
                pose: board.model.seatLabelPose(index)
                originX: felt.width / 2
                originY: felt.height / 2
            }
        }
    }
}
