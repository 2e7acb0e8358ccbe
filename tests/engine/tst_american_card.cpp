// The card file format of American mahjong (issue 17, "The card of hands";
// docs/rules/american-card.md): good lines of every category of seed 002 read as written,
// bad lines refused with their line, column and reason (every other line still read), and
// the project's practice card reading clean with every category.
#include "variants/american/card_parse.h"

#include <QtTest>

#include <set>

using namespace mj::american;

Q_DECLARE_METATYPE(CardCategory)

namespace {

QString practiceCardPath() { return QStringLiteral(MJ_TEST_DATA_DIR "/../../resources/cards/practice.card"); }

QString errorsOf(const CardReading& r)
{
    QStringList out;
    for (const CardError& e : r.errors)
        out << QString::fromStdString(formatCardError("card", e));
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestAmericanCard : public QObject {
    Q_OBJECT

private slots:
    void goodLines_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("line");
        QTest::addColumn<CardCategory>("category");
        QTest::addColumn<QString>("groups"); // as the card prints them back
        QTest::addColumn<bool>("concealed");
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("shift");
        QTest::addColumn<QString>("note");

        QTest::newRow("year with soap as zero") << "year" << "FF 2026a 2222b 6666c X 25" << CardCategory::Year
                                                << "FF 2026a 2222b 6666c" << false << 25 << 0 << "";
        QTest::newRow("2468, one suit") << "2468" << "222a 444a 6666a 8888a   X 25  \"one suit\"" << CardCategory::Evens2468
                                        << "222a 444a 6666a 8888a" << false << 25 << 0 << "one suit";
        QTest::newRow("like numbers") << "like-numbers" << "FF 1111a 1111b 1111c X 25 shift 1 \"any like number\""
                                      << CardCategory::LikeNumbers << "FF 1111a 1111b 1111c" << false << 25 << 1
                                      << "any like number";
        QTest::newRow("quints") << "quints" << "11111a 22222b 3333c X 45 shift 1" << CardCategory::Quints
                                << "11111a 22222b 3333c" << false << 45 << 1 << "";
        QTest::newRow("consecutive run") << "runs" << "11a 222a 3333a 444a 55a X 25 shift 1" << CardCategory::ConsecutiveRuns
                                         << "11a 222a 3333a 444a 55a" << false << 25 << 1 << "";
        QTest::newRow("13579, odd shifts") << "13579" << "111a 3333a 333b 5555b X 25 shift 2" << CardCategory::Odds13579
                                           << "111a 3333a 333b 5555b" << false << 25 << 2 << "";
        QTest::newRow("winds and dragons, alternatives")
            << "winds-dragons" << "FFF NN EE WW SS RRR/GGG/000 X 30 # a comment" << CardCategory::WindsDragons
            << "FFF NN EE WW SS RRR/GGG/000" << false << 30 << 0 << "";
        QTest::newRow("369 with the dragon of a suit") << "369" << "3333a 6666a 999b DDDb X 30" << CardCategory::Threes369
                                                       << "3333a 6666a 999b DDDb" << false << 30 << 0 << "";
        QTest::newRow("singles and pairs, concealed") << "singles-pairs" << "NEWS RR GG 00 1122a C 75 shift 1"
                                                      << CardCategory::SinglesPairs << "NEWS RR GG 00 1122a" << true << 75
                                                      << 1 << "";
        QTest::newRow("a note with # and spaces") << "2468" << "2468a 2468b 22c 44c 88c C 40 \"pairs # third suit\""
                                                  << CardCategory::Evens2468 << "2468a 2468b 22c 44c 88c" << true << 40
                                                  << 0 << "pairs # third suit";
    }
    void goodLines()
    {
        QFETCH(QString, section);
        QFETCH(QString, line);
        QFETCH(CardCategory, category);
        QFETCH(QString, groups);
        QFETCH(bool, concealed);
        QFETCH(int, value);
        QFETCH(int, shift);
        QFETCH(QString, note);
        const std::string text = "title Test card\n[" + section.toStdString() + "]\n" + line.toStdString() + "\n";
        const CardReading r = parseCard(text);
        QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
        QCOMPARE(r.card.title, std::string("Test card"));
        QCOMPARE(r.card.lines.size(), std::size_t(1));
        const CardLine& l = r.card.lines.front();
        QCOMPARE(l.lineNumber, 3);
        QCOMPARE(l.category, category);
        QCOMPARE(QString::fromStdString(l.handText()), groups);
        QCOMPARE(l.concealed, concealed);
        QCOMPARE(l.value, value);
        QCOMPARE(l.shift, shift);
        QCOMPARE(QString::fromStdString(l.note), note);
    }

    // What each kind of group reads as: the year's soap, a dragon of a suit, sets and
    // unlike groups, and which take jokers.
    void groupsReadAsWritten()
    {
        const CardReading ok = parseCard("[year]\nFF 2026a DDDb NEWS 1a X 25\n");
        QVERIFY2(ok.ok(), qPrintable(errorsOf(ok)));
        const auto& g = ok.card.lines.front().groups;
        QCOMPARE(g.size(), std::size_t(5));
        QVERIFY(g[0].forms[0].isSet() && !g[0].forms[0].takesJokers()); // a pair of flowers
        QVERIFY(!g[1].forms[0].isSet());                                 // the year: unlike tiles
        QCOMPARE(g[1].forms[0].elements[1].type, CardElement::Type::Soap);
        QCOMPARE(g[1].forms[0].suit, 0);
        QVERIFY(g[2].forms[0].takesJokers()); // a pung of the dragon of suit b
        QCOMPARE(g[2].forms[0].elements[0].type, CardElement::Type::SuitDragon);
        QCOMPARE(g[2].forms[0].suit, 1);
        QVERIFY(!g[3].forms[0].isSet()); // NEWS
        QVERIFY(g[4].forms[0].isSet() && !g[4].forms[0].takesJokers()); // a single
    }

    void badLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");

        const QString h = QStringLiteral("[2468]\n");
        QTest::newRow("suit letter beyond c") << h + "FF 2222x 4444b 6666c X 25" << 2 << 8
                                              << "'x' is not a suit letter: the suits are a, b and c";
        QTest::newRow("not a tile") << h + "FF 2222a 4444b 66Q6c X 25" << 2 << 18 << "'Q' is not a tile of the card";
        QTest::newRow("numbers without a suit") << h + "FF 2222 4444b 6666c X 25" << 2 << 4
                                                << "\"2222\" has numbers or D but no suit letter";
        QTest::newRow("D without a suit") << h + "DDDD 2222a 4444b 66c X 25" << 2 << 1
                                          << "\"DDDD\" has numbers or D but no suit letter";
        QTest::newRow("suit letter on winds") << h + "NNNa 2222a 4444b 666c X 25" << 2 << 1
                                              << "a suit letter goes only with numbers or D";
        QTest::newRow("suit letter inside a group") << h + "FF 22a22 4444b 6666c X 25" << 2 << 6
                                                    << "the suit letter 'a' must end its group";
        QTest::newRow("13 tiles") << h + "FF 2222a 4444b 666c X 25" << 2 << 1
                                  << "the groups hold 13 tiles; a hand on the card has 14";
        QTest::newRow("15 tiles") << h + "FFF 2222a 4444b 6666c X 25" << 2 << 1 << "the groups hold 15 tiles";
        QTest::newRow("no X or C") << h + "FF 2222a 4444b 6666c 25" << 2 << 22 << "the line has no X or C";
        QTest::newRow("no value") << h + "FF 2222a 4444b 6666c X" << 2 << 22 << "the value of the line is missing after X";
        QTest::newRow("value zero") << h + "FF 2222a 4444b 6666c X 0" << 2 << 24 << "\"0\" is not a value";
        QTest::newRow("value not a number") << h + "FF 2222a 4444b 6666c C 2x5" << 2 << 24 << "\"2x5\" is not a value";
        QTest::newRow("shift out of range") << h + "FF 2222a 4444b 6666c X 25 shift 9" << 2 << 33
                                            << "shift takes a step from 1 to 8";
        QTest::newRow("shift with no numbers") << "[winds-dragons]\nNNNN EEEE WWWW SS X 25 shift 1" << 2 << 1
                                               << "shift moves numbers, and the line has none";
        QTest::newRow("more than a sextet") << h + "2222222a 4444b 666c X 25" << 2 << 1 << "the largest group is a sextet";
        QTest::newRow("pung among unlike tiles") << h + "FF 2224a 4444b 6666c X 25" << 2 << 4
                                                 << "holds three identical tiles among unlike ones";
        QTest::newRow("alternatives of two sizes") << "[winds-dragons]\nNNNN/SSS EEEE WWW RRR X 25" << 2 << 6
                                                   << "alternatives hold as many tiles";
        QTest::newRow("an empty alternative") << "[winds-dragons]\nNNNN/ EEEE WWW RRR X 25" << 2 << 6
                                              << "an empty alternative";
        QTest::newRow("pairs beyond the copies") << h + "22a 22a 22a 44b 66b 88b 88c X 25" << 2 << 1
                                                 << "the line needs 6 2m (as written) in pairs or singles";
        QTest::newRow("jokers beyond eight") << h + "222222a 222222a 22a X 25" << 2 << 1
                                             << "the line needs 10 jokers; the set has 8"; // 2 pair, 12 in sets, 4 copies
        QTest::newRow("unknown category") << "[jokers]\nFF 2222a 4444b 6666c X 25" << 1 << 2
                                          << "\"jokers\" is not a category; the categories are year, 2468";
        QTest::newRow("line before a header") << "FF 2222a 4444b 6666c X 25" << 1 << 1
                                              << "a hand line before any category header";
        QTest::newRow("header with words after") << "[2468] more\n" << 1 << 1 << "a section header is one word";
        QTest::newRow("unclosed note") << h + "FF 2222a 4444b 6666c X 25 \"any" << 2 << 27
                                       << "the note opened here has no closing \"";
        QTest::newRow("words after the note") << h + "FF 2222a 4444b 6666c X 25 \"a\" more" << 2 << 31
                                              << "unexpected \"more\"";
        QTest::newRow("note before the value") << h + "FF 2222a 4444b 6666c X \"a\" 25" << 2 << 22
                                               << "the value of the line is missing after X";
        QTest::newRow("two titles") << "title A\ntitle B\n" << 2 << 1 << "the card has a title already";
        QTest::newRow("too many alternatives")
            << "[winds-dragons]\nNN/SS/EE EE/WW/NN WW/NN/SS SS/EE/WW R/G G/R FFFF X 25" << 2 << 1
            << "the alternatives make 324 hands of one line";
    }
    void badLines()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const CardReading r = parseCard(text.toStdString());
        QVERIFY(!r.ok());
        const CardError& e = r.errors.front();
        QVERIFY2(QString::fromStdString(e.message).contains(message), e.message.c_str());
        QCOMPARE(e.line, line);
        QCOMPARE(e.column, column);
    }

    // Every bad line is reported, and the good ones are still read.
    void everyErrorReported()
    {
        const CardReading r = parseCard("[2468]\nFF 2222a 4444b 6666c X 25\nFF 2222x 4444b 6666c X 25\n"
                                        "222a 444a 6666a 8888a X 25\nFF 2222a 4444b 666c X 25\n");
        QCOMPARE(r.errors.size(), std::size_t(2));
        QCOMPARE(r.errors[0].line, 3);
        QCOMPARE(r.errors[1].line, 5);
        QCOMPARE(r.card.lines.size(), std::size_t(2));
        QCOMPARE(formatCardError("my.card", r.errors[0]),
                 std::string("my.card:3:8: 'x' is not a suit letter: the suits are a, b and c"));
    }

    void emptyAndUnreadable()
    {
        const CardReading empty = parseCard("# nothing\n\ntitle Blank\n");
        QCOMPARE(empty.errors.size(), std::size_t(1));
        QCOMPARE(formatCardError("blank.card", empty.errors[0]), std::string("blank.card: the card has no lines"));
        const CardReading missing = readCardFile("/nonexistent/dir/none.card");
        QCOMPARE(missing.errors.size(), std::size_t(1));
        QCOMPARE(missing.errors[0].line, 0);
        const CardReading directory = readCardFile("/");
        QVERIFY(!directory.ok());
        const CardReading binary = parseCard("[2468]\nFF \xff\x01 X 25\n");
        QVERIFY(!binary.ok());
        QCOMPARE(binary.errors[0].column, 4);
        const CardReading longLine = parseCard("[2468]\n" + std::string(2000, 'F'));
        QVERIFY(QString::fromStdString(longLine.errors.at(0).message).contains("bytes; the limit is 1,024"));
    }

    // A card's size is bounded: the matcher compiles each hand into hundreds.
    void limits()
    {
        std::string text = "[2468]\n";
        for (int i = 0; i <= kCardMaxHands; ++i)
            text += "FF 2222a 4444b 6666c X 25\n";
        const CardReading r = parseCard(text);
        QCOMPARE(r.card.lines.size(), std::size_t(kCardMaxHands));
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(r.errors[0].line, kCardMaxHands + 2);
        QCOMPARE(r.errors[0].message, "a card has at most " + std::to_string(kCardMaxHands) + " hands");
        const CardReading many = parseCard(std::string(kCardMaxLines + 5, '\n'));
        QCOMPARE(many.errors.front().line, kCardMaxLines + 1);
    }

    void practiceCardReadsClean()
    {
        const CardReading r = readCardFile(practiceCardPath().toStdString());
        QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
        QVERIFY(r.card.lines.size() >= 40);
        QVERIFY(!r.card.title.empty());
        std::set<CardCategory> categories;
        bool exposed = false, concealed = false, shifted = false, alternatives = false;
        for (const CardLine& line : r.card.lines) {
            categories.insert(line.category);
            exposed = exposed || !line.concealed;
            concealed = concealed || line.concealed;
            shifted = shifted || line.shift > 0;
            for (const CardGroup& g : line.groups)
                alternatives = alternatives || g.forms.size() > 1;
        }
        QCOMPARE(categories.size(), std::size_t(kCategoryCount));
        QVERIFY(exposed && concealed && shifted && alternatives);
    }

    void categoryNamesRoundTrip()
    {
        for (int c = 0; c < kCategoryCount; ++c) {
            const auto category = static_cast<CardCategory>(c);
            QCOMPARE(categoryFromName(categoryName(category)), std::optional<CardCategory>(category));
        }
        QVERIFY(!categoryFromName("Year"));
    }
};

QTEST_GUILESS_MAIN(TestAmericanCard)
#include "tst_american_card.moc"
