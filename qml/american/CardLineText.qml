// A line of the American card drawn as the printed card draws it: its groups side by side,
// each in the colour of its suit letter (a, b, c: three different suits, whichever the player
// chooses), the groups that name no suit (flowers, winds, dragons) in ink. The letters
// themselves are not shown: on a card the colour is the suit.
import QtQuick

Row {
    id: line

    // [{text: "2222", suit: 0}], from CardHelperModel's groups.
    property var groups: []
    property int pixelSize: 16
    property bool faded: false

    // The card's three inks for a, b, c, and the ink of groups with no suit.
    readonly property var suitColours: ["#1d7a3a", "#c0271d", "#1f4fa8"]
    readonly property color plainColour: "#2b2618"

    spacing: Math.round(pixelSize * 0.55)
    opacity: faded ? 0.55 : 1

    Repeater {
        model: line.groups
        delegate: Text {
            required property var modelData
            text: modelData.text
            color: modelData.suit >= 0 && modelData.suit < 3 ? line.suitColours[modelData.suit] : line.plainColour
            font.pixelSize: line.pixelSize
            font.bold: true
            font.family: "DejaVu Sans Mono"
        }
    }
}
