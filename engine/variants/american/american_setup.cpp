#include "variants/american/american_setup.h"

#include "core/rng.h"
#include "table/layout.h"
#include "table/live_wall.h"
#include "table/roll_off.h"

#include <algorithm>
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

namespace {

// The chance of a setup: each part from the Rng unless given (a match's East, a stacked deal).
struct Chance {
    std::optional<std::vector<TileId>> washOrder;
    std::optional<Seat> east;
    std::optional<std::array<int, 2>> breakDice;
};

AmericanSetup setUp(std::uint64_t seed, const Chance& chance)
{
    AmericanSetup setup;
    setup.seed = seed;
    setup.table = newAmericanTable();
    Rng rng(seed);
    Writer w(setup);
    if (chance.washOrder)
        w.add(WashEvent{*chance.washOrder});
    else
        wash(w, rng);
    build(w);
    Seat east;
    if (chance.east) {
        east = *chance.east;
        setup.eastGiven = true;
        w.add(ManoEvent{east});
    } else {
        east = rollForEast(w, rng);
    }
    setup.east = east;

    // Seed 002 E: East rolls and counts that many stacks off their own wall from its right
    // end (stacks run from the builder's left to right, so the count runs down the ring);
    // the deal starts at the next stack and goes on down the ring, clockwise seen from above.
    // Nothing is lifted: the counted stacks are the end of the wall, drawn last, so all 152
    // tiles are dealt or drawable.
    const auto dice = chance.breakDice ? *chance.breakDice : rollDice(rng);
    w.add(RollEvent{east, RollPurpose::Break, dice});
    setup.breakRoll = dice[0] + dice[1];
    w.add(BreakEvent{east.index(), setup.breakRoll, -1, /*lift=*/false});

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

} // namespace

AmericanSetup performAmericanSetup(std::uint64_t seed, std::optional<Seat> east)
{
    return setUp(seed, Chance{std::nullopt, east, std::nullopt});
}

Expected<AmericanSetup> stackedAmericanSetup(const StackedDeal& deal)
{
    const TileSet& set = americanSet();
    if (!Seat::valid(deal.east.index(), kSeats))
        return failure("East must be one of the four seats");
    for (int d : deal.breakDice)
        if (d < 1 || d > 6)
            return failure("a die shows 1 to 6, not " + std::to_string(d));
    // Dealt from the wash in id order, tile id p ends where wash position p goes.
    std::vector<TileId> identity;
    for (int id = 0; id < set.size(); ++id)
        identity.push_back(TileId{static_cast<std::uint16_t>(id)});
    const AmericanSetup plan = setUp(0, Chance{identity, deal.east, deal.breakDice});

    std::vector<std::vector<TileId>> pool(TileKind::count); // unused tiles by kind, lowest id last
    for (int id = set.size() - 1; id >= 0; --id)
        pool[set.kindOf(TileId{static_cast<std::uint16_t>(id)}).index()].push_back(TileId{static_cast<std::uint16_t>(id)});
    std::vector<std::optional<TileId>> order(static_cast<std::size_t>(set.size()));
    auto place = [&](TileId position, TileKind kind, const std::string& where) -> Status {
        auto& left = pool[kind.index()];
        if (left.empty())
            return failure(where + ": no " + kind.notation() + " is left (the set has " +
                           std::to_string(set.copiesOf(kind)) + ")");
        order[position.value] = left.back();
        left.pop_back();
        return success();
    };
    for (int s = 0; s < deal.hands.count() && s < kSeats; ++s) {
        const auto& slots = plan.table.hand(Seat::of(s));
        const auto& kinds = deal.hands[s];
        if (kinds.size() > slots.size())
            return failure("seat " + std::to_string(s) + " is dealt " + std::to_string(slots.size()) + " tiles, not " +
                           std::to_string(kinds.size()));
        for (std::size_t i = 0; i < kinds.size(); ++i)
            if (Status ok = place(slots[i], kinds[i], "seat " + std::to_string(s) + "'s hand"); !ok)
                return Error{ok.error()};
    }
    const auto wall = peekWall(plan.table, WallEnd::Draw, set.size());
    if (deal.wall.size() > wall.size())
        return failure("the wall holds " + std::to_string(wall.size()) + " tiles, not " + std::to_string(deal.wall.size()));
    for (std::size_t i = 0; i < deal.wall.size(); ++i)
        if (Status ok = place(wall[i], deal.wall[i], "the wall's tile " + std::to_string(i + 1)); !ok)
            return Error{ok.error()};
    std::vector<TileId> rest;
    for (const auto& left : pool)
        rest.insert(rest.end(), left.rbegin(), left.rend());
    std::sort(rest.begin(), rest.end(), [](TileId a, TileId b) { return a.value < b.value; });
    std::size_t next = 0;
    std::vector<TileId> washOrder;
    for (auto& slot : order)
        washOrder.push_back(slot ? *slot : rest[next++]);
    return setUp(0, Chance{washOrder, deal.east, deal.breakDice});
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
