// The felt's and the wooden rim's material on software rendering, where they fill most of
// the 3D view's pixels: a matte cloth, its texture (`cloth`, repeated `tiling` times) tinted
// and lit at the vertices (cloth_vertex_lit.vert), as DefaultMaterial lights it at each
// pixel with no sheen. A GPU keeps DefaultMaterial, which takes the shadows.
import QtQuick
import QtQuick3D

VertexLitMaterial {
    // The cloth's pattern, and how many times it repeats across the model's faces.
    property TextureInput cloth
    property vector2d tiling: Qt.vector2d(1, 1)
    // The tint, sRGB, 0 to 1.
    property vector3d tint: Qt.vector3d(1, 1, 1)
    vertexShader: "cloth_vertex_lit.vert"
    fragmentShader: "cloth_vertex_lit.frag"
}
