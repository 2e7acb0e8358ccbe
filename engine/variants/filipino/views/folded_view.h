// One seat's knowledge of a game folded from the views it was sent, event by event
// (issue 13, item 7; ARCHITECTURE.md, libriichi: "each seat's view is folded from the events
// it may see"). It never reads the game: what it knows came through views/event_view.h.
// At a decision the referee's request adds the seat's legal actions, the one thing sent that
// is not an event; from them the view also reads what it is asked (draw, act or answer).
// The SeatView it yields is the one the bots decide from (variants/filipino/game/seat_view.h), equal field by
// field to the view built from the whole game (tests/engine/tst_views.cpp checks it).
#pragma once

#include "variants/filipino/game/seat_view.h"
#include "views/event_view.h"

#include <array>
#include <cstddef>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace mj {

class FoldedView {
public:
    FoldedView(Seat seat, const TileSet& set, WallGeometry geometry, int seats);

    Seat seat() const { return m_seat; }
    // Takes the next view sent to this seat into account.
    void fold(const SeenEvent& seen);
    // Whether a view of this kind of event changes anything the fold keeps: not an action
    // (what it does follows as events), a roll, the dice placed, a payment or the end. The
    // feed folds only these (the play loop's speed, docs/game.md).
    static bool folds(const Event& event) { return foldsKind(event.index()); }
    // The same by the event's kind (Event's alternative index).
    static bool foldsKind(std::size_t kind)
    {
        return kind != eventKind<ActionEvent>() && kind != eventKind<RollEvent>() &&
               kind != eventKind<DicePlacedEvent>() && kind != eventKind<PaymentEvent>() &&
               kind != eventKind<GameEndEvent>();
    }
    // The seat's view when it is asked to choose among `legal` (its legal actions now).
    void viewAt(const std::vector<Action>& legal, SeatView& view) const;

private:
    // The index of alternative T in Event (its kind, as Event::index() gives it).
    template <typename T>
    static constexpr std::size_t eventKind()
    {
        return eventKindIn<T>(static_cast<Event*>(nullptr));
    }
    template <typename T, typename... Kinds>
    static constexpr std::size_t eventKindIn(std::variant<Kinds...>*)
    {
        constexpr bool same[] = {std::is_same_v<T, Kinds>...};
        for (std::size_t i = 0; i < sizeof...(Kinds); ++i)
            if (same[i])
                return i;
        return sizeof...(Kinds);
    }

    int kindOf(TileId tile) const { return m_set->kindOf(tile).index(); }
    bool isJoker(TileId tile) const;
    // A copy of `kind` comes into sight (+1) or leaves it (-1) outside the seat's own area.
    void sight(int kind, int delta);
    void removeFromHand(TileId tile);
    void take(const TakeEvent& e);
    void meld(const MeldEvent& e);

    Seat m_seat;
    const TileSet* m_set;
    WallGeometry m_geometry;
    Seat m_mano;
    std::vector<TileId> m_hand;
    PerSeat<int> m_concealed;
    PerSeat<int> m_flowers;
    std::array<int, kHandKinds> m_inSight{}; // copies in sight outside the seat's hand and sets
    PerSeat<std::vector<SeenDiscard>> m_discards;
    PerSeat<std::vector<SeenSet>> m_sets;
    std::optional<TileId> m_indicator;
    bool m_indicatorInWall = false;
    std::optional<std::pair<Seat, TileId>> m_lastDiscard;
    // The wall as everyone sees it: each stack's height by ring index, and the live ring from
    // the draw end to the flower end once broken (table/live_wall.h).
    std::vector<int> m_heights;
    std::vector<int> m_liveRing;
    int m_breakCount = 0;
    // Positions in the live ring of the next stack at the draw and the flower end, and the
    // tiles left at each (counted once the wall is broken and lifted, then kept by each take).
    int m_drawAt = 0;
    int m_flowerAt = -1;
    bool m_wallCounted = false;
    int m_drawLeft = 0;
    int m_flowerLeft = 0;
    void countWall();
    std::pair<int, int> sumWall() const; // draw, flower
    int firstFlowerAt() const { return static_cast<int>(m_liveRing.size()) - (m_breakCount - 1); }
};

} // namespace mj
