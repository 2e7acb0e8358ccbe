// mahjongero-cli as a user meets it: the real binary (MJ_CLI_PATH) run through QProcess.
// Help, bad arguments (exit 2, the bad argument named on stderr), determinism, the told
// ritual checked against the engine's own record of the same seed, the --json record and
// its summary (tile conservation, flowers by variant), and replay of saved, tampered and
// missing records (exit 1, the line named).
#include "cli_run.h"
#include "core/excerpt.h"
#include "core/notation.h"
#include "qtest_printers.h"
#include "text_lines.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "record/summary.h"
#include "variants/filipino/ritual/ritual.h"
#include "variants/filipino/rules/ruleset.h"
#include "table/live_wall.h"

#include <QtTest>

#include <sys/stat.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

using nlohmann::json;

Q_DECLARE_METATYPE(mj::Ruleset)


namespace {

using Result = CliResult;

void writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(text);
}

QStringList rulesArgs(const mj::Ruleset& rules)
{
    return {QStringLiteral("--variant"), QString::fromStdString(mj::variantName(rules.variant)),
            QStringLiteral("--wall-count"), QString::fromStdString(mj::wallCountName(rules.wallCount)),
            QStringLiteral("--opposite-end"), QString::fromStdString(mj::oppositeEndName(rules.oppositeEnd))};
}

QStringList ritualArgs(quint64 seed, const mj::Ruleset& rules, bool asJson)
{
    QStringList a{QStringLiteral("ritual"), QStringLiteral("--seed"), QString::number(seed)};
    a += rulesArgs(rules);
    if (asJson)
        a << QStringLiteral("--json");
    return a;
}

std::string recordText(const mj::GameRecord& record)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    return out.str();
}

QString q(const std::string& s) { return QString::fromStdString(s); }

std::string plural(std::size_t n, const std::string& word)
{
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// The tiles of a notation string, by kind; fails the test on bad notation.
std::vector<mj::TileKind> kinds(const json& notation)
{
    if (!notation.is_string())
        qFatal("not a notation string: %s", notation.dump().c_str());
    const auto parsed = mj::parseKinds(notation.get<std::string>());
    if (!parsed)
        qFatal("bad notation %s: %s", notation.dump().c_str(), parsed.error().c_str());
    return *parsed;
}

bool hasSuit(const std::vector<mj::TileKind>& ks, mj::Suit suit)
{
    for (mj::TileKind k : ks)
        if (k.suit() == suit)
            return true;
    return false;
}

// A seed whose máno roll has a tie, so the told ritual has a second round.
quint64 seedWithTie()
{
    for (quint64 seed = 0; seed < 1000; ++seed) {
        int rolls = 0;
        for (const auto& e : mj::performRitual(seed, mj::Ruleset::filipino()).events)
            if (const auto* r = std::get_if<mj::RollEvent>(&e); r && r->purpose == mj::RollPurpose::Mano)
                ++rolls;
        if (rolls > 4)
            return seed;
    }
    qFatal("no seed below 1000 has a tied máno roll");
    return 0;
}

// Checks that each expected line occurs in `lines`, in this order.
void expectInOrder(const QStringList& lines, const QStringList& expected)
{
    qsizetype at = 0;
    for (const QString& e : expected) {
        const qsizetype found = lines.indexOf(e, at);
        QVERIFY2(found >= 0, qPrintable(QStringLiteral("missing, or out of order: \"%1\"").arg(e)));
        at = found + 1;
    }
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(MJ_CLI_PATH)), MJ_CLI_PATH); }

    void help_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
        QTest::newRow("-h") << QStringList{QStringLiteral("-h")};
        QTest::newRow("help") << QStringList{QStringLiteral("help")};
        QTest::newRow("ritual --help") << QStringList{QStringLiteral("ritual"), QStringLiteral("--help")};
        QTest::newRow("arena --help") << QStringList{QStringLiteral("arena"), QStringLiteral("--help")};
    }
    void help()
    {
        QFETCH(QStringList, args);
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.errText(), QString());
        const QString text = r.outText();
        for (const char* word : {"ritual", "replay", "--seed", "--variant", "filipino", "visayan", "--json",
                                 "--wall-count", "--opposite-end", "Exit status", "summary", "analyze", "--batch",
                                 "--ruleset", "--seen", "bench", "waits", "siete_pares", "arena", "--bots", "--threads",
                                 "multiple of 4"})
            QVERIFY2(text.contains(QLatin1String(word)), word);
        // The exit codes are spelled out.
        QVERIFY(text.contains(QLatin1String("0 on success")));
        QVERIFY(text.contains(QLatin1String("1 when a record")));
        QVERIFY(text.contains(QLatin1String("2 on a bad")));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named"); // what stderr must mention
        auto row = [](const char* name, const QStringList& args, const char* named) {
            QTest::newRow(name) << args << QString::fromUtf8(named);
        };
        row("no arguments", {}, "no command");
        row("unknown command", {"dance"}, "\"dance\"");
        row("option before the command", {"--seed", "5"}, "\"--seed\"");
        row("ritual without --seed", {"ritual"}, "--seed");
        row("ritual with only --json", {"ritual", "--json"}, "--seed");
        row("--seed without value", {"ritual", "--seed"}, "--seed");
        row("--seed= empty", {"ritual", "--seed="}, "--seed");
        row("--seed -1", {"ritual", "--seed", "-1"}, "\"-1\"");
        row("--seed 12abc", {"ritual", "--seed", "12abc"}, "12abc");
        row("--seed=12abc", {"ritual", "--seed=12abc"}, "12abc");
        row("--seed 1.5", {"ritual", "--seed", "1.5"}, "1.5");
        row("--seed +5", {"ritual", "--seed", "+5"}, "+5");
        row("--seed 0x10", {"ritual", "--seed", "0x10"}, "0x10");
        row("--seed 20 digits", {"ritual", "--seed", "99999999999999999999"}, "99999999999999999999");
        row("--seed 2^64", {"ritual", "--seed", "18446744073709551616"}, "18446744073709551616");
        row("--seed swallowing --json", {"ritual", "--seed", "--json"}, "--json");
        row("--variant riichi", {"ritual", "--seed", "1", "--variant", "riichi"}, "riichi");
        row("--variant without value", {"ritual", "--seed", "1", "--variant"}, "--variant");
        row("--variant=Filipino", {"ritual", "--seed", "1", "--variant=Filipino"}, "Filipino");
        row("unknown option", {"ritual", "--seed", "1", "--bogus"}, "--bogus");
        row("stray argument", {"ritual", "--seed", "1", "stray"}, "stray");
        row("--json with a value", {"ritual", "--seed", "1", "--json=yes"}, "--json=yes");
        row("--wall-count diagonal", {"ritual", "--seed", "1", "--wall-count", "diagonal"}, "diagonal");
        row("--opposite-end up", {"ritual", "--seed", "1", "--opposite-end", "up"}, "\"up\"");
        row("replay with no file", {"replay"}, "replay");
        row("replay with only --json", {"replay", "--json"}, "replay");
        row("replay with two files", {"replay", "a.jsonl", "b.jsonl"}, "b.jsonl");
        row("replay with --seed", {"replay", "--seed", "1", "a.jsonl"}, "--seed");
        row("replay with an unknown option", {"replay", "a.jsonl", "--fast"}, "--fast");
        row("analyze with no hand", {"analyze"}, "analyze needs a hand");
        row("analyze --ruleset riichi", {"analyze", "--ruleset", "riichi", "11m"}, "riichi");
        row("analyze --ruleset without value", {"analyze", "11m", "--ruleset"}, "--ruleset");
        row("analyze --batch with a hand", {"analyze", "--batch", "11m"}, "11m");
        row("analyze --seen bad", {"analyze", "--seen", "12x", "11m"}, "--seen");
        row("analyze unknown option", {"analyze", "11m", "--fast"}, "--fast");
        row("analyze --batch=yes", {"analyze", "--batch=yes"}, "--batch=yes");
        row("bench --hands 0", {"bench", "--hands", "0"}, "--hands");
        row("bench --hands x", {"bench", "--hands", "x"}, "\"x\"");
        row("bench stray", {"bench", "stray"}, "stray");
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.outText(), QString());
        const QString err = r.errText();
        QVERIFY2(err.startsWith(QLatin1String("mahjongero-cli: ")), qPrintable(err));
        QVERIFY2(err.contains(named), qPrintable(QStringLiteral("expected \"%1\" in: %2").arg(named, err)));
        QCOMPARE(err.count(QLatin1Char('\n')), 1); // one clear line
    }

    void determinism_data()
    {
        QTest::addColumn<QStringList>("options"); // after "ritual --seed N"
        QTest::newRow("text") << QStringList{};
        QTest::newRow("json") << QStringList{QStringLiteral("--json")};
        QTest::newRow("visayan json") << QStringList{QStringLiteral("--variant"), QStringLiteral("visayan"),
                                                     QStringLiteral("--json")};
        QTest::newRow("opposite left text")
            << QStringList{QStringLiteral("--wall-count"), QStringLiteral("opposite"), QStringLiteral("--opposite-end"),
                           QStringLiteral("left")};
    }
    void determinism()
    {
        QFETCH(QStringList, options);
        const QStringList five = QStringList{QStringLiteral("ritual"), QStringLiteral("--seed"), QStringLiteral("5")} + options;
        const Result a = runCli(five);
        const Result b = runCli(five);
        QCOMPARE(a.code, 0);
        QCOMPARE(b.code, 0);
        QVERIFY(a.out.size() > 1000);
        QCOMPARE(a.out, b.out);
        QCOMPARE(a.err, QByteArray());

        // --seed=5 is --seed 5; the order of the options does not matter.
        const Result eq = runCli(QStringList{QStringLiteral("ritual"), QStringLiteral("--seed=5")} + options);
        QCOMPARE(eq.code, 0);
        QCOMPARE(eq.out, a.out);
        QStringList moved{QStringLiteral("ritual")};
        moved += options;
        moved << QStringLiteral("--seed") << QStringLiteral("5");
        const Result m = runCli(moved);
        QCOMPARE(m.code, 0);
        QCOMPARE(m.out, a.out);

        // Another seed gives another game, beyond its header line.
        const Result six = runCli(QStringList{QStringLiteral("ritual"), QStringLiteral("--seed"), QStringLiteral("6")} + options);
        QCOMPARE(six.code, 0);
        QVERIFY(six.out != a.out);
        QVERIFY(six.out.mid(six.out.indexOf('\n')) != a.out.mid(a.out.indexOf('\n')));
    }

    // The told ritual, line by line, against the engine's record of the same seed.
    void text_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<mj::Ruleset>("rules");
        const mj::Ruleset oppositeLeft = mj::ritualRules(mj::FamilyVariant::Filipino, mj::WallCount::FromOpposite, mj::OppositeEnd::NearLeft);
        const mj::Ruleset visayanOpposite = mj::ritualRules(mj::FamilyVariant::Visayan, mj::WallCount::FromOpposite, mj::OppositeEnd::NearRight);
        for (quint64 seed : {quint64(0), quint64(1), quint64(7), quint64(42), quint64(12345),
                             quint64(18446744073709551615ULL)}) {
            QTest::addRow("filipino seed %llu", static_cast<unsigned long long>(seed)) << seed << mj::Ruleset::filipino();
            QTest::addRow("visayan seed %llu", static_cast<unsigned long long>(seed)) << seed << mj::Ruleset::visayan();
        }
        for (quint64 seed = 100; seed < 110; ++seed) {
            QTest::addRow("opposite/left seed %llu", static_cast<unsigned long long>(seed)) << seed << oppositeLeft;
            QTest::addRow("visayan opposite/right seed %llu", static_cast<unsigned long long>(seed))
                << seed << visayanOpposite;
        }
        QTest::newRow("tied máno roll") << seedWithTie() << mj::Ruleset::filipino();
    }
    void text()
    {
        QFETCH(quint64, seed);
        QFETCH(mj::Ruleset, rules);
        const Result r = runCli(ritualArgs(seed, rules, false));
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.errText(), QString());
        const QString out = r.outText();
        const QStringList lines = out.split(QLatin1Char('\n'));

        const mj::GameRecord record = mj::performRitual(seed, rules);
        const mj::Table table = *mj::replay(record);
        const json summary = mj::summarize(table);
        const int mano = summary["mano"].get<int>();
        const int T = summary["break_stack"].get<int>();
        const int wall = summary["break_wall"].get<int>();

        QCOMPARE(lines.value(0), QStringLiteral("Mahjongero setup ritual: %1 rules, seed %2")
                                     .arg(q(mj::variantName(rules.variant)))
                                     .arg(seed));

        bool anyFlowers = false;
        for (const auto& e : record.events)
            anyFlowers = anyFlowers || std::holds_alternative<mj::ExposeFlowersEvent>(e);

        // The steps, in order.
        QStringList expected{QStringLiteral("1. Wash"), QStringLiteral("2. Build the wall"),
                             QStringLiteral("3. Choose the máno (dealer)"), QStringLiteral("4. Break the wall"),
                             QStringLiteral("5. Deal")};
        if (anyFlowers)
            expected << QStringLiteral("6. Flowers");
        expected << QStringLiteral("The table is ready");
        expectInOrder(lines, expected);
        QCOMPARE(out.contains(QLatin1String("6. Flowers")), anyFlowers);

        // Every event of the engine's record, told in order.
        QStringList told;
        mj::GameLog log(record.header);
        int manoRolls = 0;
        for (const mj::Event& event : record.events) {
            const mj::Table& before = log.table();
            auto who = [&](mj::Seat s) {
                return QStringLiteral("Seat %1").arg(s.index()) +
                       (before.mano() == s ? QStringLiteral(" (máno)") : QString());
            };
            auto tiles = [&](const std::vector<mj::TileId>& t) { return q(mj::formatTiles(t, before.tileSet())); };
            if (const auto* b = std::get_if<mj::BuildEvent>(&event)) {
                told << QStringLiteral("Seat %1 builds its wall segment.").arg(b->segment);
            } else if (const auto* roll = std::get_if<mj::RollEvent>(&event)) {
                const int total = roll->dice[0] + roll->dice[1];
                if (roll->purpose == mj::RollPurpose::Mano) {
                    ++manoRolls;
                    told << QStringLiteral("Seat %1 rolls %2 + %3 = %4.")
                                .arg(roll->seat.index())
                                .arg(roll->dice[0])
                                .arg(roll->dice[1])
                                .arg(total);
                } else {
                    QCOMPARE(roll->seat.index(), mano);
                    QCOMPARE(total, T);
                    told << QStringLiteral("The máno, seat %1, rolls %2 + %3 = %4.")
                                .arg(mano)
                                .arg(roll->dice[0])
                                .arg(roll->dice[1])
                                .arg(total);
                }
            } else if (const auto* m = std::get_if<mj::ManoEvent>(&event)) {
                QCOMPARE(m->seat.index(), mano);
            } else if (const auto* lift = std::get_if<mj::LiftEvent>(&event)) {
                Q_UNUSED(lift);
                told << QStringLiteral("Stack %1 (both tiles) is lifted onto stack %2: that four-high stack is the "
                                       "head of the flower wall. The draw wall starts at stack %3 and runs away "
                                       "from the máno, on around the table.")
                            .arg(T)
                            .arg(T - 1)
                            .arg(T + 1);
            } else if (const auto* take = std::get_if<mj::TakeEvent>(&event)) {
                if (take->reason == mj::TakeReason::Deal && take->tiles.size() == 1)
                    told << who(take->seat) + QStringLiteral(" takes a 17th tile: %1.").arg(tiles(take->tiles));
                else if (take->reason == mj::TakeReason::Deal)
                    told << who(take->seat) +
                                QStringLiteral(" takes %1: %2.").arg(q(plural(take->tiles.size(), "tile")), tiles(take->tiles));
                else
                    told << who(take->seat) + QStringLiteral(" gets %1 from the flower wall: %2.")
                                                  .arg(q(plural(take->tiles.size(), "replacement")), tiles(take->tiles));
            } else if (const auto* fl = std::get_if<mj::ExposeFlowersEvent>(&event)) {
                told << who(fl->seat) +
                            QStringLiteral(" exposes %1: %2.").arg(q(plural(fl->tiles.size(), "flower")), tiles(fl->tiles));
            }
            QVERIFY(log.append(event).ok());
        }
        expectInOrder(lines, told);
        QVERIFY(manoRolls >= 4);
        QCOMPARE(out.contains(QLatin1String("tie for highest")), manoRolls > 4);
        int best = 0;
        for (const auto& e : record.events)
            if (const auto* roll = std::get_if<mj::RollEvent>(&e); roll && roll->purpose == mj::RollPurpose::Mano)
                best = roll->seat.index() == mano ? roll->dice[0] + roll->dice[1] : best;
        QVERIFY(lines.contains(QStringLiteral("Seat %1 rolled highest (%2) and is the máno.").arg(mano).arg(best)));

        // The break: the stack count, and the wall, named by its seat.
        const qsizetype breakAt = out.indexOf(QLatin1String("4. Break the wall"));
        const qsizetype dealAt = out.indexOf(QLatin1String("5. Deal"));
        const QString breakText = out.mid(breakAt, dealAt - breakAt);
        QVERIFY2(breakText.contains(QStringLiteral("counts %1 stacks").arg(T)), qPrintable(breakText));
        QVERIFY2(breakText.contains(QStringLiteral("(seat %1)").arg(wall)), qPrintable(breakText));
        QVERIFY(wall != mano); // the taboo
        const bool ownWall = (rules.wallCount == mj::WallCount::FromRight ? T % 4 : (T + 1) % 4) == 0;
        QCOMPARE(breakText.contains(QLatin1String("taboo")), ownWall);
        if (mj::Seat::of(mano).stepsTo(mj::Seat::of(wall), mj::Ruleset::kSeats) == 2)
            QVERIFY(breakText.contains(rules.oppositeEnd == mj::OppositeEnd::NearRight
                                           ? QStringLiteral("máno's right-hand neighbour")
                                           : QStringLiteral("máno's left-hand neighbour")));
        else
            QVERIFY(breakText.contains(QStringLiteral("from the end nearest the máno")));

        // The end state, as the summary has it.
        QStringList outcome;
        for (int s = 0; s < mj::Ruleset::kSeats; ++s) {
            const std::string key = std::to_string(s);
            const auto hand = kinds(summary["hands"][key]);
            const std::string fl = summary["flowers"][key].get<std::string>();
            outcome << QStringLiteral("Seat %1%2: %3 %4; %5")
                           .arg(s)
                           .arg(s == mano ? QStringLiteral(" (máno)") : QString())
                           .arg(q(plural(hand.size(), "tile")), q(summary["hands"][key].get<std::string>()),
                                fl.empty() ? QStringLiteral("no flowers") : QStringLiteral("flowers ") + q(fl));
        }
        outcome << QStringLiteral("Left in the walls: %1 tiles in the draw wall, %2 in the flower wall.")
                       .arg(summary["draw_wall"].get<int>())
                       .arg(summary["flower_wall"].get<int>());
        outcome << QStringLiteral("The máno, seat %1, discards first.").arg(mano);
        expectInOrder(lines, outcome);
    }

    // The --json record: the engine's record line for line, then the summary.
    void jsonOutput_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<mj::Ruleset>("rules");
        for (quint64 seed = 0; seed < 12; ++seed) {
            QTest::addRow("filipino %llu", static_cast<unsigned long long>(seed)) << seed << mj::Ruleset::filipino();
            QTest::addRow("visayan %llu", static_cast<unsigned long long>(seed)) << seed << mj::Ruleset::visayan();
            QTest::addRow("visayan opposite/left %llu", static_cast<unsigned long long>(seed))
                << seed << mj::ritualRules(mj::FamilyVariant::Visayan, mj::WallCount::FromOpposite, mj::OppositeEnd::NearLeft);
        }
        QTest::newRow("largest seed") << quint64(18446744073709551615ULL) << mj::Ruleset::filipino();
    }
    void jsonOutput()
    {
        QFETCH(quint64, seed);
        QFETCH(mj::Ruleset, rules);
        const Result r = runCli(ritualArgs(seed, rules, true));
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QByteArray());
        QVERIFY(r.out.endsWith('\n'));
        const auto lines = splitLines(r.out.toStdString());
        QVERIFY(lines.size() > 20);

        // Every line is one JSON object.
        std::vector<json> objects;
        for (const auto& line : lines) {
            const json j = json::parse(line, nullptr, false);
            QVERIFY2(j.is_object(), line.c_str());
            objects.push_back(j);
        }
        // Line 1 is the header.
        const json& header = objects.front();
        QCOMPARE(header.at("record"), json("mahjongero"));
        QCOMPARE(header.at("version"), json(1));
        QVERIFY(header.at("seed").is_number_unsigned());
        QCOMPARE(quint64(header.at("seed").get<std::uint64_t>()), seed);
        QCOMPARE(header.at("ruleset").at("variant"), json(mj::variantName(rules.variant)));
        QCOMPARE(header.at("ruleset").at("wall_count"), json(mj::wallCountName(rules.wallCount)));
        QCOMPARE(header.at("ruleset").at("opposite_end"), json(mj::oppositeEndName(rules.oppositeEnd)));
        // Then the events, exactly as the engine writes the record of this seed.
        const mj::GameRecord record = mj::performRitual(seed, rules);
        const auto engineLines = splitLines(recordText(record));
        QCOMPARE(lines.size(), engineLines.size() + 1);
        for (std::size_t i = 0; i < engineLines.size(); ++i)
            QCOMPARE(lines[i], engineLines[i]);
        for (std::size_t i = 1; i + 1 < objects.size(); ++i)
            QVERIFY(objects[i].contains("event"));

        // The last line is {"summary": {...}} and nothing else.
        const json& last = objects.back();
        QCOMPARE(last.size(), std::size_t(1));
        QVERIFY(last.contains("summary"));
        const json& s = last["summary"];
        std::vector<std::string> keys;
        for (auto it = s.begin(); it != s.end(); ++it)
            keys.push_back(it.key());
        QCOMPARE(keys, (std::vector<std::string>{"break_dice", "break_stack", "break_wall", "draw_wall",
                                                 "flower_wall", "flowers", "hands", "mano"}));
        QCOMPARE(s, mj::summarize(*mj::replay(record)));

        QVERIFY(s["mano"].is_number_integer());
        const int mano = s["mano"].get<int>();
        QVERIFY(mano >= 0 && mano < 4);
        QVERIFY(s["break_dice"].is_array());
        QCOMPARE(s["break_dice"].size(), std::size_t(2));
        QVERIFY(s["break_dice"][0].is_number_integer() && s["break_dice"][1].is_number_integer());
        const int d1 = s["break_dice"][0].get<int>(), d2 = s["break_dice"][1].get<int>();
        QVERIFY(d1 >= 1 && d1 <= 6 && d2 >= 1 && d2 <= 6);
        QCOMPARE(s["break_stack"].get<int>(), d1 + d2);
        const int wall = s["break_wall"].get<int>();
        QVERIFY(wall >= 0 && wall < 4 && wall != mano);
        // The wall the rules name (RULINGS.md ritual step 4; seed 003 for the opposite count).
        const int total = d1 + d2;
        const int offset = rules.wallCount == mj::WallCount::FromRight ? total % 4 : (total + 1) % 4;
        QCOMPARE(wall, (mano + (offset == 0 ? 1 : offset)) % 4);

        int tiles = 0;
        for (int seat = 0; seat < 4; ++seat) {
            const std::string key = std::to_string(seat);
            QVERIFY(s["hands"].contains(key));
            QVERIFY(s["flowers"].contains(key));
            const auto hand = kinds(s["hands"][key]);
            const auto flowers = kinds(s["flowers"][key]);
            QCOMPARE(static_cast<int>(hand.size()), seat == mano ? 17 : 16);
            if (rules.variant == mj::FamilyVariant::Filipino) {
                QVERIFY2(!hasSuit(hand, mj::Suit::Honours) && !hasSuit(hand, mj::Suit::Flowers),
                         s["hands"][key].dump().c_str());
                for (mj::TileKind k : flowers)
                    QVERIFY(k.suit() == mj::Suit::Honours || k.suit() == mj::Suit::Flowers);
            } else {
                QVERIFY(!hasSuit(hand, mj::Suit::Flowers));
                for (mj::TileKind k : flowers)
                    QCOMPARE(k.suit(), mj::Suit::Flowers);
            }
            tiles += static_cast<int>(hand.size() + flowers.size());
        }
        QCOMPARE(s["hands"].size(), std::size_t(4));
        QCOMPARE(s["flowers"].size(), std::size_t(4));
        if (rules.variant == mj::FamilyVariant::Visayan) {
            // Winds and dragons stay in the hand: 28 of 144 tiles, 65 dealt.
            bool honours = false;
            for (int seat = 0; seat < 4; ++seat)
                honours = honours || hasSuit(kinds(s["hands"][std::to_string(seat)]), mj::Suit::Honours);
            QVERIFY(honours);
        }
        QVERIFY(s["draw_wall"].get<int>() >= 0);
        QVERIFY(s["flower_wall"].get<int>() >= 0);
        QCOMPARE(tiles + s["draw_wall"].get<int>() + s["flower_wall"].get<int>(), 144);
    }

    void replaySaved()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Result ritual = runCli({QStringLiteral("ritual"), QStringLiteral("--seed"), QStringLiteral("42"),
                                      QStringLiteral("--json")});
        QCOMPARE(ritual.code, 0);
        const QString path = dir.filePath(QStringLiteral("seed 42.jsonl")); // a space in the name
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(ritual.out);
        }
        const QByteArray summaryLine = ritual.out.mid(ritual.out.lastIndexOf('\n', ritual.out.size() - 2) + 1);
        QVERIFY(summaryLine.startsWith("{\"summary\":"));

        // --json: the same summary line.
        const Result json1 = runCli({QStringLiteral("replay"), path, QStringLiteral("--json")});
        QVERIFY(!json1.crashed);
        QCOMPARE(json1.code, 0);
        QCOMPARE(json1.err, QByteArray());
        QCOMPARE(json1.out, summaryLine);
        const Result jsonFirst = runCli({QStringLiteral("replay"), QStringLiteral("--json"), path});
        QCOMPARE(jsonFirst.code, 0);
        QCOMPARE(jsonFirst.out, summaryLine);

        // Text: the same story as the ritual told, under its own first line.
        const Result told = runCli({QStringLiteral("ritual"), QStringLiteral("--seed"), QStringLiteral("42")});
        const Result text = runCli({QStringLiteral("replay"), path});
        QCOMPARE(text.code, 0);
        const QByteArray firstLine = text.out.left(text.out.indexOf('\n'));
        const int events = static_cast<int>(mj::performRitual(42, mj::Ruleset::filipino()).events.size());
        QCOMPARE(QString::fromUtf8(firstLine),
                 QStringLiteral("Replay of %1: %2 events, filipino rules, seed 42").arg(path).arg(events));
        QCOMPARE(text.out.mid(text.out.indexOf('\n')), told.out.mid(told.out.indexOf('\n')));

        // "-" reads standard input.
        const Result fromStdin = runCli({QStringLiteral("replay"), QStringLiteral("-"), QStringLiteral("--json")},
                                        ritual.out);
        QCOMPARE(fromStdin.code, 0);
        QCOMPARE(fromStdin.out, summaryLine);
        const Result stdinText = runCli({QStringLiteral("replay"), QStringLiteral("-")}, ritual.out);
        QCOMPARE(stdinText.code, 0);
        QVERIFY(stdinText.out.startsWith("Replay of standard input: "));

        // Without its summary line the record still replays, to the same summary.
        const Result noSummary = runCli({QStringLiteral("replay"), QStringLiteral("-"), QStringLiteral("--json")},
                                        ritual.out.left(ritual.out.size() - summaryLine.size()));
        QCOMPARE(noSummary.code, 0);
        QCOMPARE(noSummary.out, summaryLine);

        // The golden record in tests/data replays too.
        const QString golden = QStringLiteral(MJ_TEST_DATA_DIR "/ritual-seed-7.jsonl");
        QVERIFY(QFileInfo::exists(golden));
        {
            const Result g = runCli({QStringLiteral("replay"), golden, QStringLiteral("--json")});
            QCOMPARE(g.code, 0);
            QFile f(golden);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray all = f.readAll();
            QCOMPARE(g.out, all.mid(all.lastIndexOf('\n', all.size() - 2) + 1));
        }
    }

    // A record with one line tampered: exit 1, "line N" on stderr, nothing on stdout.
    void replayTampered_data()
    {
        QTest::addColumn<QByteArray>("record");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("word");
        const auto lines = splitLines(recordText(mj::performRitual(42, mj::Ruleset::filipino())) +
                                      json{{"summary", mj::summarize(*mj::replay(mj::performRitual(42, mj::Ruleset::filipino())))}}.dump());
        auto find = [&](const std::string& type, int nth = 0) {
            for (std::size_t i = 1; i < lines.size(); ++i)
                if (json::parse(lines[i]).value("event", "") == type && nth-- == 0)
                    return static_cast<int>(i) + 1;
            return -1;
        };
        auto row = [&](const char* name, int line, const std::string& replacement, const char* word) {
            auto copy = lines;
            copy[line - 1] = replacement;
            QTest::newRow(name) << QByteArray::fromStdString(joinLines(copy)) << line << QString::fromUtf8(word);
        };
        auto patched = [&](int line, const std::string& pointer, const json& value) {
            json j = json::parse(lines[line - 1]);
            j[json::json_pointer(pointer)] = value;
            return j.dump();
        };
        const int roll = find("roll"), take = find("take", 3), fl = find("flowers"), build = find("build", 2);
        row("die shows 9", roll, patched(roll, "/dice/1", 9), "\"dice\"");
        row("seat 4", roll, patched(roll, "/seat", 4), "\"seat\"");
        row("unknown event", take, patched(take, "/event", "teleport"), "teleport");
        row("not JSON", take, lines[take - 1].substr(0, 20), "JSON");
        {
            json j = json::parse(lines[take - 1]);
            std::swap(j["tiles"][0], j["tiles"][1]);
            row("take out of order", take, j.dump(), "next tile");
        }
        row("flowers from the wrong hand", fl,
            patched(fl, "/seat", (json::parse(lines[fl - 1])["seat"].get<int>() + 1) % 4), "not in the hand");
        row("build an unknown tile", build, patched(build, "/tiles/4", 144), "144");
        row("wrong magic", 1, patched(1, "/record", "mahjong"), "\"record\"");
        row("version 2", 1, patched(1, "/version", 2), "\"version\"");
        row("unknown variant", 1, patched(1, "/ruleset/variant", "riichi"), "riichi");
        row("negative seed", 1, patched(1, "/seed", -1), "\"seed\"");
        const int last = static_cast<int>(lines.size());
        row("summary mano changed", last,
            patched(last, "/summary/mano", (json::parse(lines.back())["summary"]["mano"].get<int>() + 1) % 4),
            "summary");
        row("summary hand changed", last, patched(last, "/summary/hands/0", "123m"), "summary");
        row("summary not an object", last, R"({"summary":5})", "summary");
        // Appended step by step: GCC 12 warns (-Warray-bounds, wrongly) on a chain of + here.
        std::string nested = "{\"summary\":";
        nested.append(100000, '[').append(100000, ']').append("}");
        row("summary deeply nested", last, nested, "nested deeper than 64 levels");
        // Issue 12, defect 6: a possible table, but not the ritual of the header's seed.
        const int mano = find("mano"), breakRoll = find("roll", 4);
        QCOMPARE(json::parse(lines[breakRoll - 1])["purpose"].get<std::string>(), std::string("break"));
        row("máno edited", mano, patched(mano, "/seat", (json::parse(lines[mano - 1])["seat"].get<int>() + 1) % 4),
            "where the ritual of seed 42 makes {\"event\":\"mano\"");
        row("break dice 6-6, break unchanged", breakRoll, patched(breakRoll, "/dice", json::array({6, 6})),
            "where the ritual of seed 42 makes {\"dice\":[2,2]");
        // Defect 5: a long bad name is quoted as an excerpt (the test below asks for a short error).
        row("event name of 900 KB", take, patched(take, "/event", std::string(900'000, 'x')), "900,000 bytes");
        // Defect 7: a key given twice.
        row("key given twice", take, lines[take - 1].substr(0, lines[take - 1].size() - 1) + ",\"event\":\"take\"}",
            "key \"event\" appears twice");
        row("summary of another seed", last,
            json{{"summary", mj::summarize(*mj::replay(mj::performRitual(43, mj::Ruleset::filipino())))}}.dump(),
            "summary");
    }
    void replayTampered()
    {
        QFETCH(QByteArray, record);
        QFETCH(int, line);
        QFETCH(QString, word);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tampered.jsonl"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(record);
        }
        for (bool viaStdin : {false, true}) {
            const Result r = viaStdin ? runCli({QStringLiteral("replay"), QStringLiteral("-")}, record)
                                      : runCli({QStringLiteral("replay"), path, QStringLiteral("--json")});
            QVERIFY(!r.crashed);
            QCOMPARE(r.code, 1);
            QCOMPARE(r.out, QByteArray());
            const QString err = r.errText();
            QVERIFY2(err.startsWith(QStringLiteral("mahjongero-cli: %1: ")
                                        .arg(viaStdin ? QStringLiteral("standard input") : path)),
                     qPrintable(err.left(300)));
            QVERIFY2(QRegularExpression(QStringLiteral("\\bline %1\\b").arg(line)).match(err).hasMatch(),
                     qPrintable(QStringLiteral("expected \"line %1\" in: %2").arg(line).arg(err.left(300))));
            QVERIFY2(err.contains(word), qPrintable(QStringLiteral("expected \"%1\" in: %2").arg(word, err.left(300))));
            QVERIFY(err.size() < 4000);
        }
    }

    void replayUnreadable()
    {
        QTemporaryDir dir;
        // A missing file.
        const QString missing = dir.filePath(QStringLiteral("no-such-record.jsonl"));
        Result r = runCli({QStringLiteral("replay"), missing});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.errText().contains(missing), qPrintable(r.errText()));
        QVERIFY2(r.errText().contains(QLatin1String("cannot be opened")), qPrintable(r.errText()));

        // An empty file, and empty standard input.
        const QString empty = dir.filePath(QStringLiteral("empty.jsonl"));
        {
            QFile f(empty);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        r = runCli({QStringLiteral("replay"), empty});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().contains(QLatin1String("empty")), qPrintable(r.errText()));
        r = runCli({QStringLiteral("replay"), QStringLiteral("-")}, QByteArray());
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().contains(QLatin1String("standard input")), qPrintable(r.errText()));

        // A megabyte of garbage.
        r = runCli({QStringLiteral("replay"), QStringLiteral("-")}, QByteArray(1 << 20, 'x'));
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().contains(QLatin1String("line 1")), qPrintable(r.errText().left(300)));
        QVERIFY(r.err.size() < 1000);

        // A directory.
        r = runCli({QStringLiteral("replay"), dir.path()});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
    }

    // Issue 12, defects 2 and 3: a device, a FIFO or an endless stream is refused at once,
    // naming the file, instead of growing without end or blocking (a FIFO's read would wait
    // for a writer for ever: runCli's time limit would then mark the run as crashed).
    void replayRefusesWhatIsNotARecordFile()
    {
        Result r = runCli({QStringLiteral("replay"), QStringLiteral("/dev/zero")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QCOMPARE(r.errText(), QStringLiteral("mahjongero-cli: /dev/zero: is a character device, not a regular file\n"));

        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("record.jsonl"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        r = runCli({QStringLiteral("replay"), fifo});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().contains(fifo + QStringLiteral(": is a FIFO (named pipe), not a regular file")),
                 qPrintable(r.errText()));
        r = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), fifo, QStringLiteral("--games"),
                    QStringLiteral("1"), QStringLiteral("--seed"), QStringLiteral("1")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().contains(fifo + QStringLiteral(": is a FIFO")), qPrintable(r.errText()));

        // Standard input: 3 MiB of zero bytes and no line break (as from /dev/zero).
        r = runCli({QStringLiteral("replay"), QStringLiteral("-")}, QByteArray(3 << 20, '\0'));
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().startsWith(QStringLiteral("mahjongero-cli: standard input: line 1: the line holds more "
                                                       "than 1,048,576 bytes")),
                 qPrintable(r.errText()));
        QVERIFY(r.err.size() < 300);
    }

    // analyze HAND: one JSON line; a bad hand exits 1 with the error object and one line on stderr.
    void analyzeSingle_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("expected"); // JSON fields the object must have
        auto row = [](const char* name, const QStringList& args, int code, const char* expected) {
            QTest::newRow(name) << args << code << QString::fromUtf8(expected);
        };
        row("nine gates", {"analyze", "1112345678999m"}, 0,
            R"({"complete":false,"shanten":{"standard":0,"siete_pares":4},"waits_unseen":23})");
        row("complete, words", {"analyze", "123m456p11z", "789s", "555z"}, 0,
            R"({"hand":"123m456p11z 789s 555z","complete":true,"exposed":["789s","555z"],"shanten":{"standard":-1,"siete_pares":null}})");
        row("complete, one argument", {"analyze", "123m456p11z 789s 555z"}, 0,
            R"({"hand":"123m456p11z 789s 555z","complete":true})");
        row("filipino siete pares", {"analyze", "--ruleset", "filipino", "11225588m114499p777s"}, 0,
            R"({"ruleset":"filipino","complete":true,"shanten":{"standard":3,"siete_pares":-1}})");
        row("filipino refuses honours", {"analyze", "--ruleset=filipino", "123m456p789s1112z"}, 1,
            R"({"hand":"123m456p789s1112z"})");
        row("visayan keeps honours", {"analyze", "--ruleset", "visayan", "123m456p789s1112z"}, 0,
            R"({"shanten":{"standard":0,"siete_pares":5},"waits":[{"tile":"2z","unseen":3}]})");
        row("seen", {"analyze", "--seen", "2z2z", "123m456p789s1112z"}, 0, R"({"waits":[{"tile":"2z","unseen":1}]})");
        row("fifteen tiles", {"analyze", "123456789m123456p"}, 1, R"({"hand":"123456789m123456p"})");
        row("flower", {"analyze", "123m1f"}, 1, R"({"hand":"123m1f"})");
    }
    void analyzeSingle()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, expected);
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, code);
        QVERIFY2(r.out.endsWith('\n') && r.out.count('\n') == 1, r.out.constData());
        const json j = json::parse(r.out.toStdString());
        const json fields = json::parse(expected.toStdString());
        for (const auto& [key, value] : fields.items())
            QCOMPARE(j[key], value);
        if (code == 0) {
            QCOMPARE(r.err, QByteArray());
            QVERIFY(!j.contains("error"));
        } else {
            QVERIFY(j["error"].is_string());
            QCOMPARE(j.size(), std::size_t(2));
            QVERIFY2(r.errText().startsWith(QLatin1String("mahjongero-cli: ")), qPrintable(r.errText()));
            QCOMPARE(r.err.count('\n'), 1);
        }
    }

    // --batch: one object a line, in order; bad lines get an error object and the batch goes on.
    void analyzeBatch()
    {
        const QByteArray input = "1112345678999m\n"
                                 "123456789m123456p\n"          // 15 tiles
                                 "\r\n"                          // blank: skipped
                                 "11111m23p\n"                   // five copies
                                 "123m456p11z 789s 555z\r\n"     // CRLF
                                 "123m45p 124s\n"                // not a set
                                 "11225588m114499p777s";          // no final newline
        for (const char* ruleset : {"none", "visayan"}) {
            const Result r = runCli({QStringLiteral("analyze"), QStringLiteral("--batch"), QStringLiteral("--ruleset"),
                                     QString::fromLatin1(ruleset)},
                                    input);
            QVERIFY(!r.crashed);
            QCOMPARE(r.code, 0);
            QCOMPARE(r.err, QByteArray());
            const auto lines = splitLines(r.out.toStdString());
            QCOMPARE(lines.size(), std::size_t(6));
            const char* hands[] = {"1112345678999m", "123456789m123456p", "11111m23p", "123m456p11z 789s 555z",
                                   "123m45p 124s", "11225588m114499p777s"};
            const bool bad[] = {false, true, true, false, true, false};
            for (std::size_t i = 0; i < lines.size(); ++i) {
                const json j = json::parse(lines[i]);
                QCOMPARE(j["hand"], json(hands[i]));
                QCOMPARE(j.contains("error"), bad[i]);
                if (!bad[i]) {
                    QCOMPARE(j["ruleset"], json(ruleset));
                    for (const char* key : {"complete", "shanten", "waits"})
                        QVERIFY2(j.contains(key), key);
                    QVERIFY(j["shanten"].contains("standard"));
                    QVERIFY(j["shanten"].contains("siete_pares"));
                }
            }
            QVERIFY(json::parse(lines[1])["error"].get<std::string>().find("15 tiles") != std::string::npos);
            QVERIFY(json::parse(lines[2])["error"].get<std::string>().find("5 copies") != std::string::npos);
            QCOMPARE(json::parse(lines[5])["complete"], json(true));
        }
        // A file of hands, through a shell-less pipe: the Filipino ruleset refuses the honours line only.
        const Result f = runCli({QStringLiteral("analyze"), QStringLiteral("--ruleset"), QStringLiteral("filipino"),
                                 QStringLiteral("--batch")},
                                "123m456p789s1112z\n123456789m1234p\n");
        QCOMPARE(f.code, 0);
        const auto lines = splitLines(f.out.toStdString());
        QCOMPARE(lines.size(), std::size_t(2));
        QVERIFY(json::parse(lines[0]).contains("error"));
        QCOMPARE(json::parse(lines[1])["waits"], json::parse(R"([{"tile":"1p","unseen":3},{"tile":"4p","unseen":3}])"));
        // Empty input: no output.
        const Result e = runCli({QStringLiteral("analyze"), QStringLiteral("--batch")}, QByteArray());
        QCOMPARE(e.code, 0);
        QCOMPARE(e.out, QByteArray());
    }

    // The batch's answers stay byte for byte those of tests/data/analyze (written before the
    // batch was made fast: issue 12), for every ruleset and option.
    void analyzeGolden_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none") << "hands.txt" << QStringList{} << "hands.none.jsonl";
        QTest::newRow("filipino") << "hands.txt"
                                  << QStringList{"--ruleset", "filipino", "--four-as-two-pairs", "--seen", "1m1m5p"}
                                  << "hands.filipino.jsonl";
        QTest::newRow("visayan discards") << "discards.txt" << QStringList{"--ruleset", "visayan", "--discards"}
                                          << "discards.visayan.jsonl";
    }
    void analyzeGolden()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        const QString dir = QStringLiteral(MJ_TEST_DATA_DIR "/analyze/");
        QFile in(dir + input), golden(dir + expected);
        QVERIFY(in.open(QIODevice::ReadOnly) && golden.open(QIODevice::ReadOnly));
        const Result r = runCli(QStringList{QStringLiteral("analyze"), QStringLiteral("--batch")} + options, in.readAll());
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QByteArray());
        const QList<QByteArray> got = r.out.split('\n'), want = golden.readAll().split('\n');
        for (qsizetype i = 0; i < std::min(got.size(), want.size()); ++i)
            QVERIFY2(got[i] == want[i], qPrintable(QStringLiteral("line %1:\n%2\nexpected:\n%3")
                                                       .arg(i + 1)
                                                       .arg(QString::fromUtf8(got[i]), QString::fromUtf8(want[i]))));
        QCOMPARE(got.size(), want.size());
    }

    // Issue 12, defect 2: the batch read all of standard input, so `analyze --batch </dev/zero`
    // grew to 5-6 GB. Now a line is read within 4 KiB (mj::limits::handLine); a longer one
    // stops the batch with exit 1 and the line named, the lines before it answered.
    void analyzeBatchLineLimit()
    {
        QProcess zero;
        zero.setProgram(QStringLiteral(MJ_CLI_PATH));
        zero.setArguments({QStringLiteral("analyze"), QStringLiteral("--batch")});
        zero.setStandardInputFile(QStringLiteral("/dev/zero"));
        zero.start();
        const bool ended = zero.waitForFinished(20000);
        if (!ended) {
            zero.kill();
            zero.waitForFinished();
        }
        QVERIFY2(ended, "analyze --batch </dev/zero did not end");
        QCOMPARE(zero.exitStatus(), QProcess::NormalExit);
        QCOMPARE(zero.exitCode(), 1);
        QCOMPARE(zero.readAllStandardOutput(), QByteArray());
        const QString zeroErr = QString::fromUtf8(zero.readAllStandardError());
        QVERIFY2(zeroErr.contains(QLatin1String("line 1 is longer than 4,096 bytes")), qPrintable(zeroErr));

        const QByteArray longLine = QByteArray(5000, '1') + 'm';
        Result r = runCli({QStringLiteral("analyze"), QStringLiteral("--batch")},
                          "1112345678999m\n\n123m\n" + longLine + "\n11m\n");
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        const auto lines = splitLines(r.out.toStdString());
        QCOMPARE(lines.size(), std::size_t(2)); // the hands before it
        QCOMPARE(json::parse(lines[1])["hand"], json("123m"));
        QVERIFY2(r.errText().contains(QLatin1String("standard input: line 4 is longer than 4,096 bytes")),
                 qPrintable(r.errText()));
        QCOMPARE(r.err.count('\n'), 1);

        // A line of exactly 4,096 bytes, with or without "\r", is a hand like any other.
        const QByteArray full = "1m" + QByteArray(4094, ' ');
        r = runCli({QStringLiteral("analyze"), QStringLiteral("--batch")}, full + "\r\n" + full + "\n" + full);
        QCOMPARE(r.code, 0);
        QCOMPARE(splitLines(r.out.toStdString()).size(), std::size_t(3));
        QCOMPARE(json::parse(splitLines(r.out.toStdString())[0])["hand"], json(full.toStdString()));
        r = runCli({QStringLiteral("analyze"), QStringLiteral("--batch")}, "1m\n" + full + " \n1m\n");
        QCOMPARE(r.code, 1);
        QVERIFY2(r.errText().contains(QLatin1String("line 2 ")), qPrintable(r.errText()));
    }

    // Issue 12, defect 4: bytes that are not UTF-8 were copied into the JSON (and onto standard
    // error). Every line out is valid UTF-8 now, the bad bytes quoted as \xNN; a long bad hand
    // is quoted as an excerpt.
    void analyzeInvalidUtf8()
    {
        Result r = runCli({QStringLiteral("analyze"), QStringLiteral("--batch")}, "\xff\xfe" "1m\n1m\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(mj::isValidUtf8(r.out.toStdString()), r.out.constData());
        auto lines = splitLines(r.out.toStdString());
        QCOMPARE(lines.size(), std::size_t(2));
        json j = json::parse(lines[0]); // throws on invalid UTF-8
        QCOMPARE(j["hand"], json(R"(\xff\xfe1m)"));
        QVERIFY(j["error"].get<std::string>().find("byte 0xff at position 1") != std::string::npos);
        QCOMPARE(json::parse(lines[1])["tiles"], json(1));

        // The single hand, through a shell (arguments of QProcess are text): stdout and stderr.
        QProcess p;
        p.setProgram(QStringLiteral("/bin/sh"));
        p.setArguments({QStringLiteral("-c"), QStringLiteral("exec \"$0\" analyze \"$(printf '\\377\\376')1m\""),
                        QStringLiteral(MJ_CLI_PATH)});
        p.start();
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray out = p.readAllStandardOutput(), err = p.readAllStandardError();
        QVERIFY2(mj::isValidUtf8(out.toStdString()), out.constData());
        QVERIFY2(mj::isValidUtf8(err.toStdString()), err.constData());
        QCOMPARE(json::parse(out.toStdString())["hand"], json(R"(\xff\xfe1m)"));
        QVERIFY2(err.startsWith(R"(mahjongero-cli: \xff\xfe1m: unexpected character byte 0xff)"), err.constData());

        // A long bad hand: an excerpt on stdout and stderr, not the whole of it.
        r = runCli({QStringLiteral("analyze"), QString(20000, QLatin1Char('x'))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.size() < 300 && r.err.contains("(20,000 bytes)"), r.err.constData());
        j = json::parse(r.out.toStdString());
        QVERIFY(j["hand"].get<std::string>().size() < 150);
        r = runCli({QStringLiteral("analyze"), QStringLiteral("--batch")}, QByteArray(4000, 'x') + "\n");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.size() < 400, r.out.constData());
    }

    // score: what a winning hand pays (docs/scoring.md), as JSON and as text.
    void scoreJson_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected"); // JSON fields the object must have
        auto row = [](const char* name, const QStringList& args, const char* expected) {
            QTest::newRow(name) << args << QString::fromUtf8(expected);
        };
        row("tódas off a discard", {"score", "--hand", "234m567m345p678p11s 789s", "--win", "5m", "--from", "discard",
                                   "--discarder", "2", "--json"},
            R"({"ruleset":"filipino","form":"tódas","source":"discard","discarder":2,
                "lines":[{"reason":"tódas","quarters":4}],"base":4,"multipliers":["discarder pays double"],
                "pays":{"0":-16,"1":4,"2":8,"3":4},"claims_pot":false})");
        row("escaléra búnot, bare words, winner 1", {"score", "--json", "123456789m234p11s", "567s", "--win=4m",
                                                     "--winner", "1"},
            R"({"form":"escaléra","reading":"123m 456m 789m 234p 11s | 567s","winning_group":"456m","wait":"side",
                "lines":[{"reason":"tódas","quarters":4},{"reason":"escaléra","quarters":4}],
                "multipliers":["búnot: all pay double"],"pays":{"0":16,"1":-48,"2":16,"3":16}})");
        row("siete pares, pot claimed", {"score", "--ruleset", "joker-pot", "--hand", "11225588m114499p123s", "--win",
                                         "2s", "--from", "gift", "--json"},
            R"({"ruleset":"joker-pot","form":"siete pares","claims_pot":true,"pays":{"0":-48,"1":16,"2":16,"3":16}})");
        row("siete pares off a discard, pot not claimed", {"score", "--ruleset", "joker-pot", "--hand",
                                                           "11225588m114499p123s", "--win", "2s", "--from", "discard",
                                                           "--discarder", "3", "--json"},
            R"({"form":"siete pares","claims_pot":false,"pays":{"0":-32,"1":8,"2":8,"3":16}})");
        row("joker eye", {"score", "--ruleset", "joker-pot", "--hand", "123m456m789p234s1s1j 567p", "--win", "1j",
                          "--json"},
            R"({"form":"tódas","winning_as":"1s","wait":"eye","claims_pot":true,"joker_eye":true})");
        row("secret, other ambitions, doubles", {"score", "--hand", "22s 123m 456p 789s 333p 5555m!", "--win", "2s",
                                                 "--from", "gift", "--with", "other-ambitions", "--doubles", "--json"},
            R"({"reading":"22s | 123m 456p 789s 333p 5555m!",
                "lines":[{"reason":"tódas","quarters":4},{"reason":"all down","quarters":1},{"reason":"single","quarters":1}],
                "multipliers":["búnot: all pay double","doubles: ×2"],"pays":{"0":-72,"1":24,"2":24,"3":24}})");
        row("four as two pairs", {"score", "--hand", "1111m5599m22p88p55s789s", "--win", "9m", "--with",
                                  "four-as-two-pairs", "--json"},
            R"({"form":"siete pares","base":8})");
        row("bisaklát", {"score", "--hand", "123456m789p234567s11p", "--win", "7s", "--opening", "--with",
                         "other-ambitions", "--winner", "2", "--json"},
            R"({"lines":[{"reason":"tódas","quarters":4},{"reason":"bisaklát","quarters":4},
                         {"reason":"all chow","quarters":1},{"reason":"all up","quarters":1}]})");
        row("before the 5th", {"score", "--hand", "123456m789p234567s11p", "--win", "1p", "--with", "other-ambitions",
                               "--discards-before", "2", "--json"},
            R"({"lines":[{"reason":"tódas","quarters":4},{"reason":"before the 5th","quarters":4},
                         {"reason":"all chow","quarters":1},{"reason":"all up","quarters":1},
                         {"reason":"single","quarters":1}]})");
        row("visayan", {"score", "--ruleset", "visayan", "--hand", "123m456p789s11z 555z 234s", "--win", "1z",
                        "--json"},
            R"({"ruleset":"visayan","form":"tódas","base":4})");
    }
    void scoreJson()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QVERIFY2(r.code == 0, qPrintable(r.errText()));
        QCOMPARE(r.err, QByteArray());
        QVERIFY2(r.out.endsWith('\n') && r.out.count('\n') == 1, r.out.constData());
        const json j = json::parse(r.out.toStdString());
        const json fields = json::parse(expected.toStdString());
        for (const auto& [key, value] : fields.items())
            QCOMPARE(j[key], value);
        for (const char* key : {"ruleset", "hand", "win", "form", "reading", "lines", "base", "multipliers", "pays",
                                "claims_pot", "joker_eye"})
            QVERIFY2(j.contains(key), key);
        int sum = 0;
        for (const auto& [seat, q] : j["pays"].items())
            sum += q.get<int>();
        QCOMPARE(sum, 0);
    }

    void scoreText()
    {
        const Result r = runCli({QStringLiteral("score"), QStringLiteral("--hand"),
                                 QStringLiteral("123m345m567m999m22m 789m"), QStringLiteral("--win"), QStringLiteral("4m"),
                                 QStringLiteral("--with"), QStringLiteral("other-ambitions"), QStringLiteral("--from"),
                                 QStringLiteral("discard"), QStringLiteral("--discarder"), QStringLiteral("1")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, QByteArray());
        const QStringList lines = r.outText().split(QLatin1Char('\n'));
        expectInOrder(lines, {QString::fromUtf8("Tódas, off a discard of seat 1; filipino rules"),
                              QStringLiteral("Reading: 123m 345m 567m 999m 22m | 789m"),
                              QStringLiteral("The winning tile completes 345m (middle)"),
                              QStringLiteral("Final payout, from each other seat:"),
                              QString::fromUtf8("  tódas      1"), QString::fromUtf8("  all flush  ½"),
                              QString::fromUtf8("  paníngit   ¼"), QString::fromUtf8("  total      1¾"),
                              QStringLiteral("Multipliers: discarder pays double"), QString::fromUtf8("Seat 1 pays 3½"),
                              QString::fromUtf8("Seat 2 pays 1¾"), QString::fromUtf8("Seat 3 pays 1¾"),
                              QStringLiteral("Seat 0, the winner, receives 7")});
    }

    void scoreErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("named"); // what stderr must mention
        auto row = [](const char* name, const QStringList& args, int code, const char* named) {
            QTest::newRow(name) << args << code << QString::fromUtf8(named);
        };
        const QString hand = QStringLiteral("234m567m345p678p11s 789s");
        row("not a winning hand", {"score", "--hand", "123m456m789p234s12s 567p", "--win", "2s"}, 1,
            "not a winning hand: shanten 0");
        row("sixteen tiles", {"score", "--hand", "123m456m789p234s1s 567p", "--win", "1s"}, 1, "has 16");
        row("winning tile not held", {"score", "--hand", hand.toUtf8().constData(), "--win", "9m"}, 1,
            "9m is not among the concealed tiles");
        row("bad notation", {"score", "--hand", "234m567x345p678p11s", "--win", "5m"}, 1, "--hand");
        row("filipino honour", {"score", "--hand", "123m456p789s11z 555z 234s", "--win", "1z"}, 1, "flower");
        row("secret not four alike", {"score", "--hand", "234m567m345p678p11s 789s!", "--win", "5m"}, 1,
            "a secret is four alike");
        row("two winning tiles", {"score", "--hand", hand.toUtf8().constData(), "--win", "5m6m"}, 1, "--win");
        row("missing ruleset file", {"score", "--ruleset", "no/such.json", "--hand", hand.toUtf8().constData(), "--win",
                                     "5m"},
            1, "no/such.json");
        row("no hand", {"score", "--win", "5m"}, 2, "score needs the winning hand");
        row("no --win", {"score", "--hand", hand.toUtf8().constData()}, 2, "--win");
        row("discard without discarder", {"score", "--hand", hand.toUtf8().constData(), "--win", "5m", "--from",
                                          "discard"},
            2, "--discarder");
        row("discarder is the winner", {"score", "--hand", hand.toUtf8().constData(), "--win", "5m", "--from",
                                        "discard", "--discarder", "0"},
            2, "--discarder 0 is the winner");
        row("bad source", {"score", "--hand", hand.toUtf8().constData(), "--win", "5m", "--from", "sky"}, 2, "\"sky\"");
        row("bad seat", {"score", "--hand", hand.toUtf8().constData(), "--win", "5m", "--winner", "4"}, 2, "--winner");
        row("bad option", {"score", "--hand", hand.toUtf8().constData(), "--win", "5m", "--with", "jai-alai"}, 2,
            "jai-alai");
        row("unknown ruleset", {"score", "--ruleset", "riichi", "--hand", hand.toUtf8().constData(), "--win", "5m"}, 2,
            "riichi");
        row("unknown argument", {"score", "--hand", hand.toUtf8().constData(), "--win", "5m", "--fast"}, 2, "--fast");
        row("hand twice", {"score", "--hand", hand.toUtf8().constData(), "11m", "--win", "5m"}, 2, "once");
    }
    void scoreErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, named);
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, code);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.errText().startsWith(QLatin1String("mahjongero-cli: ")), qPrintable(r.errText()));
        QVERIFY2(r.errText().contains(named), qPrintable(r.errText()));
        QCOMPARE(r.err.count('\n'), 1);
    }

    void scoreHelp()
    {
        for (const QStringList& args : {QStringList{QStringLiteral("--help")},
                                        QStringList{QStringLiteral("score"), QStringLiteral("--help")}}) {
            const Result r = runCli(args);
            QCOMPARE(r.code, 0);
            for (const char* word : {"score", "--hand", "--win", "--from", "--discarder", "--with", "other-ambitions",
                                     "--doubles", "--opening", "--discards-before", "7777s!"})
                QVERIFY2(r.outText().contains(QLatin1String(word)), word);
        }
    }

    void bench()
    {
        const Result r = runCli({QStringLiteral("bench"), QStringLiteral("--hands"), QStringLiteral("2000")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        const QString out = r.outText();
        for (const char* word : {"M hands/s", "14-tile", "17-tile", "MiB", "generated at build time", "games/s", "joker-pot"})
            QVERIFY2(out.contains(QLatin1String(word)), word);
    }

    // ---- simulate and game records -----------------------------------------------------

    void simulateJson_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("games");
        QTest::newRow("filipino") << QStringLiteral("filipino") << 300;
        QTest::newRow("visayan") << QStringLiteral("visayan") << 100;
        QTest::newRow("joker-pot") << QStringLiteral("joker-pot") << 40;
    }

    void simulateJson()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, games);
        const Result r = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), ruleset,
                                 QStringLiteral("--games"), QString::number(games), QStringLiteral("--seed"),
                                 QStringLiteral("7"), QStringLiteral("--json")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        const auto lines = splitLines(r.out.toStdString());
        QCOMPARE(int(lines.size()), games + 1); // a line per game, then the summary
        const auto summary = nlohmann::json::parse(lines.back()).at("summary");
        QCOMPARE(summary.at("games").get<int>(), games);
        QCOMPARE(summary.at("invariant_violations").get<int>(), 0);
        QVERIFY(summary.at("games_per_second").get<double>() > 0);
        QCOMPARE(summary.at("ruleset").get<std::string>(), ruleset.toStdString());
        int wins = 0, balance = 0;
        for (int w : summary.at("wins").get<std::vector<int>>())
            wins += w;
        QCOMPARE(wins + summary.at("no_winner").get<int>(), games);
        QVERIFY(wins > games / 2);
        for (int b : summary.at("balances").get<std::vector<int>>())
            balance += b;
        if (ruleset != QLatin1String("joker-pot"))
            QCOMPARE(balance, 0); // without a pot every quarter paid is a quarter won
        // Each game line sums to zero and names its winner or none.
        for (int i = 0; i < games; ++i) {
            const auto line = nlohmann::json::parse(lines[static_cast<std::size_t>(i)]);
            QCOMPARE(line.at("game").get<int>(), i + 1);
            int sum = 0;
            for (int b : line.at("balance").get<std::vector<int>>())
                sum += b;
            QCOMPARE(sum, 0);
            QVERIFY(line.contains("winner"));
        }
        // The same seed plays the same match.
        const Result again = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), ruleset,
                                     QStringLiteral("--games"), QString::number(games), QStringLiteral("--seed"),
                                     QStringLiteral("7"), QStringLiteral("--json")});
        const auto againLines = splitLines(again.out.toStdString());
        QVERIFY(std::vector<std::string>(againLines.begin(), againLines.end() - 1) ==
                std::vector<std::string>(lines.begin(), lines.end() - 1));
    }

    void simulateText()
    {
        const Result r = runCli({QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("50"),
                                 QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(r.code, 0);
        for (const char* word : {"Simulated 50 games", "seat 0:", "seat 3:", "no winner", "búnot", "average turns",
                                 "invariant violations: 0", "games per second"})
            QVERIFY2(r.outText().contains(QString::fromUtf8(word)), word);
        QVERIFY(r.err.isEmpty()); // no progress bar when standard error is not a terminal
    }

    // --check-replay (the long runs): each record read back and replayed; the same games,
    // no violation.
    void simulateCheckReplay()
    {
        auto run = [](bool check) {
            QStringList args{QStringLiteral("simulate"), QStringLiteral("--ruleset"), QStringLiteral("joker-pot"),
                             QStringLiteral("--games"), QStringLiteral("20"), QStringLiteral("--seed"),
                             QStringLiteral("4"), QStringLiteral("--json")};
            if (check)
                args << QStringLiteral("--check-replay");
            return runCli(args);
        };
        const Result checked = run(true);
        QCOMPARE(checked.code, 0);
        const auto lines = splitLines(checked.out.toStdString());
        QCOMPARE(int(lines.size()), 21);
        QCOMPARE(nlohmann::json::parse(lines.back()).at("summary").at("invariant_violations").get<int>(), 0);
        const auto plain = splitLines(run(false).out.toStdString());
        QVERIFY(std::vector<std::string>(plain.begin(), plain.end() - 1) ==
                std::vector<std::string>(lines.begin(), lines.end() - 1));
    }

    void simulateRulesetFile()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("lola.json"));
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        writeFile(good, "{\"base\": \"visayan\",\n \"payouts\": {\"kang\": 2}}\n");
        writeFile(bad, "{\"base\": \"visayan\",\n \"payouts\": {\"kangg\": 2}}\n");
        const Result r = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), good, QStringLiteral("--games"),
                                 QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const auto summary = nlohmann::json::parse(splitLines(r.out.toStdString()).back()).at("summary");
        QCOMPARE(summary.at("ruleset").get<std::string>(), std::string("lola"));
        const Result refused = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), bad});
        QCOMPARE(refused.code, 1);
        for (const char* word : {"bad.json", "line 2", "payouts.kangg"})
            QVERIFY2(refused.errText().contains(QLatin1String(word)), qPrintable(refused.errText()));
        const Result unknown = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), QStringLiteral("riichi")});
        QCOMPARE(unknown.code, 2); // an unknown name is a bad argument; a bad file, bad input
        QVERIFY(unknown.errText().contains(QLatin1String("riichi")));
    }

    void simulateBadArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("word");
        QTest::newRow("no games") << QStringList{QStringLiteral("--games"), QStringLiteral("0")} << QStringLiteral("--games");
        QTest::newRow("games not a number") << QStringList{QStringLiteral("--games"), QStringLiteral("x")} << QStringLiteral("--games");
        QTest::newRow("seed negative") << QStringList{QStringLiteral("--seed"), QStringLiteral("-1")} << QStringLiteral("--seed");
        QTest::newRow("value missing") << QStringList{QStringLiteral("--ruleset")} << QStringLiteral("--ruleset");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--fast")} << QStringLiteral("--fast");
    }

    void simulateBadArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, word);
        const Result r = runCli(QStringList{QStringLiteral("simulate")} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.errText().contains(word), qPrintable(r.errText()));
    }

    // ---- arena ------------------------------------------------------------------------

    void arenaJson_data()
    {
        QTest::addColumn<QString>("bots");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("two levels") << QStringLiteral("normal,normal,easy,easy") << QStringLiteral("filipino")
                                    << QStringList{QStringLiteral("normal"), QStringLiteral("easy")};
        QTest::newRow("one level") << QStringLiteral("easy,easy,easy,easy") << QStringLiteral("visayan")
                                   << QStringList{QStringLiteral("easy")};
        QTest::newRow("interleaved") << QStringLiteral("easy,normal,easy,normal") << QStringLiteral("joker-pot")
                                     << QStringList{QStringLiteral("easy"), QStringLiteral("normal")};
    }

    // The summary is the last line of standard output, one entry per distinct level (in the
    // order of first entry), with the fields the issue names; the same seed gives the same
    // figures on one thread or two.
    void arenaJson()
    {
        QFETCH(QString, bots);
        QFETCH(QString, ruleset);
        QFETCH(QStringList, levels);
        const QStringList args{QStringLiteral("arena"), QStringLiteral("--bots"), bots, QStringLiteral("--games"),
                               QStringLiteral("80"), QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("--ruleset"), ruleset, QStringLiteral("--json")};
        const Result r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty()); // no progress bar when standard error is not a terminal
        const auto lines = splitLines(r.out.toStdString());
        QVERIFY(!lines.empty());
        const auto summary = nlohmann::json::parse(lines.back()).at("summary");
        QCOMPARE(summary.at("games").get<int>(), 80);
        QCOMPARE(summary.at("ruleset").get<std::string>(), ruleset.toStdString());
        const auto& entries = summary.at("bots");
        QCOMPARE(int(entries.size()), int(levels.size()));
        double payoutTotal = 0;
        for (int i = 0; i < levels.size(); ++i) {
            const auto& b = entries.at(static_cast<std::size_t>(i));
            QCOMPARE(b.at("bot").get<std::string>(), levels[i].toStdString());
            for (const char* rate : {"win_rate", "deal_in_rate"}) {
                const double v = b.at(rate).get<double>();
                QVERIFY2(v >= 0 && v <= 1, rate);
            }
            const double avg = b.at("avg_payout").get<double>();
            const auto ci = b.at("ci95").get<std::vector<double>>();
            QCOMPARE(int(ci.size()), 2);
            QVERIFY(ci[0] <= avg && avg <= ci[1]);
            QVERIFY(b.at("decision_ms_p99").get<double>() > 0);
            const int games = b.at("games").get<int>();
            QCOMPARE(games, 80 * b.at("entries").get<int>());
            payoutTotal += avg * games;
        }
        QVERIFY(std::abs(payoutTotal) < 1e-6); // the table's money sums to zero
        if (levels.size() == 1)
            QCOMPARE(entries.at(0).at("avg_payout").get<double>(), 0.0);
        // Determinism: the same figures again, and on two threads (times apart).
        const auto clockless = [](nlohmann::json s) {
            s.erase("seconds");
            s.erase("threads");
            for (auto& b : s.at("bots"))
                for (const char* key : {"decision_ms_p99", "decision_ms_avg", "decision_ms_max"})
                    b.erase(key);
            return s;
        };
        const Result threaded = runCli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(threaded.code, 0);
        const auto again = nlohmann::json::parse(splitLines(threaded.out.toStdString()).back()).at("summary");
        QCOMPARE(clockless(again), clockless(summary));
    }

    void arenaText()
    {
        const Result r = runCli({QStringLiteral("arena"), QStringLiteral("--bots"), QStringLiteral("normal,easy,normal,easy"),
                                 QStringLiteral("--games"), QStringLiteral("40"), QStringLiteral("--seed"), QStringLiteral("2")});
        QCOMPARE(r.code, 0);
        for (const char* word : {"Arena: 40 games (10 deals", "filipino rules, seed 2", "win %", "deal-in %",
                                 "avg payout", "95% interval", "p99 ms", "normal", "easy", "No winner:", "wall time"})
            QVERIFY2(r.outText().contains(QString::fromUtf8(word)), word);
        QVERIFY(r.err.isEmpty());
    }

    void arenaBadArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("words");
        const QString lineup = QStringLiteral("normal,normal,easy,easy");
        QTest::newRow("no bots") << QStringList{QStringLiteral("--games"), QStringLiteral("8")}
                                 << QStringList{QStringLiteral("--bots"), QStringLiteral("easy, normal")};
        QTest::newRow("three bots") << QStringList{QStringLiteral("--bots"), QStringLiteral("normal,easy,easy")}
                                    << QStringList{QStringLiteral("--bots"), QStringLiteral("four")};
        QTest::newRow("five bots") << QStringList{QStringLiteral("--bots"), QStringLiteral("easy,easy,easy,easy,easy")}
                                   << QStringList{QStringLiteral("--bots"), QStringLiteral("5 given")};
        QTest::newRow("unknown bot") << QStringList{QStringLiteral("--bots"), QStringLiteral("normal,normal,easy,grandmaster")}
                                     << QStringList{QStringLiteral("grandmaster"), QStringLiteral("easy, normal")};
        QTest::newRow("games not whole deals") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--games"), QStringLiteral("10")}
                                               << QStringList{QStringLiteral("--games"), QStringLiteral("multiple of 4")};
        QTest::newRow("games zero") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--games"), QStringLiteral("0")}
                                    << QStringList{QStringLiteral("--games")};
        QTest::newRow("games not a number") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--games=many")}
                                            << QStringList{QStringLiteral("--games"), QStringLiteral("many")};
        QTest::newRow("seed") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--seed"), QStringLiteral("1e3")}
                              << QStringList{QStringLiteral("--seed")};
        QTest::newRow("ruleset") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--ruleset"), QStringLiteral("riichi")}
                                 << QStringList{QStringLiteral("--ruleset"), QStringLiteral("riichi")};
        QTest::newRow("ruleset file") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--ruleset"), QStringLiteral("/nonexistent/lola.json")}
                                      << QStringList{QStringLiteral("--ruleset"), QStringLiteral("lola.json")};
        QTest::newRow("threads") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--threads"), QStringLiteral("0")}
                                 << QStringList{QStringLiteral("--threads")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--bots"), lineup, QStringLiteral("--fast")}
                                        << QStringList{QStringLiteral("--fast")};
        QTest::newRow("value missing") << QStringList{QStringLiteral("--bots")} << QStringList{QStringLiteral("--bots")};
    }

    void arenaBadArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, words);
        const Result r = runCli(QStringList{QStringLiteral("arena")} + args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        for (const QString& word : words)
            QVERIFY2(r.errText().contains(word), qPrintable(r.errText()));
    }

    // simulate --record writes game records that replay through the rules; an edited one
    // is refused with its line.
    void gameRecords()
    {
        QTemporaryDir dir;
        const QString records = dir.filePath(QStringLiteral("games"));
        const Result r = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), QStringLiteral("visayan"),
                                 QStringLiteral("--games"), QStringLiteral("4"), QStringLiteral("--seed"),
                                 QStringLiteral("11"), QStringLiteral("--record"), records, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const auto gameLines = splitLines(r.out.toStdString());
        for (int i = 1; i <= 4; ++i) {
            const QString file = records + QStringLiteral("/game-%1.jsonl").arg(i, 6, 10, QLatin1Char('0'));
            QVERIFY2(QFileInfo::exists(file), qPrintable(file));
            const Result text = runCli({QStringLiteral("replay"), file});
            QCOMPARE(text.code, 0);
            QVERIFY(text.outText().contains(QLatin1String("every action legal")));
            QVERIFY(text.outText().contains(QLatin1String("Payments:")));
            const Result json = runCli({QStringLiteral("replay"), file, QStringLiteral("--json")});
            QCOMPARE(json.code, 0);
            const auto state = nlohmann::json::parse(json.out.toStdString()).at("summary");
            const auto line = nlohmann::json::parse(gameLines[static_cast<std::size_t>(i - 1)]);
            QCOMPARE(state.at("winner"), line.at("winner"));
            QCOMPARE(state.at("phase").get<std::string>(), std::string("over"));
            std::vector<int> balance;
            for (const auto& seat : state.at("seats"))
                balance.push_back(seat.at("balance").get<int>());
            QCOMPARE(balance, line.at("balance").get<std::vector<int>>());
        }
        // Tamper with the first discard action: it names a tile the seat does not hold.
        const QString first = records + QStringLiteral("/game-000001.jsonl");
        QFile in(first);
        QVERIFY(in.open(QIODevice::ReadOnly));
        auto lines = splitLines(in.readAll().toStdString());
        int tampered = 0;
        for (std::size_t i = 0; i < lines.size() && !tampered; ++i) {
            auto j = nlohmann::json::parse(lines[i]);
            if (j.value("event", "") == "action" && j.value("action", "") == "discard") {
                j["tile"] = (j["tile"].get<int>() + 1) % 144;
                lines[i] = j.dump();
                tampered = static_cast<int>(i) + 1;
            }
        }
        QVERIFY(tampered > 0);
        const QString bad = dir.filePath(QStringLiteral("tampered.jsonl"));
        writeFile(bad, QByteArray::fromStdString(joinLines(lines)));
        const Result refused = runCli({QStringLiteral("replay"), bad});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.errText().contains(QStringLiteral("line %1").arg(tampered)), qPrintable(refused.errText()));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
