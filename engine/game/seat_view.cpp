#include "game/seat_view.h"

#include "table/live_wall.h"

#include <variant>

namespace mj {

namespace {

// Each seat's discards in order from the events every seat sees: a discard is the tile the
// seat just took from the wall when no other take came between (the table shows a player
// throwing the drawn tile), and it is claimed when a set is laid with it.
void foldDiscards(const GameRecord& record, const TileSet& set,
                  std::array<std::vector<SeenDiscard>, Seat::count>& out)
{
    std::array<std::optional<TileId>, Seat::count> lastTaken;
    for (const Event& e : record.events) {
        if (const auto* take = std::get_if<TakeEvent>(&e)) {
            if (take->reason != TakeReason::Deal && !take->tiles.empty())
                lastTaken[static_cast<std::size_t>(take->seat.index())] = take->tiles.back();
        } else if (const auto* d = std::get_if<DiscardEvent>(&e)) {
            auto& last = lastTaken[static_cast<std::size_t>(d->seat.index())];
            out[static_cast<std::size_t>(d->seat.index())].push_back(
                {set.kindOf(d->tile).index(), last && *last == d->tile, false});
            last.reset();
        } else if (const auto* m = std::get_if<MeldEvent>(&e)) {
            if (m->from && !out[static_cast<std::size_t>(m->from->index())].empty())
                out[static_cast<std::size_t>(m->from->index())].back().claimed = true;
            lastTaken[static_cast<std::size_t>(m->seat.index())].reset();
        }
    }
}

} // namespace

SeatView viewFor(const Game& game, Seat seat)
{
    const Table& table = game.table();
    const TileSet& set = table.tileSet();
    SeatView v;
    v.seat = seat;
    v.phase = game.phase();
    v.turn = game.turn();
    v.mano = game.mano();
    v.hand = table.hand(seat);
    for (TileId tile : v.hand) {
        v.handKinds.push_back(set.kindOf(tile).index());
        v.handJokers.push_back(game.isJoker(tile));
    }
    v.counts = game.handCounts(seat);
    v.jokerKind = game.jokerKind();
    v.pendingDiscard = game.pendingDiscard();
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
    for (int s = 0; s < Seat::count; ++s) {
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
    for (int s = 0; s < Seat::count; ++s) {
        const Seat other = Seat::of(s);
        v.flowerCount[static_cast<std::size_t>(s)] = static_cast<int>(table.flowers(other).size());
        for (const Bahay& b : game.bahay(other))
            v.setsBySeat[static_cast<std::size_t>(s)].push_back({b.type, b.first});
    }
    foldDiscards(game.record(), set, v.discardsBySeat);
    // The indicator lies face up in the wall until someone takes it.
    if (const auto indicator = game.jokerIndicator(); indicator && table.placeOf(*indicator).zone == Zone::Wall)
        see(*indicator);
    return v;
}

} // namespace mj
