// A probe, not a test: a window holding only an empty View3D whose scene turns, so that
// every frame draws it anew (V3D_ true), or only a small turning rectangle (false); logs
// the median frame time over 4 s. Run by tools/probes/run.sh.
import QtQuick
import QtQuick3D
import QtTest

Item {
    id: root
    width: W_
    height: H_
    property real spin: 0
    NumberAnimation on spin { from: 0; to: 360; duration: 20000; loops: Animation.Infinite; running: true }
    View3D {
        visible: V3D_
        anchors.fill: parent
        environment: SceneEnvironment { clearColor: "#1f2326"; backgroundMode: SceneEnvironment.Color }
        PerspectiveCamera { position: Qt.vector3d(0, 700, 600); eulerRotation.x: -50 }
        Node { eulerRotation.y: root.spin }
    }
    Rectangle { visible: !V3D_; width: 10; height: 10; rotation: root.spin; color: "red" }
    TestCase {
        name: "Empty"
        when: windowShown
        function test_fps() {
            let times = []
            let last = -1
            const w = root.Window.window
            const f = function() { const t = Date.now(); if (last >= 0) times.push(t - last); last = t }
            w.frameSwapped.connect(f)
            wait(4000)
            w.frameSwapped.disconnect(f)
            times = times.slice(20).sort((a, b) => a - b)
            console.log("RESULT v3d=" + V3D_ + " size=" + root.width + "x" + root.height + " frames=" + times.length + " p50=" + times[Math.floor(times.length / 2)] + "ms")
        }
    }
}
