#include "variants/american/card_hand.h"

#include "core/notation.h"
#include "core/tile_set.h"

#include <algorithm>
#include <string>

namespace mj::american {

namespace {

const TileSet& americanSet() { return **TileSet::byName("american-152"); }

} // namespace

Expected<CardHand> makeCardHand(const std::vector<TileKind>& concealed,
                                const std::vector<std::vector<TileKind>>& exposed)
{
    const TileSet& set = americanSet();
    std::array<int, TileKind::count> copies{};
    CardHand hand;
    auto take = [&](TileKind kind) -> Status {
        const int cardKind = cardKindOf(kind);
        if (cardKind < 0 || set.copiesOf(kind) == 0)
            return failure(kind.notation() + " is not a tile of the american-152 set");
        if (++copies[kind.index()] > set.copiesOf(kind))
            return failure(kind.notation() + ": " + std::to_string(copies[kind.index()]) +
                           " copies, but the american-152 set has only " + std::to_string(set.copiesOf(kind)));
        ++hand.tiles;
        return success();
    };
    for (TileKind kind : concealed) {
        if (const auto ok = take(kind); !ok)
            return Error{"concealed tiles: " + ok.error()};
        ++hand.concealed[cardKindOf(kind)];
    }
    for (std::size_t i = 0; i < exposed.size(); ++i) {
        const std::string where = "exposure " + std::to_string(i + 1) + ": ";
        CardExposure exposure;
        for (TileKind kind : exposed[i]) {
            if (const auto ok = take(kind); !ok)
                return Error{where + ok.error()};
            if (cardKindOf(kind) == kJokerKind)
                ++exposure.jokers;
            else
                exposure.naturals.push_back(static_cast<std::uint8_t>(cardKindOf(kind)));
        }
        std::sort(exposure.naturals.begin(), exposure.naturals.end());
        if (exposure.naturals.empty())
            return failure(where + "an exposure of jokers alone names no tile");
        if (exposure.jokers > 0 && exposure.naturals.front() != exposure.naturals.back())
            return failure(where + "jokers stand only in a group of identical tiles, and this one has unlike tiles");
        if (exposure.jokers > 0 && exposure.size() < 3)
            return failure(where + "a joker may not stand in a pair or a single");
        hand.exposures.push_back(std::move(exposure));
    }
    if (hand.tiles != 13 && hand.tiles != 14)
        return failure("the hand has " + std::to_string(hand.tiles) + " tiles; a hand has 13, or 14 with the tile taken");
    return hand;
}

Expected<CardHand> parseCardHand(std::string_view words)
{
    std::vector<std::vector<TileKind>> groups;
    std::size_t start = 0;
    while (start < words.size()) {
        if (words[start] == ' ' || words[start] == '\t') {
            ++start;
            continue;
        }
        std::size_t end = words.find_first_of(" \t", start);
        if (end == std::string_view::npos)
            end = words.size();
        auto kinds = parseKinds(words.substr(start, end - start), americanSet());
        if (!kinds)
            return Error{"word " + std::to_string(groups.size() + 1) + ": " + kinds.error()};
        groups.push_back(std::move(*kinds));
        start = end;
    }
    if (groups.empty())
        return failure("no tiles: a hand is its concealed tiles, then each exposure as a word of its own");
    const std::vector<TileKind> concealed = std::move(groups.front());
    groups.erase(groups.begin());
    return makeCardHand(concealed, groups);
}

} // namespace mj::american
