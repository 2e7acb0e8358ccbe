// The felt's and the wooden rim's material on software rendering: the cloth's texel (sRGB)
// times the shade its vertices worked out (cloth_vertex_lit.vert).
VARYING vec2 clothUv;
VARYING vec3 shade;

void MAIN()
{
    FRAGCOLOR = vec4(texture(cloth, clothUv).rgb * shade, 1.0);
}
