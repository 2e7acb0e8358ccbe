#include "core/notation.h"

#include "core/excerpt.h"

#include <algorithm>
#include <array>

namespace mj {

std::string formatKinds(std::vector<TileKind> kinds)
{
    std::sort(kinds.begin(), kinds.end());
    std::string out;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        out += static_cast<char>('0' + kinds[i].rank());
        if (i + 1 == kinds.size() || kinds[i + 1].suit() != kinds[i].suit())
            out += suitLetter(kinds[i].suit());
    }
    return out;
}

std::string formatTiles(const std::vector<TileId>& tiles, const TileSet& set)
{
    std::vector<TileKind> kinds;
    kinds.reserve(tiles.size());
    for (TileId id : tiles)
        kinds.push_back(set.kindOf(id));
    return formatKinds(std::move(kinds));
}

namespace {
std::string describeChar(char c)
{
    if (c >= 0x20 && c < 0x7f)
        return std::string("'") + c + "'";
    static const char* hex = "0123456789abcdef";
    const auto u = static_cast<unsigned char>(c);
    return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}
} // namespace

Expected<std::vector<TileKind>> parseKinds(std::string_view text, const TileSet& set)
{
    std::vector<TileKind> kinds;
    std::array<int, TileKind::count> seen{};
    std::string pendingRanks;
    std::size_t pendingStart = 0;
    auto at = [](std::size_t pos) { return " at position " + std::to_string(pos + 1); };

    for (std::size_t pos = 0; pos < text.size(); ++pos) {
        const char c = text[pos];
        if (c >= '0' && c <= '9') {
            if (pendingRanks.empty())
                pendingStart = pos;
            pendingRanks += c;
            continue;
        }
        if (c == ' ') {
            if (!pendingRanks.empty())
                return failure("ranks \"" + excerpt(pendingRanks) + "\"" + at(pendingStart) +
                               " are not followed by a suit letter (m p s z f j)");
            continue;
        }
        const auto suit = suitFromLetter(c);
        if (!suit)
            return failure("unexpected character " + describeChar(c) + at(pos) +
                           ": a hand is written as digits followed by a suit letter (m p s z f j)");
        if (pendingRanks.empty())
            return failure(std::string("suit letter '") + c + "'" + at(pos) + " has no ranks before it");
        for (std::size_t i = 0; i < pendingRanks.size(); ++i) {
            const int rank = pendingRanks[i] - '0';
            const auto kind = TileKind::make(*suit, rank);
            if (!kind)
                return failure(std::string(1, pendingRanks[i]) + c + at(pendingStart + i) +
                               " is not a tile: " + c + " ranks run from 1 to " +
                               std::to_string(maxRank(*suit)));
            const int copies = ++seen[kind->index()];
            if (copies > set.copiesOf(*kind))
                return failure(kind->notation() + at(pendingStart + i) + ": " + std::to_string(copies) +
                               " copies, but the " + set.name() + " set has only " +
                               std::to_string(set.copiesOf(*kind)));
            kinds.push_back(*kind);
        }
        pendingRanks.clear();
    }
    if (!pendingRanks.empty())
        return failure("ranks \"" + excerpt(pendingRanks) + "\"" + at(pendingStart) +
                       " are not followed by a suit letter (m p s z f j)");
    return kinds;
}

} // namespace mj
