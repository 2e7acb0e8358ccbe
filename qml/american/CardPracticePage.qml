// "American card" (the start screen's entry): practise reading the American card of hands
// with a dealt hand. A hand of 14 tiles from a shuffled american-152 wall (the deal number
// is its seed: the same number, the same hand and draws), sorted on a rack, with the card
// helper beside it. Choosing a line lifts the rack tiles it uses; picking a tile and
// discarding it (or double-clicking it) draws the next tile from the same wall, and the
// helper sorts the card again, the discards counting as seen. "Your card…" reads a card
// file of the player's own (its errors shown on the card). CardPractice deals and
// CardHelperModel ranks; this page only shows them. It fits any window from 1024x640 up:
// the rack's tiles and the helper's width follow the window.
import QtQuick
import QtQuick.Controls
import Mahjongero

Rectangle {
    id: page

    property bool indexNumerals: false
    readonly property CardPractice practice: CardPractice {}
    readonly property CardHelperModel helperModel: CardHelperModel {
        concealedTiles: page.practice.rack
        seenTiles: page.practice.discards
    }
    // The rack tile picked to discard; -1 none.
    property int pickedTile: -1
    readonly property alias helper: helperPanel
    readonly property alias rack: rackRow

    signal backChosen()

    color: "#1f4d36"
    // Buttons, fields and plain labels: the page's font, zoomed.
    readonly property int fontSize: Math.round(14 * zoom)

    // Sizes from the window: text grows with a window larger than 1280x800 (up to 1.6
    // times); the helper takes about 42% of the width; the rack's 14 tiles share what is
    // left, up to a comfortable 76 pixels each (zoomed).
    readonly property real zoom: Math.max(1, Math.min(1.6, Math.min(width / 1280, height / 800)))
    readonly property int margin: width < 1300 ? 12 : 20
    readonly property int helperWidth: Math.round(Math.min(620 * zoom, Math.max(400, width * 0.42)))
    readonly property int leftWidth: width - helperWidth - 3 * margin
    readonly property int tileWidth: Math.max(28, Math.min(76 * zoom, Math.floor((leftWidth - 13 * 4 - 16) / 14)))
    readonly property int tileHeight: Math.round(tileWidth * 1.36)

    function takeFocus() { helperPanel.takeFocus() }
    function discardPicked() {
        if (pickedTile < 0)
            return
        const tile = pickedTile
        pickedTile = -1
        practice.discardAndDraw(tile)
    }

    Component.onCompleted: if (practice.dealNumber === 0) practice.newHand()
    Connections {
        target: page.practice
        function onChanged() { page.pickedTile = -1 }
    }

    Keys.onEscapePressed: page.backChosen()
    // Clicks stay on this page, off whatever lies beneath.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: (wheel) => wheel.accepted = true
    }

    // The bar: back, the title, the deal and its controls.
    Rectangle {
        id: bar
        objectName: "cardPracticeBar"
        width: parent.width
        height: Math.round(52 * page.zoom)
        color: "#163a28"
        Row {
            x: page.margin
            height: parent.height
            spacing: 10
            Button {
                font.pixelSize: page.fontSize
                objectName: "cardPracticeBack"
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("← Start screen")
                onClicked: page.backChosen()
            }
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("American card practice")
                font.pixelSize: Math.round(20 * page.zoom)
                font.bold: true
                color: "#fff6d8"
            }
        }
        Row {
            anchors.right: parent.right
            anchors.rightMargin: page.margin
            height: parent.height
            spacing: 8
            Label {
                objectName: "cardPracticeDeal"
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Deal %1").arg(page.practice.dealNumber)
                color: "#e8dfc6"
                font.pixelSize: Math.round(15 * page.zoom)
            }
            // A card of the user's own (the practice card until then); its errors show on the card.
            Button {
                objectName: "cardPracticeCardFile"
                font.pixelSize: page.fontSize
                anchors.verticalCenter: parent.verticalCenter
                text: page.helperModel.cardFile === "" ? qsTr("Your card…") : qsTr("Practice card")
                visible: page.helperModel.cardFile !== "" || cardDialog.status === Loader.Ready
                onClicked: {
                    if (page.helperModel.cardFile !== "")
                        page.helperModel.cardFile = ""
                    else
                        cardDialog.item.open()
                }
            }
            Button {
                font.pixelSize: page.fontSize
                objectName: "cardPracticeNewHand"
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("New hand")
                onClicked: page.practice.newHand()
            }
            TextField {
                font.pixelSize: page.fontSize
                id: dealField
                objectName: "cardPracticeDealField"
                anchors.verticalCenter: parent.verticalCenter
                width: Math.round(120 * page.zoom)
                placeholderText: qsTr("Deal no.")
                inputMethodHints: Qt.ImhDigitsOnly
                selectByMouse: true
                onAccepted: dealButton.clicked()
            }
            Button {
                font.pixelSize: page.fontSize
                id: dealButton
                objectName: "cardPracticeDealButton"
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Deal")
                enabled: dealField.text.trim() !== ""
                onClicked: if (page.practice.deal(dealField.text)) dealField.text = ""
            }
        }
    }

    Loader {
        id: cardDialog
        source: "OpenFileDialog.qml"
        onLoaded: {
            item.title = qsTr("Open a card of hands")
            item.nameFilters = [qsTr("Cards (*.card)"), qsTr("All files (*)")]
        }
    }
    Connections {
        target: cardDialog.item
        function onChosen(path) { page.helperModel.cardFile = path }
    }

    // The left side: the rack, what to do, the chosen line in words, the discards.
    Column {
        id: left
        objectName: "cardPracticeLeft"
        x: page.margin
        y: bar.height + page.margin
        width: page.leftWidth
        spacing: 12

        Label {
            width: parent.width
            text: qsTr("Your hand, sorted. Choose a line on the card to see the tiles it uses; pick a tile, then Discard (or double-click it) to draw the next from the wall.")
            color: "#e8dfc6"
            wrapMode: Text.WordWrap
            font.pixelSize: Math.round(14 * page.zoom)
        }

        // The rack: a wooden shelf with the tiles standing on it.
        Rectangle {
            id: rackShelf
            objectName: "cardPracticeRack"
            width: parent.width
            height: page.tileHeight + 30
            radius: 8
            color: "#6b4a2b"
            border.color: "#3d2a17"
            Row {
                id: rackRow
                x: 8
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 8
                spacing: 4
                Repeater {
                    model: page.practice.rack
                    delegate: Item {
                        id: slot
                        required property int index
                        required property string modelData
                        readonly property bool used: page.helperModel.usedTiles[index] === true
                        readonly property bool lineChosen: page.helperModel.chosenLine >= 0
                        readonly property bool picked: page.pickedTile === index
                        objectName: "rackTile" + index
                        width: page.tileWidth
                        height: page.tileHeight
                        TilePicture {
                            id: face
                            width: parent.width
                            height: parent.height
                            // The tiles the chosen line uses stand up; a picked tile more.
                            y: slot.picked ? -Math.round(page.tileHeight * 0.35) : slot.used ? -Math.round(page.tileHeight * 0.15) : 0
                            kind: slot.modelData
                            indexNumerals: page.indexNumerals
                            opacity: slot.lineChosen && !slot.used ? 0.5 : 1
                            border.color: slot.picked ? "#c4362b" : slot.used ? "#e0a800" : "#8f8468"
                            border.width: slot.picked || slot.used ? 3 : 1
                        }
                        // The tile just drawn: a small mark under it.
                        Rectangle {
                            visible: page.practice.drawnIndex === slot.index
                            width: parent.width * 0.5
                            height: 4
                            radius: 2
                            color: "#9fe0b0"
                            anchors.horizontalCenter: parent.horizontalCenter
                            anchors.top: parent.bottom
                            anchors.topMargin: 2
                        }
                        MouseArea {
                            anchors.fill: parent
                            anchors.topMargin: -Math.round(page.tileHeight * 0.35)
                            onClicked: page.pickedTile = slot.picked ? -1 : slot.index
                            onDoubleClicked: {
                                page.pickedTile = slot.index
                                page.discardPicked()
                            }
                        }
                    }
                }
            }
        }

        Row {
            spacing: 10
            Button {
                font.pixelSize: page.fontSize
                objectName: "cardPracticeDiscard"
                text: page.pickedTile >= 0 ? qsTr("Discard %1 and draw").arg(page.practice.rack[page.pickedTile])
                                           : qsTr("Discard and draw")
                enabled: page.pickedTile >= 0 && page.practice.wallLeft > 0
                onClicked: page.discardPicked()
            }
            Label {
                font.pixelSize: page.fontSize
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("%n tiles left in the wall", "", page.practice.wallLeft)
                color: "#e8dfc6"
            }
        }
        // The chosen line in words, or the refusal of the last move.
        Label {
            objectName: "cardPracticeSummary"
            width: parent.width
            text: page.practice.message !== "" ? page.practice.message
                  : page.helperModel.chosenSummary !== "" ? page.helperModel.chosenSummary
                  : qsTr("No line chosen: the nearest is at the top of the card.")
            color: page.practice.message !== "" ? "#ffd0c8" : "#fff6d8"
            wrapMode: Text.WordWrap
            font.pixelSize: Math.round(15 * page.zoom)
        }

        Label {
            font.pixelSize: page.fontSize
            visible: page.practice.discards.length > 0
            text: qsTr("Discarded (seen on the table):")
            color: "#e8dfc6"
        }
        Flow {
            id: discardFlow
            objectName: "cardPracticeDiscards"
            width: parent.width
            // The discards keep to the room left under the rack (the newest show).
            height: Math.max(0, page.height - y - left.y - page.margin)
            clip: true
            spacing: 3
            Repeater {
                model: page.practice.discards
                delegate: TilePicture {
                    required property string modelData
                    width: Math.round(page.tileWidth * 0.62)
                    height: Math.round(page.tileHeight * 0.62)
                    kind: modelData
                    indexNumerals: page.indexNumerals
                }
            }
        }
    }

    CardHelper {
        id: helperPanel
        objectName: "cardHelper"
        model: page.helperModel
        indexNumerals: page.indexNumerals
        zoom: page.zoom
        x: page.width - width - page.margin
        y: bar.height + page.margin
        width: page.helperWidth
        height: page.height - y - page.margin
    }
}
