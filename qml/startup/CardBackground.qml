// The paper of every window over the table: warm, rounded, with a thin gold edge.
import QtQuick

Rectangle {
    color: "#f3efe4"
    radius: 10
    border.color: "#c9b98f"
}
