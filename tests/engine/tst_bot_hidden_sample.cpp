// The strong AI's sampling of hidden tiles (bots/hidden_sample.h, bots/sampled_waits.h):
// from real positions of every built-in ruleset, the hidden pool is exactly the tiles the
// seat has not seen (checked against the table, which the test may read); a deal gives each
// other seat its concealed count and the wall the rest, only from that pool (so never a tile
// in sight, never a fifth copy, flowers only in the wall); deals are fixed by the seed and
// follow a bias; sampled ready hands are ready, come from the pool and leave the joker out.
#include "bots/bot_level.h"
#include "bots/hidden_sample.h"
#include "bots/sampled_waits.h"
#include "game/game.h"
#include "game/seat_view.h"
#include "hand/shanten.h"
#include "rules/ruleset_json.h"

#include <QtTest>

#include <array>
#include <memory>
#include <vector>

using namespace mj;

namespace {

struct Position {
    std::unique_ptr<Game> game;
    Seat seat;
};

// Games of four strong bots stopped part-way at several points, a seat to act in each.
std::vector<Position> positions(const Ruleset& rules)
{
    std::vector<Position> out;
    for (int g = 0; g < 20; ++g) {
        const std::uint64_t seed = 4100 + static_cast<std::uint64_t>(g);
        auto game = std::make_unique<Game>(GameSetup{seed, rules, Seat::of(g % 4), {}});
        std::array<std::unique_ptr<Bot>, Ruleset::kSeats> bots;
        for (int s = 0; s < Ruleset::kSeats; ++s)
            bots[static_cast<std::size_t>(s)] = makeBot(BotLevel::Strong, seed * 4 + static_cast<std::uint64_t>(s));
        const int stopAfter = 5 + 4 * g;
        for (int moves = 0; !game->over() && moves < stopAfter; ++moves) {
            const Seat seat = game->seatToAct();
            if (!game->act(bots[static_cast<std::size_t>(seat.index())]->choose(viewFor(*game, seat), rules)))
                return {};
        }
        if (!game->over()) {
            const Seat seat = game->seatToAct();
            out.push_back({std::move(game), seat});
        }
    }
    return out;
}

// The tiles really hidden from `seat` (other hands, the face-down wall), by kind, and the
// face-down flowers; and the face-down wall's size.
struct Truth {
    std::array<int, kHandKinds> copies{};
    int flowers = 0;
    int wall = 0;
};

Truth truthFor(const Game& game, Seat seat)
{
    Truth t;
    const Table& table = game.table();
    const TileSet& set = table.tileSet();
    for (int id = 0; id < set.size(); ++id) {
        const TileId tile{static_cast<std::uint16_t>(id)};
        const Place at = table.placeOf(tile);
        const bool inWall = at.zone == Zone::Wall && !table.isFaceUp(tile) && tile != game.jokerIndicator();
        const bool inOtherHand = at.zone == Zone::Hand && at.owner != seat.index();
        if (!inWall && !inOtherHand)
            continue;
        t.wall += inWall;
        const TileKind kind = set.kindOf(tile);
        if (game.rules().isFlower(kind))
            ++t.flowers;
        else
            ++t.copies[static_cast<std::size_t>(kind.index())];
    }
    return t;
}

const char* const kRulesets[] = {"filipino", "visayan", "joker-pot"};

} // namespace

class TestBotHiddenSample : public QObject {
    Q_OBJECT

private slots:
    void rulesets_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const char* name : kRulesets)
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    // The pool is the hidden tiles, no more and no fewer.
    void poolIsWhatTheSeatHasNotSeen_data() { rulesets_data(); }
    void poolIsWhatTheSeatHasNotSeen()
    {
        QFETCH(QString, ruleset);
        const Ruleset rules = *loadRuleset(ruleset.toStdString());
        const auto list = positions(rules);
        qInfo("%zu positions", list.size());
        QVERIFY(list.size() >= 8);
        for (const Position& p : list) {
            const SeatView view = viewFor(*p.game, p.seat);
            const HiddenPool pool = hiddenPool(view, rules);
            const Truth truth = truthFor(*p.game, p.seat);
            for (int k = 0; k < kHandKinds; ++k)
                QCOMPARE(int(pool.copies[static_cast<std::size_t>(k)]), truth.copies[static_cast<std::size_t>(k)]);
            QCOMPARE(pool.flowers, truth.flowers);
        }
    }

    // Hands of the right sizes, the wall the rest, every tile from the pool.
    void dealsOnlyUnseenTiles_data() { rulesets_data(); }
    void dealsOnlyUnseenTiles()
    {
        QFETCH(QString, ruleset);
        const Ruleset rules = *loadRuleset(ruleset.toStdString());
        Rng rng(17);
        for (const Position& p : positions(rules)) {
            const SeatView view = viewFor(*p.game, p.seat);
            const HiddenPool pool = hiddenPool(view, rules);
            const Truth truth = truthFor(*p.game, p.seat);
            for (int d = 0; d < 20; ++d) {
                const HiddenDeal deal = dealHidden(view, pool, rng);
                std::array<int, kHandKinds> dealt{};
                int flowers = 0;
                for (int s = 0; s < Ruleset::kSeats; ++s) {
                    const auto& hand = deal.hands[static_cast<std::size_t>(s)];
                    const int expected = s == p.seat.index() ? 0 : view.concealedCount[static_cast<std::size_t>(s)];
                    QCOMPARE(int(hand.size()), expected);
                    for (std::uint8_t k : hand) {
                        QVERIFY(k < kHandKinds); // never a flower in a hand
                        ++dealt[k];
                    }
                }
                QCOMPARE(int(deal.wall.size()), truth.wall);
                for (std::uint8_t k : deal.wall) {
                    if (k == kSampledFlower)
                        ++flowers;
                    else
                        ++dealt[k];
                }
                for (int k = 0; k < kHandKinds; ++k) {
                    QCOMPARE(dealt[static_cast<std::size_t>(k)], int(pool.copies[static_cast<std::size_t>(k)]));
                    // With the seat's own and the seen copies, never more than four.
                    QVERIFY(dealt[static_cast<std::size_t>(k)] + view.counts.visible(k) +
                                view.seenElsewhere[static_cast<std::size_t>(k)] <=
                            4);
                }
                QCOMPARE(flowers, pool.flowers);
            }
        }
    }

    void dealIsFixedBySeed()
    {
        const Ruleset rules = *loadRuleset("visayan");
        const auto list = positions(rules);
        QVERIFY(!list.empty());
        const SeatView view = viewFor(*list.back().game, list.back().seat);
        const HiddenPool pool = hiddenPool(view, rules);
        Rng a(5), b(5), c(6);
        const HiddenDeal first = dealHidden(view, pool, a);
        const HiddenDeal again = dealHidden(view, pool, b);
        const HiddenDeal other = dealHidden(view, pool, c);
        QVERIFY(first.hands == again.hands && first.wall == again.wall);
        QVERIFY(!(first.hands == other.hands && first.wall == other.wall));
    }

    // A weight of zero keeps a kind out of a seat's hand; a heavy one brings it in.
    void dealFollowsBias()
    {
        const Ruleset rules = *loadRuleset("filipino");
        const auto list = positions(rules);
        QVERIFY(!list.empty());
        const SeatView view = viewFor(*list.front().game, list.front().seat);
        const HiddenPool pool = hiddenPool(view, rules);
        const int target = (view.seat.index() + 1) % Ruleset::kSeats;
        int kind = 0;
        while (pool.copies[static_cast<std::size_t>(kind)] < 2)
            ++kind;
        PerSeat<KindWeights> bias(Ruleset::kSeats);
        for (auto& w : bias)
            w.fill(1.0);
        Rng rng(3);
        auto held = [&](const HiddenDeal& d) {
            int n = 0;
            for (std::uint8_t k : d.hands[static_cast<std::size_t>(target)])
                n += k == kind;
            return n;
        };
        bias[static_cast<std::size_t>(target)][static_cast<std::size_t>(kind)] = 0.0;
        for (int i = 0; i < 50; ++i)
            QCOMPARE(held(dealHidden(view, pool, rng, &bias)), 0);
        bias[static_cast<std::size_t>(target)][static_cast<std::size_t>(kind)] = 1000.0;
        int heavy = 0;
        for (int i = 0; i < 50; ++i)
            heavy += held(dealHidden(view, pool, rng, &bias)) == pool.copies[static_cast<std::size_t>(kind)];
        QVERIFY(heavy >= 45);
    }

    // Ready hands of the asked size, from the pool's copies only, never the joker's kind.
    void readyHandsAreReadyAndFromThePool_data() { rulesets_data(); }
    void readyHandsAreReadyAndFromThePool()
    {
        QFETCH(QString, ruleset);
        const Ruleset rules = *loadRuleset(ruleset.toStdString());
        Rng rng(11);
        int made = 0;
        for (const Position& p : positions(rules)) {
            const SeatView view = viewFor(*p.game, p.seat);
            const HiddenPool pool = hiddenPool(view, rules);
            for (int concealed : {16, 13, 10, 7, 4, 1}) {
                std::array<std::uint8_t, kHandKinds> hand{};
                if (!sampleReadyHand(pool, concealed, view.jokerKind, rng, hand))
                    continue;
                ++made;
                int tiles = 0;
                for (int k = 0; k < kHandKinds; ++k) {
                    QVERIFY(hand[static_cast<std::size_t>(k)] <= pool.copies[static_cast<std::size_t>(k)]);
                    tiles += hand[static_cast<std::size_t>(k)];
                }
                QCOMPARE(tiles, concealed);
                if (view.jokerKind)
                    QCOMPARE(int(hand[static_cast<std::size_t>(*view.jokerKind)]), 0);
                QCOMPARE(standardLacking(hand.data(), (concealed - 1) / 3), 1); // one tile short
            }
            // A hand that is not one short of sets and a pair is refused.
            std::array<std::uint8_t, kHandKinds> hand{};
            QVERIFY(!sampleReadyHand(pool, 15, view.jokerKind, rng, hand));
        }
        qInfo("%d ready hands sampled", made);
        QVERIFY(made >= 40);
    }

    // Shares are scaled to the total asked for, and a kind with no copy hidden and no
    // neighbour hidden (nothing could make it a wait) gets none.
    void waitSharesSumToTotal()
    {
        const Ruleset rules = *loadRuleset("filipino");
        const auto list = positions(rules);
        QVERIFY(!list.empty());
        const SeatView view = viewFor(*list.back().game, list.back().seat);
        HiddenPool pool = hiddenPool(view, rules);
        Rng rng(2);
        const auto shares = sampledWaitShares(pool, 13, view, rules, 300, 2.0, rng);
        QVERIFY(shares.has_value());
        double sum = 0;
        for (double s : *shares)
            sum += s;
        QVERIFY(qAbs(sum - 2.0) < 1e-9);
        // Take every 1m..4m out of the pool: 1m can be no wait (not a pair, pung or chow wait).
        for (int k = 0; k < 4; ++k)
            pool.copies[static_cast<std::size_t>(k)] = 0;
        const auto without = sampledWaitShares(pool, 13, view, rules, 300, 2.0, rng);
        QVERIFY(without.has_value());
        QCOMPARE((*without)[0], 0.0);
        QVERIFY(!sampledWaitShares(pool, 14, view, rules, 300, 2.0, rng).has_value());
    }
};

QTEST_GUILESS_MAIN(TestBotHiddenSample)
#include "tst_bot_hidden_sample.moc"
