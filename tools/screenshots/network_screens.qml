// The README's screenshots of play over a network (issue 15): Play with friends (its Host
// and Join tabs), the host's lobby with a friend seated, a networked game at the host's
// table, its end card with the wall verified, and the table's end when the host closes it
// during a game (the game offered to play on here). A friend's session in the same process
// joins the table over loopback and plays its seat. Run by the QML test runner, not a test;
// it writes PNGs to /tmp/mahjongero-shots:
//   mkdir -p /tmp/mahjongero-shots && xvfb-run -a -s "-screen 0 1400x900x24" \
//       env QT_QPA_PLATFORM=xcb build/tests/qml/tst_qml -input tools/screenshots/network_screens.qml
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
    // The friend at another computer: their own session and table model.
    TableModel { id: friendTable }
    NetSession {
        id: friend
        model: friendTable
        speed: 1000
        // Plays along: the first button, else the first tile of the hand.
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
        name: "NetworkScreens"
        when: windowShown

        property var screen: null
        readonly property string folder: "/tmp/mahjongero-shots"

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
            for (const popup of ["networkDialog", "gameMenu"])
                found = found || deepFind(findChild(screen, popup), name)
            verify(found, "no child named " + name)
            return found
        }
        function shot(name) {
            wait(900)
            waitForRendering(screen)
            grabImage(root).save(folder + "/" + name + ".png")
        }

        function test_screens() {
            screen = createTemporaryObject(screenComponent, root)
            findChild(screen, "playBar").keyDelayMs = 0
            screen.player.teaching = false
            screen.player.skipToEnd()

            mouseClick(child("homeFriends"))
            tryVerify(() => child("networkDialog").opened)
            child("friendsTabs").currentIndex = 2
            child("joinAddress").text = "192.168.1.20:7077"
            child("joinCode").text = "K7QX2MPD"
            child("joinName").text = "Ben"
            shot("friends-join")
            child("friendsTabs").currentIndex = 1
            child("hostName").text = "Ana"
            shot("friends-host")
            child("hostPort").text = "0" // any free port
            screen.net.localOnly = true
            mouseClick(child("openTable"))
            tryCompare(screen.net, "status", "lobby", 5000)

            const addresses = screen.net.addresses
            const local = addresses[addresses.length - 1].split(" ")[0]
            friend.join(local, screen.net.tableCode, "Ben")
            tryCompare(friend, "status", "lobby", 5000)
            friend.sendChat("Hi Ana! Ready when you are.")
            tryVerify(() => screen.net.chatLines.length > 0, 5000)
            screen.net.setSeatLevel(3, "strong") // the host's choice for one free seat
            friend.setReady()
            tryVerify(() => screen.net.seats.some(s => s.name === "Ben" && s.ready), 5000)
            shot("network-lobby")

            mouseClick(child("lobbyReady"))
            tryVerify(() => screen.net.active, 5000)
            // The host's own move at the table (after a few of the friend's and the bots').
            let moves = 0
            while (moves < 6) {
                tryVerify(() => screen.net.yourMove, 60000)
                if (moves === 5)
                    break
                const acts = screen.net.actions.toList()
                if (acts.length > 0)
                    screen.net.act(acts[0].actionIndex)
                else
                    screen.net.discardTile(screen.model.handTiles[screen.model.handTiles.length - 1])
                ++moves
                wait(300)
            }
            shot("network-game")

            // To the end: the end card says whether the wall was fair.
            screen.net.speed = 1000
            for (let i = 0; i < 600 && !screen.net.overShown; ++i) {
                tryVerify(() => screen.net.yourMove || screen.net.overShown, 60000)
                if (screen.net.overShown)
                    break
                const acts = screen.net.actions.toList()
                const win = acts.findIndex(a => a.label.indexOf("!") >= 0)
                if (acts.length > 0)
                    screen.net.act(acts[Math.max(0, win)].actionIndex)
                else
                    screen.net.discardTile(screen.model.handTiles[screen.model.handTiles.length - 1])
            }
            tryVerify(() => child("matchLedger").visible, 10000)
            tryVerify(() => (screen.net.endSummary.fairness || "") !== "", 10000)
            shot("network-game-end")

            // The next game, closed by the host part-way: the table's end offers to play it on.
            screen.net.nextGame()
            friend.nextGame()
            tryVerify(() => screen.net.active && !screen.net.over, 10000)
            tryVerify(() => screen.net.yourMove, 60000)
            screen.net.stop()
            tryCompare(screen.net, "status", "closed", 5000)
            tryVerify(() => screen.net.unfinishedGame !== "", 5000)
            shot("network-closed")
            mouseClick(child("lobbyPlayOn"))
            tryCompare(screen, "page", "play", 5000)
            shot("network-played-on")
            screen.session.stop()
            friend.leave()
        }

        // A spectator's view: Join a table → Only watch; the games listed as they end.
        function test_watching() {
            screen = createTemporaryObject(screenComponent, root)
            screen.player.skipToEnd()
            screen.net.keepRecords = true
            friend.localOnly = true
            verify(friend.host("visayan", "easy", "Ben", 0))
            tryCompare(friend, "status", "lobby", 5000)
            const address = friend.addresses[friend.addresses.length - 1].split(" ")[0]
            screen.net.watch(address, friend.tableCode, "Eve")
            tryCompare(screen.net, "status", "watching", 5000)
            friend.setReady()
            tryVerify(() => screen.net.watchedGames.length === 1, 90000)
            friend.nextGame()
            tryVerify(() => friend.active && !friend.over, 10000)
            shot("network-watching")
            screen.net.leave()
            friend.leave()
        }
    }
}
