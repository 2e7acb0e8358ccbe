// Your part of a game at the table (GameSession): what is happening or what you may do
// now, a button for each of your legal actions other than a discard (a discard is a tap on
// a tile of your hand), the countdown while a discard may be claimed (at zero the session
// passes for you), the payment just made (the balances are on the seat plates), and in teaching
// mode the hint line. The engine decides; this only offers its choices. Keys 1-9 press the
// buttons in order (Escape is the screen's menu). No key changes meaning under the player's
// finger: for a moment after the buttons change (a claim's time runs out and key 1 turns
// from Chow into Draw), the keys do nothing.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: bar

    required property QtObject session
    property bool teaching: true

    // The rules card is open (the session's countdown waits meanwhile).
    readonly property bool rulesOpen: rulesCard.visible
    function showRules() { rulesCard.open() }

    padding: 8
    background: Rectangle { color: "#efe6cf"; border.color: "#c9b98f" }
    focus: visible

    // How long the keys wait after the buttons change, and when they last changed.
    property int keyDelayMs: 700
    property double actionsChangedAt: 0
    Connections {
        target: bar.session.actions
        function onDataChanged() { bar.actionsChangedAt = Date.now() }
        function onRowsInserted() { bar.actionsChangedAt = Date.now() }
        function onRowsRemoved() { bar.actionsChangedAt = Date.now() }
    }

    Keys.onPressed: (event) => {
        const actions = bar.session.actions
        const n = event.key - Qt.Key_1
        // Only the bar's own keys wait (the rack's arrows and Enter, forwarded here first,
        // pass on).
        const barKey = n >= 0 && n < 9
        if (barKey && Date.now() - bar.actionsChangedAt < bar.keyDelayMs) {
            event.accepted = true // meant for the buttons that were there a moment ago
            return
        }
        if (n >= 0 && n < actions.count) {
            bar.session.act(actions.get(n).actionIndex)
            event.accepted = true
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        RowLayout {
            spacing: 8
            Layout.fillWidth: true
            // Room for the countdown whether it runs or not (a steady table above).
            Layout.minimumHeight: 46

            // The prompt and the buttons on one line while they fit; in a narrow window the
            // buttons go on to the next line instead of over the prompt.
            Flow {
                id: promptAndButtons
                spacing: 8
                Layout.fillWidth: true
                TileText {
                    objectName: "prompt"
                    words: bar.session.prompt
                    pictureLines: 1.6
                    font.bold: true
                    wrapMode: Text.WordWrap
                    width: Math.min(implicitWidth, promptAndButtons.width)
                    height: Math.max(implicitHeight, 36)
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
                    objectName: "actionButtons"
                    model: bar.session.actions
                    // Each button names its tiles in pictures ("2  Pung" and three 5p).
                    delegate: Button {
                        id: actionButton
                        required property string label
                        required property int actionIndex
                        required property int index
                        text: (index < 9 ? (index + 1) + "  " : "") + label
                        highlighted: label.indexOf("!") >= 0
                        onClicked: bar.session.act(actionIndex)
                        contentItem: TileText {
                            words: actionButton.text
                            pictureLines: 1.6
                            font: actionButton.font
                            color: actionButton.highlighted ? "#ffffff" : "#2b2618"
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                }
            }
            ColumnLayout {
                objectName: "countdown"
                visible: bar.session.claimSecondsLeft >= 0
                spacing: 2
                Label {
                    objectName: "countdownText"
                    text: bar.session.countdownPaused ? qsTr("%1 s to claim (paused)").arg(bar.session.claimSecondsLeft)
                                                      : qsTr("%1 s to claim").arg(bar.session.claimSecondsLeft)
                    color: bar.session.claimSecondsLeft <= 2 ? "#b3261e" : "#5b5136"
                    font.bold: true
                }
                ProgressBar {
                    from: 0
                    to: Math.max(1, bar.session.claimSeconds)
                    value: bar.session.claimSecondsLeft
                    Layout.preferredWidth: 90
                    // Drains smoothly; a new countdown starts full at once (not filling up first).
                    Behavior on value {
                        enabled: bar.session.claimSecondsLeft < bar.session.claimSeconds
                        NumberAnimation { duration: 900 }
                    }
                }
            }
            Button {
                objectName: "rulesButton"
                text: qsTr("Rules")
                onClicked: rulesCard.open()
            }
            Button {
                objectName: "nextGame"
                visible: bar.session.overShown
                text: qsTr("Next game")
                onClicked: bar.session.nextGame()
            }
        }
        Popup {
            id: rulesCard
            objectName: "rulesCard"
            parent: Overlay.overlay
            anchors.centerIn: parent
            width: Math.min(parent ? parent.width - 40 : 600, 640)
            modal: true
            Overlay.modal: Dim {}
            background: CardBackground {}
            padding: 14
            Label {
                width: rulesCard.availableWidth
                text: qsTr("The rules in play") + "\n\n" + bar.session.rulesCard
                wrapMode: Text.WordWrap
                font.pixelSize: 12
            }
        }
        // The payment and the hint keep their lines whether they have words or not, and the
        // hint keeps to two lines (all of it in its tooltip): the table above never jumps
        // as they change (issue 14, found when tried, 4).
        Label {
            objectName: "paymentNote"
            text: bar.session.paymentNote
            color: "#7a4a10"
            font.pixelSize: 12
            font.italic: true
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
        // The hint, and its tiles as pictures with how many are still unseen.
        RowLayout {
            visible: bar.teaching
            spacing: 8
            Layout.fillWidth: true
            // Two lines' room, always, each as tall as a tile picture in it.
            Layout.preferredHeight: Math.max(2 * Math.max(fontMetrics.lineSpacing, hint.pictureHeight), 34)
            FontMetrics { id: fontMetrics }
            // The hint's width on one line with its pictures, which are wider than the
            // notation they stand for (measured apart, unseen: the layout skips it).
            TileText {
                id: hintMeasure
                visible: false
                words: hint.words
                pictureLines: hint.pictureLines
            }
            // The tiles it names ("discard 9m", "waiting on 3p 6p") drawn as pictures.
            TileText {
                id: hint
                objectName: "hint"
                visible: bar.teaching
                words: bar.session.hint
                pictureLines: 1.6
                color: "#5b5136"
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                // As wide as its words on one line, no wider (the tiles follow them); the
                // width is measured apart from the label, so the layout settles at once.
                Layout.fillWidth: true
                Layout.minimumWidth: 120
                Layout.maximumWidth: Math.ceil(hintMeasure.implicitWidth) + 8
                Layout.fillHeight: true
                verticalAlignment: Text.AlignVCenter
                ToolTip.text: words
                ToolTip.visible: truncated && hintHover.containsMouse
                MouseArea { id: hintHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
            }
            Label {
                visible: bar.session.hintTilesTitle !== ""
                text: bar.session.hintTilesTitle
                color: "#5b5136"
            }
            Repeater {
                objectName: "hintTiles"
                model: bar.session.hintTiles
                delegate: TilePicture {
                    required property var modelData
                    kind: modelData.kind
                    width: 24
                    height: 32
                    // How many of it are still unseen.
                    Label {
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        anchors.margins: -4
                        text: parent.modelData.left
                        font.pixelSize: 10
                        font.bold: true
                        color: "#ffffff"
                        leftPadding: 3
                        rightPadding: 3
                        background: Rectangle { color: "#7a4a10"; radius: 6 }
                    }
                    hint: qsTr("%1: %2 left").arg(modelData.kind).arg(modelData.left)
                }
            }
            Item { Layout.fillWidth: true }
        }
    }
}
