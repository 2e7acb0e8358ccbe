// Tile faces as images: the project's own vector art for the 42 kinds of the Chinese set
// (seed 000, "The Tiles"; notation of RULINGS.md, "Tiles and notation"), rendered from the
// SVGs in resources/tiles/ (made by tools/tile-art/generate_tile_art.py, compiled in as
// Qt resources under ":/tiles/plain/" and ":/tiles/indexed/") with QSvgRenderer.
//
// The SVGs hold only paths and shapes (no text), so rendering needs no font. Each face is
// 3:4 (width:height) and full bleed: the whole image is the tile's face, ivory background
// included. "Indexed" faces add a small index in the top-left corner (1-9 on suits, E S W N,
// R G Wh on dragons, F1-F4 / S1-S4 on flowers and seasons), as on sets with Arabic numerals
// (seed 000, "Numerals"); everything else is the same as the plain face.
//
// Unknown input (a kind not in the Chinese set, such as "0m", "8z", "1j" or "", or a width
// outside 1..4096) gives a null image, never a crash (ARCHITECTURE.md, convention 4).
#pragma once

#include <QImage>
#include <QString>
#include <QStringList>

// The 42 kinds in notation order: 1m..9m, 1p..9p, 1s..9s, 1z..7z, 1f..8f.
QStringList tileFaceKinds();

// Whether `kind` is one of the 42 kinds that have art.
bool hasTileFace(const QString& kind);

// The Qt resource path of a face's SVG, e.g. ":/tiles/plain/5p.svg"; empty when unknown.
QString tileFaceResource(const QString& kind, bool indexNumerals);

// The face of `kind` rendered `widthPx` wide and widthPx * 4 / 3 high, in
// QImage::Format_ARGB32_Premultiplied, top row first (fully opaque). Results are cached
// (thread-safe), so asking again for the same face and size is cheap and gives the same pixels.
QImage renderTileFace(const QString& kind, bool indexNumerals, int widthPx);
