// A hand as the card matcher sees it (issue 17, "A matcher"): the concealed tiles counted by
// card kind (card_kinds.h: the flowers as one kind, jokers last) and each exposed group.
// Made from tiles of the american-152 set, and refused with a reason when it could not lie
// on a rack: tiles the set does not hold, more copies than the set has, a hand of other than
// 13 or 14 tiles, an exposure with no natural tile or with jokers beside unlike tiles.
#pragma once

#include "core/expected.h"
#include "core/tile_kind.h"
#include "variants/american/card_kinds.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace mj::american {

struct CardExposure {
    std::vector<std::uint8_t> naturals; // card kinds of its natural tiles, sorted
    int jokers = 0;
    int size() const { return static_cast<int>(naturals.size()) + jokers; }
};

struct CardHand {
    std::array<std::uint8_t, kCardKinds> concealed{}; // counts by card kind, jokers at kJokerKind
    std::vector<CardExposure> exposures;
    int tiles = 0; // concealed and exposed
};

Expected<CardHand> makeCardHand(const std::vector<TileKind>& concealed,
                                const std::vector<std::vector<TileKind>>& exposed);
// Words in the notation (docs/notation.md) of the american-152 set: the concealed tiles,
// then each exposure as a word of its own: "1f 2222m 44p 666s 1j2j 4444s" is not one hand,
// "12f44p 2222m1j 666s1j 444s" is (the concealed tiles, then three exposures).
Expected<CardHand> parseCardHand(std::string_view words);

} // namespace mj::american
