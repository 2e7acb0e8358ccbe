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
    // Where each followed link was clicked (game, tab, scroll), for Back.
    property var history: []

    // A link in the full rules: to another ruleset's full rules (the only links they keep,
    // GameSession.fullRules), at its top or at one of its sections.
    function follow(link) {
        const parts = link.split("#")
        const index = games.findIndex(g => g.name + ".md" === parts[0])
        if (index < 0)
            return
        history = history.concat([{ index: choice.currentIndex, part: part.currentIndex, y: scroller.contentItem.contentY }])
        choice.currentIndex = index
        part.currentIndex = 1
        Qt.callLater(showSection, parts.length > 1 ? parts[1] : "") // once its page is laid out
    }

    // Back to where the last followed link was clicked.
    function back() {
        const at = history[history.length - 1]
        history = history.slice(0, -1)
        choice.currentIndex = at.index
        part.currentIndex = at.part
        Qt.callLater(() => scroller.contentItem.contentY = at.y)
    }

    // GitHub's id for a heading, which the pages' links use after '#'
    // ("House options (ruleset file)" → "house-options-ruleset-file").
    function headingId(heading) {
        let id = ""
        for (const c of heading.trim().toLowerCase()) {
            const letter = c.toUpperCase() !== c.toLowerCase()
            if (letter || /[0-9_-]/.test(c))
                id += c
            else if (c === " ")
                id += "-"
        }
        return id
    }

    // Scrolls the page to `section` (its heading's id, as after '#'; "" for the top): the words
    // before its heading, laid out at the page's width by an unseen copy, are as tall as the
    // heading's place.
    function showSection(section) {
        const flick = scroller.contentItem
        if (section === "") {
            flick.contentY = 0
            return
        }
        const lines = pageText.text.split("\n")
        const at = lines.findIndex(l => /^#+ /.test(l) && headingId(l.replace(/^#+ /, "")) === section)
        if (at < 0)
            return
        sectionMeasure.text = lines.slice(0, at).join("\n")
        flick.contentY = Math.max(0, Math.min(sectionMeasure.implicitHeight, pageText.height - flick.height))
    }

    objectName: "howToPlay"
    onClosed: history = []
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
                objectName: "howToPlayBack"
                text: qsTr("Back")
                visible: guide.history.length > 0
                onClicked: guide.back()
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
                id: pageText
                objectName: "howToPlayText"
                width: scroller.availableWidth - scroller.barRoom
                textFormat: Text.MarkdownText
                wrapMode: Text.Wrap
                text: !guide.game ? ""
                      : part.currentIndex === 0 ? guide.session.howToPlay(guide.game)
                      : guide.fullRules
                onTextChanged: scroller.contentItem.contentY = 0 // another page: from its top
                onLinkActivated: link => guide.follow(link)
                HoverHandler { cursorShape: pageText.hoveredLink ? Qt.PointingHandCursor : Qt.ArrowCursor }
            }
        }
    }

    // As in a web browser: Alt+Left goes back (the shortcuts sheet lists it).
    Shortcut {
        sequences: [StandardKey.Back]
        enabled: guide.visible && guide.history.length > 0
        onActivated: guide.back()
    }

    Label {
        id: sectionMeasure
        visible: false
        width: pageText.width
        textFormat: Text.MarkdownText
        wrapMode: Text.Wrap
    }
}
