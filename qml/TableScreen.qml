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
    }
    // The free table (FreeTable): no rules, any tile anywhere, once started.
    readonly property FreeTable freeTable: FreeTable {
        objectName: "freeTable"
        model: screen.model
    }
    // Remember the teaching choice between launches (QSettings); the app sets it, tests
    // leave it off so they never read or write the user's settings.
    property bool rememberChoices: false

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
                    // In a game, a tap on a tile of your hand discards it (if that is legal).
                    onSelectedTileChanged: {
                        if (screen.session.active && selectedTile !== null && selectedTile.zone === "hand")
                            screen.session.discardTile(selectedTile.tileId)
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
                    // On the free table a dragged tile goes where it is dropped.
                    dragTiles: screen.freeTable.active
                    onTileDropped: (tileId, tableX, tableY) => screen.freeTable.moveTo(tileId, tableX, tableY)
                    model: screen.model
                    feltColour: panel.feltColour
                    backColour: panel.backColour
                    indexNumerals: panel.indexNumerals
                    pace: screen.player.durationScale
                    instant: screen.player.instant
                }
                TableBoard {
                    objectName: "board"
                    model: screen.model
                    revealHands: panel.revealHands
                }
            }

            PlayBar {
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
                selectedKind: table3d.selectedTile ? table3d.selectedTile.kind : ""
                Layout.fillWidth: true
            }

            NarrationPanel {
                objectName: "narration"
                model: screen.model
                teaching: screen.player.teaching
                selectedTile: panel.flatView ? null : table3d.selectedTile
                revealHands: panel.revealHands
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
            Layout.fillHeight: true
            Layout.preferredWidth: 330
        }
    }
}
