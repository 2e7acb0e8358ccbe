// The pair of dice, side by side, showing `first` and `second` (1-6) as pips.
import QtQuick

Row {
    id: dice

    property int first: 1
    property int second: 1
    property real unit: 20

    spacing: unit * 0.12

    Repeater {
        model: [dice.first, dice.second]
        delegate: Rectangle {
            id: die
            required property int modelData
            // Which of the 3x3 pip cells a face shows.
            readonly property var pips: [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]][modelData] || []

            width: dice.unit * 0.75
            height: width
            radius: width * 0.18
            color: "#fbfbf7"
            border.color: "#6b6b6b"
            border.width: Math.max(1, dice.unit * 0.04)

            Grid {
                anchors.fill: parent
                anchors.margins: parent.width * 0.14
                columns: 3
                Repeater {
                    model: 9
                    delegate: Item {
                        required property int index
                        width: (die.width * 0.72) / 3
                        height: width
                        Rectangle {
                            anchors.centerIn: parent
                            width: parent.width * 0.7
                            height: width
                            radius: width / 2
                            visible: die.pips.indexOf(index) >= 0
                            color: die.modelData === 1 || die.modelData === 4 ? "#c0392b" : "#1e1e1e"
                        }
                    }
                }
            }
        }
    }
}
