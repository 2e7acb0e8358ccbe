#include "variants/filipino/views/view_feed.h"

namespace mj {

namespace {

std::vector<FoldedView> seatsFor(const Table& table)
{
    std::vector<FoldedView> seats;
    seats.reserve(static_cast<std::size_t>(table.seatCount()));
    for (int s = 0; s < table.seatCount(); ++s)
        seats.emplace_back(Seat::of(s), table.tileSet(), table.geometry(), table.seatCount());
    return seats;
}

} // namespace

ViewFeed::ViewFeed(const Game& game)
    : m_sight(game.table().tileSet(), game.table().seatCount()), m_seats(seatsFor(game.table())),
      m_views(m_seats.size())
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
        const bool drawnTile = m_sight.drawnTile(event, game.discardHistory());
        for (FoldedView& seat : m_seats) {
            SeenEvent& seen = m_views[seat.seat().index()][event.index()];
            if (viewOf(event, seat.seat(), m_sight.sight(), drawnTile, seen))
                seat.fold(seen);
        }
        m_sight.pass(event); // after the views, which read what lay in sight before it
    }
}

void ViewFeed::viewFor(const Game& game, Seat seat, SeatView& view)
{
    catchUp(game);
    m_seats[seat.index()].viewAt(game.legalActions(seat), view);
}

} // namespace mj
