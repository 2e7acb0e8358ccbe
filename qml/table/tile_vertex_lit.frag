// The tiles' material on software rendering: the art (sRGB texels) times the part's colour
// (linear, tile_geometry.h), lit by the vertices' diffuse light (tile_vertex_lit.vert) and
// a Blinn sheen from each light, plus the glow of a marked discard, encoded to sRGB for the
// window. The sheen is tinted by the colour under it, as DefaultMaterial's was found to be
// (the same pixels within 2 levels of 255, compared side by side on the tile back's blue).
VARYING vec2 artUv;
VARYING vec3 partColour;
VARYING vec3 diffuseLight;
VARYING vec3 surfaceNormal;
VARYING vec3 toEye;
VARYING vec3 glowColour;

vec3 linearOf(vec3 srgb)
{
    return srgb * (srgb * (srgb * 0.305306011 + 0.682171111) + 0.012522878);
}

// Square roots, not pow(): on llvmpipe a pow is a logarithm and an exponential, three a
// pixel here. (A fit of the sRGB curve by Ian Taylor, within about half a level of 255.)
vec3 srgbOf(vec3 linear)
{
    vec3 s1 = sqrt(linear);
    vec3 s2 = sqrt(s1);
    vec3 s3 = sqrt(s2);
    return max(0.662002687 * s1 + 0.684122060 * s2 - 0.323583601 * s3 - 0.0225411470 * linear, vec3(0.0));
}

// Blinn's highlight, cos^20 of the half angle by multiplying (a Blinn exponent for
// DefaultMaterial's roughness 0.3).
float sheenOf(vec3 normal, vec3 eye, vec3 toLight)
{
    float c = dot(normal, toLight) > 0.0 ? max(dot(normal, normalize(toLight + eye)), 0.0) : 0.0;
    float c4 = (c * c) * (c * c);
    float c16 = (c4 * c4) * (c4 * c4);
    return c16 * c4;
}

void MAIN()
{
    vec3 normal = normalize(surfaceNormal);
    vec3 eye = normalize(toEye);
    float shine = sheen * (keyBrightness * sheenOf(normal, eye, keyToLight)
                           + fillBrightness * sheenOf(normal, eye, fillToLight));
    vec3 albedo = linearOf(texture(faceAtlas, artUv).rgb) * partColour;
    vec3 lit = albedo * (diffuseLight + vec3(shine)) + glowColour;
    FRAGCOLOR = vec4(srgbOf(min(lit, vec3(1.0))), 1.0);
}
