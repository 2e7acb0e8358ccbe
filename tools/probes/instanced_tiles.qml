// A probe, not a test: a bare scene of a felt and 144 tiles (TileGeometry, a face texture
// each), drawn as 144 models or as one instanced model (MODE_), the scene turning so that
// every frame draws it anew; logs the median and p95 frame time over 6 s. Run by
// tools/probes/run.sh, which fills in W_, H_ and MODE_.
import QtQuick
import QtQuick3D
import QtTest
import Mahjongero

Item {
    id: root
    width: W_
    height: H_
    property bool instanced: MODE_
    property real spin: 0
    NumberAnimation on spin { from: 0; to: 360; duration: 20000; loops: Animation.Infinite; running: true }

    View3D {
        id: view
        anchors.fill: parent
        environment: SceneEnvironment { clearColor: "#1f2326"; backgroundMode: SceneEnvironment.Color }
        PerspectiveCamera { id: cam; position: Qt.vector3d(0, 700, 600); eulerRotation.x: -50; clipFar: 5000 }
        DirectionalLight { eulerRotation: Qt.vector3d(-60, -25, 0); brightness: 0.95; ambientColor: Qt.rgba(0.42, 0.42, 0.42, 1) }
        DirectionalLight { eulerRotation: Qt.vector3d(-35, 155, 0); brightness: 0.3 }
        Model { source: "#Cube"; position: Qt.vector3d(0, -5, 0); scale: Qt.vector3d(10, 0.1, 10)
            materials: DefaultMaterial { diffuseColor: "#1d6b3c"; specularAmount: 0 } }
        TileGeometry { id: geo; tileWidth: 27; tileHeight: 33; tileDepth: 20; bodyColour: "#f4ecd8"; backColour: "#2f62a8" }
        Node {
            eulerRotation.y: root.spin
            Repeater3D {
                model: root.instanced ? 0 : 144
                delegate: Model {
                    required property int index
                    geometry: geo
                    position: Qt.vector3d((index % 18) * 29 - 250, 10, Math.floor(index / 18) * 40 - 160)
                    eulerRotation.x: -90
                    materials: DefaultMaterial { vertexColorsEnabled: true; specularAmount: 0.35; specularRoughness: 0.3
                        diffuseMap: Texture { source: TileFaceFiles.url(["1m","2m","3m","4p","5p","6s","7s","1z","5z"][index % 9], false, "four"); flipV: true } }
                }
            }
            Model {
                visible: root.instanced
                geometry: geo
                instancing: inst
                materials: DefaultMaterial { vertexColorsEnabled: true; specularAmount: 0.35; specularRoughness: 0.3
                    diffuseMap: Texture { source: TileFaceFiles.url("1m", false, "four"); flipV: true } }
            }
        }
    }
    InstanceList {
        id: inst
        instances: {
            let list = []
            for (let index = 0; index < 144; ++index)
                list.push(entry.createObject(inst, { position: Qt.vector3d((index % 18) * 29 - 250, 10, Math.floor(index / 18) * 40 - 160) }))
            return list
        }
    }
    Component { id: entry; InstanceListEntry { eulerRotation: Qt.vector3d(-90, 0, 0) } }

    TestCase {
        name: "Inst"
        when: windowShown
        function test_fps() {
            let times = []
            let last = -1
            const w = root.Window.window
            const f = function() { const t = Date.now(); if (last >= 0) times.push(t - last); last = t }
            w.frameSwapped.connect(f)
            wait(6000)
            w.frameSwapped.disconnect(f)
            times = times.slice(20).sort((a, b) => a - b)
            console.log("RESULT instanced=" + root.instanced + " size=" + root.width + "x" + root.height + " frames=" + times.length + " p50=" + times[Math.floor(times.length / 2)] + "ms p95=" + times[Math.floor(times.length * 0.95)] + "ms")
        }
    }
}
