// At start, when the data folder holds the save of a match in progress (GameSession's
// checkSave, called by the app): "Resume your match?" with what the save holds, and the
// choice to resume it or to start fresh (the old save is then kept aside as
// current-match.json.old). A save that could not be read shows why, and that it was kept
// aside; the app goes on as usual. The session decides and does everything; this only asks.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mahjongero

Dialog {
    id: dialog

    required property GameSession session
    readonly property bool refused: session.saveError !== ""

    objectName: "resumeDialog"
    modal: true
    closePolicy: Popup.NoAutoClose
    anchors.centerIn: parent
    width: Math.min(560, parent ? parent.width - 40 : 560)
    title: refused ? qsTr("Your saved match could not be read") : qsTr("Resume your match?")

    function offerIfSaved() {
        if (session.savedMatch !== "" || session.saveError !== "")
            open()
    }

    Connections {
        target: dialog.session
        function onSaveChanged() {
            if (dialog.session.savedMatch === "" && dialog.session.saveError === "")
                dialog.close()
            else
                dialog.offerIfSaved()
        }
    }
    Component.onCompleted: offerIfSaved()

    contentItem: Label {
        objectName: "resumeText"
        text: dialog.refused ? dialog.session.saveError : dialog.session.savedMatch
        wrapMode: Text.Wrap
    }

    footer: DialogButtonBox {
        Button {
            objectName: "resumeButton"
            text: qsTr("Resume")
            visible: !dialog.refused
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            onClicked: dialog.session.resumeSaved()
        }
        Button {
            objectName: "startFreshButton"
            text: dialog.refused ? qsTr("OK") : qsTr("Start fresh")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            onClicked: dialog.session.startFresh()
        }
    }
}
