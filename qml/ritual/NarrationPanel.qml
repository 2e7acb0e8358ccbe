// The teaching panel under the table: the engine's narration of the event now shown
// (TableModel.eventText), with the heading of its step of the ritual kept above it
// (phaseText), the Filipino words it uses glossed in English (Glossary), and the tile the
// user tapped: its name and, for a character tile, the mnemonic for its Chinese numeral
// (seed 000, "The Tiles"; TileInfo). Outside teaching mode only the narration line shows.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Pane {
    id: panel

    required property TableModel model
    property bool teaching: true
    // The tapped tile (a Tile3D), or null; its face is told only when it can be seen.
    property var selectedTile: null
    property bool revealHands: true
    // The seat whose hand the player at the screen holds and may see (-1: none): its tiles
    // are told though they stand face down to everyone else.
    property int ownSeat: -1

    // The step's heading ("6. Play") shows above the narration, at the event that opens the
    // step too: there the narration's first line, taken off the words below.
    readonly property string heading: note !== "" || !model.phaseText ? "" : model.phaseText.split("\n")[0]
    readonly property string eventWords: {
        const text = model.eventText
        return heading !== "" && text.startsWith(heading + "\n") ? text.slice(heading.length + 1) : text
    }
    readonly property var terms: teaching && note === "" ? glossary.found(model.phaseText + "\n" + model.eventText) : []
    readonly property bool tileVisible: selectedTile !== null
        && (selectedTile.faceUp
            || (selectedTile.zone === "hand" && (revealHands || (ownSeat >= 0 && selectedTile.seat === ownSeat))))

    // What the user may do on a table where nothing has happened yet (step 0), told after
    // the table's words: each screen has its own controls (Learn's Play and Step, the free
    // table's Next, a replay's).
    property string startHint: ""
    // Words told instead of the table's (the records' list: the table behind is not theirs);
    // empty: the event's narration.
    property string note: ""
    readonly property string words: note !== "" ? note
                                  : model.step === 0 && startHint !== "" ? model.eventText + " " + startHint
                                  : eventWords

    // Arabic numerals in the tiles' corner (the pictures follow the setting).
    property bool indexNumerals: false


    padding: 10
    background: Rectangle { color: "#fbf8f0"; border.color: "#d2cbbb" }

    Glossary { id: glossary }

    // Every word at once.
    Popup {
        id: allTerms
        objectName: "glossaryPopup"
        x: panel.width - width - 10
        y: -height - 8
        width: Math.min(520, panel.width - 20)
        padding: 12
        ColumnLayout {
            width: parent.width
            spacing: 4
            Label { text: qsTr("Words at the Filipino table"); font.bold: true }
            Repeater {
                model: glossary.terms
                delegate: Label {
                    required property var modelData
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    textFormat: Text.StyledText
                    text: "<b>" + modelData.term + "</b> — " + modelData.gloss
                }
            }
        }
    }

    Connections {
        target: panel.model
        function onEventTextChanged() { scroller.contentItem.contentY = 0 }
    }
    onNoteChanged: scroller.contentItem.contentY = 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        // The step's heading and the tile the player tapped, named, with the glossary's
        // button: one line kept above what scrolls, always in sight. In a game the panel is
        // low (at 1024×640 about three lines); a tapped tile told on lines of its own hid the
        // event. Its numeral's mnemonic, which can run to several lines, comes after the event.
        Item {
            id: topRow
            visible: panel.teaching
            Layout.fillWidth: true
            Layout.preferredHeight: glossaryButton.implicitHeight

            Label {
                id: phase
                objectName: "phaseLabel"
                anchors.verticalCenter: parent.verticalCenter
                // Its own width measured apart: a Label's implicit width follows its width
                // when it elides (a binding loop).
                width: tileInfo.visible ? Math.min(Math.ceil(headingWidth.advanceWidth) + 2, topRow.width / 3)
                                        : glossaryButton.x - 8
                text: panel.heading
                font.bold: true
                color: "#6d665a"
                elide: Text.ElideRight
                TextMetrics { id: headingWidth; font: phase.font; text: phase.text }
            }
            Label {
                id: tileInfo
                objectName: "tileInfoLabel"
                visible: panel.selectedTile !== null // in the row, shown in teaching mode only
                anchors.verticalCenter: parent.verticalCenter
                x: phase.text !== "" ? phase.width + 10 : 0
                width: glossaryButton.x - 8 - x
                elide: Text.ElideRight
                textFormat: Text.StyledText
                text: {
                    const tile = panel.selectedTile
                    if (!tile)
                        return ""
                    if (!panel.tileVisible)
                        return qsTr("<b>Tapped:</b> a tile face down: its face is not yours to see.")
                    return qsTr("<b>Tapped:</b> %1 (%2)").arg(TileInfo.name(tile.kind) || tile.kind).arg(tile.kind)
                }
            }
            Button {
                id: glossaryButton
                objectName: "glossaryButton"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Glossary")
                flat: true
                padding: 2
                onClicked: allTerms.open()
            }
        }

        // The panel is kept low under the table in a game; what does not fit scrolls, with its
        // bar shown, and each new event shows from its first line.
        ScrollArea {
            id: scroller
            objectName: "narrationScroller"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: column.implicitHeight

            ColumnLayout {
                id: column
                width: scroller.availableWidth - scroller.barRoom
                spacing: 6

                // The engine's words; the tiles they name in notation are drawn as pictures.
                TileText {
                    objectName: "eventLabel"
                    words: panel.words
                    indexNumerals: panel.indexNumerals
                    wrapMode: Text.Wrap
                    maximumLineCount: panel.teaching ? 8 : 2
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }

                // The tapped character tile's numeral, with a way to remember it (seed 000,
                // "The Tiles"; TileInfo).
                Label {
                    objectName: "mnemonicLabel"
                    readonly property string mnemonic: panel.teaching && panel.tileVisible
                                                       ? TileInfo.mnemonic(panel.selectedTile.kind) : ""
                    visible: mnemonic !== ""
                    text: qsTr("<b>The numeral:</b> %1").arg(mnemonic)
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }

                Flow {
                    objectName: "glossaryStrip"
                    visible: panel.terms.length > 0
                    spacing: 6
                    Layout.fillWidth: true
                    Repeater {
                        model: panel.terms
                        delegate: Rectangle {
                            id: chip
                            required property var modelData
                            width: Math.min(termText.implicitWidth + 14, column.width)
                            height: termText.implicitHeight + 6
                            radius: 4
                            color: "#efe6cf"
                            border.color: "#d9c89a"
                            Text {
                                id: termText
                                anchors.fill: parent
                                anchors.margins: 3
                                anchors.leftMargin: 7
                                textFormat: Text.StyledText
                                text: "<b>" + chip.modelData.term + "</b> — " + chip.modelData.gloss
                                elide: Text.ElideRight
                                font.pixelSize: 12
                                color: "#3d382f"
                            }
                        }
                    }
                }
            }
        }
    }
}
