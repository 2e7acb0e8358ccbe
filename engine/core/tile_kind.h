// TileKind: what is printed on a tile (5 balls, red dragon, plum flower, queen of hearts), as
// opposed to TileId, which names one physical tile of a set. One global kind space serves
// every set of the rule book (issue 13, item 1); a kind is a small dense index.
//
// The mahjong suits follow RULINGS.md, "Tiles and notation": m characters, p balls, s sticks
// (ranks 1-9); z honours 1-7 = East, South, West, North, white, green, red; f flowers 1-8 =
// plum, orchid, chrysanthemum, bamboo, spring, summer, autumn, winter; j the American joker
// (1j only). These keep the indices they always had (1m = 0 ... 1j = 42): the hand analysis
// uses the indices below 34.
// The card suits come after (docs/notation.md): S spades, H hearts, C clubs, D diamonds with
// ranks A 2-9 T F W N B J Q K (ace, 2-9, ten, fool, wench, horse, bishop, jack, queen, king),
// R crowns A-9, seed 004's bonus cards L flowers (rose, tulip, lily, daisy), V birds (crane,
// swan, eagle, owl), E trees (oak, pine, birch, apple) with ranks 1-4, and the poker tiles'
// X card joker and b blank (1X, 1b).
// A rank character is never a suit letter, so every string has one reading.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mj {

enum class Suit : std::uint8_t {
    Characters, Balls, Sticks, Honours, Flowers, Jokers, // the mahjong suits
    Spades, Hearts, Clubs, Diamonds, Crowns,             // the cards
    BonusFlowers, BonusBirds, BonusTrees,                // seed 004's bonus cards
    CardJokers, Blanks,                                  // the poker tiles' extras
};

constexpr int suitCount = 16;

namespace tile_kind_detail {
// Each suit's letter and rank characters, rank 1 first; a suit's ranks are 1..size.
inline constexpr std::array<char, suitCount> kLetters{'m', 'p', 's', 'z', 'f', 'j', 'S', 'H',
                                                       'C', 'D', 'R', 'L', 'V', 'E', 'X', 'b'};
inline constexpr std::string_view kCardRanks = "A23456789TFWNBJQK";
inline constexpr std::array<std::string_view, suitCount> kRankChars{
    "123456789", "123456789", "123456789", "1234567", "12345678", "1",
    kCardRanks,  kCardRanks,  kCardRanks,  kCardRanks, "A23456789", "1234", "1234", "1234", "1", "1"};
// The index of each suit's rank 1; the last entry is the number of kinds.
inline constexpr std::array<int, suitCount + 1> kFirstIndex = [] {
    std::array<int, suitCount + 1> first{};
    for (int s = 0; s < suitCount; ++s)
        first[s + 1] = first[s] + static_cast<int>(kRankChars[s].size());
    return first;
}();
// The suit of each index, so that fromIndex costs one look-up.
inline constexpr std::array<Suit, kFirstIndex[suitCount]> kSuitOfIndex = [] {
    std::array<Suit, kFirstIndex[suitCount]> suits{};
    for (int s = 0; s < suitCount; ++s)
        for (int i = kFirstIndex[s]; i < kFirstIndex[s + 1]; ++i)
            suits[i] = static_cast<Suit>(s);
    return suits;
}();
// Whether each ASCII character writes a rank (isRankCharacter), as a table: the notation
// reader asks for every character it reads.
inline constexpr std::array<bool, 128> kIsRank = [] {
    std::array<bool, 128> table{};
    for (char c = '0'; c <= '9'; ++c)
        table[static_cast<unsigned char>(c)] = true;
    for (char c : kCardRanks)
        table[static_cast<unsigned char>(c)] = true;
    return table;
}();
} // namespace tile_kind_detail

// The letter of a suit in the notation, and back.
char suitLetter(Suit suit);
std::optional<Suit> suitFromLetter(char letter);

// The highest rank a suit has (9 for m/p/s, 7 for z, 8 for f, 1 for j, 17 for the four card
// suits, 9 for crowns, 4 for the bonus suits, 1 for the card joker and the blank).
int maxRank(Suit suit);
// The characters that write a suit's ranks, rank 1 first ("123456789", "A23456789TFWNBJQK").
inline std::string_view rankCharacters(Suit suit) { return tile_kind_detail::kRankChars[static_cast<int>(suit)]; }
// Whether the character writes a rank of some suit (0-9 and A T F W N B J Q K; 0 is never a
// rank but is read as one so that "0m" is refused as a rank, as it always was).
inline bool isRankCharacter(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return u < tile_kind_detail::kIsRank.size() && tile_kind_detail::kIsRank[u];
}
// Whether the suit is one of the mahjong sets' (m p s z f j).
inline bool isMahjongSuit(Suit suit) { return suit <= Suit::Jokers; }

class TileKind {
public:
    // Number of distinct kinds over all suits (134).
    static constexpr int count = tile_kind_detail::kFirstIndex[suitCount];
    // The kinds of the mahjong sets (chinese-144, american-152): 27 suited + 7 honours +
    // 8 flowers + the American joker, indices 0..42 as they always were. Today's games play
    // only these, so the game's tables are this size; every card kind comes after.
    static constexpr int mahjongCount = 43;

    // Returns nullopt when the rank is out of range for the suit.
    static std::optional<TileKind> make(Suit suit, int rank);
    // index must be in 0..count-1.
    static TileKind fromIndex(int index)
    {
        const Suit suit = tile_kind_detail::kSuitOfIndex[static_cast<std::size_t>(index)];
        return TileKind(suit, index - tile_kind_detail::kFirstIndex[static_cast<int>(suit)] + 1);
    }

    Suit suit() const { return m_suit; }
    int rank() const { return m_rank; }
    // Dense index 0..count-1 in notation order (m p s z f j S H C D R L V E X b), usable for
    // tables. Inline: the hand analysis and the records ask for it millions of times a second.
    int index() const { return tile_kind_detail::kFirstIndex[static_cast<int>(m_suit)] + m_rank - 1; }

    bool isSuited() const { return m_suit <= Suit::Sticks; }
    bool isHonour() const { return m_suit == Suit::Honours; }
    bool isWind() const { return isHonour() && m_rank <= 4; }
    bool isDragon() const { return isHonour() && m_rank >= 5; }
    bool isFlowerOrSeason() const { return m_suit == Suit::Flowers; }

    // The character that writes the rank ('5', 'A', 'T', 'Q').
    char rankCharacter() const { return tile_kind_detail::kRankChars[static_cast<int>(m_suit)][m_rank - 1]; }
    // "5p", "7z", "1f", "QH", "TS", "1X"; "A9R" is two kinds, "AR" and "9R".
    std::string notation() const;
    // "5 balls", "red dragon", "plum flower", "queen of hearts", "rose (flower, clubs)": for
    // narration and listings (a bonus card names the suit on its edge).
    std::string name() const;

    friend bool operator==(TileKind, TileKind) = default;
    friend bool operator<(TileKind a, TileKind b) { return a.index() < b.index(); }

private:
    TileKind(Suit suit, int rank) : m_suit(suit), m_rank(static_cast<std::uint8_t>(rank)) {}
    Suit m_suit;
    std::uint8_t m_rank;
};

// The suit marked on the edge of a bonus card of seed 004 (rose, crane and apple clubs;
// tulip, eagle and oak hearts; daisy, swan and birch diamonds; owl, lily and pine spades);
// nullopt for every other kind.
std::optional<Suit> bonusCardSuit(TileKind kind);

} // namespace mj
