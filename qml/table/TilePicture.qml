// A tile's face as a flat picture in an ivory frame: the end card's winning hand, the hint's
// tiles, the latest discard over the table. (The rack draws its own: it drags and picks.)
// With a `hint`, hovering the picture shows it in a tooltip.
import QtQuick
import QtQuick.Controls
import Mahjongero

Rectangle {
    id: picture

    // The kind in notation ("5p"); empty: the frame alone.
    property string kind: ""
    property bool indexNumerals: false
    property string cardColours: "four"
    // Words shown on hover; empty: none (and the picture takes no hover).
    property string hint: ""

    width: 34
    height: 46
    radius: Math.round(width * 0.12)
    color: "#f4eedc"
    border.color: "#8f8468"

    Image {
        anchors.fill: parent
        anchors.margins: Math.max(2, Math.round(picture.width * 0.08))
        source: picture.kind !== "" ? TileFaceFiles.url(picture.kind, picture.indexNumerals, picture.cardColours) : ""
        sourceSize.width: 96
        fillMode: Image.PreserveAspectFit
        smooth: true
    }

    // Shown while the pointer rests on the picture; a long hint wraps (the shared
    // ToolTip.text one would run the window's width in one line).
    readonly property alias hintShown: tip.visible
    ToolTip {
        id: tip
        text: picture.hint
        visible: picture.hint !== "" && hover.containsMouse
        width: Math.min(implicitWidth, 380)
        // Centred over the picture (under it where the window has no room above).
        x: (picture.width - width) / 2
        y: -height - 4
    }
    MouseArea {
        id: hover
        anchors.fill: parent
        enabled: picture.hint !== ""
        hoverEnabled: true
    }
}
