// The American mahjong page (issue 17, "In the app"): a match against three AI players on
// the 3D table between the bar and the rack, with the teaching line over it, the card helper beside
// your rack (fed with your hand and what is seen), the Charleston's panel, the bar of your
// legal actions with the claim countdown, and the end of a game with the payments and the
// match's balances. Each game opens with its setup shown on the table step by step and
// narrated (the wash, the walls, the rolls for East, the break, the deal) at the speed chosen
// in the menu (full, fast, skip); the end card draws the winning hand's tiles. Esc opens the
// menu: save and quit to the start screen (Continue plays on), or end the match (its save
// deleted). Every decision is the session's (AmericanSession); this shows it and passes on
// the player's intents.
//
// Tiles: tap one on the rack (or on the table) to choose it; in the Charleston choose three
// and pass; in play tap it again to discard it, or tap an exposed joker on the table (or drag
// the rack tile onto it) to exchange it.
//
// The strong AI's hint (HintLine) stands over the rack on your move, with the tiles it names
// outlined on the rack: by itself in teaching mode, and for anyone who presses Hint or H.
import QtQuick
import QtQuick.Controls
import Mahjongero

Item {
    id: page

    required property AmericanSession session
    // The Graphics setting (Table3D.graphics).
    property string graphics: "auto"
    property color feltColour: "#1d6b3c"
    property color backColour: "#2f62a8"
    property bool indexNumerals: false
    property bool teaching: true

    // Leave for the start screen with the match saved (Continue resumes it).
    signal leaveChosen()
    // The match ended by the player: nothing left to continue.
    signal endMatchChosen()

    readonly property alias table: table3d
    readonly property alias menu: menu
    readonly property alias rackRow: rackRow
    readonly property alias charleston: charlestonPanel
    readonly property alias handOver: handOver
    // Whole pixels, as every panel drawn as a layer (TableScreen's rack says why).
    readonly property real helperWidth: Math.round(Math.min(380, width * 0.3))

    // The page takes the keys whenever it is shown, the first time too (it is made when it is
    // first opened, already visible).
    function takeFocus() { page.forceActiveFocus() }
    onVisibleChanged: if (visible) takeFocus()
    focus: true
    Keys.onEscapePressed: menu.open()
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_H && event.modifiers === Qt.NoModifier) {
            page.session.askHint()
            event.accepted = true
        }
    }

    // The hint is on screen: teaching mode, or asked for this move.
    readonly property bool hintShown: (page.teaching || page.session.hintAsked) && page.session.hint !== ""
    function hintedOnRack(tileId) {
        return page.hintShown && page.session.hintTiles.indexOf(tileId) >= 0
    }

    // The tiles the card helper's chosen line uses are marked on the rack.
    function usedOnRack(index) {
        const used = session.helper.usedTiles
        return index < used.length && used[index] === true
    }

    // The page covers the screens beneath it where the table does not (behind the bar and
    // the rack, which are translucent).
    Rectangle {
        anchors.fill: parent
        color: "#2a211a"
    }

    // Between the bar and the rack, so no hand is cut off by the bar at the top and your
    // own 3D hand does not show through the rack at the bottom; the strip under the bar is
    // kept for the teaching line, so it does not hide the hand across.
    Table3D {
        id: table3d
        objectName: "americanTable"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: bar.bottom
        anchors.topMargin: 40
        anchors.bottom: rackArea.top
        model: page.session.tiles
        graphics: page.graphics
        feltColour: page.feltColour
        backColour: page.backColour
        indexNumerals: page.indexNumerals
        // With friends at this computer the camera turns to the chair of the person at the screen.
        viewSeat: page.session.viewSeat
        concealedSeats: page.session.concealedSeats
        openSeats: page.session.openSeats
        markedTile: page.session.tiles.lastDiscard
        markClaimable: page.session.claimSecondsLeft >= 0
        // The setup's pace while it is shown (full: the 1x animations), then the game's.
        pace: page.session.tablePace
        onSelectedTileChanged: {
            if (selectedTile !== null)
                page.session.tapTableTile(selectedTile.tileId)
        }
    }

    // The bar over the table: the menu, what just happened, the match so far.
    Rectangle {
        id: bar
        objectName: "americanBar"
        layer.enabled: true // one picture (see TableScreen's rack)
        anchors.left: parent.left
        anchors.right: parent.right
        height: 44
        color: "#cc1a140e"
        Row {
            x: 8
            anchors.verticalCenter: parent.verticalCenter
            spacing: 12
            Button {
                objectName: "americanMenuButton"
                text: qsTr("Menu")
                onClicked: menu.open()
            }
            Text {
                objectName: "americanStatus"
                anchors.verticalCenter: parent.verticalCenter
                width: page.width - 420
                elide: Text.ElideRight
                text: page.session.status
                color: "white"
                font.pixelSize: 15
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                objectName: "americanGameLine"
                // East is told once the table has shown the roll for it; with friends, whose
                // turn the screen shows is named too.
                text: page.session.showingSetup ? qsTr("Game %1 · the setup").arg(page.session.gamesPlayed + 1)
                    : qsTr("Game %1 · East: %2").arg(page.session.gamesPlayed + (page.session.overShown ? 0 : 1))
                          .arg(page.session.hotSeat ? page.session.seatNames[Math.max(0, page.session.east)]
                                              : ["you", "right", "across", "left"][Math.max(0, page.session.east)])
                      + (page.session.hotSeat && page.session.handShown
                         ? " · " + qsTr("At the screen: %1").arg(page.session.seatNames[page.session.viewSeat]) : "")
                color: "#f1d58a"
                font.pixelSize: 14
            }
        }
    }

    // The teaching line (outside the Charleston, which has its own panel): during the setup
    // the step being shown, explained (the bar above says what each event did).
    Rectangle {
        visible: page.teaching && page.session.charlestonStep === "" && !page.session.overShown
        anchors.top: bar.bottom
        anchors.left: parent.left
        anchors.topMargin: 6
        anchors.leftMargin: 8
        width: Math.min(page.width - page.helperWidth - 24, teachText.implicitWidth + 20)
        height: teachText.implicitHeight + 12
        radius: 6
        color: "#b0201a14"
        Text {
            id: teachText
            objectName: "teachingLine"
            x: 10
            y: 6
            width: page.width - page.helperWidth - 44
            text: page.session.teaching
            color: "white"
            wrapMode: Text.WordWrap
            font.pixelSize: 14
        }
    }

    CharlestonPanel {
        id: charlestonPanel
        objectName: "charlestonPanel"
        session: page.session
        x: 8
        anchors.top: bar.bottom
        anchors.topMargin: 6
    }

    CardHelper {
        id: helperPanel
        objectName: "americanCardHelper"
        model: page.session.helper
        indexNumerals: page.indexNumerals
        layer.enabled: true // one picture (see TableScreen's rack)
        x: page.width - width - 8
        y: bar.height + 8
        width: page.helperWidth
        height: page.height - y - rackArea.height - 16
        nearestShown: 6
        // Teaching mode explains the card's notation above the lines.
        teaching: page.teaching
    }

    HintLine {
        id: hintLine
        objectName: "americanHintLine"
        session: page.session
        shown: page.hintShown
        x: 8
        anchors.bottom: rackArea.top
        anchors.bottomMargin: 8
        maxWidth: page.width - page.helperWidth - 32
    }

    // Your rack and the bar of your actions, at the bottom.
    Rectangle {
        id: rackArea
        objectName: "americanRackArea"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: Math.round(tileHeight + actionBar.height + 34)
        color: "#e03b2f22"
        // One picture (see TableScreen's rack), but drawn as it is while a tile is dragged
        // out of it towards a joker on the table, which a layer would cut off.
        layer.enabled: draggedTileId < 0
        property int draggedTileId: -1

        readonly property real tileWidth: Math.max(24, Math.min(54, (width - 40) / 17))
        readonly property real tileHeight: tileWidth * 1.36

        Column {
            x: 10
            y: 6
            spacing: 6
            width: parent.width - 20

            Row {
                id: actionBar
                spacing: 8
                height: 36
                Text {
                    objectName: "claimCountdown"
                    visible: page.session.claimSecondsLeft >= 0
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Call? %1 s").arg(page.session.claimSecondsLeft)
                    color: "#ffcf5a"
                    font.pixelSize: 16
                    font.bold: true
                }
                Button {
                    objectName: "discardButton"
                    visible: page.session.pickCount === 1 && page.session.charlestonStep === ""
                    enabled: page.session.canDiscard
                    text: qsTr("Discard")
                    onClicked: page.session.discardSelected()
                }
                Button {
                    objectName: "hintButton"
                    visible: page.session.yourMove
                    text: qsTr("Hint")
                    onClicked: page.session.askHint()
                    ToolTip.text: qsTr("What the strong AI would do now, and why (H)")
                    ToolTip.visible: hovered
                    focusPolicy: Qt.NoFocus
                }
                Repeater {
                    model: page.session.actions
                    Button {
                        required property var modelData
                        objectName: "action_" + modelData.type
                        text: modelData.label
                        onClicked: page.session.choose(modelData.index)
                    }
                }
                Text {
                    objectName: "refusal"
                    anchors.verticalCenter: parent.verticalCenter
                    text: page.session.refusal
                    color: "#ff9a8a"
                    font.pixelSize: 14
                }
            }

            Row {
                id: rackRow
                objectName: "americanRack"
                spacing: 4
                Repeater {
                    model: page.session.rack
                    Item {
                        id: slot
                        required property var modelData
                        required property int index
                        readonly property bool selected: page.session.selectedTiles.indexOf(modelData.tileId) >= 0
                        objectName: "rackTile_" + modelData.tileId
                        readonly property bool dragging: dragArea.drag.active
                        onDraggingChanged: {
                            if (dragging)
                                rackArea.draggedTileId = modelData.tileId
                            else if (rackArea.draggedTileId === modelData.tileId)
                                rackArea.draggedTileId = -1
                        }
                        // A new rack (a tile drawn, passed, discarded) makes its tiles anew.
                        Component.onDestruction: if (dragging) rackArea.draggedTileId = -1
                        width: rackArea.tileWidth + (modelData.drawn ? rackArea.tileWidth * 0.4 : 0)
                        height: rackArea.tileHeight + 8
                        TilePicture {
                            id: picture
                            x: slot.modelData.drawn ? rackArea.tileWidth * 0.4 : 0
                            y: slot.selected ? 0 : 8
                            width: rackArea.tileWidth
                            height: rackArea.tileHeight
                            kind: slot.modelData.kind
                            indexNumerals: page.indexNumerals
                            readonly property bool hinted: page.hintedOnRack(slot.modelData.tileId)
                            border.width: slot.selected || hinted ? 3 : 1
                            border.color: slot.selected ? "#e0392b"
                                        : hinted ? "#f0a020"
                                        : page.usedOnRack(slot.index) ? "#2a8f4a" : "#8f8468"
                            Drag.active: dragArea.drag.active
                            Drag.keys: ["rackTile"]
                            Drag.hotSpot.x: width / 2
                            Drag.hotSpot.y: height / 2
                        }
                        MouseArea {
                            id: dragArea
                            anchors.fill: picture
                            drag.target: picture
                            onClicked: page.session.tapTile(slot.modelData.tileId)
                            // A tile dragged onto an exposed joker on the table: the exchange.
                            onReleased: {
                                if (!drag.active)
                                    return
                                const p = mapToItem(table3d, mouseX, mouseY)
                                const hit = table3d.view.pick(p.x, p.y).objectHit
                                if (hit && hit.tileId !== undefined)
                                    page.session.exchangeJoker(slot.modelData.tileId, hit.tileId)
                                picture.x = slot.modelData.drawn ? rackArea.tileWidth * 0.4 : 0
                                picture.y = slot.selected ? 0 : 8
                            }
                        }
                    }
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    visible: page.session.exposures.length > 0
                    text: qsTr("Exposed: %1").arg(page.session.exposures.join("  "))
                    color: "white"
                    font.pixelSize: 14
                }
            }
        }
    }

    // The end of a game: the winner's hand lies face up on the table; the payments and the
    // match's balances here.
    Rectangle {
        id: endCard
        objectName: "americanEnd"
        visible: page.session.overShown
        // Beside the table's centre, so the discards and the winner's hand stay in view.
        x: 16
        anchors.bottom: rackArea.top
        anchors.bottomMargin: 12
        width: Math.min(600, page.width - page.helperWidth - 40)
        // Fourteen tiles and the gaps between the groups fit one row.
        readonly property real tileWidth: Math.max(22, Math.min(36, (width - 24 - 60) / 14 - 2))
        height: endColumn.implicitHeight + 24
        radius: 10
        color: "#f0201a14"
        border.color: "#c9a44c"
        Column {
            id: endColumn
            x: 12
            y: 12
            width: parent.width - 24
            spacing: 8
            Text {
                objectName: "endText"
                width: parent.width
                text: page.session.endText
                color: "#f1d58a"
                font.pixelSize: 17
                font.bold: true
                wrapMode: Text.WordWrap
            }
            // The winning hand in tile pictures: each exposure, then the concealed tiles.
            Flow {
                objectName: "winningHand"
                visible: page.session.winningHand.length > 0
                width: parent.width
                spacing: 10
                Repeater {
                    model: page.session.winningHand
                    Row {
                        id: handGroup
                        required property var modelData
                        spacing: 2
                        Repeater {
                            model: handGroup.modelData.kinds
                            TilePicture {
                                required property string modelData
                                objectName: "winningTile"
                                width: endCard.tileWidth
                                height: endCard.tileWidth * 1.36
                                kind: modelData
                                indexNumerals: page.indexNumerals
                                // An exposure's tiles are framed in gold, as laid on the table.
                                border.color: handGroup.modelData.exposed ? "#c9a44c" : "#8f8468"
                                border.width: handGroup.modelData.exposed ? 2 : 1
                            }
                        }
                    }
                }
            }
            Repeater {
                model: page.session.balances
                Text {
                    required property var modelData
                    text: qsTr("%1: this game %2, match %3").arg(modelData.name)
                              .arg((modelData.game > 0 ? "+" : "") + modelData.game)
                              .arg((modelData.match > 0 ? "+" : "") + modelData.match)
                    color: "white"
                    font.pixelSize: 15
                }
            }
            Row {
                spacing: 10
                Button {
                    objectName: "nextGameButton"
                    text: qsTr("Next game")
                    onClicked: page.session.nextGame()
                }
                Button {
                    objectName: "americanEndLeave"
                    text: qsTr("Save and quit to the start screen")
                    onClicked: page.leaveChosen()
                }
            }
        }
    }

    // Friends at this computer: the hand-over screen hides everything between two persons.
    AmericanHandOver {
        id: handOver
        objectName: "americanHandOver"
        anchors.fill: parent
        session: page.session
        returnFocusTo: page
        z: 10
    }

    Popup {
        id: menu
        objectName: "americanMenu"
        anchors.centerIn: parent
        modal: true
        padding: 16
        Column {
            spacing: 8
            Text {
                text: qsTr("American mahjong")
                font.pixelSize: 18
                font.bold: true
            }
            Button {
                text: qsTr("Resume")
                onClicked: menu.close()
            }
            Switch {
                objectName: "americanTeachingSwitch"
                text: qsTr("Teaching: explain each step and the card, show the hint")
                checked: page.teaching
                onToggled: page.teaching = checked
            }
            Button {
                text: qsTr("Show the table at once")
                onClicked: { page.session.showAll(); menu.close() }
            }
            // How each game's setup is shown (the wash, the walls, the rolls, the deal).
            Row {
                spacing: 8
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Setup:")
                }
                ComboBox {
                    objectName: "americanSetupSpeed"
                    width: 230
                    model: page.session.setupSpeedChoices.map(c => c.label)
                    currentIndex: page.session.setupSpeedChoices.findIndex(c => c.speed === page.session.setupSpeed)
                    onActivated: (index) => page.session.setupSpeed = page.session.setupSpeedChoices[index].speed
                }
            }
            Button {
                objectName: "americanLeave"
                text: qsTr("Save and quit to the start screen")
                onClicked: { menu.close(); page.leaveChosen() }
            }
            Button {
                objectName: "americanEndMatch"
                text: qsTr("End the match")
                onClicked: { menu.close(); page.endMatchChosen() }
            }
        }
    }
}
