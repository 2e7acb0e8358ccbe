#include "views/view_feed.h"

namespace mj {

namespace {

std::array<FoldedView, Seat::count> seatsFor(const Table& table)
{
    return {FoldedView(Seat::of(0), table.tileSet(), table.geometry()),
            FoldedView(Seat::of(1), table.tileSet(), table.geometry()),
            FoldedView(Seat::of(2), table.tileSet(), table.geometry()),
            FoldedView(Seat::of(3), table.tileSet(), table.geometry())};
}

} // namespace

ViewFeed::ViewFeed(const Game& game)
    : m_set(&game.table().tileSet()), m_sight(game.table().tileSet()), m_seats(seatsFor(game.table()))
{
    catchUp(game);
}

void ViewFeed::catchUp(const Game& game)
{
    const auto& events = game.record().events;
    for (; m_sent < events.size(); ++m_sent) {
        const Event& event = events[m_sent];
        m_history.fold(event, *m_set);
        bool drawnTile = false;
        if (const auto* discard = std::get_if<DiscardEvent>(&event))
            drawnTile = m_history.bySeat()[discard->seat.index()].back().drawnTile;
        for (FoldedView& seat : m_seats)
            if (const auto seen = viewOf(event, seat.seat(), m_sight, drawnTile))
                seat.fold(*seen);
        m_sight.apply(event);
    }
}

void ViewFeed::viewFor(const Game& game, Seat seat, SeatView& view)
{
    catchUp(game);
    m_seats[seat.index()].viewAt(game.legalActions(seat), view);
}

} // namespace mj
