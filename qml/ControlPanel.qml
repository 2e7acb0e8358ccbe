// The side panel: seed and variant, the ritual's controls (perform, step, back, reset)
// and a summary of the table for the HUD. Every button is an intent sent to the model;
// every value shown is read from it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: panel

    required property TableModel model
    property alias revealHands: revealBox.checked

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
            text: qsTr("Filipino setup ritual")
            color: "#6d665a"
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
            }
        }

        GridLayout {
            columns: 2
            Layout.fillWidth: true

            Button {
                objectName: "performButton"
                text: qsTr("Perform ritual")
                Layout.fillWidth: true
                highlighted: true
                onClicked: if (panel.commitSeed()) panel.model.performRitual()
            }
            Button {
                objectName: "stepButton"
                text: qsTr("Step")
                Layout.fillWidth: true
                enabled: panel.model.step < panel.model.stepCount
                onClicked: if (panel.commitSeed()) panel.model.stepForward()
            }
            Button {
                objectName: "backButton"
                text: qsTr("Step back")
                Layout.fillWidth: true
                enabled: panel.model.step > 0
                onClicked: panel.model.stepBack()
            }
            Button {
                objectName: "resetButton"
                text: qsTr("Reset")
                Layout.fillWidth: true
                onClicked: if (panel.commitSeed()) panel.model.reset()
            }
        }

        CheckBox {
            id: revealBox
            objectName: "revealBox"
            text: qsTr("Show the faces of hands")
            checked: true
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
        Label {
            objectName: "eventLabel"
            text: panel.model.eventText
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            Layout.fillHeight: true
            verticalAlignment: Text.AlignTop
        }
    }
}
