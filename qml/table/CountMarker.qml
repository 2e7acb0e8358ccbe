// The counting highlight of the wall break (RULINGS.md, ritual steps 4 and 5): a glowing
// translucent slab that visits the walls in the máno's counting order, one per count up
// to the break total T, then runs along stacks 1..T of the broken wall from the counting
// end, one stack per count. The places come from the model (TableModel.breakCountWalls,
// breakCountStacks); this file only steps through them in time.
import QtQuick
import QtQuick3D

Node {
    id: marker

    property var walls: []
    property var stacks: []
    // Time per count; the whole count takes (walls + stacks) of these.
    property int countDuration: 250
    property real tileHeight: 33
    property color colour: "#ffcf40"

    // 0 .. walls + stacks while counting.
    property real progress: 0
    readonly property int total: walls.length + stacks.length
    // Where the count is: {entry, number (1..T), countingStacks}; null before the break.
    readonly property var current: {
        const w = walls.length
        if (total === 0)
            return null
        const i = Math.max(0, Math.min(total - 1, Math.floor(progress)))
        return i < w ? { entry: walls[i], number: i + 1, countingStacks: false }
                     : { entry: stacks[i - w], number: i - w + 1, countingStacks: true }
    }
    readonly property var entry: current ? current.entry : null
    readonly property int number: current ? current.number : 0
    readonly property bool countingStacks: current ? current.countingStacks : false

    function start() {
        counting.stop()
        progress = 0
        if (total > 0)
            counting.restart()
    }

    visible: entry !== null
    position: entry ? entry.position : Qt.vector3d(0, 0, 0)
    eulerRotation: Qt.vector3d(0, entry ? entry.yaw : 0, 0)

    SequentialAnimation {
        id: counting
        PauseAnimation { duration: marker.countDuration }
        NumberAnimation {
            target: marker
            property: "progress"
            from: 0
            to: marker.total - 0.001
            duration: marker.total * marker.countDuration
        }
    }

    Model {
        source: "#Cube"
        scale: Qt.vector3d((marker.entry ? marker.entry.length : 0) / 100, 0.06, (marker.tileHeight + 10) / 100)
        materials: PrincipledMaterial {
            baseColor: marker.colour
            emissiveFactor: Qt.vector3d(1.0, 0.8, 0.25)
            lighting: PrincipledMaterial.NoLighting
            opacity: 0.7
            alphaMode: PrincipledMaterial.Blend
        }
    }
}
