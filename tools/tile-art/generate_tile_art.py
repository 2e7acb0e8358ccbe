#!/usr/bin/env python3
"""Writes the vector art for every tile kind of every set (docs/notation.md) into
resources/tiles/.

Each mahjong kind (the 42 of the Chinese set and the American joker 1j) gets two SVG files:
  resources/tiles/plain/<kind>.svg    the face as on a traditional Chinese set
  resources/tiles/indexed/<kind>.svg  the same art plus a small index in the top-left
                                      corner, as on sets "with Arabic numerals" (seed 000,
                                      "Numerals"): 1-9 on suits, E S W N on winds, R G Wh on
                                      dragons, F1-F4 / S1-S4 on flowers and seasons, Jk on
                                      the joker.
Each card kind (poker tiles, seed 000; the 193-card deck, seed 004) gets one, drawn by
card_faces.py, which always shows the index of rank and suit:
  resources/tiles/cards/<kind>.svg

The faces follow seed 000, "The Tiles": 1-stick styled as a bird, 8-sticks as mirror-image
"W" and "M", 1-ball a large ornate circle that looks a bit like a flower, characters as a
blue Chinese numeral over a red 萬. Every glyph is converted to <path> outlines here with
fontTools (Noto Serif CJK Bold, Traditional Chinese face, for Chinese; DejaVu Sans Bold for
the Arabic numerals and letters), so the committed files hold no <text> and need no font at
run time. Output is deterministic: coordinates rounded to 0.1 unit, fixed element order.

Usage:
  python3 tools/tile-art/generate_tile_art.py            write the files
  python3 tools/tile-art/generate_tile_art.py --check    exit 1 if the committed files differ
  python3 tools/tile-art/generate_tile_art.py --contact-sheet OUT.svg
                                                         also write one SVG showing all faces
  python3 tools/tile-art/generate_tile_art.py --card-sheet OUT.svg
                                                         also write SVGs of every card face
                                                         (OUT.svg, OUT-swapped.svg, OUT-two.svg)

Needs Python 3 with fontTools (Debian: python3-fonttools) and the fonts of the Debian
packages fonts-noto-cjk and fonts-dejavu-core (both SIL OFL 1.1 / free licences; see
resources/tiles/README.md).
"""

import argparse
import os
import sys

try:
    import fontTools  # noqa: F401  (svg_shapes needs it)
except ImportError:  # e.g. a pyenv python3 in front of Debian's, which has python3-fonttools
    if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    sys.exit("generate_tile_art: needs fontTools (Debian package python3-fonttools)")

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT_DIR = os.path.join(ROOT, "resources", "tiles")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from card_faces import SUIT_INK, card_face, card_kinds  # noqa: E402
from svg_shapes import Fonts, circle, leaf, num, path, petal, polar  # noqa: E402

W, H = 300, 400

IVORY = "#f4eedc"
RED = "#c3262e"
GREEN = "#16784a"
BLUE = "#1f4e9c"
NAVY = "#1b2f6b"
BLACK = "#1d1d1d"
DARK_GREEN = "#0e5534"
GOLD = "#e2a517"
ORANGE = "#e06a1b"
BROWN = "#7a4a26"
PINK = "#e0608c"
PURPLE = "#7c3fa3"
SKY = "#3479c4"
# Flowers (plants) are drawn in purple, seasons in brown-orange: apart from the suits' colours.
FLOWER_INK = "#6b2d8f"
SEASON_INK = "#9a4a12"

KINDS = (
    [f"{r}m" for r in range(1, 10)]
    + [f"{r}p" for r in range(1, 10)]
    + [f"{r}s" for r in range(1, 10)]
    + [f"{r}z" for r in range(1, 8)]
    + [f"{r}f" for r in range(1, 9)]
)

NUMERALS = "一二三四五六七八九"
WINDS = "東南西北"
FLOWER_GLYPHS = "梅蘭菊竹春夏秋冬"


# ---------------------------------------------------------------- balls (p)


def ball(cx, cy, r, color):
    """One ball: a coloured ring with notches, an ivory ring, a coloured centre."""
    out = [circle(cx, cy, r, color), circle(cx, cy, r * 0.74, IVORY)]
    for i in range(8):
        x, y = polar(cx, cy, r * 0.87, i * 45 + 22.5)
        out.append(circle(x, y, r * 0.075, IVORY))
    out.append(circle(cx, cy, r * 0.56, color))
    out.append(circle(cx, cy, r * 0.3, IVORY))
    out.append(circle(cx, cy, r * 0.16, color))
    return out


def one_ball():
    cx, cy = 150, 205
    out = [circle(cx, cy, 110, GREEN), circle(cx, cy, 100, IVORY)]
    for i in range(16):  # a ring of small dots
        x, y = polar(cx, cy, 90, i * 22.5)
        out.append(circle(x, y, 6, BLUE))
    out.append(circle(cx, cy, 78, BLUE))
    out.append(circle(cx, cy, 70, IVORY))
    for i in range(8):  # the flower: red petals with green between
        out.append(path(petal(cx, cy, 18, 68, i * 45, 17), RED))
        out.append(path(petal(cx, cy, 30, 60, i * 45 + 22.5, 9), GREEN))
    out.append(circle(cx, cy, 22, BLUE))
    out.append(circle(cx, cy, 13, IVORY))
    out.append(circle(cx, cy, 7, RED))
    return out


def balls(rank):
    B, G, R = BLUE, GREEN, RED
    layouts = {
        2: [(150, 125, 58, G), (150, 285, 58, B)],
        3: [(82, 105, 48, B), (150, 205, 48, R), (218, 305, 48, G)],
        4: [(95, 130, 47, B), (205, 130, 47, G), (95, 280, 47, G), (205, 280, 47, B)],
        5: [(88, 112, 40, B), (212, 112, 40, G), (150, 205, 40, R), (88, 298, 40, G), (212, 298, 40, B)],
        6: [(100, 100, 38, G), (200, 100, 38, G),
            (100, 215, 38, R), (200, 215, 38, R), (100, 315, 38, R), (200, 315, 38, R)],
        7: [(80, 80, 31, G), (150, 114, 31, G), (220, 148, 31, G),
            (102, 238, 34, R), (198, 238, 34, R), (102, 320, 34, R), (198, 320, 34, R)],
        8: [(x, y, 32, B) for y in (86, 162, 238, 314) for x in (104, 196)],
        9: [(x, y, 36, c) for y, c in ((100, B), (205, R), (310, G)) for x in (78, 150, 222)],
    }
    if rank == 1:
        return one_ball()
    out = []
    for x, y, r, c in layouts[rank]:
        out += ball(x, y, r, c)
    return out


# ---------------------------------------------------------------- sticks (s)


def stick(cx, cy, length, color, angle=0.0, width=30):
    """One bamboo stick centred on (cx, cy), rotated by `angle` degrees (clockwise)."""
    L, w = length, width
    h = L / 2
    parts = [
        f'<rect x="{num(-w / 2)}" y="{num(-h)}" width="{num(w)}" height="{num(L)}" rx="{num(w / 2)}" fill="{color}"/>',
        # the pith: a light line down the middle, broken at the node
        f'<rect x="{num(-w * 0.11)}" y="{num(-h + w * 0.55)}" width="{num(w * 0.22)}" height="{num(h - w * 0.95)}" fill="{IVORY}"/>',
        f'<rect x="{num(-w * 0.11)}" y="{num(w * 0.4)}" width="{num(w * 0.22)}" height="{num(h - w * 0.95)}" fill="{IVORY}"/>',
    ]
    for y in (-h + w * 0.25, 0, h - w * 0.25):  # the nodes: darker bands, a little wider
        parts.append(
            f'<rect x="{num(-w * 0.62)}" y="{num(y - w * 0.17)}" width="{num(w * 1.24)}" height="{num(w * 0.34)}" rx="{num(w * 0.17)}" fill="{DARK_GREEN if color != RED else "#7d1017"}"/>'
        )
    t = f"translate({num(cx)} {num(cy)})" + (f" rotate({num(angle)})" if angle else "")
    return [f'<g transform="{t}">' + "".join(parts) + "</g>"]


def bird():
    """The 1-stick: a stylised peacock perched on a bamboo stick, facing left."""
    out = []
    # the tail: a fan of long feathers sweeping down to the right, each with an eye
    for i, (ang, ln) in enumerate(((30, 128), (47, 142), (64, 140), (81, 128))):
        x0, y0 = 165, 215
        x1, y1 = polar(x0, y0, ln, ang)
        out.append(path(leaf(x0, y0, x1, y1, 17), GREEN if i % 2 == 0 else BLUE))
        ex, ey = polar(x0, y0, ln - 28, ang)
        out.append(circle(ex, ey, 12, IVORY))
        out.append(circle(ex, ey, 7, RED))
    # the perch
    out += stick(150, 318, 170, GREEN, angle=90, width=16)
    # legs
    out.append(path("M128 268L122 310M146 268L150 310", stroke=BROWN, width=5))
    out.append(path("M114 312L122 310L130 313M142 312L150 310L158 313", stroke=BROWN, width=4))
    # the body: a plump teardrop
    out.append(path("M92 168C70 205 82 262 130 276C168 286 200 250 192 214C184 180 150 170 126 150Z", GREEN))
    # the breast
    out.append(path("M96 180C84 212 96 250 128 262C110 236 106 206 112 178Z", RED))
    # the wing, with scalloped feathers
    out.append(path("M126 190C156 176 190 196 190 226C176 250 150 258 128 246C142 230 140 208 126 190Z", DARK_GREEN))
    for y in (214, 232):
        out.append(path(f"M140 {y}Q156 {y - 8} 172 {y}", stroke=IVORY, width=3))
    # neck and head
    out.append(path("M96 176C92 150 92 132 100 118L126 124C122 140 124 156 128 170Z", GREEN))
    out.append(circle(110, 110, 26, BLUE))
    # the crest: three red plumes
    for ang in (-125, -100, -75):
        x1, y1 = polar(110, 92, 34, ang)
        out.append(path(f"M110 92L{num(x1)} {num(y1)}", stroke=BLACK, width=2.5))
        out.append(circle(x1, y1, 6, RED))
    # beak and eye
    out.append(path("M88 104L58 114L88 122Z", GOLD))
    out.append(circle(104, 106, 7, IVORY))
    out.append(circle(102, 106, 3.5, BLACK))
    # centre the whole bird on the face
    return ['<g transform="matrix(1.1 0 0 1.1 -38.1 -19.4)">' + "".join(out) + "</g>"]


def sticks(rank):
    G, B, R = GREEN, BLUE, RED
    if rank == 1:
        return bird()
    if rank == 8:
        out = []
        xs = (78, 126, 174, 222)
        for i, x in enumerate(xs):  # top: \ / \ /  = W
            out += stick(x, 120, 132, G, angle=-20 if i % 2 == 0 else 20, width=26)
        for i, x in enumerate(xs):  # bottom: / \ / \ = M, the mirror image
            out += stick(x, 285, 132, G, angle=20 if i % 2 == 0 else -20, width=26)
        return out
    layouts = {
        2: [(150, 125, 130, G), (150, 285, 130, B)],
        3: [(150, 125, 130, B), (100, 285, 130, G), (200, 285, 130, G)],
        4: [(100, 125, 130, G), (200, 125, 130, B), (100, 285, 130, B), (200, 285, 130, G)],
        5: [(85, 125, 130, G), (215, 125, 130, B), (150, 205, 130, R), (85, 285, 130, B), (215, 285, 130, G)],
        6: [(x, y, 130, c) for y, c in ((125, G), (285, B)) for x in (85, 150, 215)],
        7: [(150, 80, 84, R)] + [(x, y, 100, G) for y in (190, 310) for x in (85, 150, 215)],
        9: [(x, y, 96, c) for y in (88, 200, 312) for x, c in ((85, G), (150, R), (215, B))],
    }
    out = []
    for x, y, ln, c in layouts[rank]:
        out += stick(x, y, ln, c, width=26 if rank >= 6 else 30)
    return out


# ---------------------------------------------------------------- flowers and seasons (f)


def motif(rank):
    cx, cy = 150, 118
    out = []
    if rank == 1:  # plum: a dark branch with five-petalled pink blossoms
        out.append(path("M60 190C100 160 120 120 180 96C200 88 214 76 222 64", stroke=BROWN, width=9))
        out.append(path("M132 128C140 150 156 166 170 172", stroke=BROWN, width=6))
        for bx, by, r in ((110, 146, 24), (192, 86, 24), (168, 170, 20), (224, 60, 14)):
            for i in range(5):
                x, y = polar(bx, by, r * 0.55, i * 72 - 90)
                out.append(circle(x, y, r * 0.5, PINK))
            out.append(circle(bx, by, r * 0.28, GOLD))
    elif rank == 2:  # orchid: long arching leaves and purple flowers
        for x1, y1, b in ((60, 70, 10), (96, 52, 9), (232, 78, 10), (252, 130, 8), (44, 140, 8)):
            out.append(path(leaf(150, 200, x1, y1, b), GREEN))
        for fx, fy in ((130, 92), (186, 110)):
            for ang in (-90, -18, 54, 126, 198):
                out.append(path(petal(fx, fy, 2, 30, ang, 24), PURPLE))
            out.append(circle(fx, fy, 7, GOLD))
    elif rank == 3:  # chrysanthemum: one large many-petalled golden flower with leaves
        out.append(path(leaf(150, 200, 80, 170, 16), GREEN))
        out.append(path(leaf(150, 200, 222, 172, 16), GREEN))
        for i in range(20):
            out.append(path(petal(cx, cy - 6, 14, 72, i * 18, 8), ORANGE))
        for i in range(20):
            out.append(path(petal(cx, cy - 6, 10, 50, i * 18 + 9, 9), GOLD))
        out.append(circle(cx, cy - 6, 14, BROWN))
    elif rank == 4:  # bamboo: two thin culms with leaf sprays
        for x, top in ((118, 40), (184, 66)):
            out.append(f'<rect x="{x - 6}" y="{top}" width="12" height="{200 - top}" rx="5" fill="{GREEN}"/>')
            for y in range(top + 36, 200, 40):
                out.append(f'<rect x="{x - 8}" y="{y}" width="16" height="5" rx="2" fill="{DARK_GREEN}"/>')
        for x0, y0, x1, y1 in ((118, 80, 60, 60), (118, 80, 66, 100), (118, 120, 62, 150),
                               (184, 104, 244, 84), (184, 104, 240, 128), (184, 150, 246, 170)):
            out.append(path(leaf(x0, y0, x1, y1, 9), DARK_GREEN))
    elif rank == 5:  # spring: a sprouting branch with buds and new leaves
        out.append(path("M150 200C150 150 140 110 150 52", stroke=BROWN, width=8))
        for x0, y0, x1, y1 in ((148, 160, 86, 130), (150, 130, 214, 104), (146, 96, 96, 70), (150, 72, 200, 46)):
            out.append(path(leaf(x0, y0, x1, y1, 13), GREEN))
        for bx, by in ((150, 48), (92, 124), (212, 98)):
            out.append(circle(bx, by, 11, PINK))
    elif rank == 6:  # summer: a blazing sun
        for i in range(12):
            out.append(path(petal(cx, cy, 52, 92, i * 30, 10), ORANGE))
        out.append(circle(cx, cy, 50, RED))
        out.append(circle(cx, cy, 38, GOLD))
    elif rank == 7:  # autumn: falling leaves
        for x0, y0, x1, y1, c in ((80, 180, 170, 60, ORANGE), (150, 196, 240, 96, BROWN), (64, 110, 118, 44, RED)):
            out.append(path(leaf(x0, y0, x1, y1, 24 if c != RED else 14), c))
            out.append(path(f"M{x0} {y0}L{x1} {y1}", stroke=IVORY, width=3))
    elif rank == 8:  # winter: a snowflake
        for i in range(6):
            a = i * 60 - 90
            x1, y1 = polar(cx, cy, 82, a)
            out.append(path(f"M{cx} {cy}L{num(x1)} {num(y1)}", stroke=SKY, width=9))
            for rr in (40, 62):
                bx, by = polar(cx, cy, rr, a)
                for da in (-40, 40):
                    ex, ey = polar(bx, by, 24, a + da)
                    out.append(path(f"M{num(bx)} {num(by)}L{num(ex)} {num(ey)}", stroke=SKY, width=6))
        out.append(circle(cx, cy, 12, SKY))
    return out


# ---------------------------------------------------------------- faces


def star_d(cx, cy, r):
    """A five-pointed star of outer radius r, point up."""
    pts = [polar(cx, cy, r if i % 2 == 0 else r * 0.42, i * 36 - 90) for i in range(10)]
    return "M" + "L".join(f"{num(x)} {num(y)}" for x, y in pts) + "Z"


def face(kind, fonts, indexed):
    rank, suit = int(kind[0]), kind[1]
    body = []
    index, index_color = str(rank), BLACK
    if suit == "m":
        body.append(path(fonts.text_path(NUMERALS[rank - 1], 150, 112, height=172), NAVY))
        body.append(path(fonts.text_path("萬", 150, 282, box=(196, 150)), RED))
        index_color = NAVY
    elif suit == "p":
        body += balls(rank)
        index_color = BLUE
    elif suit == "s":
        body += sticks(rank)
        index_color = GREEN
    elif suit == "z" and rank <= 4:
        body.append(path(fonts.text_path(WINDS[rank - 1], 150, 205, box=(210, 250)), BLACK))
        index = "ESWN"[rank - 1]
    elif kind == "5z":  # white dragon: a blue frame, the "window" or "mirror"
        body.append(f'<rect x="62" y="72" width="176" height="256" rx="6" fill="none" stroke="{BLUE}" stroke-width="12"/>')
        body.append(f'<rect x="82" y="92" width="136" height="216" fill="none" stroke="{BLUE}" stroke-width="4"/>')
        for x, y in ((82, 92), (218, 92), (82, 308), (218, 308)):
            body.append(f'<rect x="{x - 9}" y="{y - 9}" width="18" height="18" fill="{BLUE}"/>')
        index, index_color = "Wh", BLUE
    elif kind == "6z":
        body.append(path(fonts.text_path("發", 150, 205, box=(216, 260)), GREEN))
        index, index_color = "G", GREEN
    elif kind == "7z":
        body.append(path(fonts.text_path("中", 150, 205, box=(200, 260)), RED))
        index, index_color = "R", RED
    elif kind == "1j":  # the American joker (seed 002): JOKER between two stars, in red
        body.append(path(star_d(150, 96, 52), GOLD, stroke=RED, width=5))
        body.append(path(fonts.text_path("JOKER", 150, 205, box=(236, 70)), RED))
        body.append(path(star_d(150, 314, 52), GOLD, stroke=RED, width=5))
        index, index_color = "Jk", RED
    elif suit == "f":
        ink = FLOWER_INK if rank <= 4 else SEASON_INK
        body += motif(rank)
        body.append(path(fonts.text_path(FLOWER_GLYPHS[rank - 1], 150, 292, box=(140, 140)), ink))
        # the small number in the top-right corner, as real sets have it
        body.append(path(fonts.text_path(str((rank - 1) % 4 + 1), 262, 44, height=44), ink))
        index, index_color = ("F" if rank <= 4 else "S") + str((rank - 1) % 4 + 1), ink
    else:
        raise ValueError(kind)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
        f"<!-- Mahjongero tile face {kind}{' (indexed)' if indexed else ''}; generated by tools/tile-art/generate_tile_art.py -->",
        f'<rect width="{W}" height="{H}" fill="{IVORY}"/>',
    ]
    out += body
    if indexed:
        size = 46
        width_guess = 0.72 * size * len(index)
        out.append(path(fonts.text_path(index, 16 + width_guess / 2, 36, height=size, advance_gap=-0.04), index_color))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def all_files(fonts):
    files = {}
    for kind in KINDS + ["1j"]:
        files[f"plain/{kind}.svg"] = face(kind, fonts, False)
        files[f"indexed/{kind}.svg"] = face(kind, fonts, True)
    for kind in card_kinds():  # a card always shows its index: one face per kind
        files[f"cards/{kind}.svg"] = card_face(kind, fonts)
    return files


def contact_sheet(files, variant="plain"):
    cols, cell_w, cell_h, pad = 9, 150, 200, 10
    rows = 5  # one row per suit: m, p, s, z, f
    sw, sh = cols * (cell_w + pad) + pad, rows * (cell_h + pad) + pad
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{sw}" height="{sh}" viewBox="0 0 {sw} {sh}">',
           f'<rect width="{sw}" height="{sh}" fill="#2e5e3e"/>']
    for kind in KINDS:
        x = pad + (int(kind[0]) - 1) * (cell_w + pad)
        y = pad + "mpszf".index(kind[1]) * (cell_h + pad)
        inner = files[f"{variant}/{kind}.svg"].split("\n", 1)[1].rsplit("</svg>", 1)[0]
        out.append(f'<svg x="{x}" y="{y}" width="{cell_w}" height="{cell_h}" viewBox="0 0 {W} {H}">{inner}</svg>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def card_sheet(files, palette="four"):
    """Every card face, one row per suit (S H C D, then crowns, bonus cards, joker and blank),
    in the card colours `palette` as the app draws them (app/media/card_colours.h)."""
    kinds = card_kinds()
    rows = [[k for k in kinds if k[-1] == s] for s in "SHCD"]
    rows += [[k for k in kinds if k[-1] == "R"], [k for k in kinds if k[-1] in "LVEXb"]]
    cols, cell_w, cell_h, pad = 17, 120, 160, 8
    sw, sh = cols * (cell_w + pad) + pad, len(rows) * (cell_h + pad) + pad
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{sw}" height="{sh}" viewBox="0 0 {sw} {sh}">',
           f'<rect width="{sw}" height="{sh}" fill="#2e5e3e"/>']
    for r, row in enumerate(rows):
        for c, kind in enumerate(row):
            inner = recolour(files[f"cards/{kind}.svg"], palette).split("\n", 1)[1].rsplit("</svg>", 1)[0]
            out.append(f'<svg x="{pad + c * (cell_w + pad)}" y="{pad + r * (cell_h + pad)}" width="{cell_w}" '
                       f'height="{cell_h}" viewBox="0 0 {W} {H}">{inner}</svg>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def recolour(svg, palette):
    """The card colours as the app applies them (app/media/card_colours.cpp): "four" as drawn,
    "swapped" clubs and diamonds exchanged, "two" clubs black and diamonds red."""
    ink = SUIT_INK
    swaps = {"four": {}, "swapped": {ink["C"]: ink["D"], ink["D"]: ink["C"]},
             "two": {ink["C"]: ink["S"], ink["D"]: ink["H"]}}[palette]
    for a, b in swaps.items():
        svg = svg.replace(f'"{a}"', '"@' + b[1:] + '"')
    return svg.replace('"@', '"#')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files; exit 1 if they differ")
    ap.add_argument("--contact-sheet", metavar="SVG", help="also write an SVG showing all faces (plain and indexed)")
    ap.add_argument("--card-sheet", metavar="SVG", help="also write SVGs showing every card face, in each card colour setting")
    args = ap.parse_args()

    fonts = Fonts()
    files = all_files(fonts)

    if args.contact_sheet:
        base, ext = os.path.splitext(args.contact_sheet)
        with open(args.contact_sheet, "w", encoding="utf-8", newline="\n") as f:
            f.write(contact_sheet(files, "plain"))
        with open(base + "-indexed" + ext, "w", encoding="utf-8", newline="\n") as f:
            f.write(contact_sheet(files, "indexed"))

    if args.card_sheet:
        base, ext = os.path.splitext(args.card_sheet)
        for palette in ("four", "swapped", "two"):
            name = args.card_sheet if palette == "four" else f"{base}-{palette}{ext}"
            with open(name, "w", encoding="utf-8", newline="\n") as f:
                f.write(card_sheet(files, palette))

    if args.check:
        stale = []
        for rel, text in files.items():
            p = os.path.join(OUT_DIR, rel)
            try:
                with open(p, encoding="utf-8", newline="") as f:
                    if f.read() != text:
                        stale.append(rel + " differs")
            except FileNotFoundError:
                stale.append(rel + " missing")
        for sub in ("plain", "indexed", "cards"):
            d = os.path.join(OUT_DIR, sub)
            for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
                if f"{sub}/{name}" not in files:
                    stale.append(f"{sub}/{name} is not generated")
        for s in stale:
            print("generate_tile_art --check:", s, file=sys.stderr)
        if stale:
            print("generate_tile_art --check: run python3 tools/tile-art/generate_tile_art.py", file=sys.stderr)
            return 1
        print(f"generate_tile_art --check: all {len(files)} files are up to date")
        return 0

    for rel, text in files.items():
        p = os.path.join(OUT_DIR, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    print(f"generate_tile_art: wrote {len(files)} files under {os.path.relpath(OUT_DIR, ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
