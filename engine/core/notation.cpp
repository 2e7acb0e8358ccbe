#include "core/notation.h"

#include "core/excerpt.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace mj {

std::string formatKinds(std::vector<TileKind> kinds)
{
    std::sort(kinds.begin(), kinds.end());
    std::string out;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        out += kinds[i].rankCharacter();
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

// "s ranks run from 1 to 9"; "R ranks are A 2 3 4 5 6 7 8 9".
std::string describeRanks(Suit suit)
{
    const std::string_view chars = rankCharacters(suit);
    const std::string letter(1, suitLetter(suit));
    if (chars.front() == '1')
        return letter + " ranks run from 1 to " + std::to_string(maxRank(suit));
    std::string out = letter + " ranks are";
    for (char c : chars)
        out += std::string(" ") + c;
    return out;
}
// The kind a rank character names in a suit, if the suit has that rank. Digits in a suit
// ranked from 1 (all the mahjong suits) are read by arithmetic: the hand analysis reads
// hands this way millions of times.
std::optional<TileKind> kindOf(Suit suit, std::string_view suitRanks, char rank)
{
    if (suitRanks.front() == '1' && rank >= '1' && rank <= '9')
        return TileKind::make(suit, rank - '0');
    const auto r = suitRanks.find(rank);
    if (r == std::string_view::npos)
        return std::nullopt;
    return TileKind::make(suit, static_cast<int>(r) + 1);
}

} // namespace

Expected<std::vector<TileKind>> parseKinds(std::string_view text, const TileSet& set)
{
    std::vector<TileKind> kinds;
    // Copies read so far of each kind; never above the set's copies, which fit a TileId.
    std::array<std::uint16_t, TileKind::count> seen{};
    std::string pendingRanks;
    std::size_t pendingStart = 0;
    auto at = [](std::size_t pos) { return " at position " + std::to_string(pos + 1); };
    // The set's suit letters, for messages; mahjong sets read as they always have:
    // "digits followed by a suit letter (m p s z f j)".
    auto letters = [&set] { return "(" + set.suitLetters() + ")"; };
    auto noSuit = [&] {
        return failure("ranks \"" + excerpt(pendingRanks) + "\"" + at(pendingStart) +
                       " are not followed by a suit letter " + letters());
    };

    for (std::size_t pos = 0; pos < text.size(); ++pos) {
        const char c = text[pos];
        if (isRankCharacter(c)) {
            if (pendingRanks.empty())
                pendingStart = pos;
            pendingRanks += c;
            continue;
        }
        if (c == ' ') {
            if (!pendingRanks.empty())
                return noSuit();
            continue;
        }
        const auto suit = suitFromLetter(c);
        if (!suit)
            return failure("unexpected character " + describeChar(c) + at(pos) + ": a hand is written as " +
                           (set.isMahjong() ? "digits" : "ranks") + " followed by a suit letter " + letters());
        if (pendingRanks.empty())
            return failure(std::string("suit letter '") + c + "'" + at(pos) + " has no ranks before it");
        const std::string_view suitRanks = rankCharacters(*suit);
        for (std::size_t i = 0; i < pendingRanks.size(); ++i) {
            const auto kind = kindOf(*suit, suitRanks, pendingRanks[i]);
            if (!kind)
                return failure(std::string(1, pendingRanks[i]) + c + at(pendingStart + i) + " is not a tile: " +
                               describeRanks(*suit));
            const int held = set.copiesOf(*kind);
            if (held == 0)
                return failure(kind->notation() + at(pendingStart + i) + " is not a tile of the " + set.name() +
                               " set, which has no " + kind->name());
            std::uint16_t& copies = seen[static_cast<std::size_t>(kind->index())];
            if (copies >= held)
                return failure(kind->notation() + at(pendingStart + i) + ": " + std::to_string(copies + 1) +
                               " copies, but the " + set.name() + " set has only " + std::to_string(held));
            ++copies;
            kinds.push_back(*kind);
        }
        pendingRanks.clear();
    }
    if (!pendingRanks.empty())
        return noSuit();
    return kinds;
}

} // namespace mj
