// The player's camera: it orbits the table's centre. Drag to turn and tilt, wheel to
// zoom; with the keyboard, arrows turn and tilt, + and - zoom, Home returns to the
// default view (tilted, the player's seat at the bottom). `seat` is the seat the view is
// taken from: seat 0 at yaw 0, and each next seat (1 on the right, 2 at the top, 3 on the
// left) a quarter turn further, so that seat's own hand stands facing the viewer. Hot-seat
// games turn it to each human player in turn.
import QtQuick
import QtQuick3D

Node {
    id: rig

    // Distances scale with the tile size, so every preset frames the same.
    property real unit: 27
    readonly property real defaultTilt: -56
    readonly property real defaultDistance: 38 * unit
    property int seat: 0
    readonly property real seatYaw: 90 * seat
    property real yaw: seatYaw
    property real tilt: defaultTilt
    property real distance: defaultDistance
    readonly property alias camera: camera

    function turn(degrees) { yaw = (yaw + degrees) % 360 }
    function tiltBy(degrees) { tilt = Math.max(-89, Math.min(-12, tilt + degrees)) }
    function zoom(factor) { distance = Math.max(12 * unit, Math.min(90 * unit, distance * factor)) }
    function resetView() { yaw = seatYaw; tilt = defaultTilt; distance = defaultDistance }
    // (seatYaw may not be re-evaluated yet when this runs)
    onSeatChanged: yaw = 90 * seat

    eulerRotation: Qt.vector3d(tilt, yaw, 0)
    // Aim a little towards the player's side, so their hand is well in view.
    position: Qt.vector3d(2.5 * unit * Math.sin(seatYaw * Math.PI / 180), 0,
                          2.5 * unit * Math.cos(seatYaw * Math.PI / 180))

    PerspectiveCamera {
        id: camera
        z: rig.distance
        fieldOfView: 38
        clipNear: rig.unit
        clipFar: 200 * rig.unit
    }
}
