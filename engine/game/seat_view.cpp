#include "game/seat_view.h"

#include "table/live_wall.h"

namespace mj {

SeatView viewFor(const Game& game, Seat seat)
{
    SeatView v;
    viewFor(game, seat, v);
    return v;
}

void viewFor(const Game& game, Seat seat, SeatView& v)
{
    const Table& table = game.table();
    const TileSet& set = table.tileSet();
    v.seat = seat;
    v.phase = game.phase();
    v.turn = game.turn();
    v.mano = game.mano();
    v.hand = table.hand(seat);
    v.handKinds.clear();
    v.handJokers.clear();
    for (TileId tile : v.hand) {
        v.handKinds.push_back(set.kindOf(tile).index());
        v.handJokers.push_back(game.isJoker(tile));
    }
    v.counts = game.handCounts(seat);
    const int seats = game.seatCount();
    v.concealedCount = PerSeat<int>(seats);
    if (v.flowerCount.count() != seats) {
        v.flowerCount = PerSeat<int>(seats);
        v.setsBySeat = PerSeat<std::vector<SeenSet>>(seats);
    }
    v.seenElsewhere = {};
    v.jokerKind = game.jokerKind();
    v.pendingDiscard = game.pendingDiscard();
    v.pendingKind.reset();
    if (v.pendingDiscard)
        v.pendingKind = set.kindOf(*v.pendingDiscard).index();
    const WallCounts wall = wallCounts(table);
    v.drawWallLeft = wall.draw;
    v.flowerWallLeft = wall.flower;
    v.legal = game.legalActions(seat);

    auto see = [&](TileId tile) {
        if (const int k = set.kindOf(tile).index(); k < kHandKinds && v.seenElsewhere[static_cast<std::size_t>(k)] < 4)
            ++v.seenElsewhere[static_cast<std::size_t>(k)];
    };
    for (int s = 0; s < seats; ++s) {
        const Seat other = Seat::of(s);
        v.concealedCount[static_cast<std::size_t>(s)] = static_cast<int>(table.hand(other).size());
        for (TileId tile : table.discards(other))
            see(tile);
        if (other == seat)
            continue;
        for (TileId tile : table.flowers(other))
            see(tile);
        for (const auto& exposed : table.exposed(other))
            for (TileId tile : exposed)
                see(tile);
    }
    for (int s = 0; s < seats; ++s) {
        const Seat other = Seat::of(s);
        v.flowerCount[static_cast<std::size_t>(s)] = static_cast<int>(table.flowers(other).size());
        auto& sets = v.setsBySeat[static_cast<std::size_t>(s)];
        sets.clear();
        for (const Bahay& b : game.bahay(other))
            sets.push_back({b.type, b.first});
    }
    v.discardsBySeat = game.discardHistory().bySeat();
    // The indicator lies face up in the wall until someone takes it.
    if (const auto indicator = game.jokerIndicator(); indicator && table.placeOf(*indicator).zone == Zone::Wall)
        see(*indicator);
}

} // namespace mj
