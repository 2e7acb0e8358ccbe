// HandCounts: a hand as the analysis sees it (docs/hand-analysis.md): the concealed tiles
// counted by kind over the 34 kinds that can stay in a hand (1m..9m, 1p..9p, 1s..9s,
// 1z..7z, in TileKind index order), the jokers held concealed, and the exposed sets
// (báhay: chow, pung, kang/secret; RULINGS.md, "Winning hands (Filipino)").
// A hand has 3n+1 or 3n+2 tiles counting each exposed set as three (a kang or secret is
// one set of four tiles); at most 17 such tiles, so at most 5 sets are ever needed.
// Flowers (and in the Filipino game every honour) never stay in a hand, so they have no
// place here; hand_parse.h refuses them. Plain data, cheap to copy: the benchmarks and
// the tables work on it directly.
#pragma once

#include "core/tile_kind.h"

#include <array>
#include <cstdint>
#include <string>

namespace mj {

// Kinds an analysed hand can hold: 27 suited + 7 honours.
constexpr int kHandKinds = 34;
constexpr int kSuitedKinds = 27;
// The largest hand: 17 tiles (the Filipino game), i.e. 5 sets + a pair.
constexpr int kMaxHandTiles = 17;
constexpr int kMaxSets = 5;

enum class SetType : std::uint8_t { Chow, Pung, Kang };

// One set: its type and its lowest tile's kind index (0..33). A chow is suited and starts
// at rank 1..7 of its suit.
struct Meld {
    SetType type = SetType::Pung;
    std::uint8_t first = 0;

    int size() const { return type == SetType::Kang ? 4 : 3; }
    // How many tiles of `kind` the set holds.
    int copiesOf(int kind) const
    {
        if (type == SetType::Chow)
            return kind >= first && kind <= first + 2 ? 1 : 0;
        return kind == first ? size() : 0;
    }
    // "123m", "555z", "1111p".
    std::string notation() const;
    friend bool operator==(Meld, Meld) = default;
};

struct HandCounts {
    std::array<std::uint8_t, kHandKinds> counts{}; // concealed tiles by kind
    std::uint8_t jokers = 0;                        // concealed jokers (1j)
    std::uint8_t exposedCount = 0;
    std::array<Meld, kMaxSets> exposed{};

    int concealedTiles() const
    {
        int n = jokers;
        for (auto c : counts)
            n += c;
        return n;
    }
    // The size that decides the form: concealed tiles + 3 per exposed set.
    int shapeTiles() const { return concealedTiles() + 3 * exposedCount; }
    // n of a 3n+1 or 3n+2 hand: the sets of the standard form (13/14 -> 4, 16/17 -> 5).
    int setsNeeded() const { return (shapeTiles() - 1) / 3; }
    // Sets still to be made from the concealed tiles.
    int concealedSetsNeeded() const { return setsNeeded() - exposedCount; }
    bool oneShort() const { return shapeTiles() % 3 == 1; } // 3n+1: waiting for a tile
    // Copies of a kind in sight of the hand's owner: concealed + exposed.
    int visible(int kind) const
    {
        int n = counts[static_cast<std::size_t>(kind)];
        for (int i = 0; i < exposedCount; ++i)
            n += exposed[static_cast<std::size_t>(i)].copiesOf(kind);
        return n;
    }
    void addExposed(Meld m) { exposed[exposedCount++] = m; }
    friend bool operator==(const HandCounts&, const HandCounts&) = default;
};

inline TileKind handKind(int index) { return TileKind::fromIndex(index); }

inline std::string Meld::notation() const
{
    const TileKind k = handKind(first);
    const char letter = suitLetter(k.suit());
    std::string out;
    for (int i = 0; i < size(); ++i)
        out += static_cast<char>('0' + k.rank() + (type == SetType::Chow ? i : 0));
    return out + letter;
}

} // namespace mj
