// The free table's controls (FreeTable): what to do with the tile picked on the table (flip,
// turn, stack on another, give to a seat's hand, exposed sets, discards or flowers), what to do with the
// table (roll the dice, take tiles from the wall to deal by hand, run the next ritual step,
// undo, redo) and "check this hand" under a ruleset, as advice. Drag a tile on the 3D table
// to put it anywhere. Every button is an intent; FreeTable records it or says why not.
// Keys: Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo, F flip, T turn, N next ritual step.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: bar

    required property FreeTable freeTable
    // The tile picked on the table (a row's tileId), -1 for none; and its kind for the label.
    property int selectedTileId: -1
    property string selectedKind: ""
    // The seat that the seat buttons act for.
    property alias seat: seatBox.currentIndex
    // "Stack on...": the tile waiting for the tile to stack it on, -1 when not choosing.
    property int stackSource: -1

    padding: 8
    background: Rectangle { color: "#e4ecdf"; border.color: "#a9bca0" }

    readonly property bool hasTile: selectedTileId >= 0

    onSelectedTileIdChanged: {
        if (stackSource >= 0 && selectedTileId >= 0 && selectedTileId !== stackSource) {
            const source = stackSource
            stackSource = -1
            freeTable.stackOn(source, selectedTileId)
        }
    }

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: bar.visible
        onActivated: bar.freeTable.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: bar.visible
        onActivated: bar.freeTable.redo()
    }
    Shortcut {
        sequence: "F"
        enabled: bar.visible && bar.hasTile
        onActivated: bar.freeTable.flip(bar.selectedTileId)
    }
    Shortcut {
        sequence: "T"
        enabled: bar.visible && bar.hasTile
        onActivated: bar.freeTable.turn(bar.selectedTileId)
    }
    Shortcut {
        sequence: "N"
        enabled: bar.visible
        onActivated: bar.freeTable.runNextStep()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        RowLayout {
            spacing: 6
            Layout.fillWidth: true
            Label {
                text: qsTr("Free table")
                font.bold: true
            }
            Label {
                objectName: "freeTileLabel"
                text: bar.stackSource >= 0 ? qsTr("Stack on: tap the tile to stack it on")
                      : bar.hasTile ? qsTr("Tile %1 (%2)").arg(bar.selectedKind).arg(bar.selectedTileId)
                      : qsTr("Tap a tile to pick it, or drag it anywhere")
                color: "#3c4a36"
            }
            Button {
                objectName: "freeFlip"
                text: qsTr("Flip")
                enabled: bar.hasTile
                onClicked: bar.freeTable.flip(bar.selectedTileId)
            }
            Button {
                objectName: "freeTurn"
                text: qsTr("Turn")
                enabled: bar.hasTile
                onClicked: bar.freeTable.turn(bar.selectedTileId)
            }
            Button {
                objectName: "freeStack"
                text: bar.stackSource >= 0 ? qsTr("Cancel stacking") : qsTr("Stack on…")
                enabled: bar.hasTile || bar.stackSource >= 0
                onClicked: bar.stackSource = bar.stackSource >= 0 ? -1 : bar.selectedTileId
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "freeUndo"
                text: qsTr("Undo")
                enabled: bar.freeTable.canUndo
                onClicked: bar.freeTable.undo()
            }
            Button {
                objectName: "freeRedo"
                text: qsTr("Redo")
                enabled: bar.freeTable.canRedo
                onClicked: bar.freeTable.redo()
            }
            Button {
                objectName: "freeSave"
                text: qsTr("Save record")
                onClicked: bar.freeTable.saveRecord()
            }
            Button {
                objectName: "freeLeave"
                text: qsTr("Leave free table")
                onClicked: bar.freeTable.stop()
            }
        }

        RowLayout {
            spacing: 6
            Layout.fillWidth: true
            ComboBox {
                id: seatBox
                objectName: "freeSeat"
                model: [qsTr("Seat 0"), qsTr("Seat 1"), qsTr("Seat 2"), qsTr("Seat 3")]
                implicitWidth: 100
            }
            Button {
                objectName: "freeGive"
                text: qsTr("To hand")
                enabled: bar.hasTile
                onClicked: bar.freeTable.giveToSeat(bar.selectedTileId, bar.seat)
            }
            Button {
                objectName: "freeDiscard"
                text: qsTr("To discards")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toDiscards(bar.selectedTileId, bar.seat)
            }
            Button {
                objectName: "freeNewSet"
                text: qsTr("New set")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toExposed(bar.selectedTileId, bar.seat, true)
            }
            Button {
                objectName: "freeAddToSet"
                text: qsTr("To last set")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toExposed(bar.selectedTileId, bar.seat, false)
            }
            Button {
                objectName: "freeFlower"
                text: qsTr("To flowers")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toFlowers(bar.selectedTileId, bar.seat)
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "freeNextStep"
                text: bar.freeTable.nextStep ? qsTr("Next: %1").arg(bar.freeTable.nextStep) : qsTr("Next ritual step")
                onClicked: bar.freeTable.runNextStep()
                Layout.minimumWidth: implicitWidth
                ToolTip.visible: hovered && bar.freeTable.nextStepBlocked.length > 0
                ToolTip.text: bar.freeTable.nextStepBlocked
            }
        }

        RowLayout {
            spacing: 6
            Layout.fillWidth: true
            Button {
                objectName: "freeTakeOne"
                text: qsTr("Take 1 from wall")
                enabled: bar.freeTable.canTakeFromWall
                onClicked: bar.freeTable.takeFromWall(bar.seat, 1)
            }
            Button {
                objectName: "freeTakeFour"
                text: qsTr("Take 4 stacks")
                enabled: bar.freeTable.canTakeFromWall
                onClicked: bar.freeTable.takeFromWall(bar.seat, 8)
            }
            Button {
                objectName: "freeRoll"
                text: qsTr("Roll dice")
                onClicked: bar.freeTable.rollDice(bar.seat)
            }
            Button {
                objectName: "freeCheck"
                text: qsTr("Check this hand")
                onClicked: bar.freeTable.checkHand(bar.seat, rulesetBox.currentText)
            }
            ComboBox {
                id: rulesetBox
                objectName: "freeRuleset"
                model: bar.freeTable.rulesets
                implicitWidth: 130
            }
            Item { Layout.fillWidth: true }
        }

        Label {
            objectName: "freeCheckSummary"
            visible: text.length > 0
            text: bar.freeTable.checkSummary
            font.bold: true
            color: bar.freeTable.checkWin ? "#1f6b2a" : "#5a4a2a"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        Label {
            objectName: "freeCheckLines"
            visible: text.length > 0
            text: bar.freeTable.checkLines.join("  ·  ")
            wrapMode: Text.Wrap
            color: "#3c4a36"
            Layout.fillWidth: true
        }

        Label {
            objectName: "freeMessage"
            visible: text.length > 0
            text: bar.freeTable.message
            color: bar.freeTable.messageIsRefusal ? "#b3261e" : "#1f6b2a"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
