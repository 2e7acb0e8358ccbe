// A tile set is data: a name and (kind, copies) entries, from which come the physical tiles,
// each with its kind. TileId names one physical tile (0..size-1) and is never confused with
// its TileKind. The sets of the rule book (issue 13, item 1) are kept by name in a registry
// (core/tile_sets.cpp, docs/notation.md): chinese-144, american-152, poker-tiles,
// card-deck-193 and solitaire-39.
#pragma once

#include "core/expected.h"
#include "core/tile_kind.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mj {

struct TileId {
    std::uint16_t value = 0;
    friend bool operator==(TileId, TileId) = default;
    friend auto operator<=>(TileId, TileId) = default;
};
// A tile sent face down in a seat's view (views/event_view.h): its identity, and so its kind,
// is not shown. No set holds so many tiles.
inline constexpr TileId kHiddenTile{0xFFFF};

class TileSet {
public:
    using Entries = std::vector<std::pair<TileKind, int>>;

    // Builds a set from (kind, copies) entries; ids are given in entry order. `about` says
    // what the set holds and where the rule book says so.
    TileSet(std::string name, const Entries& entries, std::string about = {});

    // The registry of the rule book's sets, in this order: chinese-144, american-152,
    // poker-tiles, card-deck-193, solitaire-39.
    static const std::vector<const TileSet*>& all();
    // The set of that name, or an error naming the known sets.
    static Expected<const TileSet*> byName(std::string_view name);
    // "chinese-144, american-152, poker-tiles, card-deck-193, solitaire-39".
    static std::string knownNames();

    static const TileSet& chinese();
    // The Chinese set plus the American set's 8 jokers (1j), for hands under a joker rule.
    // The same tiles as american-152 under its own name, which the hand analysis' messages
    // have always used.
    static const TileSet& chineseWithJokers();

    const std::string& name() const { return m_name; }
    const std::string& about() const { return m_about; }
    int size() const { return static_cast<int>(m_kinds.size()); }
    bool contains(int id) const { return id >= 0 && id < size(); }
    TileKind kindOf(TileId id) const { return m_kinds[id.value]; }
    // How many tiles of this kind the set holds (0 if none).
    int copiesOf(TileKind kind) const { return m_copies[kind.index()]; }
    // The kinds the set holds, each once, in index order.
    const std::vector<TileKind>& distinctKinds() const { return m_distinct; }
    // Whether every kind is a mahjong kind (m p s z f j): such sets are written with the
    // mahjong letters alone, and their error messages read as they always have.
    bool isMahjong() const { return m_mahjong; }
    // The suit letters the set is written with, for error messages: "m p s z f j" for a
    // mahjong set, else the letters of the suits it holds ("S H C D X b").
    const std::string& suitLetters() const { return m_suitLetters; }

private:
    std::string m_name;
    std::string m_about;
    std::vector<TileKind> m_kinds;
    std::vector<TileKind> m_distinct;
    std::array<int, TileKind::count> m_copies{};
    bool m_mahjong = true;
    std::string m_suitLetters;
};

} // namespace mj
