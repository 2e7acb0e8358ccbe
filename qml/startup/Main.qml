// The app's window: the table screen, opening on its start screen. `tableModel` lets
// main.cpp apply command-line options (seed, variant, steps) to the table shown; a launch
// mode (--play, --resume, --free-table, --watch, --ritual-step) leaves the start screen for
// its page.
import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: window

    property alias tableModel: screen.model
    property alias gameSession: screen.session
    property alias netSession: screen.net
    property alias freeTable: screen.freeTable
    property alias solitaire: screen.solitaire
    property alias american: screen.american
    property alias atHome: screen.atHome
    property alias watching: screen.watching
    property alias graphicsOverride: screen.graphicsOverride
    readonly property alias graphics: screen.graphics

    // Set by main.cpp before the window is made: a launch that asks for a size, a
    // screenshot or a benchmark keeps a window of that size whatever the Full screen
    // setting says.
    property bool keepWindowed: false

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    // Shown at once: full screen (Settings, or F11) or as a window. (Qt 6.4 warns of
    // "conflicting properties" when visibility is set and visible is not.)
    visible: true
    visibility: screen.settings.fullScreen && !keepWindowed ? Window.FullScreen : Window.Windowed
    title: qsTr("Mahjongero")
    // The colour round the 3D table (Table3D's view clears to it), so that the table needs no
    // fill of its own behind its view.
    color: "#1f2326"

    // The size the window last had as a window, within the screen. It is kept a moment after
    // each resize (the Quit button ends the app without a close event), unless full screen
    // or a launch with a size of its own.
    Component.onCompleted: {
        const size = screen.settings.windowSize
        if (!keepWindowed && size.width > 0) {
            width = Math.max(minimumWidth, Math.min(size.width, Screen.desktopAvailableWidth))
            height = Math.max(minimumHeight, Math.min(size.height, Screen.desktopAvailableHeight))
        }
    }
    onWidthChanged: sizeKeeper.restart()
    onHeightChanged: sizeKeeper.restart()
    Timer {
        id: sizeKeeper
        interval: 500
        onTriggered: if (!window.keepWindowed && window.visibility === Window.Windowed)
                         screen.settings.windowSize = Qt.size(window.width, window.height)
    }

    TableScreen {
        id: screen
        anchors.fill: parent
        rememberChoices: true
        atHome: true
    }
}
