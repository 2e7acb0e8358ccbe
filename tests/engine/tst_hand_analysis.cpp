// The analysis of whole hands as `analyze` prints it (engine/hand/hand_report.h): the
// decompositions of complete hands of every form (standard 14 and 17, exposed sets, seven
// pairs, siete pares, international, escaléra, jokers), waits and useful tiles with their
// unseen counts (nine gates, --seen, the Filipino game's suited-only draws), and every kind
// of bad hand with the message it must give.
#include "core/excerpt.h"
#include "core/rng.h"
#include "hand/hand_report.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "qtest_printers.h"

#include <algorithm>
#include <random>

#include <QtTest>

using namespace mj;
using nlohmann::json;

namespace {
json analyze(const QString& text, const AnalysisOptions& options = {})
{
    return json::parse(analyzeToJson(text.toStdString(), options));
}

// The hand tiles of a built-in ruleset by name, or of none ("none").
HandTiles handTiles(const QString& ruleset)
{
    return ruleset == QLatin1String("none") ? HandTiles{} : loadRuleset(ruleset.toStdString())->handTiles();
}

AnalysisOptions rules(const QString& ruleset)
{
    AnalysisOptions o;
    o.tiles = handTiles(ruleset);
    return o;
}
} // namespace

class TestHandAnalysis : public QObject {
    Q_OBJECT
private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("decompositions"); // JSON
        auto row = [](const char* name, const char* text, const char* d) { QTest::newRow(name) << text << d; };
        row("standard 14", "123m456p789s11122z",
            R"([{"form":"standard","sets":["123m","456p","789s","111z"],"exposed":[],"pair":"22z","escalera":false}])");
        row("standard 14, exposed", "123m456p11z 789s 555z",
            R"([{"form":"standard","sets":["123m","456p"],"exposed":["789s","555z"],"pair":"11z","escalera":false}])");
        row("kang", "456p11z 789s 555z 1111m",
            R"([{"form":"standard","sets":["456p"],"exposed":["789s","555z","1111m"],"pair":"11z","escalera":false}])");
        row("two readings", "11122233344455m",
            R"([{"form":"standard","sets":["111m","234m","345m","345m"],"exposed":[],"pair":"22m","escalera":false},
                {"form":"standard","sets":["111m","222m","333m","444m"],"exposed":[],"pair":"55m","escalera":false},
                {"form":"standard","sets":["111m","234m","234m","234m"],"exposed":[],"pair":"55m","escalera":false},
                {"form":"standard","sets":["123m","123m","123m","444m"],"exposed":[],"pair":"55m","escalera":false}])");
        row("escalera 14", "123456789m11122p",
            R"([{"form":"standard","sets":["123m","456m","789m","111p"],"exposed":[],"pair":"22p","escalera":true}])");
        row("standard 17, escalera", "123456789m123456p11s",
            R"([{"form":"standard","sets":["123m","456m","789m","123p","456p"],"exposed":[],"pair":"11s","escalera":true}])");
        row("escalera with an exposed chow", "123456m11122p555s 789m",
            R"([{"form":"standard","sets":["123m","456m","111p","555s"],"exposed":["789m"],"pair":"22p","escalera":true}])");
        row("seven pairs and standard", "11223344556677m",
            R"([{"form":"standard","sets":["234m","234m","567m","567m"],"exposed":[],"pair":"11m","escalera":false},
                {"form":"standard","sets":["123m","123m","567m","567m"],"exposed":[],"pair":"44m","escalera":false},
                {"form":"standard","sets":["123m","123m","456m","456m"],"exposed":[],"pair":"77m","escalera":false},
                {"form":"seven_pairs","pairs":["11m","22m","33m","44m","55m","66m","77m"]}])");
        row("seven pairs", "1133557799m1133p",
            R"([{"form":"seven_pairs","pairs":["11m","33m","55m","77m","99m","11p","33p"]}])");
        row("siete pares", "11225588m114499p123s",
            R"([{"form":"siete_pares","pairs":["11m","22m","55m","88m","11p","44p","99p"],"bahay":"123s","bahay_exposed":false,"international":false}])");
        row("international", "11225588m114499p777s",
            R"([{"form":"siete_pares","pairs":["11m","22m","55m","88m","11p","44p","99p"],"bahay":"777s","bahay_exposed":false,"international":true}])");
        row("siete pares, exposed báhay", "11225588m114499p 123s",
            R"([{"form":"siete_pares","pairs":["11m","22m","55m","88m","11p","44p","99p"],"bahay":"123s","bahay_exposed":true,"international":false}])");
        row("international, exposed pung", "11225588m114499p 777s",
            R"([{"form":"siete_pares","pairs":["11m","22m","55m","88m","11p","44p","99p"],"bahay":"777s","bahay_exposed":true,"international":true}])");
        row("joker", "123m456p789s11z12m1j",
            R"([{"form":"standard","sets":["123m","123m","456p","789s"],"exposed":[],"pair":"11z","escalera":false,"jokers_as":["3m"]}])");
        row("joker, pair", "123m456p789s123s5s1j",
            R"([{"form":"standard","sets":["123m","456p","123s","789s"],"exposed":[],"pair":"55s","escalera":false,"jokers_as":["5s"]}])");
        row("two jokers", "123m456p7s11s111z1j1j",
            R"([{"form":"standard","sets":["123m","456p","111s","111z"],"exposed":[],"pair":"77s","escalera":false,"jokers_as":["1s","7s"]},
                {"form":"standard","sets":["123m","456p","567s","111z"],"exposed":[],"pair":"11s","escalera":false,"jokers_as":["5s","6s"]},
                {"form":"standard","sets":["123m","456p","678s","111z"],"exposed":[],"pair":"11s","escalera":false,"jokers_as":["6s","8s"]},
                {"form":"standard","sets":["123m","456p","777s","111z"],"exposed":[],"pair":"11s","escalera":false,"jokers_as":["7s","7s"]},
                {"form":"standard","sets":["123m","456p","789s","111z"],"exposed":[],"pair":"11s","escalera":false,"jokers_as":["8s","9s"]}])");
    }
    void complete()
    {
        QFETCH(QString, text);
        QFETCH(QString, decompositions);
        const json j = analyze(text);
        QVERIFY2(!j.contains("error"), j.dump().c_str());
        QCOMPARE(j["complete"], json(true));
        QCOMPARE(j["waits"], json::array());
        QCOMPARE(j["decompositions"], json::parse(decompositions.toStdString()));
    }

    void fourAsTwoPairs()
    {
        AnalysisOptions o;
        QCOMPARE(analyze(QStringLiteral("1111225588m1144p123s"), o)["complete"], json(false));
        o.pairs.fourAsTwoPairs = true;
        const json j = analyze(QStringLiteral("1111225588m1144p123s"), o);
        QCOMPARE(j["complete"], json(true));
        QCOMPARE(j["decompositions"][0]["pairs"], json::parse(R"(["11m","11m","22m","55m","88m","11p","44p"])"));
    }

    void waits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("seen");
        QTest::addColumn<int>("shanten"); // the best of the two forms
        QTest::addColumn<QString>("tiles"); // "kind:unseen ..." waits (ready) or useful tiles
        auto row = [](const char* name, const char* text, const char* ruleset, const char* seen, int shanten,
                      const char* tiles) { QTest::newRow(name) << text << ruleset << seen << shanten << tiles; };
        row("nine gates", "1112345678999m", "none", "", 0, "1m:1 2m:3 3m:3 4m:3 5m:3 6m:3 7m:3 8m:3 9m:1");
        row("nine gates, seen", "1112345678999m", "none", "5m5m1m", 0, "1m:0 2m:3 3m:3 4m:3 5m:1 6m:3 7m:3 8m:3 9m:1");
        row("two-sided", "123456789m1234p", "none", "", 0, "1p:3 4p:3");
        row("shanpon", "123m456p789s1122z", "none", "", 0, "1z:2 2z:2");
        row("exposed count as seen", "12m456p11z 789s 333m", "none", "", 0, "3m:1");
        row("exposed count as seen 2", "23m456p11z 789s 111m", "none", "", 0, "1m:1 4m:4");
        row("16 tiles", "123m456m789m123p45p11s", "filipino", "", 0, "3p:3 6p:4");
        row("siete pares wait", "11225588m114499p12s", "filipino", "", 0, "3s:4");
        row("seven pairs wait", "1133557799m113p", "none", "", 0, "3p:3");
        row("useful", "123m456p789s12m12z", "visayan", "", 1, "3m:3 1z:3 2z:3");
        row("filipino draws no honours", "1m", "filipino", "", 0, "1m:3");
        row("pair wait with joker", "1m1j", "none", "", -1, "");
        row("all four held: no wait", "1111m", "none", "", 0, "");
    }
    void waits()
    {
        QFETCH(QString, text);
        QFETCH(QString, ruleset);
        QFETCH(QString, seen);
        QFETCH(int, shanten);
        QFETCH(QString, tiles);
        AnalysisOptions o;
        o.tiles = handTiles(ruleset);
        o.seen = *parseSeenTiles(seen.toStdString(), o.tiles);
        const json j = analyze(text, o);
        QVERIFY2(!j.contains("error"), j.dump().c_str());
        const int standard = j["shanten"]["standard"].get<int>();
        const int best = j["shanten"]["siete_pares"].is_null() ? standard
                                                                : std::min(standard, j["shanten"]["siete_pares"].get<int>());
        QCOMPARE(best, shanten);
        if (shanten < 0) {
            QCOMPARE(j["complete"], json(true));
            return;
        }
        const json& list = shanten == 0 ? j["waits"] : j["useful"];
        if (shanten > 0)
            QCOMPARE(j["waits"], json::array());
        QStringList got;
        int total = 0;
        for (const auto& t : list) {
            got << QString::fromStdString(t["tile"].get<std::string>() + ":" + std::to_string(t["unseen"].get<int>()));
            total += t["unseen"].get<int>();
        }
        QCOMPARE(got.join(QLatin1Char(' ')), tiles);
        QCOMPARE(j[shanten == 0 ? "waits_unseen" : "useful_unseen"].get<int>(), total);
    }

    void discards()
    {
        AnalysisOptions o;
        o.discards = true;
        const json j = analyze(QStringLiteral("123456789m1234p9s"), o);
        QCOMPARE(j["complete"], json(false));
        QCOMPARE(j["discards"], json::parse(R"([{"discard":"1p","shanten":0,"waits":[{"tile":"9s","unseen":3}],"waits_unseen":3},
                                            {"discard":"4p","shanten":0,"waits":[{"tile":"9s","unseen":3}],"waits_unseen":3},
                                            {"discard":"9s","shanten":0,"waits":[{"tile":"1p","unseen":3},{"tile":"4p","unseen":3}],"waits_unseen":6}])"));
        o.discards = false;
        QVERIFY(!analyze(QStringLiteral("123456789m1234p9s"), o).contains("discards"));
    }

    void badHands_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("error");
        auto row = [](const char* name, const char* text, const char* ruleset, const char* error) {
            QTest::newRow(name) << QString::fromUtf8(text) << ruleset << QString::fromUtf8(error);
        };
        row("empty", "", "none", "empty hand");
        row("bad notation", "123x", "none", "unexpected character 'x' at position 4");
        row("no suit", "123m45", "none", "ranks \"45\" at position 5 are not followed by a suit letter");
        row("15 tiles", "123456789m123456p", "none", "15 tiles: a hand has 3n+1 or 3n+2 tiles");
        row("18 tiles", "123456789m123456789p", "none", "18 tiles");
        row("20 tiles", "123456789m123456789p11s", "none", "20 tiles: a hand has at most 17");
        row("five copies", "11111m23p", "none", "1m at position 5: 5 copies");
        row("five with exposed", "11m23p 111m", "none", "1m: 5 copies in the hand and its exposed sets");
        row("flower", "123m1f", "none", "1f (plum flower) is a flower");
        row("flower visayan", "123m5f", "visayan", "5f (spring season) is a flower");
        row("honour filipino", "123m456p789s11z1p", "filipino", "1z (East wind) is a flower in the Filipino game");
        row("dragon filipino", "123m7z", "filipino", "7z (red dragon) is a flower in the Filipino game");
        row("honour exposed filipino", "123m45p 555z", "filipino", "5z (white dragon) is a flower");
        row("exposed not a set", "123m45p 124s", "none", "exposed group \"124s\" is not a set");
        row("exposed honour chow", "123m45p 123z", "none", "exposed group \"123z\" is not a set");
        row("exposed pair", "123m45p 11s", "none", "exposed group \"11s\" is not a set");
        row("exposed bad notation", "123m45p 12", "none", "exposed group \"12\": ranks \"12\"");
        row("exposed joker", "123m45p 11s1j", "none", "holds a joker");
        row("five jokers", "1j1j1j1j1j", "none", "5 jokers: the analysis reads at most 4");
        row("concealed empty", " ", "none", "empty hand");
    }
    void badHands()
    {
        QFETCH(QString, text);
        QFETCH(QString, ruleset);
        QFETCH(QString, error);
        const json j = analyze(text, rules(ruleset));
        QCOMPARE(j.size(), std::size_t(2));
        QCOMPARE(j["hand"], json(text.toStdString()));
        const QString message = QString::fromStdString(j["error"].get<std::string>());
        QVERIFY2(message.contains(error), qPrintable(message));
    }

    void seenTooMany()
    {
        AnalysisOptions o;
        o.seen = *parseSeenTiles("111m", HandTiles{});
        const json j = analyze(QStringLiteral("11m23p"), o);
        QVERIFY2(j.value("error", "").find("1m: 2 in the hand and 3 seen") != std::string::npos, j.dump().c_str());
    }

    void rulesets()
    {
        // Visayan and no ruleset keep honours; all three refuse flowers; Filipino draws no honour.
        QCOMPARE(analyze(QStringLiteral("123m456p789s111z2z"), rules(QStringLiteral("visayan")))["shanten"]["standard"], json(0));
        QCOMPARE(analyze(QStringLiteral("123m456p789s111z2z"))["ruleset"], json("none"));
        // joker-pot is a Filipino house ruleset: its honours are flowers too, and its name is reported.
        const json jp = analyze(QStringLiteral("123m456p789s1p"), rules(QStringLiteral("joker-pot")));
        QCOMPARE(jp["ruleset"], json("joker-pot"));
        QVERIFY(analyze(QStringLiteral("123m456p789s111z2z"), rules(QStringLiteral("joker-pot"))).contains("error"));
        QVERIFY(analyze(QStringLiteral("123m456p789s111z2z"), rules(QStringLiteral("filipino"))).contains("error"));
        const json f = analyze(QStringLiteral("123m456p789s1p"), rules(QStringLiteral("filipino")));
        QCOMPARE(f["waits"], json::parse(R"([{"tile":"1p","unseen":3}])"));
        // The JSON escapes what it echoes.
        const json e = analyze(QStringLiteral("\"1m\\"));
        QCOMPARE(e["hand"], json("\"1m\\"));
    }

    // Issue 12, defect 4: bytes that are not UTF-8 were copied into the JSON, which was then
    // not valid UTF-8. Now they are quoted as \xNN, in the echo and in the message.
    void invalidUtf8_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("hand");  // the "hand" the object must give
        QTest::addColumn<QString>("error"); // in the message
        QTest::newRow("leading bytes") << QByteArray("\xff\xfe" "1m") << R"(\xff\xfe1m)" << "byte 0xff at position 1";
        QTest::newRow("in an exposed group") << QByteArray("123m45p 12\xc3m") << R"(123m45p 12\xc3m)"
                                             << R"(exposed group "12\xc3m": unexpected character byte 0xc3)";
        QTest::newRow("truncated sequence") << QByteArray("1m\xe4\xb8") << R"(1m\xe4\xb8)" << "byte 0xe4";
        QTest::newRow("with a control character") << QByteArray("\x01" "1m\x80") << R"(\x011m\x80)" << "byte 0x01";
        QTest::newRow("valid UTF-8 stays") << QByteArray("1m\xe4\xb8\xad") << QString::fromUtf8("1m\u4e2d")
                                           << "byte 0xe4 at position 3";
    }
    void invalidUtf8()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, hand);
        QFETCH(QString, error);
        std::string message;
        const std::string out = analyzeToJson(text.toStdString(), {}, &message);
        QVERIFY2(isValidUtf8(out), out.c_str());
        QVERIFY(isValidUtf8(message));
        const json j = json::parse(out);
        QCOMPARE(j.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(j["hand"].get<std::string>()), hand);
        QCOMPARE(j["error"].get<std::string>(), message);
        QVERIFY2(QString::fromStdString(message).contains(error), message.c_str());
    }

    // Issue 12, "huge error messages": a long bad hand is quoted as an excerpt, in the echo
    // and in the message; a long hand that is good is echoed whole.
    void longHands()
    {
        const std::string junk(4000, 'x');
        std::string message;
        json j = json::parse(analyzeToJson(junk, {}, &message));
        const std::string echo = j["hand"].get<std::string>();
        QVERIFY2(echo.size() < 150 && echo.find("… (4,000 bytes)") != std::string::npos, echo.c_str());
        QVERIFY(message.size() < 200);
        // An exposed group of 300 tiles, and a run of 3,000 ranks with no suit.
        std::string group = "123m45p ";
        for (int i = 0; i < 100; ++i)
            group += "123m";
        j = json::parse(analyzeToJson(group, {}, &message));
        QVERIFY2(message.size() < 200 && message.find("exposed group \"123m123m") != std::string::npos, message.c_str());
        QVERIFY(j["hand"].get<std::string>().size() < 150);
        j = json::parse(analyzeToJson("1m" + std::string(3000, '1'), {}, &message));
        QVERIFY2(message.size() < 200 && message.find("(3,000 bytes)") != std::string::npos, message.c_str());
        // Blanks are no error: a good hand is given back as it came.
        const std::string spaced = "123m456p789s1112z" + std::string(3000, ' ');
        QCOMPARE(json::parse(analyzeToJson(spaced, {}))["hand"], json(spaced));
        // A bad ruleset name, on the command line, is quoted short and valid too.
        const auto r = loadRuleset(std::string(500, 'r') + "\xff");
        QVERIFY(!r && r.error().size() < 200 && isValidUtf8(r.error()));
    }

    // parseHand reads most hands quickly and leaves the rest to the full reader: on good
    // hands, bad ones and noise, for every ruleset, both must give the same hand or the same
    // message.
    void quickReaderAgreesWithFull()
    {
        Rng rng(2024);
        const std::string alphabet = "0123456789mpszfj  \t";
        auto randomWord = [&](std::size_t length) {
            std::string w;
            for (std::size_t i = 0; i < length; ++i)
                w += alphabet[rng.below(alphabet.size())];
            return w;
        };
        auto handLine = [&] {
            // Concealed tiles by suit, in any order, then exposed words that are sets or nearly.
            std::string line;
            const int groups = 1 + static_cast<int>(rng.below(5));
            for (int g = 0; g < groups; ++g) {
                const char suit = "mpszj"[rng.below(5)];
                const int n = 1 + static_cast<int>(rng.below(suit == 'j' ? 3 : 6));
                for (int i = 0; i < n; ++i)
                    line += static_cast<char>('1' + rng.below(suit == 'j' ? 1 : suit == 'z' ? 7 : 9));
                line += suit;
            }
            const int exposed = static_cast<int>(rng.below(4));
            for (int e = 0; e < exposed; ++e) {
                line += rng.below(4) == 0 ? "\t" : " ";
                const char suit = "mpsz"[rng.below(4)];
                const int first = 1 + static_cast<int>(rng.below(suit == 'z' ? 7 : 7));
                std::string digits;
                switch (rng.below(4)) {
                case 0: digits = {char('0' + first), char('1' + first), char('2' + first)}; break;
                case 1: digits = std::string(3, char('0' + first)); break;
                case 2: digits = std::string(4, char('0' + first)); break;
                default: digits = randomWord(1 + rng.below(4)); break;
                }
                std::shuffle(digits.begin(), digits.end(), std::mt19937(static_cast<unsigned>(rng.below(1000))));
                line += digits + suit;
            }
            return line;
        };
        int good = 0;
        for (int i = 0; i < 60000; ++i) {
            std::string line = handLine();
            switch (rng.below(6)) {
            case 0: line = randomWord(rng.below(25)); break;
            case 1: line.insert(rng.below(line.size() + 1), 1, alphabet[rng.below(alphabet.size())]); break;
            case 2:
                if (!line.empty())
                    line.erase(rng.below(line.size()), 1);
                break;
            case 3: line = " " + line + "  "; break;
            default: break;
            }
            for (const HandTiles& rules : {HandTiles{}, Ruleset::filipino().handTiles(), Ruleset::visayan().handTiles()}) {
                const auto quick = parseHand(line, rules);
                const auto full = parseHandByNotation(line, rules);
                QVERIFY2(quick.ok() == full.ok(), line.c_str());
                if (!full) {
                    QCOMPARE(quick.error(), full.error());
                    continue;
                }
                ++good;
                QVERIFY2(quick->counts == full->counts && quick->jokers == full->jokers &&
                             quick->exposedCount == full->exposedCount && quick->exposed == full->exposed,
                         line.c_str());
            }
        }
        QVERIFY2(good > 10000, qPrintable(QString::number(good)));
    }
};

QTEST_APPLESS_MAIN(TestHandAnalysis)
#include "tst_hand_analysis.moc"
