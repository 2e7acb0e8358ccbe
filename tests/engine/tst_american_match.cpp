// The card matcher of American mahjong (issue 17, "A matcher"; seed 002, "Joker Rules"):
// every line of the practice card made as written matches, and each tile taken away or
// swapped for a joker gives the distance and missing tile it should; then hand-made hands
// for the pitfalls: no joker in a pair, a single, NEWS or a year; the soap as zero only
// where a line says so; a pair never merged into a kong; suit letters as distinct suits;
// shifts and alternatives; exposures only as exact groups, only on X lines.
#include "variants/american/card_match.h"
#include "variants/american/card_parse.h"

#include <QtTest>

#include <algorithm>
#include <map>

using namespace mj;
using namespace mj::american;

namespace {

const CardMatcher& practice()
{
    static const CardMatcher matcher = [] {
        const CardReading r = readCardFile(MJ_TEST_DATA_DIR "/../../resources/cards/practice.card");
        if (!r.ok())
            qFatal("%s", formatCardError("practice.card", r.errors.front()).c_str());
        return CardMatcher(r.card);
    }();
    return matcher;
}

int lineOf(const char* handText)
{
    const auto& lines = practice().card().lines;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].handText() == handText)
            return static_cast<int>(i);
    qFatal("no practice line %s", handText);
}

// "12f 2222m 44p 66p | 8888m": the concealed tiles (spaces for the reader only), then after
// '|' each exposure as a word of its own, as parseCardHand reads them.
CardHand hand(const char* text)
{
    std::string words;
    const std::string_view all(text);
    const std::size_t bar = all.find('|');
    for (char c : all.substr(0, bar))
        if (c != ' ')
            words += c;
    if (bar != std::string_view::npos)
        words += std::string(" ") + std::string(all.substr(bar + 1));
    const auto h = parseCardHand(words);
    if (!h)
        qFatal("%s: %s", text, h.error().c_str());
    return *h;
}

int distance(const char* line, const char* words) { return practice().distance(lineOf(line), hand(words)); }
bool matches(const char* line, const char* words) { return practice().matches(lineOf(line), hand(words)); }

// One tile of a line as written, and whether its group takes jokers.
struct Slot {
    TileKind tile;
    bool takesJokers;
    int group;
};

// The line as written (suits a b c as m p s, no shift, the first alternatives): each flower a
// different one, and a joker wherever a set needs more of a kind than the set holds.
std::vector<Slot> writtenHand(const CardLine& line)
{
    std::vector<Slot> written;
    std::map<int, int> used;
    int flower = 0;
    for (std::size_t g = 0; g < line.groups.size(); ++g) {
        const CardForm& form = line.groups[g].forms.front();
        for (const CardElement& e : form.elements) {
            const int kind = cardKindOf(e, std::max(form.suit, 0), 0);
            TileKind tile = tileOfCardKind(kind);
            if (++used[kind] > naturalCopies(kind))
                tile = tileOfCardKind(kJokerKind);
            else if (kind == kFlowerKind)
                tile = *TileKind::make(Suit::Flowers, ++flower);
            written.push_back({tile, form.takesJokers(), static_cast<int>(g)});
        }
    }
    return written;
}

std::vector<TileKind> tilesOf(const std::vector<Slot>& written)
{
    std::vector<TileKind> tiles;
    for (const Slot& s : written)
        tiles.push_back(s.tile);
    return tiles;
}

CardHand made(const std::vector<TileKind>& concealed, const std::vector<std::vector<TileKind>>& exposed = {})
{
    const auto h = makeCardHand(concealed, exposed);
    if (!h)
        qFatal("%s", h.error().c_str());
    return *h;
}

const TileKind kJoker = *TileKind::make(Suit::Jokers, 1);

} // namespace

class TestAmericanMatch : public QObject {
    Q_OBJECT

private slots:
    void everyLine_data()
    {
        QTest::addColumn<int>("line");
        for (int i = 0; i < practice().lineCount(); ++i) {
            const CardLine& l = practice().card().lines[static_cast<std::size_t>(i)];
            QTest::newRow((std::string(categoryName(l.category)) + ": " + l.handText()).c_str()) << i;
        }
    }
    // Every category's lines: the line as written is Mah Jongg; without any one tile it is
    // one tile away, and the tile missing is that one, which a joker may fill only in a set
    // of three or more; a joker in place of a tile is Mah Jongg only in such a set.
    void everyLine()
    {
        QFETCH(int, line);
        const CardLine& l = practice().card().lines[static_cast<std::size_t>(line)];
        const std::vector<Slot> written = writtenHand(l);
        QCOMPARE(written.size(), std::size_t(14));
        QVERIFY(practice().matches(line, made(tilesOf(written))));
        for (std::size_t i = 0; i < written.size(); ++i) {
            std::vector<TileKind> tiles = tilesOf(written);
            tiles.erase(tiles.begin() + static_cast<std::ptrdiff_t>(i));
            const CardHand thirteen = made(tiles);
            const LineDistance d = practice().explain(line, thirteen);
            QCOMPARE(d.distance, 1);
            QVERIFY(!practice().matches(line, thirteen));
            QCOMPARE(d.missing.size(), std::size_t(1));
            const bool isJoker = written[i].tile == kJoker;
            if (!isJoker) {
                const int kind = cardKindOf(written[i].tile);
                QCOMPARE(d.missing[0].tile, tileOfCardKind(kind));
            }
            // A tile taken from a pair whose kind a set of the line shares is missing from the
            // set: the natural tiles left go to the pair, which no joker may fill.
            const bool kindInASet = std::any_of(written.begin(), written.end(), [&](const Slot& s) {
                return s.takesJokers && s.tile == written[i].tile;
            });
            QCOMPARE(d.missing[0].jokerMayFill, written[i].takesJokers || kindInASet);
            if (isJoker)
                continue;
            tiles.insert(tiles.begin() + static_cast<std::ptrdiff_t>(i), kJoker);
            const CardHand withJoker = made(tiles);
            QCOMPARE(practice().matches(line, withJoker), written[i].takesJokers || kindInASet);
            if (!written[i].takesJokers && !kindInASet)
                QCOMPARE(practice().explain(line, withJoker).missing,
                         (std::vector<MissingTile>{MissingTile{tileOfCardKind(cardKindOf(written[i].tile)), false}}));
        }
        // The first set of three or more, exposed: allowed on an X line, never on a C line.
        const auto set = std::find_if(written.begin(), written.end(), [](const Slot& s) { return s.takesJokers; });
        if (set == written.end())
            return;
        std::vector<TileKind> concealed, exposure;
        for (const Slot& s : written)
            (s.group == set->group ? exposure : concealed).push_back(s.tile);
        if (std::all_of(exposure.begin(), exposure.end(), [](TileKind t) { return t == kJoker; }))
            return;
        const CardHand exposed = made(concealed, {exposure});
        if (l.concealed)
            QCOMPARE(practice().distance(line, exposed), kUnreachable);
        else
            QVERIFY(practice().matches(line, exposed));
    }

    void noJokerInAPair()
    {
        const char* line = "FF 2222a 44b 66b 8888a";
        QVERIFY(matches(line, "12f 2222m 44p 66p 8888m"));
        QVERIFY(matches(line, "12f 22m1j1j 44p 66p 8888m")); // jokers in the kong
        QVERIFY(!matches(line, "1f1j 2222m 44p 66p 8888m")); // a joker for a flower of the pair
        QVERIFY(!matches(line, "12f 2222m 4p1j 66p 8888m")); // a joker in the pair of 4s
        const LineDistance d = practice().explain(lineOf(line), hand("1f1j 2222m 44p 66p 8888m"));
        QCOMPARE(d.distance, 1);
        QCOMPARE(d.missing, (std::vector<MissingTile>{{*TileKind::make(Suit::Flowers, 1), false}}));
    }

    void noJokerInASingle()
    {
        const char* line = "1a 22a 333a 4444a FFFF";
        QVERIFY(matches(line, "1m 22m 333m 4444m 1234f"));
        QVERIFY(matches(line, "1m 22m 333m 444m1j 1234f"));
        QVERIFY(matches(line, "2m 33m 444m 5555m 1234f")); // shift 1
        QVERIFY(!matches(line, "1j 22m 333m 4444m 1234f"));
        QCOMPARE(distance(line, "1j 22m 333m 4444m 1234f"), 1);
    }

    void noJokerInNewsOrAYear()
    {
        const char* news = "NEWS RRR GGG 0000";
        QVERIFY(matches(news, "1234z 777z 666z 5555z"));
        QVERIFY(matches(news, "1234z 77z1j 666z 55z1j1j"));
        QVERIFY(!matches(news, "123z1j 777z 666z 5555z"));
        QCOMPARE(practice().explain(lineOf(news), hand("123z1j 777z 666z 5555z")).missing,
                 (std::vector<MissingTile>{{*TileKind::make(Suit::Honours, 4), false}}));

        const char* year = "FF 2026a 2222b 6666c";
        QVERIFY(matches(year, "12f 226m5z 2222p 6666s"));
        QVERIFY(!matches(year, "12f 226m1j 2222p 6666s")); // a joker for the soap
        QVERIFY(!matches(year, "12f 26m5z1j 2222p 6666s")); // a joker for a 2 of the year
        QVERIFY(matches(year, "12f 226m5z 22p1j1j 6666s"));
        // A pung of soaps is a set, and takes jokers, where the year does not.
        const char* soaps = "2222a 000 2222b 666c";
        QVERIFY(matches(soaps, "2222m 555z 2222p 666s"));
        QVERIFY(matches(soaps, "2222m 5z1j1j 2222p 666s"));
    }

    void soapIsZeroOnlyWhereTheLineSaysSo()
    {
        QVERIFY(!matches("FF 2026a 2222b 6666c", "12f 226m7z 2222p 6666s")); // the red dragon is no zero
        QVERIFY(!matches("FF 1111a 1111b 1111c", "12f 1111m 1111p 5555z"));  // the soap is no number
        QCOMPARE(distance("222a 444a 6666a 8888a", "222m 444m 6666m 888m 5z"), 1);
        const auto d = practice().explain(lineOf("222a 444a 6666a 8888a"), hand("222m 444m 6666m 888m 5z"));
        QCOMPARE(d.missing, (std::vector<MissingTile>{{*TileKind::make(Suit::Characters, 8), true}}));
    }

    void pairNeverMergedIntoAKong()
    {
        const char* line = "11a 1111a 1111b 1111c";
        QVERIFY(matches(line, "1111m1j1j 1111p 1111s")); // the pair 1m 1m, the kong 1m 1m and two jokers
        QVERIFY(matches(line, "2222m1j1j 2222p 2222s")); // any like number
        QVERIFY(matches(line, "111m1j1j1j 1111p 1111s")); // pair 1m 1m, kong 1m and three jokers
        // With one natural 1m the pair would need a joker: a matcher that pooled the pair's
        // tiles with the kong's would call it Mah Jongg. (Not a line with free suits and
        // numbers, where the pair may move to a suit with naturals enough.)
        const CardReading r = parseCard("[quints]\n11a 1111a 2222b 2222c X 35\n");
        QVERIFY(r.ok());
        const CardMatcher fixed(r.card);
        const CardHand short1m = hand("1m1j1j1j1j1j 2222p 2222s");
        QCOMPARE(fixed.distance(0, short1m), 1);
        QCOMPARE(fixed.explain(0, short1m).missing,
                 (std::vector<MissingTile>{{*TileKind::make(Suit::Characters, 1), false}}));
        QVERIFY(fixed.matches(0, hand("11m1j1j1j1j 2222p 2222s")));
        // A kong of 4s does not stand for the pairs of 4s and 6s.
        QCOMPARE(distance("FF 2222a 44b 66b 8888a", "12f 2222m 4444p 8888m"), 2);
    }

    void suitLettersAreDistinctSuits()
    {
        const char* line = "111a 2222a 333b 4444b";
        QVERIFY(matches(line, "111m 2222m 333p 4444p"));
        QVERIFY(matches(line, "111s 2222s 333m 4444m")); // the letters are assigned freely
        QVERIFY(matches(line, "666p 7777p 888s 9999s")); // and the numbers shift
        QVERIFY(!matches(line, "111m 2222m 333m 4444m")); // b is not a's suit
        QCOMPARE(distance(line, "111m 2222m 333m 4444m"), 7);
        QVERIFY(!matches(line, "111m 2222m 333p 4444s")); // b is one suit
        // The dragon of a suit: craks red, bams green, dots the soap.
        const char* dragons = "22a 444a 66a 888a DDDDa";
        QVERIFY(matches(dragons, "22m 444m 66m 888m 7777z"));
        QVERIFY(matches(dragons, "22s 444s 66s 888s 6666z"));
        QVERIFY(matches(dragons, "22p 444p 66p 888p 5555z"));
        QVERIFY(!matches(dragons, "22m 444m 66m 888m 6666z"));
    }

    void shiftsAndAlternatives()
    {
        const char* odd = "111a 3333a 333b 5555b"; // shift 2
        QVERIFY(matches(odd, "111m 3333m 333p 5555p"));
        QVERIFY(matches(odd, "333m 5555m 555p 7777p"));
        QVERIFY(matches(odd, "555m 7777m 777p 9999p"));
        QVERIFY(!matches(odd, "222m 4444m 444p 6666p")); // odd stays odd
        QVERIFY(!matches("11a 333a 5555a 777a 99a", "22m 444m 6666m 888m 11p")); // no shift at all
        const char* dragons = "FFF NN EE WW SS RRR/GGG/000";
        QVERIFY(matches(dragons, "123f 11223344z 777z"));
        QVERIFY(matches(dragons, "123f 11223344z 666z"));
        QVERIFY(matches(dragons, "123f 11223344z 55z1j"));
        QVERIFY(!matches(dragons, "123f 11223344z 567z"));
    }

    void exposures()
    {
        const char* line = "FF 2222a 44b 66b 8888a"; // X
        QVERIFY(matches(line, "12f 2222m 44p 66p 8888m"));
        QVERIFY(matches(line, "12f 2222m 44p 66p | 888m1j"));
        QVERIFY(matches(line, "12f 44p 66p 8888m | 22m1j1j")); // an exposed kong with jokers
        QVERIFY(matches(line, "2222m 44p 66p 8888m | 12f"));   // an exposed pair, as at Mah Jongg
        QVERIFY(matches(line, "12f 44p 66p | 2222m 8888m"));   // two exposures
        // An exposed pung where the line has a kong cannot grow: the line is out of reach.
        QCOMPARE(distance(line, "12f 2222m 44p 66p 8m | 888m"), kUnreachable);
        QCOMPARE(distance(line, "12f 2222m 44p 66p 8m | 88m1j"), kUnreachable);
        // An exposure must be one of the groups: a kong of 4s is not the pairs of 4s and 6s.
        QCOMPARE(distance(line, "12f 2222m 8888m | 4444p"), kUnreachable);
        // A concealed line takes no exposure at all.
        const char* concealed = "2468a 2468b 22c 44c 88c";
        QVERIFY(matches(concealed, "2468m 2468p 224488s"));
        QCOMPARE(distance(concealed, "2468m 2468p 2244s | 88s"), kUnreachable);
        const auto d = practice().explain(lineOf(concealed), hand("2468m 2468p 2244s | 88s"));
        QCOMPARE(d.distance, kUnreachable);
        QVERIFY(d.missing.empty());
    }

    void missingTilesAndJokersHeld()
    {
        const char* line = "FF 2222a 44b 66b 8888a";
        // 13 tiles: the kong of 8s lacks one, which a joker may fill.
        const auto thirteen = practice().explain(lineOf(line), hand("12f 2222m 44p 66p 888m"));
        QCOMPARE(thirteen.distance, 1);
        QCOMPARE(thirteen.missing, (std::vector<MissingTile>{{*TileKind::make(Suit::Characters, 8), true}}));
        // The joker held fills the kong; the 6 of the pair is still missing.
        const auto held = practice().explain(lineOf(line), hand("12f 2222m 44p 6p 888m 1j 3s"));
        QCOMPARE(held.distance, 1);
        QCOMPARE(held.jokersPlaced, 1);
        QCOMPARE(held.missing, (std::vector<MissingTile>{{*TileKind::make(Suit::Balls, 6), false}}));
        QVERIFY(!practice().matches(lineOf(line), hand("12f 2222m 44p 6p 888m 1j 3s")));
    }

    void rankAndDistancesAgree()
    {
        const CardHand winning = hand("12f 2222m 44p 66p 8888m");
        const auto ranked = practice().rank(winning);
        QCOMPARE(ranked.size(), std::size_t(practice().lineCount()));
        QCOMPARE(ranked.front().distance, 0);
        QCOMPARE(ranked.front().line, lineOf("FF 2222a 44b 66b 8888a"));
        QVERIFY(std::is_sorted(ranked.begin(), ranked.end(),
                               [](const auto& a, const auto& b) { return a.distance < b.distance; }));
        std::vector<int> distances(static_cast<std::size_t>(practice().lineCount()));
        practice().distances(winning, distances);
        for (const LineDistance& d : ranked) {
            QCOMPARE(distances[static_cast<std::size_t>(d.line)], d.distance);
            if (d.distance != kUnreachable)
                QCOMPARE(static_cast<int>(d.missing.size()), d.distance);
        }
    }

    void handsRefused_data()
    {
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("message");
        QTest::newRow("five copies") << "11111m 2222p 3333s 1f" << "1m at position 5: 5 copies";
        QTest::newRow("five copies over words") << "1111m2222p333s1f 1m1j1j" << "exposure 1: 1m: 5 copies";
        QTest::newRow("15 tiles") << "1111m 2222p 3333s 123f" << "the hand has 15 tiles";
        QTest::newRow("12 tiles") << "1111m 2222p 3333s" << "the hand has 12 tiles";
        QTest::newRow("jokers alone exposed") << "1111m2222p3333s 1j1j1j" << "exposure 1: an exposure of jokers alone";
        QTest::newRow("joker in an exposed pair") << "1111m2222p3333s 9m1j" << "a joker may not stand in a pair";
        QTest::newRow("ranks without a suit") << "1111m 2222p 3333 1f 12m1j" << "not followed by a suit letter";
        QTest::newRow("unlike tiles with a joker") << "1111m2222p333s 34m1j" << "jokers stand only in a group of identical tiles";
        QTest::newRow("a card") << "1111m 2222p 3333s 1f AS" << "not a tile of the american-152 set";
        QTest::newRow("nine jokers") << "1j1j1j1j1j1j1j1j1j 1111m 1f" << "9 copies";
    }
    void handsRefused()
    {
        QFETCH(QString, words);
        QFETCH(QString, message);
        const auto h = parseCardHand(words.toStdString());
        QVERIFY(!h);
        QVERIFY2(QString::fromStdString(h.error()).contains(message), h.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestAmericanMatch)
#include "tst_american_match.moc"
