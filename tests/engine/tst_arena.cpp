// The arena (arena/arena.h): the four games of a deal are dealt from the same walls (the same
// wash, dice and máno) with each bot entry in each seat once, and each seat played by the level
// and seed the schedule says; the statistics of a hand-made set of results (win and deal-in
// rates, the mean payout and its 95% interval over deals); decision-time percentiles; the same
// seed gives the same figures, whatever the number of threads; the table's money sums to zero.
#include "arena/arena.h"
#include "arena/duplicate_schedule.h"
#include "variants/filipino/simulation/simulation.h"
#include "qtest_printers.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QtTest>

#include <memory>
#include <numeric>
#include <set>

using namespace mj;

Q_DECLARE_METATYPE(mj::Ruleset)

namespace {

// The events of a game before anyone acts: the ritual (wash, walls, rolls, deal, flowers).
std::vector<Event> ritualOf(const Game& game)
{
    std::vector<Event> out;
    for (const Event& e : game.record().events) {
        if (std::holds_alternative<ActionEvent>(e))
            break;
        out.push_back(e);
    }
    return out;
}

ArenaGame handMade(int rotation, PerSeat<int> balance, std::optional<int> winner,
                   std::optional<int> dealtIn = std::nullopt)
{
    ArenaGame g;
    g.rotation = rotation;
    g.entryAtSeat = PerSeat<int>(Ruleset::kSeats);
    for (int s = 0; s < Ruleset::kSeats; ++s)
        g.entryAtSeat[static_cast<std::size_t>(s)] = arenaEntryAtSeat(rotation, Seat::of(s), Ruleset::kSeats);
    g.balance = balance;
    if (winner)
        g.winner = Seat::of(*winner);
    if (dealtIn)
        g.dealtIn = Seat::of(*dealtIn);
    return g;
}

// The figures that do not depend on the clock.
std::string botFigures(const BotSummary& b)
{
    return b.bot + " " + std::to_string(b.entries) + " " + std::to_string(b.games) + " " + std::to_string(b.winRate) +
           " " + std::to_string(b.dealInRate) + " " + std::to_string(b.avgPayout) + " " +
           std::to_string(b.ciLow.value_or(-999)) + " " + std::to_string(b.ciHigh.value_or(-999)) + " " +
           std::to_string(b.decisions) + "\n";
}

std::string figures(const ArenaReport& r)
{
    std::string out = std::to_string(r.games) + " " + std::to_string(r.deals) + " " + std::to_string(r.noWinner) + "\n";
    for (const BotSummary& b : r.bots)
        out += botFigures(b);
    return out;
}

ArenaOptions options(PerSeat<BotLevel> bots, int games, std::uint64_t seed, int threads = 1)
{
    ArenaOptions o;
    o.bots = bots;
    o.rules = *loadRuleset("filipino");
    o.games = games;
    o.seed = seed;
    o.threads = threads;
    return o;
}

const PerSeat<BotLevel> kNormalsAndEasies{BotLevel::Normal, BotLevel::Normal, BotLevel::Easy,
                                                              BotLevel::Easy};

} // namespace

class TestArena : public QObject {
    Q_OBJECT

private slots:
    void rotationSeatsEveryEntryOnce()
    {
        for (int entry = 0; entry < Ruleset::kSeats; ++entry) {
            std::set<int> seats;
            for (int r = 0; r < Ruleset::kSeats; ++r)
                for (int s = 0; s < Ruleset::kSeats; ++s)
                    if (arenaEntryAtSeat(r, Seat::of(s), Ruleset::kSeats) == entry)
                        seats.insert(s);
            QCOMPARE(int(seats.size()), Ruleset::kSeats);
        }
        for (int r = 0; r < Ruleset::kSeats; ++r) { // a rotation seats every entry exactly once
            std::set<int> entries;
            for (int s = 0; s < Ruleset::kSeats; ++s)
                entries.insert(arenaEntryAtSeat(r, Seat::of(s), Ruleset::kSeats));
            QCOMPARE(int(entries.size()), Ruleset::kSeats);
        }
        QCOMPARE(arenaEntryAtSeat(0, Seat::of(2), Ruleset::kSeats), 2);
        QCOMPARE(arenaEntryAtSeat(1, Seat::of(3), Ruleset::kSeats), 0);
    }

    void sameWallsEveryRotation_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("filipino") << QStringLiteral("filipino");
        QTest::newRow("visayan") << QStringLiteral("visayan");
        QTest::newRow("joker-pot") << QStringLiteral("joker-pot");
    }

    void sameWallsEveryRotation()
    {
        QFETCH(QString, ruleset);
        const Ruleset rules = *loadRuleset(ruleset.toStdString());
        for (int d = 0; d < 3; ++d) {
            const std::uint64_t seed = arenaDealSeed(11, d);
            std::vector<std::vector<Event>> ritual;
            std::vector<std::vector<Action>> actions;
            playDeal(kNormalsAndEasies, rules, seed, {}, [&](const Game& game, int rotation) {
                QCOMPARE(rotation, int(ritual.size()));
                QCOMPARE(game.record().header.seed, seed);
                ritual.push_back(ritualOf(game));
                actions.emplace_back();
                for (const Event& e : game.record().events)
                    if (const auto* a = std::get_if<ActionEvent>(&e))
                        actions.back().push_back(a->action);
            });
            QCOMPARE(int(ritual.size()), Ruleset::kSeats);
            QVERIFY(std::holds_alternative<WashEvent>(ritual[0].front()));
            QVERIFY(std::count_if(ritual[0].begin(), ritual[0].end(),
                                  [](const Event& e) { return std::holds_alternative<RollEvent>(e); }) >= 2);
            for (int r = 1; r < Ruleset::kSeats; ++r)
                QVERIFY2(ritual[static_cast<std::size_t>(r)] == ritual[0], "the same wash, walls, dice and deal");
            // Different bots in the seats play the deal differently (the rotation is real).
            QVERIFY(actions[0] != actions[1] || actions[0] != actions[2]);
        }
        // Another deal is another wash.
        Game a(arenaDealSetup(arenaDealSeed(11, 0), rules));
        Game b(arenaDealSetup(arenaDealSeed(11, 1), rules));
        QVERIFY(ritualOf(a) != ritualOf(b));
    }

    // Each game of a deal is exactly the game the schedule describes: seat s played by the
    // level of entry (s + r) % 4, seeded from the deal and the seat.
    void seatsPlayedAsScheduled()
    {
        const PerSeat<BotLevel> lineup{BotLevel::Easy, BotLevel::Normal, BotLevel::Normal,
                                                       BotLevel::Normal};
        const Ruleset rules = *loadRuleset("filipino");
        const std::uint64_t seed = arenaDealSeed(5, 2);
        std::vector<std::vector<Event>> played;
        const ArenaDeal deal =
            playDeal(lineup, rules, seed, {}, [&](const Game& game, int) { played.push_back(game.record().events); });
        for (int r = 0; r < Ruleset::kSeats; ++r) {
            PerSeat<std::unique_ptr<Bot>> owned(Ruleset::kSeats);
            PerSeat<Bot*> bots(Ruleset::kSeats);
            for (int s = 0; s < Ruleset::kSeats; ++s) {
                const int entry = arenaEntryAtSeat(r, Seat::of(s), Ruleset::kSeats);
                QCOMPARE(deal[static_cast<std::size_t>(r)].entryAtSeat[static_cast<std::size_t>(s)], entry);
                owned[static_cast<std::size_t>(s)] =
                    makeBot(lineup[static_cast<std::size_t>(entry)], arenaBotSeed(seed, Seat::of(s)));
                bots[static_cast<std::size_t>(s)] = owned[static_cast<std::size_t>(s)].get();
            }
            Game game(arenaDealSetup(seed, rules));
            playOut(game, bots);
            QVERIFY2(game.record().events == played[static_cast<std::size_t>(r)], qPrintable(QString::number(r)));
            QCOMPARE(deal[static_cast<std::size_t>(r)].balance, game.balance());
        }
    }

    // Every game's payments sum to zero, so over a deal the levels' payouts do too. A deal-in
    // is the seat whose discard the winner took: the last discard, and the win's payment
    // names it ("... off seat N's discard").
    void payoutsSumToZero()
    {
        const Ruleset rules = *loadRuleset("visayan");
        int dealIns = 0;
        for (int d = 0; d < 8; ++d) {
            std::vector<std::vector<Event>> records;
            const ArenaDeal deal = playDeal(kNormalsAndEasies, rules, arenaDealSeed(3, d), {},
                                            [&](const Game& game, int) { records.push_back(game.record().events); });
            for (int r = 0; r < Ruleset::kSeats; ++r) {
                const ArenaGame& g = deal[static_cast<std::size_t>(r)];
                QCOMPARE(std::accumulate(g.balance.begin(), g.balance.end(), 0), 0);
                std::optional<Seat> lastDiscarder;
                bool paidOffDiscard = false;
                for (const Event& e : records[static_cast<std::size_t>(r)]) {
                    if (const auto* discard = std::get_if<DiscardEvent>(&e))
                        lastDiscarder = discard->seat;
                    if (const auto* pay = std::get_if<PaymentEvent>(&e); pay && g.dealtIn)
                        paidOffDiscard = paidOffDiscard ||
                                         pay->reason.find(" off " + g.dealtIn->name() + "'s discard") != std::string::npos;
                }
                if (!g.dealtIn)
                    continue;
                ++dealIns;
                QVERIFY(g.winner);
                QVERIFY(*g.dealtIn != *g.winner);
                QVERIFY(lastDiscarder && *lastDiscarder == *g.dealtIn);
                QVERIFY(paidOffDiscard);
            }
        }
        QVERIFY(dealIns > 0);
        const auto report = runArena(options(kNormalsAndEasies, 32, 9));
        QVERIFY(report);
        double total = 0;
        for (const BotSummary& b : report->bots)
            total += b.avgPayout * static_cast<double>(b.games);
        QVERIFY(std::abs(total) < 1e-9);
    }

    // Two deals made by hand; levels: entries 0 and 1 are level 0, entries 2 and 3 level 1.
    void statisticsByHand()
    {
        const PerSeat<int> levelOfEntry{0, 0, 1, 1};
        const ArenaDeal dealA{
            handMade(0, {6, -2, -2, -2}, 0),             // entry 0 (level 0) wins búnot
            handMade(1, {-8, 16, -4, -4}, 1, 0),         // entry 2 (level 1) wins off entry 1's discard
            handMade(2, {0, 0, 0, 0}, std::nullopt),     // no winner
            handMade(3, {-4, -4, 16, -8}, 2, 3),         // entry 1 (level 0) wins off entry 2's discard
        };
        const ArenaDeal dealB{
            handMade(0, {-4, -4, 12, -4}, 2),            // entry 2 (level 1) wins
            handMade(1, {0, 0, 0, 0}, std::nullopt),
            handMade(2, {0, 0, 0, 0}, std::nullopt),
            handMade(3, {0, 0, 0, 0}, std::nullopt),
        };
        std::vector<BotTally> levels(2);
        tallyDeal(levels, levelOfEntry, dealA);
        tallyDeal(levels, levelOfEntry, dealB);
        QCOMPARE(levels[0].games, std::int64_t(16));
        QCOMPARE(levels[0].wins, std::int64_t(2));
        QCOMPARE(levels[0].dealIns, std::int64_t(1));
        QCOMPARE(levels[0].payoutQuarters, std::int64_t(-4)); // deal A: 6-2-8-4+0-4+16 = 4; deal B: -8
        QCOMPARE(levels[1].wins, std::int64_t(2));
        QCOMPARE(levels[1].dealIns, std::int64_t(1));
        QCOMPARE(levels[1].payoutQuarters, std::int64_t(4));

        const BotSummary zero = summarize("normal", 2, levels[0]);
        QCOMPARE(zero.winRate, 0.125);
        QCOMPARE(zero.dealInRate, 0.0625);
        QCOMPARE(zero.avgPayout, -0.0625); // -4 quarters over 16 games, in payouts
        // Samples per deal: 4/8/4 = 0.125 and -8/8/4 = -0.25 payouts a game; their standard
        // error is 0.1875, and Student's t with one degree of freedom is 12.706.
        QVERIFY(zero.ciLow && zero.ciHigh);
        QVERIFY(qAbs(*zero.ciLow - (-0.0625 - 12.706 * 0.1875)) < 1e-9);
        QVERIFY(qAbs(*zero.ciHigh - (-0.0625 + 12.706 * 0.1875)) < 1e-9);
        const BotSummary one = summarize("easy", 2, levels[1]);
        QCOMPARE(one.avgPayout, 0.0625);
        QVERIFY(qAbs(*one.ciHigh - (0.0625 + 12.706 * 0.1875)) < 1e-9);

        // One deal alone has no interval.
        std::vector<BotTally> single(2);
        tallyDeal(single, levelOfEntry, dealA);
        QVERIFY(!summarize("normal", 2, single[0]).ciLow);
        // Merging tallies is adding them.
        std::vector<BotTally> other(2);
        tallyDeal(other, levelOfEntry, dealB);
        single[0].merge(other[0]);
        QCOMPARE(botFigures(summarize("normal", 2, single[0])), botFigures(zero));
        QCOMPARE(studentT95(1000), 1.96);
    }

    void decisionTimes()
    {
        DecisionTimes t;
        QCOMPARE(t.quantileMs(0.99), 0.0);
        for (int i = 0; i < 99; ++i)
            t.add(std::chrono::milliseconds(1));
        t.add(std::chrono::milliseconds(50));
        QCOMPARE(t.count(), std::int64_t(100));
        QVERIFY(qAbs(t.meanMs() - 1.49) < 1e-9);
        const double p99 = t.quantileMs(0.99);
        QVERIFY2(p99 >= 1.0 && p99 <= 1.0101, qPrintable(QString::number(p99)));
        QCOMPARE(t.quantileMs(1.0), 50.0); // the top bin, capped at the maximum
        QCOMPARE(t.maxMs(), 50.0);
        DecisionTimes more;
        more.add(std::chrono::microseconds(100));
        more.merge(t);
        QCOMPARE(more.count(), std::int64_t(101));
        QVERIFY(more.quantileMs(0.001) <= 0.1011 && more.quantileMs(0.001) >= 0.1);
    }

    void gamesMustBeDeals()
    {
        QVERIFY(checkArenaGames(8, Ruleset::kSeats));
        for (int games : {0, 2, 6, 401}) {
            const Status s = checkArenaGames(games, Ruleset::kSeats);
            QVERIFY(!s);
            QVERIFY2(s.error().find("multiple of 4") != std::string::npos, s.error().c_str());
        }
        const auto refused = runArena(options(kNormalsAndEasies, 10, 1));
        QVERIFY(!refused);
        QVERIFY(!runArena(options(kNormalsAndEasies, 8, 1, 0)));
    }

    // The same seed plays the same games: the figures (all but the measured times) agree,
    // on one thread or two; another seed plays other games.
    void determinism()
    {
        const auto once = runArena(options(kNormalsAndEasies, 48, 21));
        const auto again = runArena(options(kNormalsAndEasies, 48, 21));
        const auto threaded = runArena(options(kNormalsAndEasies, 48, 21, 2));
        const auto other = runArena(options(kNormalsAndEasies, 48, 22));
        QVERIFY(once && again && threaded && other);
        QCOMPARE(once->games, 48);
        QCOMPARE(once->deals, 12);
        QCOMPARE(int(once->bots.size()), 2);
        QCOMPARE(once->bots[0].bot, std::string("normal"));
        QCOMPARE(once->bots[1].bot, std::string("easy"));
        QCOMPARE(once->bots[0].games, std::int64_t(96));
        QVERIFY(once->bots[0].decisions > 0 && once->bots[0].decisionMsP99 > 0);
        QCOMPARE(once->brokenDeals, 0);
        QCOMPARE(figures(*again), figures(*once));
        QCOMPARE(figures(*threaded), figures(*once));
        QVERIFY(figures(*other) != figures(*once));
        // Progress is told after every deal, up to the games asked for.
        ArenaOptions o = options(kNormalsAndEasies, 16, 4, 2);
        std::vector<int> told;
        o.progress = [&](int done) { told.push_back(done); };
        QVERIFY(runArena(o));
        QCOMPARE(told, (std::vector<int>{4, 8, 12, 16}));
    }
};

QTEST_APPLESS_MAIN(TestArena)
#include "tst_arena.moc"
