// Tile kinds, the Chinese set and the notation of RULINGS.md: round trips and every kind
// of bad string, each with the reason and position it must report.
#include "core/notation.h"

#include <QtTest>

using namespace mj;

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void chineseSetHas144Tiles()
    {
        const TileSet& set = TileSet::chinese();
        QCOMPARE(set.size(), 144);
        int suited = 0, winds = 0, dragons = 0, flowers = 0;
        for (int id = 0; id < set.size(); ++id) {
            const TileKind k = set.kindOf(TileId{static_cast<std::uint16_t>(id)});
            suited += k.isSuited();
            winds += k.isWind();
            dragons += k.isDragon();
            flowers += k.isFlowerOrSeason();
        }
        QCOMPARE(suited, 108);
        QCOMPARE(winds, 16);
        QCOMPARE(dragons, 12);
        QCOMPARE(flowers, 8);
        QCOMPARE(set.copiesOf(*TileKind::make(Suit::Balls, 5)), 4);
        QCOMPARE(set.copiesOf(*TileKind::make(Suit::Flowers, 1)), 1);
        QCOMPARE(set.copiesOf(*TileKind::make(Suit::Jokers, 1)), 0);
    }

    void kindIndexRoundTrip()
    {
        for (int i = 0; i < TileKind::count; ++i)
            QCOMPARE(TileKind::fromIndex(i).index(), i);
        QCOMPARE(TileKind::fromIndex(0).notation(), std::string("1m"));
        QCOMPARE(TileKind::fromIndex(33).notation(), std::string("7z"));
        QCOMPARE(TileKind::fromIndex(42).notation(), std::string("1j"));
        QCOMPARE(TileKind::make(Suit::Honours, 7)->name(), std::string("red dragon"));
        QCOMPARE(TileKind::make(Suit::Flowers, 5)->name(), std::string("spring season"));
        QVERIFY(!TileKind::make(Suit::Honours, 8));
        QVERIFY(!TileKind::make(Suit::Characters, 0));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("printed");
        QTest::newRow("canonical") << "123m456p789s11z" << "123m456p789s11z";
        QTest::newRow("empty") << "" << "";
        QTest::newRow("unsorted") << "321m" << "123m";
        QTest::newRow("split suit") << "1z2z" << "12z";
        QTest::newRow("suit order") << "1f5z9s1p1m" << "1m1p9s5z1f";
        QTest::newRow("spaces") << "123m 456p" << "123m456p";
        QTest::newRow("four copies") << "1111m" << "1111m";
        QTest::newRow("all flowers") << "87654321f" << "12345678f";
        QTest::newRow("every honour") << "7654321z" << "1234567z";
    }
    void roundTrip()
    {
        QFETCH(QString, input);
        QFETCH(QString, printed);
        const auto kinds = parseKinds(input.toStdString());
        QVERIFY2(kinds.ok(), kinds.ok() ? "" : kinds.error().c_str());
        QCOMPARE(QString::fromStdString(formatKinds(*kinds)), printed);
        const auto again = parseKinds(formatKinds(*kinds));
        QVERIFY(again.ok());
        QCOMPARE(formatKinds(*again), formatKinds(*kinds));
    }

    void everyKindPrintsAndParses()
    {
        for (int i = 0; i < TileKind::mahjongCount - 1; ++i) { // the joker is not in the Chinese set
            const TileKind kind = TileKind::fromIndex(i);
            const auto parsed = parseKinds(kind.notation());
            QVERIFY(parsed.ok());
            QCOMPARE(parsed->size(), std::size_t(1));
            QVERIFY(parsed->front() == kind);
        }
    }

    void badStrings_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero rank") << "0m" << "0m at position 1 is not a tile";
        QTest::newRow("honour 8") << "123m8z" << "8z at position 5 is not a tile: z ranks run from 1 to 7";
        QTest::newRow("flower 9") << "9f" << "9f at position 1 is not a tile: f ranks run from 1 to 8";
        QTest::newRow("joker rank") << "2j" << "2j at position 1 is not a tile";
        QTest::newRow("five copies") << "11111m" << "1m at position 5: 5 copies, but the chinese-144 set has only 4";
        QTest::newRow("five across groups") << "11m2p111m" << "1m at position 8: 5 copies";
        QTest::newRow("two plum flowers") << "11f" << "1f at position 2: 2 copies, but the chinese-144 set has only 1";
        QTest::newRow("joker not in set") << "1j" << "1j at position 1 is not a tile of the chinese-144 set, which has no joker";
        QTest::newRow("stray letter") << "12x" << "unexpected character 'x' at position 3";
        QTest::newRow("capital suit") << "12M" << "unexpected character 'M' at position 3";
        QTest::newRow("punctuation") << "12m,3p" << "unexpected character ',' at position 4";
        QTest::newRow("non-ascii") << QString::fromUtf8("1\xEF\xBC\x91m") << "unexpected character byte 0xef at position 2";
        QTest::newRow("no ranks") << "m" << "suit letter 'm' at position 1 has no ranks before it";
        QTest::newRow("no suit") << "123" << "ranks \"123\" at position 1 are not followed by a suit letter";
        QTest::newRow("no suit before space") << "12 3m" << "ranks \"12\" at position 1 are not followed";
        QTest::newRow("trailing digits") << "123m45" << "ranks \"45\" at position 5 are not followed";
    }
    void badStrings()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const auto kinds = parseKinds(input.toUtf8().toStdString());
        QVERIFY(!kinds.ok());
        const QString error = QString::fromStdString(kinds.error());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void formatsPhysicalTiles()
    {
        const TileSet& set = TileSet::chinese();
        // Ids follow the set's order: four of each suited and honour kind, then one of each flower.
        const std::vector<TileId> tiles{TileId{0}, TileId{3}, TileId{4}, TileId{136}, TileId{143}, TileId{135}};
        QCOMPARE(formatTiles(tiles, set), std::string("112m7z18f"));
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
