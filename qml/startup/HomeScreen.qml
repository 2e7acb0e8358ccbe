// The start screen, over the table: the game's name and the ways in. Continue (a saved
// match, told in words; a saved American match has a Continue of its own, both named when
// both are saved), Play (against AI), Play with friends (on this computer), Learn
// (the setup ritual explained, and how to play each ruleset), Free table, Solitaire, Records,
// Settings, Quit. A save that could not be read is told here, with where it was kept.
// Each entry is an intent: the screen (TableScreen) does it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Rectangle {
    id: home

    required property GameSession session
    // The American match's session: its save offered by a Continue of its own.
    property AmericanSession american: null
    readonly property bool americanSaved: american !== null && american.savedMatch !== ""

    signal continueChosen()
    signal americanContinueChosen()
    signal playChosen()
    signal friendsChosen()
    signal learnChosen()
    signal freeTableChosen()
    signal solitaireChosen()
    // American mahjong: you against three AI players of `level` (AmericanScreen).
    signal americanChosen(string level)
    signal recordsChosen()
    signal settingsChosen()
    signal quitChosen()

    // The table shows through, dimmed: the start screen sits on it.
    color: "#b0101a14"

    // The keyboard starts on the first thing to do: Continue when there is a match, else Play.
    function takeFocus() {
        (continueEntry.visible ? continueEntry : continueAmerican.visible ? continueAmerican : playEntry)
            .forceActiveFocus(Qt.OtherFocusReason)
    }
    onVisibleChanged: if (visible) takeFocus()
    Component.onCompleted: if (visible) takeFocus()
    Connections {
        target: home.session
        function onSaveChanged() { if (home.visible) home.takeFocus() }
    }
    Connections {
        target: home.american
        function onSaveChanged() { if (home.visible) home.takeFocus() }
    }

    // Each entry: a wide button with a line of its own under the name.
    component Entry: Button {
        id: entry
        property string detail: ""
        // Enter presses the entry that has the keyboard, as Space does; Up and Down move.
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
        Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
        Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
        Layout.fillWidth: true
        Layout.preferredHeight: Math.max(detail ? 62 : 46, implicitHeight)
        font.pixelSize: 18
        background: Rectangle {
            radius: 8
            color: entry.highlighted ? (entry.down ? "#7d1a14" : entry.hovered ? "#c4362b" : "#a8281f")
                                     : (entry.down ? "#d9cfb6" : entry.hovered ? "#fffaf0" : "#f3efe4")
            border.color: entry.visualFocus ? "#f0c040" : "#60000000"
            border.width: entry.visualFocus ? 3 : 1
        }
        contentItem: Item {
            implicitHeight: name.implicitHeight + (entry.detail ? line.implicitHeight + 2 : 0)
            Column {
                anchors.centerIn: parent
                width: parent.width
                spacing: 2
                Label {
                    id: name
                    text: entry.text
                    font: entry.font
                    color: entry.highlighted ? "#ffffff" : "#2b2618"
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    // A name too long for a narrow entry (two share a row) is drawn smaller,
                    // never cut off.
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 12
                }
                Label {
                    id: line
                    visible: entry.detail !== ""
                    text: entry.detail
                    font.pixelSize: 12
                    color: entry.highlighted ? "#f6e7dc" : "#6d665a"
                    wrapMode: Text.WordWrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                }
            }
        }
    }

    // Clicks and wheel turns stay here, off the table beneath.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: (wheel) => wheel.accepted = true
    }

    ScrollArea {
        id: scroller
        objectName: "homeScroller"
        anchors.fill: parent
        contentHeight: column.implicitHeight + 48

        // In the middle of the window; scrolled where the window is too low for it.
        ColumnLayout {
            id: column
            width: Math.min(420, scroller.availableWidth - 40)
            x: (scroller.availableWidth - width) / 2
            y: Math.max(24, (scroller.availableHeight - implicitHeight) / 2)
            spacing: 10

            Label {
                objectName: "homeTitle"
                text: qsTr("Mahjongero")
                font.pixelSize: 48
                font.bold: true
                color: "#fff6d8"
                style: Text.Raised
                styleColor: "#3a2a10"
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                text: qsTr("Mahjong at a real table: Filipino, Visayan, joker and pot, and American; solitaire for one")
                color: "#e8dfc6"
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
                Layout.bottomMargin: 12
            }

            Entry {
                id: continueEntry
                objectName: "homeContinue"
                visible: home.session.savedMatch !== ""
                // Named when an American match waits too, so each says which it resumes.
                text: home.americanSaved ? qsTr("Continue: Filipino mahjong") : qsTr("Continue")
                detail: home.session.savedMatch
                highlighted: true
                onClicked: home.continueChosen()
            }
            Entry {
                id: continueAmerican
                objectName: "homeContinueAmerican"
                visible: home.americanSaved
                text: qsTr("Continue: American mahjong")
                detail: home.americanSaved ? home.american.savedMatch : ""
                highlighted: true
                onClicked: home.americanContinueChosen()
            }
            Entry {
                id: playEntry
                objectName: "homePlay"
                text: qsTr("Play")
                detail: qsTr("against the computer")
                highlighted: home.session.savedMatch === "" && !home.americanSaved
                onClicked: home.playChosen()
            }
            Entry {
                objectName: "homeFriends"
                text: qsTr("Play with friends")
                detail: qsTr("taking turns at this computer, or over a network")
                onClicked: home.friendsChosen()
            }
            Entry {
                objectName: "homeLearn"
                text: qsTr("Learn")
                detail: qsTr("the setup ritual explained, and how to play")
                onClicked: home.learnChosen()
            }
            RowLayout {
                spacing: 10
                Layout.fillWidth: true
                Entry {
                    objectName: "homeAmerican"
                    // The two entries of the row share its width equally.
                    Layout.preferredWidth: 1
                    text: qsTr("American mahjong")
                    detail: qsTr("you against three AI players")
                    Layout.fillHeight: true // as tall as the card's entry beside it
                    onClicked: home.americanChosen(americanLevel.currentValue)
                }
                // The AI players' level, named as Play names it; narrow, so the two entries
                // beside it keep their names' size.
                ComboBox {
                    id: americanLevel
                    objectName: "homeAmericanLevel"
                    textRole: "text"
                    valueRole: "level"
                    model: [{ text: qsTr("Easy"), level: "easy" }, { text: qsTr("Normal"), level: "normal" },
                            { text: qsTr("Strong"), level: "strong" }]
                    currentIndex: 1
                    implicitWidth: 96
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("How well the three AI players of American mahjong play")
                    ToolTip.delay: 400
                }
                // The card practice shares the row, so the start screen still fits 1024x640.
                Entry {
                    objectName: "homeAmericanCard"
                    Layout.preferredWidth: 1
                    text: qsTr("American card")
                    detail: qsTr("practise reading the card of hands")
                    Layout.fillHeight: true
                    onClicked: americanCard.active = true
                }
            }
            Entry {
                objectName: "homeFreeTable"
                text: qsTr("Free table")
                detail: qsTr("any tile anywhere: your house rules")
                onClicked: home.freeTableChosen()
            }
            Entry {
                objectName: "homeSolitaire"
                text: qsTr("Solitaire")
                detail: qsTr("mahjong for one: 39 tiles to sort across the divider")
                onClicked: home.solitaireChosen()
            }
            RowLayout {
                spacing: 10
                Layout.fillWidth: true
                Entry {
                    objectName: "homeRecords"
                    text: qsTr("Records")
                    onClicked: home.recordsChosen()
                }
                Entry {
                    objectName: "homeSettings"
                    text: qsTr("Settings")
                    onClicked: home.settingsChosen()
                }
                Entry {
                    objectName: "homeQuit"
                    text: qsTr("Quit")
                    onClicked: home.quitChosen()
                }
            }
            // A save that could not be read: why, and where the file went.
            Label {
                objectName: "homeSaveError"
                visible: text !== ""
                text: [home.session.saveError, home.american ? home.american.saveError : ""]
                      .filter(t => t !== "").join("\n\n")
                color: "#ffd0c8"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }

    // The American card practice (qml/american), over the start screen while open.
    Loader {
        id: americanCard
        objectName: "americanCardLoader"
        anchors.fill: parent
        active: false
        sourceComponent: CardPracticePage {
            onBackChosen: {
                americanCard.active = false
                home.takeFocus()
            }
        }
        onLoaded: item.takeFocus()
    }
}
