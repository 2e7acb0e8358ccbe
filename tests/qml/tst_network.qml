// A table over the network through the app's own screens (issue 15), on loopback: Play with
// friends → Host a table opens the lobby; a friend's session (another computer, here in the
// same process) joins by address and code and its name shows; Start the game; the game is
// the same table, rack, plates and play bar as a local one, and the host plays a move by
// clicking (a button of the play bar, or a tile of the rack); the chat opens with T and a
// quick phrase reaches the friend; the menu's Close the table for everyone ends it, the
// friend is told why, and the host is back at the start screen.
import QtQuick
import QtTest
import Mahjongero

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        TableScreen {
            anchors.fill: parent
            atHome: true
        }
    }
    TableModel { id: friendTable }
    NetSession {
        id: friend
        model: friendTable
        speed: 1000
        onChanged: Qt.callLater(() => {
            if (!friend.yourMove)
                return
            if (friend.actions.count > 0)
                friend.act(friend.actions.get(0).actionIndex)
            else if (friendTable.handTiles.length > 0)
                friend.discardTile(friendTable.handTiles[friendTable.handTiles.length - 1])
        })
    }
    Binding { target: friendTable; property: "handSeat"; value: friend.active ? friend.humanSeat : -1 }

    TestCase {
        name: "Network"
        when: windowShown

        property var screen: null

        function deepFind(item, name) {
            if (!item)
                return null
            if (item.objectName === name)
                return item
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i) {
                const found = deepFind(kids[i], name)
                if (found)
                    return found
            }
            return item.contentItem && item.contentItem !== item ? deepFind(item.contentItem, name) : null
        }
        function child(name) {
            let found = findChild(screen, name)
            for (const popup of ["networkDialog", "gameMenu", "chatWindow"])
                found = found || deepFind(findChild(screen, popup), name)
            verify(found, "no child named " + name)
            return found
        }
        function press(name) {
            waitForRendering(screen)
            const item = child(name)
            verify(item.visible, name + " is shown")
            mouseClick(item)
        }

        function test_hostPlayAndClose() {
            screen = createTemporaryObject(screenComponent, root)
            findChild(screen, "playBar").keyDelayMs = 0
            screen.player.teaching = false
            screen.net.localOnly = true // loopback only

            press("homeFriends")
            tryVerify(() => child("networkDialog").opened)
            child("friendsTabs").currentIndex = 1
            child("hostName").text = "Ana"
            child("hostPort").text = "0"
            press("openTable")
            tryCompare(screen, "page", "lobby")
            tryCompare(screen.net, "status", "lobby", 5000)

            const local = screen.net.addresses[0].split(" ")[0]
            friend.join(local, screen.net.tableCode, "Ben")
            tryCompare(friend, "status", "lobby", 5000)
            tryVerify(() => screen.net.seats.some(s => s.name === "Ben"), 5000)
            verify(child("lobbySeatsHeading").text.indexOf("Seats (Filipino rules)") === 0, child("lobbySeatsHeading").text)

            // The host's choices in the lobby: the AI that plays a free seat (the friend is
            // told), and where she sits herself.
            const kinds = screen.session.playerChoices.filter(c => c.kind !== screen.session.humanKind).map(c => c.kind)
            const levelBox = child("seatLevel2")
            verify(levelBox.visible)
            levelBox.activated(kinds.indexOf("strong"))
            tryVerify(() => friend.seats.length === 4 && friend.seats[2].level === "strong", 5000)
            verify(!child("seatLevel1").visible) // Ben sits there
            press("sitAt3")
            tryCompare(screen.net, "humanSeat", 3, 5000)
            tryVerify(() => friend.seats[3].name === "Ana" && friend.seats[0].name === "", 5000)
            friend.setReady()
            press("lobbyReady")
            tryCompare(screen, "page", "play", 5000)
            verify(screen.networked)
            compare(screen.play, screen.net)
            verify(findChild(screen, "seatPlates").visible)
            verify(child("chatButton").visible)
            compare(findChild(screen, "revealBox") === null || !child("revealBox").enabled, true)

            // The host's move, by clicking: a button of the play bar, or a tile of the rack.
            screen.net.speed = 1000
            tryVerify(() => screen.net.yourMove, 60000)
            const stepBefore = screen.model.stepCount
            const buttons = findChild(screen, "actionButtons")
            if (screen.net.actions.count > 0) {
                tryVerify(() => buttons.count > 0)
                mouseClick(buttons.itemAt(0))
            } else {
                const rack = findChild(screen, "handRack")
                const hand = screen.model.handTiles
                mouseClick(rack.tileItem(hand[hand.length - 1]))
            }
            tryVerify(() => screen.model.stepCount > stepBefore, 10000)

            // The chat: T opens it, a quick phrase reaches the friend with the host's name.
            keyClick(Qt.Key_T)
            tryVerify(() => child("chatWindow").opened)
            const phrase = screen.net.quickPhrases()[0]
            screen.net.sendChat(phrase)
            tryVerify(() => friend.chatLines.indexOf("Ana: " + phrase) >= 0, 5000)
            child("chatWindow").close()
            tryVerify(() => !child("chatWindow").visible)

            // Close the table for everyone during the game: the friend is told why; both are
            // shown the unfinished game, revealed and verified, to play on at home.
            keyClick(Qt.Key_Escape)
            tryVerify(() => child("gameMenu").opened)
            verify(!child("menuSaveAndQuit").visible)
            compare(child("endGame").text, "Close the table for everyone")
            press("endGame")
            tryCompare(screen, "page", "lobby")
            compare(screen.net.hosting, false)
            tryCompare(screen.net, "status", "closed", 5000)
            compare(screen.net.problem, "You closed the table.")
            tryCompare(friend, "status", "closed", 5000)
            verify(friend.problem.indexOf("host closed the table") >= 0, friend.problem)
            verify(friend.unfinishedGame.indexOf("Game 1 was not finished") >= 0, friend.unfinishedGame)
            tryVerify(() => child("lobbyUnfinished").visible)
            const seat = screen.net.humanSeat
            press("lobbyPlayOn")
            // The same game, at this computer: the local session plays it on from where it was.
            tryCompare(screen, "page", "play", 5000)
            verify(!screen.networked)
            compare(screen.play, screen.session)
            compare(screen.session.humanSeat, seat)
            compare(screen.net.status, "")
            screen.session.stop()
            friend.leave()
        }

        // Join a table → Only watch: the lobby says so and shows who sits where; nothing of
        // the game in play; once it has ended it is listed, checked, and Watch replays it in
        // the records' viewer; closing that gives the lobby back; Stop watching goes home.
        function test_watchATable() {
            screen = createTemporaryObject(screenComponent, root)
            screen.net.keepRecords = true // into the test's own data folder
            friend.localOnly = true
            verify(friend.host("visayan", "easy", "Ben", 0))
            tryCompare(friend, "status", "lobby", 5000)
            const address = friend.addresses[friend.addresses.length - 1].split(" ")[0]

            press("homeFriends")
            tryVerify(() => child("networkDialog").opened)
            child("friendsTabs").currentIndex = 2
            child("joinAddress").text = address
            child("joinCode").text = friend.tableCode
            child("joinName").text = "Eve"
            child("joinWatch").checked = true
            compare(child("joinTable").text, "Watch")
            press("joinTable")
            tryCompare(screen.net, "status", "watching", 5000)
            tryCompare(screen, "page", "lobby")
            verify(child("lobbyTitle").text.indexOf("Watching table") === 0, child("lobbyTitle").text)
            tryVerify(() => screen.net.seats.some(s => s.name === "Ben"), 5000)
            verify(!child("sitAt1").visible) // a spectator takes no seat

            friend.setReady()
            tryVerify(() => friend.active, 5000)
            compare(screen.page, "lobby") // not the game
            tryVerify(() => screen.net.watchedGames.length === 1, 90000)
            compare(screen.net.watchedGames[0].fairness, "The wall was fair: verified")
            press("watchGame0")
            tryCompare(screen, "page", "records", 5000)
            verify(child("replayViewer").showing)
            verify(screen.model.stepCount > 50) // the whole game, to step through
            child("replayViewer").close()
            tryCompare(screen, "page", "lobby")
            press("lobbyLeave")
            tryCompare(screen, "page", "home")
            friend.leave()
        }
    }
}
