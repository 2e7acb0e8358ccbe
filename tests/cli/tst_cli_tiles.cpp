// `mahjongero-cli tiles` and `variants` as a user meets them (issue 13, items 2 and 5): the real binary (MJ_CLI_PATH)
// run through QProcess. The list of sets, each set's kinds with notation, name and copies and
// its total (text and JSON, the JSON valid UTF-8 and matching the engine's own sets), and an
// unknown set refused with exit 2 and the known sets named; the games the engine plays, from
// the registry of variants.
#include "cli_run.h"
#include "core/excerpt.h"
#include "core/notation.h"
#include "core/tile_set.h"
#include "variants/registry/builtin_variants.h"

#include <nlohmann/json.hpp>

#include <QtTest>

namespace {

using Result = CliResult;

const char* const kSetNames[] = {"chinese-144", "american-152", "poker-tiles", "card-deck-193", "solitaire-39"};

} // namespace

class TestCliTiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(MJ_CLI_PATH)), MJ_CLI_PATH); }

    void listsTheSets_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no --set") << QStringList{"tiles"};
        QTest::newRow("--list") << QStringList{"tiles", "--list"};
    }
    void listsTheSets()
    {
        QFETCH(QStringList, args);
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QByteArray());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        for (int i = 0; i < 5; ++i)
            QVERIFY2(lines[i].startsWith(kSetNames[i]), lines[i].constData());
        QVERIFY(lines[3].contains("193 tiles"));
        QVERIFY(lines[4].contains("47 tiles"));
    }

    void listsTheVariants()
    {
        const Result text = runCli({"variants"});
        QVERIFY(!text.crashed);
        QCOMPARE(text.code, 0);
        QCOMPARE(text.err, QByteArray());
        QVERIFY2(text.out.startsWith("filipino: Filipino mahjong"), text.out.constData());
        QVERIFY(text.out.contains("4 seats, chinese-144 on square-18"));
        QVERIFY(text.out.contains("rulesets: filipino, visayan, joker-pot"));
        QVERIFY(text.out.contains("AI levels: easy, normal, strong"));

        const Result r = runCli({"variants", "--json"});
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        const auto& all = j.at("variants");
        QCOMPARE(all.size(), mj::builtinVariants().size());
        for (std::size_t i = 0; i < all.size(); ++i) {
            const mj::Variant& v = *mj::builtinVariants()[i];
            QCOMPARE(all[i]["name"].get<std::string>(), v.name());
            QCOMPARE(all[i]["seats"].get<int>(), v.seats());
            QCOMPARE(all[i]["tiles"].get<std::string>(), v.tileSet().name());
            QCOMPARE(all[i]["rulesets"].get<std::vector<std::string>>(), v.rulesets());
        }

        const Result bad = runCli({"variants", "--sorted"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("unknown argument \"--sorted\" for variants"));
        const Result help = runCli({"--help"});
        QVERIFY(help.out.contains("variants [--json]"));
    }

    void listsTheSetsAsJson()
    {
        const Result r = runCli({"tiles", "--list", "--json"});
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j.at("sets").size(), std::size_t(5));
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(j["sets"][i]["name"].get<std::string>(), std::string(kSetNames[i]));
        QCOMPARE(j["sets"][2]["tiles"].get<int>(), 112);
    }

    void listsOneSet()
    {
        const Result r = runCli({"tiles", "--set", "card-deck-193"});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QByteArray());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.startsWith(QLatin1String("card-deck-193: ")), qPrintable(out));
        // One line a kind: notation, name, copies.
        static const QRegularExpression kindLine(QStringLiteral("^(\\S\\S) +(.+?) +(\\d+)$"));
        int kinds = 0, tiles = 0;
        for (const QString& line : out.split(QLatin1Char('\n'))) {
            const auto m = kindLine.match(line);
            if (!m.hasMatch())
                continue;
            ++kinds;
            tiles += m.captured(3).toInt();
        }
        QCOMPARE(kinds, 85);
        QCOMPARE(tiles, 193);
        auto hasLine = [&out](const char* pattern) {
            return QRegularExpression(QLatin1String(pattern), QRegularExpression::MultilineOption).match(out).hasMatch();
        };
        QVERIFY(hasLine("^AS  ace of spades +4$"));
        QVERIFY(hasLine("^9R  9 of crowns +1$"));
        QVERIFY(hasLine("^1L  rose \\(flower, clubs\\) +1$"));
        QVERIFY(hasLine("^4L  daisy \\(flower, diamonds\\) 1$")); // the longest name sets the column
        QVERIFY(!hasLine("^TS ")); // no tens in this deck
        QVERIFY(out.endsWith(QLatin1String("\ntotal: 193 tiles, 85 kinds\n")));
        // --set=NAME reads the same.
        QCOMPARE(runCli({"tiles", "--set=card-deck-193"}).out, r.out);
    }

    // The JSON of every set is valid UTF-8 and says what the engine's set holds.
    void everySetAsJson()
    {
        for (const char* name : kSetNames) {
            const Result r = runCli({"tiles", "--set", name, "--json"});
            QCOMPARE(r.code, 0);
            QVERIFY(mj::isValidUtf8(r.out.toStdString()));
            QCOMPARE(r.out.count('\n'), 1); // one object, one line
            const auto j = nlohmann::json::parse(r.out.toStdString());
            const mj::TileSet& set = **mj::TileSet::byName(name);
            QCOMPARE(j.at("set").get<std::string>(), std::string(name));
            QCOMPARE(j.at("total").get<int>(), set.size());
            QCOMPARE(j.at("kinds").size(), set.distinctKinds().size());
            int total = 0;
            for (const auto& k : j["kinds"]) {
                const auto kinds = mj::parseKinds(k.at("notation").get<std::string>(), set);
                QVERIFY2(kinds.ok() && kinds->size() == 1, k.dump().c_str());
                QCOMPARE(k.at("name").get<std::string>(), kinds->front().name());
                QCOMPARE(k.at("copies").get<int>(), set.copiesOf(kinds->front()));
                total += k["copies"].get<int>();
            }
            QCOMPARE(total, set.size());
        }
    }

    void unknownSet()
    {
        const Result r = runCli({"tiles", "--set", "riichi-136"});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("mahjongero-cli: --set: no tile set is called \"riichi-136\"; the sets are "
                                "chinese-144, american-152, poker-tiles, card-deck-193, solitaire-39\n"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("--set without a name") << QStringList{"tiles", "--set"} << "--set needs a value";
        QTest::newRow("unknown option") << QStringList{"tiles", "--fast"} << "\"--fast\"";
        QTest::newRow("--list and --set") << QStringList{"tiles", "--list", "--set", "chinese-144"} << "not both";
        QTest::newRow("bad bytes quoted") << QStringList{"tiles", "--set", QString::fromLatin1("a\x01")} << "a\\x01";
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Result r = runCli(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(QString::fromUtf8(r.err).contains(named), r.err.constData());
    }

    void helpNamesTheCommand()
    {
        for (const QStringList& args : {QStringList{"--help"}, QStringList{"tiles", "--help"}}) {
            const Result r = runCli(args);
            QCOMPARE(r.code, 0);
            QVERIFY(r.out.contains("tiles --set NAME [--json]"));
            QVERIFY(r.out.contains("card-deck-193"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliTiles)
#include "tst_cli_tiles.moc"
