"""The card faces: every kind of the poker tiles (seed 000, "Poker Mahjong") and of the
193-card deck (seed 004), in the notation of docs/notation.md.

A card face is a 300 x 400 ivory face like a tile's, with:
- the index across the top: the rank large at the top left (A 2-9 10, and the face ranks
  lettered F W H B J Q K; the horse, `N` in the notation, shows H as seed 004 asks), the
  suit mark beside it; large enough to read on a tile at the table's default camera, which
  a playing card's small corner index is not; 6 and 9 underlined;
- a large suit pip below it as the central mark, framed on the face ranks;
- the crowns (suit R) in gold, with a three-pointed crown as the pip;
- the bonus cards (flowers L, birds V, trees E) with a drawn motif, their name lettered
  below it, the number 1-4 in the top-right corner, and their suit's mark down the left
  edge (seed 004: "a suit symbol on the edge of each card");
- the card joker (JOKER down the corner, a jester's cap) and the blank.

Colours: each suit has one ink, written only for that suit, so the app can recolour the
faces for the card colour setting by swapping these exact strings (app/media/card_colours.h):
the four colours of seed 000 by default (spades black, hearts red, clubs green, diamonds
blue). Nothing else on a card uses these four values.
"""

from svg_shapes import circle, leaf, num, path, petal, polar

W, H = 300, 400
IVORY = "#f4eedc"

# The suit inks (seed 000). app/media/card_colours.cpp names the same strings: change both.
SUIT_INK = {"S": "#141414", "H": "#c8102e", "C": "#1a8a3a", "D": "#1f4fc1"}
CROWN_GOLD = "#e0a91a"
CROWN_DARK = "#8c6510"  # the crowns' index and outlines: gold that still reads on ivory
SUIT_GLYPH = {"S": "\u2660", "H": "\u2665", "C": "\u2663", "D": "\u2666"}

NUMBER_RANKS = "A23456789T"
FACE_RANKS = "FWNBJQK"
RANK_LABEL = {"A": "A", "T": "10", "N": "H"}  # what the card shows, where it differs

BONUS = {  # suit letter -> (name, suit tie) for ranks 1-4, in the seed's order
    "L": (("rose", "C"), ("tulip", "H"), ("lily", "S"), ("daisy", "D")),
    "V": (("crane", "C"), ("swan", "D"), ("eagle", "H"), ("owl", "S")),
    "E": (("oak", "H"), ("pine", "S"), ("birch", "D"), ("apple", "C")),
}
BONUS_INK = {"L": "#8a2f86", "V": "#20687a", "E": "#6b4a1f"}

LEAF_GREEN = "#3f8f2f"
DARK_LEAF = "#245c22"
BARK = "#6e4a2a"
PETAL_PINK = "#e25a86"
PETAL_ROSE = "#c9304f"
YELLOW = "#f2c230"
ORANGE = "#e77b22"
WHITE = "#fbfbf6"
OUTLINE = "#55524a"
JOKER_PURPLE = "#7b3fb0"
JOKER_ORANGE = "#ef8a17"
JOKER_TEAL = "#1d8f8a"
JOKER_RED = "#d8344a"


def card_kinds():
    """Every card kind in notation order (docs/notation.md, "Kinds as indices")."""
    kinds = []
    for suit in "SHCD":
        kinds += [r + suit for r in NUMBER_RANKS[:9]] + ["T" + suit] + [r + suit for r in FACE_RANKS]
    kinds += [r + "R" for r in NUMBER_RANKS[:9]]
    for suit in "LVE":
        kinds += [f"{r}{suit}" for r in range(1, 5)]
    return kinds + ["1X", "1b"]


# ---------------------------------------------------------------- marks


def crown_d(cx, cy, size):
    """A three-pointed crown centred on (cx, cy), `size` wide."""
    s = size / 100
    pts = [(-50, 38), (-50, -8), (-30, 10), (-24, -40), (0, -6), (24, -40), (30, 10), (50, -8), (50, 38)]
    d = "M" + "L".join(f"{num(cx + x * s)} {num(cy + y * s)}" for x, y in pts) + "Z"
    return d


def crown(cx, cy, size):
    s = size / 100
    out = [path(crown_d(cx, cy, size), CROWN_GOLD, stroke=CROWN_DARK, width=max(1.5, 5 * s))]
    for x, y in ((-50, -14), (-24, -46), (24, -46), (50, -14)):
        out.append(circle(cx + x * s, cy + y * s, 8 * s, CROWN_GOLD, f' stroke="{CROWN_DARK}" stroke-width="{num(max(1, 3 * s))}"'))
    out.append(f'<rect x="{num(cx - 50 * s)}" y="{num(cy + 24 * s)}" width="{num(100 * s)}" height="{num(14 * s)}" fill="{CROWN_DARK}"/>')
    return out


def pip(fonts, suit, cx, cy, size):
    """One suit mark `size` px high (at most as wide; a crown `size` wide), centred on (cx, cy)."""
    if suit == "R":
        return crown(cx, cy, size)
    return [path(fonts.text_path(SUIT_GLYPH[suit], cx, cy, box=(size, size)), SUIT_INK[suit])]


def ink(suit):
    return CROWN_DARK if suit == "R" else SUIT_INK[suit]


def corner_index(fonts, label, suit):
    """The index across the top: the rank, large, at the top left and the suit mark beside
    it, sized to be read on a tile at the table's default camera (a face some 20 px wide)."""
    wide = len(label) > 1  # "10"
    cx = 104 if wide else 96
    box = (178, 140) if wide else (150, 150)  # every rank about as high (W, the widest, lower)
    out = [path(fonts.text_path(label, cx, 100, box=box), ink(suit))]
    if label in ("6", "9"):  # underlined, so a 6 seen upside down across the table is no 9
        out.append(f'<rect x="{cx - 44}" y="184" width="88" height="9" fill="{ink(suit)}"/>')
    out += pip(fonts, suit, 254 if wide else 238, 100, 64 if wide else 76)
    return out


# ---------------------------------------------------------------- suited cards


def number_card(fonts, rank, suit):
    """A number card (A-10): one large pip below the index."""
    if suit == "R":
        return crown(150, 300, 180)
    return pip(fonts, suit, 150, 295, 170)


def face_card(fonts, rank, suit):
    """A face rank (F W H B J Q K, lettered in the index): the large pip in a double frame,
    which tells the faces from the numbers at a glance."""
    colour = SUIT_INK[suit]
    out = [f'<rect x="46" y="206" width="208" height="178" rx="14" fill="none" stroke="{colour}" stroke-width="6"/>',
           f'<rect x="58" y="218" width="184" height="154" rx="8" fill="none" stroke="{colour}" stroke-width="2.5"/>']
    return out + pip(fonts, suit, 150, 295, 124)


# ---------------------------------------------------------------- bonus cards


def rose():
    cx, cy = 165, 150
    out = [path(leaf(165, 210, 105, 250, 14), LEAF_GREEN), path(leaf(165, 220, 228, 258, 14), LEAF_GREEN),
           path("M165 200L165 290", stroke=DARK_LEAF, width=8)]
    for r, c in ((62, PETAL_ROSE), (48, "#a8203c"), (34, PETAL_ROSE), (20, "#a8203c")):
        for i in range(5):
            x, y = polar(cx, cy, r * 0.45, i * 72 - 90 + r)
            out.append(circle(x, y, r * 0.62, c))
    out.append(circle(cx, cy, 9, "#7d1530"))
    return out


def tulip():
    out = [path("M165 190C165 230 160 260 165 300", stroke=DARK_LEAF, width=8),
           path(leaf(165, 300, 112, 214, 16), LEAF_GREEN), path(leaf(165, 300, 218, 226, 14), LEAF_GREEN),
           path("M118 96L132 128L150 84L165 126L180 84L198 128L212 96C222 150 202 196 165 196C128 196 108 150 118 96Z", "#d83b2d"),
           path("M150 84L165 126L180 84C188 130 180 180 165 196C150 180 142 130 150 84Z", "#f05a3a")]
    return out


def lily():
    cx, cy = 165, 150
    out = [path("M165 160L165 300", stroke=DARK_LEAF, width=8), path(leaf(165, 260, 108, 226, 12), LEAF_GREEN)]
    for i in range(6):
        out.append(path(petal(cx, cy, 6, 82, i * 60 - 90, 16), "#f39a3c"))
        out.append(path(petal(cx, cy, 10, 56, i * 60 - 90, 6), "#e0632a"))
    for i in range(6):
        x, y = polar(cx, cy, 30, i * 60 - 60)
        out.append(path(f"M{cx} {cy}L{num(x)} {num(y)}", stroke=BARK, width=2.5))
        out.append(circle(x, y, 4.5, BARK))
    return out


def daisy():
    cx, cy = 165, 150
    out = [path("M165 160L165 300", stroke=DARK_LEAF, width=7), path(leaf(165, 250, 222, 220, 11), LEAF_GREEN)]
    for i in range(16):
        out.append(path(petal(cx, cy, 20, 88, i * 22.5, 8), WHITE, stroke=OUTLINE, width=2))
    out.append(circle(cx, cy, 26, YELLOW))
    out.append(circle(cx, cy, 26, "none", f' stroke="{ORANGE}" stroke-width="3"'))
    return out


def crane():
    out = [path("M150 222L138 300M176 222L186 300", stroke=OUTLINE, width=4),
           path("M108 170C130 140 196 140 220 176C236 200 210 226 170 226C140 226 118 210 108 170Z", WHITE, stroke=OUTLINE, width=3),
           path("M186 168C214 178 236 196 250 230C226 214 206 204 184 196Z", "#2a2a2a"),
           path("M120 176C110 140 104 100 118 70", stroke=OUTLINE, width=13),
           path("M120 176C110 140 104 100 118 70", stroke=WHITE, width=8),
           circle(122, 66, 14, WHITE, f' stroke="{OUTLINE}" stroke-width="3"'),
           circle(122, 58, 6, "#d81f26"),
           path("M110 68L72 84L112 76Z", "#c98a2a"),
           circle(126, 66, 2.5, "#111111")]
    return out


def swan():
    out = [path("M70 262Q110 252 150 262T230 262T290 262", stroke="#4f8fc0", width=4),
           path("M80 240Q120 230 160 240T240 240", stroke="#4f8fc0", width=3),
           path("M90 196C110 248 220 250 248 200C232 214 200 214 178 196C160 184 130 186 90 196Z", WHITE, stroke=OUTLINE, width=3),
           path("M176 200C150 170 150 120 168 92C180 74 206 76 210 96", stroke=OUTLINE, width=14),
           path("M176 200C150 170 150 120 168 92C180 74 206 76 210 96", stroke=WHITE, width=9),
           path("M206 92L234 104L208 106Z", ORANGE),
           circle(198, 92, 3, "#111111")]
    return out


def eagle():
    out = [path("M165 160L60 100L82 140L48 150L92 170L62 196L120 196Z", "#6a4220"),
           path("M165 160L270 100L248 140L282 150L238 170L268 196L210 196Z", "#6a4220"),
           path("M130 150C130 200 140 250 165 262C190 250 200 200 200 150C190 134 140 134 130 150Z", "#7d5128"),
           path("M150 262L140 300L165 280L190 300L180 262Z", WHITE, stroke=OUTLINE, width=2),
           circle(165, 120, 28, WHITE, f' stroke="{OUTLINE}" stroke-width="2"'),
           path("M176 116L206 124L184 140Z", YELLOW),
           circle(170, 114, 4, "#111111")]
    return out


def owl():
    out = [path("M110 120L104 80L134 104Z", "#7a5430"), path("M220 120L226 80L196 104Z", "#7a5430"),
           path("M108 120C100 200 116 270 165 276C214 270 230 200 222 120C206 94 124 94 108 120Z", "#8c6238"),
           path("M134 190C132 236 146 260 165 262C184 260 198 236 196 190C186 176 144 176 134 190Z", "#d8bf91")]
    for x in (136, 194):
        out += [circle(x, 142, 24, WHITE, f' stroke="{OUTLINE}" stroke-width="2"'), circle(x, 142, 12, YELLOW),
                circle(x, 142, 6, "#111111")]
    out.append(path("M158 160L172 160L165 178Z", ORANGE))
    out.append(path("M140 288L190 288", stroke=BARK, width=8))
    return out


def oak():
    out = [path("M150 300L156 200L146 170M156 220L190 190", stroke=BARK, width=14)]
    for x, y, r in ((120, 140, 40), (165, 110, 46), (212, 140, 40), (140, 184, 36), (192, 184, 36), (165, 152, 40)):
        out.append(circle(x, y, r, LEAF_GREEN))
    for x, y in ((130, 160), (200, 130), (176, 196)):
        out += [circle(x, y + 4, 8, "#b07a2e"), f'<rect x="{x - 9}" y="{y - 8}" width="18" height="8" rx="4" fill="{BARK}"/>']
    return out


def pine():
    out = [f'<rect x="157" y="240" width="16" height="60" fill="{BARK}"/>']
    for top, base, half in ((60, 130, 44), (100, 180, 62), (140, 240, 80)):
        out.append(path(f"M165 {top}L{165 + half} {base}L{165 - half} {base}Z", DARK_LEAF))
    return out


def birch():
    out = [path("M156 300C150 240 160 160 150 70", stroke=OUTLINE, width=22),
           path("M156 300C150 240 160 160 150 70", stroke=WHITE, width=17)]
    for y, w in ((100, 8), (140, 10), (185, 7), (226, 10), (268, 8)):
        out.append(f'<rect x="{150 - w // 2}" y="{y}" width="{w}" height="5" fill="#222222"/>')
    for x0, y0, x1, y1 in ((152, 110, 100, 92), (154, 150, 212, 124), (154, 196, 104, 176), (155, 230, 214, 214),
                           (150, 80, 196, 66), (152, 124, 104, 136)):
        out.append(path(f"M{x0} {y0}L{x1} {y1}", stroke=BARK, width=3))
        out.append(path(leaf((x0 + x1) / 2, (y0 + y1) / 2, x1, y1 + 14, 6), "#8dbb3a"))
    return out


def apple():
    out = [path("M165 300L165 200M165 230L130 196M165 220L204 190", stroke=BARK, width=14),
           circle(165, 140, 86, LEAF_GREEN)]
    for x, y in ((126, 110), (196, 104), (160, 150), (116, 172), (212, 170), (170, 196)):
        out.append(circle(x, y, 12, "#d42a2a"))
        out.append(path(f"M{x} {y - 12}L{x + 3} {y - 18}", stroke=BARK, width=2))
    return out


MOTIFS = {"L": (rose, tulip, lily, daisy), "V": (crane, swan, eagle, owl), "E": (oak, pine, birch, apple)}


def bonus_card(fonts, rank, suit):
    name, tie = BONUS[suit][rank - 1]
    colour = BONUS_INK[suit]
    out = MOTIFS[suit][rank - 1]()
    out.append(path(fonts.text_path(name.upper(), 165, 346, box=(min(200, 46 * len(name)), 40)), colour))
    out.append(path(fonts.text_path(str(rank), 262, 44, height=44), colour))
    # the suit mark on the left edge: a rule and three pips
    out.append(f'<rect x="52" y="20" width="4" height="360" fill="{SUIT_INK[tie]}"/>')
    for y in (60, 200, 340):
        out += pip(fonts, tie, 28, y, 36)
    return out


# ---------------------------------------------------------------- joker and blank


def card_joker(fonts):
    out = []
    for i, letter in enumerate("JOKER"):
        out.append(path(fonts.text_path(letter, 30, 40 + i * 34, box=(26, 28)), JOKER_PURPLE))
    # the jester's cap: three floppy points with bells, over a band
    out.append(path("M96 250C96 180 120 120 70 96C120 90 150 150 165 200C160 140 140 80 165 52C190 80 170 140 165 200"
                    "C180 150 210 90 260 96C210 120 234 180 234 250Z", JOKER_RED))
    out.append(path("M165 200C160 140 140 80 165 52C190 80 170 140 165 200Z", JOKER_TEAL))
    for x, y in ((70, 96), (165, 52), (260, 96)):
        out.append(circle(x, y, 12, JOKER_ORANGE))
    out.append(f'<rect x="90" y="246" width="150" height="30" rx="12" fill="{JOKER_PURPLE}"/>')
    for x in (110, 140, 170, 200, 226):
        out.append(path(f"M{x - 9} 261L{x} 252L{x + 9} 261L{x} 270Z", JOKER_ORANGE))
    out.append(path(fonts.text_path("JOKER", 165, 320, box=(150, 34)), JOKER_PURPLE))
    return out


def card_face(kind, fonts):
    """The SVG of one card kind."""
    rank, suit = kind[:-1], kind[-1]
    if suit in "SHCD":
        body = corner_index(fonts, RANK_LABEL.get(rank, rank), suit)
        body += number_card(fonts, rank, suit) if rank in NUMBER_RANKS else face_card(fonts, rank, suit)
    elif suit == "R":
        body = corner_index(fonts, RANK_LABEL.get(rank, rank), suit) + number_card(fonts, rank, suit)
    elif suit in "LVE":
        body = bonus_card(fonts, int(rank), suit)
    elif kind == "1X":
        body = card_joker(fonts)
    elif kind == "1b":
        body = []  # the blank: a tile with nothing on its face
    else:
        raise ValueError(kind)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
        f"<!-- Mahjongero card face {kind}; generated by tools/tile-art/generate_tile_art.py -->",
        f'<rect width="{W}" height="{H}" fill="{IVORY}"/>',
    ]
    out += body
    out.append("</svg>")
    return "\n".join(out) + "\n"
