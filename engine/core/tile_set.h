// A tile set is data: the list of physical tiles, each with its kind. TileId names one
// physical tile (0..size-1) and is never confused with its TileKind. The Chinese set
// (RULINGS.md: 108 suited + 16 winds + 12 dragons + 8 flowers/seasons = 144) is the first;
// other sets of the rule book (American 152 with jokers, playing-card faces, the 39-tile
// solitaire subset) are further instances of the same structure.
#pragma once

#include "core/tile_kind.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mj {

struct TileId {
    std::uint16_t value = 0;
    friend bool operator==(TileId, TileId) = default;
    friend auto operator<=>(TileId, TileId) = default;
};

class TileSet {
public:
    // Builds a set from (kind, copies) entries; ids are given in entry order.
    TileSet(std::string name, const std::vector<std::pair<TileKind, int>>& entries);

    static const TileSet& chinese();
    // The Chinese set plus the American set's 8 jokers (1j), for hands under a joker rule.
    static const TileSet& chineseWithJokers();

    const std::string& name() const { return m_name; }
    int size() const { return static_cast<int>(m_kinds.size()); }
    bool contains(int id) const { return id >= 0 && id < size(); }
    TileKind kindOf(TileId id) const { return m_kinds[id.value]; }
    // How many tiles of this kind the set holds (0 if none).
    int copiesOf(TileKind kind) const { return m_copies[kind.index()]; }

private:
    std::string m_name;
    std::vector<TileKind> m_kinds;
    std::array<int, TileKind::count> m_copies{};
};

} // namespace mj
