#include "variants/american/american_setup.h"

#include "core/rng.h"
#include "table/layout.h"
#include "table/live_wall.h"
#include "table/roll_off.h"

#include <stdexcept>

namespace mj::american {

namespace {

constexpr int kDealStacks = 2; // the deal takes two stacks, four tiles, at a time

const TileSet& americanSet() { return **TileSet::byName("american-152"); }

// The setup writes onto its own table; a refused event is a bug in this file, not bad
// input, so it throws (the setup takes no input but the seed).
class Writer {
public:
    explicit Writer(AmericanSetup& setup) : m_setup(setup) {}
    const Table& table() const { return m_setup.table; }
    void add(const Event& event)
    {
        if (Status s = m_setup.table.apply(event); !s)
            throw std::logic_error("the American setup made a refused event: " + s.error());
        m_setup.events.push_back(event);
    }

private:
    AmericanSetup& m_setup;
};


void wash(Writer& w, Rng& rng)
{
    std::vector<TileId> order = w.table().freeArea();
    rng.shuffle(order);
    w.add(WashEvent{order});
}

// Each seat builds the wall in front of it from the front of the washed pile.
void build(Writer& w)
{
    const int perSegment = w.table().geometry().tilesPerSegment();
    for (int segment = 0; segment < kSeats; ++segment) {
        const auto& pile = w.table().freeArea();
        w.add(BuildEvent{segment, {pile.begin(), pile.begin() + perSegment}});
    }
}

// Seed 002 D: every seat rolls, the highest is East; ties roll again among themselves. The
// table's dealer marker is ManoEvent (the Filipino name of the dealer; it knows no rules).
Seat rollForEast(Writer& w, Rng& rng)
{
    return rollOff(kSeats, rng, [&](const Event& e) { w.add(e); });
}

void take(Writer& w, Seat seat, int count)
{
    auto tiles = peekWall(w.table(), WallEnd::Draw, count);
    w.add(TakeEvent{seat, WallEnd::Draw, TakeReason::Deal, std::move(tiles)});
}

} // namespace

Table newAmericanTable() { return Table(americanSet(), **Layout::byName("square-19"), kSeats); }

AmericanSetup performAmericanSetup(std::uint64_t seed)
{
    AmericanSetup setup;
    setup.seed = seed;
    setup.table = newAmericanTable();
    Rng rng(seed);
    Writer w(setup);
    wash(w, rng);
    build(w);
    const Seat east = rollForEast(w, rng);
    setup.east = east;

    // Seed 002 E: East rolls and counts that many stacks off their own wall from its right
    // end (stacks run from the builder's left to right, so the count runs down the ring);
    // the deal starts at the next stack and goes on down the ring, clockwise seen from above.
    const auto dice = rollDice(rng);
    w.add(RollEvent{east, RollPurpose::Break, dice});
    setup.breakRoll = dice[0] + dice[1];
    w.add(BreakEvent{east.index(), setup.breakRoll, -1});

    for (int round = 0; round < kDealtEach / (2 * kDealStacks); ++round)
        for (int k = 0; k < kSeats; ++k)
            take(w, east.next(k, kSeats), 2 * kDealStacks);

    // The jump: of the next three stacks, East takes the top tiles of the first and the
    // third; South, West and North then take one tile each in draw order (the bottom of the
    // first stack, the top and the bottom of the second). The table's TakeEvent takes only
    // the next tile of the wall, so East's second tile is a move from its stack to the hand.
    const std::vector<TileId> next = peekWall(w.table(), WallEnd::Draw, 6); // T1 B1 T2 B2 T3 B3
    take(w, east, 1);
    w.add(MoveEvent{next[4], Place{Zone::Hand, east.index(), 0, 0}, Face::Down});
    for (int k = 1; k < kSeats; ++k)
        take(w, east.next(k, kSeats), 1);
    return setup;
}

Expected<Table> replayAmericanSetup(const std::vector<Event>& events)
{
    Table table = newAmericanTable();
    for (std::size_t i = 0; i < events.size(); ++i)
        if (Status s = table.apply(events[i]); !s)
            return failure("event " + std::to_string(i) + " is refused: " + s.error());
    if (Status s = table.checkInvariant(); !s)
        return failure("the replayed table is broken: " + s.error());
    return table;
}

PerSeat<std::vector<TileId>> dealtHands(const Table& table)
{
    PerSeat<std::vector<TileId>> hands(kSeats);
    for (int s = 0; s < kSeats; ++s)
        hands[s] = table.hand(Seat::of(s));
    return hands;
}

} // namespace mj::american
