#include "core/tile_set.h"

namespace mj {

TileSet::TileSet(std::string name, const Entries& entries, std::string about)
    : m_name(std::move(name)), m_about(std::move(about))
{
    for (const auto& [kind, copies] : entries) {
        for (int c = 0; c < copies; ++c)
            m_kinds.push_back(kind);
        m_copies[kind.index()] += copies;
    }
    std::array<bool, suitCount> suits{};
    for (int i = 0; i < TileKind::count; ++i) {
        if (m_copies[i] == 0)
            continue;
        const TileKind kind = TileKind::fromIndex(i);
        m_distinct.push_back(kind);
        suits[static_cast<int>(kind.suit())] = true;
        if (i >= TileKind::mahjongCount)
            m_mahjong = false;
    }
    for (int s = 0; s < suitCount; ++s) {
        if (m_mahjong ? !isMahjongSuit(static_cast<Suit>(s)) : !suits[s])
            continue;
        if (!m_suitLetters.empty())
            m_suitLetters += ' ';
        m_suitLetters += suitLetter(static_cast<Suit>(s));
    }
}

} // namespace mj
