// Learn's "How to play": the guide to each built-in ruleset (docs/rules/<name>.md, built
// into the app), picked by name, with the ruleset's rules card under it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: guide

    required property GameSession session
    readonly property var rulesets: session ? session.rulesets : []
    readonly property string ruleset: rulesets.length > 0 ? rulesets[Math.max(0, choice.currentIndex)].name : ""

    objectName: "howToPlay"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 820, 820)
    height: parent ? parent.height - 40 : 640
    modal: true
    focus: true
    padding: 18
    Overlay.modal: Dim {}
    background: CardBackground { color: "#fbf8f0" }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10
        RowLayout {
            Layout.fillWidth: true
            Label { text: qsTr("How to play"); font.pixelSize: 22; font.bold: true; Layout.fillWidth: true }
            ComboBox {
                id: choice
                objectName: "howToPlayRuleset"
                model: guide.rulesets.map(r => r.title)
                Layout.preferredWidth: 220
            }
            Button {
                text: qsTr("Close")
                onClicked: guide.close()
            }
        }
        ScrollArea {
            id: scroller
            clip: true
            Layout.fillWidth: true
            Layout.fillHeight: true
            Label {
                objectName: "howToPlayText"
                width: scroller.availableWidth - scroller.barRoom
                textFormat: Text.MarkdownText
                wrapMode: Text.Wrap
                text: guide.ruleset ? guide.session.howToPlay(guide.ruleset) : ""
            }
        }
    }
}
