// The end of a game, over the table: how it ended (the winner, how and in which form, or no
// winner), the winning hand as its decomposition in tile notation, every payout line and the
// multipliers, what each seat gained in this game, and the match ledger (a row per game, the
// totals last). "Next game" deals the next game with the máno the rules give; "Look at the
// table" hides this card until the next game.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: card

    required property GameSession session
    property bool dismissed: false
    readonly property var summary: session.endSummary
    // The last games and the totals (a long match would not fit over the table).
    readonly property int maxRows: 8
    // Read once: each read of session.ledger builds the whole ledger in C++ again.
    readonly property var ledger: session.ledger
    readonly property var rows: ledger.length > maxRows ? ledger.slice(ledger.length - maxRows) : ledger

    visible: session.over && !dismissed && session.model && session.model.step === session.model.stepCount
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
        Label {
            objectName: "endReading"
            visible: text.length > 0
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

        Label {
            text: card.ledger.length > card.maxRows
                  ? qsTr("Match ledger (payouts; the last %1 games)").arg(card.maxRows - 1)
                  : qsTr("Match ledger (payouts)")
            font.bold: true
            Layout.topMargin: 6
        }
        GridLayout {
            objectName: "ledgerGrid"
            columns: 6
            columnSpacing: 14
            rowSpacing: 2
            Layout.fillWidth: true

            Label { text: ""; font.bold: true }
            Repeater {
                model: 4
                Label {
                    required property int index
                    readonly property bool you: index === card.session.humanSeat
                                                && card.session.players.filter(p => p === "human").length === 1
                    text: you ? qsTr("Seat %1 (you)").arg(index) : qsTr("Seat %1").arg(index)
                    font.bold: true
                }
            }
            Label { text: ""; Layout.fillWidth: true }

            Repeater {
                model: card.rows
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData.game
                    font.bold: index === card.rows.length - 1
                    Layout.row: index + 1
                    Layout.column: 0
                }
            }
            Repeater {
                model: card.rows.length * 4
                delegate: Label {
                    required property int index
                    readonly property int row: Math.floor(index / 4)
                    text: card.rows[row] ? card.rows[row].seats[index % 4] : ""
                    font.bold: row === card.rows.length - 1
                    horizontalAlignment: Text.AlignRight
                    Layout.row: row + 1
                    Layout.column: 1 + index % 4
                }
            }
            Repeater {
                model: card.rows
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: modelData.reason
                    color: "#6d665a"
                    font.pixelSize: 11
                    elide: Text.ElideRight
                    Layout.row: index + 1
                    Layout.column: 5
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
