// What a referee needs, besides the event itself, to make each seat's view of the next event
// of a Filipino game's record (views/event_view.h): what lay in sight before it (a Sight) and,
// for a discard, whether it was the tile its seat had just taken from the wall (which every
// seat sees; game/discard_history.h). Followed event by event, in the record's order: the
// feed that folds the bots' views (view_feed.h) and the variant's viewOf()
// (filipino_variant.cpp) both follow one.
#pragma once

#include "core/per_seat.h"
#include "variants/filipino/game/discard_history.h"
#include "views/event_view.h"

#include <cstddef>

namespace mj {

class RecordSight {
public:
    RecordSight(const TileSet& set, int seats) : m_sight(set), m_discards(seats, 0) {}

    // In sight before the next event.
    const Sight& sight() const { return m_sight; }
    // Whether `next`, the next event, is a discard of the tile its seat had just taken.
    bool drawnTile(const Event& next, const DiscardHistory& history) const
    {
        const auto* discard = std::get_if<DiscardEvent>(&next);
        if (!discard)
            return false;
        const auto& seen = history.bySeat()[discard->seat];
        const std::size_t ordinal = m_discards[discard->seat];
        return ordinal < seen.size() && seen[ordinal].drawnTile;
    }
    // Takes the next event into account, once its views are made.
    void pass(const Event& event)
    {
        if (const auto* discard = std::get_if<DiscardEvent>(&event))
            ++m_discards[discard->seat];
        m_sight.apply(event);
    }

private:
    Sight m_sight;
    PerSeat<std::size_t> m_discards; // each seat's discards passed so far
};

} // namespace mj
