// The strong AI's hint for the American game (issue 17, "Hints from the strong AI with a
// sentence"): one sentence over your rack saying what the strong AI would do on your move and
// why ("Discard the 7 Dot: none of your nearest lines (…) needs it"); the tiles it names are
// outlined on the rack by the page. Shown by itself in teaching mode, and for anyone who
// presses Hint (or H). The session works the hint out; this only shows it.
import QtQuick
import Mahjongero

Rectangle {
    id: line

    required property AmericanSession session
    // Teaching mode, or the hint asked for this move.
    property bool shown: false
    // The widest it grows (the card helper stands to the right).
    property real maxWidth: 600

    visible: shown && session.hint !== ""
    width: Math.min(maxWidth, hintText.implicitWidth + 24)
    height: hintText.implicitHeight + 12
    radius: 6
    color: "#e0241c10"
    border.color: "#f0b43c"

    Text {
        id: hintText
        objectName: "hintText"
        x: 12
        y: 6
        width: Math.min(implicitWidth, line.maxWidth - 24)
        text: qsTr("Hint: %1").arg(line.session.hint)
        color: "#ffe7a8"
        wrapMode: Text.WordWrap
        font.pixelSize: 14
    }
}
