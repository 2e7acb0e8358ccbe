// The lobby of a table over the network (issue 15), over the table until the game begins:
// for the host, where the others join (this computer's addresses and the table's code, big
// enough to read aloud); who sits where and who is ready; Ready (the host's Start: the game
// begins once everyone here is ready; the computer plays the empty seats); the table's chat
// with its quick phrases; and Leave. When the connection ends, why, and the way back (and,
// when the host closed the table during a game, playing that game on here).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: lobby

    required property NetSession net
    // The AI levels a host may give a free seat ({kind, label}), the Play dialogue's.
    property var aiChoices: []
    signal leaveChosen()
    // The host closed the table during a game: play it on at this computer.
    signal playOnChosen()
    // A spectator chose an ended game to watch (its record's path).
    signal replayChosen(string path)

    padding: 18
    background: CardBackground {}

    ColumnLayout {
        width: parent.width
        spacing: 10

        Label {
            objectName: "lobbyTitle"
            text: lobby.net.status === "closed" ? (lobby.net.seats.length > 0 ? qsTr("The table has ended") : qsTr("Could not join the table"))
                : lobby.net.status === "connecting" ? qsTr("Joining the table…")
                : lobby.net.status === "watching" ? qsTr("Watching table %1").arg(lobby.net.tableCode)
                : lobby.net.hosting ? qsTr("Your table is open") : qsTr("At table %1").arg(lobby.net.tableCode)
            font.pixelSize: 22
            font.bold: true
        }
        Label {
            objectName: "lobbyProblem"
            visible: text.length > 0
            text: lobby.net.problem
            color: "#b3261e"
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        // The game the host's leaving cut short, revealed and verified: it can go on here.
        Label {
            objectName: "lobbyUnfinished"
            visible: text.length > 0
            text: lobby.net.unfinishedGame
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        // Where the others join, for the host to tell them.
        ColumnLayout {
            visible: lobby.net.hosting && lobby.net.status === "lobby"
            spacing: 4
            Label { text: qsTr("Tell your friends to choose Play with friends → Join a table, with:"); wrapMode: Text.WordWrap; Layout.fillWidth: true }
            RowLayout {
                spacing: 16
                Label { text: qsTr("Table code"); font.bold: true }
                Label {
                    objectName: "lobbyCode"
                    text: lobby.net.tableCode.split("").join(" ")
                    font.family: "monospace"
                    font.pixelSize: 30
                    font.bold: true
                    color: "#2b2618"
                }
            }
            Label { text: qsTr("Address (one of these, as their network reaches this computer)"); font.bold: true }
            // Repeaters in plain columns: Qt 6.4's layouts can crash on delegates removed
            // from under them.
            Column {
                Repeater {
                    model: lobby.net.addresses
                    delegate: Label {
                        required property string modelData
                        text: modelData
                        font.family: "monospace"
                        font.pixelSize: 16
                    }
                }
            }
        }

        // A spectator: each game is shown once it has ended (nothing of a game in play).
        Label {
            visible: lobby.net.status === "watching"
            text: qsTr("You watch without a seat. Each game appears here once it has ended, to watch from its first tile to its last, with the wall checked as the players check it.")
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            visible: lobby.net.status === "watching"
            text: lobby.net.watchedGames.length === 0 ? qsTr("No game has ended yet.") : qsTr("Games")
            font.bold: lobby.net.watchedGames.length > 0
            color: lobby.net.watchedGames.length > 0 ? "#2b2618" : "#6d665a"
        }
        Column {
            spacing: 4
            Repeater {
                objectName: "watchedGames"
                // The latest few (a long evening's games would not fit); every one is in Records.
                model: lobby.net.status === "watching" ? lobby.net.watchedGames.slice(-5) : []
                delegate: Row {
                    id: gameRow
                    required property var modelData
                    required property int index
                    spacing: 10
                    Label { text: qsTr("Game %1").arg(gameRow.modelData.game); width: 70; anchors.verticalCenter: parent.verticalCenter }
                    Label {
                        text: gameRow.modelData.title + (gameRow.modelData.fairness ? " · " + gameRow.modelData.fairness : "")
                        width: 420
                        elide: Text.ElideRight
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    Button {
                        objectName: "watchGame" + gameRow.index
                        text: qsTr("Watch")
                        enabled: gameRow.modelData.path !== ""
                        onClicked: lobby.replayChosen(gameRow.modelData.path)
                    }
                }
            }
        }

        Label {
            objectName: "watchedEarlier"
            visible: lobby.net.status === "watching" && lobby.net.watchedGames.length > 5
            text: lobby.net.watchedGames.length === 6 ? qsTr("One earlier game is in Records.")
                                                      : qsTr("%1 earlier games are in Records.").arg(lobby.net.watchedGames.length - 5)
            color: "#6d665a"
        }
        Label {
            objectName: "lobbySeatsHeading"
            visible: lobby.net.status === "lobby" || lobby.net.status === "watching"
            text: qsTr("Seats (%1 rules)").arg(lobby.net.rulesetTitle)
                  + (lobby.net.hosting && lobby.net.tableClaimSeconds() > 0 ? qsTr(", %1 s to claim").arg(lobby.net.tableClaimSeconds()) : "")
            font.bold: true
        }
        Column {
            spacing: 4
            Repeater {
                objectName: "lobbySeats"
                model: lobby.net.status === "lobby" || lobby.net.status === "watching" ? lobby.net.seats : []
                delegate: Row {
                    id: seatRow
                    required property var modelData
                    required property int index
                    readonly property bool free: modelData.name === ""
                    readonly property int levelIndex: lobby.aiChoices.findIndex(c => c.kind === modelData.level)
                    spacing: 10
                    Label { text: qsTr("Seat %1").arg(seatRow.index); width: 60; anchors.verticalCenter: parent.verticalCenter }
                    Label {
                        anchors.verticalCenter: parent.verticalCenter
                        text: !seatRow.free ? seatRow.modelData.name + (seatRow.modelData.you ? qsTr(" (you)") : "")
                                              + (seatRow.modelData.connected ? "" : qsTr(" (away)"))
                            : seatRow.levelIndex >= 0 ? qsTr("free: %1 plays it").arg(lobby.aiChoices[seatRow.levelIndex].label)
                            : qsTr("free: the computer will play it")
                        color: seatRow.free ? "#6d665a" : "#2b2618"
                        font.bold: seatRow.modelData.you
                        width: 260
                        elide: Text.ElideRight
                    }
                    Label {
                        anchors.verticalCenter: parent.verticalCenter
                        visible: !seatRow.free
                        text: seatRow.modelData.ready ? qsTr("✓ ready") : qsTr("not ready yet")
                        color: seatRow.modelData.ready ? "#2e6b2e" : "#6d665a"
                    }
                    // The host chooses who plays a free seat.
                    ComboBox {
                        objectName: "seatLevel" + seatRow.index
                        visible: seatRow.free && lobby.net.hosting && lobby.aiChoices.length > 0
                        model: lobby.aiChoices.map(c => c.label)
                        currentIndex: Math.max(0, seatRow.levelIndex)
                        implicitWidth: 150
                        onActivated: (i) => lobby.net.setSeatLevel(seatRow.index, lobby.aiChoices[i].kind)
                    }
                    // Anyone may move to a free seat before the game.
                    Button {
                        objectName: "sitAt" + seatRow.index
                        visible: seatRow.free && !lobby.net.waitingForOthers && lobby.net.status === "lobby"
                        text: qsTr("Sit here")
                        flat: true
                        onClicked: lobby.net.sit(seatRow.index)
                    }
                }
            }
        }

        RowLayout {
            spacing: 10
            Button {
                objectName: "lobbyReady"
                visible: lobby.net.status === "lobby"
                enabled: !lobby.net.waitingForOthers
                highlighted: true
                text: lobby.net.hosting ? qsTr("Start the game") : qsTr("I'm ready")
                onClicked: lobby.net.setReady()
            }
            Label {
                visible: lobby.net.status === "lobby"
                text: lobby.net.waitingForOthers ? qsTr("Waiting for everyone here to be ready…")
                                                 : qsTr("The game begins when everyone here is ready.")
                color: "#6d665a"
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "lobbyPlayOn"
                visible: lobby.net.status === "closed" && lobby.net.unfinishedGame !== ""
                highlighted: true
                text: qsTr("Play it on against the computer")
                onClicked: lobby.playOnChosen()
            }
            Button {
                objectName: "lobbyLeave"
                text: lobby.net.status === "closed" ? qsTr("Back to the start screen")
                    : lobby.net.hosting ? qsTr("Close the table")
                    : lobby.net.status === "watching" ? qsTr("Stop watching") : qsTr("Leave")
                onClicked: lobby.leaveChosen()
            }
        }

        ChatBox {
            visible: lobby.net.status === "lobby"
            net: lobby.net
            Layout.fillWidth: true
        }
    }
}
