#include "core/tile_kind.h"

#include <array>

namespace mj {

namespace {
constexpr std::array<char, suitCount> kLetters{'m', 'p', 's', 'z', 'f', 'j'};
constexpr std::array<int, suitCount> kMaxRank{9, 9, 9, 7, 8, 1};
constexpr std::array<int, suitCount> kFirstIndex{0, 9, 18, 27, 34, 42};
} // namespace

char suitLetter(Suit suit) { return kLetters[static_cast<int>(suit)]; }

std::optional<Suit> suitFromLetter(char letter)
{
    for (int i = 0; i < suitCount; ++i)
        if (kLetters[i] == letter)
            return static_cast<Suit>(i);
    return std::nullopt;
}

int maxRank(Suit suit) { return kMaxRank[static_cast<int>(suit)]; }

std::optional<TileKind> TileKind::make(Suit suit, int rank)
{
    if (rank < 1 || rank > maxRank(suit))
        return std::nullopt;
    return TileKind(suit, rank);
}

TileKind TileKind::fromIndex(int index)
{
    int s = suitCount - 1;
    while (s > 0 && index < kFirstIndex[s])
        --s;
    return TileKind(static_cast<Suit>(s), index - kFirstIndex[s] + 1);
}

std::string TileKind::notation() const
{
    return std::string(1, static_cast<char>('0' + m_rank)) + suitLetter(m_suit);
}

std::string TileKind::name() const
{
    static const char* const honours[] = {"East wind", "South wind", "West wind", "North wind",
                                          "white dragon", "green dragon", "red dragon"};
    static const char* const flowers[] = {"plum", "orchid", "chrysanthemum", "bamboo",
                                          "spring", "summer", "autumn", "winter"};
    const std::string r = std::to_string(m_rank);
    switch (m_suit) {
    case Suit::Characters: return r + " characters";
    case Suit::Balls: return r + " balls";
    case Suit::Sticks: return r + " sticks";
    case Suit::Honours: return honours[m_rank - 1];
    case Suit::Flowers: return std::string(flowers[m_rank - 1]) + (m_rank <= 4 ? " flower" : " season");
    case Suit::Jokers: return "joker";
    }
    return notation();
}

} // namespace mj
