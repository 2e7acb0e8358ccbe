// What the QML tests check of every ScrollArea (qml/table/ScrollArea.qml): its vertical bar
// shows exactly when the content is taller than the view, and nothing meant to be read lies
// under the bar. Each function gives what is wrong, or "" when nothing is.
import QtQuick
import QtQuick.Controls

QtObject {
    function barShown(scroller) {
        const bar = scroller.ScrollBar.vertical
        return bar.visible && bar.contentItem.opacity > 0
    }

    function wrongBar(scroller) {
        const more = scroller.contentHeight > scroller.availableHeight + 0.5
        if (more && !barShown(scroller))
            return "no scroll bar shows that more lies below"
        if (!more && barShown(scroller))
            return "a scroll bar with nothing to scroll"
        return ""
    }

    // `item`, inside the scroller's content, against the bar's left edge.
    function underTheBar(scroller, item) {
        const bar = scroller.ScrollBar.vertical
        const right = item.mapToItem(scroller, item.width, 0).x
        return barShown(scroller) && right > bar.mapToItem(scroller, 0, 0).x + 0.5
            ? "lies under the scroll bar" : ""
    }
}
