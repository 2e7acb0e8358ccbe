// The card colours setting (issue 13, item 3): how the suits of the card faces are inked.
// The card SVGs (resources/tiles/cards/, tools/tile-art/card_faces.py) are drawn in the four
// colours of seed 000, "Poker Mahjong" (spades black, hearts red, clubs green, diamonds
// blue), each suit in one ink that nothing else on a card uses; the other settings are made
// from them at render time by swapping those inks:
//   "four"     as drawn (the default);
//   "swapped"  clubs blue and diamonds green (the seed's author finds blue diamonds too dark);
//   "two"      the usual black and red: clubs black like spades, diamonds red like hearts.
// The mahjong faces have no suit inks and are never changed.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace mjui {

inline const QString kFourCardColours = QStringLiteral("four");
inline const QString kSwappedCardColours = QStringLiteral("swapped");
inline const QString kTwoCardColours = QStringLiteral("two");

// "four", "swapped", "two": the ids the setting takes.
QStringList cardColourIds();
bool isCardColours(const QString& id);
// {text, value} maps for a combo box, in the order of cardColourIds().
QVariantList cardColourChoices();

// The ink of each suit as the card SVGs write it ("#1a8a3a" for clubs).
QByteArray cardSuitInk(char suitLetter);

// The card SVG `svg` with its suit inks changed for the setting `id`; the same bytes for
// "four"; an empty array for an unknown id (the caller draws no face).
QByteArray recolourCardFace(const QByteArray& svg, const QString& id);

} // namespace mjui
