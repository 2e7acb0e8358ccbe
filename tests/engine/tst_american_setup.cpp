// The American setup (issue 17; seed 002 "Getting Started" B-E; docs/rules/american.md):
// over many seeds East holds 14 and the others 13, every tile is in exactly one place, the
// setup replays from its events alone and is the same for the same seed; the break counts
// East's stacks from the right end, and the jump leaves a lone bottom tile next on the wall.
#include "variants/american/american_setup.h"

#include "table/live_wall.h"

#include <QtTest>

#include <set>

using namespace mj;
using namespace mj::american;

namespace {

constexpr int kSeeds = 300;

bool isJoker(const Table& t, TileId tile) { return t.tileSet().kindOf(tile).suit() == Suit::Jokers; }

} // namespace

class TestAmericanSetup : public QObject {
    Q_OBJECT

private slots:
    void countsAndConservationOverManySeeds()
    {
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
            const AmericanSetup s = performAmericanSetup(seed);
            const Table& t = s.table;
            QCOMPARE(t.tileSet().name(), std::string("american-152"));
            QCOMPARE(t.layout().name(), std::string("square-19"));
            QVERIFY2(t.checkInvariant().ok(), t.checkInvariant().ok() ? "" : t.checkInvariant().error().c_str());
            QVERIFY(t.mano().has_value());
            QCOMPARE(*t.mano(), s.east);
            std::set<int> seen;
            int wall = 0;
            for (int s2 = 0; s2 < kSeats; ++s2) {
                const Seat seat = Seat::of(s2);
                QCOMPARE(static_cast<int>(t.hand(seat).size()), seat == s.east ? kEastTiles : kOtherTiles);
                for (TileId tile : t.hand(seat))
                    QVERIFY(seen.insert(tile.value).second);
            }
            for (int ring = 0; ring < t.geometry().stackCount(); ++ring)
                for (TileId tile : t.stack(t.geometry().atRing(ring))) {
                    QVERIFY(seen.insert(tile.value).second);
                    ++wall;
                }
            QCOMPARE(wall, 152 - kEastTiles - 3 * kOtherTiles);
            QVERIFY(t.freeArea().empty());
            QCOMPARE(static_cast<int>(seen.size()), 152);
            QVERIFY(s.breakRoll >= 2 && s.breakRoll <= 12);
        }
    }

    void replaysFromItsEventsAndIsDeterministic()
    {
        for (std::uint64_t seed : {1ull, 2ull, 42ull, 0xdeadbeefull}) {
            const AmericanSetup a = performAmericanSetup(seed);
            const AmericanSetup b = performAmericanSetup(seed);
            QVERIFY(a.events == b.events);
            const auto replayed = replayAmericanSetup(a.events);
            QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
            QVERIFY(*replayed == a.table);
        }
        QVERIFY(performAmericanSetup(1).events != performAmericanSetup(2).events);
    }

    void everySeatRollsAndTheHighestIsEast()
    {
        int tiesRolledAgain = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            const AmericanSetup s = performAmericanSetup(seed);
            // Round by round, the seats still in contention roll in seat order; the leaders of
            // a round roll again until one is left, and that one is East.
            std::vector<RollEvent> rolls;
            for (const Event& e : s.events)
                if (const auto* r = std::get_if<RollEvent>(&e); r && r->purpose == RollPurpose::Mano)
                    rolls.push_back(*r);
            std::vector<Seat> contenders{Seat::of(0), Seat::of(1), Seat::of(2), Seat::of(3)};
            std::size_t next = 0;
            while (contenders.size() > 1) {
                QVERIFY(next + contenders.size() <= rolls.size());
                int best = 0;
                std::vector<Seat> leaders;
                for (Seat seat : contenders) {
                    const RollEvent& r = rolls[next++];
                    QCOMPARE(r.seat, seat);
                    const int total = r.dice[0] + r.dice[1];
                    if (total > best)
                        leaders.clear(), best = total;
                    if (total == best)
                        leaders.push_back(seat);
                }
                contenders = leaders;
            }
            QCOMPARE(next, rolls.size());
            QCOMPARE(contenders.front(), s.east);
            tiesRolledAgain += rolls.size() > 4;
        }
        QVERIFY(tiesRolledAgain > 0); // the seeds include ties, so the re-roll is exercised
    }

    void eastBreaksTheirOwnWallFromTheRightEnd()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const AmericanSetup s = performAmericanSetup(seed);
            Table t = newAmericanTable();
            for (const Event& e : s.events) {
                QVERIFY(t.apply(e).ok());
                if (const auto* b = std::get_if<BreakEvent>(&e)) {
                    QCOMPARE(b->segment, s.east.index());
                    QCOMPARE(b->count, s.breakRoll);
                    // The deal starts at the stack after the `roll` counted from the right end
                    // (stack 18 is the first counted), and runs towards East's left end.
                    const StackRef first = t.geometry().atRing(t.liveRing().front());
                    QCOMPARE(first.segment, s.east.index());
                    QCOMPARE(first.stack, 18 - s.breakRoll);
                    break;
                }
            }
        }
    }

    void theDealIsTwoStacksAtATimeThenTheJump()
    {
        const AmericanSetup s = performAmericanSetup(7);
        std::vector<TakeEvent> takes;
        for (const Event& e : s.events)
            if (const auto* t = std::get_if<TakeEvent>(&e))
                takes.push_back(*t);
        QCOMPARE(static_cast<int>(takes.size()), 12 + 4);
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(static_cast<int>(takes[i].tiles.size()), 4);
            QCOMPARE(takes[i].seat, s.east.next(i % 4, 4));
        }
        for (int i = 12; i < 16; ++i) {
            QCOMPARE(static_cast<int>(takes[i].tiles.size()), 1);
            QCOMPARE(takes[i].seat, s.east.next(i - 12, 4));
        }
        // East's jump tile is moved from the third stack's top; that stack's bottom is next.
        int moves = 0;
        for (const Event& e : s.events)
            if (const auto* m = std::get_if<MoveEvent>(&e)) {
                ++moves;
                QCOMPARE(m->to.zone, Zone::Hand);
                QCOMPARE(m->to.owner, s.east.index());
            }
        QCOMPARE(moves, 1);
        const auto next = nextWallStack(s.table, WallEnd::Draw);
        QVERIFY(next.has_value());
        QCOMPARE(static_cast<int>(s.table.stack(*next).size()), 1);
    }

    // Replayed up to the jump: East gets the tops of the first and third of the next three
    // stacks, South the first's bottom, West and North the second's top and bottom.
    void theJumpTakesTheFirstAndThirdOfTheTopRow()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const AmericanSetup s = performAmericanSetup(seed);
            Table t = newAmericanTable();
            int takes = 0;
            std::vector<TileId> next;
            for (const Event& e : s.events) {
                if (std::holds_alternative<TakeEvent>(e) && ++takes == 13)
                    next = peekWall(t, WallEnd::Draw, 6);
                QVERIFY(t.apply(e).ok());
            }
            QCOMPARE(static_cast<int>(next.size()), 6);
            auto holds = [&](Seat seat, TileId tile) {
                const auto& h = t.hand(seat);
                return std::find(h.begin(), h.end(), tile) != h.end();
            };
            QVERIFY(holds(s.east, next[0]));
            QVERIFY(holds(s.east, next[4]));
            QVERIFY(holds(s.east.next(1, 4), next[1]));
            QVERIFY(holds(s.east.next(2, 4), next[2]));
            QVERIFY(holds(s.east.next(3, 4), next[3]));
            QCOMPARE(nextWallTile(t, WallEnd::Draw), std::optional<TileId>(next[5]));
        }
    }

    // The American break lifts nothing (BreakEvent::lift false): the counted stack stays
    // whole and is the last stack of the live wall, so every one of the 152 tiles is either
    // dealt or drawn, the counted stacks last.
    void theCountedStackIsTheWallsEndAndEveryTileIsDrawable()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const AmericanSetup s = performAmericanSetup(seed);
            const StackRef counted{s.east.index(), 19 - s.breakRoll};
            QCOMPARE(static_cast<int>(s.table.stack(counted).size()), 2);
            const auto& live = s.table.liveRing();
            QCOMPARE(static_cast<int>(live.size()), 4 * 19);
            QCOMPARE(live.back(), s.table.geometry().ringIndex(counted));
            QCOMPARE(wallCounts(s.table).draw, 99);
            QCOMPARE(wallCounts(s.table).flower, 0);
            Table t = s.table;
            std::vector<TileId> drawn;
            while (const auto next = nextWallTile(t, WallEnd::Draw)) {
                const auto seat = Seat::of(static_cast<int>(drawn.size() % 4));
                const Status took = t.apply(TakeEvent{seat, WallEnd::Draw, TakeReason::Draw, {*next}});
                QVERIFY2(took.ok(), took.ok() ? "" : took.error().c_str());
                drawn.push_back(*next);
            }
            QCOMPARE(static_cast<int>(drawn.size()), 99);
            // The counted stack comes last, top before bottom.
            const auto& countedTiles = s.table.stack(counted);
            QCOMPARE(drawn[97], countedTiles[1]);
            QCOMPARE(drawn[98], countedTiles[0]);
            for (int ring = 0; ring < t.geometry().stackCount(); ++ring)
                QVERIFY(t.stack(t.geometry().atRing(ring)).empty());
            QVERIFY(t.checkInvariant().ok());
        }
    }

    void jokersAreDealtLikeAnyTile()
    {
        int jokers = 0;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const AmericanSetup s = performAmericanSetup(seed);
            for (int seat = 0; seat < kSeats; ++seat)
                for (TileId tile : s.table.hand(Seat::of(seat)))
                    jokers += isJoker(s.table, tile);
        }
        // 53 of 152 tiles dealt, 8 jokers: about 2.8 a deal on average.
        QVERIFY(jokers > 50 && jokers < 230);
    }

    void aTamperedRecordIsRefusedWithAReason()
    {
        AmericanSetup s = performAmericanSetup(3);
        std::vector<Event> events = s.events;
        for (Event& e : events)
            if (auto* t = std::get_if<TakeEvent>(&e)) {
                std::swap(t->tiles[0], t->tiles[1]);
                break;
            }
        const auto r = replayAmericanSetup(events);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().find("is refused") != std::string::npos, r.error().c_str());
        QVERIFY2(r.error().find("next tile") != std::string::npos, r.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestAmericanSetup)
#include "tst_american_setup.moc"
