// The whole window: the table, and over it or beside it what the page shown needs. The
// pages: the start screen (HomeScreen) over the table; a game (the table filling the window,
// seat plates, the hand on its rack, the play bar, the ☰ menu); Learn (the ritual explorer:
// the control panel beside the table, the narration under it); the free table; the records
// (the replay viewer beside the table); the solitaire for one (SolitaireScreen, over it
// all). Owns the TableModel that all show and the RitualPlayer that plays the ritual on it
// in time.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Item {
    id: screen

    readonly property TableModel model: TableModel {}
    readonly property RitualPlayer player: RitualPlayer {
        objectName: "ritualPlayer"
        model: screen.model
        settingsKey: screen.rememberChoices ? "ritual/teaching" : ""
    }
    // A game you play at the table against the bots (GameSession), once started.
    readonly property GameSession session: GameSession {
        objectName: "gameSession"
        model: screen.model
        // The game goes at the pace the table animates: slow in teaching mode.
        speed: 1 / screen.player.durationScale
        // A claim's countdown waits while a window over the table is being read.
        // Teaching follows the table's choice, and a resumed match's save sets it back.
        teaching: screen.player.teaching
        autoDraw: screen.settings.autoDraw
        onTeachingChanged: if (screen.player.teaching !== teaching) screen.player.teaching = teaching
        countdownPaused: screen.windowOpen || replayViewer.visible
    }
    // A table over the network (NetSession): hosting or joining, its lobby, then its game.
    readonly property NetSession net: NetSession {
        objectName: "netSession"
        model: screen.model
        speed: 1 / screen.player.durationScale
        teaching: screen.player.teaching
        rememberTokens: screen.rememberChoices
    }
    // The game shown: the networked one while it plays, else the local one. Both have the
    // same properties and intents, so the table, the plates, the rack and the play bar show
    // either.
    readonly property QtObject play: net.active ? net : session
    readonly property bool networked: net.active
    // In a game, the hand of the seat you play is laid in your order (HandRack). A Binding
    // rather than a property of the model above, which would tie the model's creation to
    // the session's.
    Binding {
        target: screen.model
        property: "handSeat"
        delayed: true // not inside the session's own change signal
        value: screen.play.active ? screen.play.humanSeat : -1
    }
    // The narration names no tile taken into a hand the player at the screen may not see
    // (unless every hand is shown anyway).
    Binding {
        target: screen.model
        property: "privateSeats"
        delayed: true
        value: screen.play.active && !screen.revealAllHands ? screen.play.privateSeats : []
    }
    // The free table (FreeTable): no rules, any tile anywhere, once started.
    readonly property FreeTable freeTable: FreeTable {
        objectName: "freeTable"
        model: screen.model
    }
    // A new game gives the keys back to your hand (issue 14, found when tried, 8): the Next
    // game button that had them is gone, and Left, Right, Enter and 1-9 would do nothing until
    // the rack was clicked. A hand-over screen that shows later takes them in its turn.
    // A game that starts (from the Play dialogue, Continue, the command line) gives the keys
    // to your hand too, once the dialogue that had them has closed.
    onPageChanged: if (page === "play") Qt.callLater(() => (rack.visible ? rack : playBar).forceActiveFocus())
    readonly property bool gameOver: play.over
    onGameOverChanged: {
        if (!gameOver && play.active)
            (rack.visible ? rack : playBar).forceActiveFocus()
    }
    // Which page shows: a game, the free table or the records while they are open; else the
    // start screen, or Learn (the ritual explorer) once left for it. Ending one of the
    // first three gives back the page it was opened from. Tests start in Learn; the app
    // (Main.qml) starts at home.
    property bool atHome: false
    // Four AI players are watched (--watch): Learn's explorer shows their match.
    property bool watching: false
    // Seed 001's solitaire for one: its own page over everything (SolitaireScreen).
    readonly property SolitaireSession solitaire: SolitaireSession {
        persistent: screen.rememberChoices
    }
    // American mahjong against three AI players: its own page over everything (AmericanScreen).
    readonly property AmericanSession american: AmericanSession {}
    readonly property string page: american.active ? "american"
                                 : solitaire.active ? "solitaire"
                                 : session.active || net.active ? "play"
                                 : net.status !== "" && !replayViewer.visible ? "lobby"
                                 : freeTable.active ? "free"
                                 : replayViewer.visible ? "records"
                                 : atHome ? "home" : "learn"
    // A window over the table has the keys (its own Escape closes it).
    readonly property bool windowOpen: gameMenu.shown || newGameDialog.shown || settingsDialog.shown || networkDialog.shown
                                       || americanFriends.shown || chatWindow.shown
                                       || shortcuts.shown || howToPlay.shown || playBar.rulesOpen
    // The flat 2D diagram instead of the 3D table (Learn's View box, the game menu).
    property bool flatView: false
    // Every hand's faces in the 2D view and the narration (the game menu, Learn's box).
    property bool revealHands: false

    // The start screen's entries, the menu's and the panel's: each goes to its page.
    function goHome() {
        player.pause()
        if (freeTable.active)
            freeTable.stop()
        if (replayViewer.visible)
            replayViewer.close()
        atHome = true
    }
    // Play with friends: on this computer (the Play dialogue's hot-seat), or over a network.
    function openFriends() { networkDialog.open() }
    function openPlay(friends) {
        newGameDialog.active = true
        newGameDialog.item.friends = friends
        newGameDialog.open()
    }
    function openLearn() {
        atHome = false
        player.teaching = true
    }
    // Left (its bar's Leave or the menu), the page it came from shows again.
    function openFreeTable() {
        player.pause()
        freeTable.start(-1)
    }
    function openRecords() { replayViewer.open() }
    function openSolitaire() {
        player.pause()
        solitaire.open()
    }
    function openMenu() {
        if (page !== "home" && page !== "records" && page !== "lobby")
            gameMenu.open()
    }

    // Whether the 2D view and the narration show every hand's faces: the player's choice,
    // never while several players share the computer.
    // At a table over the network, never: the others' tiles are not this computer's to show.
    readonly property bool revealAllHands: replayOpenHands || (revealHands && !(session.active && session.hotSeat) && !networked)
    // A record replayed is public: every hand shows its faces, on the 3D table too, unless
    // the viewer's box is turned off.
    readonly property bool replayOpenHands: replayViewer.visible && replayViewer.showing && replayViewer.handsOpen
    // Remember the teaching choice between launches (QSettings); the app sets it, tests
    // leave it off so they never read or write the user's settings.
    property bool rememberChoices: false
    // The user's appearance, pace and sound choices, kept between launches like the above.
    readonly property AppSettings settings: AppSettings { persistent: screen.rememberChoices }
    // The 3D tables' shadows and MSAA: the Graphics setting, or `--graphics` for this launch
    // (graphicsOverride, not stored).
    property string graphicsOverride: ""
    readonly property string graphics: graphicsOverride !== "" ? graphicsOverride : settings.graphics
    // The table's sounds, cued by the events the model shows.
    readonly property SoundPlayer sound: SoundPlayer {
        objectName: "soundPlayer"
        model: screen.model
        volume: screen.settings.volume
        muted: screen.settings.muted
    }
    // The pace and the tile size follow the settings both ways (the panel's speed slider
    // sets the player's speed).
    Connections {
        target: screen.settings
        function onSpeedChanged() { screen.player.speed = screen.settings.speed }
        function onTileSizeChanged() {
            screen.model.setTileSize(screen.settings.tileSize)
            screen.solitaire.tiles.setTileSize(screen.settings.tileSize)
        }
    }
    Connections {
        target: screen.player
        function onSpeedChanged() { screen.settings.speed = screen.player.speed }
    }
    Component.onCompleted: {
        player.speed = settings.speed
        model.setTileSize(settings.tileSize)
        solitaire.tiles.setTileSize(settings.tileSize)
    }

    // Escape: the menu (the replay viewer has Escape for itself); F1: the keys; V: the camera.
    Shortcut {
        sequence: "Esc"
        enabled: screen.page !== "home" && screen.page !== "records" && screen.page !== "lobby" && screen.page !== "solitaire"
                 && screen.page !== "american" && screen.session.handOverSeat < 0
                 && !screen.windowOpen
        onActivated: screen.openMenu()
    }
    Shortcut {
        sequence: "F1"
        onActivated: shortcuts.open()
    }
    // F11: full screen, or back to a window (the Full screen setting; Main.qml applies it).
    Shortcut {
        sequence: "F11"
        onActivated: screen.settings.fullScreen = !screen.settings.fullScreen
    }
    Shortcut {
        sequence: "V"
        enabled: screen.page !== "home" && screen.page !== "solitaire" && screen.page !== "american" && !screen.flatView
        onActivated: table3d.camera.nextView()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        ColumnLayout {
            spacing: 0
            Layout.fillWidth: true
            Layout.fillHeight: true

            Item {
                id: tableArea
                objectName: "tableArea"
                Layout.fillWidth: true
                Layout.fillHeight: true

                StackLayout {
                    anchors.fill: parent
                    currentIndex: screen.flatView ? 1 : 0

                    Table3D {
                        id: table3d
                        objectName: "table3d"
                        // In a game, a tap on a tile of your hand discards it (if that is
                        // legal); the rack highlights the same tile. A tile picked in the rack
                        // is only highlighted here.
                        onSelectedTileChanged: {
                            const id = selectedTile !== null ? selectedTile.tileId : -1
                            if (id === rack.selectedTileId)
                                return
                            rack.selectedTileId = id
                            if (screen.play.active && selectedTile !== null && selectedTile.zone === "hand")
                                rack.discard(id)
                        }
                        // On the free table a dragged tile goes where it is dropped.
                        dragTiles: screen.freeTable.active
                        onTileDropped: (tileId, tableX, tableY) => screen.freeTable.moveTo(tileId, tableX, tableY)
                        model: screen.model
                        covered: screen.page === "solitaire" || screen.page === "american"
                        viewSeat: screen.play.active ? screen.play.humanSeat : 0
                        concealedSeats: screen.play.active ? screen.play.concealedSeats : []
                        openHands: screen.replayOpenHands
                        // The latest discard is marked in a game; brighter while you may claim it.
                        markedTile: screen.page === "play" ? screen.model.lastDiscard : -1
                        markClaimable: screen.play.claimSecondsLeft >= 0
                        // The winner's hand lies face up once the table has shown the win.
                        openSeats: screen.play.overShown && screen.play.endSummary.winner >= 0
                                   ? [screen.play.endSummary.winner] : []
                        graphics: screen.graphics
                        feltColour: screen.settings.feltColour
                        backColour: screen.settings.backColour
                        indexNumerals: screen.settings.indexNumerals
                        cardColours: screen.settings.cardColours
                        pace: screen.player.durationScale
                        instant: screen.player.instant
                    }
                    TableBoard {
                        objectName: "board"
                        model: screen.model
                        revealHands: screen.revealAllHands
                        ownSeat: screen.play.active && screen.play.handShown ? screen.play.humanSeat : -1
                    }
                }

                // In a game: a plate for each seat, the menu button and the wall's count.
                SeatPlates {
                    objectName: "seatPlates"
                    anchors.fill: parent
                    visible: screen.page === "play"
                    model: screen.model
                    session: screen.play
                    viewSeat: table3d.viewSeat
                }
                TableHud {
                    objectName: "tableHud"
                    visible: screen.page === "play" || screen.page === "free"
                    x: 12
                    y: 12
                    // Drawn as one picture (see the rack), on whole pixels.
                    width: Math.ceil(implicitWidth)
                    height: Math.ceil(implicitHeight)
                    layer.enabled: true
                    model: screen.model
                    session: screen.play
                    settings: screen.settings
                    camera: table3d.camera
                    playing: screen.page === "play"
                    flatView: screen.flatView
                    chatAvailable: screen.networked
                    unreadChat: chatWindow.item ? chatWindow.item.unread : 0
                    onMenuRequested: screen.openMenu()
                    onChatRequested: chatWindow.open()
                }

                // A call ("Seat 2: Pung!") flashes over the table as the table shows it.
                Label {
                    id: callBanner
                    objectName: "callBanner"
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: parent.height * 0.38
                    text: screen.play.announcement
                    font.pixelSize: 34
                    font.bold: true
                    color: "#fff6d8"
                    style: Text.Outline
                    styleColor: "#3a2a10"
                    opacity: 0
                    SequentialAnimation on opacity {
                        id: callFade
                        running: false
                        NumberAnimation { to: 1; duration: 120 }
                        PauseAnimation { duration: 900 }
                        NumberAnimation { to: 0; duration: 400 }
                    }
                    Connections {
                        target: screen.play
                        function onAnnounced() { callFade.restart() }
                    }
                }
                // A table over the network before its game: who sits where, ready, chat.
                LobbyPanel {
                    objectName: "lobbyPanel"
                    visible: screen.page === "lobby"
                    net: screen.net
                    aiChoices: screen.session.playerChoices.filter(c => c.kind !== screen.session.humanKind)
                    anchors.centerIn: parent
                    width: Math.min(parent.width - 40, 720)
                    height: Math.min(parent.height - 40, implicitHeight)
                    onLeaveChosen: {
                        screen.net.leave()
                        screen.goHome()
                    }
                    // The revealed game becomes the saved match, which the local session resumes.
                    // A spectator watches an ended game in the records' viewer; closing it
                    // gives the table's page back.
                    onReplayChosen: (path) => {
                        replayViewer.open()
                        replayViewer.show(path)
                    }
                    onPlayOnChosen: {
                        if (screen.net.playOnLocally() !== "")
                            return // the panel shows why
                        screen.net.leave()
                        if (screen.session.checkSave())
                            screen.session.resumeSaved()
                    }
                }
                // A line of chat at a networked table shows for a moment over the table.
                ChatToast {
                    objectName: "chatToast"
                    net: screen.net
                    shown: screen.networked
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 56
                }
                // The end of a game: the winning hand, its payouts and the match ledger.
                MatchLedger {
                    objectName: "matchLedger"
                    session: screen.play
                    anchors.centerIn: parent
                    width: Math.min(parent.width - 40, 760)
                    height: Math.min(parent.height - 40, implicitHeight)
                }
            }

            HandRack {
                id: rack
                objectName: "handRack"
                // The panels round the table change a few times a second at most while the
                // table moves every frame: each is drawn once into a picture of its own, which
                // every frame then lays down in one draw. On software rendering that took
                // play from 34 to 40 fps (mahjongero --benchmark play, medians of 3). A layer
                // draws nothing outside its item: a tile dragged up out of the rack needs the
                // rack drawn as it is. (Their sizes are whole pixels, for a layer stretches
                // its picture over a fraction.)
                layer.enabled: !tileDragged
                model: screen.model
                session: screen.play
                indexNumerals: screen.settings.indexNumerals
                cardColours: screen.settings.cardColours
                backColour: screen.settings.backColour
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                // The play bar's keys (1-9) work while the rack has the keyboard.
                Keys.forwardTo: [playBar]
                // Your hand shows (a game begins, the next player sits down): it takes the
                // keys, unless a window over the table has them.
                onVisibleChanged: if (visible && screen.page === "play" && !screen.windowOpen) forceActiveFocus()
                onSelectedTileIdChanged: {
                    if ((table3d.selectedTile !== null ? table3d.selectedTile.tileId : -1) !== selectedTileId)
                        table3d.selectedTile = selectedTileId >= 0 ? table3d.tileAt(screen.model.rowOf(selectedTileId)) : null
                }
            }

            PlayBar {
                id: playBar
                objectName: "playBar"
                layer.enabled: true
                session: screen.play
                teaching: screen.player.teaching
                visible: screen.play.active
                Layout.fillWidth: true
                Layout.preferredHeight: Math.ceil(implicitHeight)
            }

            FreeTableBar {
                objectName: "freeTableBar"
                layer.enabled: true // one picture (see the rack)
                freeTable: screen.freeTable
                visible: screen.freeTable.active
                selectedTileId: table3d.selectedTile ? table3d.selectedTile.tileId : -1
                Layout.fillWidth: true
                Layout.preferredHeight: Math.ceil(implicitHeight)
            }

            NarrationPanel {
                objectName: "narration"
                layer.enabled: true
                // In a game the narration is the teacher's: shown in teaching mode only (the
                // play bar tells what happens).
                visible: screen.page !== "home" && screen.page !== "lobby" && (screen.page !== "play" || screen.player.teaching)
                model: screen.model
                teaching: screen.player.teaching
                indexNumerals: screen.settings.indexNumerals
                selectedTile: screen.flatView ? null : table3d.selectedTile
                revealHands: screen.revealAllHands
                ownSeat: screen.play.active && screen.play.handShown ? screen.play.humanSeat : -1
                startHint: screen.page === "learn" && !screen.watching
                           ? qsTr("Press Play to watch the setup ritual, or Step to go one event at a time.")
                           : screen.page === "free"
                           ? qsTr("Drag any tile anywhere, or press Next (N) to perform the setup ritual one step at a time.")
                           : screen.page === "records"
                           ? qsTr("Press Play to watch the game, or → to go one event at a time.")
                           : ""
                note: screen.page !== "records" || replayViewer.showing ? ""
                      : replayViewer.library.count > 0
                      ? qsTr("Choose a finished game on the right to watch it again, event by event, with its narration.")
                      : qsTr("The games you finish are listed on the right, to watch again event by event. Open record file… shows a game from elsewhere.")
                clip: true
                Layout.fillWidth: true
                // A steady height, so the table does not jump as the narration changes.
                // In a game and on the free table it gives way to the table in a low window
                // (Learn keeps room for the glossary's words).
                Layout.preferredHeight: !screen.player.teaching ? 64
                                      : screen.page === "play" || screen.page === "free" ? Math.min(120, Math.round(screen.height * 0.12))
                                      : 170
            }
        }

        ControlPanel {
            id: panel
            objectName: "panel"
            layer.enabled: true // one picture, as the panels under the table (see the rack)
            model: screen.model
            player: screen.player
            screen: screen
            visible: screen.page === "learn"
            Layout.fillHeight: true
            Layout.preferredWidth: 330
            onHomeRequested: screen.goHome()
            onHowToPlayRequested: howToPlay.open()
        }
        // The finished games' records and their replay, beside the table while open.
        ReplayViewer {
            id: replayViewer
            objectName: "replayViewer"
            layer.enabled: true // one picture (see the rack)
            model: screen.model
            session: screen.session
            player: screen.player
            // Closed, it gives the page back: the start screen or Learn, whichever opened it.
            visible: false
            Layout.fillHeight: true
            Layout.preferredWidth: 330
        }
    }

    HomeScreen {
        objectName: "homeScreen"
        anchors.fill: parent
        visible: screen.page === "home"
        session: screen.session
        american: screen.american
        onContinueChosen: screen.session.resumeSaved()
        onPlayChosen: screen.openPlay(false)
        onFriendsChosen: screen.openFriends()
        onLearnChosen: screen.openLearn()
        onFreeTableChosen: screen.openFreeTable()
        onSolitaireChosen: screen.openSolitaire()
        onAmericanChosen: (level) => { screen.player.pause(); screen.american.start(level) }
        onAmericanContinueChosen: { screen.player.pause(); screen.american.resumeSaved() }
        onRecordsChosen: screen.openRecords()
        onSettingsChosen: settingsDialog.open()
        onQuitChosen: Qt.quit()
    }

    // The solitaire's and the American game's pages, over the table. Each holds a 3D view of
    // its own, so each is made the first time it is opened (not at start: that cost the first
    // frame some 0.3 s) and then kept: hiding and showing a 3D view is cheap, while making and
    // destroying one again was among the ways Qt 6.4's threaded render loop crashed
    // (launch_modes.cpp, chooseRenderLoop). The table's view beneath is hidden while a page
    // covers it (Table3D.covered).
    Loader {
        anchors.fill: parent
        active: false
        readonly property bool shown: screen.page === "solitaire"
        onShownChanged: if (shown) active = true
        onLoaded: item.takeFocus()
        visible: shown
        sourceComponent: SolitaireScreen {
            objectName: "solitaireScreen"
            graphics: screen.graphics
            session: screen.solitaire
            feltColour: screen.settings.feltColour
            backColour: screen.settings.backColour
            indexNumerals: screen.settings.indexNumerals
            onLeaveChosen: {
                screen.solitaire.close()
                screen.atHome = true
            }
        }
    }

    Loader {
        anchors.fill: parent
        active: false
        readonly property bool shown: screen.page === "american"
        onShownChanged: if (shown) active = true
        onLoaded: item.takeFocus()
        visible: shown
        sourceComponent: AmericanScreen {
            objectName: "americanScreen"
            graphics: screen.graphics
            session: screen.american
            feltColour: screen.settings.feltColour
            backColour: screen.settings.backColour
            indexNumerals: screen.settings.indexNumerals
            onLeaveChosen: {
                screen.american.saveAndLeave()
                screen.atHome = true
            }
            onEndMatchChosen: {
                screen.american.endMatch()
                screen.atHome = true
            }
        }
    }

    // Hot-seat: hides the whole screen between two human players' turns.
    PrivacyScreen {
        objectName: "privacyScreen"
        session: screen.session
        returnFocusTo: playBar
        anchors.fill: parent
        z: 10
    }

    DeferredPopup {
        id: newGameDialog
        sourceComponent: NewGameDialog {
            objectName: "newGameDialog"
            session: screen.session
            player: screen.player
            model: screen.model
        }
    }
    DeferredPopup {
        id: gameMenu
        sourceComponent: GameMenu {
            objectName: "gameMenu"
            page: screen.page
            revealHands: screen.revealHands
            revealAllowed: !(screen.session.active && screen.session.hotSeat) && !screen.networked
            networked: screen.networked
            hosting: screen.net.hosting
            flatView: screen.flatView
            onRulesChosen: playBar.showRules()
            onSettingsChosen: settingsDialog.open()
            onShortcutsChosen: shortcuts.open()
            onRevealToggled: (on) => screen.revealHands = on
            onFlatViewToggled: (on) => screen.flatView = on
            onSaveAndQuitChosen: {
                screen.session.saveAndLeave()
                screen.goHome()
            }
            onEndGameChosen: {
                screen.play.stop()
                screen.goHome()
            }
            onLeaveChosen: screen.goHome()
        }
    }
    DeferredPopup {
        id: shortcuts
        sourceComponent: ShortcutsSheet { }
    }
    // The table's chat during a networked game (T, or the HUD's Chat button).
    DeferredPopup {
        id: chatWindow
        sourceComponent: ChatWindow {
            objectName: "chatWindow"
            net: screen.net
        }
    }
    Shortcut {
        sequence: "T"
        enabled: screen.networked && !screen.windowOpen
        onActivated: chatWindow.open()
    }
    // Play with friends: on this computer, or host or join a table over the network.
    DeferredPopup {
        id: networkDialog
        sourceComponent: NetworkDialog {
            objectName: "networkDialog"
            net: screen.net
            session: screen.session
            onLocalChosen: screen.openPlay(true)
            onAmericanLocalChosen: americanFriends.open()
        }
    }
    // American mahjong with friends at this computer (hot-seat).
    DeferredPopup {
        id: americanFriends
        sourceComponent: AmericanFriendsDialog {
            objectName: "americanFriendsDialog"
            session: screen.american
            onStarted: screen.player.pause()
        }
    }
    // A page-wide guide to playing each ruleset (Learn's "How to play").
    DeferredPopup {
        id: howToPlay
        sourceComponent: HowToPlay {
            session: screen.session
        }
    }

    DeferredPopup {
        id: settingsDialog
        sourceComponent: SettingsDialog {
            parent: Overlay.overlay
            objectName: "settingsDialog"
            settings: screen.settings
            model: screen.model
            sound: screen.sound
            renderInfo: table3d.renderInfo
        }
    }
}
