// Learn's side panel, beside the table: the deal number and the variant, the ritual's
// controls (PlayerControls: play, pause, step, back, replay, skip, reset, speed, teaching),
// the view (3D or the flat diagram), every hand's faces, how to play each ruleset, back to
// the start screen, and a summary of the table (the máno, the break, the walls). Every
// button is an intent sent to the model, its player or the screen; every value shown is
// read from them. The narration is under the table (NarrationPanel); the table's looks and
// sound are in Settings.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: panel

    required property TableModel model
    required property RitualPlayer player
    // The screen whose view and faces choices the rows below set.
    property Item screen: null

    // "Back to the start screen" and "How to play…": the screen does them.
    signal homeRequested()
    signal howToPlayRequested()

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
            objectName: "learnTitle"
            text: panel.screen && panel.screen.watching ? qsTr("Watching the AI players")
                                                        : qsTr("Learn: the setup ritual")
            font.pixelSize: 22
            font.bold: true
            wrapMode: Text.Wrap
            Layout.fillWidth: true
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

            Label { text: qsTr("Deal number") }
            TextField {
                id: seedField
                objectName: "seedField"
                Layout.fillWidth: true
                text: panel.model.seed
                inputMethodHints: Qt.ImhDigitsOnly
                selectByMouse: true
                onAccepted: panel.commitSeed()
                onEditingFinished: panel.commitSeed()
            }

            Label { text: qsTr("Variant") }
            ComboBox {
                id: variantBox
                objectName: "variantBox"
                Layout.fillWidth: true
                model: panel.model.variantTitles
                currentIndex: panel.model.variants.indexOf(panel.model.variant)
                onActivated: index => panel.model.setVariant(panel.model.variants[index])
            }
        }

        PlayerControls {
            model: panel.model
            player: panel.player
            commitSeed: panel.commitSeed
            Layout.fillWidth: true
        }

        RowLayout {
            Layout.fillWidth: true
            Label { text: qsTr("View") }
            ComboBox {
                id: viewBox
                objectName: "viewBox"
                Layout.fillWidth: true
                model: [qsTr("3D table"), qsTr("Top view (2D)")]
                currentIndex: panel.screen && panel.screen.flatView ? 1 : 0
                onActivated: if (panel.screen) panel.screen.flatView = currentIndex === 1
            }
        }

        CheckBox {
            objectName: "learnRevealBox"
            text: qsTr("Show the faces of hands")
            ToolTip.text: qsTr("Every hand's faces in the top view and the narration")
            ToolTip.visible: hovered
            checked: panel.screen ? panel.screen.revealHands : false
            onToggled: if (panel.screen) panel.screen.revealHands = checked
        }

        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "howToPlayButton"
                text: qsTr("How to play…")
                Layout.fillWidth: true
                onClicked: panel.howToPlayRequested()
            }
            Button {
                objectName: "learnBack"
                text: qsTr("Start screen")
                Layout.fillWidth: true
                onClicked: panel.homeRequested()
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
                  + (panel.model.eventTitle ? "  ·  " + panel.model.eventTitle : "")
            font.bold: true
        }
        Item { Layout.fillHeight: true }
    }
}
