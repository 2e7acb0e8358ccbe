// Settings (issue 5, "Settings persist: tile back and felt colours, numerals, tile size,
// speed, sound"; then the graphics' shadows and smooth edges, and full screen): every
// choice kept between launches, in one dialog. Each control reads the AppSettings value
// and writes it back when moved; the screen applies them to the table, the window, the
// player and the sound. "Test" plays each sound once at the chosen volume.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Dialog {
    id: dialog

    required property AppSettings settings
    required property TableModel model
    property SoundPlayer sound: null
    // What draws the table, to say what the Graphics choice gives here (null: not said).
    property RenderInfo renderInfo: null

    title: qsTr("Settings")
    modal: true
    Overlay.modal: Dim {}
    background: CardBackground {}
    standardButtons: Dialog.Close
    anchors.centerIn: parent
    width: 460

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: 12
        rowSpacing: 8

        Label { text: qsTr("Playing") }
        CheckBox {
            objectName: "settingsAutoDraw"
            text: qsTr("Draw for me when drawing is all I can do")
            checked: dialog.settings.autoDraw
            onToggled: dialog.settings.autoDraw = checked
        }
        Label { text: qsTr("Felt") }
        ComboBox {
            objectName: "settingsFelt"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "value"
            model: dialog.settings.feltChoices
            currentIndex: count > 0 ? indexOfValue(String(dialog.settings.feltColour)) : -1
            onActivated: dialog.settings.feltColour = currentValue
        }
        Label { text: qsTr("Tile backs") }
        ComboBox {
            objectName: "settingsBacks"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "value"
            model: dialog.settings.backChoices
            currentIndex: count > 0 ? indexOfValue(String(dialog.settings.backColour)) : -1
            onActivated: dialog.settings.backColour = currentValue
        }
        Label { text: qsTr("Tile size") }
        ComboBox {
            objectName: "settingsTileSize"
            Layout.fillWidth: true
            textRole: "label"
            valueRole: "id"
            model: dialog.model.tileSizes
            currentIndex: count > 0 ? indexOfValue(dialog.settings.tileSize) : -1
            onActivated: dialog.settings.tileSize = currentValue
        }
        Label { text: qsTr("Numerals") }
        CheckBox {
            objectName: "settingsNumerals"
            text: qsTr("Arabic numerals in the corner")
            checked: dialog.settings.indexNumerals
            onToggled: dialog.settings.indexNumerals = checked
        }
        Label { text: qsTr("Card colours") }
        ComboBox {
            objectName: "settingsCardColours"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "value"
            model: dialog.settings.cardColourChoices
            currentIndex: count > 0 ? indexOfValue(dialog.settings.cardColours) : -1
            onActivated: dialog.settings.cardColours = currentValue
        }
        Label { text: qsTr("Graphics") }
        ComboBox {
            objectName: "settingsGraphics"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "value"
            model: dialog.settings.graphicsChoices
            currentIndex: count > 0 ? indexOfValue(dialog.settings.graphics) : -1
            onActivated: dialog.settings.graphics = currentValue
        }
        Item { visible: drawnBy.visible; implicitWidth: 1; implicitHeight: 1 } // under "Graphics"
        Label {
            id: drawnBy
            objectName: "settingsDrawnBy"
            visible: dialog.renderInfo !== null && dialog.renderInfo.known
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: "#6d665a"
            text: !visible ? ""
                  : (dialog.renderInfo.software ? qsTr("Drawn in software (%1): shadows are slow here.")
                                                : qsTr("Drawn by %1."))
                    .arg(dialog.renderInfo.renderer)
                    + " " + (dialog.renderInfo.highQuality ? qsTr("Shadows and smooth edges on.")
                                                           : qsTr("Shadows and smooth edges off."))
        }
        Label { text: qsTr("Window") }
        CheckBox {
            objectName: "settingsFullScreen"
            text: qsTr("Full screen (F11)")
            checked: dialog.settings.fullScreen
            onToggled: dialog.settings.fullScreen = checked
        }
        Label { text: qsTr("Speed") }
        RowLayout {
            Layout.fillWidth: true
            Slider {
                objectName: "settingsSpeed"
                // log2 of the pace: 0.25x .. 4x, as the ritual's speed slider.
                from: -2
                to: 2
                stepSize: 0.25
                snapMode: Slider.SnapAlways
                value: Math.log2(dialog.settings.speed)
                onMoved: dialog.settings.speed = Math.pow(2, value)
                Layout.fillWidth: true
            }
            Label { text: qsTr("%1×").arg(dialog.settings.speed.toFixed(2)) }
        }
        Label { text: qsTr("Volume") }
        RowLayout {
            Layout.fillWidth: true
            Slider {
                objectName: "settingsVolume"
                from: 0
                to: 1
                value: dialog.settings.volume
                enabled: !dialog.settings.muted
                onMoved: dialog.settings.volume = value
                Layout.fillWidth: true
            }
            Label { text: qsTr("%1 %").arg(Math.round(dialog.settings.volume * 100)) }
        }
        Label { text: qsTr("Sound") }
        RowLayout {
            CheckBox {
                objectName: "settingsMute"
                text: qsTr("Mute")
                checked: dialog.settings.muted
                onToggled: dialog.settings.muted = checked
            }
            ComboBox {
                id: testSound
                model: ["clack", "slide", "dice", "pung", "kang", "chow", "todas"]
                visible: dialog.sound !== null
            }
            Button {
                objectName: "settingsTestSound"
                text: qsTr("Test")
                visible: dialog.sound !== null
                enabled: !dialog.settings.muted
                onClicked: dialog.sound.play(testSound.currentText)
            }
        }
        Label {
            visible: dialog.sound !== null && !dialog.sound.audible
            text: qsTr("No audio output was found: the sounds are silent.")
            color: "#b3261e"
            Layout.columnSpan: 2
        }
        Button {
            objectName: "settingsDefaults"
            text: qsTr("Restore defaults")
            Layout.columnSpan: 2
            onClicked: dialog.settings.restoreDefaults()
        }
        Label {
            text: dialog.settings.persistent
                  ? qsTr("Kept for the next launch.")
                  : qsTr("Not kept: this table does not remember its choices.")
            color: "#6d665a"
            Layout.columnSpan: 2
        }
    }
}
