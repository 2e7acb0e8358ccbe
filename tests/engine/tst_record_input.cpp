// Records as untrusted input (issue 12): a record is read within its limits per record and
// per line (defect 2); bad input is quoted only as a short excerpt (defect 5); a key given
// twice is refused (defect 7); a ritual record must be exactly the ritual its header makes,
// so an edited máno or break dice are refused naming the line (defect 6), while a free
// table's record, new or old, is told apart and checked by the table alone.
#include "qtest_printers.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "variants/filipino/ritual/ritual.h"
#include "variants/filipino/ritual/ritual_replay.h"
#include "variants/filipino/rules/ruleset.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QtTest>

#include <functional>
#include <sstream>
#include <string>
#include <vector>

using nlohmann::json;

namespace {

std::string recordText(const mj::GameRecord& record)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    return out.str();
}

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string out;
    for (const auto& line : lines)
        out += line + '\n';
    return out;
}

mj::Expected<mj::ReadRecord> read(const std::string& text, const mj::InputLimits& limits = mj::limits::record)
{
    std::istringstream in(text);
    return mj::readRecord(in, limits);
}

// The index in `lines` of the first event line of this type (and purpose, for rolls).
std::size_t lineOfEvent(const std::vector<std::string>& lines, const std::string& type, const std::string& purpose = {})
{
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const json j = json::parse(lines[i]);
        if (j.value("event", "") == type && (purpose.empty() || j.value("purpose", "") == purpose))
            return i;
    }
    return 0;
}

} // namespace

class TestRecordInput : public QObject {
    Q_OBJECT

private slots:
    // Defect 2: a line over the limit is refused without being kept whole, and so is a
    // record over its limit; the message gives the line and the limit.
    void limits()
    {
        const std::string header = linesOf(recordText(mj::performRitual(1, mj::Ruleset::filipino())))[0];
        const mj::InputLimits small{header.size() + 200, header.size() + 10};
        QVERIFY(read(header + "\n", small).ok());

        auto r = read(header + "\n" + std::string(header.size() + 11, ' ') + "\n", small);
        QVERIFY(!r.ok());
        QCOMPARE(r.error(), "line 2: the line holds more than " + mj::withThousands(small.maxLineBytes) +
                                " bytes; the limit for a line of a record is " + mj::withThousands(small.maxLineBytes) +
                                " (docs/limits.md)");

        r = read(header + "\n" + std::string(300, '\n'), small);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().find("the record holds more than " + mj::withThousands(small.maxBytes) + " bytes") !=
                     std::string::npos,
                 r.error().c_str());

        // The real limits: a line of 1 MiB and one byte.
        r = read(header + "\n" + std::string(mj::limits::record.maxLineBytes + 1, 'x') + "\n");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().rfind("line 2: the line holds more than 1,048,576 bytes", 0) == 0, r.error().c_str());
        // The same as the last line, with no line break after it.
        r = read(header + "\n" + std::string(mj::limits::record.maxLineBytes + 1, 'x'));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().rfind("line 2: the line holds more than 1,048,576 bytes", 0) == 0, r.error().c_str());
    }

    // Defect 5: an event name (or any other quoted field) of several megabytes is quoted as
    // a short excerpt that says how long the whole was.
    void longBadInputIsQuotedShort_data()
    {
        QTest::addColumn<std::string>("line");
        QTest::addColumn<std::string>("word");
        const std::string huge(5'000'000, 'x');
        QTest::newRow("event name") << json{{"event", huge}}.dump() << std::string("field \"event\"");
        QTest::newRow("action name") << json{{"event", "action"}, {"seat", 0}, {"action", huge}}.dump()
                                     << std::string("field \"action\"");
        QTest::newRow("face") << json{{"event", "flip"}, {"tile", 3}, {"face", huge}}.dump()
                              << std::string("field \"face\"");
        QTest::newRow("not JSON") << "{\"event\":\"" + huge << std::string("not valid JSON");
        QTest::newRow("key twice") << "{\"" + huge + "\":1,\"" + huge + "\":2}" << std::string("appears twice");
        QTest::newRow("number too large") << std::string("{\"event\":\"roll\",\"seat\":1e999}") << std::string("a number too large to read");
    }
    void longBadInputIsQuotedShort()
    {
        QFETCH(std::string, line);
        QFETCH(std::string, word);
        const std::string header = linesOf(recordText(mj::performRitual(1, mj::Ruleset::filipino())))[0];
        const auto r = read(header + "\n" + line + "\n", mj::InputLimits{64 * mj::limits::MiB, 16 * mj::limits::MiB});
        QVERIFY(!r.ok());
        QVERIFY2(r.error().size() < 400, r.error().substr(0, 400).c_str());
        QVERIFY2(r.error().rfind("line 2: ", 0) == 0, r.error().c_str());
        QVERIFY2(r.error().find(word) != std::string::npos, r.error().c_str());
    }

    // A header's ruleset hash of five megabytes is quoted short too.
    void longHashIsQuotedShort()
    {
        json header = json::parse(linesOf(recordText(mj::performRitual(1, mj::Ruleset::filipino())))[0]);
        header["ruleset_hash"] = std::string(5'000'000, 'f');
        const auto r = read(header.dump() + "\n", mj::InputLimits{64 * mj::limits::MiB, 16 * mj::limits::MiB});
        QVERIFY(!r.ok());
        QVERIFY2(r.error().size() < 400, r.error().substr(0, 400).c_str());
        QVERIFY2(r.error().find("(5,000,000 bytes)\" does not match the ruleset") != std::string::npos, r.error().c_str());
    }

    // The ruleset in a record's header: an unknown key of a megabyte is quoted short too.
    void longRulesetKeyIsQuotedShort()
    {
        json header = json::parse(linesOf(recordText(mj::performRitual(1, mj::Ruleset::filipino())))[0]);
        header.erase("ruleset_hash");
        header["ruleset"][std::string(1'000'000, 'k')] = true;
        const auto r = read(header.dump() + "\n", mj::InputLimits{64 * mj::limits::MiB, 16 * mj::limits::MiB});
        QVERIFY(!r.ok());
        QVERIFY2(r.error().size() < 400, r.error().substr(0, 400).c_str());
        QVERIFY2(r.error().find("unknown key") != std::string::npos, r.error().c_str());
    }

    // Defect 7: a key given twice, in the header, an event or a nested object, is refused
    // with the key and where it is.
    void duplicatedKeys_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("message");
        const auto lines = linesOf(recordText(mj::performRitual(1, mj::Ruleset::filipino())));
        const std::string& header = lines[0];
        QTest::newRow("header seed") << "{\"seed\":1," + header.substr(1) + "\n"
                                     << std::string("line 1: key \"seed\" appears twice in the same object");
        std::string wall = header;
        wall.insert(wall.find("\"wall\":{") + 8, "\"height\":2,");
        QTest::newRow("wall height") << wall + "\n" << std::string("line 1: key \"height\" appears twice in \"wall\"");
        std::string payouts = header;
        payouts.insert(payouts.find("\"payouts\":{") + 11, "\"kang\":9,");
        QTest::newRow("ruleset payout")
            << payouts + "\n" << std::string("line 1: key \"kang\" appears twice in \"ruleset.payouts\"");
        QTest::newRow("event") << header + "\n" + "{\"event\":\"mano\",\"seat\":1,\"seat\":2}\n"
                               << std::string("line 2: key \"seat\" appears twice in the same object");
    }
    void duplicatedKeys()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, message);
        const auto r = read(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error(), message + "; a record names each key once");
    }

    // A ritual record that is its ritual replays, with or without a known máno, for every
    // built-in ruleset.
    void ritualRecordsReplay()
    {
        for (const std::string& name : mj::builtinRulesetNames()) {
            const mj::Ruleset rules = *mj::loadRuleset(name);
            for (std::uint64_t seed : {1ull, 7ull, 42ull, 1234567ull}) {
                const auto r = read(recordText(mj::performRitual(seed, rules)));
                QVERIFY(r.ok());
                QVERIFY(mj::recordKind(r->record.header) == mj::RecordKind::Ritual);
                const auto table = mj::replayRitual(r->record, r->eventLines);
                QVERIFY2(table.ok(), table.ok() ? "" : table.error().c_str());

                mj::RecordHeader header;
                header.seed = seed;
                header.rules = rules;
                header.mano = mj::Seat::of(static_cast<int>(seed % 4));
                mj::GameLog log(header);
                mj::Rng rng(seed);
                mj::performRitual(log, rng, rules, mj::RitualOptions{header.mano, {}});
                const auto known = read(recordText(log.record()));
                QVERIFY(known.ok());
                const auto knownTable = mj::replayRitual(known->record, known->eventLines);
                QVERIFY2(knownTable.ok(), knownTable.ok() ? "" : knownTable.error().c_str());
            }
        }
    }

    // Defect 6: records that are possible tables but not the ritual are refused, naming the
    // line of the first event that differs and what the ritual makes there. (Each replayed
    // with exit 0 before.)
    void tamperedRitualRecords_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("message");
        const auto lines = linesOf(recordText(mj::performRitual(42, mj::Ruleset::filipino())));
        const std::size_t mano = lineOfEvent(lines, "mano"), roll = lineOfEvent(lines, "roll", "break");
        QVERIFY(mano > 0 && roll > 0);
        auto copy = lines;
        json j = json::parse(lines[mano]);
        j["seat"] = (j["seat"].get<int>() + 1) % 4;
        copy[mano] = j.dump();
        QTest::newRow("máno edited") << joined(copy)
                                     << "line " + std::to_string(mano + 1) + ": the record has " + j.dump() +
                                            " where the ritual of seed 42 makes " + lines[mano];
        copy = lines;
        j = json::parse(lines[roll]);
        QVERIFY(j["dice"] != json::array({6, 6}));
        j["dice"] = json::array({6, 6});
        copy[roll] = j.dump();
        QTest::newRow("break dice 6-6, break unchanged")
            << joined(copy)
            << "line " + std::to_string(roll + 1) + ": the record has " + j.dump() + " where the ritual of seed 42 makes " +
                   lines[roll];
        copy = lines;
        j = json::parse(lines[0]);
        j["seed"] = 43;
        copy[0] = j.dump();
        QTest::newRow("another seed") << joined(copy) << std::string("line 2: the record has {\"event\":\"wash\"");
        copy = lines;
        copy.pop_back();
        QTest::newRow("cut short") << joined(copy)
                                   << "the record ends after " + std::to_string(lines.size() - 2) +
                                          " events, but the ritual of seed 42 goes on with " + lines.back();
    }
    void tamperedRitualRecords()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, message);
        const auto r = read(text);
        QVERIFY(r.ok());
        QVERIFY2(mj::replay(r->record, r->eventLines).ok(), "the table alone accepts it");
        const auto table = mj::replayRitual(r->record, r->eventLines);
        QVERIFY(!table.ok());
        QVERIFY2(table.error().rfind(message, 0) == 0, table.error().c_str());
    }

    // A free table's record is told apart: by "free_table" in new ones (written whenever the
    // header says so), by "free_table_acts" in those saved before; a game's record is never
    // a free table's.
    void freeTableRecordsAreToldApart()
    {
        mj::GameRecord record = mj::performRitual(5, mj::Ruleset::filipino());
        record.header.freeTable = true;
        const auto lines = linesOf(recordText(record));
        QVERIFY(json::parse(lines[0]).value("free_table", false));
        auto r = read(joined(lines));
        QVERIFY(r.ok());
        QVERIFY(mj::recordKind(r->record.header) == mj::RecordKind::FreeTable);

        json old = json::parse(lines[0]);
        old.erase("free_table");
        old["free_table_acts"] = json::array({0, 3});
        auto oldLines = lines;
        oldLines[0] = old.dump();
        r = read(joined(oldLines));
        QVERIFY(r.ok());
        QVERIFY(mj::recordKind(r->record.header) == mj::RecordKind::FreeTable);

        json both = json::parse(lines[0]);
        both["game"] = true;
        r = read(both.dump() + "\n");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().find("line 1: field \"free_table\"") == 0, r.error().c_str());
    }

    // Issue 13, item 4: a free table's record on every set of the registry, each on its
    // default layout and on the pool, carries the set and the layout (with its parameters)
    // and reads back to the same table; the square of 18 stays unnamed, as before.
    void everySetAndLayoutRoundTrips()
    {
        for (const mj::TileSet* set : mj::TileSet::all()) {
            for (const mj::Layout* layout : {&mj::Layout::defaultFor(*set), &**mj::Layout::byName("pool")}) {
                const std::string what = set->name() + " on " + layout->name();
                mj::RecordHeader header;
                header.seed = 3;
                header.freeTable = true;
                header.tileSet = set;
                header.layout = layout;
                mj::GameLog log(header);
                // Set out the first places of the layout, one tile each, and deal one more.
                int next = 0;
                for (int seg = 0; seg < layout->segmentCount() && next < 6; ++seg)
                    for (int st = 0; st < layout->segment(seg).stacks && next < 6; ++st)
                        QVERIFY2(log.append(mj::MoveEvent{mj::TileId{static_cast<std::uint16_t>(next++)},
                                                          mj::Place{mj::Zone::Wall, seg, st}, mj::Face::Down})
                                     .ok(),
                                 what.c_str());
                QVERIFY2(log.append(mj::MoveEvent{mj::TileId{static_cast<std::uint16_t>(set->size() - 1)},
                                                  mj::Place{mj::Zone::Hand, 2}, mj::Face::Down})
                             .ok(),
                         what.c_str());
                const std::string text = recordText(log.record());
                const json head = json::parse(linesOf(text)[0]);
                QCOMPARE(head.at("tiles").get<std::string>(), set->name());
                if (layout == &mj::Layout::square18()) {
                    QVERIFY2(!head.contains("layout"), what.c_str());
                } else {
                    QCOMPARE(head.at("layout").at("name").get<std::string>(), layout->name());
                    for (const auto& [name, value] : layout->parameters())
                        QCOMPARE(head.at("layout").at(name).get<int>(), value);
                }
                const auto r = read(text);
                QVERIFY2(r.ok(), (what + ": " + (r.ok() ? std::string() : r.error())).c_str());
                QCOMPARE(r->record.header.tileSet, set);
                QVERIFY2(*r->record.header.layout == *layout, what.c_str());
                const auto table = mj::replay(r->record);
                QVERIFY2(table.ok(), what.c_str());
                QVERIFY(*table == log.table());
            }
        }
    }

    // A layout with parameters of its own (not in the registry) is read and kept.
    void layoutParametersAreRead()
    {
        mj::RecordHeader header;
        header.freeTable = true;
        header.tileSet = *mj::TileSet::byName("card-deck-193");
        const mj::Layout sixteenOfEight = mj::Layout::cShape(16, 8, 13);
        header.layout = &sixteenOfEight;
        const std::string text = recordText(mj::GameRecord{header, {}});
        const auto r = read(text);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(QString::fromStdString(r->record.header.layout->name()), QStringLiteral("c-16x8"));
        QCOMPARE(r->record.header.layout->capacity(), 141);
        QVERIFY(r->record.header.layout != &sixteenOfEight); // kept by Layout::keep, not the caller's
    }

    // Anything outside the registry is refused with the line and the field.
    void badSetsAndLayoutsAreRefused_data()
    {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("message");
        mj::RecordHeader header;
        header.freeTable = true;
        header.tileSet = *mj::TileSet::byName("poker-tiles");
        header.layout = &**mj::Layout::byName("l-13");
        const json good = json::parse(linesOf(recordText(mj::GameRecord{header, {}}))[0]);
        const auto row = [&](const char* name, const std::function<void(json&)>& edit, const std::string& message) {
            json j = good;
            edit(j);
            QTest::newRow(name) << j.dump() + "\n" << message;
        };
        row("unknown set", [](json& j) { j["tiles"] = "tarot-78"; }, "line 1: field \"tiles\": no tile set is called \"tarot-78\"");
        row("unknown shape", [](json& j) { j["layout"]["shape"] = "hexagon"; },
            "line 1: field \"layout.shape\": \"hexagon\" is not one of square, L, C, grid, pool");
        row("name not its parameters", [](json& j) { j["layout"]["stacks"] = 12; },
            "line 1: field \"layout.name\": \"l-13\" is not the L these parameters make, which is named \"l-12\"");
        row("stacks out of range", [](json& j) { j["layout"]["stacks"] = 99; },
            "line 1: field \"layout.stacks\": 99 is outside 1..24");
        row("missing parameter", [](json& j) { j["layout"].erase("height"); },
            "line 1: field \"layout.height\" is missing");
        row("wall not the layout's", [](json& j) { j["wall"]["segments"] = 4; },
            "line 1: field \"wall.segments\": expected 2 for the l-13 layout, found 4");
        row("old record on another wall", [](json& j) {
                j.erase("layout");
                j["wall"]["stacks"] = 19;
                j["wall"]["segments"] = 4;
            },
            "line 1: field \"wall.stacks\": expected 18, found 19");
        row("game on poker tiles", [](json& j) {
                j.erase("free_table");
            },
            "line 1: field \"tiles\": a game's or a ritual's record is on chinese-144, not poker-tiles");
        row("ritual on the L", [](json& j) {
                j.erase("free_table");
                j["tiles"] = "chinese-144";
            },
            "line 1: field \"layout\": a game's or a ritual's record is on square-18, not l-13");
    }
    void badSetsAndLayoutsAreRefused()
    {
        QFETCH(std::string, text);
        QFETCH(std::string, message);
        const auto r = read(text);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().find(message) == 0, r.error().c_str());
    }

    // A record written before layouts were data (chinese-144, 4 x 18 x 2, no layout field)
    // still reads, on square-18.
    void oldRecordsAreOnSquare18()
    {
        const std::string text = recordText(mj::performRitual(9, mj::Ruleset::filipino()));
        QVERIFY(!json::parse(linesOf(text)[0]).contains("layout"));
        const auto r = read(text);
        QVERIFY(r.ok());
        QCOMPARE(r->record.header.layout, &mj::Layout::square18());
        QCOMPARE(r->record.header.tileSet, &mj::TileSet::chinese());
    }
};

QTEST_APPLESS_MAIN(TestRecordInput)
#include "tst_record_input.moc"
