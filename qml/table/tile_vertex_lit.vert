// The tiles' material on software rendering, drawn for all tiles at once (TileInstances:
// each instance is a tile, its face's cell of the TileFaceAtlas in INSTANCE_DATA.x and its
// glow in INSTANCE_DATA.yzw), lit by the table's two directional lights and their ambient. The
// diffuse light is worked out at each vertex, not at each pixel: a tile's faces are flat, so
// it hardly changes across one. The sheen, which peaks inside a face, is left to each pixel
// (tile_vertex_lit.frag).
VARYING vec2 artUv;
VARYING vec3 partColour;
VARYING vec3 diffuseLight;
VARYING vec3 surfaceNormal;
VARYING vec3 toEye;
VARYING vec3 glowColour;

void MAIN()
{
    POSITION = INSTANCE_MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    // The cell's column and row (the atlas' v runs down its rows, as the art's v runs down
    // the face: tile_geometry.h).
    float cell = INSTANCE_DATA.x;
    float row = floor((cell + 0.5) / columns);
    artUv = (vec2(cell - row * columns, row) + UV0) * cellUv;
    partColour = COLOR.rgb;
    // Tiles are turned and moved, never stretched, so the model matrix turns normals.
    surfaceNormal = normalize(mat3(INSTANCE_MODEL_MATRIX) * NORMAL);
    toEye = CAMERA_POSITION - (INSTANCE_MODEL_MATRIX * vec4(VERTEX, 1.0)).xyz;
    float key = max(dot(surfaceNormal, keyToLight), 0.0);
    float fill = max(dot(surfaceNormal, fillToLight), 0.0);
    diffuseLight = vec3(ambient + keyBrightness * key + fillBrightness * fill);
    glowColour = INSTANCE_DATA.yzw;
}
