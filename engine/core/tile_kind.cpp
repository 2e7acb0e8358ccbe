#include "core/tile_kind.h"

namespace mj {

using tile_kind_detail::kLetters;
using tile_kind_detail::kRankChars;

char suitLetter(Suit suit) { return kLetters[static_cast<int>(suit)]; }

std::optional<Suit> suitFromLetter(char letter)
{
    for (int i = 0; i < suitCount; ++i)
        if (kLetters[i] == letter)
            return static_cast<Suit>(i);
    return std::nullopt;
}

int maxRank(Suit suit) { return static_cast<int>(kRankChars[static_cast<int>(suit)].size()); }

std::string_view rankCharacters(Suit suit) { return kRankChars[static_cast<int>(suit)]; }

bool isRankCharacter(char c)
{
    return (c >= '0' && c <= '9') || tile_kind_detail::kCardRanks.find(c) != std::string_view::npos;
}

std::optional<TileKind> TileKind::make(Suit suit, int rank)
{
    if (rank < 1 || rank > maxRank(suit))
        return std::nullopt;
    return TileKind(suit, rank);
}

std::string TileKind::notation() const { return std::string{rankCharacter(), suitLetter(m_suit)}; }

namespace {

std::string cardName(int rank, const char* suit)
{
    static const char* const faces[] = {"10", "fool", "wench", "horse", "bishop", "jack", "queen", "king"};
    const std::string r = rank == 1 ? "ace" : rank <= 9 ? std::to_string(rank) : faces[rank - 10];
    return r + " of " + suit;
}

std::string edgeSuitName(TileKind kind)
{
    switch (*bonusCardSuit(kind)) {
    case Suit::Spades: return "spades";
    case Suit::Hearts: return "hearts";
    case Suit::Clubs: return "clubs";
    default: return "diamonds";
    }
}

} // namespace

std::string TileKind::name() const
{
    static const char* const honours[] = {"East wind", "South wind", "West wind", "North wind",
                                          "white dragon", "green dragon", "red dragon"};
    static const char* const flowers[] = {"plum", "orchid", "chrysanthemum", "bamboo",
                                          "spring", "summer", "autumn", "winter"};
    static const char* const bonusFlowers[] = {"rose", "tulip", "lily", "daisy"};
    static const char* const birds[] = {"crane", "swan", "eagle", "owl"};
    static const char* const trees[] = {"oak", "pine", "birch", "apple"};
    const std::string r = std::to_string(m_rank);
    switch (m_suit) {
    case Suit::Characters: return r + " characters";
    case Suit::Balls: return r + " balls";
    case Suit::Sticks: return r + " sticks";
    case Suit::Honours: return honours[m_rank - 1];
    case Suit::Flowers: return std::string(flowers[m_rank - 1]) + (m_rank <= 4 ? " flower" : " season");
    case Suit::Jokers: return m_rank == 1 ? "joker" : "card joker";
    case Suit::Blanks: return "blank";
    case Suit::Spades: return cardName(m_rank, "spades");
    case Suit::Hearts: return cardName(m_rank, "hearts");
    case Suit::Clubs: return cardName(m_rank, "clubs");
    case Suit::Diamonds: return cardName(m_rank, "diamonds");
    case Suit::Crowns: return cardName(m_rank, "crowns");
    case Suit::BonusFlowers: return std::string(bonusFlowers[m_rank - 1]) + " (flower, " + edgeSuitName(*this) + ")";
    case Suit::BonusBirds: return std::string(birds[m_rank - 1]) + " (bird, " + edgeSuitName(*this) + ")";
    case Suit::BonusTrees: return std::string(trees[m_rank - 1]) + " (tree, " + edgeSuitName(*this) + ")";
    }
    return notation();
}

std::optional<Suit> bonusCardSuit(TileKind kind)
{
    // Seed 004: "the rose, crane, and apple could all be associated with clubs; the tulip,
    // eagle, and oak with hearts; the daisy, swan, and birch with diamonds; and the owl,
    // lily, and pine with spades". Ranks in the order rose tulip lily daisy, crane swan
    // eagle owl, oak pine birch apple.
    using S = Suit;
    static constexpr S flowers[] = {S::Clubs, S::Hearts, S::Spades, S::Diamonds};
    static constexpr S birds[] = {S::Clubs, S::Diamonds, S::Hearts, S::Spades};
    static constexpr S trees[] = {S::Hearts, S::Spades, S::Diamonds, S::Clubs};
    switch (kind.suit()) {
    case Suit::BonusFlowers: return flowers[kind.rank() - 1];
    case Suit::BonusBirds: return birds[kind.rank() - 1];
    case Suit::BonusTrees: return trees[kind.rank() - 1];
    default: return std::nullopt;
    }
}

} // namespace mj
