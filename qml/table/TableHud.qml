// The row over the table's top left corner in a game and on the free table: the menu
// button (Escape), the camera's next view (seated, top, free: V), and in a game
// the latest discard in a picture big enough to read (framed in gold while you may claim
// it) and the tiles left in the wall; under a ruleset with jokers, the jokers' kind below.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

ColumnLayout {
    id: hud

    required property TableModel model
    required property QtObject session
    required property AppSettings settings
    // The 3D table's camera (CameraRig), turned by the view button.
    required property var camera
    // A game is shown (else the free table: the menu and the view only).
    property bool playing: false
    property bool flatView: false
    // A table over the network: its chat, and how many lines came since it was last open.
    property bool chatAvailable: false
    property int unreadChat: 0

    readonly property bool showsDiscard: playing && model.lastDiscardKind !== ""
    readonly property bool showsWallCount: playing && model.breakWall >= 0
    readonly property bool showsJoker: playing && model.jokerKind !== ""

    signal menuRequested()
    signal chatRequested()

    // The plate's words: light, outlined, bold, readable over the felt and the tiles.
    component PlateWords: Label {
        color: "#fff6d8"
        font.pixelSize: 14
        font.bold: true
        style: Text.Outline
        styleColor: "#3a2a10"
    }
    // A plate over the table, as the seats' plates are: its words stay readable where they
    // lie over the far wall's ivory tiles.
    component Plate: Rectangle {
        radius: 8
        color: "#c8201a12"
        border.color: "#60ffffff"
    }

    spacing: 6
    RowLayout {
        spacing: 8
        Button {
            objectName: "menuButton"
            text: qsTr("☰ Menu")
            ToolTip.text: qsTr("The menu (Esc). F1: every key")
            ToolTip.visible: hovered
            onClicked: hud.menuRequested()
        }
        Button {
            objectName: "viewButton"
            visible: !hud.flatView
            text: hud.camera.nextViewName
            ToolTip.text: qsTr("V: seated, top and free view in turn (drag the table to turn it freely)")
            ToolTip.visible: hovered
            onClicked: hud.camera.nextView()
        }
        Button {
            objectName: "chatButton"
            visible: hud.chatAvailable
            text: hud.unreadChat > 0 ? qsTr("Chat (%1)").arg(hud.unreadChat) : qsTr("Chat")
            highlighted: hud.unreadChat > 0
            ToolTip.text: qsTr("Talk to the table (T)")
            ToolTip.visible: hovered
            onClicked: hud.chatRequested()
        }
        // The latest discard and the wall's count on a plate of their own.
        Plate {
            id: plate
            objectName: "hudPlate"
            // (From the conditions, not the children's visible: a child of a hidden item is hidden.)
            visible: hud.showsDiscard || hud.showsWallCount
            Layout.leftMargin: 8
            implicitWidth: plateRow.implicitWidth + 20
            implicitHeight: plateRow.implicitHeight + 8

            RowLayout {
                id: plateRow
                anchors.centerIn: parent
                spacing: 8
                // The latest discard, big enough to read (on the table it lies far off),
                // framed in gold while you may claim it.
                PlateWords {
                    visible: hud.showsDiscard
                    text: qsTr("Discard:")
                }
                TilePicture {
                    id: lastDiscardTile
                    objectName: "lastDiscardTile"
                    visible: hud.showsDiscard
                    kind: visible ? hud.model.lastDiscardKind : ""
                    indexNumerals: hud.settings.indexNumerals
                    cardColours: hud.settings.cardColours
                    border.width: hud.session.claimSecondsLeft >= 0 ? 3 : 1
                    border.color: hud.session.claimSecondsLeft >= 0 ? "#f0a020" : "#8f8468"
                    hint: qsTr("The latest discard")
                }
                PlateWords {
                    objectName: "wallCount"
                    Layout.leftMargin: hud.showsDiscard ? 6 : 0
                    visible: hud.showsWallCount
                    text: hud.model.drawLeft === 1 ? qsTr("1 tile left in the wall")
                                                      : qsTr("%1 tiles left in the wall").arg(hud.model.drawLeft)
                }
            }
        }
    }
    // Under a ruleset with jokers, once revealed: their kind, as a player keeps an eye on the
    // indicator turned up on the wall; on a plate of its own under the first, under the
    // discard (the row above has no room to spare at the smallest window).
    Plate {
        objectName: "jokerPlate"
        visible: hud.showsJoker
        Layout.leftMargin: plate.x
        implicitWidth: jokerRow.implicitWidth + 20
        implicitHeight: jokerRow.implicitHeight + 8

        RowLayout {
            id: jokerRow
            anchors.centerIn: parent
            spacing: 8
            PlateWords { text: qsTr("Jokers:") }
            TilePicture {
                objectName: "jokerTile"
                kind: hud.showsJoker ? hud.model.jokerKind : ""
                indexNumerals: hud.settings.indexNumerals
                cardColours: hud.settings.cardColours
                hint: qsTr("The jokers: the other three tiles of this kind (the one turned up on the wall is not wild). A joker stands for any suited tile in a set you keep in your hand, in your eye and in your winning hand.")
            }
        }
    }
}
