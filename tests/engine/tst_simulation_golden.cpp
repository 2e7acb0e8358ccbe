// Golden games (issue 12, "Speed"): the records of 200 seeded games of each built-in ruleset,
// played by the simple bots, hashed and compared with the hashes recorded from the code
// before the speed-ups (main at debf5bf: `mahjongero-cli simulate --ruleset R --games 200
// --seed 12 --record DIR`, then `cat DIR/*.jsonl | sha256sum`). A faster engine must play
// exactly the same games: a change here means a speed-up changed a game.
// A deliberate change of play (a ruling, a bot's choice) updates these hashes in the same
// commit, saying why.
#include "variants/filipino/simulation/simulation.h"
#include "record/record_json.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QCryptographicHash>
#include <QtTest>

#include <sstream>

using namespace mj;

class TestSimulationGolden : public QObject {
    Q_OBJECT
private slots:
    void sameGamesAsBefore_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QByteArray>("sha256");
        QTest::newRow("filipino") << QStringLiteral("filipino")
                                  << QByteArray("e684b6c8f2b01cf110a5c44edd4df0f37ebbd764c21260207bf0f019bb6eb007");
        QTest::newRow("visayan") << QStringLiteral("visayan")
                                 << QByteArray("1badafa5b291b48d380cc170a411900543bb86eea4ce821bce84430c327cb35d");
        QTest::newRow("joker-pot") << QStringLiteral("joker-pot")
                                   << QByteArray("19f20f490d244b88bf49c93fab32d20dc54d86a98bc0d1c9d2454bebd1799380");
    }
    void sameGamesAsBefore()
    {
        QFETCH(QString, ruleset);
        QFETCH(QByteArray, sha256);
        const auto rules = loadRuleset(ruleset.toStdString());
        QVERIFY2(rules.ok(), rules ? "" : rules.error().c_str());
        SimulationOptions options;
        options.seed = 12;
        options.rules = *rules;
        options.games = 200;
        QCryptographicHash hash(QCryptographicHash::Sha256);
        int recorded = 0;
        options.onGame = [&](const Game& game, int) {
            std::ostringstream out;
            writeRecord(out, game.record());
            const std::string text = out.str();
            hash.addData(QByteArrayView(text.data(), static_cast<qsizetype>(text.size())));
            ++recorded;
        };
        const SimulationSummary summary = simulate(options);
        QCOMPARE(summary.invariantViolations, 0);
        QCOMPARE(recorded, 200);
        QCOMPARE(hash.result().toHex(), sha256);
    }

    // The long runs' check (SimulationOptions::checkReplay): each game's record read back
    // and replayed gives the same game, for every built-in ruleset.
    void recordsReplayTheSameGames()
    {
        for (const auto& name : builtinRulesetNames()) {
            SimulationOptions options;
            options.seed = 99;
            options.rules = *loadRuleset(name);
            options.games = 30;
            options.checkReplay = true;
            const SimulationSummary summary = simulate(options);
            QVERIFY2(summary.invariantViolations == 0,
                     qPrintable(QString::fromStdString(name + ": " +
                                                       (summary.violations.empty() ? "" : summary.violations.front()))));
            QCOMPARE(summary.games, 30);
        }
    }

    // Every built-in ruleset has its golden hash: a new ruleset gets one too.
    void everyBuiltinRulesetCovered()
    {
        QStringList names;
        for (const auto& name : builtinRulesetNames())
            names << QString::fromStdString(name);
        names.sort();
        QCOMPARE(names, (QStringList{"filipino", "joker-pot", "visayan"}));
    }
};

QTEST_APPLESS_MAIN(TestSimulationGolden)
#include "tst_simulation_golden.moc"
