#include "hand/hand_parse.h"

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

bool isFlower(TileKind k, HandRuleset rules)
{
    return k.isFlowerOrSeason() || (k.isHonour() && rules == HandRuleset::Filipino);
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
        return failure("exposed group \"" + std::string(word) +
                       "\" is not a set: a set is a chow (three in sequence of one suit), a pung (three alike) or a "
                       "kang (four alike)");
    };
    for (TileKind k : kinds)
        if (k.suit() == Suit::Jokers)
            return failure("exposed group \"" + std::string(word) + "\" holds a joker: exposed sets with jokers are not "
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

std::string handRulesetName(HandRuleset r)
{
    switch (r) {
    case HandRuleset::Any: return "none";
    case HandRuleset::Filipino: return "filipino";
    case HandRuleset::Visayan: return "visayan";
    }
    return "none";
}

Expected<HandRuleset> parseHandRuleset(const std::string& text)
{
    if (text == "filipino")
        return HandRuleset::Filipino;
    if (text == "visayan")
        return HandRuleset::Visayan;
    if (text == "none")
        return HandRuleset::Any;
    return failure("unknown ruleset \"" + text + "\" (expected filipino, visayan or none)");
}

Expected<HandCounts> parseHand(std::string_view text, HandRuleset rules)
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
                                  : "exposed group \"" + std::string(ws[w]) + "\": " + kinds.error());
        for (TileKind k : *kinds)
            if (isFlower(k, rules))
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

Expected<std::array<std::uint8_t, kHandKinds>> parseSeenTiles(std::string_view text, HandRuleset rules)
{
    const auto kinds = parseKinds(text, TileSet::chinese());
    if (!kinds)
        return failure("--seen: " + kinds.error());
    std::array<std::uint8_t, kHandKinds> seen{};
    for (TileKind k : *kinds) // flowers are never in play as hand tiles: they do not count
        if (!isFlower(k, rules))
            ++seen[static_cast<std::size_t>(k.index())];
    return seen;
}

} // namespace mj
