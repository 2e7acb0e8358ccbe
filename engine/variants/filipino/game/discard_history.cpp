#include "variants/filipino/game/discard_history.h"

#include <variant>

namespace mj {

void DiscardHistory::fold(const Event& event, const TileSet& set)
{
    if (const auto* take = std::get_if<TakeEvent>(&event)) {
        if (take->reason != TakeReason::Deal && !take->tiles.empty())
            m_lastTaken[static_cast<std::size_t>(take->seat.index())] = take->tiles.back();
    } else if (const auto* d = std::get_if<DiscardEvent>(&event)) {
        auto& last = m_lastTaken[static_cast<std::size_t>(d->seat.index())];
        m_bySeat[static_cast<std::size_t>(d->seat.index())].push_back(
            {set.kindOf(d->tile).index(), last && *last == d->tile, false});
        last.reset();
    } else if (const auto* m = std::get_if<MeldEvent>(&event)) {
        if (m->from && !m_bySeat[static_cast<std::size_t>(m->from->index())].empty())
            m_bySeat[static_cast<std::size_t>(m->from->index())].back().claimed = true;
        m_lastTaken[static_cast<std::size_t>(m->seat.index())].reset();
    }
}

} // namespace mj
