// Play with friends (issue 15): on this computer (taking turns, the Play dialogue's hot-seat),
// or over a network: host a table here (the ruleset, who plays the empty seats, your name;
// the others join with this computer's address and the table's code), or join one with
// its address and code. The NetSession does the rest; a refusal shows here and the
// dialogue stays open.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Popup {
    id: dialog

    required property NetSession net
    required property GameSession session
    signal localChosen()
    signal americanLocalChosen()

    readonly property var builtins: session ? session.rulesets.map(r => r.name) : []
    readonly property string ruleset: rulesetBox.currentIndex < builtins.length
                                      ? builtins[rulesetBox.currentIndex] : pathField.text.trim()
    readonly property var card: session && ruleset.length > 0 ? session.rulesCardFor(ruleset)
                                                    : ({ ok: false, text: qsTr("Choose or type the path of a ruleset file.") })
    readonly property var aiChoices: session ? session.playerChoices.filter(c => c.kind !== session.humanKind) : []
    // The time to answer a claim at the table: the ruleset's, or the host's (friends on a
    // slow connection, or learning, want longer).
    readonly property var claimChoices: [
        { seconds: 0, label: qsTr("As the ruleset says") },
        { seconds: 5, label: qsTr("5 seconds") },
        { seconds: 10, label: qsTr("10 seconds") },
        { seconds: 20, label: qsTr("20 seconds") },
        { seconds: 30, label: qsTr("30 seconds") }
    ]
    property string error: ""

    function hostTable() {
        error = ""
        if (!card.ok) {
            error = card.text
            return
        }
        if (nameField.text.trim().length === 0) {
            error = qsTr("Your name, please: the others see it at the table.")
            return
        }
        const port = parseInt(portField.text)
        if (net.host(ruleset, aiChoices[aiBox.currentIndex].kind, nameField.text.trim(), isNaN(port) ? 7077 : port,
                     claimChoices[claimBox.currentIndex].seconds))
            close()
        else
            error = net.problem
    }
    function joinTable() {
        error = ""
        if (watchBox.checked)
            net.watch(addressField.text, codeField.text, joinNameField.text)
        else
            net.join(addressField.text, codeField.text, joinNameField.text)
        if (net.status === "connecting")
            close()
        else
            error = net.problem
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 720, 720)
    height: Math.min(parent ? parent.height - 40 : 560, implicitHeight)
    modal: true
    focus: true
    padding: 18
    Overlay.modal: Dim {}
    background: CardBackground {}
    onOpened: error = ""

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Label {
            text: qsTr("Play with friends")
            font.pixelSize: 22
            font.bold: true
        }
        TabBar {
            id: tabs
            objectName: "friendsTabs"
            Layout.fillWidth: true
            TabButton { text: qsTr("On this computer") }
            TabButton { objectName: "hostTab"; text: qsTr("Host a table") }
            TabButton { objectName: "joinTab"; text: qsTr("Join a table") }
        }
        StackLayout {
            currentIndex: tabs.currentIndex
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                spacing: 10
                Label {
                    text: qsTr("Friends at this computer take turns: each player's hand is hidden behind a hand-over screen between turns, and the computer plays the other seats.")
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "localFriends"
                    text: qsTr("Choose the players…")
                    onClicked: { dialog.close(); dialog.localChosen() }
                }
                // American mahjong with friends here (qml/american/AmericanFriendsDialog.qml).
                Button {
                    objectName: "localAmerican"
                    text: qsTr("American mahjong…")
                    onClicked: { dialog.close(); dialog.americanLocalChosen() }
                }
                Item { Layout.fillHeight: true }
            }

            GridLayout {
                columns: 2
                columnSpacing: 12
                rowSpacing: 8
                Label { text: qsTr("Ruleset"); font.bold: true }
                ComboBox {
                    id: rulesetBox
                    objectName: "hostRuleset"
                    model: (dialog.session ? dialog.session.rulesets.map(r => r.title) : []).concat([qsTr("A house ruleset file…")])
                    Layout.fillWidth: true
                }
                Item { visible: pathField.visible }
                TextField {
                    id: pathField
                    objectName: "hostRulesetPath"
                    visible: rulesetBox.currentIndex === dialog.builtins.length
                    placeholderText: qsTr("/path/to/house-rules.json")
                    selectByMouse: true
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Empty seats"); font.bold: true }
                ComboBox {
                    id: aiBox
                    objectName: "hostBots"
                    model: dialog.aiChoices.map(c => c.label)
                    currentIndex: Math.max(0, dialog.aiChoices.findIndex(c => dialog.session && c.kind === dialog.session.defaultAiKind))
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Time to claim"); font.bold: true }
                ComboBox {
                    id: claimBox
                    objectName: "hostClaimTime"
                    model: dialog.claimChoices.map(c => c.label)
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Your name"); font.bold: true }
                TextField {
                    id: nameField
                    objectName: "hostName"
                    text: qsTr("Host")
                    maximumLength: 24
                    selectByMouse: true
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Port"); font.bold: true }
                TextField {
                    id: portField
                    objectName: "hostPort"
                    text: "7077"
                    validator: IntValidator { bottom: 0; top: 65535 } // 0: any free port
                    Layout.preferredWidth: 100
                }
                Label {
                    Layout.columnSpan: 2
                    text: qsTr("The computer plays every seat nobody takes (in the lobby you can choose its level seat by seat, and everyone can choose a free seat). You will see the address and the table's code to tell your friends; a player who drops keeps the seat for 20 seconds, then the computer plays it until they come back.")
                    wrapMode: Text.WordWrap
                    color: "#6d665a"
                    font.pixelSize: 12
                    Layout.fillWidth: true
                }
                Label {
                    Layout.columnSpan: 2
                    visible: !dialog.card.ok && rulesetBox.currentIndex === dialog.builtins.length && pathField.text.length > 0
                    text: dialog.card.text
                    color: "#b3261e"
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "openTable"
                    Layout.columnSpan: 2
                    text: qsTr("Open the table")
                    highlighted: true
                    onClicked: dialog.hostTable()
                }
                Item { Layout.fillHeight: true; Layout.columnSpan: 2 }
            }

            GridLayout {
                columns: 2
                columnSpacing: 12
                rowSpacing: 8
                Label { text: qsTr("Address"); font.bold: true }
                TextField {
                    id: addressField
                    objectName: "joinAddress"
                    placeholderText: qsTr("192.168.1.20:7077")
                    selectByMouse: true
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Table code"); font.bold: true }
                TextField {
                    id: codeField
                    objectName: "joinCode"
                    placeholderText: qsTr("K7QX2MPD")
                    font.capitalization: Font.AllUppercase
                    maximumLength: 16
                    selectByMouse: true
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Your name"); font.bold: true }
                TextField {
                    id: joinNameField
                    objectName: "joinName"
                    text: qsTr("Player")
                    maximumLength: 24
                    selectByMouse: true
                    Layout.fillWidth: true
                }
                CheckBox {
                    id: watchBox
                    objectName: "joinWatch"
                    Layout.columnSpan: 2
                    text: qsTr("Only watch: no seat; see each game once it has ended")
                }
                Label {
                    Layout.columnSpan: 2
                    text: qsTr("The host's screen shows the address and the code.")
                    color: "#6d665a"
                    font.pixelSize: 12
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "joinTable"
                    Layout.columnSpan: 2
                    text: watchBox.checked ? qsTr("Watch") : qsTr("Join")
                    highlighted: true
                    enabled: addressField.text.trim().length > 0 && codeField.text.trim().length > 0
                    onClicked: dialog.joinTable()
                }
                Item { Layout.fillHeight: true; Layout.columnSpan: 2 }
            }
        }
        Label {
            objectName: "friendsError"
            visible: dialog.error.length > 0
            text: dialog.error
            color: "#b3261e"
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        RowLayout {
            Item { Layout.fillWidth: true }
            Button {
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
        }
    }
}
