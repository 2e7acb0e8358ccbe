// Play (against the computer) or Play with friends (on this computer): only what a player
// must decide shows at first: the ruleset with its rules card, the opponents' AI level (or
// how many friends play here), teaching on or off. "More options" holds the rest: the
// deal number (a new one each time, or one typed so friends play the same deal), how the
// setup ritual is shown, your seat and who holds each other seat, and a house ruleset file
// (chosen with the system's file dialog, or typed). Start hands the choices to the
// GameSession; a refusal is shown here and the dialogue stays open. The engine decides.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: dialog

    required property GameSession session
    required property RitualPlayer player
    required property TableModel model
    // Play with friends: several players at this computer (the seats taken in turn).
    property bool friends: false

    // The built-in rulesets by name, the seats of a game and what a seat may be: the
    // session's (the engine's registry), never a copy here.
    readonly property var builtins: session ? session.rulesets.map(r => r.name) : []
    readonly property string ruleset: rulesetBox.currentIndex < builtins.length
                                      ? builtins[rulesetBox.currentIndex] : pathField.text.trim()
    readonly property var card: session && ruleset.length > 0 ? session.rulesCardFor(ruleset)
                                                    : ({ ok: false, text: qsTr("Choose or type the path of a ruleset file.") })
    readonly property int seats: session ? session.seatCountFor(ruleset) : 0
    readonly property var playerKinds: session ? session.playerChoices.map(c => c.kind) : []
    readonly property var aiKinds: playerKinds.filter(k => session && k !== session.humanKind)
    property int yourSeat: 0
    // The AI level of every seat not held by a person, and how many people play here.
    property string opponents: session ? session.defaultAiKind : ""
    property int people: friends ? 2 : 1
    // The player of each seat: a human or an AI level (yours is always human). The simple
    // choices above set it; More options edits it seat by seat.
    property var players: []
    onSeatsChanged: fitPlayers()
    onOpponentsChanged: fitPlayers()
    onPeopleChanged: fitPlayers()
    onFriendsChanged: people = friends ? 2 : 1
    Component.onCompleted: fitPlayers()

    // You at your seat, the next seats round the table to the friends here, the rest AI.
    function fitPlayers() {
        if (yourSeat >= seats)
            yourSeat = 0
        const p = []
        for (let s = 0; s < seats; ++s)
            p.push((s - yourSeat + seats) % seats < people ? session.humanKind : opponents)
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
        p[yourSeat] = opponents // your old seat goes to an AI player
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
        if (seedField.text !== model.seed && !model.setSeed(seedField.text)) {
            error = model.error
            return false
        }
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
    padding: 18
    Overlay.modal: Dim {}
    background: CardBackground {}
    onOpened: {
        error = ""
        teachingBox.checked = player.teaching
        // A new deal each time; the number is there to share or to type another.
        seedField.text = session.freshSeed()
        fitPlayers()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 18
        // Enter starts (the keyboard alone plays the whole game); a list that is open takes
        // Enter for itself first.
        focus: true
        Keys.onReturnPressed: if (dialog.card.ok) dialog.start()
        Keys.onEnterPressed: if (dialog.card.ok) dialog.start()

        ScrollArea {
            id: choices
            objectName: "dialogChoices"
            Layout.preferredWidth: 400
            Layout.fillHeight: true

            ColumnLayout {
                width: choices.availableWidth - choices.barRoom
                spacing: 8

                Label {
                    text: dialog.friends ? qsTr("Play with friends") : qsTr("Play")
                    font.pixelSize: 22
                    font.bold: true
                }
                Label { text: qsTr("Ruleset"); font.bold: true }
                ComboBox {
                    id: rulesetBox
                    objectName: "dialogRuleset"
                    model: (dialog.session ? dialog.session.rulesets.map(r => r.title) : []).concat([qsTr("A house ruleset file…")])
                    Layout.fillWidth: true
                }
                RowLayout {
                    visible: rulesetBox.currentIndex === dialog.builtins.length
                    Layout.fillWidth: true
                    TextField {
                        id: pathField
                        objectName: "rulesetPath"
                        placeholderText: qsTr("/path/to/house-rules.json")
                        selectByMouse: true
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "chooseRulesetFile"
                        text: qsTr("Choose…")
                        visible: fileDialog.status === Loader.Ready
                        onClicked: fileDialog.item.open()
                    }
                }
                Loader {
                    id: fileDialog
                    source: "OpenFileDialog.qml"
                    onLoaded: {
                        item.title = qsTr("Open a house ruleset")
                        item.nameFilters = [qsTr("Rulesets (*.json)"), qsTr("All files (*)")]
                    }
                }
                Connections {
                    target: fileDialog.item
                    function onChosen(path) { pathField.text = path }
                }

                Label { text: dialog.friends ? qsTr("Players at this computer") : qsTr("Opponents"); font.bold: true }
                ComboBox {
                    objectName: "dialogPeople"
                    visible: dialog.friends
                    model: Array.from({ length: Math.max(0, dialog.seats - 1) }, (_, i) => qsTr("%1 players, taking turns").arg(i + 2))
                    currentIndex: dialog.people - 2
                    onActivated: dialog.people = currentIndex + 2
                    Layout.fillWidth: true
                }
                ComboBox {
                    objectName: "dialogOpponents"
                    model: dialog.session ? dialog.session.playerChoices.filter(c => c.kind !== dialog.session.humanKind).map(c => c.label) : []
                    currentIndex: dialog.aiKinds.indexOf(dialog.opponents)
                    onActivated: dialog.opponents = dialog.aiKinds[currentIndex]
                    Layout.fillWidth: true
                }
                Label {
                    visible: dialog.friends
                    text: qsTr("The other seats are played by the computer. Each player's hand is hidden behind a hand-over screen between turns.")
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

                Button {
                    id: moreButton
                    objectName: "dialogMoreOptions"
                    checkable: true
                    flat: true
                    text: (checked ? "▾ " : "▸ ") + qsTr("More options")
                }
                GridLayout {
                    visible: moreButton.checked
                    columns: 2
                    columnSpacing: 8
                    Layout.fillWidth: true
                    Label { text: qsTr("Deal number") }
                    RowLayout {
                        Layout.fillWidth: true
                        TextField {
                            id: seedField
                            objectName: "dialogSeed"
                            inputMethodHints: Qt.ImhDigitsOnly
                            selectByMouse: true
                            Layout.fillWidth: true
                        }
                        Button {
                            text: qsTr("New deal")
                            onClicked: seedField.text = dialog.session.freshSeed()
                        }
                    }
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
                Label {
                    visible: moreButton.checked
                    text: qsTr("Seats: pick yours with the round button")
                    font.bold: true
                }
                Repeater {
                    model: moreButton.checked ? dialog.seats : 0
                    delegate: RowLayout {
                        id: seatRow
                        required property int index
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
                    Layout.topMargin: 8
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
            ScrollArea {
                id: cardScroll
                clip: true
                Layout.fillWidth: true
                Layout.fillHeight: true
                Label {
                    objectName: "dialogRulesCard"
                    text: dialog.card.text
                    color: dialog.card.ok ? "#2b2618" : "#b3261e"
                    font.pixelSize: 12
                    wrapMode: Text.Wrap
                    // The scroll view's own width: the label's parent is its content item,
                    // whose width follows the label, so binding to it would never wrap.
                    width: cardScroll.availableWidth - cardScroll.barRoom
                }
            }
        }
    }
}
