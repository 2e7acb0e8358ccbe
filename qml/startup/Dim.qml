// What a window over the table puts between itself and the table: a dimming veil
// (Overlay.modal of every dialogue, menu and card).
import QtQuick

Rectangle {
    color: "#80000000"
}
