// A material of the table's on software rendering, lit at its vertices by the table's
// lights (TableLights): the shaders (tile_vertex_lit.*, cloth_vertex_lit.*) read the lights
// as the uniforms here, towards each light, its brightness, and the ambient light (linear).
import QtQuick
import QtQuick3D

CustomMaterial {
    property TableLights lights
    property vector3d keyToLight: lights ? lights.keyToLight : Qt.vector3d(0, 1, 0)
    property vector3d fillToLight: lights ? lights.fillToLight : Qt.vector3d(0, 1, 0)
    property real keyBrightness: lights ? lights.keyBrightness : 1
    property real fillBrightness: lights ? lights.fillBrightness : 0
    property real ambient: lights ? lights.ambient : 0

    shadingMode: CustomMaterial.Unshaded
}
