// "Check this hand" on the free table (FreeTable.checkHand), as advice: the user says whose
// hand, under which ruleset, how its last tile came (búnot, from the wall, or off another
// seat's discard) and which tile of the hand it was; under a ruleset with jokers the joker
// is the indicator revealed on the table, or a kind the user chooses when none is. The
// verdict, the reading and every payout line show under the choices; any change checks
// again. Nothing on the table changes.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Dialog {
    id: dialog

    required property FreeTable freeTable
    property alias seat: seatBox.currentIndex

    title: qsTr("Check this hand")
    modal: true
    Overlay.modal: Dim {}
    background: CardBackground {}
    standardButtons: Dialog.Close
    width: Math.min(640, parent ? parent.width - 40 : 640)
    height: Math.min(implicitHeight, parent ? parent.height - 40 : implicitHeight)

    // The chosen ruleset's name in code; the box shows it in words.
    readonly property string ruleset: freeTable.rulesets[rulesetBox.currentIndex] ?? ""
    readonly property bool jokers: freeTable.rulesetHasJokers(ruleset)
    // The seat's concealed tiles, in the order received, following the table.
    readonly property var handTiles: { freeTable.revision; return freeTable.handTiles(seatBox.currentIndex) }

    // The tile chosen as the last one (-1: the last one the hand received); kept by its id,
    // so the choice holds while the table changes and lapses when the tile leaves the hand.
    property int lastTileId: -1
    readonly property int lastIndex: handTiles.findIndex(t => t.tileId === lastTileId)

    function check() {
        if (!visible)
            return
        const last = lastIndex >= 0 ? lastTileId : -1
        const joker = jokerBox.currentIndex > 0 ? jokerBox.model[jokerBox.currentIndex - 1].kind : -1
        freeTable.checkHand(seatBox.currentIndex, dialog.ruleset,
                            discardButton.checked ? "discard" : "wall", last, joker,
                            discardButton.checked ? discarderBox.currentIndex : -1)
    }

    onOpened: check()
    onHandTilesChanged: check()

    contentItem: ScrollArea {
        id: scroller
        clip: true

        ColumnLayout {
            width: scroller.availableWidth - scroller.barRoom
            spacing: 8

            GridLayout {
                columns: 2
                columnSpacing: 12
                rowSpacing: 6
                Layout.fillWidth: true

                Label { text: qsTr("Hand of") }
                ComboBox {
                    id: seatBox
                    objectName: "checkSeat"
                    model: dialog.freeTable.seatNames
                    Layout.fillWidth: true
                    onActivated: {
                        dialog.lastTileId = -1
                        dialog.check()
                    }
                }
                Label { text: qsTr("Ruleset") }
                ComboBox {
                    id: rulesetBox
                    objectName: "checkRuleset"
                    model: dialog.freeTable.rulesetTitles
                    Layout.fillWidth: true
                    onActivated: dialog.check()
                }
                Label { text: qsTr("Last tile came") }
                RowLayout {
                    Layout.fillWidth: true
                    RadioButton {
                        id: wallButton
                        objectName: "checkBunot"
                        text: qsTr("from the wall (búnot)")
                        checked: true
                        onToggled: dialog.check()
                    }
                    RadioButton {
                        id: discardButton
                        objectName: "checkDiscard"
                        text: qsTr("off a discard by")
                        onToggled: dialog.check()
                    }
                    ComboBox {
                        id: discarderBox
                        objectName: "checkDiscarder"
                        enabled: discardButton.checked
                        model: Array.from({ length: dialog.freeTable.maxSeats }, (_, s) => qsTr("Seat %1").arg(s))
                        // The seat before the winner in turn order, as a discard usually comes.
                        currentIndex: (seatBox.currentIndex + dialog.freeTable.maxSeats - 1) % dialog.freeTable.maxSeats
                        onActivated: dialog.check()
                    }
                }
                Label { text: qsTr("Last tile") }
                ComboBox {
                    id: lastBox
                    objectName: "checkLastTile"
                    model: [qsTr("the last one the hand received")].concat(dialog.handTiles.map(t => t.text))
                    currentIndex: dialog.lastIndex + 1
                    Layout.fillWidth: true
                    onActivated: index => {
                        dialog.lastTileId = index > 0 ? dialog.handTiles[index - 1].tileId : -1
                        dialog.check()
                    }
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Which tile of the hand completed it: it decides the wait and some payouts.")
                }
                Label { text: qsTr("Joker") }
                Loader {
                    Layout.fillWidth: true
                    sourceComponent: !dialog.jokers ? noJoker
                                     : dialog.freeTable.jokerIndicator.length > 0 ? revealed : chooseJoker
                }
            }

            Label {
                objectName: "checkSummary"
                text: dialog.freeTable.checkSummary
                font.bold: true
                color: dialog.freeTable.checkWin ? "#1f6b2a" : "#5a4a2a"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "checkLines"
                visible: text.length > 0
                text: dialog.freeTable.checkLines.join("\n")
                wrapMode: Text.Wrap
                color: "#3c4a36"
                Layout.fillWidth: true
            }
            Label {
                visible: dialog.freeTable.messageIsRefusal && dialog.freeTable.message.length > 0
                text: dialog.freeTable.message
                color: "#b3261e"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }

    Component {
        id: noJoker
        Label {
            text: qsTr("none: %1 plays without jokers").arg(rulesetBox.currentText)
            color: "#3c4a36"
        }
    }
    Component {
        id: revealed
        Label {
            text: qsTr("every other %1: the indicator revealed on the table (%2)")
                  .arg(dialog.freeTable.jokerIndicator.split(",")[0]).arg(dialog.freeTable.jokerIndicator)
            color: "#3c4a36"
            wrapMode: Text.Wrap
        }
    }
    // Kept outside the Loader's component, so the choice survives switching rulesets.
    property var jokerKinds: freeTable.jokerKinds(ruleset)
    onJokerKindsChanged: jokerBox.currentIndex = 0
    Component {
        id: chooseJoker
        RowLayout {
            Label { text: qsTr("none revealed; the joker is") }
            ComboBox {
                objectName: "checkJokerKind"
                model: [qsTr("none")].concat(dialog.jokerKinds.map(k => k.text))
                currentIndex: jokerBox.currentIndex
                onActivated: index => { jokerBox.currentIndex = index; dialog.check() }
            }
        }
    }
    // The chosen joker kind (0: none), held here for check().
    QtObject {
        id: jokerBox
        property int currentIndex: 0
        readonly property var model: dialog.jokerKinds
    }
}
