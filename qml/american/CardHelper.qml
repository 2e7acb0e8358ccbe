// The American card beside the rack (issue 17, "In the app"): every line of the card for the
// hand on the rack, nearest first, each drawn as on a card with its value and X or C, its
// distance, and its missing tiles as small pictures marked: still to come, a joker may fill
// it, or dead (every copy seen). Click a line, or move with the arrow keys, to choose it;
// the rack then shows the tiles it uses (the page binds the model's usedTiles). The
// teaching switch explains the notation in plain words. CardHelperModel decides everything
// shown here; this only draws it.
import QtQuick
import QtQuick.Controls
import Mahjongero

Rectangle {
    id: helper

    required property CardHelperModel model
    property bool indexNumerals: false
    // The notation explained above the lines.
    property bool teaching: false
    // Lines shown without scrolling where the height allows (the rest scroll).
    property int nearestShown: 8
    // Text and tile pictures grow with a large window (the page sets it; 1 at 1280x800).
    property real zoom: 1
    readonly property alias list: lines

    color: "#f6f1e3"
    radius: 10
    border.color: "#8f8468"

    // Choosing from the keyboard: the list takes the arrows, Enter and Space.
    function takeFocus() { lines.forceActiveFocus(Qt.OtherFocusReason) }

    Column {
        id: head
        x: 10
        y: 8
        width: helper.width - 20
        spacing: 4

        Item {
            width: parent.width
            height: Math.max(title.implicitHeight, teachSwitch.implicitHeight)
            Label {
                id: title
                objectName: "cardHelperTitle"
                anchors.left: parent.left
                anchors.right: teachSwitch.left
                anchors.verticalCenter: parent.verticalCenter
                text: helper.model.cardTitle !== "" ? helper.model.cardTitle : qsTr("The card")
                font.pixelSize: Math.round(15 * helper.zoom)
                font.bold: true
                color: "#2b2618"
                elide: Text.ElideRight
            }
            Switch {
                id: teachSwitch
                objectName: "cardTeachingSwitch"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Explain")
                font.pixelSize: Math.round(13 * helper.zoom)
                checked: helper.teaching
                onToggled: helper.teaching = checked
                focusPolicy: Qt.TabFocus
            }
        }
        // What went wrong with the card or the hand, in the model's words.
        Label {
            objectName: "cardHelperError"
            visible: text !== ""
            text: helper.model.cardError !== "" ? helper.model.cardError : helper.model.handError
            color: "#9b1c12"
            wrapMode: Text.Wrap
            width: parent.width
        }
        // The legend of the marks, always: a player reads it at a glance.
        Row {
            spacing: 12
            Repeater {
                model: [{state: "available", words: qsTr("still to come")},
                        {state: "joker", words: qsTr("a joker may fill")},
                        {state: "dead", words: qsTr("dead: all seen")}]
                delegate: Row {
                    required property var modelData
                    spacing: 4
                    MissingMark {
                        mark: modelData.state
                        width: Math.round(12 * helper.zoom)
                        height: Math.round(16 * helper.zoom)
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    Label {
                        text: modelData.words
                        font.pixelSize: Math.round(11 * helper.zoom)
                        color: "#5d5648"
                    }
                }
            }
        }
    }

    // The notation in plain words (teaching mode).
    ScrollArea {
        id: teachingView
        objectName: "cardTeaching"
        visible: helper.teaching
        x: 10
        y: head.y + head.height + 6
        width: helper.width - 20
        height: visible ? Math.min(teachingText.implicitHeight + 4, (helper.height - y) * 0.45) : 0
        clip: true
        Label {
            id: teachingText
            objectName: "cardTeachingText"
            width: teachingView.availableWidth - teachingView.barRoom
            wrapMode: Text.Wrap
            textFormat: Text.StyledText
            font.pixelSize: Math.round(12 * helper.zoom)
            color: "#3a3326"
            text: qsTr("<b>Reading a line.</b> Each line is one winning hand of 14 tiles, written in groups. "
                       + "<b>2222</b> is four 2s of one suit (a kong); <b>111</b> three (a pung); <b>11</b> a pair; "
                       + "<b>11111</b> five (a quint, with a joker). "
                       + "<b>The colour is the suit:</b> groups in the same colour are in the same suit, groups in "
                       + "different colours in different suits; which suits is yours to choose. Black groups have no suit.<br>"
                       + "<b>0</b> is the soap, the white dragon, used as a zero: <b>2026</b> is 2, soap, 2, 6 in one suit. "
                       + "<b>F</b> is a flower: any flower or season, they all count alike. "
                       + "<b>N E W S</b> are the winds (north, east, west, south); <b>NEWS</b> is one of each. "
                       + "<b>R</b> and <b>G</b> the red and green dragons; <b>D</b> the dragon of the group's suit "
                       + "(craks red, bams green, dots soap).<br>"
                       + "<b>X</b>: you may call discards and expose groups. <b>C</b>: concealed, every tile drawn "
                       + "yourself but the last, which may be called for Mah Jongg. The number is what the hand pays. "
                       + "Small print like \"any like number\" lets all the numbers of the line move together.<br>"
                       + "<b>Jokers</b> stand in a group of three or more alike (pung, kong, quint), never in a single, "
                       + "a pair, NEWS or a year. The number on the left is how many tiles the line still needs.")
        }
    }

    ListView {
        id: lines
        objectName: "cardLines"
        x: 6
        y: teachingView.visible ? teachingView.y + teachingView.height + 6 : head.y + head.height + 6
        width: helper.width - 12
        height: helper.height - y - 6
        clip: true
        spacing: 4
        model: helper.model
        keyNavigationEnabled: false
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: lines.contentHeight > lines.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        // The arrows choose the line above or below (the first when none is chosen); the
        // model keeps the choice through a re-sort, and the list keeps it in sight.
        function step(by) {
            const row = helper.model.chosenRow
            helper.model.chooseRow(row < 0 ? 0 : Math.max(0, Math.min(count - 1, row + by)))
        }
        Keys.onUpPressed: step(-1)
        Keys.onDownPressed: step(1)
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_PageDown || event.key === Qt.Key_PageUp) {
                step(event.key === Qt.Key_PageDown ? helper.nearestShown : -helper.nearestShown)
                event.accepted = true
            }
        }
        Connections {
            target: helper.model
            function onChosenChanged() {
                if (helper.model.chosenRow >= 0)
                    lines.positionViewAtIndex(helper.model.chosenRow, ListView.Contain)
            }
        }
        Keys.onEscapePressed: (event) => {
            if (helper.model.chosenLine < 0) {
                event.accepted = false
                return
            }
            helper.model.chooseRow(-1)
        }

        delegate: Rectangle {
            id: row
            required property int index
            required property var groups
            required property string category
            required property int value
            required property string exposure
            required property string note
            required property int distance
            required property bool usable
            required property bool mahJongg
            required property var missing
            required property bool dead
            required property bool chosen

            objectName: "cardLine" + index
            width: lines.width - 10
            height: Math.max(Math.round(54 * helper.zoom), content.implicitHeight + 10)
            radius: 6
            color: chosen ? "#fbe7a6" : mouse.containsMouse ? "#fffaf0" : "#fffdf6"
            border.color: chosen ? (lines.activeFocus ? "#e07b00" : "#c08a10") : "#d6ccb0"
            border.width: chosen ? 2 : 1

            MouseArea {
                id: mouse
                anchors.fill: parent
                hoverEnabled: true
                onClicked: {
                    helper.model.chooseRow(row.chosen ? -1 : row.index)
                    lines.forceActiveFocus(Qt.MouseFocusReason)
                }
            }

            // How many tiles the line needs: a badge, green at Mah Jongg, grey where it cannot be made.
            Rectangle {
                id: badge
                x: 6
                anchors.verticalCenter: parent.verticalCenter
                width: Math.round(30 * helper.zoom)
                height: Math.round(30 * helper.zoom)
                radius: 15
                color: row.mahJongg ? "#1d7a3a" : !row.usable ? "#a39c8c" : row.dead ? "#b35a4a" : "#3d5f8a"
                Label {
                    anchors.centerIn: parent
                    text: row.mahJongg ? qsTr("MJ") : row.distance < 0 ? "–" : row.distance
                    color: "white"
                    font.bold: true
                    font.pixelSize: Math.round((row.mahJongg ? 11 : 15) * helper.zoom)
                }
            }

            Column {
                id: content
                x: badge.x + badge.width + 8
                y: 5
                width: row.width - x - 8
                spacing: 3

                Item {
                    width: parent.width
                    height: Math.max(lineText.height, worth.implicitHeight)
                    CardLineText {
                        id: lineText
                        objectName: "cardLineText"
                        groups: row.groups
                        faded: !row.usable
                        pixelSize: Math.round((helper.width < 440 * helper.zoom ? 13 : 16) * helper.zoom)
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    Label {
                        id: worth
                        objectName: "cardLineWorth"
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        text: row.exposure + " " + row.value
                        font.pixelSize: Math.round(14 * helper.zoom)
                        font.bold: true
                        color: row.exposure === "C" ? "#7a2c8c" : "#2b2618"
                    }
                }
                // Its missing tiles, marked; or what it is when nothing is missing.
                Flow {
                    width: parent.width
                    spacing: 3
                    visible: row.missing.length > 0
                    Repeater {
                        model: row.missing
                        delegate: Item {
                            required property var modelData
                            width: Math.round(22 * helper.zoom)
                            height: Math.round(30 * helper.zoom)
                            TilePicture {
                                anchors.fill: parent
                                kind: modelData.tile
                                indexNumerals: helper.indexNumerals
                                opacity: modelData.state === "dead" ? 0.45 : 1
                            }
                            MissingMark {
                                mark: modelData.state
                                anchors.fill: parent
                            }
                            ToolTip.visible: tipArea.containsMouse
                            ToolTip.text: (modelData.anyFlower ? qsTr("any flower") : modelData.tile) + ": "
                                          + (modelData.state === "dead" ? qsTr("dead: every copy is seen")
                                             : modelData.state === "joker" ? (modelData.naturalLeft ? qsTr("still to come, or a joker")
                                                                                                    : qsTr("every copy is seen: only a joker"))
                                             : qsTr("still to come (no joker here)"))
                            MouseArea {
                                id: tipArea
                                anchors.fill: parent
                                hoverEnabled: true
                                acceptedButtons: Qt.NoButton
                            }
                        }
                    }
                }
                Label {
                    width: parent.width
                    text: [!row.usable ? (row.exposure === "C" ? qsTr("concealed: not with exposures")
                                                               : qsTr("your exposures do not fit"))
                                       : row.mahJongg ? qsTr("Mah Jongg!") : "",
                           row.category, row.note].filter(part => part !== "").join(" · ")
                    font.pixelSize: Math.round(11 * helper.zoom)
                    color: "#6d665a"
                    elide: Text.ElideRight
                }
            }
        }
    }

    // The mark over a missing tile: nothing but a dot for "still to come", a gold J for a
    // joker, a red cross for dead.
    component MissingMark: Item {
        id: mark
        property string mark: "available"
        Rectangle {
            visible: mark.mark === "available"
            width: Math.max(7, mark.width * 0.45)
            height: width
            radius: width / 2
            color: "#1d7a3a"
            border.color: "white"
            anchors.right: parent.right
            anchors.bottom: parent.bottom
        }
        Rectangle {
            visible: mark.mark === "joker"
            width: Math.max(10, mark.width * 0.55)
            height: width
            radius: 3
            color: "#d9a21b"
            border.color: "#6b4c00"
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: -2
            Text {
                anchors.centerIn: parent
                text: "J"
                font.pixelSize: parent.width * 0.8
                font.bold: true
                color: "#3a2a00"
            }
        }
        Canvas {
            visible: mark.mark === "dead"
            anchors.fill: parent
            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                ctx.strokeStyle = "#c0271d"
                ctx.lineWidth = 2.5
                ctx.beginPath()
                ctx.moveTo(2, 2); ctx.lineTo(width - 2, height - 2)
                ctx.moveTo(width - 2, 2); ctx.lineTo(2, height - 2)
                ctx.stroke()
            }
        }
    }
}
