// The referee's side of the per-seat views (issue 13, item 7): follows a game's log and
// sends every seat the view of each new event (views/event_view.h), which each seat folds
// into its own knowledge (variants/filipino/views/folded_view.h). It keeps what lay in sight before each event
// (a Sight), which is what viewOf() reads. Whoever asks a bot to decide (the play
// loop, the arena, a session) asks it with the view this feed folded, never with the game.
#pragma once

#include "variants/filipino/game/game.h"
#include "variants/filipino/views/folded_view.h"
#include "variants/filipino/views/record_sight.h"

#include <array>
#include <cstddef>
#include <vector>

namespace mj {

class ViewFeed {
public:
    explicit ViewFeed(const Game& game);

    // Sends every seat the views of the game's events it has not sent yet.
    void catchUp(const Game& game);
    // The seat's view, folded from what it was sent, when the game asks it to decide.
    void viewFor(const Game& game, Seat seat, SeatView& view);
    const FoldedView& folded(Seat seat) const { return m_seats[seat.index()]; }

private:
    RecordSight m_sight; // before the next event to send
    std::vector<FoldedView> m_seats; // one for each seat of the game
    // Each seat's last view of each kind of event, whose storage the next one reuses.
    std::vector<std::array<SeenEvent, std::variant_size_v<Event>>> m_views;
    std::size_t m_sent = 0;
};

} // namespace mj
