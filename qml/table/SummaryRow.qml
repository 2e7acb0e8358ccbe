// One line of the HUD summary: a name and its value.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

RowLayout {
    property alias label: name.text
    property alias value: value.text

    spacing: 8

    Label {
        id: name
        Layout.preferredWidth: 110
        color: "#555049"
    }
    Label {
        id: value
        Layout.fillWidth: true
        font.bold: true
        elide: Text.ElideRight
    }
}
