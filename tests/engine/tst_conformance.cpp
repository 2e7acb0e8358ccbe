// The conformance suite every ruleset passes (ARCHITECTURE.md, convention 7; issue 4):
// thousands of seeded games per built-in ruleset, played by the simple bots, with the
// table's invariant (every tile in exactly one place) checked after every event by the
// game log, each game's payments summing to zero, the record written and read back
// (round trip), and the read record replayed through a new game to the same events and
// the same final table (replay equality).
#include "game/game_replay.h"
#include "game/match.h"
#include "session/simulation.h"
#include "record/record_json.h"
#include "rules/ruleset_json.h"

#include <QTest>

#include <numeric>
#include <sstream>

namespace {

// Games per ruleset: thousands, enough to meet every rule many times; about 14 s in all.
constexpr int kGames = 2000;
// Of those, the ones also written, read back and replayed (the costlier part).
constexpr int kRoundTripEvery = 4;

} // namespace

class TestConformance : public QObject {
    Q_OBJECT

private slots:
    void seededGames_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const auto& name : mj::builtinRulesetNames())
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
        // Every optional rule and house option switched, on each variant.
        QTest::newRow("filipino, every option") << QStringLiteral(
            R"({"base": "filipino", "joker": "after_flowers", "jai_alai": true, "doubles": true,
                "other_ambitions": true, "four_as_two_pairs": true, "claim_rule": "speed",
                "keep_mano_on_draw": false, "pot": true})");
        QTest::newRow("visayan, every option") << QStringLiteral(
            R"({"base": "visayan", "joker": "after_flowers", "jai_alai": true, "doubles": true,
                "other_ambitions": true, "four_as_two_pairs": true, "claim_rule": "speed", "pot": true})");
    }

    void seededGames()
    {
        QFETCH(QString, ruleset);
        const auto rules = ruleset.startsWith(QLatin1Char('{'))
                               ? mj::rulesetFromJson(ruleset.toStdString(), "test ruleset")
                               : mj::loadRuleset(ruleset.toStdString());
        QVERIFY2(rules.ok(), rules.ok() ? "" : rules.error().c_str());
        const int games = kGames;

        mj::Match match(2026, *rules);
        int wins = 0, roundTrips = 0;
        for (int i = 0; i < games; ++i) {
            mj::Game game(match.nextGame());
            try {
                mj::playOut(game);
            } catch (const std::logic_error& broken) {
                QFAIL(qPrintable(QStringLiteral("game %1 (seed %2): %3")
                                     .arg(i + 1)
                                     .arg(game.record().header.seed)
                                     .arg(QString::fromStdString(broken.what()))));
            }
            QVERIFY(game.over());
            const auto& balance = game.balance();
            QCOMPARE(std::accumulate(balance.begin(), balance.end(), 0), 0);
            QVERIFY(game.table().checkInvariant().ok());
            wins += game.winner() ? 1 : 0;

            if (i % kRoundTripEvery == 0) {
                std::stringstream text;
                mj::writeRecord(text, game.record());
                const auto read = mj::readRecord(text);
                QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
                QVERIFY(read->record.events == game.record().events);
                const auto replayed = mj::replayGame(read->record, read->eventLines);
                QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
                QVERIFY(replayed->record().events == game.record().events);
                QVERIFY(replayed->table() == game.table());
                QCOMPARE(replayed->balance(), game.balance());
                ++roundTrips;
            }
            match.finishGame(game);
        }
        // The bots finish most games, so the winning paths are exercised too.
        QVERIFY2(wins > games / 2, qPrintable(QStringLiteral("%1 wins in %2 games").arg(wins).arg(games)));
        QVERIFY(roundTrips > 0);
        // The ledger holds every payment; with the pot and the jai alái pool it balances.
        const auto& totals = match.balances();
        QCOMPARE(std::accumulate(totals.begin(), totals.end(), 0) + match.pot() + match.jaiAlaiPool(), 0);
    }

    // The same seed plays the same match: determinism of the bots, the game and the match.
    void sameSeedSameGames()
    {
        mj::SimulationOptions options;
        options.seed = 99;
        options.games = 50;
        const auto a = mj::simulate(options);
        const auto b = mj::simulate(options);
        QCOMPARE(a.wins, b.wins);
        QCOMPARE(a.balances, b.balances);
        QCOMPARE(a.turns, b.turns);
        QCOMPARE(a.events, b.events);
        QCOMPARE(a.invariantViolations, 0);
    }
};

QTEST_APPLESS_MAIN(TestConformance)
#include "tst_conformance.moc"
