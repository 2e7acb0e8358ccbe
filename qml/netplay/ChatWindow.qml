// The table's chat during a networked game (issue 15; T, or the HUD's Chat button): every
// line and the quick phrases. Counts the lines that came while it was closed (`unread`).
import QtQuick
import QtQuick.Controls
import Mahjongero

Popup {
    id: chatWindow

    required property NetSession net
    property int unread: 0
    property int seen: 0
    readonly property int lines: net.chatLines.length

    onLinesChanged: if (visible) seen = lines; else unread = Math.max(0, lines - seen)
    onOpened: { seen = lines; unread = 0 }
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 560, 560)
    modal: true
    Overlay.modal: Dim {}
    background: CardBackground {}
    padding: 14
    ChatBox {
        width: chatWindow.availableWidth
        net: chatWindow.net
        onSent: chatWindow.close()
    }
}
