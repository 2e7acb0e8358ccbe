#include "hand/hand_parse.h"

#include "core/excerpt.h"
#include "core/notation.h"

#include <algorithm>
#include <vector>

namespace mj {

namespace {

// The Chinese set plus 8 jokers (the American set's count), so that 1j reads.
const TileSet& analysisSet() { return TileSet::chineseWithJokers(); }

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start)
            out.push_back(text.substr(start, i - start));
    }
    return out;
}

bool isFlower(TileKind k, const HandTiles& tiles)
{
    return k.isFlowerOrSeason() || (k.isHonour() && !tiles.honours);
}

std::string flowerError(TileKind k)
{
    const std::string tile = k.notation() + " (" + k.name() + ")";
    if (k.isFlowerOrSeason())
        return tile + " is a flower: flowers are exposed and replaced, never kept in a hand";
    return tile + " is a flower in the Filipino game (every wind and dragon is): flowers are exposed and "
                  "replaced, never kept in a hand";
}

Expected<Meld> readSet(const std::vector<TileKind>& kinds, std::string_view word)
{
    auto notASet = [&] {
        return failure("exposed group \"" + excerpt(word) +
                       "\" is not a set: a set is a chow (three in sequence of one suit), a pung (three alike) or a "
                       "kang (four alike)");
    };
    for (TileKind k : kinds)
        if (k.suit() == Suit::Jokers)
            return failure("exposed group \"" + excerpt(word) + "\" holds a joker: exposed sets with jokers are not "
                                                                     "supported; write them without");
    if (kinds.size() != 3 && kinds.size() != 4)
        return notASet();
    auto sorted = kinds;
    std::sort(sorted.begin(), sorted.end());
    const auto first = static_cast<std::uint8_t>(sorted[0].index());
    if (std::all_of(sorted.begin(), sorted.end(), [&](TileKind k) { return k == sorted[0]; }))
        return Meld{sorted.size() == 4 ? SetType::Kang : SetType::Pung, first};
    if (sorted.size() == 3 && sorted[0].isSuited() && sorted[1].suit() == sorted[0].suit() &&
        sorted[2].suit() == sorted[0].suit() && sorted[1].rank() == sorted[0].rank() + 1 &&
        sorted[2].rank() == sorted[0].rank() + 2)
        return Meld{SetType::Chow, first};
    return notASet();
}

} // namespace

Expected<HandCounts> parseHandByNotation(std::string_view text, const HandTiles& tiles)
{
    const auto ws = words(text);
    if (ws.empty())
        return failure("empty hand: write the tiles in notation, e.g. 123m456p789s11z");
    HandCounts hand;
    std::array<int, kHandKinds> copies{};
    for (std::size_t w = 0; w < ws.size(); ++w) {
        const auto kinds = parseKinds(ws[w], analysisSet());
        if (!kinds)
            return failure(w == 0 ? kinds.error()
                                  : "exposed group \"" + excerpt(ws[w]) + "\": " + kinds.error());
        for (TileKind k : *kinds)
            if (isFlower(k, tiles))
                return failure(flowerError(k));
        if (w == 0) {
            for (TileKind k : *kinds) {
                if (k.suit() == Suit::Jokers)
                    ++hand.jokers;
                else
                    ++hand.counts[static_cast<std::size_t>(k.index())];
            }
            if (hand.jokers > kMaxJokers)
                return failure(std::to_string(hand.jokers) + " jokers: the analysis reads at most " +
                               std::to_string(kMaxJokers) + " (the joker rule makes at most 3 tiles wild)");
            for (int k = 0; k < kHandKinds; ++k)
                copies[static_cast<std::size_t>(k)] += hand.counts[static_cast<std::size_t>(k)];
            continue;
        }
        if (hand.exposedCount == kMaxSets)
            return failure("more than " + std::to_string(kMaxSets) + " exposed sets: a hand has at most 17 tiles");
        const auto set = readSet(*kinds, ws[w]);
        if (!set)
            return Error{set.error()};
        hand.addExposed(*set);
        for (int k = 0; k < kHandKinds; ++k)
            copies[static_cast<std::size_t>(k)] += set->copiesOf(k);
    }
    for (int k = 0; k < kHandKinds; ++k)
        if (copies[static_cast<std::size_t>(k)] > 4)
            return failure(handKind(k).notation() + ": " + std::to_string(copies[static_cast<std::size_t>(k)]) +
                           " copies in the hand and its exposed sets, but there are only 4");
    const int shape = hand.shapeTiles();
    const std::string count =
        std::to_string(shape) + " tiles" + (hand.exposedCount ? " (each exposed set counted as 3)" : "");
    if (shape % 3 == 0)
        return failure(count + ": a hand has 3n+1 or 3n+2 tiles, e.g. 13/14 or 16/17");
    if (shape > kMaxHandTiles)
        return failure(count + ": a hand has at most 17 (16/17 in the Filipino game)");
    return hand;
}

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }

// The first kind of a suit letter's tiles and its highest rank; -1 for a letter the quick
// reader leaves to the full one (flowers, jokers, anything else).
struct SuitOf {
    int first = -1, maxRank = 0;
};
SuitOf suitOf(char letter, const HandTiles& tiles)
{
    switch (letter) {
    case 'm': return {0, 9};
    case 'p': return {9, 9};
    case 's': return {18, 9};
    case 'z': return tiles.honours ? SuitOf{27, 7} : SuitOf{};
    default: return {};
    }
}

// One exposed word in the plain form of a set, "123m", "555z", "1111p" (digits in any
// order, as the full reader sorts them); false for anything else.
bool quickSet(const char* p, const char* end, const HandTiles& tiles, Meld& set)
{
    const auto size = end - p - 1;
    if (size != 3 && size != 4)
        return false;
    const SuitOf suit = suitOf(end[-1], tiles);
    if (suit.first < 0)
        return false;
    int r[4];
    for (int i = 0; i < size; ++i) {
        r[i] = p[i] - '0';
        if (r[i] < 1 || r[i] > suit.maxRank)
            return false;
    }
    if (std::all_of(r + 1, r + size, [&](int x) { return x == r[0]; })) {
        set = {size == 4 ? SetType::Kang : SetType::Pung, static_cast<std::uint8_t>(suit.first + r[0] - 1)};
        return true;
    }
    std::sort(r, r + 3);
    if (size != 3 || suit.maxRank != 9 || r[1] != r[0] + 1 || r[2] != r[0] + 2)
        return false;
    set = {SetType::Chow, static_cast<std::uint8_t>(suit.first + r[0] - 1)};
    return true;
}

// The quick reader: the hands a batch is made of, read in one pass with no allocation.
// It accepts only what the full reader accepts, with the same result, and gives up
// (false) on anything else, bad or merely unusual, for the full reader to decide with its
// messages (tst_hand_analysis compares the two on many random lines).
bool parseQuick(std::string_view text, const HandTiles& tiles, HandCounts& hand)
{
    const char* p = text.data();
    const char* const end = p + text.size();
    while (p < end && isBlank(*p))
        ++p;
    if (p == end)
        return false;
    const char* run = p; // the digits not yet given a suit
    for (; p < end && !isBlank(*p); ++p) {
        const char c = *p;
        if (c >= '1' && c <= '9')
            continue;
        if (run == p)
            return false;
        if (c == 'j') {
            for (; run < p; ++run)
                if (*run != '1' || ++hand.jokers > kMaxJokers)
                    return false;
        } else {
            const SuitOf suit = suitOf(c, tiles);
            if (suit.first < 0)
                return false;
            for (; run < p; ++run) {
                const int rank = *run - '0';
                if (rank > suit.maxRank || ++hand.counts[static_cast<std::size_t>(suit.first + rank - 1)] > 4)
                    return false;
            }
        }
        run = p + 1;
    }
    if (run != p)
        return false;
    std::array<std::uint8_t, kHandKinds> copies = hand.counts;
    while (p < end) {
        while (p < end && isBlank(*p))
            ++p;
        if (p == end)
            break;
        const char* word = p;
        while (p < end && !isBlank(*p))
            ++p;
        Meld set;
        if (hand.exposedCount == kMaxSets || !quickSet(word, p, tiles, set))
            return false;
        hand.addExposed(set);
        for (int k = set.first; k < set.first + (set.type == SetType::Chow ? 3 : 1); ++k)
            if ((copies[static_cast<std::size_t>(k)] += static_cast<std::uint8_t>(set.copiesOf(k))) > 4)
                return false;
    }
    const int shape = hand.shapeTiles();
    return shape % 3 != 0 && shape <= kMaxHandTiles;
}

} // namespace

Expected<HandCounts> parseHand(std::string_view text, const HandTiles& tiles)
{
    HandCounts hand;
    if (parseQuick(text, tiles, hand))
        return hand;
    return parseHandByNotation(text, tiles);
}

Expected<std::array<std::uint8_t, kHandKinds>> parseSeenTiles(std::string_view text, const HandTiles& tiles)
{
    const auto kinds = parseKinds(text, TileSet::chinese());
    if (!kinds)
        return failure("--seen: " + kinds.error());
    std::array<std::uint8_t, kHandKinds> seen{};
    for (TileKind k : *kinds) // flowers are never in play as hand tiles: they do not count
        if (!isFlower(k, tiles))
            ++seen[static_cast<std::size_t>(k.index())];
    return seen;
}

} // namespace mj
