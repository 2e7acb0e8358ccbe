// A dialogue of the table screen, made just after the window's first frame instead of
// before it, or at once when it is asked to open sooner (issue 14, Speed: making the
// screen's eight dialogues took about 0.25 s of a first frame of about 1.1 s on software
// rendering, against a target of 1 s). `sourceComponent` is the dialogue, a Popup;
// `item` is it, once made.
import QtQuick

Loader {
    id: deferred

    active: false
    // Whether the dialogue is on screen.
    readonly property bool shown: item !== null && item.visible

    function open() {
        active = true
        item.open()
    }
    function close() {
        if (item)
            item.close()
    }

    Connections {
        target: deferred.Window.window
        enabled: !deferred.active
        // On the next turn of the event loop: the frame is on the screen first, and
        // whoever else waits for it (the start-up benchmark) hears of it first.
        function onFrameSwapped() { Qt.callLater(() => { deferred.active = true }) }
    }
}
