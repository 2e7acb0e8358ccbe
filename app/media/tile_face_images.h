// Tile faces as images: the project's own vector art for every kind of every tile set of the
// rule book (engine/core/tile_kind.h, docs/notation.md), rendered from the SVGs in
// resources/tiles/ (made by tools/tile-art/generate_tile_art.py, compiled in as Qt resources
// under ":/tiles/plain/", ":/tiles/indexed/" and ":/tiles/cards/") with QSvgRenderer:
// - the 42 kinds of the Chinese set (seed 000, "The Tiles") and the American joker 1j, each
//   plain or "indexed": a small index in the top-left corner (1-9 on suits, E S W N,
//   R G Wh on dragons, F1-F4 / S1-S4 on flowers and seasons, Jk on the joker), as on sets
//   with Arabic numerals (seed 000, "Numerals"); everything else is the same as the plain face;
// - the card kinds (the poker tiles of seed 000 and the 193-card deck of seed 004: S H C D
//   A-K with the faces F W N B, crowns R, bonus cards L V E, card joker 1X, blank 1b), which
//   always carry their index of rank and suit (the numerals setting does not change them) and are
//   inked in the card colours setting (card_colours.h).
//
// The SVGs hold only paths and shapes (no text), so rendering needs no font. Each face is
// 3:4 (width:height) and full bleed: the whole image is the tile's face, ivory background
// included.
//
// Unknown input (a kind no set has, such as "0m", "8z", "1S" or "", a width outside
// 1..4096, or an unknown card colours id) gives a null image, never a crash
// (ARCHITECTURE.md, convention 4).
#pragma once

#include "media/card_colours.h"

#include <QImage>
#include <QString>
#include <QStringList>

// Every kind that has art, in notation order (the engine's kind index order): 1m..9m,
// 1p..9p, 1s..9s, 1z..7z, 1f..8f, 1j, AS..KS, AH..KH, AC..KC, AD..KD, AR..9R, 1L..4L,
// 1V..4V, 1E..4E, 1X, 1b: all 134 kinds of the engine.
QStringList tileFaceKinds();

// Whether `kind` (in notation, e.g. "5p", "QH", "1X") has art.
bool hasTileFace(const QString& kind);

// Whether `kind` is a card (drawn from ":/tiles/cards/", inked in the card colours).
bool isCardFace(const QString& kind);

// The Qt resource path of a face's SVG, e.g. ":/tiles/plain/5p.svg" or
// ":/tiles/cards/QH.svg" (cards have one face, whatever indexNumerals says); empty when
// unknown.
QString tileFaceResource(const QString& kind, bool indexNumerals);

// The SVG of a face as it is drawn: the resource's bytes, a card's recoloured for
// `cardColours` (card_colours.h). Empty when the kind or the colours are unknown.
QByteArray tileFaceSvg(const QString& kind, bool indexNumerals, const QString& cardColours = mjui::kFourCardColours);

// The face of `kind` rendered `widthPx` wide and widthPx * 4 / 3 high, in
// QImage::Format_ARGB32_Premultiplied, top row first (fully opaque). Results are cached
// (thread-safe), so asking again for the same face and size is cheap and gives the same pixels.
QImage renderTileFace(const QString& kind, bool indexNumerals, int widthPx,
                      const QString& cardColours = mjui::kFourCardColours);
