// Matching hands against a card (issue 17, "A matcher"; seed 002, "Joker Rules" and
// "Calling Tiles"): whether 14 tiles with their exposures are exactly one of the card's
// hands, and for any hand of 13 or 14 tiles each line's distance in tiles, the tiles missing
// and which of them a joker may fill.
//
// Each line is compiled once into its concrete hands ("variants"): every assignment of its
// suit letters to distinct suits, every allowed shift of its numbers, every choice among its
// alternatives. A variant is a short list of needs by card kind: natural tiles (for singles,
// pairs and unlike groups, which no joker may fill) and tiles a joker may stand for (in
// pungs, kongs, quints, sextets). A hand's distance to a variant takes natural tiles for the
// natural needs first (a natural is never better spent on a set that a joker could fill),
// then the rest for the sets, then its jokers: distance = natural tiles missing + set tiles
// missing beyond the jokers held. Kinds do not interact, so this is exact. A line's
// distance is its nearest variant's.
// Exposures must each be one of the variant's groups exactly (same tiles, same size; jokers
// only in a set of three or more), each group used once, and only on an X line; a line they
// cannot fit is unreachable.
#pragma once

#include "variants/american/card.h"
#include "variants/american/card_hand.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace mj::american {

// The distance of a line the hand can never make (its exposures do not fit).
inline constexpr int kUnreachable = 99;

struct MissingTile {
    TileKind tile;      // the plum flower stands for any flower
    bool jokerMayFill;  // the slot is in a set of three or more
    friend bool operator==(const MissingTile&, const MissingTile&) = default;
};

struct LineDistance {
    int line = 0;                     // index into the card's lines
    int distance = kUnreachable;      // tiles missing; 0 with 14 tiles is Mah Jongg
    std::vector<MissingTile> missing; // after the hand's jokers are placed, in notation order
    int jokersPlaced = 0;             // the hand's jokers standing in the line's sets
    // The concealed tiles the line takes, by card kind (jokers at kJokerKind: jokersPlaced),
    // so that a screen can show which tiles of the rack the line uses.
    std::array<std::uint8_t, kCardKinds> used{};
};

class CardMatcher {
public:
    explicit CardMatcher(Card card);

    const Card& card() const { return m_card; }
    int lineCount() const { return static_cast<int>(m_lines.size()); }
    // How many concrete hands a line stands for.
    int variantCount(int line) const { return static_cast<int>(m_lines[line].size()); }

    int distance(int line, const CardHand& hand) const;
    // Every line's distance into `out` (lineCount() entries): the AI's ranking, no allocation.
    void distances(const CardHand& hand, std::span<int> out) const;
    LineDistance explain(int line, const CardHand& hand) const;
    // Mah Jongg: 14 tiles that are exactly the line.
    bool matches(int line, const CardHand& hand) const;
    // Every line explained, nearest first (card order among equals).
    std::vector<LineDistance> rank(const CardHand& hand) const;

    struct Need {
        std::uint8_t kind, natural, jokerable;
    };
    struct Group {
        std::vector<std::uint8_t> kinds; // sorted
        bool takesJokers = false;
    };
    struct Variant {
        std::vector<Need> needs;
        std::vector<Group> groups;
    };

private:
    int variantDistance(const Variant& variant, const CardHand& hand, LineDistance* explain) const;

    Card m_card;
    std::vector<std::vector<Variant>> m_lines;
};

} // namespace mj::american
