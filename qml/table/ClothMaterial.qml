// The felt's and the wooden rim's material on software rendering, where they fill most of
// the 3D view's pixels: a matte cloth, its texture (`cloth`, repeated `tiling` times) tinted
// and lit at the vertices (cloth_vertex_lit.vert), as DefaultMaterial lights it at each
// pixel with no sheen. A GPU keeps DefaultMaterial, which takes the shadows.
import QtQuick
import QtQuick3D

CustomMaterial {
    // The cloth's pattern, and how many times it repeats across the model's faces.
    property TextureInput cloth
    property vector2d tiling: Qt.vector2d(1, 1)
    // The tint, sRGB, 0 to 1.
    property vector3d tint: Qt.vector3d(1, 1, 1)
    // The table's lights, as Table3D gives them: keyToLight and fillToLight (unit vectors
    // towards each), keyBrightness, fillBrightness and ambient (linear).
    property QtObject lights
    property vector3d keyToLight: lights ? lights.keyToLight : Qt.vector3d(0, 1, 0)
    property vector3d fillToLight: lights ? lights.fillToLight : Qt.vector3d(0, 1, 0)
    property real keyBrightness: lights ? lights.keyBrightness : 1
    property real fillBrightness: lights ? lights.fillBrightness : 0
    property real ambient: lights ? lights.ambient : 0

    shadingMode: CustomMaterial.Unshaded
    vertexShader: "cloth_vertex_lit.vert"
    fragmentShader: "cloth_vertex_lit.frag"
}
