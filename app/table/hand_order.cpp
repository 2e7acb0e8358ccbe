#include "table/hand_order.h"

#include "variants/filipino/ritual/joker_reveal.h"

#include <algorithm>
#include <variant>

namespace mjui {

namespace {

bool contains(const std::vector<mj::TileId>& tiles, mj::TileId tile)
{
    return std::find(tiles.begin(), tiles.end(), tile) != tiles.end();
}

} // namespace

bool sortsBefore(const mj::TileSet& set, mj::TileId a, mj::TileId b, std::optional<mj::TileId> jokerIndicator)
{
    // The rule is the variant's (joker_reveal.h); the rack only keeps them together.
    const auto isJoker = [&](mj::TileId t) { return jokerIndicator && mj::isJokerOf(t, *jokerIndicator, set); };
    if (const bool ja = isJoker(a), jb = isJoker(b); ja != jb)
        return jb;
    // The kinds' dense index already runs m, p, s, then honours East..North, white, green,
    // red, then flowers and jokers: the order players sort a rack in.
    const int ka = set.kindOf(a).index(), kb = set.kindOf(b).index();
    return ka != kb ? ka < kb : a < b;
}

void HandOrder::sync(const std::vector<mj::TileId>& hand, std::optional<mj::TileId> drawn, const mj::TileSet& set,
                     std::optional<mj::TileId> jokerIndicator)
{
    m_set = &set;
    m_jokerIndicator = jokerIndicator;
    std::erase_if(m_arranged, [&](mj::TileId t) { return !contains(hand, t); });
    m_apart.reset();
    if (drawn && contains(hand, *drawn) && !contains(m_arranged, *drawn))
        m_apart = drawn;
    // New tiles (and the tile that stood apart, its turn over) go to the right end.
    for (mj::TileId t : hand)
        if (t != m_apart && !contains(m_arranged, t))
            m_arranged.push_back(t);
    if (m_autoSort)
        sortArranged();
}

std::vector<mj::TileId> HandOrder::shown() const
{
    std::vector<mj::TileId> tiles = m_arranged;
    if (m_apart)
        tiles.push_back(*m_apart);
    return tiles;
}

int HandOrder::slotOf(mj::TileId tile) const
{
    if (const auto it = std::find(m_arranged.begin(), m_arranged.end(), tile); it != m_arranged.end())
        return static_cast<int>(it - m_arranged.begin());
    return m_apart == tile ? static_cast<int>(m_arranged.size()) : -1;
}

void HandOrder::setAutoSort(bool on)
{
    m_autoSort = on;
    if (on)
        sortArranged();
}

bool HandOrder::moveTile(int from, int to)
{
    const int count = static_cast<int>(m_arranged.size()) + (m_apart ? 1 : 0);
    if (from < 0 || from >= count || to < 0 || to >= count)
        return false;
    if (from == to)
        return true;
    const bool fromApart = m_apart && from == count - 1;
    const bool toApart = m_apart && to == count - 1;
    mj::TileId tile;
    if (fromApart) {
        tile = *m_apart;
        m_apart.reset();
    } else {
        tile = m_arranged[static_cast<std::size_t>(from)];
        m_arranged.erase(m_arranged.begin() + from);
    }
    const int slot = toApart ? static_cast<int>(m_arranged.size()) : std::min(to, static_cast<int>(m_arranged.size()));
    m_arranged.insert(m_arranged.begin() + slot, tile);
    m_autoSort = false;
    return true;
}

void HandOrder::clear()
{
    m_arranged.clear();
    m_apart.reset();
}

void HandOrder::sortArranged()
{
    if (!m_set)
        return;
    std::sort(m_arranged.begin(), m_arranged.end(),
              [this](mj::TileId a, mj::TileId b) { return sortsBefore(*m_set, a, b, m_jokerIndicator); });
}

std::optional<mj::TileId> drawnTile(const std::vector<mj::Event>& events, std::size_t shown, const mj::Table& table,
                                    mj::Seat seat)
{
    // Walk back from the event shown last to the turn's draw; anything that ends a turn or
    // belongs to the deal on the way means no tile is "just drawn".
    std::optional<mj::TileId> replacement; // the latest flower replacement seen on the way
    for (std::size_t i = std::min(shown, events.size()); i-- > 0;) {
        const mj::Event& event = events[i];
        if (std::holds_alternative<mj::DiscardEvent>(event) || std::holds_alternative<mj::MeldEvent>(event) ||
            std::holds_alternative<mj::WashEvent>(event))
            return std::nullopt;
        const auto* take = std::get_if<mj::TakeEvent>(&event);
        if (!take || take->seat != seat || take->tiles.empty())
            continue;
        switch (take->reason) {
        case mj::TakeReason::Deal: return std::nullopt;
        case mj::TakeReason::Replacement:
            if (!replacement)
                replacement = take->tiles.back();
            continue;
        case mj::TakeReason::Draw:
        case mj::TakeReason::Gift: {
            const mj::TileId tile = replacement.value_or(take->tiles.back());
            if (contains(table.hand(seat), tile))
                return tile;
            return std::nullopt;
        }
        }
    }
    return std::nullopt;
}

} // namespace mjui
