#include "variants/filipino/ritual/ritual_moves.h"

#include "variants/filipino/ritual/break_point.h"
#include "variants/filipino/ritual/joker_reveal.h"
#include "table/live_wall.h"
#include "table/roll_off.h"

namespace mj {

namespace {

constexpr int kDealBatch = 8; // four stacks of two
constexpr int kDealRounds = 2;


void take(RitualSink& sink, Seat seat, WallEnd end, TakeReason reason, int count)
{
    auto tiles = peekWall(sink.table(), end, count);
    if (static_cast<int>(tiles.size()) < count)
        throw WallTooShort("the wall has too few tiles left for this step");
    sink.add(TakeEvent{seat, end, reason, std::move(tiles)});
}

} // namespace

std::vector<TileId> flowersInHand(const Table& table, Seat seat, const Ruleset& rules)
{
    std::vector<TileId> found;
    for (TileId tile : table.hand(seat))
        if (rules.isFlower(table.tileSet().kindOf(tile)))
            found.push_back(tile);
    return found;
}

bool segmentIsEmpty(const Table& table, int segment)
{
    for (int s = 0; s < table.geometry().stacksPerSegment; ++s)
        if (!table.stack({segment, s}).empty())
            return false;
    return true;
}

void washTiles(RitualSink& sink, Rng& rng, const std::vector<TileId>& order)
{
    std::vector<TileId> washed = order;
    if (washed.empty()) {
        washed = sink.table().freeArea();
        rng.shuffle(washed);
    }
    sink.add(WashEvent{washed});
}

void buildEmptySegments(RitualSink& sink)
{
    const WallGeometry& g = sink.table().geometry();
    for (int segment = 0; segment < g.segments; ++segment)
        if (segmentIsEmpty(sink.table(), segment)) {
            const auto& pile = sink.table().freeArea();
            sink.add(BuildEvent{segment, {pile.begin(), pile.begin() + g.tilesPerSegment()}});
        }
}

Seat rollForMano(RitualSink& sink, Rng& rng)
{
    return rollOff(sink.table().seatCount(), rng, [&](const Event& e) { sink.add(e); });
}

void breakWall(RitualSink& sink, Seat mano, const Ruleset& rules, Rng& rng)
{
    const auto dice = rollDice(rng);
    sink.add(RollEvent{mano, RollPurpose::Break, dice});
    const BreakPoint bp = chooseBreak(mano, dice[0] + dice[1], rules, sink.table().geometry());
    sink.add(bp.event());
    sink.add(LiftEvent{bp.lifted, bp.flowerHead});
    sink.add(DicePlacedEvent{bp.flowerHead});
    // Seed 003: the break roll also reveals the joker, before the deal.
    if (rules.joker == JokerRule::AtBreak)
        for (TileId tile : jokerRevealTiles(sink.table(), dice[0] + dice[1], rules))
            sink.add(FlipEvent{tile, Face::Up});
}

void dealHands(RitualSink& sink, Seat mano)
{
    const int seats = sink.table().seatCount();
    for (int round = 0; round < kDealRounds; ++round)
        for (int k = 0; k < seats; ++k)
            take(sink, mano.next(k, seats), WallEnd::Draw, TakeReason::Deal, kDealBatch);
    take(sink, mano, WallEnd::Draw, TakeReason::Deal, 1);
}

void replaceFlowers(RitualSink& sink, Seat mano, const Ruleset& rules)
{
    for (;;) {
        const int seats = sink.table().seatCount();
        PerSeat<int> needed(seats);
        bool any = false;
        for (int k = 0; k < seats; ++k) {
            const Seat seat = mano.next(k, seats);
            auto flowers = flowersInHand(sink.table(), seat, rules);
            if (flowers.empty())
                continue;
            needed[seat.index()] = static_cast<int>(flowers.size());
            sink.add(ExposeFlowersEvent{seat, std::move(flowers)});
            any = true;
        }
        if (!any)
            return;
        for (int k = 0; k < seats; ++k) {
            const Seat seat = mano.next(k, seats);
            if (needed[seat.index()] > 0)
                take(sink, seat, WallEnd::Flower, TakeReason::Replacement, needed[seat.index()]);
        }
    }
}

} // namespace mj
