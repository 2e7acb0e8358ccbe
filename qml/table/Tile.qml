// One physical tile, drawn from its model row: ivory with its notation when face up, a
// coloured back when face down. A tile `level` tiles high is drawn a little higher up the
// screen, so a two-high wall shows the lower tile's edge. Moves animate, because the
// model reports them as data changes.
import QtQuick

Item {
    id: tile

    required property int tileId
    required property string kind
    required property string suit
    required property string zone
    required property int seat
    required property real tableX
    required property real tableY
    required property real tableRotation
    required property int level
    required property bool faceUp

    property real unit: 20
    property real tileWidth: 1
    property real tileDepth: 1.35
    property real originX: 0
    property real originY: 0
    property bool revealHands: true

    // How far up the screen one level of height lifts a tile, in table units.
    property real levelLift: 0.24
    readonly property bool standing: zone === "hand"
    readonly property bool showFace: faceUp || (standing && revealHands)
    readonly property color backColor: "#2f5f9e"
    readonly property color inkColor: ({ m: "#b3261e", p: "#1f4f9a", s: "#1b7a35", z: "#202020", f: "#8a2fb0", j: "#d2691e" })[suit] || "#202020"

    // Follow the model through animated copies, so that only table moves animate, not
    // window resizes.
    property real shownX: tableX
    property real shownY: tableY
    property real shownRotation: tableRotation
    Behavior on shownX { NumberAnimation { duration: 260; easing.type: Easing.InOutQuad } }
    Behavior on shownY { NumberAnimation { duration: 260; easing.type: Easing.InOutQuad } }
    Behavior on shownRotation { RotationAnimation { duration: 260; direction: RotationAnimation.Shortest } }

    width: tileWidth * unit
    height: tileDepth * unit
    x: originX + shownX * unit - width / 2
    y: originY + shownY * unit - height / 2 - level * levelLift * unit
    z: level
    rotation: shownRotation

    Rectangle {
        id: body
        anchors.fill: parent
        anchors.margins: Math.max(0.5, tile.unit * 0.03)
        radius: tile.unit * 0.12
        color: tile.showFace ? "#f5efdc" : tile.backColor
        border.color: tile.showFace ? "#8f8468" : Qt.darker(tile.backColor, 1.6)
        border.width: Math.max(1, tile.unit * 0.04)

        // A standing tile shows a strip of its back on the side away from its owner.
        Rectangle {
            visible: tile.standing && tile.showFace
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: parent.border.width }
            height: parent.height * 0.16
            radius: parent.radius / 2
            color: tile.backColor
        }

        Text {
            visible: tile.showFace
            anchors.centerIn: parent
            anchors.verticalCenterOffset: tile.standing ? parent.height * 0.06 : 0
            text: tile.kind
            color: tile.inkColor
            font.pixelSize: Math.max(6, tile.unit * 0.46)
            font.bold: true
        }

        // Lower tiles of a stack are in the shade of the ones above.
        Rectangle {
            anchors.fill: parent
            radius: parent.radius
            color: "black"
            opacity: tile.zone === "wall" && tile.level === 0 ? 0.18 : 0
        }
    }
}
