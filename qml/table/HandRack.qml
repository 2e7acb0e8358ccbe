// Your hand in big 2D tiles under the table (issue 5: "your hand stands facing you, sorted
// (auto-sort can be turned off; drag to reorder), the drawn tile set apart; click or drag a
// tile to discard; a refused move says why"). The order and the drawn tile come from the
// TableModel (hand_order.h); a click asks the GameSession to discard, which decides, and a
// refusal shows its reason here. A drag sideways moves the tile (auto-sort turns off); a
// drag upwards, towards the table, discards it. Left/Right pick a tile, Enter discards it.
// The picked tile (`selectedTileId`) is the one highlighted on the 3D table too.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Rectangle {
    id: rack

    required property TableModel model
    required property QtObject session
    property bool indexNumerals: false
    property string cardColours: "four"
    property color backColour: "#2f62a8"
    // The tile picked by keys or a click here or on the 3D table, -1 for none.
    property int selectedTileId: -1
    // What the session said when it refused the last discard asked from here.
    property string note: ""
    // The tile being dragged, -1 for none (it may be drawn above the rack, over the table).
    property int draggedTileId: -1
    readonly property bool tileDragged: draggedTileId >= 0

    // Hot-seat: once this player's move is done the hand shows only backs until the next
    // player is handed the computer (GameSession.handShown).
    readonly property bool faceShown: session.handShown
    readonly property var handTiles: model.handTiles
    readonly property int drawnTile: model.drawnTile
    readonly property real spacing: 4
    // Tiles as big as fit: 17 tiles and the gap across the space left of the check box.
    // (At least 14 px: in a narrow window the tiles shrink rather than run under the box.)
    readonly property real tileWidth: Math.max(14, Math.min(60, (tileArea.width - 24) / 18.5 - spacing))
    readonly property real tileHeight: tileWidth * 1.35
    readonly property real gap: tileWidth * 0.5
    readonly property real rowWidth: handTiles.length * (tileWidth + spacing) - spacing + (drawnTile >= 0 ? gap : 0)
    readonly property real rowStart: Math.max(0, (tileArea.width - rowWidth) / 2)

    // Left edge of the tile at `slot` (the drawn tile, last, after the gap).
    function slotX(slot, isDrawn) { return rowStart + slot * (tileWidth + spacing) + (isDrawn ? gap : 0) }
    // The slot a tile dropped with its left edge at `x` lands in.
    function slotAt(x) {
        const slot = Math.round((x - rowStart) / (tileWidth + spacing))
        return Math.max(0, Math.min(handTiles.length - 1, slot))
    }
    // The delegate showing a tile of the hand (tests).
    function tileItem(tileId) { return tiles.itemAt(model.rowOf(tileId)) }

    // Asks the session to discard; a refusal leaves the hand as it is and shows why.
    function discard(tileId) {
        selectedTileId = tileId
        if (session.discardTile(tileId))
            note = ""
        else
            note = session.prompt
    }
    function pickBy(step) {
        if (handTiles.length === 0)
            return
        const at = handTiles.indexOf(selectedTileId)
        const next = at < 0 ? (step > 0 ? 0 : handTiles.length - 1)
                            : Math.max(0, Math.min(handTiles.length - 1, at + step))
        selectedTileId = handTiles[next]
    }

    visible: session.active && model.handSeat >= 0
    implicitHeight: Math.round(tileHeight + 30)
    color: "#3b2f22"
    activeFocusOnTab: true

    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Left || event.key === Qt.Key_Right) {
            pickBy(event.key === Qt.Key_Left ? -1 : 1)
            event.accepted = true
        } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && handTiles.indexOf(selectedTileId) >= 0) {
            discard(selectedTileId)
            event.accepted = true
        }
    }

    // The picked or dragged tile leaves the hand (discarded, claimed): nothing picked or dragged.
    onHandTilesChanged: {
        if (selectedTileId >= 0 && handTiles.indexOf(selectedTileId) < 0)
            selectedTileId = -1
        if (draggedTileId >= 0 && handTiles.indexOf(draggedTileId) < 0)
            draggedTileId = -1
    }
    // A refusal is news until the game moves on.
    readonly property int shownStep: model.step
    onShownStepChanged: note = ""

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        spacing: 8

        Item {
            id: tileArea
            objectName: "rackTiles"
            Layout.fillWidth: true
            Layout.fillHeight: true

            MouseArea {
                anchors.fill: parent
                onPressed: rack.forceActiveFocus()
            }

            Repeater {
                id: tiles
                model: rack.visible ? rack.model : null
                delegate: Item {
                    id: slot

                    required property int tileId
                    required property string kind
                    required property int handSlot
                    required property bool joker

                    readonly property bool isDrawn: slot.tileId === rack.drawnTile
                    readonly property bool picked: slot.tileId === rack.selectedTileId
                    readonly property bool dragging: grip.drag.active
                    onDraggingChanged: {
                        if (slot.dragging) {
                            grip.dragged = true
                            rack.draggedTileId = slot.tileId
                        } else if (rack.draggedTileId === slot.tileId) {
                            rack.draggedTileId = -1
                        }
                    }

                    visible: slot.handSlot >= 0
                    width: rack.tileWidth
                    height: rack.tileHeight
                    x: slot.handSlot >= 0 ? rack.slotX(slot.handSlot, slot.isDrawn) : 0
                    y: (tileArea.height - slot.height) / 2 + (slot.picked ? -6 : 0)
                    z: slot.dragging ? 10 : 0
                    Behavior on x { NumberAnimation { duration: 180; easing.type: Easing.OutQuad } }
                    Behavior on y { NumberAnimation { duration: 100 } }

                    Rectangle {
                        id: face
                        objectName: "rackTile" + slot.tileId
                        width: parent.width
                        height: parent.height
                        radius: rack.tileWidth * 0.12
                        color: rack.faceShown ? "#f4eedc" : rack.backColour
                        border.width: slot.picked ? 3 : 1
                        border.color: slot.picked ? "#f2b632" : grip.containsMouse ? "#c98a2a" : "#8f8468"
                        Behavior on x { enabled: !slot.dragging; NumberAnimation { duration: 180; easing.type: Easing.OutQuad } }
                        Behavior on y { enabled: !slot.dragging; NumberAnimation { duration: 180; easing.type: Easing.OutQuad } }

                        Image {
                            id: art
                            anchors.fill: parent
                            anchors.margins: 2
                            // Only the hand's tiles load their art (the other rows stay empty).
                            source: slot.handSlot >= 0 && rack.faceShown ? TileFaceFiles.url(slot.kind, rack.indexNumerals, rack.cardColours) : ""
                            sourceSize.width: 128
                            fillMode: Image.PreserveAspectFit
                            smooth: true
                        }
                        // A kind without art (the joker) shows its notation.
                        Text {
                            visible: art.status !== Image.Ready && rack.faceShown
                            anchors.centerIn: parent
                            text: slot.kind
                            font.pixelSize: rack.tileWidth * 0.4
                            font.bold: true
                        }
                        // A joker (under a ruleset with them) wears a gold mark: it stands for
                        // any suited tile in the sets you keep and the eye.
                        Rectangle {
                            objectName: "jokerMark"
                            visible: rack.faceShown && slot.joker
                            anchors { right: parent.right; top: parent.top; margins: 2 }
                            width: Math.round(rack.tileWidth * 0.34)
                            height: width
                            radius: width / 2
                            color: "#f0a020"
                            border.color: "#7a4a10"
                            Text {
                                anchors.centerIn: parent
                                text: qsTr("J", "a joker's mark in the rack")
                                font.pixelSize: Math.max(8, parent.width * 0.62)
                                font.bold: true
                                color: "#3a2a10"
                            }
                        }
                        // The back's colour on the tile's bottom edge, as a standing tile shows it.
                        Rectangle {
                            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 1 }
                            height: 4
                            radius: 2
                            color: rack.backColour
                        }

                        MouseArea {
                            id: grip
                            // This press became a drag (drag.active is off again by release).
                            property bool dragged: false
                            anchors.fill: parent
                            enabled: rack.faceShown
                            drag.target: face
                            drag.threshold: 6
                            drag.smoothed: false
                            hoverEnabled: true
                            cursorShape: drag.active ? Qt.ClosedHandCursor : Qt.PointingHandCursor
                            onPressed: (mouse) => {
                                dragged = false
                                pressX = mouse.x
                                pressY = mouse.y
                                rack.forceActiveFocus()
                            }
                            // Where the press was, in the tile: the drop follows the pointer.
                            property real pressX: 0
                            property real pressY: 0
                            onReleased: (mouse) => {
                                if (!dragged)
                                    return
                                dragged = false
                                const dx = face.x + mouse.x - pressX, dy = face.y + mouse.y - pressY
                                face.x = 0
                                face.y = 0
                                // Well up towards the table: a discard; else a move to where it dropped.
                                if (dy < -rack.tileHeight * 0.8)
                                    rack.discard(slot.tileId)
                                else
                                    rack.model.moveHandTile(slot.handSlot, rack.slotAt(slot.x + dx))
                            }
                            onClicked: rack.discard(slot.tileId)
                        }
                    }
                }
            }
        }

        ColumnLayout {
            spacing: 2
            Layout.alignment: Qt.AlignVCenter
            Layout.preferredWidth: 170
            Layout.maximumWidth: 170
            CheckBox {
                id: autoSortBox
                objectName: "autoSort"
                text: qsTr("Auto-sort")
                checked: rack.model.autoSort
                onToggled: {
                    rack.model.autoSort = checked
                    // A click replaced the binding with a value: follow the model again (a drag
                    // turns auto-sort off).
                    checked = Qt.binding(() => rack.model.autoSort)
                }
                palette.windowText: "#f4eedc"
            }
            Label {
                objectName: "rackNote"
                text: rack.note
                visible: text !== ""
                color: "#ffd58a"
                wrapMode: Text.WordWrap
                font.pixelSize: 11
                maximumLineCount: 3
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
    }
}
