// A ScrollView that says when there is more: its vertical bar shows whenever the content is
// taller than the view (the style shows it only while scrolling, so nobody would know that
// more lies below), and it never scrolls sideways. `barRoom` is what the content leaves on
// its right for the bar, which is drawn over it.
import QtQuick
import QtQuick.Controls

ScrollView {
    id: area

    readonly property real barRoom: ScrollBar.vertical.visible ? ScrollBar.vertical.width + 4 : 0

    contentWidth: availableWidth
    ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
    ScrollBar.vertical.policy: contentHeight > availableHeight + 0.5 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
}
