// The felt's and the wooden rim's material on software rendering (ClothMaterial.qml): the
// table's two directional lights and their ambient worked out at the vertices, where the
// pixels' work is only the cloth's texel times the shade. The faces are flat, so the light
// is the same over each, and the sRGB encoding of (texel x tint x light) is taken as the
// product of the three, each encoded (the power 1/2.2 law, within a few levels of 255 of
// the sRGB curve on these colours): the power is worked out here, once a vertex.
VARYING vec2 clothUv;
VARYING vec3 shade;

void MAIN()
{
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
    clothUv = UV0 * tiling;
    vec3 normal = normalize(NORMAL_MATRIX * NORMAL);
    float light = ambient + keyBrightness * max(dot(normal, keyToLight), 0.0)
                  + fillBrightness * max(dot(normal, fillToLight), 0.0);
    shade = tint * pow(light, 1.0 / 2.2);
}
