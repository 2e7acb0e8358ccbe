// The app's window: the table screen, nothing else. `tableModel` lets main.cpp apply
// command-line options (seed, variant, steps) to the table shown; the resume dialog offers
// a saved match found at start.
import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: window

    property alias tableModel: screen.model
    property alias gameSession: screen.session
    property alias freeTable: screen.freeTable

    width: 1280
    height: 800
    minimumWidth: 800
    minimumHeight: 560
    visible: true
    title: qsTr("Mahjongero")

    TableScreen {
        id: screen
        anchors.fill: parent
        rememberChoices: true
    }

    // Offers the save of a match in progress found at start (main.cpp asks the session).
    ResumeDialog {
        session: screen.session
    }
}
