"""Shapes and glyph outlines shared by the tile faces and the card faces: numbers written
to 0.1 unit, SVG elements, petals and leaves, and text turned into <path> outlines with
fontTools (so the committed files need no font at run time)."""

import math

from fontTools.pens.basePen import BasePen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

CJK_FONT = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
CJK_FONT_NAME = "Noto Serif CJK TC Bold"
LATIN_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def num(v):
    """A coordinate rounded to 0.1, without a trailing .0 and never "-0"."""
    r = round(v, 1) + 0.0
    if r == 0:
        return "0"
    s = f"{r:.1f}"
    return s[:-2] if s.endswith(".0") else s


# ---------------------------------------------------------------- glyphs as paths


class _PathPen(BasePen):
    """Records a glyph outline as SVG path data, mapped by (x, y) -> transform(x, y)."""

    def __init__(self, glyph_set, transform):
        super().__init__(glyph_set)
        self.t = transform
        self.parts = []

    def _p(self, pt):
        x, y = self.t(*pt)
        return f"{num(x)} {num(y)}"

    def _moveTo(self, pt):
        self.parts.append("M" + self._p(pt))

    def _lineTo(self, pt):
        self.parts.append("L" + self._p(pt))

    def _curveToOne(self, p1, p2, p3):
        self.parts.append("C" + " ".join(self._p(p) for p in (p1, p2, p3)))

    def _qCurveToOne(self, p1, p2):
        self.parts.append("Q" + " ".join(self._p(p) for p in (p1, p2)))

    def _closePath(self):
        self.parts.append("Z")

    def _endPath(self):
        pass


class Fonts:
    def __init__(self):
        coll = TTCollection(CJK_FONT)
        self.cjk = next(f for f in coll.fonts if f["name"].getDebugName(4) == CJK_FONT_NAME)
        self.latin = TTFont(LATIN_FONT)

    def _font_for(self, text):
        return self.cjk if any(ord(c) > 0x2E7F for c in text) else self.latin

    def text_path(self, text, cx, cy, height=None, box=None, advance_gap=0.0):
        """Path data for `text` centred on (cx, cy).

        height: font size in px (1 em = height), ink centred; or box=(w, h): the ink scaled
        to fit that box, keeping its proportions."""
        font = self._font_for(text)
        gs = font.getGlyphSet()
        cmap = font.getBestCmap()
        upem = font["head"].unitsPerEm
        names = [cmap[ord(c)] for c in text]
        # Lay the glyphs out along x in font units, then measure the ink.
        offsets, x = [], 0.0
        for n in names:
            offsets.append(x)
            x += gs[n].width + advance_gap * upem
        bp = BoundsPen(gs)
        for n, off in zip(names, offsets):
            gs[n].draw(TransformPen(bp, (1, 0, 0, 1, off, 0)))
        x0, y0, x1, y1 = bp.bounds
        if box is not None:
            s = min(box[0] / (x1 - x0), box[1] / (y1 - y0))
        else:
            s = height / upem
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        out = []
        for n, off in zip(names, offsets):
            pen = _PathPen(gs, lambda x, y, off=off: (cx + (x + off - mx) * s, cy - (y - my) * s))
            gs[n].draw(pen)
            out.extend(pen.parts)
        return "".join(out)


# ---------------------------------------------------------------- drawing helpers


def circle(cx, cy, r, fill, extra=""):
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{fill}"{extra}/>'


def path(d, fill="none", stroke=None, width=None, extra=""):
    s = f'<path d="{d}" fill="{fill}"'
    if stroke:
        s += f' stroke="{stroke}" stroke-width="{num(width)}" stroke-linecap="round" stroke-linejoin="round"'
    return s + extra + "/>"


def polar(cx, cy, r, deg):
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def petal(cx, cy, r0, r1, deg, half_width_deg):
    """A pointed-oval petal from radius r0 to r1 around (cx, cy) at angle deg."""
    ax, ay = polar(cx, cy, r0, deg)
    bx, by = polar(cx, cy, r1, deg)
    rm = (r0 + r1) / 2
    w = rm * math.tan(math.radians(half_width_deg))
    # control points to either side of the midline
    mx, my = polar(cx, cy, rm, deg)
    nx, ny = -math.sin(math.radians(deg)), math.cos(math.radians(deg))
    c1 = (mx + nx * w * 1.3, my + ny * w * 1.3)
    c2 = (mx - nx * w * 1.3, my - ny * w * 1.3)
    return f"M{num(ax)} {num(ay)}Q{num(c1[0])} {num(c1[1])} {num(bx)} {num(by)}Q{num(c2[0])} {num(c2[1])} {num(ax)} {num(ay)}Z"


def leaf(x0, y0, x1, y1, bulge):
    """A leaf (two quadratic arcs) from (x0, y0) to (x1, y1), `bulge` px wide each side."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    ln = math.hypot(dx, dy)
    nx, ny = -dy / ln, dx / ln
    return (
        f"M{num(x0)} {num(y0)}Q{num(mx + nx * bulge * 2)} {num(my + ny * bulge * 2)} {num(x1)} {num(y1)}"
        f"Q{num(mx - nx * bulge * 2)} {num(my - ny * bulge * 2)} {num(x0)} {num(y0)}Z"
    )
