// The free table's controls (FreeTable): the set and layout on the table (a new table,
// wash, build the layout, deal to 1-4 seats), what to do with the tile picked on the table (flip,
// turn, stack on another, give to a seat's hand, exposed sets, discards or flowers), what to
// do with the table (run the next ritual step, take tiles from the wall to deal by hand, roll
// the dice, undo, redo, save, open a saved one, leave) and "Check hand…" (FreeCheckDialog),
// as advice. Drag a tile on the 3D table to put it anywhere. Every button is an intent;
// FreeTable records it or says why not.
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
    // The seat that the seat buttons act for.
    property alias seat: seatBox.currentIndex
    // "Stack on...": the tile waiting for the tile to stack it on, -1 when not choosing.
    property int stackSource: -1

    padding: 8
    background: Rectangle { color: "#e4ecdf"; border.color: "#a9bca0" }

    readonly property bool hasTile: selectedTileId >= 0
    // How the picked tile is named, following the table (a flip shows or hides its face).
    readonly property string pickedText: {
        freeTable.revision
        return hasTile ? freeTable.tileText(selectedTileId) : ""
    }

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

    // Three groups that wrap where the window is narrow, so no control is ever cut off: what
    // the chosen seat does (dealing by hand, check), what to do with the picked tile, and the
    // session (undo, save, open, leave). Short labels; the tooltips say more.
    component BarButton: Button {
        property string tip: ""
        ToolTip.visible: hovered && tip.length > 0
        ToolTip.text: tip
        ToolTip.delay: 400
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        // The set and its layout (any set of the rule book; the layout that goes with it is
        // chosen with it), then washing, setting the layout out and dealing to 1-4 seats.
        Flow {
            objectName: "freeSetRow"
            spacing: 6
            Layout.fillWidth: true
            ComboBox {
                id: setBox
                objectName: "freeSetChoice"
                // Shown by title ("Chinese tiles: 144"); chosen by the registry's name.
                readonly property string name: bar.freeTable.tileSets[currentIndex] || ""
                model: bar.freeTable.tileSetTitles
                implicitWidth: 170
                currentIndex: Math.max(0, bar.freeTable.tileSets.indexOf(bar.freeTable.setName))
                onActivated: layoutBox.currentIndex = bar.freeTable.layouts.indexOf(bar.freeTable.defaultLayout(name))
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The set of tiles or cards; New table puts it on the table")
                ToolTip.delay: 400
            }
            ComboBox {
                id: layoutBox
                objectName: "freeLayoutChoice"
                readonly property string name: bar.freeTable.layouts[currentIndex] || ""
                model: bar.freeTable.layoutTitles
                implicitWidth: 190
                currentIndex: Math.max(0, bar.freeTable.layouts.indexOf(bar.freeTable.layoutName))
                ToolTip.visible: hovered
                ToolTip.text: qsTr("How the tiles are set out: a square wall, an L, the C of stock piles, the solitaire grid, or none (a pool)")
                ToolTip.delay: 400
            }
            BarButton {
                objectName: "freeNewTable"
                text: qsTr("New table")
                tip: qsTr("A fresh free table with this set and layout, every tile in the middle")
                onClicked: bar.freeTable.startWith(setBox.name, layoutBox.name)
            }
            BarButton {
                objectName: "freeWash"
                text: qsTr("Wash")
                tip: qsTr("Gather every tile into the middle, face down, and shuffle them")
                onClicked: bar.freeTable.wash()
            }
            BarButton {
                objectName: "freeBuildLayout"
                text: qsTr("Build")
                tip: qsTr("Set the whole layout out from the heap (%1 tiles)").arg(bar.freeTable.layoutCapacity)
                enabled: bar.freeTable.layoutCapacity > 0
                onClicked: bar.freeTable.buildLayout()
            }
            // Read as one phrase, kept on one line: Deal [13] tiles to [4] seats.
            Row {
                objectName: "freeDealRow"
                spacing: 6
                BarButton {
                    objectName: "freeDeal"
                    text: qsTr("Deal")
                    tip: qsTr("Deal that many tiles to each of the seats: from the broken wall, a square's or L's wall, the heap, or else the stock piles")
                    onClicked: bar.freeTable.deal(dealSeats.value, dealCount.value)
                }
                SpinBox {
                    id: dealCount
                    objectName: "freeDealCount"
                    from: 1
                    to: Math.max(1, bar.freeTable.setSize)
                    value: 13
                    editable: true
                    implicitWidth: 84
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Tiles to each seat")
                    ToolTip.delay: 400
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("tiles to")
                }
                SpinBox {
                    id: dealSeats
                    objectName: "freeDealSeats"
                    from: 1
                    to: bar.freeTable.maxSeats
                    value: bar.freeTable.maxSeats
                    implicitWidth: 76
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("How many seats, from seat 0")
                    ToolTip.delay: 400
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: dealSeats.value === 1 ? qsTr("seat") : qsTr("seats")
                }
            }
        }

        Flow {
            objectName: "freeSeatRow"
            spacing: 6
            Layout.fillWidth: true
            ComboBox {
                id: seatBox
                objectName: "freeSeat"
                model: bar.freeTable.seatNames
                implicitWidth: 132
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The seat that the buttons act for: building, dice, dealing, To hand, sets, Check")
                ToolTip.delay: 400
            }
            BarButton {
                objectName: "freeBuild"
                text: qsTr("Build wall")
                tip: bar.freeTable.wallStacks > 0
                     ? qsTr("The seat builds its wall, %1 stacks %2 high, from the heap in the middle")
                           .arg(bar.freeTable.wallStacks).arg(bar.freeTable.wallHeight)
                     : qsTr("The layout (%1) is no wall a seat builds; Build sets it all out").arg(bar.freeTable.layoutTitle)
                onClicked: bar.freeTable.buildWall(bar.seat)
            }
            BarButton {
                objectName: "freeRoll"
                text: qsTr("Roll dice")
                tip: qsTr("The seat rolls; the dice land in front of it")
                onClicked: bar.freeTable.rollDice(bar.seat)
            }
            BarButton {
                objectName: "freeMano"
                text: qsTr("Máno")
                tip: qsTr("The seat is the máno (the dealer), who breaks the wall and deals")
                onClicked: bar.freeTable.makeMano(bar.seat)
            }
            BarButton {
                objectName: "freeTakeFour"
                // Four stacks at a time, as a deal takes them from a wall of any height.
                readonly property int tiles: 4 * Math.max(1, bar.freeTable.wallHeight)
                text: qsTr("Take 4 stacks")
                tip: qsTr("The next %1 tiles of the broken wall's draw end into the seat's hand, as a deal takes them").arg(tiles)
                enabled: bar.freeTable.canTakeFromWall
                onClicked: bar.freeTable.takeFromWall(bar.seat, tiles)
            }
            BarButton {
                objectName: "freeTakeOne"
                text: qsTr("Take 1")
                tip: qsTr("The next tile of the draw end into the seat's hand")
                enabled: bar.freeTable.canTakeFromWall
                onClicked: bar.freeTable.takeFromWall(bar.seat, 1)
            }
            BarButton {
                objectName: "freeLayFlowers"
                text: qsTr("Lay flowers")
                tip: qsTr("The seat lays every flower of its hand face up among its flowers")
                onClicked: bar.freeTable.layFlowers(bar.seat)
            }
            BarButton {
                objectName: "freeReplacement"
                text: qsTr("Replacement")
                tip: qsTr("The next tile of the flower end into the seat's hand, for a flower laid out")
                enabled: bar.freeTable.canTakeReplacement
                onClicked: bar.freeTable.takeReplacement(bar.seat)
            }
            BarButton {
                objectName: "freeCheck"
                text: qsTr("Check hand…")
                tip: qsTr("Is the seat's hand a win, and what would it pay? Advice only")
                onClicked: {
                    checkDialog.seat = bar.seat
                    checkDialog.open()
                }
            }
        }

        Flow {
            objectName: "freeTileRow"
            spacing: 6
            Layout.fillWidth: true
            Label {
                objectName: "freeTileLabel"
                width: 160
                height: seatBox.height
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                text: bar.stackSource >= 0 ? qsTr("Now tap where to")
                      : bar.hasTile ? bar.pickedText
                      : qsTr("Pick or drag a tile")
                font.bold: true
                color: "#3c4a36"
            }
            BarButton {
                objectName: "freeFlip"
                text: qsTr("Flip")
                tip: qsTr("Face up or face down, where it lies (F)")
                enabled: bar.hasTile
                onClicked: bar.freeTable.flip(bar.selectedTileId)
            }
            BarButton {
                objectName: "freeTurn"
                text: qsTr("Turn")
                tip: qsTr("A quarter turn clockwise, on the felt (T)")
                enabled: bar.hasTile
                onClicked: bar.freeTable.turn(bar.selectedTileId)
            }
            BarButton {
                objectName: "freeStack"
                text: bar.stackSource >= 0 ? qsTr("Cancel") : qsTr("Stack on…")
                tip: bar.stackSource >= 0 ? qsTr("Give up stacking") : qsTr("Then tap the tile or wall stack to put it on")
                enabled: bar.hasTile || bar.stackSource >= 0
                onClicked: bar.stackSource = bar.stackSource >= 0 ? -1 : bar.selectedTileId
            }
            BarButton {
                objectName: "freeBreak"
                text: qsTr("Break here")
                tip: qsTr("Break the wall at this tile's stack: it is lifted onto the stack before it (counted from the "
                          + "máno's end), where the dice go; the deal starts after it")
                enabled: bar.hasTile && !bar.freeTable.wallBroken
                onClicked: bar.freeTable.breakAt(bar.selectedTileId)
            }
            BarButton {
                objectName: "freeGive"
                text: qsTr("To hand")
                tip: qsTr("Face down, at the end of the seat's hand")
                enabled: bar.hasTile
                onClicked: bar.freeTable.giveToSeat(bar.selectedTileId, bar.seat)
            }
            BarButton {
                objectName: "freeDiscard"
                text: qsTr("Discard")
                tip: qsTr("Face up, onto the seat's discards")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toDiscards(bar.selectedTileId, bar.seat)
            }
            BarButton {
                objectName: "freeFlower"
                text: qsTr("Flower")
                tip: qsTr("Face up, among the seat's flowers")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toFlowers(bar.selectedTileId, bar.seat)
            }
            BarButton {
                objectName: "freeNewSet"
                text: qsTr("New set")
                tip: qsTr("Face up, starting a new exposed set of the seat")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toExposed(bar.selectedTileId, bar.seat, true)
            }
            BarButton {
                objectName: "freeAddToSet"
                text: qsTr("To set")
                tip: qsTr("Face up, into the seat's exposed set laid last")
                enabled: bar.hasTile
                onClicked: bar.freeTable.toExposed(bar.selectedTileId, bar.seat, false)
            }
        }

        Flow {
            objectName: "freeSessionRow"
            spacing: 6
            Layout.fillWidth: true
            BarButton {
                objectName: "freeNextStep"
                text: bar.freeTable.nextStep ? qsTr("Next: %1").arg(bar.freeTable.nextStep) : qsTr("Next step")
                tip: bar.freeTable.nextStepBlocked.length > 0 ? bar.freeTable.nextStepBlocked
                     : qsTr("Let the app do the next step of the setup ritual (N)")
                onClicked: bar.freeTable.runNextStep()
            }
            BarButton {
                objectName: "freeUndo"
                text: qsTr("Undo")
                tip: qsTr("Take back the last act (Ctrl+Z)")
                enabled: bar.freeTable.canUndo
                onClicked: bar.freeTable.undo()
            }
            BarButton {
                objectName: "freeRedo"
                text: qsTr("Redo")
                tip: qsTr("Do the undone act again (Ctrl+Shift+Z)")
                enabled: bar.freeTable.canRedo
                onClicked: bar.freeTable.redo()
            }
            BarButton {
                objectName: "freeSave"
                text: qsTr("Save")
                tip: qsTr("Keep this table and its undo history in the free-tables folder")
                onClicked: bar.freeTable.saveRecord()
            }
            BarButton {
                objectName: "freeOpen"
                text: qsTr("Open…")
                tip: qsTr("Open a saved free table, newest first")
                onClicked: openDialog.open()
            }
            BarButton {
                id: leaveButton
                objectName: "freeLeave"
                text: qsTr("Leave")
                tip: qsTr("Leave the free table: back to the setup ritual of the seed")
                onClicked: bar.freeTable.stop()
            }
            Label {
                objectName: "freeMessage"
                visible: text.length > 0
                text: bar.freeTable.message
                color: bar.freeTable.messageIsRefusal ? "#b3261e" : "#1f6b2a"
                topPadding: 6
                // The rest of the row, wrapped; on a narrow bar, a line of its own.
                width: Math.max(300, parent.width - leaveButton.x - leaveButton.width - 6)
                wrapMode: Text.Wrap
            }
        }
    }

    FreeCheckDialog {
        id: checkDialog
        objectName: "freeCheckDialog"
        freeTable: bar.freeTable
        parent: Overlay.overlay
        anchors.centerIn: parent
    }

    FreeOpenDialog {
        id: openDialog
        objectName: "freeOpenDialog"
        freeTable: bar.freeTable
        parent: Overlay.overlay
        anchors.centerIn: parent
    }
}
