#include "variants/filipino/ritual/joker_reveal.h"

#include <algorithm>

namespace mj {

bool endsJokerReveal(TileKind kind, const Ruleset& rules) { return kind.isSuited() && !rules.isFlower(kind); }

bool isJokerOf(TileId tile, TileId indicator, const TileSet& set)
{
    return tile != indicator && set.kindOf(tile) == set.kindOf(indicator);
}

std::vector<TileId> jokerRevealTiles(const Table& table, int count, const Ruleset& rules)
{
    // The flower wall's order: from its head (the flower end of the live ring) onwards.
    std::vector<int> order = table.liveRing();
    std::reverse(order.begin(), order.end());
    order.erase(std::remove_if(order.begin(), order.end(),
                               [&](int ring) { return table.stack(table.geometry().atRing(ring)).empty(); }),
                order.end());
    std::vector<TileId> turned;
    if (order.empty())
        return turned;
    const std::size_t start = static_cast<std::size_t>(std::max(0, count - 1)) % order.size();
    for (std::size_t i = start; i < order.size(); ++i) {
        const auto& stack = table.stack(table.geometry().atRing(order[i]));
        for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
            turned.push_back(*it);
            if (endsJokerReveal(table.tileSet().kindOf(*it), rules))
                return turned;
        }
    }
    return {};
}

std::optional<TileId> jokerIndicatorShown(const std::vector<Event>& events, std::size_t shown, const Ruleset& rules,
                                          const TileSet& set)
{
    if (rules.joker == JokerRule::None)
        return std::nullopt;
    for (std::size_t i = 0; i < shown && i < events.size(); ++i)
        if (const auto* flip = std::get_if<FlipEvent>(&events[i]);
            flip && flip->face == Face::Up && endsJokerReveal(set.kindOf(flip->tile), rules))
            return flip->tile;
    return std::nullopt;
}

} // namespace mj
