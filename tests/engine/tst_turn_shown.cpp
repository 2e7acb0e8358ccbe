// Whose turn a table shows at any event of its record (record/turn_shown.h): wherever the
// live game waits for the seat on turn (to draw or to act), the record up to there says the
// same seat; nobody's during the deal and its flower round, and after the end; over seeded
// games of every built-in ruleset and the joker rule played after the flowers.
#include "record/game_log.h"
#include "record/turn_shown.h"
#include "variants/filipino/game/game.h"
#include "variants/filipino/rules/ruleset.h"

#include <QtTest>

#include <algorithm>

using namespace mj;

class TestTurnShown : public QObject {
    Q_OBJECT

private slots:
    void followsTheGame_data()
    {
        QTest::addColumn<int>("rules");
        QTest::newRow("filipino") << 0;
        QTest::newRow("visayan") << 1;
        QTest::newRow("joker-pot") << 2;
        QTest::newRow("joker after the flowers") << 3;
    }
    void followsTheGame()
    {
        QFETCH(int, rules);
        Ruleset r = rules == 1 ? Ruleset::visayan() : rules == 2 ? Ruleset::jokerPot() : Ruleset::filipino();
        if (rules == 3)
            r.joker = JokerRule::AfterFlowers;
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            GameSetup setup;
            setup.seed = seed;
            setup.rules = r;
            Game game(setup);
            for (int guard = 0; !game.over() && guard < 2000; ++guard) {
                const auto& events = game.record().events;
                if (game.phase() == Phase::Draw || game.phase() == Phase::Act) {
                    QCOMPARE(turnShown(events, events.size(), game.table()), std::optional<Seat>(game.seatToAct()));
                    ++checked;
                } else { // the claim window (its answers are decisions): after a discard, the
                         // discarder's next seat is on turn; after a sagása, its maker still
                    const auto last = std::find_if(events.rbegin(), events.rend(), [](const Event& e) {
                        return !std::holds_alternative<ActionEvent>(e);
                    });
                    QVERIFY(last != events.rend());
                    if (const auto* discard = std::get_if<DiscardEvent>(&*last))
                        QCOMPARE(turnShown(events, events.size(), game.table()),
                                 std::optional<Seat>(discard->seat.next(1, Ruleset::kSeats)));
                    else
                        QCOMPARE(turnShown(events, events.size(), game.table()),
                                 std::optional<Seat>(std::get<AddToSetEvent>(*last).seat));
                }
                const auto& legal = game.legalActions(game.seatToAct());
                QVERIFY(game.act(legal[static_cast<std::size_t>(seed * 7 + guard) % legal.size()]).ok());
            }
            QVERIFY(game.over());
            const auto& events = game.record().events;
            QCOMPARE(turnShown(events, events.size(), game.table()), std::nullopt);

            // Stepping through the setup: nobody's before the deal and while it and its
            // flower round go on; the máno's from the end of them (the joker's roll and the
            // flower payouts after it are the máno's to watch) to the first action.
            const auto firstAction = static_cast<std::size_t>(
                std::find_if(events.begin(), events.end(), [](const Event& e) { return std::holds_alternative<ActionEvent>(e); })
                - events.begin());
            QVERIFY(firstAction < events.size());
            std::size_t setupEnd = 0; // one past the deal's and the flower round's last event
            for (std::size_t i = 0; i < firstAction; ++i) {
                const auto* take = std::get_if<TakeEvent>(&events[i]);
                if (std::holds_alternative<ExposeFlowersEvent>(events[i])
                    || (take && (take->reason == TakeReason::Deal || take->reason == TakeReason::Replacement)))
                    setupEnd = i + 1;
            }
            GameLog log(game.record().header);
            for (std::size_t shown = 1; shown <= firstAction; ++shown) {
                log.appendOrThrow(events[shown - 1]);
                QCOMPARE(turnShown(events, shown, log.table()), shown < setupEnd ? std::nullopt : log.table().mano());
            }
        }
        QVERIFY(checked > 300);
    }
};

QTEST_GUILESS_MAIN(TestTurnShown)
#include "tst_turn_shown.moc"
