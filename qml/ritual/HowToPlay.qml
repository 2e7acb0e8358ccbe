// Learn's "How to play": for each game the app offers (the Filipino family's rulesets, the
// American game, the solitaire), picked by name, the player's guide in plain words
// (docs/howto/<name>.md) or, one tab over where there is one, the ruleset's full rules with
// every house option (docs/rules/<name>.md); both built into the app.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: guide

    required property GameSession session
    // The Filipino family's rulesets, then the other games.
    readonly property var games: (session ? session.rulesets : [])
        .concat([{ name: "american", title: qsTr("American") }, { name: "solitaire", title: qsTr("Solitaire") }])
    readonly property string game: games.length > 0 ? games[Math.max(0, choice.currentIndex)].name : ""
    readonly property string fullRules: game ? session.fullRules(game) : ""

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
            TabBar {
                id: part
                objectName: "howToPlayPart"
                visible: guide.fullRules !== ""
                onVisibleChanged: if (!visible) currentIndex = 0
                TabButton { text: qsTr("Guide"); width: implicitWidth }
                TabButton { objectName: "howToPlayFullRules"; text: qsTr("Full rules"); width: implicitWidth }
            }
            ComboBox {
                id: choice
                objectName: "howToPlayRuleset"
                model: guide.games.map(g => g.title)
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
                text: !guide.game ? ""
                      : part.currentIndex === 0 ? guide.session.howToPlay(guide.game)
                      : guide.fullRules
                onTextChanged: scroller.contentItem.contentY = 0 // another page: from its top
            }
        }
    }
}
