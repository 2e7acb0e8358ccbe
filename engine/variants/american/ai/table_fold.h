// Where each tile lies, as far as one seat of an American game has seen (issue 17, "AI"):
// folded from the table events it is sent (views/event_view.h), never from the game. A tile
// whose identity was hidden from the seat is not placed; what the AI needs of the others is
// public (discards, exposures), and its own tiles it always sees. The knowledge the
// decisions take (seat_knowledge.h) is read off it.
#pragma once

#include "core/seat.h"
#include "core/tile_set.h"
#include "table/event.h"
#include "table/place.h"
#include "variants/american/ai/seat_knowledge.h"

#include <cstdint>
#include <vector>

namespace mj::american {

class TableFold {
public:
    TableFold(const TileSet& set, Seat seat, int seatCount);

    void fold(const Event& event);
    // A tile of its own hand it gave away face down (a Charleston or courtesy pass), which
    // the seat knows from its own choice whatever the views show.
    void gaveAway(TileId tile);

    Seat seat() const { return m_seat; }
    const TileSet& set() const { return *m_set; }
    bool inOwnHand(TileId tile) const;
    // The card kind of a tile (-1 for a tile not of the American set).
    int cardKind(TileId tile) const;
    // What the seat knows, its hand as folded (the agent may correct it from its legal
    // actions, which name its tiles).
    SeatKnowledge knowledge() const;
    // The tiles left to draw: the wall after the deal, less every draw since.
    int wallLeft() const;

private:
    struct Where {
        Zone zone = Zone::Wall;
        std::int8_t owner = -1;
        std::int8_t group = -1;
    };
    void place(TileId tile, Zone zone, int owner, int group = -1);

    const TileSet* m_set;
    Seat m_seat;
    int m_seatCount;
    std::vector<Where> m_where;            // by tile id
    std::vector<int> m_sets;               // exposed sets each seat has laid
    std::vector<std::vector<TileId>> m_discards; // each seat's discards in order (the last is callable)
    int m_drawn = 0;                       // tiles taken from the wall after the deal
};

} // namespace mj::american
