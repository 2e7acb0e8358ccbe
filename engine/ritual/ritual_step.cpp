#include "ritual/ritual_step.h"

#include "ritual/ritual_moves.h"

#include <algorithm>
#include <stdexcept>

namespace mj {

namespace {

bool wallComplete(const Table& t)
{
    for (int seg = 0; seg < t.geometry().segments; ++seg)
        for (int s = 0; s < t.geometry().stacksPerSegment; ++s)
            if (t.stack({seg, s}).empty())
                return false;
    return true;
}

// Applies each event to its own copy of the table as it is made, so later events of the
// step see the earlier ones; the caller's table is untouched until it takes the events.
class StepWriter : public RitualSink {
public:
    explicit StepWriter(const Table& table) : m_table(table) {}
    const Table& table() const override { return m_table; }
    void add(const Event& e) override
    {
        if (Status s = m_table.apply(e); !s)
            throw std::logic_error("a ritual step made an event the table refused: " + s.error());
        m_events.push_back(e);
    }
    std::vector<Event> take() { return std::move(m_events); }

private:
    Table m_table;
    std::vector<Event> m_events;
};

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
            if (segmentIsEmpty(t, seg)) {
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
    for (int s = 0; s < t.seatCount(); ++s) {
        handsEmpty = handsEmpty && t.hand(Seat::of(s)).empty();
        flowers = flowers || !flowersInHand(t, Seat::of(s), rules).empty();
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
        case RitualStep::Wash: washTiles(w, rng); break;
        case RitualStep::Build: buildEmptySegments(w); break;
        case RitualStep::Mano: rollForMano(w, rng); break;
        case RitualStep::Break: breakWall(w, *table.mano(), rules, rng); break;
        case RitualStep::Deal: dealHands(w, *table.mano()); break;
        case RitualStep::Flowers: replaceFlowers(w, table.mano().value_or(Seat::of(0)), rules); break;
        }
    } catch (const WallTooShort& e) {
        // Only a wall emptied by hand runs short; the table is left as it was.
        return failure(std::string("Cannot ") + ritualStepName(*step) + ": " + e.what() + ".");
    }
    return w.take();
}

} // namespace mj
