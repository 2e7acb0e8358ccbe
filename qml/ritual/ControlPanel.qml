// The side panel: seed and variant, the ritual's controls (PlayerControls: play, pause,
// step, back, replay, skip, reset, speed, teaching), the view's options and a summary of
// the table for the HUD. Every button is an intent sent to the model or its player; every
// value shown is read from them. The narration is under the table (NarrationPanel).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: panel

    required property TableModel model
    required property RitualPlayer player
    // The game you play at the table; null where the panel only shows the ritual.
    property GameSession session: null
    readonly property bool playing: session !== null && session.active
    // The user's appearance and sound choices (AppSettings: kept between launches when the
    // screen makes them persistent); the rows below read and write them.
    property AppSettings settings: AppSettings {}
    // The sound player the volume row drives; null: no sound row.
    property SoundPlayer sound: null
    // The free table; null where the panel only shows the ritual.
    property FreeTable freeTable: null
    property alias revealHands: revealBox.checked
    // A window of the panel's is open over the table (the new-game dialogue).
    readonly property bool dialogOpen: newGameDialog.visible
    property alias indexNumerals: numeralsBox.checked
    readonly property bool flatView: viewBox.currentIndex === 1
    readonly property color feltColour: settings.feltColour
    readonly property color backColour: settings.backColour

    // The "Records…" and "Settings…" buttons: the screen opens the viewer and the dialog.
    signal recordsRequested()
    signal settingsRequested()

    // Hands the typed seed to the model; false (and the model's error shown) if refused.
    function commitSeed() {
        return seedField.text === model.seed || model.setSeed(seedField.text)
    }

    padding: 16
    background: Rectangle { color: "#f3efe4" }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Label {
            text: qsTr("Mahjongero")
            font.pixelSize: 22
            font.bold: true
        }
        Label {
            text: panel.model.caption
            color: "#6d665a"
            // A long caption wraps instead of widening the panel past the window.
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            Layout.preferredWidth: 0
        }

        GridLayout {
            columns: 2
            columnSpacing: 8
            Layout.fillWidth: true

            Label { text: qsTr("Seed") }
            TextField {
                id: seedField
                objectName: "seedField"
                Layout.fillWidth: true
                text: panel.model.seed
                inputMethodHints: Qt.ImhDigitsOnly
                enabled: !panel.playing
                selectByMouse: true
                onAccepted: panel.commitSeed()
                onEditingFinished: panel.commitSeed()
            }

            Label { text: qsTr("Variant") }
            ComboBox {
                id: variantBox
                objectName: "variantBox"
                Layout.fillWidth: true
                model: panel.model.variants
                currentIndex: panel.model.variants.indexOf(panel.model.variant)
                onActivated: panel.model.setVariant(currentText)
                enabled: !panel.playing
            }
        }

        RowLayout {
            visible: panel.session !== null
            Layout.fillWidth: true
            // Opens the new-game dialogue: ruleset, rules card, seats and players, teaching,
            // the ritual's speed.
            Button {
                objectName: "newGame"
                text: panel.playing ? qsTr("New game…") : qsTr("Play a game")
                highlighted: !panel.playing
                Layout.fillWidth: true
                onClicked: {
                    if (panel.freeTable && panel.freeTable.active)
                        panel.freeTable.stop()
                    newGameDialog.open()
                }
            }
            Button {
                objectName: "endGame"
                visible: panel.playing
                text: qsTr("End game")
                onClicked: panel.session.stop()
            }
        }

        NewGameDialog {
            id: newGameDialog
            objectName: "newGameDialog"
            session: panel.session
            player: panel.player
            beforeStart: panel.commitSeed
        }

        Button {
            objectName: "freeTableButton"
            visible: panel.freeTable !== null && !panel.playing
            text: panel.freeTable && panel.freeTable.active ? qsTr("Leave free table") : qsTr("Free table")
            // The free table starts from the table as the ritual shows it now.
            onClicked: {
                if (panel.freeTable.active) {
                    panel.freeTable.stop()
                } else {
                    panel.player.pause()
                    panel.freeTable.start(-1)
                }
            }
            Layout.fillWidth: true
        }

        PlayerControls {
            stepping: !panel.playing && !(panel.freeTable && panel.freeTable.active)
            model: panel.model
            player: panel.player
            commitSeed: panel.commitSeed
            Layout.fillWidth: true
        }

        GridLayout {
            columns: 2
            columnSpacing: 8
            Layout.fillWidth: true

            Label { text: qsTr("View") }
            ComboBox {
                id: viewBox
                objectName: "viewBox"
                Layout.fillWidth: true
                model: [qsTr("3D table"), qsTr("Top view (2D)")]
            }
            Label { text: qsTr("Tiles") }
            ComboBox {
                id: sizeBox
                objectName: "tileSizeBox"
                Layout.fillWidth: true
                model: panel.model.tileSizes
                textRole: "label"
                valueRole: "id"
                currentIndex: count > 0 ? indexOfValue(panel.model.tileSize) : -1
                onActivated: {
                    panel.settings.tileSize = currentValue
                    panel.model.setTileSize(currentValue)
                }
            }
            Label { text: qsTr("Felt") }
            ComboBox {
                id: feltBox
                objectName: "feltBox"
                Layout.fillWidth: true
                textRole: "text"
                valueRole: "value"
                model: panel.settings.feltChoices
                currentIndex: count > 0 ? indexOfValue(String(panel.settings.feltColour)) : -1
                onActivated: panel.settings.feltColour = currentValue
            }
            Label { text: qsTr("Backs") }
            ComboBox {
                id: backBox
                objectName: "backBox"
                Layout.fillWidth: true
                textRole: "text"
                valueRole: "value"
                model: panel.settings.backChoices
                currentIndex: count > 0 ? indexOfValue(String(panel.settings.backColour)) : -1
                onActivated: panel.settings.backColour = currentValue
            }
            Label {
                text: qsTr("Sound")
                visible: panel.sound !== null
            }
            RowLayout {
                visible: panel.sound !== null
                Layout.fillWidth: true
                Slider {
                    objectName: "volumeSlider"
                    from: 0
                    to: 1
                    value: panel.settings.volume
                    enabled: !panel.settings.muted
                    onMoved: panel.settings.volume = value
                    Layout.fillWidth: true
                }
                CheckBox {
                    objectName: "muteBox"
                    text: qsTr("Mute")
                    checked: panel.settings.muted
                    onToggled: panel.settings.muted = checked
                }
            }
        }

        CheckBox {
            id: numeralsBox
            objectName: "numeralsBox"
            text: qsTr("Arabic numerals in the corner")
            checked: panel.settings.indexNumerals
            // Also when a test or the dialog sets it, so the setting follows the box.
            onCheckedChanged: panel.settings.indexNumerals = checked
        }

        CheckBox {
            id: revealBox
            objectName: "revealBox"
            text: qsTr("Show the faces of hands")
            ToolTip.text: enabled ? qsTr("Every hand's faces in the top view and the narration")
                                  : qsTr("Not while several players share this computer")
            ToolTip.visible: hovered
            // Off by default: the 2D view shows only your own hand. Several players at one
            // computer never see each other's (TableScreen ignores it then).
            checked: false
            enabled: !(panel.session !== null && panel.session.active && panel.session.hotSeat)
        }

        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "recordsButton"
                text: qsTr("Records…")
                enabled: !panel.playing
                Layout.fillWidth: true
                // A replay takes the table: the free table is left first, as a new game does.
                onClicked: {
                    if (panel.freeTable && panel.freeTable.active)
                        panel.freeTable.stop()
                    panel.recordsRequested()
                }
            }
            Button {
                objectName: "settingsButton"
                text: qsTr("Settings…")
                Layout.fillWidth: true
                onClicked: panel.settingsRequested()
            }
        }

        Label {
            objectName: "errorLabel"
            visible: text.length > 0
            text: panel.model.error
            color: "#b3261e"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        Rectangle { height: 1; color: "#d2cbbb"; Layout.fillWidth: true }

        SummaryRow {
            objectName: "manoRow"
            label: qsTr("Máno")
            value: panel.model.mano >= 0 ? qsTr("Seat %1").arg(panel.model.mano) : "—"
            Layout.fillWidth: true
        }
        SummaryRow {
            objectName: "breakDiceRow"
            label: qsTr("Break dice")
            value: panel.model.breakDice || "—"
            Layout.fillWidth: true
        }
        SummaryRow {
            objectName: "breakWallRow"
            label: qsTr("Broken wall")
            value: panel.model.breakWall >= 0 ? qsTr("Seat %1's wall").arg(panel.model.breakWall) : "—"
            Layout.fillWidth: true
        }
        SummaryRow {
            objectName: "breakStackRow"
            label: qsTr("Lifted stack")
            value: panel.model.breakStack >= 0
                   ? qsTr("stack %1").arg(panel.model.breakCount)
                   : "—"
            Layout.fillWidth: true
        }
        SummaryRow {
            objectName: "drawRow"
            label: qsTr("Draw wall")
            value: panel.model.breakWall >= 0 ? qsTr("%1 tiles").arg(panel.model.drawLeft) : "—"
            Layout.fillWidth: true
        }
        SummaryRow {
            objectName: "flowerRow"
            label: qsTr("Flower wall")
            value: panel.model.breakWall >= 0 ? qsTr("%1 tiles").arg(panel.model.flowerLeft) : "—"
            Layout.fillWidth: true
        }

        Rectangle { height: 1; color: "#d2cbbb"; Layout.fillWidth: true }

        Label {
            objectName: "stepLabel"
            text: qsTr("Step %1 of %2").arg(panel.model.step).arg(panel.model.stepCount)
                  + (panel.model.eventName ? "  ·  " + panel.model.eventName : "")
            font.bold: true
        }
        Item { Layout.fillHeight: true }
    }
}
