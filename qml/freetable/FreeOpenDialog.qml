// "Open…" on the free table: the free tables saved in <data>/free-tables (FreeTable.
// savedTables), newest first, each with when it was saved and how many acts it can undo;
// one that cannot be opened is listed with the reason. Opening one restores that table
// and its undo history (FreeTable.openRecord).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Dialog {
    id: dialog

    required property FreeTable freeTable
    property var tables: []

    title: qsTr("Open a saved free table")
    modal: true
    Overlay.modal: Dim {}
    background: CardBackground {}
    standardButtons: Dialog.Cancel
    width: Math.min(640, parent ? parent.width - 40 : 640)
    height: Math.min(480, parent ? parent.height - 40 : 480)

    onAboutToShow: tables = freeTable.savedTables()

    contentItem: ColumnLayout {
        spacing: 6
        Label {
            visible: dialog.tables.length === 0
            text: qsTr("No free table has been saved yet: Save in the free table's bar keeps one.")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        ListView {
            id: tableList
            objectName: "freeOpenList"
            model: dialog.tables
            clip: true
            spacing: 4
            Layout.fillWidth: true
            Layout.fillHeight: true
            ScrollBar.vertical: ScrollBar { policy: tableList.contentHeight > tableList.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            delegate: RowLayout {
                required property var modelData
                width: ListView.view.width - 12
                spacing: 8
                ColumnLayout {
                    spacing: 0
                    Layout.fillWidth: true
                    Label {
                        text: modelData.name
                        font.bold: true
                        elide: Text.ElideMiddle
                        Layout.fillWidth: true
                    }
                    Label {
                        text: modelData.error.length > 0 ? qsTr("Cannot be opened: %1").arg(modelData.error)
                              : qsTr("Saved %1 · %2 events · %3 acts to undo").arg(modelData.modified)
                                    .arg(modelData.events).arg(modelData.acts)
                        color: modelData.error.length > 0 ? "#b3261e" : "#3c4a36"
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
                Button {
                    text: qsTr("Open")
                    enabled: modelData.error.length === 0
                    onClicked: {
                        if (dialog.freeTable.openRecord(modelData.path))
                            dialog.close()
                        else
                            dialog.tables = dialog.freeTable.savedTables()
                    }
                }
            }
        }
    }
}
