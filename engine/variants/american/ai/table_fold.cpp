#include "variants/american/ai/table_fold.h"

#include <algorithm>
#include <type_traits>
#include <variant>

namespace mj::american {

TableFold::TableFold(const TileSet& set, Seat seat, int seatCount)
    : m_set(&set), m_seat(seat), m_seatCount(seatCount), m_where(static_cast<std::size_t>(set.size())),
      m_sets(static_cast<std::size_t>(seatCount), 0), m_discards(static_cast<std::size_t>(seatCount))
{
}

int TableFold::cardKind(TileId tile) const
{
    return m_set->contains(tile.value) ? cardKindOf(m_set->kindOf(tile)) : -1;
}

bool TableFold::inOwnHand(TileId tile) const
{
    if (!m_set->contains(tile.value))
        return false;
    const Where& w = m_where[tile.value];
    return w.zone == Zone::Hand && w.owner == m_seat.index();
}

void TableFold::place(TileId tile, Zone zone, int owner, int group)
{
    if (!m_set->contains(tile.value)) // hidden from this seat: not placed
        return;
    for (auto& pile : m_discards) // a discard taken into a set leaves the pile
        if (!pile.empty() && pile.back() == tile && zone != Zone::Discards)
            pile.pop_back();
    m_where[tile.value] = {zone, static_cast<std::int8_t>(owner), static_cast<std::int8_t>(group)};
}

void TableFold::gaveAway(TileId tile)
{
    if (inOwnHand(tile))
        m_where[tile.value] = {Zone::Free, -1, -1};
}

void TableFold::fold(const Event& event)
{
    std::visit(
        [this](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, TakeEvent>) {
                if (e.reason != TakeReason::Deal)
                    m_drawn += static_cast<int>(e.tiles.size());
                for (TileId t : e.tiles)
                    place(t, Zone::Hand, e.seat.index());
            } else if constexpr (std::is_same_v<T, DiscardEvent>) {
                place(e.tile, Zone::Discards, e.seat.index());
                if (m_set->contains(e.tile.value) && e.seat.index() < m_seatCount)
                    m_discards[static_cast<std::size_t>(e.seat.index())].push_back(e.tile);
            } else if constexpr (std::is_same_v<T, MeldEvent>) {
                const int seat = e.seat.index();
                if (seat < 0 || seat >= m_seatCount)
                    return;
                const int group = m_sets[static_cast<std::size_t>(seat)]++;
                for (TileId t : e.tiles)
                    place(t, Zone::Exposed, seat, group);
                if (e.from && e.from->index() < m_seatCount) {
                    auto& pile = m_discards[static_cast<std::size_t>(e.from->index())];
                    if (!pile.empty()) {
                        const TileId called = pile.back();
                        pile.pop_back();
                        place(called, Zone::Exposed, seat, group);
                    }
                }
            } else if constexpr (std::is_same_v<T, AddToSetEvent>) {
                place(e.tile, Zone::Exposed, e.seat.index(), e.set);
            } else if constexpr (std::is_same_v<T, MoveEvent>) {
                // Passes and joker exchanges move tiles between hands and sets.
                if (e.to.zone == Zone::Exposed && e.to.owner >= 0 && e.to.owner < m_seatCount)
                    m_sets[static_cast<std::size_t>(e.to.owner)] =
                        std::max(m_sets[static_cast<std::size_t>(e.to.owner)], e.to.group + 1);
                place(e.tile, e.to.zone, e.to.owner, e.to.group);
            }
        },
        event);
}

int TableFold::wallLeft() const
{
    // The deal leaves the wall all but 13 tiles a seat and East's fourteenth (seed 002).
    return std::max(0, m_set->size() - 13 * m_seatCount - 1 - m_drawn);
}

SeatKnowledge TableFold::knowledge() const
{
    SeatKnowledge k;
    k.seatCount = m_seatCount;
    k.self = m_seat.index();
    k.exposures.assign(static_cast<std::size_t>(m_seatCount), {});
    k.discards.assign(static_cast<std::size_t>(m_seatCount), KindCounts{});
    k.passedBy.assign(static_cast<std::size_t>(m_seatCount), KindCounts{});
    k.dead.assign(static_cast<std::size_t>(m_seatCount), false);
    k.wallLeft = wallLeft();
    // Exposed tiles by seat and set, in set order.
    std::vector<std::vector<CardExposure>> sets(static_cast<std::size_t>(m_seatCount));
    for (int s = 0; s < m_seatCount; ++s)
        sets[static_cast<std::size_t>(s)].resize(static_cast<std::size_t>(m_sets[static_cast<std::size_t>(s)]));
    for (int id = 0; id < m_set->size(); ++id) {
        const Where& w = m_where[static_cast<std::size_t>(id)];
        const int kind = cardKind(TileId{static_cast<std::uint16_t>(id)});
        if (kind < 0 || w.owner < 0 || w.owner >= m_seatCount)
            continue;
        const auto owner = static_cast<std::size_t>(w.owner);
        if (w.zone == Zone::Hand && w.owner == m_seat.index()) {
            addConcealed(k.hand, kind);
        } else if (w.zone == Zone::Discards) {
            ++k.discards[owner][kind];
        } else if (w.zone == Zone::Exposed && w.group >= 0 && w.group < static_cast<int>(sets[owner].size())) {
            CardExposure& e = sets[owner][static_cast<std::size_t>(w.group)];
            kind == kJokerKind ? ++e.jokers : (e.naturals.push_back(static_cast<std::uint8_t>(kind)), 0);
        }
    }
    for (int s = 0; s < m_seatCount; ++s) {
        for (CardExposure& e : sets[static_cast<std::size_t>(s)]) {
            if (e.size() == 0)
                continue;
            std::sort(e.naturals.begin(), e.naturals.end());
            k.exposures[static_cast<std::size_t>(s)].push_back(e);
        }
    }
    k.hand.exposures = k.exposures[static_cast<std::size_t>(k.self)];
    for (const CardExposure& e : k.hand.exposures)
        k.hand.tiles += e.size();
    return k;
}

} // namespace mj::american
