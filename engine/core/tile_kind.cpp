#include "core/tile_kind.h"

namespace mj {

using tile_kind_detail::kLetters;
using tile_kind_detail::kRankChars;

// Today's 43 kinds keep indices 0..42, and the card kinds follow them.
static_assert(TileKind::mahjongCount == tile_kind_detail::kFirstIndex[static_cast<int>(Suit::Spades)]);
static_assert(TileKind::count == 134);

char suitLetter(Suit suit) { return kLetters[static_cast<int>(suit)]; }

namespace {
// Each ASCII character's suit + 1, or 0: the notation reader asks once per run of ranks.
constexpr std::array<std::uint8_t, 128> kSuitOfLetter = [] {
    std::array<std::uint8_t, 128> table{};
    for (int i = 0; i < suitCount; ++i)
        table[static_cast<unsigned char>(kLetters[i])] = static_cast<std::uint8_t>(i + 1);
    return table;
}();
} // namespace

std::optional<Suit> suitFromLetter(char letter)
{
    const auto c = static_cast<unsigned char>(letter);
    if (c >= kSuitOfLetter.size() || kSuitOfLetter[c] == 0)
        return std::nullopt;
    return static_cast<Suit>(kSuitOfLetter[c] - 1);
}

int maxRank(Suit suit) { return static_cast<int>(kRankChars[static_cast<int>(suit)].size()); }

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
    case Suit::Jokers: return "joker";
    case Suit::Spades: return cardName(m_rank, "spades");
    case Suit::Hearts: return cardName(m_rank, "hearts");
    case Suit::Clubs: return cardName(m_rank, "clubs");
    case Suit::Diamonds: return cardName(m_rank, "diamonds");
    case Suit::Crowns: return cardName(m_rank, "crowns");
    case Suit::BonusFlowers: return std::string(bonusFlowers[m_rank - 1]) + " (flower, " + edgeSuitName(*this) + ")";
    case Suit::BonusBirds: return std::string(birds[m_rank - 1]) + " (bird, " + edgeSuitName(*this) + ")";
    case Suit::BonusTrees: return std::string(trees[m_rank - 1]) + " (tree, " + edgeSuitName(*this) + ")";
    case Suit::CardJokers: return "card joker";
    case Suit::Blanks: return "blank";
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
