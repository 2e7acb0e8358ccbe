// TileKind: what is printed on a tile (5 balls, red dragon, plum flower), as opposed to
// TileId, which names one physical tile of a set. Suits and ranks follow RULINGS.md,
// "Tiles and notation": m characters, p balls, s sticks (ranks 1-9); z honours 1-7 =
// East, South, West, North, white, green, red; f flowers 1-8 = plum, orchid,
// chrysanthemum, bamboo, spring, summer, autumn, winter; j joker (rank 1 only).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace mj {

enum class Suit : std::uint8_t { Characters, Balls, Sticks, Honours, Flowers, Jokers };

constexpr int suitCount = 6;

// The letter of a suit in the notation, and back.
char suitLetter(Suit suit);
std::optional<Suit> suitFromLetter(char letter);

// The highest rank a suit has (9 for m/p/s, 7 for z, 8 for f, 1 for j).
int maxRank(Suit suit);

class TileKind {
public:
    // Number of distinct kinds over all suits: 27 suited + 7 honours + 8 flowers + 1 joker.
    static constexpr int count = 43;

    // Returns nullopt when the rank is out of range for the suit.
    static std::optional<TileKind> make(Suit suit, int rank);
    static TileKind fromIndex(int index);

    Suit suit() const { return m_suit; }
    int rank() const { return m_rank; }
    // Dense index 0..count-1 in notation order (m, p, s, z, f, j), usable for tables.
    // Inline: the hand analysis and the records ask for it millions of times a second.
    int index() const
    {
        constexpr int firstOfSuit[suitCount] = {0, 9, 18, 27, 34, 42};
        return firstOfSuit[static_cast<int>(m_suit)] + m_rank - 1;
    }

    bool isSuited() const { return m_suit <= Suit::Sticks; }
    bool isHonour() const { return m_suit == Suit::Honours; }
    bool isWind() const { return isHonour() && m_rank <= 4; }
    bool isDragon() const { return isHonour() && m_rank >= 5; }
    bool isFlowerOrSeason() const { return m_suit == Suit::Flowers; }

    // "5p", "7z", "1f".
    std::string notation() const;
    // "5 balls", "red dragon", "plum (flower)": for narration.
    std::string name() const;

    friend bool operator==(TileKind, TileKind) = default;
    friend bool operator<(TileKind a, TileKind b) { return a.index() < b.index(); }

private:
    TileKind(Suit suit, int rank) : m_suit(suit), m_rank(static_cast<std::uint8_t>(rank)) {}
    Suit m_suit;
    std::uint8_t m_rank;
};

} // namespace mj
