// The table with its control panel: owns the TableModel that both show.
import QtQuick
import QtQuick.Layouts
import Mahjongero

Item {
    id: screen

    readonly property TableModel model: TableModel {}

    RowLayout {
        anchors.fill: parent
        spacing: 0

        TableBoard {
            objectName: "board"
            model: screen.model
            revealHands: panel.revealHands
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        ControlPanel {
            id: panel
            objectName: "panel"
            model: screen.model
            Layout.fillHeight: true
            Layout.preferredWidth: 330
        }
    }
}
