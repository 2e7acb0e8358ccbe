// The ritual's transport, in the side panel: play or pause the ritual in time (RitualPlayer),
// step forward and back, replay the last step, perform it all at once, reset; the speed
// (0.25x to 4x, on a doubling scale) and the teaching pace. Every button is an intent.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

ColumnLayout {
    id: controls

    required property TableModel model
    required property RitualPlayer player
    // Called before an intent that starts from the typed seed; false stops the intent.
    property var commitSeed: () => true

    spacing: 6

    GridLayout {
        columns: 3
        columnSpacing: 6
        rowSpacing: 6
        Layout.fillWidth: true

        Button {
            objectName: "playButton"
            text: controls.player.playing ? qsTr("Pause") : qsTr("Play")
            highlighted: !controls.player.playing
            enabled: controls.player.playing || controls.model.step < controls.model.stepCount
            Layout.fillWidth: true
            onClicked: if (controls.commitSeed()) controls.player.togglePlaying()
        }
        Button {
            objectName: "stepButton"
            text: qsTr("Step")
            enabled: controls.model.step < controls.model.stepCount
            Layout.fillWidth: true
            onClicked: if (controls.commitSeed()) controls.player.stepForward()
        }
        Button {
            objectName: "backButton"
            text: qsTr("Step back")
            enabled: controls.model.step > 0
            Layout.fillWidth: true
            onClicked: controls.player.stepBack()
        }
        Button {
            objectName: "replayButton"
            text: qsTr("Replay step")
            enabled: controls.model.step > 0
            Layout.fillWidth: true
            onClicked: controls.player.replayStep()
        }
        Button {
            objectName: "performButton"
            text: qsTr("Skip to end")
            Layout.fillWidth: true
            onClicked: if (controls.commitSeed()) controls.player.skipToEnd()
        }
        Button {
            objectName: "resetButton"
            text: qsTr("Reset")
            Layout.fillWidth: true
            onClicked: {
                if (!controls.commitSeed())
                    return
                controls.player.pause()
                controls.model.reset()
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        Label { text: qsTr("Speed") }
        Slider {
            objectName: "speedSlider"
            // log2 of the speed: -2 (0.25x) .. 2 (4x).
            from: Math.log2(controls.player.minimumSpeed)
            to: Math.log2(controls.player.maximumSpeed)
            stepSize: 0.25
            snapMode: Slider.SnapAlways
            value: Math.log2(controls.player.speed)
            onMoved: controls.player.speed = Math.pow(2, value)
            Layout.fillWidth: true
        }
        Label {
            objectName: "speedLabel"
            text: qsTr("%1×").arg(controls.player.speed.toFixed(2))
            Layout.preferredWidth: 44
            horizontalAlignment: Text.AlignRight
        }
    }

    CheckBox {
        objectName: "teachingBox"
        text: qsTr("Teaching mode: slow, explained")
        checked: controls.player.teaching
        onToggled: controls.player.teaching = checked
        padding: 0
    }
}
