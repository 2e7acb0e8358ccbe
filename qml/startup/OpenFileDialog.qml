// The system's file dialog (QtQuick.Dialogs) for opening a file: a record in the replay
// viewer, a house ruleset in the Play dialogue (which set their own title and filters). In
// a file of its own so that each loads it through a Loader and, should the dialogs module
// (or the folder model its Qt Quick fallback needs) be missing, falls back to typing the
// path (their own field).
import QtQuick
import QtQuick.Dialogs
// Not used here, but Qt Quick's own file dialog (where the system has none) needs it: without
// it this file fails to load, and the viewer takes a typed path, instead of a dialog that
// cannot open.
import Qt.labs.folderlistmodel

FileDialog {
    id: dialog

    // The file chosen, as a local path (RecordLibrary.load and rulesets take paths).
    signal chosen(string path)

    title: qsTr("Open a Mahjongero record")
    fileMode: FileDialog.OpenFile
    nameFilters: [qsTr("Mahjongero records (*.jsonl)"), qsTr("All files (*)")]
    onAccepted: chosen(decodeURIComponent(selectedFile.toString().replace(/^file:\/\//, "")))
}
