// The whole setup ritual over many seeds: tile conservation after every event, the máno
// roll with its ties, the break, deal counts and order, flower replacement for both
// variants, and determinism.
#include "core/overloaded.h"
#include "record/game_log.h"
#include "ritual/break_point.h"
#include "ritual/ritual.h"
#include "table/live_wall.h"

#include <QtTest>

using namespace mj;

Q_DECLARE_METATYPE(mj::Variant)

namespace {

constexpr int kSeeds = 300;

// Counts every tile's appearances over all zones, independently of Table::checkInvariant.
void verifyConservation(const Table& table)
{
    std::vector<int> seen(144, 0);
    auto add = [&](const std::vector<TileId>& tiles) {
        for (TileId t : tiles)
            ++seen.at(t.value);
    };
    add(table.freeArea());
    for (int s = 0; s < 4; ++s)
        for (int i = 0; i < 18; ++i)
            add(table.stack({s, i}));
    for (int s = 0; s < 4; ++s) {
        const Seat seat = Seat::of(s);
        add(table.hand(seat));
        add(table.flowers(seat));
        add(table.discards(seat));
        for (const auto& set : table.exposed(seat))
            add(set);
    }
    for (int t = 0; t < 144; ++t)
        QCOMPARE(seen[t], 1);
}

int total(const std::array<int, 2>& dice) { return dice[0] + dice[1]; }

} // namespace

class TestRitual : public QObject {
    Q_OBJECT
private slots:
    void variants_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::newRow("filipino") << Variant::Filipino;
        QTest::newRow("visayan") << Variant::Visayan;
    }

    void tilesConservedAfterEveryEvent_data() { variants_data(); }
    void tilesConservedAfterEveryEvent()
    {
        QFETCH(Variant, variant);
        for (int seed = 0; seed < kSeeds; ++seed) {
            const GameRecord record = performRitual(seed, ritualRules(variant));
            GameLog log(record.header);
            for (const Event& e : record.events) {
                QVERIFY(log.append(e).ok());
                verifyConservation(log.table());
                if (QTest::currentTestFailed())
                    QFAIL(qPrintable(QString("seed %1 after %2").arg(seed).arg(QString::fromStdString(eventName(e)))));
            }
        }
    }

    void dealCountsAndFlowers_data() { variants_data(); }
    void dealCountsAndFlowers()
    {
        QFETCH(Variant, variant);
        const Ruleset rules = ritualRules(variant);
        int handsWithHonours = 0;
        for (int seed = 0; seed < kSeeds; ++seed) {
            const auto table = replay(performRitual(seed, rules));
            QVERIFY(table.ok());
            const Seat mano = *table->mano();
            int inHands = 0, inFlowers = 0;
            for (int s = 0; s < 4; ++s) {
                const Seat seat = Seat::of(s);
                QCOMPARE(int(table->hand(seat).size()), seat == mano ? 17 : 16);
                bool honour = false;
                for (TileId t : table->hand(seat)) {
                    const TileKind k = table->tileSet().kindOf(t);
                    QVERIFY2(!rules.isFlower(k), qPrintable(QString("seed %1 keeps a flower in hand").arg(seed)));
                    QVERIFY(!k.isFlowerOrSeason());
                    honour |= k.isHonour();
                }
                handsWithHonours += honour;
                for (TileId t : table->flowers(seat)) {
                    QVERIFY(rules.isFlower(table->tileSet().kindOf(t)));
                    QVERIFY(table->isFaceUp(t));
                }
                inHands += int(table->hand(seat).size());
                inFlowers += int(table->flowers(seat).size());
            }
            const WallCounts counts = wallCounts(*table);
            QCOMPARE(inHands + inFlowers + counts.draw + counts.flower, 144);
        }
        if (variant == Variant::Filipino)
            QCOMPARE(handsWithHonours, 0);
        else
            QVERIFY2(handsWithHonours > kSeeds, "Visayan hands keep winds and dragons");
    }

    void manoRollsHighestAndTiesRollAgain()
    {
        int seedsWithTies = 0;
        for (int seed = 0; seed < kSeeds; ++seed) {
            const GameRecord record = performRitual(seed, Ruleset{});
            std::vector<std::pair<Seat, int>> round;
            std::vector<Seat> contenders{Seat::of(0), Seat::of(1), Seat::of(2), Seat::of(3)};
            bool tie = false;
            for (const Event& e : record.events) {
                if (const auto* roll = std::get_if<RollEvent>(&e); roll && roll->purpose == RollPurpose::Mano) {
                    QCOMPARE(roll->seat, contenders[round.size()]);
                    round.emplace_back(roll->seat, total(roll->dice));
                    if (round.size() == contenders.size()) {
                        int best = 0;
                        for (const auto& r : round)
                            best = std::max(best, r.second);
                        std::vector<Seat> leaders;
                        for (const auto& r : round)
                            if (r.second == best)
                                leaders.push_back(r.first);
                        tie |= leaders.size() > 1;
                        contenders = leaders;
                        round.clear();
                    }
                }
                if (const auto* mano = std::get_if<ManoEvent>(&e)) {
                    QCOMPARE(contenders.size(), std::size_t(1));
                    QCOMPARE(mano->seat, contenders.front());
                }
            }
            seedsWithTies += tie;
        }
        QVERIFY2(seedsWithTies > 10, "some seeds must exercise the re-roll");
    }

    void breakFollowsTheBreakRoll()
    {
        for (int seed = 0; seed < kSeeds; ++seed) {
            const Ruleset rules = ritualRules(Variant::Filipino, seed % 2 ? WallCount::FromOpposite : WallCount::FromRight);
            const GameRecord record = performRitual(seed, rules);
            const auto table = replay(record);
            QVERIFY(table.ok());
            const Seat mano = *table->mano();
            const std::array<int, 2> dice = table->dice().faces;
            const BreakPoint bp = chooseBreak(mano, total(dice), rules, table->geometry());
            QCOMPARE(table->wallBreak()->segment, bp.wall.index());
            QCOMPARE(table->wallBreak()->count, total(dice));
            // The dice lie on the flower wall's head, which the lifted pair made four high
            // before any replacement was taken.
            QVERIFY(table->dice().spot == DiceState::Spot::OnStack);
            QCOMPARE(table->dice().stack, bp.flowerHead);
            QVERIFY(table->stack(bp.lifted).empty());
            bool sawRoll = false;
            for (const Event& e : record.events)
                if (const auto* roll = std::get_if<RollEvent>(&e); roll && roll->purpose == RollPurpose::Break) {
                    QCOMPARE(roll->seat, mano);
                    QCOMPARE(roll->dice, dice);
                    sawRoll = true;
                }
            QVERIFY(sawRoll);
        }
    }

    // The deal: 8 tiles to the máno, then to each seat to the right, twice; then a 17th
    // to the máno; all from the draw end, each the next tile there.
    void dealOrder()
    {
        const GameRecord record = performRitual(11, Ruleset{});
        GameLog log(record.header);
        std::vector<std::pair<Seat, std::size_t>> deals;
        for (const Event& e : record.events) {
            if (const auto* take = std::get_if<TakeEvent>(&e); take && take->reason == TakeReason::Deal) {
                QVERIFY(take->end == WallEnd::Draw);
                QCOMPARE(take->tiles, peekWall(log.table(), WallEnd::Draw, int(take->tiles.size())));
                deals.emplace_back(take->seat, take->tiles.size());
            }
            QVERIFY(log.append(e).ok());
        }
        const Seat mano = *log.table().mano();
        QCOMPARE(deals.size(), std::size_t(9));
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(deals[i].first, mano.next(i % 4, Ruleset::kSeats));
            QCOMPARE(deals[i].second, std::size_t(8));
        }
        QCOMPARE(deals[8].first, mano);
        QCOMPARE(deals[8].second, std::size_t(1));
    }

    // Flowers: each round every holder exposes (máno first, then to the right), then each
    // gets exactly as many replacements from the flower end, in the same seat order.
    void flowerRounds_data() { variants_data(); }
    void flowerRounds()
    {
        QFETCH(Variant, variant);
        const Ruleset rules = ritualRules(variant);
        for (int seed = 0; seed < 60; ++seed) {
            const GameRecord record = performRitual(seed, rules);
            GameLog log(record.header);
            std::array<int, 4> owed{};
            int lastOrder = -1;
            bool replacing = false;
            for (const Event& e : record.events) {
                const Seat mano = log.table().mano().value_or(Seat{});
                if (const auto* f = std::get_if<ExposeFlowersEvent>(&e)) {
                    if (replacing) {
                        lastOrder = -1;
                        replacing = false;
                        for (int o : owed)
                            QCOMPARE(o, 0);
                    }
                    QVERIFY(mano.stepsTo(f->seat, Ruleset::kSeats) > lastOrder);
                    lastOrder = mano.stepsTo(f->seat, Ruleset::kSeats);
                    for (TileId t : f->tiles)
                        QVERIFY(rules.isFlower(log.table().tileSet().kindOf(t)));
                    owed[f->seat.index()] += int(f->tiles.size());
                }
                if (const auto* take = std::get_if<TakeEvent>(&e); take && take->reason == TakeReason::Replacement) {
                    if (!replacing)
                        lastOrder = -1, replacing = true;
                    QVERIFY(take->end == WallEnd::Flower);
                    QCOMPARE(take->tiles, peekWall(log.table(), WallEnd::Flower, int(take->tiles.size())));
                    QVERIFY(mano.stepsTo(take->seat, Ruleset::kSeats) > lastOrder);
                    lastOrder = mano.stepsTo(take->seat, Ruleset::kSeats);
                    QCOMPARE(int(take->tiles.size()), owed[take->seat.index()]);
                    owed[take->seat.index()] = 0;
                }
                QVERIFY(log.append(e).ok());
            }
            for (int o : owed)
                QCOMPARE(o, 0);
        }
    }

    void sameSeedSameGame()
    {
        for (std::uint64_t seed : {0ULL, 1ULL, 42ULL, 18446744073709551615ULL}) {
            const auto a = replay(performRitual(seed, Ruleset{}));
            const auto b = replay(performRitual(seed, Ruleset{}));
            QVERIFY(a.ok() && b.ok());
            QVERIFY(*a == *b);
        }
        QVERIFY(!(*replay(performRitual(1, Ruleset{})) == *replay(performRitual(2, Ruleset{}))));
    }

    // The wash is the seeded shuffle and the walls are built from it in order.
    void washAndBuild()
    {
        const GameRecord record = performRitual(5, Ruleset{});
        const auto& wash = std::get<WashEvent>(record.events.at(0));
        for (int s = 0; s < 4; ++s) {
            const auto& build = std::get<BuildEvent>(record.events.at(1 + s));
            QCOMPARE(build.segment, s);
            QVERIFY(std::equal(build.tiles.begin(), build.tiles.end(), wash.order.begin() + 36 * s));
        }
    }
};

QTEST_APPLESS_MAIN(TestRitual)
#include "tst_ritual.moc"
