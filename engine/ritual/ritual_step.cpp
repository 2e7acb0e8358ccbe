#include "ritual/ritual_step.h"

#include "ritual/break_point.h"
#include "ritual/joker_reveal.h"
#include "table/live_wall.h"

#include <algorithm>
#include <stdexcept>

namespace mj {

namespace {

constexpr int kDealBatch = 8; // four stacks, as ritual.cpp deals
constexpr int kDealRounds = 2;

bool segmentEmpty(const Table& t, int segment)
{
    for (int s = 0; s < t.geometry().stacksPerSegment; ++s)
        if (!t.stack({segment, s}).empty())
            return false;
    return true;
}

bool wallComplete(const Table& t)
{
    for (int seg = 0; seg < t.geometry().segments; ++seg)
        for (int s = 0; s < t.geometry().stacksPerSegment; ++s)
            if (t.stack({seg, s}).empty())
                return false;
    return true;
}

std::vector<TileId> flowersIn(const Table& t, Seat seat, const Ruleset& rules)
{
    std::vector<TileId> found;
    for (TileId tile : t.hand(seat))
        if (rules.isFlower(t.tileSet().kindOf(tile)))
            found.push_back(tile);
    return found;
}

// Applies each event to its own copy of the table as it is made, so later events of the
// step see the earlier ones (the deal peeks at the wall after each take).
class StepWriter {
public:
    explicit StepWriter(const Table& table) : m_table(table) {}
    const Table& table() const { return m_table; }
    void add(Event e)
    {
        if (Status s = m_table.apply(e); !s)
            throw std::logic_error("a ritual step made an event the table refused: " + s.error());
        m_events.push_back(std::move(e));
    }
    std::vector<Event> take() { return std::move(m_events); }

private:
    Table m_table;
    std::vector<Event> m_events;
};

std::array<int, 2> rollDice(Rng& rng) { return {rng.between(1, 6), rng.between(1, 6)}; }

void rollForMano(StepWriter& w, Rng& rng)
{
    std::vector<Seat> contenders{Seat::of(0), Seat::of(1), Seat::of(2), Seat::of(3)};
    while (contenders.size() > 1) {
        int best = 0;
        std::vector<Seat> leaders;
        for (Seat seat : contenders) {
            const auto dice = rollDice(rng);
            w.add(RollEvent{seat, RollPurpose::Mano, dice});
            const int total = dice[0] + dice[1];
            if (total > best)
                leaders.clear(), best = total;
            if (total == best)
                leaders.push_back(seat);
        }
        contenders = leaders;
    }
    w.add(ManoEvent{contenders.front()});
}

void breakWall(StepWriter& w, const Ruleset& rules, Rng& rng)
{
    const Seat mano = *w.table().mano();
    const auto dice = rollDice(rng);
    w.add(RollEvent{mano, RollPurpose::Break, dice});
    const BreakPoint bp = chooseBreak(mano, dice[0] + dice[1], rules, w.table().geometry());
    w.add(bp.event());
    w.add(LiftEvent{bp.lifted, bp.flowerHead});
    w.add(DicePlacedEvent{bp.flowerHead});
    if (rules.joker == JokerRule::AtBreak)
        for (TileId tile : jokerRevealTiles(w.table(), dice[0] + dice[1], rules))
            w.add(FlipEvent{tile, Face::Up});
}

void take(StepWriter& w, Seat seat, WallEnd end, TakeReason reason, int count)
{
    const auto tiles = peekWall(w.table(), end, count);
    if (static_cast<int>(tiles.size()) < count)
        throw std::runtime_error("the wall has too few tiles left for this step");
    w.add(TakeEvent{seat, end, reason, tiles});
}

void deal(StepWriter& w)
{
    const Seat mano = *w.table().mano();
    for (int round = 0; round < kDealRounds; ++round)
        for (int k = 0; k < Seat::count; ++k)
            take(w, mano.next(k), WallEnd::Draw, TakeReason::Deal, kDealBatch);
    take(w, mano, WallEnd::Draw, TakeReason::Deal, 1);
}

void replaceFlowers(StepWriter& w, const Ruleset& rules)
{
    const Seat mano = w.table().mano().value_or(Seat::of(0));
    for (;;) {
        std::array<int, Seat::count> needed{};
        bool any = false;
        for (int k = 0; k < Seat::count; ++k) {
            const Seat seat = mano.next(k);
            const auto flowers = flowersIn(w.table(), seat, rules);
            if (flowers.empty())
                continue;
            w.add(ExposeFlowersEvent{seat, flowers});
            needed[seat.index()] = static_cast<int>(flowers.size());
            any = true;
        }
        if (!any)
            return;
        for (int k = 0; k < Seat::count; ++k) {
            const Seat seat = mano.next(k);
            if (needed[seat.index()] > 0)
                take(w, seat, WallEnd::Flower, TakeReason::Replacement, needed[seat.index()]);
        }
    }
}

} // namespace

std::string ritualStepName(RitualStep step)
{
    switch (step) {
    case RitualStep::Wash: return "wash";
    case RitualStep::Build: return "build the wall";
    case RitualStep::Mano: return "roll for the máno";
    case RitualStep::Break: return "break the wall";
    case RitualStep::Deal: return "deal";
    case RitualStep::Flowers: return "replace flowers";
    }
    return "?";
}

Expected<RitualStep> nextRitualStep(const Table& t, const Ruleset& rules, bool washed)
{
    const WallGeometry& g = t.geometry();
    const int all = t.tileSet().size();
    if (!t.wallBreak()) {
        if (wallComplete(t))
            return t.mano() ? RitualStep::Break : RitualStep::Mano;
        bool anyBuilt = false;
        int emptySegments = 0;
        for (int seg = 0; seg < g.segments; ++seg) {
            if (segmentEmpty(t, seg)) {
                ++emptySegments;
                continue;
            }
            anyBuilt = true;
            for (int s = 0; s < g.stacksPerSegment; ++s)
                if (t.stack({seg, s}).size() != static_cast<std::size_t>(g.height))
                    return failure("Segment " + std::to_string(seg) +
                                   " of the wall is only partly built: finish it by hand, or move its tiles "
                                   "back to the middle.");
        }
        const int free = static_cast<int>(t.freeArea().size());
        if (!anyBuilt && free == all && !washed)
            return RitualStep::Wash;
        if (!anyBuilt && !washed)
            return failure("The wash needs every tile in the middle of the table, but " + std::to_string(all - free) +
                           " lie elsewhere: move them back first.");
        if (free < emptySegments * g.tilesPerSegment())
            return failure("Building the rest of the wall needs " + std::to_string(emptySegments * g.tilesPerSegment()) +
                           " tiles in the middle of the table, but only " + std::to_string(free) + " are there.");
        return RitualStep::Build;
    }
    bool handsEmpty = true;
    bool flowers = false;
    for (int s = 0; s < Seat::count; ++s) {
        handsEmpty = handsEmpty && t.hand(Seat::of(s)).empty();
        flowers = flowers || !flowersIn(t, Seat::of(s), rules).empty();
    }
    if (handsEmpty) {
        if (!t.mano())
            return failure("The deal starts at the máno, and no seat is the máno yet.");
        return RitualStep::Deal;
    }
    if (flowers)
        return RitualStep::Flowers;
    return failure("The ritual is done: the wall is broken, the hands are dealt and hold no flowers. Play on by hand.");
}

Expected<std::vector<Event>> ritualStepEvents(const Table& table, const Ruleset& rules, bool washed, Rng& rng)
{
    const auto step = nextRitualStep(table, rules, washed);
    if (!step)
        return failure(step.error());
    StepWriter w(table);
    try {
        switch (*step) {
        case RitualStep::Wash: {
            std::vector<TileId> order = table.freeArea();
            rng.shuffle(order);
            w.add(WashEvent{order});
            break;
        }
        case RitualStep::Build:
            for (int seg = 0; seg < table.geometry().segments; ++seg)
                if (segmentEmpty(w.table(), seg)) {
                    const auto& pile = w.table().freeArea();
                    w.add(BuildEvent{seg, {pile.begin(), pile.begin() + table.geometry().tilesPerSegment()}});
                }
            break;
        case RitualStep::Mano: rollForMano(w, rng); break;
        case RitualStep::Break: breakWall(w, rules, rng); break;
        case RitualStep::Deal: deal(w); break;
        case RitualStep::Flowers: replaceFlowers(w, rules); break;
        }
    } catch (const std::runtime_error& e) {
        // Only a wall emptied by hand runs short; the table is left as it was.
        return failure(std::string("Cannot ") + ritualStepName(*step) + ": " + e.what() + ".");
    }
    return w.take();
}

} // namespace mj
