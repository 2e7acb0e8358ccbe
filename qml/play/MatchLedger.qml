// The end of a game, over the table: how it ended (the winner, how and in which form, or no
// winner), the winning hand in tile pictures, the winning tile framed, and as its
// decomposition in tile notation (laid face up on the table too: TableScreen), every payout
// line and the multipliers, what each seat gained in this game, and the match ledger (a row per game, the
// totals last). "Next game" deals the next game with the máno the rules give; "Look at the
// table" hides this card until the next game.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: card

    required property QtObject session
    property bool dismissed: false
    readonly property var summary: session.endSummary
    // The last games and the totals (a long match would not fit over the table): the rows
    // before `firstRow` stay hidden (a layout leaves out what is not visible).
    readonly property int maxRows: 8
    readonly property LedgerModel ledger: session.ledger
    readonly property int firstRow: Math.max(0, ledger.count - maxRows)
    readonly property int seats: session.seatCount

    visible: session.overShown && !dismissed
    padding: 16
    background: Rectangle { color: "#f7f1e1"; border.color: "#8c7a4e"; radius: 8; opacity: 0.97 }
    Connections {
        target: card.session
        function onChanged() { if (!card.session.over) card.dismissed = false }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        Label {
            objectName: "endTitle"
            text: card.summary.title || ""
            font.pixelSize: 22
            font.bold: true
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        // The winning hand in pictures: the sets laid out, then the hand, each group apart.
        Flow {
            id: endHand
            objectName: "endHand"
            visible: (card.summary.groups || []).length > 0
            spacing: 10
            Layout.fillWidth: true
            HoverHandler { id: endHandHover }
            ToolTip.text: card.summary.reading || ""
            ToolTip.visible: endHandHover.hovered && ToolTip.text !== ""
            Repeater {
                model: card.summary.groups || []
                delegate: Row {
                    id: group
                    required property var modelData
                    required property int index
                    spacing: 2
                    Repeater {
                        model: group.modelData
                        delegate: TilePicture {
                            required property string modelData
                            required property int index
                            // The tile that completed the hand, framed as a claimable discard is.
                            readonly property bool winning: {
                                const at = card.summary.winningAt
                                return !!at && at[0] === group.index && at[1] === index
                            }
                            objectName: winning ? "endWinningTile" : ""
                            kind: modelData
                            border.width: winning ? 3 : 1
                            border.color: winning ? "#f0a020" : "#8f8468"
                        }
                    }
                }
            }
        }
        Label {
            objectName: "endWinningWords"
            visible: endHand.visible && !!card.summary.winningAt
            text: qsTr("Framed in gold: the winning tile.")
            font.italic: true
            color: "#5b5340"
        }
        // The hand in notation only when there are no pictures of it (a record from before
        // they were kept); over the pictures it is their tooltip (notation where a player
        // asks for it, issue 14, found when tried, 9).
        Label {
            objectName: "endReading"
            visible: text.length > 0 && !endHand.visible
            text: card.summary.reading ? qsTr("Hand: %1").arg(card.summary.reading) : ""
            font.family: "monospace"
            font.pixelSize: 16
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "endLines"
            visible: text.length > 0
            text: card.summary.lines ? card.summary.lines.join("\n")
                                       + (card.summary.multipliers ? "\n" + card.summary.multipliers : "") : ""
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        // A game over the network: whether the revealed deal checked out (docs/network.md).
        Label {
            objectName: "endFairness"
            visible: text.length > 0
            text: card.summary.fairness || ""
            color: text.indexOf("verified") >= 0 && text.indexOf("not") < 0 ? "#2e6b2e" : "#b3261e"
            font.bold: true
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        Label {
            text: card.ledger.count > card.maxRows
                  ? qsTr("Match ledger (payouts; the last %1 games)").arg(card.maxRows - 1)
                  : qsTr("Match ledger (payouts)")
            font.bold: true
            Layout.topMargin: 6
        }
        GridLayout {
            objectName: "ledgerGrid"
            columns: card.seats + 2
            columnSpacing: 14
            rowSpacing: 2
            Layout.fillWidth: true

            Label { text: ""; font.bold: true }
            Repeater {
                model: card.seats
                Label {
                    required property int index
                    readonly property bool you: index === card.session.humanSeat && !card.session.hotSeat
                    text: you ? qsTr("Seat %1 (you)").arg(index) : qsTr("Seat %1").arg(index)
                    font.bold: true
                }
            }
            Label { text: ""; Layout.fillWidth: true }

            Repeater {
                model: card.ledger
                delegate: Label {
                    required property string game
                    required property bool total
                    required property int index
                    visible: index >= card.firstRow
                    text: game
                    font.bold: total
                    Layout.row: index - card.firstRow + 1
                    Layout.column: 0
                }
            }
            // Each row's amounts, one a seat: a Repeater per row puts its labels straight
            // into the grid (a Repeater itself takes no cell).
            Repeater {
                model: card.ledger
                delegate: Repeater {
                    id: amounts
                    required property var seats
                    required property bool total
                    required property int index
                    model: seats
                    delegate: Label {
                        required property string modelData
                        required property int index
                        visible: amounts.index >= card.firstRow
                        text: modelData
                        font.bold: amounts.total
                        horizontalAlignment: Text.AlignRight
                        Layout.row: amounts.index - card.firstRow + 1
                        Layout.column: 1 + index
                    }
                }
            }
            Repeater {
                model: card.ledger
                delegate: Label {
                    required property string reason
                    required property int index
                    visible: index >= card.firstRow
                    text: reason
                    color: "#6d665a"
                    font.pixelSize: 11
                    elide: Text.ElideRight
                    Layout.row: index - card.firstRow + 1
                    Layout.column: card.seats + 1
                    Layout.fillWidth: true
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignRight
            Layout.topMargin: 6
            Button {
                objectName: "lookAtTable"
                text: qsTr("Look at the table")
                onClicked: card.dismissed = true
            }
            Button {
                objectName: "endNextGame"
                text: qsTr("Next game")
                highlighted: true
                onClicked: card.session.nextGame()
            }
        }
    }
}
