// Behind a 3D view drawn with the window's items (View3D.Inline, software rendering), which
// clears nothing: the colour an offscreen view clears to, unless the window clears to it
// already (the app's window does: Main.qml). While such a view is shown Qt Quick blends
// every item it draws (Quick 3D's view does not promise to keep to the depth Qt Quick
// expects), and this fill over the whole view cost some 5 % of a frame on software
// rendering. Shared by every 3D table (Table3D, SolitaireTable3D).
import QtQuick
import QtQuick3D

Rectangle {
    required property View3D view

    visible: view.visible && view.renderMode !== View3D.Offscreen
             && !(Window.window && Qt.colorEqual(Window.window.color, color))
    color: view.environment.clearColor
}
