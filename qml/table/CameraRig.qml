// The player's camera: it orbits the table's centre. Three named views (`mode`):
//   "seated": from your chair, tilted, your seat at the bottom (the default; Home);
//   "top":    straight down on the table, your seat still at the bottom;
//   "free":   wherever you turned it: drag to turn and tilt, the wheel zooms, and with the
//             keyboard the arrows turn and tilt, + and - zoom. It is kept, so V comes back
//             to it after the other two.
// V (and the view button) goes seated, top, free, seated; every change glides.
// `seat` is the seat the view is taken from: seat 0 at yaw 0, and each next seat (1 on the right, 2 at the top, 3 on the
// left) a quarter turn further, so that seat's own hand stands facing the viewer. Hot-seat
// games turn it to each human player in turn.
import QtQuick
import QtQuick3D

Node {
    id: rig

    // Distances scale with the tile size, so every preset frames the same.
    property real unit: 27
    readonly property real defaultTilt: -56
    // Close enough that your own hand reads at the table's edge (issue 14, found when
    // tried, 10); the far wall still in view.
    readonly property real defaultDistance: 36 * unit
    property int seat: 0
    readonly property real seatYaw: 90 * seat
    property real yaw: seatYaw
    property real tilt: defaultTilt
    property real distance: defaultDistance
    readonly property alias camera: camera

    property string mode: "seated"
    // The free view's pose, relative to the seat (a hot-seat hand-over keeps it per chair):
    // at first a look across the table from your left shoulder.
    property real freeYaw: -35
    property real freeTilt: -38
    property real freeDistance: 40 * unit

    // A turn by hand stops a glide under way, and makes the view the free one.
    function turn(degrees) { glider.stop(); yaw = (yaw + degrees) % 360; keepFree() }
    function tiltBy(degrees) { glider.stop(); tilt = Math.max(-89, Math.min(-12, tilt + degrees)); keepFree() }
    function zoom(factor) { glider.stop(); distance = Math.max(12 * unit, Math.min(90 * unit, distance * factor)); keepFree() }
    function keepFree() {
        mode = "free"
        freeYaw = yaw - seatYaw
        freeTilt = tilt
        freeDistance = distance
    }
    function resetView() { mode = "seated"; glide(seatYaw, defaultTilt, defaultDistance) }
    readonly property real topTilt: -89
    readonly property bool fromAbove: tilt <= topTilt + 1
    function topView() { mode = "top"; glide(seatYaw, topTilt, 41 * unit) }
    function freeView() { mode = "free"; glide(seatYaw + freeYaw, freeTilt, freeDistance) }
    // The next view in turn (the V key, the view button): seated, top, free.
    function nextView() {
        if (mode === "seated")
            topView()
        else if (mode === "top")
            freeView()
        else
            resetView()
    }
    // The view the button offers next, in words.
    readonly property string nextViewName: mode === "seated" ? qsTr("Top view")
                                          : mode === "top" ? qsTr("Free view") : qsTr("Seated view")
    // Moves the camera smoothly, turning the short way round.
    function glide(toYaw, toTilt, toDistance) {
        glider.stop()
        yawGlide.to = toYaw + 360 * Math.round((yaw - toYaw) / 360)
        tiltGlide.to = toTilt
        distanceGlide.to = toDistance
        glider.start()
    }
    ParallelAnimation {
        id: glider
        NumberAnimation { id: yawGlide; target: rig; property: "yaw"; duration: 500; easing.type: Easing.InOutQuad }
        NumberAnimation { id: tiltGlide; target: rig; property: "tilt"; duration: 500; easing.type: Easing.InOutQuad }
        NumberAnimation { id: distanceGlide; target: rig; property: "distance"; duration: 500; easing.type: Easing.InOutQuad }
    }
    // A hot-seat hand-over turns to the next player's chair (seatYaw may not be
    // re-evaluated yet when this runs).
    onSeatChanged: glide(90 * seat + (mode === "free" ? freeYaw : 0), tilt, distance)

    eulerRotation: Qt.vector3d(tilt, yaw, 0)
    // Aim a little towards the player's side, so their hand is well in view.
    position: Qt.vector3d(3 * unit * Math.sin(seatYaw * Math.PI / 180), 0,
                          3 * unit * Math.cos(seatYaw * Math.PI / 180))

    PerspectiveCamera {
        id: camera
        z: rig.distance
        fieldOfView: 38
        clipNear: rig.unit
        clipFar: 200 * rig.unit
    }
}
