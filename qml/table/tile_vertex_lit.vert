// Tile3D's material on software rendering (Tile3D.vertexLight): the table's two directional
// lights and their ambient. The diffuse light is worked out at each vertex, not at each
// pixel: a tile's faces are flat, so it hardly changes across one. The sheen, which peaks
// inside a face, is left to each pixel (tile_vertex_lit.frag).
VARYING vec2 artUv;
VARYING vec3 partColour;
VARYING vec3 diffuseLight;
VARYING vec3 surfaceNormal;
VARYING vec3 toEye;

void MAIN()
{
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    // The art's v runs top to bottom (tile_geometry.h), as Texture.flipV reads it.
    artUv = vec2(UV0.x, 1.0 - UV0.y);
    partColour = COLOR.rgb;
    surfaceNormal = normalize(NORMAL_MATRIX * NORMAL);
    toEye = CAMERA_POSITION - (MODEL_MATRIX * vec4(VERTEX, 1.0)).xyz;
    float key = max(dot(surfaceNormal, keyToLight), 0.0);
    float fill = max(dot(surfaceNormal, fillToLight), 0.0);
    diffuseLight = vec3(ambient + keyBrightness * key + fillBrightness * fill);
}
