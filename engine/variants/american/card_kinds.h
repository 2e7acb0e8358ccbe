// The kinds a card line tells apart, as small indices: the American set's kinds with the
// eight flowers and seasons as one (seed 002: any flower serves as F), and the joker last.
// They are TileKind::index() for the suited tiles and honours (0-33), so converting costs a
// comparison. The dragon of a suit follows the custom of American cards (seed 002 leaves it
// unsaid): craks (m) red, bams (s) green, dots (p) the soap.
#pragma once

#include "core/tile_kind.h"
#include "variants/american/card.h"

#include <cstdint>

namespace mj::american {

inline constexpr int kSoapKind = 31;   // 5z
inline constexpr int kGreenKind = 32;  // 6z
inline constexpr int kRedKind = 33;    // 7z
inline constexpr int kFlowerKind = 34; // any of 1f-8f
inline constexpr int kJokerKind = 35;  // 1j
inline constexpr int kCardKinds = 36;

// The card kind of a tile of the American set; -1 for a kind the set does not hold.
inline int cardKindOf(TileKind kind)
{
    const int index = kind.index();
    if (index < 34)
        return index;
    if (kind.suit() == Suit::Flowers)
        return kFlowerKind;
    if (kind.suit() == Suit::Jokers)
        return kJokerKind;
    return -1;
}

// A tile that stands for a card kind (the plum flower for F), for listing missing tiles.
inline TileKind tileOfCardKind(int cardKind)
{
    return TileKind::fromIndex(cardKind < kFlowerKind ? cardKind : cardKind == kFlowerKind ? 34 : 42);
}

// The card kind an element names once its form's suit (0 m, 1 p, 2 s) and the line's shift
// are chosen; -1 when a shifted number leaves 1-9.
inline int cardKindOf(const CardElement& element, int suit, int shift)
{
    switch (element.type) {
    case CardElement::Type::Number: {
        const int number = element.value + shift;
        return number < 1 || number > 9 ? -1 : suit * 9 + number - 1;
    }
    case CardElement::Type::Soap: return kSoapKind;
    case CardElement::Type::Wind: return 27 + element.value - 1;
    case CardElement::Type::Red: return kRedKind;
    case CardElement::Type::Green: return kGreenKind;
    case CardElement::Type::SuitDragon: return suit == 0 ? kRedKind : suit == 1 ? kSoapKind : kGreenKind;
    case CardElement::Type::Flower: return kFlowerKind;
    }
    return -1;
}

// How many natural tiles of a card kind the American set holds.
inline int naturalCopies(int cardKind) { return cardKind == kFlowerKind || cardKind == kJokerKind ? 8 : 4; }

} // namespace mj::american
