// Ruleset files (variants/filipino/rules/ruleset_json.h): the built-in files parse to exactly their
// factories and are complete and canonical; every ruleset survives toJson -> fromJson; the
// hash is pinned and changes with every option; bad files are refused with the source, the
// line and the key named (syntax errors with line and column), and no input crashes the
// reader (ARCHITECTURE.md, conventions 4 and 7).
#include "qtest_printers.h"
#include "variants/filipino/rules/ruleset.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QtTest>

#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using nlohmann::json;

Q_DECLARE_METATYPE(mj::Ruleset)
Q_DECLARE_METATYPE(std::string)

namespace {

const std::string kRulesetDir = MJ_TEST_DATA_DIR "/../../engine/variants/filipino/rulesets/";

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

mj::Ruleset factory(const std::string& name)
{
    if (name == "visayan")
        return mj::Ruleset::visayan();
    if (name == "joker-pot")
        return mj::Ruleset::jokerPot();
    return mj::Ruleset::filipino();
}

std::set<std::string> keysOf(const json& object)
{
    std::set<std::string> keys;
    for (const auto& item : object.items())
        keys.insert(item.key());
    return keys;
}

// One change to every option, each from the Filipino ruleset.
std::vector<std::pair<std::string, std::function<void(mj::Ruleset&)>>> everyChange()
{
    using R = mj::Ruleset;
    std::vector<std::pair<std::string, std::function<void(R&)>>> out = {
        {"name", [](R& r) { r.name = "lola"; }},
        {"variant", [](R& r) { r.variant = mj::FamilyVariant::Visayan; }},
        {"wall_count", [](R& r) { r.wallCount = mj::WallCount::FromOpposite; }},
        {"opposite_end", [](R& r) { r.oppositeEnd = mj::OppositeEnd::NearLeft; }},
        {"claim_rule", [](R& r) { r.claimRule = mj::ClaimRule::Speed; }},
        {"claim_seconds", [](R& r) { r.claimSeconds = 6; }},
        {"keep_mano_on_draw", [](R& r) { r.keepManoOnDraw = false; }},
        {"four_as_two_pairs", [](R& r) { r.fourAsTwoPairs = true; }},
        {"doubles", [](R& r) { r.doubles = true; }},
        {"jai_alai", [](R& r) { r.jaiAlai = true; }},
        {"jai_alai_share", [](R& r) { r.jaiAlaiShare = 8; }},
        {"jai_alai_markers", [](R& r) { r.jaiAlaiMarkers = 6; }},
        {"joker after_flowers", [](R& r) { r.joker = mj::JokerRule::AfterFlowers; }},
        {"joker at_break", [](R& r) { r.joker = mj::JokerRule::AtBreak; }},
        {"other_ambitions", [](R& r) { r.otherAmbitions = true; }},
        {"pot", [](R& r) { r.pot = true; }},
        {"pot_start", [](R& r) { r.potStart = 24; }},
        {"pot_add", [](R& r) { r.potAdd = 5; }},
    };
    int mj::Payouts::*payouts[] = {
        &mj::Payouts::sagasa,     &mj::Payouts::secret,     &mj::Payouts::kang,
        &mj::Payouts::thirteenFlowers, &mj::Payouts::noFlowers, &mj::Payouts::beauty,
        &mj::Payouts::news,       &mj::Payouts::todas,      &mj::Payouts::escalera,
        &mj::Payouts::sietePares, &mj::Payouts::international, &mj::Payouts::bisaklat,
        &mj::Payouts::beforeFifth, &mj::Payouts::allFlush,  &mj::Payouts::allChow,
        &mj::Payouts::allPung,    &mj::Payouts::allUp,      &mj::Payouts::allDown,
        &mj::Payouts::single,     &mj::Payouts::backToBack, &mj::Payouts::paningit,
    };
    int i = 0;
    for (auto member : payouts)
        out.push_back({"payout " + std::to_string(i++), [member](R& r) { r.payouts.*member += 1; }});
    return out;
}

} // namespace

class TestRuleset : public QObject {
    Q_OBJECT

private slots:
    void builtinNames()
    {
        QCOMPARE(mj::builtinRulesetNames(), (std::vector<std::string>{"filipino", "visayan", "joker-pot"}));
    }

    void builtins_data()
    {
        QTest::addColumn<std::string>("name");
        for (const auto& name : mj::builtinRulesetNames())
            QTest::newRow(name.c_str()) << name;
    }

    // Each built-in file parses to exactly its factory.
    void builtins()
    {
        QFETCH(std::string, name);
        const auto loaded = mj::loadRuleset(name);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().c_str());
        QCOMPARE(rulesetToJson(*loaded), rulesetToJson(factory(name))); // readable on failure
        QVERIFY(*loaded == factory(name));
        QCOMPARE(loaded->name, name);
    }

    // Each built-in file gives every key explicitly, is what rulesetFileText writes, and
    // is compiled in as it stands in engine/variants/filipino/rulesets/.
    void builtinFilesCompleteAndCanonical()
    {
        QFETCH(std::string, name);
        std::string text;
        for (const auto& f : mj::builtinRulesetFiles())
            if (f.name == name)
                text = std::string(f.text);
        QVERIFY(!text.empty());
        QCOMPARE(text, readFile(kRulesetDir + name + ".json"));

        const json file = json::parse(text);
        const json canonical = mj::rulesetToJson(factory(name));
        std::set<std::string> expected = keysOf(canonical);
        expected.insert("about");
        QCOMPARE(keysOf(file), expected);
        QCOMPARE(keysOf(file.at("payouts")), keysOf(canonical.at("payouts")));
        QVERIFY(file.at("about").is_string());
        QCOMPARE(mj::rulesetFileText(factory(name), file.at("about").get<std::string>()), text);
    }
    void builtinFilesCompleteAndCanonical_data() { builtins_data(); }

    void roundTrip_data()
    {
        QTest::addColumn<mj::Ruleset>("rules");
        QTest::newRow("filipino") << mj::Ruleset::filipino();
        QTest::newRow("visayan") << mj::Ruleset::visayan();
        QTest::newRow("joker-pot") << mj::Ruleset::jokerPot();

        mj::Ruleset speed = mj::Ruleset::filipino();
        speed.name = "speed table";
        speed.claimRule = mj::ClaimRule::Speed;
        speed.claimSeconds = 120;
        speed.keepManoOnDraw = false;
        speed.oppositeEnd = mj::OppositeEnd::NearLeft;
        QTest::newRow("speed") << speed;

        mj::Ruleset cebu = mj::Ruleset::visayan();
        cebu.name = "Lola's table — Cebú";
        cebu.doubles = true;
        cebu.jaiAlai = true;
        cebu.jaiAlaiShare = 8;
        cebu.jaiAlaiMarkers = 20;
        cebu.fourAsTwoPairs = true;
        cebu.payouts.beauty = 4;
        cebu.payouts.news = 0;
        QTest::newRow("visayan house") << cebu;

        mj::Ruleset wild = mj::Ruleset::jokerPot();
        wild.joker = mj::JokerRule::AfterFlowers;
        wild.otherAmbitions = true;
        wild.potStart = 0;
        wild.potAdd = 1000;
        wild.payouts.international = 12;
        wild.payouts.paningit = 0;
        wild.claimSeconds = 1;
        wild.jaiAlaiMarkers = 1;
        QTest::newRow("joker after flowers, extremes") << wild;
    }

    void roundTrip()
    {
        QFETCH(mj::Ruleset, rules);
        const std::string compact = mj::rulesetToJson(rules).dump();
        const auto back = mj::rulesetFromJson(compact, "<compact>");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QCOMPARE(mj::rulesetToJson(*back), mj::rulesetToJson(rules));
        QVERIFY(*back == rules);

        const auto fromFile = mj::rulesetFromJson(mj::rulesetFileText(rules, "a test"), "<file text>");
        QVERIFY2(fromFile.ok(), fromFile.ok() ? "" : fromFile.error().c_str());
        QVERIFY(*fromFile == rules);
        QCOMPARE(mj::rulesetHash(*fromFile), mj::rulesetHash(rules));
    }

    // Pinned: a change here means every record and rules card that shows a hash changes.
    void hashPinned()
    {
        QCOMPARE(mj::rulesetHash(mj::Ruleset::filipino()), std::string("7d94c3862fcc1931"));
        QCOMPARE(mj::rulesetHash(mj::Ruleset::visayan()), std::string("f741404c8a422c2b"));
        QCOMPARE(mj::rulesetHash(mj::Ruleset::jokerPot()), std::string("b6dd516155709359"));
    }

    void hashFormatAndStability()
    {
        for (const auto& name : mj::builtinRulesetNames()) {
            const std::string h = mj::rulesetHash(factory(name));
            QCOMPARE(h.size(), std::size_t(16));
            QVERIFY(h.find_first_not_of("0123456789abcdef") == std::string::npos);
            QCOMPARE(mj::rulesetHash(*mj::loadRuleset(name)), h);
        }
        // FNV-1a 64 of the canonical dump, computed here independently
        const std::string text = mj::rulesetToJson(mj::Ruleset::filipino()).dump();
        std::uint64_t h = 14695981039346656037ull;
        for (unsigned char c : text)
            h = (h ^ c) * 1099511628211ull;
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
        QCOMPARE(mj::rulesetHash(mj::Ruleset::filipino()), std::string(hex));
    }

    // Every option changes the hash, and no two single changes collide.
    void hashChangesWithEveryOption()
    {
        const mj::Ruleset base = mj::Ruleset::filipino();
        std::set<std::string> hashes = {mj::rulesetHash(base)};
        for (const auto& [what, change] : everyChange()) {
            mj::Ruleset r = base;
            change(r);
            QVERIFY2(!(r == base), what.c_str());
            QVERIFY2(hashes.insert(mj::rulesetHash(r)).second, what.c_str());
            // and every change survives the file round trip
            const auto back = mj::rulesetFromJson(mj::rulesetToJson(r).dump(), "<change>");
            QVERIFY2(back.ok() && *back == r, what.c_str());
        }
        QCOMPARE(hashes.size(), everyChange().size() + 1);
    }

    // A file gives only what differs from its base; the rest is the base's.
    void partialFileOverBase()
    {
        const std::string text = "{\n"
                                 "  \"about\": \"Visayan, with siete pares paying 2\",\n"
                                 "  \"base\": \"visayan\",\n"
                                 "  \"payouts\": {\"siete_pares\": 8}\n"
                                 "}\n";
        const auto r = mj::rulesetFromJson(text, "rules/cebu-house.json");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        mj::Ruleset expected = mj::Ruleset::visayan();
        expected.name = "cebu-house"; // from the file's name
        expected.payouts.sietePares = 8;
        QCOMPARE(mj::rulesetToJson(*r), mj::rulesetToJson(expected));
        QVERIFY(*r == expected);

        // no base: filipino; a source that is no .json file: the base's name
        const auto plain = mj::rulesetFromJson("{\"doubles\": true}", "<stdin>");
        QVERIFY(plain.ok());
        mj::Ruleset doubles = mj::Ruleset::filipino();
        doubles.doubles = true;
        QVERIFY(*plain == doubles);
        const auto empty = mj::rulesetFromJson("{}", "<stdin>");
        QVERIFY(empty.ok() && *empty == mj::Ruleset::filipino());
        const auto jokerBase = mj::rulesetFromJson("{\"base\": \"joker-pot\", \"pot_add\": 0}", "<stdin>");
        QVERIFY(jokerBase.ok());
        QCOMPARE(jokerBase->name, std::string("joker-pot"));
        QVERIFY(jokerBase->pot && jokerBase->potAdd == 0 && jokerBase->joker == mj::JokerRule::AtBreak);
        // an explicit name wins over the file's name
        const auto named = mj::rulesetFromJson("{\"name\": \"lola\"}", "x/y.json");
        QVERIFY(named.ok());
        QCOMPARE(named->name, std::string("lola"));
        // a byte order mark and whole-valued floats are accepted
        const auto bom = mj::rulesetFromJson("\xEF\xBB\xBF{\"claim_seconds\": 7.0}", "<bom>");
        QVERIFY2(bom.ok(), bom.ok() ? "" : bom.error().c_str());
        QCOMPARE(bom->claimSeconds, 7);
    }

    void loadFromPath()
    {
        const std::filesystem::path dir = std::filesystem::temp_directory_path() / "mj_tst_ruleset";
        std::filesystem::create_directories(dir);
        const auto path = dir / "my-table.json";
        {
            std::ofstream out(path, std::ios::binary);
            out << "{\"base\": \"joker-pot\", \"claim_rule\": \"speed\"}\n";
        }
        const auto r = mj::loadRuleset(path.string());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(r->name, std::string("my-table"));
        QVERIFY(r->claimRule == mj::ClaimRule::Speed && r->pot);

        {
            std::ofstream out(path, std::ios::binary);
            out << "{\n  \"pot\": 1\n}\n";
        }
        const auto bad = mj::loadRuleset(path.string());
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error(), path.string() + ": line 2: key \"pot\": expected true or false, got 1");

        const auto dirError = mj::loadRuleset(dir.string());
        QVERIFY(!dirError.ok());
        QVERIFY2(dirError.error().find("is a folder, not a regular file") != std::string::npos, dirError.error().c_str());
        std::filesystem::remove_all(dir);
    }

    // Issue 12, defects 2, 3 and 5: a FIFO or a device is refused at once, naming the file
    // (reading a FIFO used to wait for a writer for ever); a line over 64 KiB is refused; a
    // long unknown key is quoted only as a short excerpt.
    void refusesWhatIsNotARulesetFile()
    {
        const auto dir = std::filesystem::temp_directory_path() / "mj_tst_ruleset_fifo";
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        const std::string fifo = (dir / "house.json").string();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        auto r = mj::loadRuleset(fifo);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().rfind(fifo + ": is a FIFO (named pipe), not a regular file", 0) == 0, r.error().c_str());
        r = mj::loadRuleset("/dev/zero");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().rfind("/dev/zero: is a character device, not a regular file", 0) == 0, r.error().c_str());
        std::filesystem::remove_all(dir);

        const std::string longLine = "{\"about\": \"" + std::string(70'000, 'a') + "\"}\n";
        r = mj::rulesetFromJson("\n" + longLine, "long.json");
        QVERIFY(!r.ok());
        QCOMPARE(r.error(), std::string("long.json: line 2: the line holds more than 65,536 bytes; the limit for a "
                                        "line of a ruleset file is 65,536"));

        r = mj::rulesetFromJson("{\"" + std::string(60'000, 'k') + "\": 1}", "key.json");
        QVERIFY(!r.ok());
        QVERIFY2(r.error().size() < 300, r.error().substr(0, 300).c_str());
        QVERIFY2(r.error().find("(60,000 bytes)\": unknown key") != std::string::npos, r.error().c_str());
    }

    void loadMissing()
    {
        const auto missing = mj::loadRuleset("/nonexistent/dir/house.json");
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error(), std::string("/nonexistent/dir/house.json: no such ruleset file"));

        const auto unknown = mj::loadRuleset("cantonese");
        QVERIFY(!unknown.ok());
        QVERIFY2(unknown.error().find("unknown ruleset \"cantonese\"") == 0, unknown.error().c_str());
        QVERIFY2(unknown.error().find("filipino, visayan, joker-pot") != std::string::npos, unknown.error().c_str());

        QVERIFY(!mj::loadRuleset("").ok());
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column"); // 0: a key error, no column
        QTest::addColumn<QString>("key");  // the key named, "" for none
        QTest::addColumn<QString>("says"); // a fragment of the message

        QTest::newRow("unknown key") << QByteArray("{\n  \"base\": \"filipino\",\n  \"clam_rule\": \"speed\"\n}\n")
                                     << 3 << 0 << "clam_rule" << "unknown key (did you mean \"claim_rule\"?)";
        QTest::newRow("unknown key, no suggestion")
            << QByteArray("{\n\n\n\n\n\n  \"house_of_cards\": 1\n}") << 7 << 0 << "house_of_cards" << "unknown key";
        QTest::newRow("unknown key in payouts")
            << QByteArray("{\n  \"payouts\": {\n    \"kang\": 1,\n    \"kong\": 2\n  }\n}\n") << 4 << 0
            << "payouts.kong" << "unknown key in payouts (did you mean \"kang\"?)";
        QTest::newRow("payout wrong type (the issue's example)")
            << QByteArray("{\n  \"about\": \"mine\",\n  \"base\": \"filipino\",\n  \"doubles\": false,\n"
                          "  \"payouts\": {\n    \"sagasa\": 2,\n    \"kang\": \"x\"\n  }\n}\n")
            << 7 << 0 << "payouts.kang" << "expected a whole number of quarters from 0 to 1000, got \"x\"";
        QTest::newRow("bool wrong type") << QByteArray("{\n  \"doubles\": \"yes\"\n}") << 2 << 0 << "doubles"
                                         << "expected true or false, got \"yes\"";
        QTest::newRow("number wrong type") << QByteArray("{\"claim_seconds\": true}") << 1 << 0 << "claim_seconds"
                                           << "got true";
        QTest::newRow("fraction") << QByteArray("{\n\"payouts\": {\"todas\": 2.5}}") << 2 << 0 << "payouts.todas"
                                  << "got 2.5";
        QTest::newRow("negative payout") << QByteArray("{\n\"payouts\": {\n\"secret\": -1}}") << 3 << 0
                                         << "payouts.secret" << "from 0 to 1000, got -1";
        QTest::newRow("huge payout") << QByteArray("{\"payouts\": {\"kang\": 99999999999999999999999}}") << 1 << 0
                                     << "payouts.kang" << "from 0 to 1000";
        QTest::newRow("claim_seconds 0") << QByteArray("{\n  \"claim_seconds\": 0\n}") << 2 << 0 << "claim_seconds"
                                         << "from 1 to 120, got 0";
        QTest::newRow("claim_seconds 121") << QByteArray("{\"claim_seconds\": 121}") << 1 << 0 << "claim_seconds"
                                           << "got 121";
        QTest::newRow("jai_alai_markers 21") << QByteArray("{\n\n \"jai_alai_markers\": 21}") << 3 << 0
                                             << "jai_alai_markers" << "from 1 to 20";
        QTest::newRow("jai_alai_share negative") << QByteArray("{\"jai_alai_share\": -4}") << 1 << 0
                                                 << "jai_alai_share" << "got -4";
        QTest::newRow("pot_start not shared equally") << QByteArray("{\n\"pot_start\": 21}") << 2 << 0
                                                      << "pot_start" << "a multiple of 4, got 21";
        QTest::newRow("bad enum") << QByteArray("{\n  \"wall_count\": \"left\"\n}") << 2 << 0 << "wall_count"
                                  << "unknown wall count \"left\" (expected right or opposite)";
        QTest::newRow("bad joker") << QByteArray("{\"joker\": \"sometimes\"}") << 1 << 0 << "joker"
                                   << "unknown joker rule";
        QTest::newRow("enum not a string") << QByteArray("{\"variant\": 1}") << 1 << 0 << "variant"
                                           << "expected one of filipino, visayan, got 1";
        QTest::newRow("claim rule") << QByteArray("{\"claim_rule\": \"fastest\"}") << 1 << 0 << "claim_rule"
                                    << "unknown claim rule";
        QTest::newRow("base unknown") << QByteArray("{\n  \"doubles\": true,\n  \"base\": \"cantonese\"\n}") << 3
                                      << 0 << "base" << "unknown base \"cantonese\"";
        QTest::newRow("base not a string") << QByteArray("{\"base\": null}") << 1 << 0 << "base" << "got null";
        QTest::newRow("about not a string") << QByteArray("{\"about\": [\"a\"]}") << 1 << 0 << "about"
                                            << "got an array";
        QTest::newRow("payouts not an object") << QByteArray("{\n\"payouts\": 4}") << 2 << 0 << "payouts"
                                               << "expected an object";
        QTest::newRow("empty name") << QByteArray("{\"name\": \"\"}") << 1 << 0 << "name" << "expected a name";
        QTest::newRow("name with a newline") << QByteArray("{\"name\": \"a\\nb\"}") << 1 << 0 << "name"
                                             << "control characters";
        QTest::newRow("key given twice") << QByteArray("{\n  \"pot\": true,\n  \"pot\": false\n}") << 3 << 0 << "pot"
                                         << "given twice (first on line 2)";
        QTest::newRow("payout given twice")
            << QByteArray("{\"payouts\": {\n\"kang\": 1,\n\"kang\": 2}}") << 3 << 0 << "payouts.kang" << "given twice";
        QTest::newRow("first error in file order wins")
            << QByteArray("{\n  \"zzz\": 1,\n  \"aaa\": 2\n}") << 2 << 0 << "zzz" << "unknown key";

        // syntax errors: line and column
        QTest::newRow("syntax: bad literal") << QByteArray("{\n  \"doubles\": true,\n  \"pot\": tru\n}") << 3 << 13
                                             << "" << "invalid literal";
        QTest::newRow("syntax: trailing comma") << QByteArray("{\"pot\": true,}") << 1 << 14 << "" << "syntax error";
        QTest::newRow("syntax: missing colon") << QByteArray("{\n\n    \"pot\" true}") << 3 << 14 << ""
                                               << "syntax error";
        QTest::newRow("syntax: unterminated") << QByteArray("{\"pot\": true") << 1 << 13 << "" << "end of input";
        QTest::newRow("syntax: after the object") << QByteArray("{}\n{}") << 2 << 1 << "" << "syntax error";
        QTest::newRow("syntax: column counts characters")
            << QByteArray("{\"about\": \"máno\", x}") << 1 << 19 << "" << "syntax error";
        QTest::newRow("number too large for a double") << QByteArray("{\n\"pot_add\": 1e400}") << 2 << 16 << ""
                                                       << "number overflow";
        QTest::newRow("not UTF-8") << QByteArray("{\"name\": \"\xff\"}") << 1 << 11 << "" << "UTF-8";
        QTest::newRow("NUL byte") << QByteArray("{\"pot\"\0: true}", 14) << 1 << 7 << "" << "syntax error";
        QTest::newRow("comment") << QByteArray("{\n// house rules\n}") << 2 << 1 << "" << "syntax error";

        // the text as a whole
        QTest::newRow("empty file") << QByteArray("") << 1 << 0 << "" << "the file is empty";
        QTest::newRow("blank file") << QByteArray(" \n\t\n") << 1 << 0 << "" << "the file is empty";
        QTest::newRow("not an object: array") << QByteArray("[1, 2]") << 1 << 0 << "" << "expected a JSON object";
        QTest::newRow("not an object: string") << QByteArray("\n\n\"filipino\"\n") << 3 << 0 << ""
                                               << "expected a JSON object {...}, got \"filipino\"";
        QTest::newRow("deep nesting") << (QByteArray("{\"payouts\":\n") + QByteArray(40, '[') + QByteArray(40, ']') + "}")
                                      << 2 << 0 << "" << "nested deeper than 16 levels";
        QTest::newRow("deep nesting, brackets in strings ignored")
            << (QByteArray("{\"about\": \"") + QByteArray(40, '[') + "\",\n\"x\": " + QByteArray(20, '{'))
            << 2 << 0 << "" << "nested deeper than 16 levels";
    }

    void badFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, key);
        QFETCH(QString, says);
        const auto r = mj::rulesetFromJson(std::string_view(text.constData(), std::size_t(text.size())), "bad.json");
        QVERIFY(!r.ok());
        const std::string& message = r.error();
        const std::string prefix = "bad.json: line " + std::to_string(line) +
                                   (column ? ", column " + std::to_string(column) : std::string()) + ": ";
        QVERIFY2(message.rfind(prefix, 0) == 0, (message + "\n   expected to start with: " + prefix).c_str());
        if (!key.isEmpty()) {
            const std::string named = "key \"" + key.toStdString() + "\": ";
            QVERIFY2(message.find(named) == prefix.size(), (message + "\n   expected: " + named).c_str());
        }
        QVERIFY2(message.find(says.toStdString()) != std::string::npos,
                 (message + "\n   expected to contain: " + says.toStdString()).c_str());
    }

    // Hostile input never crashes: the built-in files cut, with bytes changed, or noise.
    void neverCrashes()
    {
        std::mt19937_64 rng(20240611);
        const std::string base(mj::builtinRulesetFiles()[2].text);
        int accepted = 0, refused = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string text = base;
            switch (i % 4) {
            case 0: text.resize(rng() % text.size()); break;
            case 1:
                for (int k = 0; k < 3; ++k)
                    text[rng() % text.size()] = static_cast<char>(rng() % 256);
                break;
            case 2: text.insert(rng() % text.size(), std::string(1 + rng() % 30, "{[\"]}:,-9e\\"[rng() % 11])); break;
            case 3:
                text.assign(rng() % 200, '\0');
                for (char& c : text)
                    c = static_cast<char>(rng() % 256);
                break;
            }
            const auto r = mj::rulesetFromJson(text, "fuzz.json");
            if (r.ok()) {
                ++accepted;
                QVERIFY(mj::rulesetFromJson(mj::rulesetToJson(*r).dump(), "again").ok());
            } else {
                ++refused;
                QVERIFY(r.error().rfind("fuzz.json: ", 0) == 0);
            }
        }
        QVERIFY(refused > 0);
        // a very deep and a very long text
        QVERIFY(!mj::rulesetFromJson(std::string(1'000'000, '['), "deep").ok());
        QVERIFY(!mj::rulesetFromJson(std::string(2'000'000, ' '), "long").ok());
        qInfo("%d mutated texts accepted, %d refused", accepted, refused);
    }
};

QTEST_GUILESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
