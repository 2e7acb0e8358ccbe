// mahjongero-cli's American hand commands as a user meets them (the real binary, MJ_CLI_PATH):
// analyze --ruleset american (the nearest lines of the practice card or a card file) and
// score --ruleset american (the line 14 tiles make and seed 002's payments), as text and
// JSON; bad hands, cards and arguments refused with what is wrong.
#include "cli_run.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

using Result = CliResult;

json jsonOf(const Result& r)
{
    try {
        return json::parse(r.outText().toStdString());
    } catch (const std::exception& e) {
        qWarning("not JSON (%s): %s", e.what(), qPrintable(r.outText()));
        return json();
    }
}

QStringList american(const QString& command, const QStringList& rest)
{
    return QStringList{command, QStringLiteral("--ruleset"), QStringLiteral("american")} + rest;
}

// A small card of two lines, written to a temporary file.
QString writeCard(QTemporaryDir& dir, const QByteArray& text)
{
    const QString path = dir.filePath(QStringLiteral("test.card"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

} // namespace

class TestCliAmerican : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(MJ_CLI_PATH)), MJ_CLI_PATH); }

    // A hand one tile from the practice card's like-number kong line: that line first, its
    // missing tile named, a joker-fillable slot marked.
    void analyzeNearest()
    {
        const Result r = runCli(american(QStringLiteral("analyze"), {"--json", "12f1111m1111p111s"}));
        QCOMPARE(r.code, 0);
        const json j = jsonOf(r);
        QCOMPARE(j["ruleset"], "american");
        QCOMPARE(j["tiles"], 13);
        QCOMPARE(j["lines"].size(), 5u); // --top's default
        const json& first = j["lines"][0];
        QCOMPARE(first["hand"], "FF 1111a 1111b 1111c");
        QCOMPARE(first["exposure"], "X");
        QCOMPARE(first["value"], 25);
        QCOMPARE(first["distance"], 1);
        QCOMPARE(first["missing"].size(), 1u);
        QCOMPARE(first["missing"][0]["tile"], "1s");
        QCOMPARE(first["missing"][0]["joker_may_fill"], true);
        // Nearest first.
        for (std::size_t i = 1; i < j["lines"].size(); ++i)
            QVERIFY(j["lines"][i]["distance"].get<int>() >= j["lines"][i - 1]["distance"].get<int>());
    }

    void analyzeText()
    {
        const Result r = runCli(american(QStringLiteral("analyze"), {"--top", "2", "12f1111m1111p111s"}));
        QCOMPARE(r.code, 0);
        const QStringList lines = r.outText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4); // the heading, the columns, two lines
        QVERIFY2(lines[0].contains(QStringLiteral("13 tiles, 0 jokers")), qPrintable(lines[0]));
        QVERIFY2(lines[2].contains(QStringLiteral("FF 1111a 1111b 1111c X25")) && lines[2].endsWith(QStringLiteral("1s*")),
                 qPrintable(lines[2]));
    }

    // The other American rulesets differ only in the Charleston: the same card, the same answer.
    void otherAmericanRulesets()
    {
        const Result reference = runCli(american(QStringLiteral("score"), {"--json", "12f1111m1111p1111s"}));
        for (const char* ruleset : {"american-short", "american-no-charleston"}) {
            const Result r = runCli({"score", QStringLiteral("--ruleset=%1").arg(QLatin1String(ruleset)), "--json",
                                     "12f1111m1111p1111s"});
            QVERIFY2(r.code == 0, qPrintable(r.errText()));
            json j = jsonOf(r);
            QCOMPARE(j["ruleset"].get<std::string>(), std::string(ruleset));
            j["ruleset"] = "american";
            QCOMPARE(j, jsonOf(reference));
        }
        const Result mixed = runCli(american(QStringLiteral("analyze"), {"--ruleset", "visayan", "12f1111m1111p111s"}));
        QCOMPARE(mixed.code, 2);
        QVERIFY2(mixed.errText().contains(QStringLiteral("--ruleset visayan is not an American ruleset")), qPrintable(mixed.errText()));
    }

    // A card file: its own lines, the concealed line marked C, 14 tiles that make it Mah Jongg.
    void analyzeCardFile()
    {
        QTemporaryDir dir;
        const QString card = writeCard(dir, "title Test card\n[like-numbers]\nFF 1111a 1111b 1111c X 25 shift 1\n"
                                            "[singles-pairs]\n11a 33a 55a 77a 99a 11b 11c C 50\n");
        const Result r = runCli(american(QStringLiteral("analyze"), {"--card", card, "--json", "1133557799m11p11s"}));
        QCOMPARE(r.code, 0);
        const json j = jsonOf(r);
        QCOMPARE(j["card"], "Test card");
        QCOMPARE(j["lines"].size(), 2u);
        QCOMPARE(j["lines"][0]["exposure"], "C");
        QCOMPARE(j["lines"][0]["distance"], 0);
        QCOMPARE(j["lines"][0]["mah_jongg"], true);
    }

    // Seed 002's table, through the binary.
    void scorePayments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("jokers");
        QTest::addColumn<QList<int>>("pays");
        QTest::newRow("self-drawn with a joker: everyone double")
            << QStringList{"12f1111m1111p111s1j", "--winner", "1"} << "FF 1111a 1111b 1111c" << 1
            << QList<int>{-50, 150, -50, -50};
        QTest::newRow("self-drawn, no jokers: four times")
            << QStringList{"12f1111m1111p1111s"} << "FF 1111a 1111b 1111c" << 0 << QList<int>{300, -100, -100, -100};
        QTest::newRow("off a discard with a joker: discarder double, others single")
            << QStringList{"12f3333m3333p333s1j", "--from", "discard", "--discarder", "3", "--winner", "2"}
            << "FF 1111a 1111b 1111c" << 1 << QList<int>{-25, -25, 100, -50};
        QTest::newRow("off a discard, no jokers: discarder four times, others double")
            << QStringList{"--from", "discard", "--discarder", "0", "--winner", "1", "12f5555m5555p5555s"}
            << "FF 1111a 1111b 1111c" << 0 << QList<int>{-100, 200, -50, -50};
        QTest::newRow("singles and pairs: no jokerless double")
            << QStringList{"1133557799m11p11s", "--from", "discard", "--discarder", "2", "--winner", "1"}
            << "11a 33a 55a 77a 99a 11b 11c" << 0 << QList<int>{-50, 200, -100, -50};
    }
    void scorePayments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, line);
        QFETCH(int, jokers);
        QFETCH(QList<int>, pays);
        const Result r = runCli(american(QStringLiteral("score"), args + QStringList{"--json"}));
        QVERIFY2(r.code == 0, qPrintable(r.errText()));
        const json j = jsonOf(r);
        QCOMPARE(QString::fromStdString(j["line"]["hand"].get<std::string>()), line);
        QCOMPARE(j["jokers"].get<int>(), jokers);
        int sum = 0;
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(j["pays"][std::to_string(s)].get<int>(), pays[s]);
            sum += pays[s];
        }
        QCOMPARE(sum, 0);
    }

    // An exposed kong holding a joker: the joker counts, so no jokerless double.
    void scoreExposedJoker()
    {
        const Result r = runCli(american(QStringLiteral("score"), {"--json", "12f1111m1111s", "111p1j"}));
        QVERIFY2(r.code == 0, qPrintable(r.errText()));
        const json j = jsonOf(r);
        QCOMPARE(j["jokers"], 1);
        QCOMPARE(j["jokerless_double"], false);
        QCOMPARE(j["pays"]["0"], 150);
    }

    void scoreText()
    {
        const Result r = runCli(american(QStringLiteral("score"),
                                         {"12f1111m1111p111s1j", "--from", "discard", "--discarder", "1"}));
        QVERIFY2(r.code == 0, qPrintable(r.errText()));
        QVERIFY2(r.outText().contains(QStringLiteral("FF 1111a 1111b 1111c (Like numbers), exposed 25")), qPrintable(r.outText()));
        QVERIFY2(r.outText().contains(QStringLiteral("Off seat 1's discard, won by seat 0")), qPrintable(r.outText()));
        QVERIFY2(r.outText().contains(QStringLiteral("seat 0  +100  (the winner)")), qPrintable(r.outText()));
        QVERIFY2(r.outText().contains(QStringLiteral("seat 1  -50")), qPrintable(r.outText()));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no hand") << american(QStringLiteral("analyze"), {}) << 2 << "needs a hand";
        QTest::newRow("unknown option") << american(QStringLiteral("analyze"), {"--bogus", "1111m"}) << 2
                                        << "unknown argument \"--bogus\"";
        QTest::newRow("bad hand notation") << american(QStringLiteral("analyze"), {"12q"}) << 1 << "the hand \"12q\"";
        QTest::newRow("too few tiles") << american(QStringLiteral("analyze"), {"1111m"}) << 1 << "the hand \"1111m\"";
        QTest::newRow("missing card file") << american(QStringLiteral("analyze"), {"--card", "/nonexistent/x.card",
                                                                                   "12f1111m1111p111s"})
                                           << 1 << "/nonexistent/x.card";
        QTest::newRow("score of 13 tiles") << american(QStringLiteral("score"), {"12f1111m1111p111s"}) << 1
                                           << "needs the 14 tiles";
        QTest::newRow("no line made") << american(QStringLiteral("score"), {"12f1111m1111p1124s"}) << 1
                                      << "makes no line of the practice card; the nearest is line";
        QTest::newRow("discard without discarder")
            << american(QStringLiteral("score"), {"--from", "discard", "12f1111m1111p1111s"}) << 2 << "--discarder SEAT";
        QTest::newRow("discarder is the winner")
            << american(QStringLiteral("score"), {"--from", "discard", "--discarder", "0", "12f1111m1111p1111s"}) << 2
            << "--discarder 0 is the winner";
        QTest::newRow("discarder on a self-draw")
            << american(QStringLiteral("score"), {"--discarder", "2", "12f1111m1111p1111s"}) << 2 << "add --from discard";
        QTest::newRow("seat out of range")
            << american(QStringLiteral("score"), {"--winner", "4", "12f1111m1111p1111s"}) << 2 << "seat from 0 to 3";
        QTest::newRow("bad --from") << american(QStringLiteral("score"), {"--from", "air", "12f1111m1111p1111s"}) << 2
                                    << "--from needs wall";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, code);
        QVERIFY2(r.errText().contains(message), qPrintable(r.errText()));
    }

    // A card with an error: each error named FILE:LINE:COLUMN, exit 1.
    void badCard()
    {
        QTemporaryDir dir;
        const QString card = writeCard(dir, "[like-numbers]\nFF 1111a 1111b 1111c X 25\nFF 1111q X 25\n");
        const Result r = runCli(american(QStringLiteral("analyze"), {"--card", card, "12f1111m1111p111s"}));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().contains(card + QStringLiteral(":3:")), qPrintable(r.errText()));
    }

    void help()
    {
        const Result r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const char* word : {"analyze --ruleset american", "score --ruleset american", "--card FILE", "--discarder SEAT"})
            QVERIFY2(r.outText().contains(QLatin1String(word)), word);
        const Result own = runCli(american(QStringLiteral("score"), {"--help"}));
        QCOMPARE(own.code, 0);
        QVERIFY(own.outText().contains(QStringLiteral("Singles")));
    }
};

QTEST_GUILESS_MAIN(TestCliAmerican)
#include "tst_cli_american.moc"
