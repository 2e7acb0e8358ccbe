// The solitaire page (issue 16): seed 001's patience on the 3D table filling the window,
// with a bar over it (back to the start screen, the deal's number, a new or numbered deal,
// restart, undo, redo, the hint, "still winnable?", moves and time, statistics), the line
// that says why a move was refused or what the hint is, and the win's card. Every decision
// is the session's (SolitaireSession); this shows it and passes on the player's intents.
// Keys: Ctrl+Z / Ctrl+Y undo and redo, H the hint, Ctrl+N a new deal, Ctrl+R restart,
// 1-8 the rows, Q W E the free cells, F the foundations (the first key picks, the second
// puts), Esc puts the picked tiles down (again: back to the start screen).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Item {
    id: page

    required property SolitaireSession session
    // The Graphics setting (Table3D.graphics).
    property string graphics: "auto"
    property color feltColour: "#1d6b3c"
    property color backColour: "#2f62a8"
    property bool indexNumerals: false

    signal leaveChosen()

    readonly property alias table: table3d
    readonly property alias dealDialog: dealDialog
    readonly property alias statsDialog: statsDialog

    function movesText(n) { return n === 1 ? qsTr("1 move") : qsTr("%1 moves").arg(n) }
    function clock(seconds) {
        const m = Math.floor(seconds / 60), s = seconds % 60
        return m + ":" + (s < 10 ? "0" : "") + s
    }

    // The table takes the keys whenever the page is shown, the first time too (the page is
    // made when it is first opened, already visible).
    function takeFocus() { table3d.forceActiveFocus() }
    onVisibleChanged: if (visible) takeFocus()

    SolitaireTable3D {
        id: table3d
        objectName: "solitaireTable"
        anchors.fill: parent
        session: page.session
        graphics: page.graphics
        feltColour: page.feltColour
        backColour: page.backColour
        indexNumerals: page.indexNumerals
        focus: true

        Keys.onPressed: (event) => {
            const ctrl = event.modifiers & Qt.ControlModifier
            const rows = [Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_4, Qt.Key_5, Qt.Key_6, Qt.Key_7, Qt.Key_8]
            const cells = [Qt.Key_Q, Qt.Key_W, Qt.Key_E]
            if (ctrl && event.key === Qt.Key_Z && (event.modifiers & Qt.ShiftModifier)) page.session.redo()
            else if (ctrl && event.key === Qt.Key_Z) page.session.undo()
            else if (ctrl && event.key === Qt.Key_Y) page.session.redo()
            else if (ctrl && event.key === Qt.Key_N) page.session.newDeal("")
            else if (ctrl && event.key === Qt.Key_R) page.session.restart()
            else if (ctrl) return
            else if (rows.indexOf(event.key) >= 0) page.session.choosePlace("row", rows.indexOf(event.key))
            else if (cells.indexOf(event.key) >= 0) page.session.choosePlace("cell", cells.indexOf(event.key))
            else if (event.key === Qt.Key_F) page.session.choosePlace("foundation", 0)
            else if (event.key === Qt.Key_H) page.session.hint()
            else if (event.key === Qt.Key_Escape) {
                if (page.session.selection.length > 0) page.session.clearSelection()
                else page.leaveChosen()
            } else return
            event.accepted = true
        }
    }

    // --- the bar ------------------------------------------------------------------------
    component BarButton: Button {
        focusPolicy: Qt.NoFocus // the keys stay with the table
        // As wide as its words (the style's minimum would push the bar past a 1024-pixel window).
        implicitWidth: Math.max(40, implicitContentWidth + leftPadding + rightPadding)
        font.pixelSize: 14
        padding: 6
        leftPadding: 8
        rightPadding: 8
    }
    Rectangle {
        id: bar
        objectName: "solitaireBar"
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
        height: barRow.implicitHeight + 12
        radius: 8
        color: "#d8101a14"

        RowLayout {
            id: barRow
            objectName: "solitaireBarRow"
            anchors { fill: parent; margins: 6 }
            spacing: 4
            BarButton {
                objectName: "solitaireLeave"
                text: qsTr("☰ Start screen")
                onClicked: page.leaveChosen()
            }
            Label {
                objectName: "solitaireDeal"
                text: qsTr("Deal %1").arg(page.session.deal)
                color: "#fff6d8"
                font.pixelSize: 16
                font.bold: true
                Layout.leftMargin: 6
            }
            BarButton {
                objectName: "solitaireNewDeal"
                text: qsTr("New deal")
                onClicked: page.session.newDeal("")
            }
            BarButton {
                objectName: "solitaireNumberedDeal"
                text: qsTr("Deal no. …")
                onClicked: dealDialog.open()
            }
            BarButton {
                objectName: "solitaireRestart"
                text: qsTr("Restart")
                enabled: page.session.canUndo
                onClicked: page.session.restart()
            }
            BarButton {
                objectName: "solitaireUndo"
                text: qsTr("Undo")
                enabled: page.session.canUndo
                onClicked: page.session.undo()
            }
            BarButton {
                objectName: "solitaireRedo"
                text: qsTr("Redo")
                enabled: page.session.canRedo
                onClicked: page.session.redo()
            }
            BarButton {
                objectName: "solitaireHint"
                text: qsTr("Hint")
                enabled: !page.session.won
                onClicked: page.session.hint()
            }
            Item { Layout.fillWidth: true }
            // Still winnable? Green while it is, red once it is not (with the move that lost it).
            Rectangle {
                objectName: "solitaireVerdict"
                readonly property string verdict: page.session.verdict
                radius: height / 2
                implicitWidth: verdictText.implicitWidth + 20
                implicitHeight: verdictText.implicitHeight + 8
                color: page.session.won ? "#c89a20" : verdict === "winnable" ? "#2f7d3a" : verdict === "unwinnable" ? "#a8281f" : "#555b60"
                Label {
                    id: verdictText
                    anchors.centerIn: parent
                    color: "white"
                    font.pixelSize: 13
                    text: page.session.won ? qsTr("Won")
                        : parent.verdict === "winnable" ? qsTr("✓ Still winnable")
                        : parent.verdict === "unwinnable" ? (page.session.noReturnMove > 0 ? qsTr("✗ Lost at move %1").arg(page.session.noReturnMove)
                                                            : page.session.noReturnMove === 0 ? qsTr("✗ Never winnable") : qsTr("✗ No longer winnable"))
                        : parent.verdict === "undecided" ? qsTr("? Undecided") : qsTr("… Checking")
                }
                ToolTip.visible: verdictMouse.containsMouse && page.session.noReturnText !== ""
                ToolTip.text: page.session.noReturnText
                MouseArea { id: verdictMouse; anchors.fill: parent; hoverEnabled: true }
            }
            Label {
                objectName: "solitaireMoves"
                text: page.movesText(page.session.moves) + "  ·  " + page.clock(page.session.seconds)
                color: "#fff6d8"
                font.pixelSize: 14
                Layout.leftMargin: 6
            }
            BarButton {
                objectName: "solitaireStatsButton"
                text: qsTr("Statistics")
                onClicked: statsDialog.open()
            }
        }
    }

    // --- what was refused, the hint, the move that lost the deal ---------------------------
    Rectangle {
        id: messageBox
        objectName: "solitaireMessage"
        readonly property bool lost: page.session.verdict === "unwinnable" && page.session.noReturnMove > 0 && !page.session.won
        // What was said last, and under it, once the deal is lost, the move that lost it.
        readonly property string said: page.session.message !== "" ? page.session.message : page.session.hintText
        readonly property string text: lost && said !== "" && said !== page.session.noReturnText
                                       && said.indexOf(page.session.noReturnText) < 0
                                       ? said + "\n" + page.session.noReturnText
                                       : lost && said === "" ? page.session.noReturnText : said
        visible: text !== "" && !winCard.visible
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 16 }
        width: Math.min(parent.width - 40, messageRow.implicitWidth + 28)
        height: messageRow.implicitHeight + 14
        radius: 8
        color: page.session.message !== "" ? "#e6501410" : page.session.hintText !== "" ? "#e60e2a40" : "#e6401818"
        border.color: page.session.message !== "" ? "#ff8a70" : page.session.hintText !== "" ? "#5ec8ff" : "#ff8a70"
        Row {
            id: messageRow
            anchors.centerIn: parent
            spacing: 12
            Label {
                id: messageText
                objectName: "solitaireMessageText"
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, page.width - 68 - (noReturnButton.visible ? noReturnButton.width + 12 : 0))
                text: messageBox.text
                color: "white"
                font.pixelSize: 15
                wrapMode: Text.WordWrap
            }
            // Once a move has lost the deal: back to the position before it.
            Button {
                id: noReturnButton
                objectName: "solitaireNoReturn"
                visible: messageBox.lost
                anchors.verticalCenter: parent.verticalCenter
                focusPolicy: Qt.NoFocus
                text: qsTr("Back to before it")
                onClicked: page.session.undoToNoReturn()
            }
        }
    }
    // Until the first move: what to do, in a line.
    Label {
        visible: page.session.moves === 0 && !page.session.canRedo && page.session.message === "" && page.session.hintText === ""
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 18 }
        width: Math.min(implicitWidth, parent.width - 40)
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        text: qsTr("Move every tile across the divider: the suits to their foundations from 1 to 9, the dragons gathered by fours in the free cells. Click a tile, then where it goes, or drag it; double-click sends it home.")
        color: "#e8f2e0"
        style: Text.Outline
        styleColor: "#a0000000"
        font.pixelSize: 14
    }

    // --- the win --------------------------------------------------------------------------
    Rectangle {
        id: winCard
        objectName: "solitaireWinCard"
        visible: page.session.won && !table3d.celebrating
        // Over the right half, which the win has emptied.
        anchors.verticalCenter: parent.verticalCenter
        x: Math.max(20, Math.min(parent.width - width - 20, parent.width * 0.75 - width / 2))
        width: Math.min(parent.width - 40, 420)
        height: winColumn.implicitHeight + 40
        radius: 14
        color: "#f3efe4"
        border.color: "#c89a20"
        border.width: 3
        ColumnLayout {
            id: winColumn
            anchors { fill: parent; margins: 20 }
            spacing: 8
            Label {
                text: qsTr("You won!")
                font.pixelSize: 34
                font.bold: true
                color: "#a8281f"
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                objectName: "solitaireWinLine"
                text: qsTr("Deal %1 in %2, %3").arg(page.session.deal).arg(page.clock(page.session.seconds)).arg(page.movesText(page.session.moves))
                      + (page.session.hintsUsed === 0 && page.session.undosUsed === 0 ? qsTr(", with no hint and no undo") : "")
                font.pixelSize: 16
                color: "#2b2618"
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
            }
            Label {
                readonly property var best: page.session.statistics.best
                visible: best.length > 0 && best[0].seconds === page.session.seconds && best[0].deal === page.session.deal
                text: qsTr("Your best time yet.")
                color: "#2f7d3a"
                font.pixelSize: 15
                font.bold: true
                Layout.alignment: Qt.AlignHCenter
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 10
                Button {
                    objectName: "solitaireWinNewDeal"
                    text: qsTr("New deal")
                    highlighted: true
                    onClicked: page.session.newDeal("")
                }
                Button {
                    text: qsTr("Statistics")
                    onClicked: statsDialog.open()
                }
                Button {
                    text: qsTr("Start screen")
                    onClicked: page.leaveChosen()
                }
            }
        }
    }

    // --- a numbered deal --------------------------------------------------------------------
    Dialog {
        id: dealDialog
        objectName: "solitaireDealDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: qsTr("Play a numbered deal")
        standardButtons: Dialog.Ok | Dialog.Cancel
        Overlay.modal: Dim {}
        onOpened: { dealField.text = ""; dealField.forceActiveFocus() }
        onAccepted: page.session.newDeal(dealField.text)
        onClosed: table3d.forceActiveFocus()
        ColumnLayout {
            spacing: 8
            Label {
                text: qsTr("Friends who play the same number get the same deal.")
                wrapMode: Text.WordWrap
                Layout.preferredWidth: 320
            }
            TextField {
                id: dealField
                objectName: "solitaireDealField"
                placeholderText: qsTr("Deal number, e.g. 1234")
                inputMethodHints: Qt.ImhDigitsOnly
                Layout.fillWidth: true
                onAccepted: dealDialog.accept()
            }
        }
    }

    // --- statistics and the house option -------------------------------------------------------
    Dialog {
        id: statsDialog
        objectName: "solitaireStatsDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: qsTr("Solitaire: statistics")
        standardButtons: Dialog.Close
        Overlay.modal: Dim {}
        onClosed: table3d.forceActiveFocus()
        readonly property var stats: page.session.statistics
        ColumnLayout {
            spacing: 6
            Label {
                objectName: "solitaireStatsText"
                text: qsTr("Deals played: %1\nWon: %2 (%3%)\nWon with no hint and no undo: %4")
                      .arg(statsDialog.stats.played).arg(statsDialog.stats.won)
                      .arg(statsDialog.stats.played > 0 ? Math.round(100 * statsDialog.stats.won / statsDialog.stats.played) : 0)
                      .arg(statsDialog.stats.wonClean)
                font.pixelSize: 15
            }
            Label {
                text: qsTr("Best times")
                font.bold: true
                font.pixelSize: 15
                Layout.topMargin: 6
            }
            Label {
                visible: statsDialog.stats.best.length === 0
                text: qsTr("None yet: win a deal.")
                color: "#6d665a"
            }
            Repeater {
                model: statsDialog.stats.best
                delegate: Label {
                    required property var modelData
                    required property int index
                    text: (index + 1) + ".  " + page.clock(modelData.seconds) + "   " + qsTr("deal %1, %2").arg(modelData.deal).arg(page.movesText(modelData.moves))
                    font.pixelSize: 14
                }
            }
            Label {
                visible: statsDialog.stats.problem !== ""
                text: statsDialog.stats.problem
                color: "#a8281f"
                wrapMode: Text.WordWrap
                Layout.preferredWidth: 380
            }
            CheckBox {
                objectName: "solitaireAutomaticMoves"
                text: qsTr("Make safe moves to the foundations for me (from the next deal)")
                checked: page.session.automaticMoves
                onToggled: page.session.automaticMoves = checked
                Layout.topMargin: 8
            }
        }
    }
}
