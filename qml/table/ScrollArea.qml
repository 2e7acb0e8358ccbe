// A ScrollView that says when there is more: its vertical bar shows whenever the content is
// taller than the view (the style shows it only while scrolling, so nobody would know that
// more lies below), and it never scrolls sideways. `barRoom` is what the content leaves on
// its right for the bar, which is drawn over it; it is left whether the bar shows or not, as
// wrapped words that gave the bar its room could grow shorter than the view and hide it again
// (a binding loop on the bar's policy).
import QtQuick
import QtQuick.Controls

ScrollView {
    id: area

    readonly property real barRoom: ScrollBar.vertical.implicitWidth + 4

    contentWidth: availableWidth
    ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
    ScrollBar.vertical.policy: contentHeight > availableHeight + 0.5 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
}
