// mahjongero-cli's arena, simulate and replay for the variants other than the Filipino family,
// through the variant interface (the real binary, MJ_CLI_PATH), on the variants registered
// now (solitaire; American once registered): the arena's JSON and text, the same figures for
// any --threads, simulate's records replayed by replay (a tampered one refused with exit 1),
// and bad arguments refused with exit 2 naming what is wrong.
#include "cli_run.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

using Result = CliResult;

json lastJsonLine(const Result& r)
{
    const QStringList lines = r.outText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return json();
    try {
        return json::parse(lines.last().toStdString());
    } catch (const std::exception& e) {
        qWarning("not JSON (%s): %s", e.what(), qPrintable(lines.last()));
        return json();
    }
}

// The arena's figures without the clock's.
json withoutTimes(json summary)
{
    summary.erase("seconds");
    for (json& level : summary["levels"]) {
        level.erase("decision_ms_p50");
        level.erase("decision_ms_p99");
        level.erase("decision_ms_max");
    }
    return summary;
}

// The AI levels the build's --help lists for `variant`, weakest first.
QStringList levelsOf(const QString& variant)
{
    const Result help = runCli({QStringLiteral("--help")}, {}, 300);
    const QString mark = variant + QStringLiteral(": rulesets ");
    for (const QString& line : help.outText().split(QLatin1Char('\n')))
        if (const qsizetype at = line.indexOf(mark); at >= 0) {
            const qsizetype levels = line.indexOf(QStringLiteral("AI levels "), at);
            if (levels >= 0)
                return line.mid(levels + 10).trimmed().split(QStringLiteral(", "));
        }
    return {};
}

} // namespace

class TestCliVariantsPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(MJ_CLI_PATH)), MJ_CLI_PATH); }

    void arenaJson()
    {
        const Result r = runCli({"arena", "--ruleset", "solitaire", "--bots", "greedy", "--games", "3", "--seed", "5",
                                 "--json"}, {}, 300);
        QVERIFY2(r.code == 0, qPrintable(r.errText()));
        const json s = lastJsonLine(r)["summary"];
        QCOMPARE(s["variant"], "solitaire");
        QCOMPARE(s["ruleset"], "solitaire");
        QCOMPARE(s["seats"], 1);
        QCOMPARE(s["games"], 3);
        QCOMPARE(s["deals"], 3);
        QCOMPARE(s["broken_deals"], 0);
        QCOMPARE(s["levels"].size(), 1u);
        const json& l = s["levels"][0];
        QCOMPARE(l["level"], "greedy");
        QCOMPARE(l["games"], 3);
        QCOMPARE(l["avg_payout"], 0.0); // one seat: nothing changes hands
        QVERIFY(l["decisions"].get<int>() > 0);
        QVERIFY(l["decision_ms_p50"].get<double>() <= l["decision_ms_p99"].get<double>());
        QCOMPARE(l["wins"].get<int>() + s["no_winner"].get<int>(), 3);
    }

    void arenaSameForAnyThreads()
    {
        const QStringList args{"arena", "--ruleset", "solitaire", "--bots", "greedy", "--games", "4", "--json"};
        const Result one = runCli(args + QStringList{"--threads", "1"}, {}, 300);
        const Result two = runCli(args + QStringList{"--threads", "2"}, {}, 300);
        QVERIFY2(one.code == 0 && two.code == 0, qPrintable(one.errText() + two.errText()));
        QCOMPARE(withoutTimes(lastJsonLine(two)["summary"]), withoutTimes(lastJsonLine(one)["summary"]));
    }

    void arenaText()
    {
        const Result r = runCli({"arena", "--ruleset", "solitaire", "--bots", "greedy", "--games", "2"}, {}, 300);
        QVERIFY2(r.code == 0, qPrintable(r.errText()));
        QVERIFY2(r.outText().startsWith(QStringLiteral("Arena: 2 games (2 deals, each played once)")), qPrintable(r.outText()));
        QVERIFY2(r.outText().contains(QStringLiteral("solitaire variant, solitaire rules, seed 1")), qPrintable(r.outText()));
        QVERIFY2(r.outText().contains(QStringLiteral("Levels: greedy (seat 0)")), qPrintable(r.outText()));
        QVERIFY2(r.outText().contains(QStringLiteral("level   entries")), qPrintable(r.outText()));
        QVERIFY2(r.outText().contains(QStringLiteral("n/a")) == false, qPrintable(r.outText())); // two deals: an interval
    }

    // simulate writes each game's record; replay reads it back through the variant's rules;
    // a tampered record is refused.
    void simulateRecordsReplay()
    {
        QTemporaryDir dir;
        const Result sim = runCli({"simulate", "--ruleset", "solitaire", "--games", "2", "--seed", "9", "--record",
                                   dir.path(), "--check-replay", "--json"}, {}, 300);
        QVERIFY2(sim.code == 0, qPrintable(sim.errText()));
        const json s = lastJsonLine(sim)["summary"];
        QCOMPARE(s["variant"], "solitaire");
        QCOMPARE(s["games"], 2);
        QCOMPARE(s["broken"], 0);
        QCOMPARE(s["levels"], json::array({"solver"})); // the strongest, by default
        QCOMPARE(sim.outText().split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 3); // a line a game, the summary

        const QString record = dir.filePath(QStringLiteral("game-000001.jsonl"));
        const Result replay = runCli({"replay", record, "--json"}, {}, 300);
        QVERIFY2(replay.code == 0, qPrintable(replay.errText()));
        const json summary = lastJsonLine(replay)["summary"];
        QCOMPARE(summary["variant"], "solitaire");
        QCOMPARE(summary["over"], true);
        QCOMPARE(summary["balance"], json::array({0}));
        const Result told = runCli({"replay", record}, {}, 300);
        QVERIFY2(told.code == 0, qPrintable(told.errText()));
        QVERIFY2(told.outText().contains(QStringLiteral("solitaire variant, solitaire rules")), qPrintable(told.outText()));

        // A line in the middle made nonsense: the record is refused, naming the file.
        QFile f(record);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = f.readAll().split('\n');
        f.close();
        while (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
        QVERIFY(lines.size() > 3);
        lines[lines.size() / 2] = "{\"event\": \"nonsense\"}";
        const QString tampered = dir.filePath(QStringLiteral("tampered.jsonl"));
        QFile t(tampered);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write(lines.join('\n') + '\n');
        t.close();
        const Result bad = runCli({"replay", tampered}, {}, 300);
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.errText().contains(tampered), qPrintable(bad.errText()));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no bots") << QStringList{"arena", "--ruleset", "solitaire"} << "arena needs --bots with 1 AI level";
        QTest::newRow("too many bots") << QStringList{"arena", "--ruleset", "solitaire", "--bots", "greedy,greedy"}
                                       << "--bots needs 1 AI level";
        QTest::newRow("unknown level") << QStringList{"arena", "--ruleset", "solitaire", "--bots", "grand"}
                                       << "has no AI level \"grand\" (the levels: greedy, solver)";
        QTest::newRow("bad games") << QStringList{"arena", "--ruleset", "solitaire", "--bots", "greedy", "--games", "0"}
                                   << "--games needs a whole number";
        QTest::newRow("bad threads")
            << QStringList{"arena", "--ruleset", "solitaire", "--bots", "greedy", "--threads", "65"} << "--threads";
        QTest::newRow("unknown option") << QStringList{"simulate", "--ruleset", "solitaire", "--bogus"}
                                        << "unknown argument \"--bogus\"";
        QTest::newRow("card with another ruleset")
            << QStringList{"simulate", "--ruleset", "solitaire-automatic", "--card", "x.card"}
            << "--card plays a card file with the options of solitaire";
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = runCli(args, {}, 300);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.errText().contains(message), qPrintable(r.errText()));
    }

    // American mahjong through the interface: four seats, its first AI level at each.
    void arenaAmerican()
    {
        const QStringList levels = levelsOf(QStringLiteral("american"));
        if (levels.isEmpty())
            QSKIP("the american variant is not registered in this build");
        const QString four = QStringList{levels[0], levels[0], levels[0], levels[0]}.join(QLatin1Char(','));
        const Result r = runCli({"arena", "--ruleset", "american", "--bots", four, "--games", "8", "--json"}, {}, 300);
        QVERIFY2(r.code == 0, qPrintable(r.errText()));
        const json s = lastJsonLine(r)["summary"];
        QCOMPARE(s["variant"], "american");
        QCOMPARE(s["seats"], 4);
        QCOMPARE(s["games"], 8);
        QCOMPARE(s["deals"], 2);
        QCOMPARE(s["broken_deals"], 0);
        QCOMPARE(s["levels"][0]["games"], 32);
        QVERIFY(s["levels"][0]["decisions"].get<int>() > 0);

        const Result wrong = runCli({"arena", "--ruleset", "american", "--bots", levels[0], "--games", "4"}, {}, 300);
        QCOMPARE(wrong.code, 2);
        QVERIFY2(wrong.errText().contains(QStringLiteral("--bots needs 4 AI levels")), qPrintable(wrong.errText()));
        const Result odd = runCli({"arena", "--ruleset", "american", "--bots", four, "--games", "6"}, {}, 300);
        QCOMPARE(odd.code, 2);
        QVERIFY2(odd.errText().contains(QStringLiteral("multiple of 4")), qPrintable(odd.errText()));
    }

    // A card file of one's own: played when good, refused naming the file when not.
    void americanCardFile()
    {
        if (levelsOf(QStringLiteral("american")).isEmpty())
            QSKIP("the american variant is not registered in this build");
        const QString practice = QStringLiteral(MJ_TEST_DATA_DIR "/../../resources/cards/practice.card");
        const Result good = runCli({"simulate", "--ruleset", "american", "--card", practice, "--games", "2", "--json"}, {}, 300);
        QVERIFY2(good.code == 0, qPrintable(good.errText()));
        QCOMPARE(lastJsonLine(good)["summary"]["ruleset"].get<std::string>(), practice.toStdString());
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.card"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[like-numbers]\nFF 1111q X 25\n");
        f.close();
        const QString first = levelsOf(QStringLiteral("american")).front();
        const QString four = QStringList{first, first, first, first}.join(QLatin1Char(','));
        const Result refused = runCli({"arena", "--ruleset", "american", "--card", bad, "--bots", four, "--games", "4"}, {}, 300);
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.errText().contains(bad + QStringLiteral(":2:")), qPrintable(refused.errText()));
    }

    // simulate's American records replay through the variant to the same end.
    void americanRecordsReplay()
    {
        if (levelsOf(QStringLiteral("american")).isEmpty())
            QSKIP("the american variant is not registered in this build");
        QTemporaryDir dir;
        const Result sim = runCli({"simulate", "--ruleset", "american", "--games", "2", "--seed", "4", "--record",
                                   dir.path(), "--check-replay", "--json"}, {}, 300);
        QVERIFY2(sim.code == 0, qPrintable(sim.errText()));
        QCOMPARE(lastJsonLine(sim)["summary"]["broken"], 0);
        const Result replay = runCli({"replay", dir.filePath(QStringLiteral("game-000002.jsonl")), "--json"}, {}, 300);
        QVERIFY2(replay.code == 0, qPrintable(replay.errText()));
        const json s = lastJsonLine(replay)["summary"];
        QCOMPARE(s["variant"], "american");
        QCOMPARE(s["ruleset"], "american");
        QCOMPARE(s["over"], true);
        QCOMPARE(s["balance"].size(), 4u);
        int sum = 0;
        for (const json& v : s["balance"])
            sum += v.get<int>();
        QCOMPARE(sum, 0);
    }

    void help()
    {
        const Result r = runCli({"--help"}, {}, 300);
        QCOMPARE(r.code, 0);
        QVERIFY(r.outText().contains(QStringLiteral("Games of the other variants")));
        QVERIFY(r.outText().contains(QStringLiteral("solitaire: rulesets solitaire, solitaire-automatic")));
    }
};

QTEST_GUILESS_MAIN(TestCliVariantsPlay)
#include "tst_cli_variants_play.moc"
