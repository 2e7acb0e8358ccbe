#include "record/turn_shown.h"

#include <algorithm>

namespace mj {

namespace {

// The setup's flower round: flowers laid and their replacements, which are no one's turn.
bool isFlowerRound(const Event& event)
{
    const auto* take = std::get_if<TakeEvent>(&event);
    return std::holds_alternative<ExposeFlowersEvent>(event) || (take && take->reason == TakeReason::Replacement);
}

bool isDeal(const Event& event)
{
    const auto* take = std::get_if<TakeEvent>(&event);
    return take && take->reason == TakeReason::Deal;
}

// Within the deal or the flower round after it: no one's while it goes on (the next event is
// more of it), then the máno's.
std::optional<Seat> setupTurn(const std::vector<Event>& events, std::size_t shown, const Table& table)
{
    if (shown < events.size() && (isFlowerRound(events[shown]) || isDeal(events[shown])))
        return std::nullopt;
    return table.mano();
}

} // namespace

std::optional<Seat> turnShown(const std::vector<Event>& events, std::size_t shown, const Table& table)
{
    const int seats = table.seatCount();
    for (std::size_t i = std::min(shown, events.size()); i-- > 0;) {
        const Event& event = events[i];
        if (std::holds_alternative<GameEndEvent>(event))
            return std::nullopt;
        if (const auto* d = std::get_if<DiscardEvent>(&event))
            return Seat::of((d->seat.index() + 1) % seats);
        if (isFlowerRound(event)) {
            // A flower round straight after the deal is the setup's; later ones are flowers
            // drawn in play, the drawer's turn (told by the take before them).
            std::size_t before = i;
            while (before > 0 && isFlowerRound(events[before - 1]))
                --before;
            if (before > 0 && isDeal(events[before - 1]))
                return setupTurn(events, shown, table);
        }
        if (const auto* t = std::get_if<TakeEvent>(&event))
            return t->reason == TakeReason::Deal ? setupTurn(events, shown, table) : std::optional<Seat>(t->seat);
        if (const auto* m = std::get_if<MeldEvent>(&event))
            return m->seat;
        if (const auto* a = std::get_if<AddToSetEvent>(&event))
            return a->seat;
    }
    return std::nullopt;
}

} // namespace mj
