// The table with its control panel and, under the table, the teaching panel: owns the
// TableModel that all show and the RitualPlayer that plays the ritual on it in time.
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
        onTeachingChanged: if (screen.player.teaching !== teaching) screen.player.teaching = teaching
        countdownPaused: playBar.rulesOpen || settingsDialog.visible || panel.dialogOpen || replayViewer.visible
    }
    // In a game, the hand of the seat you play is laid in your order (HandRack). A Binding
    // rather than a property of the model above, which would tie the model's creation to
    // the session's.
    Binding {
        target: screen.model
        property: "handSeat"
        delayed: true // not inside the session's own change signal
        value: screen.session.active ? screen.session.humanSeat : -1
    }
    // The narration names no tile taken into a hand the player at the screen may not see
    // (unless every hand is shown anyway).
    Binding {
        target: screen.model
        property: "privateSeats"
        delayed: true
        value: screen.session.active && !screen.revealAllHands ? screen.session.privateSeats : []
    }
    // The free table (FreeTable): no rules, any tile anywhere, once started.
    readonly property FreeTable freeTable: FreeTable {
        objectName: "freeTable"
        model: screen.model
    }
    // A new game gives the keys back to your hand (issue 14, found when tried, 8): the Next
    // game button that had them is gone, and Left, Right, Enter and 1-9 would do nothing until
    // the rack was clicked. A hand-over screen that shows later takes them in its turn.
    readonly property bool gameOver: session.over
    onGameOverChanged: {
        if (!gameOver && session.active)
            (rack.visible ? rack : playBar).forceActiveFocus()
    }
    // Whether the 2D view and the narration show every hand's faces: the panel's choice,
    // never while several players share the computer.
    readonly property bool revealAllHands: replayOpenHands || (panel.revealHands && !(session.active && session.hotSeat))
    // A record replayed is public: every hand shows its faces, on the 3D table too, unless
    // the viewer's box is turned off.
    readonly property bool replayOpenHands: replayViewer.visible && replayViewer.showing && replayViewer.handsOpen
    // Remember the teaching choice between launches (QSettings); the app sets it, tests
    // leave it off so they never read or write the user's settings.
    property bool rememberChoices: false
    // The user's appearance, pace and sound choices, kept between launches like the above.
    readonly property AppSettings settings: AppSettings { persistent: screen.rememberChoices }
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
        function onTileSizeChanged() { screen.model.setTileSize(screen.settings.tileSize) }
    }
    Connections {
        target: screen.player
        function onSpeedChanged() { screen.settings.speed = screen.player.speed }
    }
    Component.onCompleted: {
        player.speed = settings.speed
        model.setTileSize(settings.tileSize)
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        ColumnLayout {
            spacing: 0
            Layout.fillWidth: true
            Layout.fillHeight: true

            StackLayout {
                currentIndex: panel.flatView ? 1 : 0
                Layout.fillWidth: true
                Layout.fillHeight: true

                Table3D {
                    id: table3d
                    objectName: "table3d"
                    // In a game, a tap on a tile of your hand discards it (if that is legal);
                    // the rack highlights the same tile. A tile picked in the rack is only
                    // highlighted here.
                    onSelectedTileChanged: {
                        const id = selectedTile !== null ? selectedTile.tileId : -1
                        if (id === rack.selectedTileId)
                            return
                        rack.selectedTileId = id
                        if (screen.session.active && selectedTile !== null && selectedTile.zone === "hand")
                            rack.discard(id)
                    }

                    // A call ("Seat 2: Pung!") flashes over the table as the table shows it.
                    Label {
                        id: callBanner
                        objectName: "callBanner"
                        anchors.horizontalCenter: parent.horizontalCenter
                        y: parent.height * 0.38
                        text: screen.session.announcement
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
                            target: screen.session
                            function onAnnounced() { callFade.restart() }
                        }
                    }
                    // The end of a game: the winning hand, its payouts and the match ledger.
                    MatchLedger {
                        objectName: "matchLedger"
                        session: screen.session
                        anchors.centerIn: parent
                        width: Math.min(parent.width - 40, 760)
                        height: Math.min(parent.height - 40, implicitHeight)
                    }
                    // On the free table a dragged tile goes where it is dropped.
                    dragTiles: screen.freeTable.active
                    onTileDropped: (tileId, tableX, tableY) => screen.freeTable.moveTo(tileId, tableX, tableY)
                    model: screen.model
                    viewSeat: screen.session.active ? screen.session.humanSeat : 0
                    concealedSeats: screen.session.active ? screen.session.concealedSeats : []
                    openHands: screen.replayOpenHands
                    feltColour: panel.feltColour
                    backColour: panel.backColour
                    indexNumerals: panel.indexNumerals
                    cardColours: screen.settings.cardColours
                    pace: screen.player.durationScale
                    instant: screen.player.instant
                }
                TableBoard {
                    objectName: "board"
                    model: screen.model
                    revealHands: screen.revealAllHands
                    ownSeat: screen.session.active && screen.session.handShown ? screen.session.humanSeat : -1
                }
            }

            HandRack {
                id: rack
                objectName: "handRack"
                model: screen.model
                session: screen.session
                indexNumerals: panel.indexNumerals
                cardColours: screen.settings.cardColours
                backColour: panel.backColour
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                // The play bar's keys (1-9, Escape) work while the rack has the keyboard.
                Keys.forwardTo: [playBar]
                onSelectedTileIdChanged: {
                    if ((table3d.selectedTile !== null ? table3d.selectedTile.tileId : -1) !== selectedTileId)
                        table3d.selectedTile = selectedTileId >= 0 ? table3d.tileAt(selectedTileId) : null
                }
            }

            PlayBar {
                id: playBar
                objectName: "playBar"
                session: screen.session
                teaching: screen.player.teaching
                visible: screen.session.active
                Layout.fillWidth: true
            }

            FreeTableBar {
                objectName: "freeTableBar"
                freeTable: screen.freeTable
                visible: screen.freeTable.active
                selectedTileId: table3d.selectedTile ? table3d.selectedTile.tileId : -1
                Layout.fillWidth: true
            }

            NarrationPanel {
                objectName: "narration"
                model: screen.model
                teaching: screen.player.teaching
                selectedTile: panel.flatView ? null : table3d.selectedTile
                revealHands: screen.revealAllHands
                ownSeat: screen.session.active && screen.session.handShown ? screen.session.humanSeat : -1
                clip: true
                Layout.fillWidth: true
                // A steady height, so the table does not jump as the narration changes.
                Layout.preferredHeight: screen.player.teaching ? 170 : 64
            }
        }

        ControlPanel {
            id: panel
            objectName: "panel"
            model: screen.model
            player: screen.player
            session: screen.session
            freeTable: screen.freeTable
            settings: screen.settings
            sound: screen.sound
            visible: !replayViewer.visible
            Layout.fillHeight: true
            Layout.preferredWidth: 330
            onRecordsRequested: replayViewer.open()
            onSettingsRequested: settingsDialog.open()
        }
        // The finished games' records and their replay, in the panel's place while open.
        ReplayViewer {
            id: replayViewer
            objectName: "replayViewer"
            model: screen.model
            session: screen.session
            player: screen.player
            visible: false
            Layout.fillHeight: true
            Layout.preferredWidth: 330
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

    SettingsDialog {
        id: settingsDialog
        objectName: "settingsDialog"
        settings: screen.settings
        model: screen.model
        sound: screen.sound
    }
}
