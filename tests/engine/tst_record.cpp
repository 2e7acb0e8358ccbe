// Records as JSON Lines (record/record_json.h) and replay (record/game_log.h): the round
// trip for many seeds and every ruleset, determinism, a golden record pinned in
// tests/data/, rejection of malformed records with "line N" and the field named (never a
// crash), and atomicity: a rejected event changes nothing (ARCHITECTURE.md, conventions 3,
// 4 and 7).
#include "core/notation.h"
#include "qtest_printers.h"
#include "text_lines.h"
#include "core/rng.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "record/summary.h"
#include "ritual/narrator.h"
#include "ritual/ritual.h"
#include "rules/ruleset.h"
#include "table/live_wall.h"
#include "table/table.h"

#include <QtTest>

#include <cstdint>
#include <fstream>
#include <functional>
#include <limits>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using nlohmann::json;

Q_DECLARE_METATYPE(mj::Ruleset)


namespace {

struct NamedRules {
    std::string name;
    mj::Ruleset rules;
};

// Every combination the ritual distinguishes: both variants, both wall counts, both ends.
std::vector<NamedRules> allRulesets()
{
    std::vector<NamedRules> out;
    for (auto v : {mj::Variant::Filipino, mj::Variant::Visayan})
        for (auto c : {mj::WallCount::FromRight, mj::WallCount::FromOpposite})
            for (auto e : {mj::OppositeEnd::NearRight, mj::OppositeEnd::NearLeft})
                out.push_back({mj::variantName(v) + "/" + mj::wallCountName(c) + "/" + mj::oppositeEndName(e),
                               mj::ritualRules(v, c, e)});
    return out;
}

std::string recordText(const mj::GameRecord& record)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    return out.str();
}

mj::Expected<mj::ReadRecord> readText(const std::string& text)
{
    std::istringstream in(text);
    return mj::readRecord(in);
}

// What the CLI does with a file: read, then replay with the file's line numbers.
// Returns "" when the record is accepted, else the error.
std::string loadError(const std::string& text)
{
    const auto read = readText(text);
    if (!read)
        return read.error();
    const auto table = mj::replay(read->record, read->eventLines);
    if (!table)
        return table.error();
    return {};
}

// The table as GameLog leaves it, event by event, with the invariant after every event.
mj::Table tableByAppending(const mj::GameRecord& record)
{
    mj::GameLog log(record.header);
    for (const mj::Event& e : record.events) {
        const mj::Status s = log.append(e);
        if (!s)
            qFatal("append rejected an event of the ritual: %s", s.error().c_str());
        const mj::Status inv = log.table().checkInvariant();
        if (!inv)
            qFatal("invariant broken: %s", inv.error().c_str());
    }
    if (log.record().events.size() != record.events.size())
        qFatal("GameLog did not record every event");
    return log.table();
}

QString dataDir() { return QStringLiteral(MJ_TEST_DATA_DIR); }

std::string readFile(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// 1-based file line of the n-th (0-based) event of this type in a record text.
int lineOf(const std::vector<std::string>& lines, const std::string& type, int nth = 0)
{
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const json j = json::parse(lines[i], nullptr, false);
        if (j.is_object() && j.value("event", "") == type && nth-- == 0)
            return static_cast<int>(i) + 1;
    }
    qFatal("no %s event", type.c_str());
    return -1;
}

// True when `error` names exactly line n (not line 12 for n = 1).
bool namesLine(const std::string& error, int n)
{
    const QRegularExpression re(QStringLiteral("\\bline %1\\b").arg(n));
    return re.match(QString::fromStdString(error)).hasMatch();
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private:
    // A valid record, seed 42, Filipino rules, as lines (1-based line k is lines[k - 1]).
    std::vector<std::string> m_base;

    std::string withLine(int lineNumber, const std::string& text) const
    {
        auto lines = m_base;
        lines[lineNumber - 1] = text;
        return joinLines(lines);
    }
    std::string withField(int lineNumber, const std::string& pointer, const json& value) const
    {
        json j = json::parse(m_base[lineNumber - 1]);
        j[json::json_pointer(pointer)] = value;
        return withLine(lineNumber, j.dump());
    }
    std::string withoutField(int lineNumber, const std::string& key) const
    {
        json j = json::parse(m_base[lineNumber - 1]);
        j.erase(key);
        return withLine(lineNumber, j.dump());
    }
    json lineJson(int lineNumber) const { return json::parse(m_base[lineNumber - 1]); }
    int lineOf(const std::string& type, int nth = 0) const { return ::lineOf(m_base, type, nth); }

private slots:
    void initTestCase()
    {
        m_base = splitLines(recordText(mj::performRitual(42, mj::Ruleset::filipino())));
        QVERIFY(m_base.size() > 20);
    }

    // 1. Round trip: write, read, re-serialize identically; replaying the read record
    // rebuilds the same table as the original and as GameLog, for many seeds and rules.
    void roundTrip_data()
    {
        QTest::addColumn<mj::Ruleset>("rules");
        for (const auto& r : allRulesets())
            QTest::newRow(r.name.c_str()) << r.rules;
    }
    void roundTrip()
    {
        QFETCH(mj::Ruleset, rules);
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            const mj::GameRecord original = mj::performRitual(seed, rules);
            const std::string text = recordText(original);
            const auto read = readText(text);
            QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
            const mj::GameRecord& back = read->record;

            QCOMPARE(back.header.seed, seed);
            QVERIFY(back.header.rules == rules);
            QVERIFY(back.header.tileSet == &mj::TileSet::chinese());
            QVERIFY(back.header.layout == &mj::Layout::square18());
            QCOMPARE(back.events.size(), original.events.size());
            QVERIFY(!read->summary.has_value());
            QCOMPARE(read->summaryLine, 0);
            // Without blank lines, event i is on file line i + 2.
            QCOMPARE(read->eventLines.size(), original.events.size());
            for (std::size_t i = 0; i < read->eventLines.size(); ++i)
                QCOMPARE(read->eventLines[i], static_cast<int>(i) + 2);

            // Identical text, event by event and as a whole.
            const auto lines = splitLines(text);
            QCOMPARE(lines.size(), original.events.size() + 1);
            QCOMPARE(mj::headerToJson(back.header).dump(), lines[0]);
            for (std::size_t i = 0; i < back.events.size(); ++i)
                QCOMPARE(mj::eventToJson(back.events[i]).dump(), lines[i + 1]);
            QCOMPARE(recordText(back), text);

            // Same table three ways.
            const auto fromRead = mj::replay(back, read->eventLines);
            QVERIFY2(fromRead.ok(), fromRead.ok() ? "" : fromRead.error().c_str());
            const auto fromOriginal = mj::replay(original);
            QVERIFY(fromOriginal.ok());
            const mj::Table logged = tableByAppending(original);
            QVERIFY(*fromRead == *fromOriginal);
            QVERIFY(*fromRead == logged);
            QCOMPARE(fromRead->dump(), logged.dump());
            QVERIFY(fromRead->checkInvariant().ok());
            QCOMPARE(mj::summarize(*fromRead), mj::summarize(logged));

            // The ritual's end state, read off the replayed table.
            QVERIFY(fromRead->mano().has_value());
            QVERIFY(fromRead->wallBreak().has_value());
            const mj::Seat mano = *fromRead->mano();
            int inHands = 0, inFlowers = 0;
            for (int s = 0; s < mj::Ruleset::kSeats; ++s) {
                const mj::Seat seat = mj::Seat::of(s);
                QCOMPARE(static_cast<int>(fromRead->hand(seat).size()), seat == mano ? 17 : 16);
                for (mj::TileId t : fromRead->hand(seat))
                    QVERIFY(!rules.isFlower(fromRead->tileSet().kindOf(t)));
                for (mj::TileId t : fromRead->flowers(seat))
                    QVERIFY(rules.isFlower(fromRead->tileSet().kindOf(t)));
                inHands += static_cast<int>(fromRead->hand(seat).size());
                inFlowers += static_cast<int>(fromRead->flowers(seat).size());
            }
            const mj::WallCounts walls = mj::wallCounts(*fromRead);
            QCOMPARE(inHands + inFlowers + walls.draw + walls.flower, 144);
        }
    }

    // The header's seed (the full 64-bit range) and ruleset survive the round trip.
    void headerRoundTrip_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<mj::Ruleset>("rules");
        const quint64 max = std::numeric_limits<std::uint64_t>::max();
        for (const auto& r : allRulesets()) {
            for (quint64 seed : {quint64(0), quint64(1), quint64(4294967296ULL), quint64(9223372036854775808ULL), max})
                QTest::addRow("%s seed %llu", r.name.c_str(), static_cast<unsigned long long>(seed)) << seed << r.rules;
        }
    }
    void headerRoundTrip()
    {
        QFETCH(quint64, seed);
        QFETCH(mj::Ruleset, rules);
        const mj::GameRecord original = mj::performRitual(seed, rules);
        QCOMPARE(quint64(original.header.seed), seed);
        QVERIFY(original.header.rules == rules);
        const std::string text = recordText(original);
        const json header = json::parse(splitLines(text).front());
        QVERIFY(header.at("seed").is_number_unsigned());
        QCOMPARE(quint64(header.at("seed").get<std::uint64_t>()), seed);
        QCOMPARE(header.at("record").get<std::string>(), std::string("mahjongero"));
        QCOMPARE(header.at("version").get<int>(), 1);
        QCOMPARE(header.at("tiles").get<std::string>(), std::string("chinese-144"));
        QCOMPARE(header.at("wall"), (json{{"segments", 4}, {"stacks", 18}, {"height", 2}}));
        QCOMPARE(header.at("ruleset").at("variant").get<std::string>(), mj::variantName(rules.variant));
        QCOMPARE(header.at("ruleset").at("wall_count").get<std::string>(), mj::wallCountName(rules.wallCount));
        QCOMPARE(header.at("ruleset").at("opposite_end").get<std::string>(), mj::oppositeEndName(rules.oppositeEnd));

        const auto read = readText(text);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(quint64(read->record.header.seed), seed);
        QVERIFY(read->record.header.rules == rules);
        QVERIFY(mj::replay(read->record, read->eventLines).ok());
    }

    // 2. Determinism: the same seed and rules give the same record, byte for byte;
    // different seeds give different records.
    void determinism()
    {
        for (const auto& r : allRulesets()) {
            std::set<std::string> seen, washes;
            for (std::uint64_t seed = 0; seed < 50; ++seed) {
                const std::string a = recordText(mj::performRitual(seed, r.rules));
                const std::string b = recordText(mj::performRitual(seed, r.rules));
                QCOMPARE(a, b);
                QVERIFY2(seen.insert(a).second, "two seeds gave the same record");
                QVERIFY2(washes.insert(splitLines(a).at(1)).second, "two seeds gave the same wash");
            }
        }
        // The seed is all that differs between these two: not just the header line.
        const auto a = splitLines(recordText(mj::performRitual(1, mj::Ruleset::filipino())));
        const auto b = splitLines(recordText(mj::performRitual(2, mj::Ruleset::filipino())));
        QVERIFY(a[1] != b[1]);
        // Interleaving other rituals does not disturb a seed's outcome (no hidden global state).
        const std::string first = recordText(mj::performRitual(99, mj::Ruleset::visayan()));
        (void)mj::performRitual(100, mj::Ruleset::filipino());
        QCOMPARE(recordText(mj::performRitual(99, mj::Ruleset::visayan())), first);
    }

    // 3. Golden records generated once with the CLI, pinned in tests/data/.
    void golden_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<mj::Ruleset>("rules");
        QTest::newRow("seed 7 filipino") << QStringLiteral("ritual-seed-7.jsonl") << quint64(7)
                                         << mj::Ruleset::filipino();
        QTest::newRow("seed 7 visayan/opposite/left")
            << QStringLiteral("ritual-seed-7-visayan-opposite-left.jsonl") << quint64(7)
            << mj::ritualRules(mj::Variant::Visayan, mj::WallCount::FromOpposite, mj::OppositeEnd::NearLeft);
    }
    void golden()
    {
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        QFETCH(mj::Ruleset, rules);
        const QString path = dataDir() + QLatin1Char('/') + file;
        QVERIFY2(QFileInfo::exists(path), qPrintable(path + QStringLiteral(" is missing")));
        const std::string fixture = readFile(path);
        const auto fixtureLines = splitLines(fixture);
        QVERIFY(fixtureLines.size() > 2);

        // Today's ritual writes exactly the fixture's header and event lines.
        const mj::GameRecord today = mj::performRitual(seed, rules);
        const auto todayLines = splitLines(recordText(today));
        QCOMPARE(todayLines.size() + 1, fixtureLines.size());
        for (std::size_t i = 0; i < todayLines.size(); ++i)
            QCOMPARE(todayLines[i], fixtureLines[i]);

        // The fixture reads back with its summary on the last line, and the summary of
        // today's replay matches it.
        const auto read = readText(fixture);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QVERIFY(read->summary.has_value());
        QCOMPARE(read->summaryLine, static_cast<int>(fixtureLines.size()));
        QCOMPARE(*read->summary, json::parse(fixtureLines.back()).at("summary"));
        QCOMPARE(json::parse(fixtureLines.back()).size(), std::size_t(1));
        const auto table = mj::replay(read->record, read->eventLines);
        QVERIFY(table.ok());
        QCOMPARE(mj::summarize(*table), *read->summary);
        QCOMPARE(mj::summarize(*mj::replay(today)), *read->summary);
        QVERIFY(*table == *mj::replay(today));
    }

    // 4. Malformed records: each row is a small mutation of a valid record (seed 42); the
    // error names the line and, where there is one, the field.
    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line"); // 0: no line is named
        QTest::addColumn<QStringList>("words");
        if (m_base.empty())
            initTestCase();

        auto row = [](const char* name, const std::string& text, int line, QStringList words) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << line << words;
        };
        const int wash = lineOf("wash");
        const int build0 = lineOf("build", 0);
        const int build1 = lineOf("build", 1);
        const int roll = lineOf("roll");
        const int brk = lineOf("break");
        const int lift = lineOf("lift");
        const int dice = lineOf("dice");
        const int take = lineOf("take");
        const int take2 = lineOf("take", 1);
        const int flowers = lineOf("flowers");
        const int last = static_cast<int>(m_base.size());

        // Empty and non-JSON input.
        row("empty input", "", 1, {"empty"});
        row("only blank lines", "\n   \n\t\n", 1, {"empty"});
        row("line 1 not JSON", withLine(1, "hello, world"), 1, {"not valid JSON"});
        row("line 1 an array", withLine(1, "[1,2,3]"), 1, {"expected a JSON object", "array"});

        // Header fields.
        row("header without seed", withoutField(1, "seed"), 1, {"\"seed\"", "missing"});
        row("seed negative", withField(1, "/seed", -1), 1, {"\"seed\"", "whole number from 0 to 18446744073709551615, found -1"});
        row("seed a string", withField(1, "/seed", "42"), 1, {"\"seed\"", "string"});
        row("seed a fraction", withField(1, "/seed", 4.5), 1, {"\"seed\"", "number"});
        row("seed too large", withLine(1, std::string(m_base[0]).replace(m_base[0].find("\"seed\":42"), 9,
                                                                         "\"seed\":18446744073709551616")),
            1, {"\"seed\""});
        row("unknown variant", withField(1, "/ruleset/variant", "riichi"), 1, {"\"ruleset.variant\"", "riichi"});
        row("unknown wall count", withField(1, "/ruleset/wall_count", "diagonal"), 1,
            {"\"ruleset.wall_count\"", "diagonal"});
        row("unknown opposite end", withField(1, "/ruleset/opposite_end", "middle"), 1,
            {"\"ruleset.opposite_end\"", "middle"});
        row("payout below zero", withField(1, "/ruleset/payouts/kang", -1), 1, {"\"ruleset.payouts.kang\"", "-1"});
        row("unknown payout", withField(1, "/ruleset/payouts/kong", 1), 1, {"\"ruleset.payouts.kong\"", "kang"});
        row("ruleset missing", withoutField(1, "ruleset"), 1, {"\"ruleset\"", "missing"});
        row("ruleset a string", withField(1, "/ruleset", "filipino"), 1, {"\"ruleset\"", "object"});
        row("wrong record magic", withField(1, "/record", "mahjong"), 1, {"\"record\"", "mahjong"});
        row("record magic missing", withoutField(1, "record"), 1, {"\"record\"", "missing"});
        row("version 2", withField(1, "/version", 2), 1, {"\"version\"", "2"});
        row("version a string", withField(1, "/version", "1"), 1, {"\"version\"", "string"});
        row("unknown tile set", withField(1, "/tiles", "american-152"), 1, {"\"tiles\"", "american-152"});
        row("wall of 19 stacks", withField(1, "/wall/stacks", 19), 1, {"\"wall.stacks\"", "19"});
        row("header is an event", withLine(1, m_base[wash - 1]), 1, {"\"record\"", "missing"});

        // Event lines that are not event objects.
        row("event line an array", withLine(wash, "[1,2]"), wash, {"expected a JSON object", "array"});
        row("event line a number", withLine(take, "42"), take, {"expected a JSON object", "number"});
        row("event line not JSON", withLine(roll, "{\"event\":\"roll\","), roll, {"not valid JSON"});
        row("unknown event type", withField(roll, "/event", "teleport"), roll, {"\"event\"", "teleport"});
        row("event type missing", withoutField(roll, "event"), roll, {"\"event\"", "missing"});
        row("event type a number", withField(roll, "/event", 3), roll, {"\"event\"", "string"});

        // Rolls.
        row("roll without dice", withoutField(roll, "dice"), roll, {"\"dice\"", "missing"});
        row("die shows 7", withField(roll, "/dice", json::array({7, 1})), roll, {"\"dice\"", "7", "1..6"});
        row("die shows 0", withField(roll, "/dice", json::array({3, 0})), roll, {"\"dice\" item 2", "0", "1..6"});
        row("dice not an array", withField(roll, "/dice", 12), roll, {"\"dice\"", "two dice"});
        row("three dice", withField(roll, "/dice", json::array({1, 2, 3})), roll, {"\"dice\"", "two dice"});
        row("one die", withField(roll, "/dice", json::array({4})), roll, {"\"dice\"", "two dice"});
        row("die a string", withField(roll, "/dice", json::array({1, "2"})), roll, {"\"dice\" item 2", "string"});
        row("die a fraction", withField(roll, "/dice", json::array({1.5, 2})), roll, {"\"dice\" item 1", "integer"});
        row("roll purpose unknown", withField(roll, "/purpose", "fun"), roll, {"\"purpose\"", "fun"});
        row("seat 4", withField(roll, "/seat", 4), roll, {"\"seat\"", "4", "0..3"});
        row("seat -1", withField(roll, "/seat", -1), roll, {"\"seat\"", "-1", "0..3"});
        row("seat a string", withField(roll, "/seat", "2"), roll, {"\"seat\"", "string"});
        row("seat huge", withField(roll, "/seat", 18446744073709551615ULL), roll, {"\"seat\"", "0..3"});

        // Tile ids.
        row("tile id 144 in a build", withField(build0, "/tiles/0", 144), build0, {"\"tiles\" item 1", "144", "0..143"});
        row("tile id -1 in a take", withField(take, "/tiles/2", -1), take, {"\"tiles\" item 3", "-1"});
        row("tile id \"5m\"", withField(take, "/tiles/0", "5m"), take, {"\"tiles\" item 1", "string"});
        row("tiles not an array", withField(take, "/tiles", 5), take, {"\"tiles\"", "array"});

        // The wash.
        {
            json j = lineJson(wash);
            j["order"][5] = j["order"][6];
            row("wash with a duplicate tile", withLine(wash, j.dump()), wash, {"wash", "twice"});
            json k = lineJson(wash);
            k["order"].erase(k["order"].size() - 1);
            row("wash with 143 tiles", withLine(wash, k.dump()), wash, {"wash", "143"});
        }
        row("wash order missing", withoutField(wash, "order"), wash, {"\"order\"", "missing"});

        // The build.
        row("build segment 4", withField(build1, "/segment", 4), build1, {"\"segment\"", "4"});
        row("build into a built segment", withField(build1, "/segment", 0), build1, {"segment 0", "already built"});
        {
            json j = lineJson(build0);
            j["tiles"].erase(j["tiles"].size() - 1);
            row("build with 35 tiles", withLine(build0, j.dump()), build0, {"build", "35"});
            json k = lineJson(build1);
            k["tiles"][0] = lineJson(build0)["tiles"][0]; // already in segment 0's wall
            row("build a tile already built", withLine(build1, k.dump()), build1, {"build", "not in the free area"});
        }

        // The break, lift and dice.
        row("break count 1", withField(brk, "/count", 1), brk, {"\"count\"", "1"});
        row("break count 19", withField(brk, "/count", 19), brk, {"\"count\"", "19"});
        row("break direction 0", withField(brk, "/direction", 0), brk, {"\"direction\""});
        row("break segment -1", withField(brk, "/segment", -1), brk, {"\"segment\"", "-1"});
        row("break twice", [&] {
            auto lines = m_base;
            lines.insert(lines.begin() + brk, m_base[brk - 1]);
            return joinLines(lines);
        }(), brk + 1, {"break", "already broken"});
        row("lift from stack 18", withField(lift, "/from/stack", 18), lift, {"\"from.stack\"", "18"});
        row("lift onto itself", withField(lift, "/onto", lineJson(lift)["from"]), lift, {"lift", "itself"});
        row("lift without onto", withoutField(lift, "onto"), lift, {"\"onto\"", "missing"});
        row("dice on segment 5", withField(dice, "/on/segment", 5), dice, {"\"on.segment\"", "5"});

        // Takes.
        {
            json j = lineJson(take);
            std::swap(j["tiles"][0], j["tiles"][1]); // the bottom tile before the top one
            row("take out of order", withLine(take, j.dump()), take, {"take", "next tile"});
            json k = lineJson(take2);
            k["tiles"][3] = lineJson(take)["tiles"][0]; // already in a hand
            row("take a tile already taken", withLine(take2, k.dump()), take2, {"take", "next tile"});
            json m = lineJson(take);
            m["end"] = "flower";
            row("take from the wrong end", withLine(take, m.dump()), take, {"take", "next tile", "flower wall"});
        }
        row("take end unknown", withField(take, "/end", "middle"), take, {"\"end\"", "middle"});
        row("take reason unknown", withField(take, "/reason", "steal"), take, {"\"reason\"", "steal"});
        row("take before the break", [&] {
            auto lines = m_base;
            lines.insert(lines.begin() + (build0 + 3), m_base[take - 1]); // right after the four builds
            return joinLines(lines);
        }(), build0 + 4, {"take", "broken"});

        // Flowers.
        {
            json j = lineJson(flowers);
            j["seat"] = (j["seat"].get<int>() + 1) % 4;
            row("flowers not in that hand", withLine(flowers, j.dump()), flowers, {"flowers", "not in the hand of seat"});
            json k = lineJson(flowers);
            k["tiles"].push_back(k["tiles"][0]);
            row("flower exposed twice", withLine(flowers, k.dump()), flowers, {"flowers", "named twice"});
        }

        // Moves (not written by the ritual, but part of the format).
        row("move to an unknown zone",
            withLine(take, R"({"event":"move","tile":3,"to":{"zone":"sky"},"face":"up"})"), take,
            {"\"to.zone\"", "sky"});
        row("move tile 144", withLine(take, R"({"event":"move","tile":144,"to":{"zone":"free"},"face":"up"})"), take,
            {"\"tile\"", "144"});
        row("move to seat 4", withLine(take, R"({"event":"move","tile":3,"to":{"zone":"hand","seat":4},"face":"up"})"),
            take, {"\"to.seat\"", "4"});
        row("move face sideways",
            withLine(take, R"({"event":"move","tile":3,"to":{"zone":"free"},"face":"sideways"})"), take,
            {"\"face\"", "sideways"});

        // The summary line.
        row("a line after the summary", [&] {
            auto lines = m_base;
            lines.push_back(R"({"summary":{"mano":0}})");
            lines.push_back(m_base.back());
            return joinLines(lines);
        }(), last + 2, {"summary", "line " + QString::number(last + 1)});
        row("two summary lines", [&] {
            auto lines = m_base;
            lines.push_back(R"({"summary":{}})");
            lines.push_back(R"({"summary":{}})");
            return joinLines(lines);
        }(), last + 2, {"summary"});

        // Truncation and garbage.
        {
            const int cut = take2;
            std::string text = joinLines(std::vector<std::string>(m_base.begin(), m_base.begin() + cut - 1));
            text += m_base[cut - 1].substr(0, m_base[cut - 1].size() / 2); // no newline: cut mid-line
            row("truncated mid-line", text, cut, {"not valid JSON"});
        }
        row("1 MB garbage line", withLine(roll, std::string(1 << 20, 'x')), roll, {"not valid JSON"});
        row("1 MB binary line", withLine(roll, [] {
                std::string s(1 << 20, '\0');
                for (std::size_t i = 0; i < s.size(); ++i)
                    s[i] = static_cast<char>((i * 7919 + 13) % 256 == 10 ? 11 : (i * 7919 + 13) % 256);
                return s;
            }()),
            roll, {"not valid JSON"});
        row("1 MB of tile ids", withField(wash, "/order", json(std::vector<int>(200000, 1))), wash, {"wash"});
        const int depth = 100000;
        // Refused before parsing, so no line can exhaust the parser's stack.
        row("deeply nested array line", withLine(take, std::string(depth, '[') + std::string(depth, ']')), take,
            {"nested deeper than 64 levels"});
        row("deeply nested unclosed", withLine(take, std::string(depth, '[')), take, {"nested deeper than 64 levels"});
        row("deeply nested field", withLine(take, "{\"event\":\"take\",\"seat\":" + std::string(depth, '[') +
                                                      std::string(depth, ']') + "}"),
            take, {"nested deeper than 64 levels"});
        row("deeply nested object in header",
            withLine(1, "{\"record\":" + [&] {
                std::string s;
                for (int i = 0; i < depth; ++i)
                    s += "{\"a\":";
                s += "1" + std::string(depth, '}');
                return s;
            }() + "}"),
            1, {"nested deeper than 64 levels"});
    }
    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QStringList, words);
        const std::string error = loadError(text.toStdString());
        QVERIFY2(!error.empty(), "the malformed record was accepted");
        const QString message = QString::fromStdString(error.size() > 2000 ? error.substr(0, 2000) : error);
        if (line > 0)
            QVERIFY2(namesLine(error, line), qPrintable(QStringLiteral("expected \"line %1\" in: ").arg(line) + message));
        for (const QString& w : words)
            QVERIFY2(message.contains(w), qPrintable(QStringLiteral("expected \"%1\" in: ").arg(w) + message));
        // The message starts by naming the line (or says the record is empty).
        QVERIFY2(message.startsWith(QStringLiteral("line ")) || message.contains(QStringLiteral("empty")),
                 qPrintable(message));
        // A clear one-line reason, not a dump of the input.
        QVERIFY2(error.size() < 1000, qPrintable(message.left(200)));
    }

    // Records that are unusual but valid: blank lines (the errors then name the real file
    // line), CRLF line ends, a trailing summary and blank lines after it, a prefix of events.
    void acceptedVariants()
    {
        // Blank lines shift the file lines; eventLines follows them.
        std::vector<std::string> spaced;
        for (const auto& l : m_base) {
            spaced.push_back(l);
            spaced.push_back("");
        }
        const auto read = readText(joinLines(spaced));
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(read->record.events.size(), m_base.size() - 1);
        for (std::size_t i = 0; i < read->eventLines.size(); ++i)
            QCOMPARE(read->eventLines[i], static_cast<int>(2 * i + 3));
        QVERIFY(mj::replay(read->record, read->eventLines).ok());

        // ... and an error after them names the line in the file, not the event's index.
        const int take = lineOf("take");
        json bad = json::parse(m_base[take - 1]);
        std::swap(bad["tiles"][0], bad["tiles"][1]);
        spaced[2 * (take - 1)] = bad.dump();
        const std::string error = loadError(joinLines(spaced));
        QVERIFY2(namesLine(error, 2 * take - 1), error.c_str());
        QVERIFY(error.find("next tile") != std::string::npos);

        // CRLF line ends.
        std::string crlf;
        for (const auto& l : m_base)
            crlf += l + "\r\n";
        QCOMPARE(loadError(crlf), std::string());

        // A summary line, then blank lines.
        const mj::Table table = *mj::replay(readText(joinLines(m_base))->record);
        auto withSummary = m_base;
        withSummary.push_back(json{{"summary", mj::summarize(table)}}.dump());
        withSummary.push_back("");
        withSummary.push_back("   ");
        const auto r2 = readText(joinLines(withSummary));
        QVERIFY(r2.ok());
        QVERIFY(r2->summary.has_value());
        QCOMPARE(r2->summaryLine, static_cast<int>(m_base.size()) + 1);
        QCOMPARE(*r2->summary, mj::summarize(table));

        // A record cut at a line boundary is a valid, shorter game.
        for (std::size_t keep = 1; keep <= m_base.size(); ++keep) {
            const std::string prefix = joinLines(std::vector<std::string>(m_base.begin(), m_base.begin() + keep));
            QVERIFY2(loadError(prefix).empty(), qPrintable(QStringLiteral("prefix of %1 lines").arg(keep)));
        }
    }

    // Lines deleted, duplicated, swapped, numbers nudged, event types changed: every
    // mutant is either rejected naming a line of the file, or accepted with the invariant
    // intact and a table that can be summarized and told. Never an exception or a crash.
    void mutatedRecordsNeverCrash()
    {
        mj::Rng rng(20240601); // the project's portable RNG, so the mutants are the same everywhere
        const auto rulesets = allRulesets();
        int accepted = 0, rejected = 0;
        for (int iter = 0; iter < 3000; ++iter) {
            const mj::Ruleset& rules = rulesets[iter % rulesets.size()].rules;
            auto lines = splitLines(recordText(mj::performRitual(rng.next() % 20, rules)));
            const int mutations = 1 + static_cast<int>(rng.next() % 3);
            for (int m = 0; m < mutations && lines.size() > 2; ++m) {
                const std::size_t i = 1 + rng.next() % (lines.size() - 1), j = 1 + rng.next() % (lines.size() - 1);
                switch (rng.next() % 5) {
                case 0: lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i)); break;
                case 1: lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), lines[j]); break;
                case 2: std::swap(lines[i], lines[j]); break;
                case 3: { // nudge one number by -2..+2
                    json e = json::parse(lines[i]);
                    std::vector<json*> numbers;
                    std::function<void(json&)> walk = [&](json& v) {
                        if (v.is_number())
                            numbers.push_back(&v);
                        else if (v.is_structured())
                            for (auto& c : v)
                                walk(c);
                    };
                    walk(e);
                    if (!numbers.empty()) {
                        json* n = numbers[rng.next() % numbers.size()];
                        *n = n->get<long long>() + static_cast<long long>(rng.next() % 5) - 2;
                    }
                    lines[i] = e.dump();
                    break;
                }
                default: {
                    static const char* types[] = {"wash", "build", "roll", "mano", "break",
                                                  "lift", "dice", "take", "flowers", "move"};
                    json e = json::parse(lines[i]);
                    e["event"] = types[rng.next() % 10];
                    lines[i] = e.dump();
                }
                }
            }
            const std::string text = joinLines(lines);
            try {
                const auto read = readText(text);
                std::string error = read ? std::string() : read.error();
                if (read) {
                    const auto table = mj::replay(read->record, read->eventLines);
                    if (table) {
                        ++accepted;
                        QVERIFY(table->checkInvariant().ok());
                        (void)mj::summarize(*table);
                        (void)mj::narrateRecord(read->record);
                        continue;
                    }
                    error = table.error();
                }
                ++rejected;
                const QRegularExpression re(QStringLiteral("^line (\\d+)[: ]"));
                const auto match = re.match(QString::fromStdString(error));
                QVERIFY2(match.hasMatch(), error.c_str());
                const int n = match.captured(1).toInt();
                QVERIFY2(n >= 1 && n <= static_cast<int>(lines.size()), error.c_str());
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QStringLiteral("exception: %1\n").arg(QString::fromUtf8(e.what())) +
                                 QString::fromStdString(text.substr(0, 2000))));
            }
        }
        QVERIFY(accepted > 0);
        QVERIFY(rejected > 0);
    }

    // 5. Atomicity: a failing replay returns no table; a rejected event leaves the table
    // (and the log) exactly as it was.
    void replayAtomicity()
    {
        const mj::GameRecord good = mj::performRitual(42, mj::Ruleset::filipino());
        mj::GameRecord bad = good;
        mj::TileId firstDealt{};
        for (const mj::Event& e : good.events)
            if (const auto* t = std::get_if<mj::TakeEvent>(&e)) {
                firstDealt = t->tiles.front();
                break;
            }
        // Corrupt the last take: its tiles are valid ids, but the order is wrong.
        for (auto it = bad.events.rbegin(); it != bad.events.rend(); ++it)
            if (auto* t = std::get_if<mj::TakeEvent>(&*it)) {
                t->tiles.push_back(firstDealt); // already in a hand
                break;
            }
        const auto r = mj::replay(bad);
        QVERIFY(!r.ok());
        QVERIFY(!r.error().empty());
        // Without eventLines, event i is reported as line i + 2.
        std::size_t lastTake = 0;
        for (std::size_t i = 0; i < bad.events.size(); ++i)
            if (std::holds_alternative<mj::TakeEvent>(bad.events[i]))
                lastTake = i;
        QVERIFY2(namesLine(r.error(), static_cast<int>(lastTake) + 2), r.error().c_str());
    }

    void applyAtomicity_data()
    {
        QTest::addColumn<int>("stage");    // how many events of the seed-42 ritual are applied first
        QTest::addColumn<int>("mutation"); // which bad event to try
        const auto record = mj::performRitual(42, mj::Ruleset::filipino());
        const int n = static_cast<int>(record.events.size());
        const char* names[] = {"wash dup", "wash short", "build partial", "roll 7", "break twice", "lift self",
                               "take partial", "take id 900", "flowers partial", "move bad set", "move bad seat",
                               "take overrun"};
        for (int stage : {0, 1, 5, 10, n / 2, n - 1, n})
            for (int m = 0; m < 12; ++m)
                QTest::addRow("after %d events: %s", stage, names[m]) << stage << m;
    }
    void applyAtomicity()
    {
        QFETCH(int, stage);
        QFETCH(int, mutation);
        const auto record = mj::performRitual(42, mj::Ruleset::filipino());
        mj::GameLog log(record.header);
        for (int i = 0; i < stage; ++i)
            QVERIFY(log.append(record.events[i]).ok());
        const mj::Table& table = log.table();

        const auto order = std::get<mj::WashEvent>(record.events[0]).order;
        std::vector<mj::TileId> free = table.freeArea();
        mj::Event event;
        switch (mutation) {
        case 0: { // all tiles, one listed twice
            auto o = order;
            o.back() = o.front();
            event = mj::WashEvent{o};
            break;
        }
        case 1: event = mj::WashEvent{std::vector<mj::TileId>(order.begin(), order.end() - 1)}; break;
        case 2: { // 35 good tiles then one that is not free
            std::vector<mj::TileId> tiles(free.begin(), free.begin() + std::min<std::size_t>(free.size(), 35));
            while (tiles.size() < 35)
                tiles.push_back(order[tiles.size()]);
            tiles.push_back(tiles.front());
            int seg = 0;
            for (int s = 0; s < 4; ++s)
                if (table.stack({s, 0}).empty()) {
                    seg = s;
                    break;
                }
            event = mj::BuildEvent{seg, tiles};
            break;
        }
        case 3: event = mj::RollEvent{mj::Seat::of(1), mj::RollPurpose::Break, {7, 3}}; break;
        case 4: event = mj::BreakEvent{table.wallBreak() ? 0 : -1, 5, 1}; break; // twice, or bad segment
        case 5: event = mj::LiftEvent{{1, 4}, {1, 4}}; break;
        case 6: { // the next two tiles at the draw end are right, the third is not
            const auto next = mj::peekWall(table, mj::WallEnd::Draw, 3);
            std::vector<mj::TileId> tiles = next.size() == 3 ? next : std::vector<mj::TileId>{order[0], order[1], order[2]};
            for (mj::TileId t : order)
                if (std::find(next.begin(), next.end(), t) == next.end()) {
                    tiles[2] = t;
                    break;
                }
            event = mj::TakeEvent{mj::Seat::of(0), mj::WallEnd::Draw, mj::TakeReason::Deal, tiles};
            break;
        }
        case 7: event = mj::TakeEvent{mj::Seat::of(2), mj::WallEnd::Flower, mj::TakeReason::Replacement, {mj::TileId{900}}}; break;
        case 8: { // expose every tile of a hand, then one more that is not there
            std::vector<mj::TileId> tiles = table.hand(mj::Seat::of(1));
            tiles.push_back(tiles.empty() ? order[0] : tiles.front());
            event = mj::ExposeFlowersEvent{mj::Seat::of(1), tiles};
            break;
        }
        case 9: // the tile is taken out of its place before the set index is found wrong
            event = mj::MoveEvent{order[10], mj::Place{mj::Zone::Exposed, 2, 5, 0}, mj::Face::Up};
            break;
        case 10: event = mj::MoveEvent{order[11], mj::Place{mj::Zone::Hand, 7, 0, 0}, mj::Face::Up}; break;
        case 11: { // the whole draw end and then some: overruns the wall
            auto tiles = mj::peekWall(table, mj::WallEnd::Draw, 200);
            tiles.push_back(order[0]);
            event = mj::TakeEvent{mj::Seat::of(3), mj::WallEnd::Draw, mj::TakeReason::Deal, tiles};
            break;
        }
        }

        const mj::Table before = table;
        const std::string dumpBefore = table.dump();
        const auto eventsBefore = log.record().events.size();

        mj::Table copy = table;
        const mj::Status direct = copy.apply(event);
        QVERIFY2(!direct.ok(), "the bad event was accepted");
        QVERIFY(!direct.error().empty());
        QVERIFY(copy == before);
        QCOMPARE(copy.dump(), dumpBefore);
        QVERIFY(copy.checkInvariant().ok());

        const mj::Status viaLog = log.append(event);
        QVERIFY(!viaLog.ok());
        QCOMPARE(viaLog.error(), direct.error());
        QVERIFY(log.table() == before);
        QCOMPARE(log.record().events.size(), eventsBefore);

        // The log goes on as if nothing happened.
        for (int i = stage; i < static_cast<int>(record.events.size()); ++i)
            QVERIFY(log.append(record.events[i]).ok());
        QVERIFY(log.table() == *mj::replay(record));
    }
};

QTEST_APPLESS_MAIN(TestRecord)
#include "tst_record.moc"
