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
    : m_sight(game.table().tileSet()), m_seats(seatsFor(game.table()))
{
    catchUp(game);
}

void ViewFeed::catchUp(const Game& game)
{
    const auto& events = game.record().events;
    for (; m_sent < events.size(); ++m_sent) {
        const Event& event = events[m_sent];
        if (!FoldedView::folds(event))
            continue; // nothing in sight changes either
        bool drawnTile = false;
        if (const auto* discard = std::get_if<DiscardEvent>(&event)) {
            const auto& seen = game.discardHistory().bySeat()[discard->seat.index()];
            std::size_t& sent = m_discardsSent[discard->seat.index()];
            drawnTile = sent < seen.size() && seen[sent].drawnTile;
            ++sent;
        }
        for (FoldedView& seat : m_seats) {
            SeenEvent& seen = m_views[seat.seat().index()][event.index()];
            if (viewOf(event, seat.seat(), m_sight, drawnTile, seen))
                seat.fold(seen);
        }
        m_sight.apply(event); // after the views, which read what lay in sight before it
    }
}

void ViewFeed::viewFor(const Game& game, Seat seat, SeatView& view)
{
    catchUp(game);
    m_seats[seat.index()].viewAt(game.legalActions(seat), view);
}

} // namespace mj
