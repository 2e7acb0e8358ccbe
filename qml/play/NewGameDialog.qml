// The new-game dialogue ("Play a game"): the ruleset (a built-in one or a house ruleset file
// by its path), its rules card shown before play (or the engine's reason it cannot be
// loaded), your seat, who holds each other seat (a friend at this computer, or an AI level),
// teaching mode, and how the setup ritual is shown. Start hands the choices to the
// GameSession; a refusal is shown here and the dialogue stays open.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: dialog

    required property GameSession session
    required property RitualPlayer player
    // Called before the match starts (the side panel commits the typed seed); false stops it.
    property var beforeStart: () => true

    // The built-in rulesets by name, the seats of a game and what a seat may be: the
    // session's (the engine's registry), never a copy here.
    readonly property var builtins: session ? session.rulesets.map(r => r.name) : []
    readonly property string ruleset: rulesetBox.currentIndex < builtins.length
                                      ? builtins[rulesetBox.currentIndex] : pathField.text.trim()
    readonly property var card: session && ruleset.length > 0 ? session.rulesCardFor(ruleset)
                                                    : ({ ok: false, text: qsTr("Type the path of a ruleset file.") })
    readonly property int seats: session ? session.seatCountFor(ruleset) : 0
    readonly property var playerKinds: session ? session.playerChoices.map(c => c.kind) : []
    property int yourSeat: 0
    // The player of each seat: a human or an AI level (yours is always human); the default
    // AI level at every other seat to begin with, and at new seats when the count changes.
    property var players: []
    onSeatsChanged: fitPlayers()
    Component.onCompleted: fitPlayers()

    function fitPlayers() {
        const p = []
        for (let s = 0; s < seats; ++s)
            p.push(s === yourSeat ? session.humanKind : (players[s] || session.defaultAiKind))
        if (yourSeat >= seats) {
            yourSeat = 0
            p[0] = session.humanKind
        }
        players = p
    }
    property string error: ""

    function setSeatPlayer(seat, kind) {
        const p = players.slice()
        p[seat] = kind
        players = p
    }
    function setYourSeat(seat) {
        const p = players.slice()
        p[yourSeat] = session.defaultAiKind // your old seat goes to an AI player
        p[seat] = session.humanKind
        yourSeat = seat
        players = p
    }
    function start() {
        error = ""
        if (!card.ok) {
            error = card.text
            return false
        }
        if (!beforeStart())
            return false
        player.teaching = teachingBox.checked
        session.ritualSpeed = session.ritualSpeedChoices[ritualBox.currentIndex].speed
        if (!session.newMatch(ruleset, players)) {
            error = session.prompt
            return false
        }
        close()
        return true
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 900, 900)
    height: Math.min(parent ? parent.height - 40 : 640, 640)
    modal: true
    focus: true
    padding: 16
    onOpened: {
        error = ""
        teachingBox.checked = player.teaching
    }

    RowLayout {
        anchors.fill: parent
        spacing: 18

        ColumnLayout {
            spacing: 8
            Layout.preferredWidth: 380
            Layout.fillHeight: true

            Label { text: qsTr("New game"); font.pixelSize: 22; font.bold: true }

            Label { text: qsTr("Ruleset"); font.bold: true }
            ComboBox {
                id: rulesetBox
                objectName: "dialogRuleset"
                model: (dialog.session ? dialog.session.rulesets.map(r => r.title) : []).concat([qsTr("A house ruleset file…")])
                Layout.fillWidth: true
            }
            TextField {
                id: pathField
                objectName: "rulesetPath"
                visible: rulesetBox.currentIndex === dialog.builtins.length
                placeholderText: qsTr("/path/to/house-rules.json")
                selectByMouse: true
                Layout.fillWidth: true
            }

            Label { text: qsTr("Seats"); font.bold: true }
            GridLayout {
                columns: 3
                columnSpacing: 8
                Layout.fillWidth: true
                Repeater {
                    model: dialog.seats
                    delegate: RowLayout {
                        id: seatRow
                        required property int index
                        Layout.columnSpan: 3
                        Layout.fillWidth: true
                        RadioButton {
                            objectName: "yourSeat" + seatRow.index
                            text: qsTr("Seat %1").arg(seatRow.index)
                            checked: dialog.yourSeat === seatRow.index
                            onClicked: dialog.setYourSeat(seatRow.index)
                            Layout.preferredWidth: 110
                        }
                        Label {
                            visible: dialog.yourSeat === seatRow.index
                            text: qsTr("You")
                            font.bold: true
                            Layout.fillWidth: true
                        }
                        ComboBox {
                            objectName: "seatPlayer" + seatRow.index
                            visible: dialog.yourSeat !== seatRow.index
                            model: dialog.session ? dialog.session.playerChoices.map(c => c.label) : []
                            currentIndex: dialog.playerKinds.indexOf(dialog.players[seatRow.index])
                            onActivated: dialog.setSeatPlayer(seatRow.index, dialog.playerKinds[currentIndex])
                            Layout.fillWidth: true
                        }
                    }
                }
            }
            Label {
                text: qsTr("Pick \"Your seat\" with the round button. Friends at this computer take turns behind a privacy screen.")
                wrapMode: Text.WordWrap
                color: "#6d665a"
                font.pixelSize: 12
                Layout.fillWidth: true
            }

            CheckBox {
                id: teachingBox
                objectName: "dialogTeaching"
                text: qsTr("Teaching mode (hints, slow pace, narration)")
            }
            RowLayout {
                Label { text: qsTr("Setup ritual") }
                ComboBox {
                    id: ritualBox
                    objectName: "dialogRitualSpeed"
                    model: dialog.session ? dialog.session.ritualSpeedChoices.map(c => c.label) : []
                    // Fast to begin with, as the session's own default.
                    currentIndex: dialog.session ? dialog.session.ritualSpeedChoices.findIndex(c => c.speed === "fast") : 0
                    Layout.fillWidth: true
                }
            }
            Item { Layout.fillHeight: true }
            Label {
                objectName: "dialogError"
                visible: text.length > 0
                text: dialog.error
                color: "#b3261e"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                Button {
                    objectName: "cancelNewGame"
                    text: qsTr("Cancel")
                    onClicked: dialog.close()
                }
                Button {
                    objectName: "startGame"
                    text: qsTr("Start")
                    highlighted: true
                    enabled: dialog.card.ok
                    onClicked: dialog.start()
                }
            }
        }

        ColumnLayout {
            spacing: 6
            Layout.fillWidth: true
            Layout.fillHeight: true
            Label {
                text: qsTr("Rules card: every option of this ruleset")
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            ScrollView {
                id: cardScroll
                clip: true
                Layout.fillWidth: true
                Layout.fillHeight: true
                ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
                Label {
                    objectName: "dialogRulesCard"
                    text: dialog.card.text
                    color: dialog.card.ok ? "#2b2618" : "#b3261e"
                    font.pixelSize: 12
                    wrapMode: Text.Wrap
                    // The scroll view's own width: the label's parent is its content item,
                    // whose width follows the label, so binding to it would never wrap.
                    width: cardScroll.availableWidth
                }
            }
        }
    }
}
