// Reading a hand for analysis (docs/hand-analysis.md): "CONCEALED [EXPOSED...]", words
// separated by spaces. The first word is the concealed tiles in the notation of
// docs/notation.md (jokers written 1j); each further word is one exposed set (a chow,
// pung or kang/secret; no jokers), e.g. "123m456p11z 789s 555z". Unlike plain notation,
// a space here starts an exposed set.
//
// Refused, with a message that names the tile or the group (a bad group quoted as a short
// excerpt, valid UTF-8 whatever the input held: core/excerpt.h): bad notation, an exposed word
// that is not a set, more than four copies of a kind over the hand and its sets, a flower
// (f tiles always; in the Filipino game every honour z too: RULINGS.md, "Tiles and
// notation" and "The Filipino setup ritual" 7; flowers are exposed and replaced, never
// kept in a hand), more than 4 jokers, and a tile count (exposed sets counting three) that
// is not 3n+1 or 3n+2 from 1 to 17.
#pragma once

#include "core/expected.h"
#include "hand/hand_counts.h"
#include "hand/hand_tiles.h"

#include <array>
#include <string>
#include <string_view>

namespace mj {


constexpr int kMaxJokers = 4;

// Most hands (plain notation, plain sets) are read in one pass with no allocation; the rest,
// and every bad hand, by the full reader below, which gives the messages.
Expected<HandCounts> parseHand(std::string_view text, const HandTiles& tiles = {});
// The full reader: each word through parseKinds (core/notation.h), then the checks above.
// parseHand's answer is always this one's; the tests compare them.
Expected<HandCounts> parseHandByNotation(std::string_view text, const HandTiles& tiles = {});
// A list of tiles seen outside the hand (--seen), in notation; flowers in it are ignored.
Expected<std::array<std::uint8_t, kHandKinds>> parseSeenTiles(std::string_view text, const HandTiles& tiles);

} // namespace mj
