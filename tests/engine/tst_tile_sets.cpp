// The tile sets of the rule book as data (issue 13, items 1 and 2): each set's size and
// copies as the seeds give them, the one global kind space (today's 43 kinds keep their
// indices), round trips of the notation for every kind of every set, and every error the
// card notation can give, with its message.
#include "core/notation.h"
#include "core/tile_set.h"

#include <QtTest>

#include <algorithm>
#include <map>

using namespace mj;

namespace {

TileKind kind(Suit suit, int rank) { return *TileKind::make(suit, rank); }

const TileSet& set(const char* name)
{
    const auto found = TileSet::byName(name);
    if (!found)
        qFatal("%s", found.error().c_str());
    return **found;
}

// How many tiles of each suit the set holds.
std::map<Suit, int> tilesBySuit(const TileSet& s)
{
    std::map<Suit, int> bySuit;
    for (int id = 0; id < s.size(); ++id)
        ++bySuit[s.kindOf(TileId{static_cast<std::uint16_t>(id)}).suit()];
    return bySuit;
}

constexpr Suit kCardSuits[] = {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds};

} // namespace

class TestTileSets : public QObject {
    Q_OBJECT
private slots:
    void registryNamesEverySet()
    {
        QStringList names;
        for (const TileSet* s : TileSet::all())
            names << QString::fromStdString(s->name());
        QCOMPARE(names, (QStringList{"chinese-144", "american-152", "poker-tiles", "card-deck-193", "solitaire-39"}));
        QCOMPARE(&set("chinese-144"), &TileSet::chinese());
        const auto unknown = TileSet::byName("riichi-136");
        QVERIFY(!unknown);
        QCOMPARE(QString::fromStdString(unknown.error()),
                 QStringLiteral("no tile set is called \"riichi-136\"; the sets are chinese-144, american-152, "
                                "poker-tiles, card-deck-193, solitaire-39"));
        QVERIFY(!TileSet::byName("Chinese-144")); // names are exact
        QVERIFY(!TileSet::byName(""));
    }

    void chineseSetKeepsItsIds()
    {
        const TileSet& s = set("chinese-144");
        QCOMPARE(s.size(), 144);
        for (int id = 0; id < 136; ++id)
            QCOMPARE(s.kindOf(TileId{static_cast<std::uint16_t>(id)}).index(), id / 4);
        for (int id = 136; id < 144; ++id)
            QCOMPARE(s.kindOf(TileId{static_cast<std::uint16_t>(id)}).index(), 34 + id - 136);
    }

    void american152IsChineseWithEightJokers()
    {
        const TileSet& s = set("american-152");
        QCOMPARE(s.size(), 152);
        QCOMPARE(s.copiesOf(kind(Suit::Jokers, 1)), 8);
        QCOMPARE(s.copiesOf(kind(Suit::CardJokers, 1)), 0);
        // The same tiles, id for id, as the set the hand analysis reads hands in.
        QCOMPARE(TileSet::chineseWithJokers().size(), 152);
        for (int id = 0; id < 152; ++id) {
            const TileId tile{static_cast<std::uint16_t>(id)};
            QVERIFY(s.kindOf(tile) == TileSet::chineseWithJokers().kindOf(tile));
            if (id < 144)
                QVERIFY(s.kindOf(tile) == set("chinese-144").kindOf(tile));
        }
    }

    void pokerTilesAreTwoDecksWithJokersAndBlanks()
    {
        const TileSet& s = set("poker-tiles");
        QCOMPARE(s.size(), 2 * 52 + 4 + 4);
        for (Suit suit : kCardSuits) {
            for (char r : std::string("A23456789TJQK"))
                QCOMPARE(s.copiesOf(kind(suit, static_cast<int>(rankCharacters(suit).find(r)) + 1)), 2);
            for (char r : std::string("FWNB")) // the faces of seed 004 are not poker cards
                QCOMPARE(s.copiesOf(kind(suit, static_cast<int>(rankCharacters(suit).find(r)) + 1)), 0);
        }
        QCOMPARE(s.copiesOf(kind(Suit::CardJokers, 1)), 4);
        QCOMPARE(s.copiesOf(kind(Suit::Blanks, 1)), 4);
        QCOMPARE(s.copiesOf(kind(Suit::Jokers, 1)), 0); // the American joker is another tile
        QCOMPARE(static_cast<int>(s.distinctKinds().size()), 54);
    }

    void cardDeckHas193Cards()
    {
        const TileSet& s = set("card-deck-193");
        QCOMPARE(s.size(), 193);
        const auto bySuit = tilesBySuit(s);
        for (Suit suit : kCardSuits) {
            QCOMPARE(bySuit.at(suit), 4 * 9 + 7); // A-9 four times, one of each face
            for (int rank = 1; rank <= 9; ++rank)
                QCOMPARE(s.copiesOf(kind(suit, rank)), 4);
            QCOMPARE(s.copiesOf(kind(suit, 10)), 0); // no tens
            for (int rank = 11; rank <= 17; ++rank)
                QCOMPARE(s.copiesOf(kind(suit, rank)), 1);
        }
        QCOMPARE(bySuit.at(Suit::Crowns), 9);
        QCOMPARE(bySuit.at(Suit::BonusFlowers) + bySuit.at(Suit::BonusBirds) + bySuit.at(Suit::BonusTrees), 12);
        // The seed's own sum: 144 + 9 = 153, + 12 = 165, + 28 = 193.
        QCOMPARE(4 * 36 + 9 + 12 + 4 * 7, 193);
    }

    void bonusCardsCarryTheSeedsSuits()
    {
        auto edge = [](Suit suit, int rank) { return *bonusCardSuit(kind(suit, rank)); };
        // rose, crane, apple clubs; tulip, eagle, oak hearts; daisy, swan, birch diamonds;
        // owl, lily, pine spades.
        QCOMPARE(edge(Suit::BonusFlowers, 1), Suit::Clubs);    // rose
        QCOMPARE(edge(Suit::BonusBirds, 1), Suit::Clubs);      // crane
        QCOMPARE(edge(Suit::BonusTrees, 4), Suit::Clubs);      // apple
        QCOMPARE(edge(Suit::BonusFlowers, 2), Suit::Hearts);   // tulip
        QCOMPARE(edge(Suit::BonusBirds, 3), Suit::Hearts);     // eagle
        QCOMPARE(edge(Suit::BonusTrees, 1), Suit::Hearts);     // oak
        QCOMPARE(edge(Suit::BonusFlowers, 4), Suit::Diamonds); // daisy
        QCOMPARE(edge(Suit::BonusBirds, 2), Suit::Diamonds);   // swan
        QCOMPARE(edge(Suit::BonusTrees, 3), Suit::Diamonds);   // birch
        QCOMPARE(edge(Suit::BonusBirds, 4), Suit::Spades);     // owl
        QCOMPARE(edge(Suit::BonusFlowers, 3), Suit::Spades);   // lily
        QCOMPARE(edge(Suit::BonusTrees, 2), Suit::Spades);     // pine
        QVERIFY(!bonusCardSuit(kind(Suit::Spades, 1)));
        QVERIFY(!bonusCardSuit(kind(Suit::Flowers, 1)));
        QCOMPARE(kind(Suit::BonusFlowers, 1).name(), std::string("rose (flower, clubs)"));
        QCOMPARE(kind(Suit::BonusTrees, 2).name(), std::string("pine (tree, spades)"));
    }

    void solitaireHas39TilesAndEightDividers()
    {
        const TileSet& s = set("solitaire-39");
        QCOMPARE(s.size(), 39 + 8);
        int inPlay = 0;
        for (int id = 0; id < 39; ++id) { // ids 0-38: the game's tiles
            const TileKind k = s.kindOf(TileId{static_cast<std::uint16_t>(id)});
            QVERIFY(k.isSuited() || k.isDragon());
            ++inPlay;
        }
        QCOMPARE(inPlay, 39);
        for (int id = 39; id < 47; ++id) // ids 39-46: the winds laid face down as the divider
            QVERIFY(s.kindOf(TileId{static_cast<std::uint16_t>(id)}).isWind());
        for (Suit suit : {Suit::Characters, Suit::Balls, Suit::Sticks})
            for (int rank = 1; rank <= 9; ++rank)
                QCOMPARE(s.copiesOf(kind(suit, rank)), 1);
        for (int rank = 5; rank <= 7; ++rank)
            QCOMPARE(s.copiesOf(kind(Suit::Honours, rank)), 4);
        for (int rank = 1; rank <= 4; ++rank)
            QCOMPARE(s.copiesOf(kind(Suit::Honours, rank)), 2);
        QCOMPARE(s.copiesOf(kind(Suit::Flowers, 1)), 0);
    }

    void mahjongKindsKeepTheirIndices()
    {
        // Today's 43 kinds, in the order and with the indices they always had.
        QCOMPARE(TileKind::mahjongCount, 43);
        QVERIFY(TileKind::count > TileKind::mahjongCount);
        int index = 0;
        for (auto [letter, ranks] : std::initializer_list<std::pair<char, int>>{
                 {'m', 9}, {'p', 9}, {'s', 9}, {'z', 7}, {'f', 8}, {'j', 1}})
            for (int rank = 1; rank <= ranks; ++rank, ++index) {
                const TileKind k = TileKind::fromIndex(index);
                QCOMPARE(k.notation(), std::string(1, static_cast<char>('0' + rank)) + letter);
                QCOMPARE(k.index(), index);
            }
        QCOMPARE(index, 43);
        for (int i = 0; i < TileKind::count; ++i)
            QCOMPARE(TileKind::fromIndex(i).index(), i);
        // Card kinds come after, and kinds that print the same are one kind.
        QCOMPARE(kind(Suit::Spades, 1).index(), 43);
        QCOMPARE(kind(Suit::Blanks, 1).index(), TileKind::count - 1);
        QVERIFY(!TileKind::make(Suit::Jokers, 2)); // 2j is no tile, as it never was
        QVERIFY(kind(Suit::Spades, 5).index() >= TileKind::mahjongCount);
        QCOMPARE(set("poker-tiles").copiesOf(kind(Suit::Spades, 5)), 2);
        QCOMPARE(set("card-deck-193").copiesOf(kind(Suit::Spades, 5)), 4);
    }

    void namesOfCards()
    {
        // The kind a two-character string names, read in whichever set holds it.
        auto name = [](const char* text) {
            for (const TileSet* s : TileSet::all())
                if (const auto kinds = parseKinds(text, *s); kinds && kinds->size() == 1)
                    return kinds->front().name();
            return std::string("?");
        };
        QCOMPARE(name("QH"), std::string("queen of hearts"));
        QCOMPARE(name("TS"), std::string("10 of spades"));
        QCOMPARE(name("AC"), std::string("ace of clubs"));
        QCOMPARE(name("ND"), std::string("horse of diamonds"));
        QCOMPARE(name("FS"), std::string("fool of spades"));
        QCOMPARE(name("WH"), std::string("wench of hearts"));
        QCOMPARE(name("BC"), std::string("bishop of clubs"));
        QCOMPARE(name("AR"), std::string("ace of crowns"));
        QCOMPARE(name("9R"), std::string("9 of crowns"));
        QCOMPARE(name("3V"), std::string("eagle (bird, hearts)"));
        QCOMPARE(name("1X"), std::string("card joker"));
        QCOMPARE(name("1b"), std::string("blank"));
        QCOMPARE(kind(Suit::Jokers, 1).name(), std::string("joker"));
    }

    void rankCharactersAreNeverSuitLetters()
    {
        for (int s = 0; s < suitCount; ++s) {
            const Suit suit = static_cast<Suit>(s);
            QVERIFY(!isRankCharacter(suitLetter(suit)));
            QVERIFY(suitFromLetter(suitLetter(suit)) == suit);
            for (char c : rankCharacters(suit)) {
                QVERIFY(isRankCharacter(c));
                QVERIFY(!suitFromLetter(c));
            }
        }
    }

    // Print then parse gives the same kinds; parse then print gives the canonical text.
    void everyKindOfEverySetRoundTrips()
    {
        for (const TileSet* s : TileSet::all()) {
            for (TileKind k : s->distinctKinds()) {
                const auto parsed = parseKinds(k.notation(), *s);
                QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
                QCOMPARE(parsed->size(), std::size_t(1));
                QVERIFY(parsed->front() == k);
                QCOMPARE(formatKinds(*parsed), k.notation());
            }
            // The whole set at once: every tile, every copy.
            std::vector<TileId> all;
            for (int id = 0; id < s->size(); ++id)
                all.push_back(TileId{static_cast<std::uint16_t>(id)});
            const std::string text = formatTiles(all, *s);
            const auto parsed = parseKinds(text, *s);
            QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
            QCOMPARE(static_cast<int>(parsed->size()), s->size());
            QCOMPARE(formatKinds(*parsed), text);
            for (TileKind k : s->distinctKinds())
                QCOMPARE(static_cast<int>(std::count(parsed->begin(), parsed->end(), k)), s->copiesOf(k));
        }
    }

    void cardStrings_data()
    {
        QTest::addColumn<QString>("setName");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("printed");
        auto row = [](const char* name, const char* s, const char* in, const char* out) {
            QTest::newRow(name) << s << in << out;
        };
        row("ace to three", "poker-tiles", "A23S", "A23S");
        row("ten to king", "poker-tiles", "TJQKH", "TJQKH");
        row("faces", "card-deck-193", "FWNBJQKD", "FWNBJQKD");
        row("crowns", "card-deck-193", "A9R", "A9R");
        row("flowers", "card-deck-193", "4321L", "1234L");
        row("birds and trees", "card-deck-193", "1E1V", "1V1E");
        row("unsorted ranks", "poker-tiles", "KTA9S", "A9TKS");
        row("suit order", "card-deck-193", "AR AD AC AH AS", "ASAHACADAR");
        row("joker and blank", "poker-tiles", "1b1XAS", "AS1X1b");
        row("two decks", "poker-tiles", "AASAAH", "AASAAH");
        row("every copy", "card-deck-193", "AAAAS", "AAAAS");
        row("mahjong tiles in the solitaire", "solitaire-39", "123m5555z11z", "123m115555z");
    }
    void cardStrings()
    {
        QFETCH(QString, setName);
        QFETCH(QString, input);
        QFETCH(QString, printed);
        const TileSet& s = set(setName.toUtf8().constData());
        const auto kinds = parseKinds(input.toStdString(), s);
        QVERIFY2(kinds.ok(), kinds.ok() ? "" : kinds.error().c_str());
        QCOMPARE(QString::fromStdString(formatKinds(*kinds)), printed);
        const auto again = parseKinds(printed.toStdString(), s);
        QVERIFY(again.ok());
        auto sorted = *kinds;
        std::sort(sorted.begin(), sorted.end());
        QVERIFY(*again == sorted);
        QCOMPARE(formatKinds(*again), printed.toStdString());
    }

    void errors_data()
    {
        QTest::addColumn<QString>("setName");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected"); // the whole message
        auto row = [](const char* name, const char* s, const char* in, const char* error) {
            QTest::newRow(name) << s << in << error;
        };
        // Unknown characters: the set's own letters are named.
        row("unknown character", "poker-tiles", "5S,6S",
            "unexpected character ',' at position 3: a hand is written as ranks followed by a suit letter (S H C D X b)");
        row("lowercase card suit", "card-deck-193", "5s",
            "5s at position 1 is not a tile of the card-deck-193 set, which has no 5 sticks");
        row("unknown letter", "card-deck-193", "5Y",
            "unexpected character 'Y' at position 2: a hand is written as ranks followed by a suit letter "
            "(S H C D R L V E)");
        row("mahjong set keeps its words", "chinese-144", "12x",
            "unexpected character 'x' at position 3: a hand is written as digits followed by a suit letter "
            "(m p s z f j)");
        // A rank the suit does not have.
        row("crowns have no faces", "card-deck-193", "AKR", "KR at position 2 is not a tile: R ranks are A 2 3 4 5 6 7 8 9");
        row("no 1 of spades", "poker-tiles", "1S",
            "1S at position 1 is not a tile: S ranks are A 2 3 4 5 6 7 8 9 T F W N B J Q K");
        row("no ten rank in mahjong", "chinese-144", "T5m", "Tm at position 1 is not a tile: m ranks run from 1 to 9");
        row("bonus ranks 1-4", "card-deck-193", "125L", "5L at position 3 is not a tile: L ranks run from 1 to 4");
        row("card joker rank 1", "poker-tiles", "2X", "2X at position 1 is not a tile: X ranks run from 1 to 1");
        row("blank rank 1", "poker-tiles", "2b", "2b at position 1 is not a tile: b ranks run from 1 to 1");
        // A rank with no suit; a suit with no ranks.
        row("ranks with no suit", "card-deck-193", "A23S QK",
            "ranks \"QK\" at position 6 are not followed by a suit letter (S H C D R L V E)");
        row("ranks at the end", "poker-tiles", "A23",
            "ranks \"A23\" at position 1 are not followed by a suit letter (S H C D X b)");
        row("suit with no ranks", "card-deck-193", "AS H", "suit letter 'H' at position 4 has no ranks before it");
        // A kind the set does not hold.
        row("no tens in the 193 deck", "card-deck-193", "9TS",
            "TS at position 2 is not a tile of the card-deck-193 set, which has no 10 of spades");
        row("no fools in poker", "poker-tiles", "FS", "FS at position 1 is not a tile of the poker-tiles set, which has no fool of spades");
        row("no crowns in poker", "poker-tiles", "AR", "AR at position 1 is not a tile of the poker-tiles set, which has no ace of crowns");
        row("no cards in chinese", "chinese-144", "5S", "5S at position 1 is not a tile of the chinese-144 set, which has no 5 of spades");
        row("no joker in chinese", "chinese-144", "1j", "1j at position 1 is not a tile of the chinese-144 set, which has no joker");
        row("no card joker in american", "american-152", "1X",
            "1X at position 1 is not a tile of the american-152 set, which has no card joker");
        row("2j is no tile", "poker-tiles", "2j", "2j at position 1 is not a tile: j ranks run from 1 to 1");
        row("no American joker in poker", "poker-tiles", "1j", "1j at position 1 is not a tile of the poker-tiles set, which has no joker");
        row("no flowers in solitaire", "solitaire-39", "1f",
            "1f at position 1 is not a tile of the solitaire-39 set, which has no plum flower");
        row("no mahjong tiles in cards", "card-deck-193", "1m", "1m at position 1 is not a tile of the card-deck-193 set, which has no 1 characters");
        // More copies than the set holds.
        row("five aces", "card-deck-193", "AAAAAS", "AS at position 5: 5 copies, but the card-deck-193 set has only 4");
        row("three kings of two decks", "poker-tiles", "KS KKS", "KS at position 5: 3 copies, but the poker-tiles set has only 2");
        row("one fool", "card-deck-193", "FFD", "FD at position 2: 2 copies, but the card-deck-193 set has only 1");
        row("one crown", "card-deck-193", "9R9R", "9R at position 3: 2 copies, but the card-deck-193 set has only 1");
        row("one rose", "card-deck-193", "11L", "1L at position 2: 2 copies, but the card-deck-193 set has only 1");
        row("five card jokers", "poker-tiles", "1X1X1X1X1X", "1X at position 9: 5 copies, but the poker-tiles set has only 4");
        row("one 1m in solitaire", "solitaire-39", "11m", "1m at position 2: 2 copies, but the solitaire-39 set has only 1");
        row("three East winds", "solitaire-39", "111z", "1z at position 3: 3 copies, but the solitaire-39 set has only 2");
        // A long run of ranks is quoted short.
        row("long run", "poker-tiles", std::string(200, 'A').c_str(),
            "ranks \"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA… (200 bytes)\" at position 1 are not followed by a suit "
            "letter (S H C D X b)");
    }
    void errors()
    {
        QFETCH(QString, setName);
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const auto kinds = parseKinds(input.toUtf8().toStdString(), set(setName.toUtf8().constData()));
        QVERIFY(!kinds.ok());
        QCOMPARE(QString::fromStdString(kinds.error()), expected);
    }

    // Today's strings read exactly as before in the mahjong sets, and the card letters added
    // to the notation do not change how a valid mahjong string reads.
    void mahjongStringsReadAsBefore()
    {
        const auto kinds = parseKinds("123m456p789s11z 15f", TileSet::chinese());
        QVERIFY(kinds.ok());
        std::vector<int> indices;
        for (TileKind k : *kinds)
            indices.push_back(k.index());
        QCOMPARE(indices, (std::vector<int>{0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 34, 38}));
        const auto joker = parseKinds("1j", TileSet::chineseWithJokers());
        QVERIFY(joker.ok());
        QCOMPARE(joker->front().index(), 42);
        QCOMPARE(formatKinds(*joker), std::string("1j"));
        // The hand analysis' set keeps the name its messages always had.
        const auto five = parseKinds("11111m", TileSet::chineseWithJokers());
        QCOMPARE(five.error(), std::string("1m at position 5: 5 copies, but the chinese-144 (with 8 jokers) set has only 4"));
    }
};

QTEST_APPLESS_MAIN(TestTileSets)
#include "tst_tile_sets.moc"
