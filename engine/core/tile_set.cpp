#include "core/tile_set.h"

namespace mj {

TileSet::TileSet(std::string name, const std::vector<std::pair<TileKind, int>>& entries)
    : m_name(std::move(name))
{
    for (const auto& [kind, copies] : entries) {
        for (int c = 0; c < copies; ++c)
            m_kinds.push_back(kind);
        m_copies[kind.index()] += copies;
    }
}

namespace {
std::vector<std::pair<TileKind, int>> chineseEntries()
{
    std::vector<std::pair<TileKind, int>> entries;
    for (Suit suit : {Suit::Characters, Suit::Balls, Suit::Sticks, Suit::Honours})
        for (int rank = 1; rank <= maxRank(suit); ++rank)
            entries.emplace_back(*TileKind::make(suit, rank), 4);
    for (int rank = 1; rank <= maxRank(Suit::Flowers); ++rank)
        entries.emplace_back(*TileKind::make(Suit::Flowers, rank), 1);
    return entries;
}
} // namespace

const TileSet& TileSet::chinese()
{
    static const TileSet set("chinese-144", chineseEntries());
    return set;
}

const TileSet& TileSet::chineseWithJokers()
{
    static const TileSet set = [] {
        auto entries = chineseEntries();
        entries.emplace_back(*TileKind::make(Suit::Jokers, 1), 8);
        return TileSet("chinese-144 (with 8 jokers)", entries);
    }();
    return set;
}

} // namespace mj
