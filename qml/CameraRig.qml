// The player's camera: it orbits the table's centre. Drag to turn and tilt, wheel to
// zoom; with the keyboard, arrows turn and tilt, + and - zoom, Home returns to the
// default view (tilted, seat 0, the player's seat, at the bottom).
import QtQuick
import QtQuick3D

Node {
    id: rig

    // Distances scale with the tile size, so every preset frames the same.
    property real unit: 27
    readonly property real defaultTilt: -56
    readonly property real defaultDistance: 38 * unit
    property real yaw: 0
    property real tilt: defaultTilt
    property real distance: defaultDistance
    readonly property alias camera: camera

    function turn(degrees) { yaw = (yaw + degrees) % 360 }
    function tiltBy(degrees) { tilt = Math.max(-89, Math.min(-12, tilt + degrees)) }
    function zoom(factor) { distance = Math.max(12 * unit, Math.min(90 * unit, distance * factor)) }
    function resetView() { yaw = 0; tilt = defaultTilt; distance = defaultDistance }

    eulerRotation: Qt.vector3d(tilt, yaw, 0)
    // Aim a little towards the player's side, so their hand is well in view.
    position: Qt.vector3d(0, 0, 2.5 * unit)

    PerspectiveCamera {
        id: camera
        z: rig.distance
        fieldOfView: 38
        clipNear: rig.unit
        clipFar: 200 * rig.unit
    }
}
