// Seed 001's mahjong solitaire (engine/variants/solitaire/solitaire.h, issue 16): every rule
// as a scenario on a position written in the text form, the deal, the text forms and their
// refusals. Small positions keep most tiles on the foundations or gathered, so a scenario
// shows only the tiles it is about.
#include "core/rng.h"
#include "variants/solitaire/solitaire.h"
#include "variants/solitaire/solitaire_game.h"

#include <QtTest>

using namespace mj::solitaire;

namespace {

Position pos(const std::string& text)
{
    const auto p = parsePosition(text);
    if (!p)
        qFatal("bad test position: %s", p.error().c_str());
    return *p;
}

Move mv(const std::string& text)
{
    const auto m = parseMove(text);
    if (!m)
        qFatal("bad test move: %s", m.error().c_str());
    return *m;
}

// Suits down to 6 on the foundations, red and green gathered: the 7-9s and the whites left.
const char* kNines = "r1: 5z 9p 8s;r2: 5z 7m;r3: 9m 8p;r4: 9s;r5: 5z;r6: 7s;r7: 5z 8m;r8: 7p;"
                     "c: 7z*4 6z*4 .;f: 6p 6s 6m";

} // namespace

class TestSolitaire : public QObject {
    Q_OBJECT

private slots:
    void dealIsTheSeedsLayout()
    {
        for (std::uint64_t n : {0ULL, 1ULL, 2ULL, 18446744073709551615ULL}) {
            const Position p = deal(n);
            QVERIFY2(checkPosition(p).ok(), checkPosition(p).ok() ? "" : checkPosition(p).error().c_str());
            QCOMPARE(int(p.rows[0].size), 4);
            for (int r = 1; r < kRows; ++r)
                QCOMPARE(int(p.rows[std::size_t(r)].size), 5);
            for (const Cell& c : p.cells)
                QVERIFY(c.empty());
            QCOMPARE(p.tilesLeft(), 39);
            QVERIFY(deal(n) == p);
        }
        QVERIFY(!(deal(1) == deal(2)));
        // Pinned: the deal of a number never changes (friends play the same deal).
        QCOMPARE(QString::fromStdString(positionText(deal(1))).section('\n', 0, 1),
                 QStringLiteral("r1: 5z 6p 3s 4s\nr2: 7p 2s 9s 6z 7m"));
    }

    void tileText()
    {
        QCOMPARE(QString::fromStdString(mj::solitaire::tileText(suited(Suit::Balls, 3))), QStringLiteral("3p"));
        QCOMPARE(QString::fromStdString(mj::solitaire::tileText(suited(Suit::Sticks, 9))), QStringLiteral("9s"));
        QCOMPARE(QString::fromStdString(mj::solitaire::tileText(suited(Suit::Characters, 1))), QStringLiteral("1m"));
        QCOMPARE(QString::fromStdString(mj::solitaire::tileText(dragonTile(Dragon::Red))), QStringLiteral("7z"));
        QCOMPARE(QString::fromStdString(mj::solitaire::tileText(dragonTile(Dragon::White))), QStringLiteral("5z"));
        for (const char* bad : {"1z", "0p", "10m", "p", "", "5Z", "8z", "1f"})
            QVERIFY2(!parseTile(bad), bad);
    }

    // Only a row's rightmost tile moves; a tile goes next to one higher of another suit.
    void placeOntoOneHigherOfAnotherSuit_data()
    {
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("reason"); // empty: legal
        QTest::newRow("7m next to 8p") << "r2>r3" << "";
        QTest::newRow("7s next to 8p") << "r6>r3" << "";
        QTest::newRow("7p next to 8s") << "r8>r1" << "";
        QTest::newRow("7p next to 8p: same suit") << "r8>r3" << "may not go next to 8p";
        QTest::newRow("7m next to 9s: not one higher") << "r2>r4" << "one higher";
        QTest::newRow("onto a dragon") << "r2>r5" << "next to a dragon";
        QTest::newRow("a dragon onto a tile") << "r5>r3" << "empty row or a free cell";
        QTest::newRow("a run of two where 5z 8m is none") << "r7>r4*2" << "not a run";
        QTest::newRow("from an empty cell") << "c3>r1" << "is empty";
        QTest::newRow("from a gathered cell") << "c1>r3" << "for good";
        QTest::newRow("to the same row") << "r2>r2" << "already";
    }
    void placeOntoOneHigherOfAnotherSuit()
    {
        QFETCH(QString, move);
        QFETCH(QString, reason);
        const Position p = pos(kNines);
        const auto why = whyIllegal(p, mv(move.toStdString()));
        if (reason.isEmpty()) {
            QVERIFY2(!why, why ? why->c_str() : "");
            Position q = p;
            applyMove(q, mv(move.toStdString()));
            QVERIFY(checkPosition(q).ok());
        } else {
            QVERIFY(why);
            QVERIFY2(QString::fromStdString(*why).contains(reason), why->c_str());
        }
    }

    // A descending run in alternating suits moves as a group; dragons never form groups.
    void runsMoveAsGroups()
    {
        // 9m 8p 7s (a run of three at the end of row 1), 6m on the foundations is 5.
        Position p = pos("r1: 5z 9m 8p 7s;r2: 9s 5z;r3: 9p;r4: 8s 7m;r5: 5z;r6: 5z;r7: 6m;r8: 8m 7p;"
                         "c: 7z*4 6z*4 .;f: 6p 6s 5m");
        QCOMPARE(p.runLength(0), 3);
        QCOMPARE(p.runLength(1), 1); // a dragon
        QCOMPARE(p.runLength(3), 2);
        QVERIFY(!whyIllegal(p, mv("r7>r1")));  // 6m next to 7s
        QVERIFY(!whyIllegal(p, mv("r4>r3*2"))); // 8s 7m next to 9p
        QVERIFY(whyIllegal(p, mv("r1>r3*3")));  // 9m may not go next to 9p
        QVERIFY(whyIllegal(p, mv("r1>r3*4")));  // 5z is in no run
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("r2>r5*2"))).contains("dragons never form groups"));
        applyMove(p, mv("r7>r1")); // row 7 is empty now
        QCOMPARE(p.runLength(0), 4);
        QVERIFY(!whyIllegal(p, mv("r1>r7*4"))); // an empty row takes any group
        QVERIFY(!whyIllegal(p, mv("r1>r7*2")));
        QVERIFY(!whyIllegal(p, mv("r2>r7")));   // and any exposed tile, a dragon too
        applyMove(p, mv("r1>r7*4"));
        QCOMPARE(QString::fromStdString(positionText(p)).section('\n', 6, 6), QStringLiteral("r7: 9m 8p 7s 6m"));
        QCOMPARE(QString::fromStdString(positionText(p)).section('\n', 0, 0), QStringLiteral("r1: 5z"));
    }

    // The foundations: balls, sticks, characters, each built 1 to 9, from a row end or a cell.
    void foundations()
    {
        // Row 8 is empty (written "r8:"), 7p waits in a free cell.
        Position p = pos("r1: 5z 9p 8s;r2: 5z 7m;r3: 9m 8p;r4: 9s;r5: 5z;r6: 7s;r7: 5z 8m;r8:;"
                         "c: 7z*4 6z*4 7p;f: 6p 6s 6m");
        QVERIFY(!whyIllegal(p, mv("r2>f"))); // 7m
        QVERIFY(!whyIllegal(p, mv("r6>f"))); // 7s
        QVERIFY(!whyIllegal(p, mv("c3>f"))); // 7p from a cell
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("r3>f"))).contains("not next on the balls foundation"));
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("r1>f"))).contains("not next on the sticks"));
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("r5>f"))).contains("no foundation"));
        applyMove(p, mv("c3>f"));
        QCOMPARE(int(p.foundations[0]), 7);
        QVERIFY(!whyIllegal(p, mv("r3>f"))); // 8p now
        QVERIFY(p.cells[2].empty());
        QVERIFY(!parseMove("f>r1")); // tiles on a foundation stay there
    }

    void freeCellsHoldOneTileEach()
    {
        Position p = pos(kNines);
        QVERIFY(!whyIllegal(p, mv("r2>c3")));
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("r2>c1"))).contains("not empty"));
        applyMove(p, mv("r2>c3")); // 7m
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("r6>c3"))).contains("not empty"));
        QVERIFY(!whyIllegal(p, mv("c3>r3")));  // 7m from the cell next to 8p
        QVERIFY(!whyIllegal(p, mv("c3>f")));   // or to its foundation
        QVERIFY(whyIllegal(p, mv("c3>c2")));   // never cell to cell
        // A dragon too may wait in a free cell.
        Position q = pos(kNines);
        QVERIFY(!whyIllegal(q, mv("r5>c3")));
    }

    // Four exposed dragons of a kind go together, for good, into one of the free cells.
    void gatherTheDragons()
    {
        // Whites: three at row ends, one in cell 3.
        Position p = pos("r1: 9p 8s 5z;r2: 7m 5z;r3: 9m 8p;r4: 9s;r5: 5z;r6: 7s;r7: 8m;r8: 7p;"
                         "c: 7z*4 6z*4 5z;f: 6p 6s 6m");
        QVERIFY(!whyIllegal(p, mv("5z>c3"))); // into the cell holding one of them
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("5z>c1"))).contains("is taken"));
        QVERIFY(QString::fromStdString(*whyIllegal(p, mv("7z>c3"))).contains("gathered already"));
        applyMove(p, mv("5z>c3"));
        QCOMPARE(int(p.cells[2].gathered), int(Dragon::White));
        QCOMPARE(p.tilesLeft(), 9);
        QCOMPARE(QString::fromStdString(positionText(p)).section('\n', 8, 8), QStringLiteral("c: 7z*4 6z*4 5z*4"));
        QVERIFY(whyIllegal(p, mv("c3>r4")));
        // Not all four exposed: refused with the count.
        const Position q = pos(kNines);
        const auto why = whyIllegal(q, mv("5z>c3"));
        QVERIFY(why);
        QVERIFY2(QString::fromStdString(*why).contains("only 1 of the four white dragons are exposed"), why->c_str());
        // All four at row ends, an empty cell takes them.
        Position r = pos("r1: 9p 8s 5z;r2: 7m 5z;r3: 9m 8p;r4: 9s 5z;r5: 5z;r6: 7s;r7: 8m;r8: 7p;"
                         "c: 7z*4 6z*4 .;f: 6p 6s 6m");
        QVERIFY(!whyIllegal(r, mv("5z>c3")));
    }

    void theWin()
    {
        const Position won = pos("r1:;r2:;r3:;r4:;r5:;r6:;r7:;r8:;c: 7z*4 6z*4 5z*4;f: 9p 9s 9m");
        QVERIFY(won.won());
        QCOMPARE(won.tilesLeft(), 0);
        QVERIFY(legalMoves(won).empty());
        Position last = pos("r1: 9m;r2:;r3:;r4:;r5:;r6:;r7:;r8:;c: 7z*4 6z*4 5z*4;f: 9p 9s 8m");
        QVERIFY(!last.won());
        applyMove(last, mv("r1>f"));
        QVERIFY(last.won());
    }

    // The automatic move that can never hurt: nothing left that could lie on the tile.
    void safeFoundationMoves()
    {
        // 7m: both 6s on the foundations, safe. 7s: 6m is not (5m on it), so no.
        Position p = pos("r1: 5z 9p 8s;r2: 5z 7m;r3: 9m 8p;r4: 9s;r5: 5z;r6: 7s;r7: 5z 8m;r8: 7p 6m;"
                         "c: 7z*4 6z*4 .;f: 6p 6s 5m");
        const auto safe = safeFoundationMove(p);
        QVERIFY(safe);
        QCOMPARE(QString::fromStdString(moveText(*safe)), QStringLiteral("r8>f")); // 6m: the 5s are home
        applyMove(p, *safe);
        QCOMPARE(QString::fromStdString(moveText(*safeFoundationMove(p))), QStringLiteral("r2>f"));
        // A 1 is always safe; a 2 only once the other suits' 1s are home.
        const Position d = deal(1);
        const auto first = safeFoundationMove(d);
        QVERIFY(!first); // no 1 exposed in deal 1
    }

    void everyLegalMoveKeepsTheTiles()
    {
        mj::Rng rng(16);
        for (std::uint64_t n = 1; n <= 30; ++n) {
            Position p = deal(n);
            for (int step = 0; step < 200; ++step) {
                const auto moves = legalMoves(p);
                if (moves.empty())
                    break;
                for (const Move& m : moves) {
                    QVERIFY(!whyIllegal(p, m));
                    const auto back = parseMove(moveText(m));
                    QVERIFY(back);
                    QVERIFY(*back == m);
                }
                applyMove(p, moves[rng.below(moves.size())]);
                QVERIFY(checkPosition(p).ok());
                const auto again = parsePosition(positionText(p));
                QVERIFY2(again.ok(), again.ok() ? "" : again.error().c_str());
                QVERIFY(*again == p);
            }
        }
    }

    void badMovesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << "" << "FROM>TO";
        QTest::newRow("no arrow") << "r1r2" << "FROM>TO";
        QTest::newRow("two arrows") << "r1>r2>r3" << "FROM>TO";
        QTest::newRow("row 9") << "r9>r1" << "no place";
        QTest::newRow("row 0") << "r0>r1" << "no place";
        QTest::newRow("cell 4") << "r1>c4" << "no place";
        QTest::newRow("from the foundation") << "f>r1" << "no place a tile moves from";
        QTest::newRow("run of zero") << "r1>r2*0" << "1 to 9";
        QTest::newRow("run of ten") << "r1>r2*10" << "1 to 9";
        QTest::newRow("run to a cell") << "r1>c1*2" << "only a run moves from a row to a row";
        QTest::newRow("gather to a row") << "7z>r1" << "gathered into a free cell";
        QTest::newRow("a suited tile gathered") << "5p>c1" << "no place a tile moves from";
        QTest::newRow("long") << QString(500, 'r') << "FROM>TO";
        QTest::newRow("binary") << QString::fromLatin1("\x01\xff>\x00", 4) << "no place";
    }
    void badMovesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const auto m = parseMove(text.toStdString());
        QVERIFY(!m);
        QVERIFY2(QString::fromStdString(m.error()).contains(reason), m.error().c_str());
    }

    // A move that parses may still be impossible: a reason, never a crash, on any position.
    void impossibleMovesHaveReasons()
    {
        const Position p = deal(5);
        for (int from = 0; from < kRows; ++from)
            for (int to = 0; to < kRows; ++to)
                for (int n = 1; n <= 9; ++n) {
                    const auto m = parseMove(QStringLiteral("r%1>r%2*%3").arg(from + 1).arg(to + 1).arg(n).toStdString());
                    QVERIFY(m);
                    const auto why = whyIllegal(p, *m);
                    QVERIFY(!why || !why->empty());
                }
        Move wild;
        wild.from = 200;
        wild.to = 200;
        wild.count = 0;
        QVERIFY(whyIllegal(p, wild));
        wild.kind = Move::Kind::Gather;
        wild.dragon = 9;
        QVERIFY(whyIllegal(p, wild));
    }

    void badPositionsAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        const QString nines = QString::fromLatin1(kNines);
        QTest::newRow("empty") << "" << "row 1 (r1:) is missing";
        QTest::newRow("a row missing") << QString(nines).replace("r8: 7p;", "") << "row 8";
        QTest::newRow("a row twice") << nines + ";r8:" << "given twice";
        QTest::newRow("not a tile") << QString(nines).replace("9s", "9x") << "not a tile";
        QTest::newRow("a tile twice") << QString(nines).replace("9s", "9p") << "9p is there 2 times";
        QTest::newRow("a tile missing") << QString(nines).replace("r4: 9s", "r4:") << "9s is there 0 times";
        QTest::newRow("five whites") << QString(nines).replace("r4: 9s", "r4: 9s 5z") << "5z is there 5 times";
        QTest::newRow("two cells") << QString(nines).replace("c: 7z*4 6z*4 .", "c: 7z*4 6z*4") << "three free cells";
        QTest::newRow("gathered suited") << QString(nines).replace("7z*4", "7p*4") << "only dragons";
        QTest::newRow("foundation of the wrong suit") << QString(nines).replace("f: 6p", "f: 6s") << "balls";
        QTest::newRow("bad label") << "x1: 5z" << "r1: to r8:";
        QTest::newRow("no colon") << "r1 5z" << "r1: to r8:";
        QTest::newRow("row 9") << "r9: 5z" << "r1: to r8:";
        QTest::newRow("a row too long") << "r1:" + QString(" 5z").repeated(17) << "at most 16";
        QTest::newRow("too long") << QString(5000, ' ') << "at most 4096";
        QTest::newRow("binary") << QString::fromLatin1("\x01\x02\xff", 3) << "r1: to r8:";
    }
    void badPositionsAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const auto p = parsePosition(text.toStdString());
        QVERIFY(!p);
        QVERIFY2(QString::fromStdString(p.error()).contains(reason), p.error().c_str());
    }

    // A game: play refuses with the reason, undo and redo without limit, restart.
    void gameUndoRedoRestart()
    {
        Game game(pos(kNines), GameOptions{});
        const auto refused = game.play("r8>r3");
        QVERIFY(!refused);
        QVERIFY(QString::fromStdString(refused.error()).contains("may not go next to 8p"));
        QVERIFY(!game.play("r9>r3"));
        QVERIFY(!game.canUndo());
        QVERIFY(game.play("r2>r3").ok()); // 7m next to 8p
        QVERIFY(game.play("r6>c3").ok()); // 7s into the free cell
        const Position two = game.position();
        QVERIFY(game.undo());
        QVERIFY(game.undo());
        QVERIFY(!game.undo());
        QVERIFY(game.position() == pos(kNines));
        QVERIFY(game.redo());
        QVERIFY(game.redo());
        QVERIFY(!game.redo());
        QVERIFY(game.position() == two);
        game.restart();
        QVERIFY(game.position() == game.start());
        QVERIFY(game.canRedo());
        QVERIFY(game.play("r8>r1").ok()); // a new move drops the redo
        QVERIFY(!game.canRedo());
        QCOMPARE(int(game.movesMade().size()), 1);
    }

    // The house option: automatic moves to the foundations, only the safe ones, undone as one
    // step with the move that made them possible.
    void gameAutomaticMoves()
    {
        const Position start = pos("r1: 9p 8s;r2: 7m 5z;r3: 9m 8p;r4: 9s 5z;r5: 5z;r6: 7s;r7: 5z 8m;r8: 7p;"
                                   "c: 7z*4 6z*4 .;f: 6p 6s 6m");
        Game manual(start, GameOptions{false});
        QVERIFY(manual.play("r2>c3").ok());
        QCOMPARE(int(manual.movesMade().size()), 1);
        Game automatic(start, GameOptions{true});
        QVERIFY(automatic.play("r2>c3").ok()); // 5z into the cell exposes 7m
        // 7m, then 7s, 7p, 8m (all the 6s home), 8p, 8s... as far as they are exposed.
        const auto step = automatic.lastStep();
        QVERIFY(step.size() > 1);
        QCOMPARE(QString::fromStdString(moveText(step[0])), QStringLiteral("r2>c3"));
        for (std::size_t i = 1; i < step.size(); ++i)
            QVERIFY(step[i].toKind == PlaceKind::Foundation);
        QVERIFY(automatic.position().foundations[2] >= 7);
        QVERIFY(automatic.undo());
        QVERIFY(automatic.position() == start);
    }

    void positionTextRoundTrip()
    {
        const Position p = pos(kNines);
        const std::string text = positionText(p);
        QVERIFY(parsePosition(text).ok());
        QVERIFY(*parsePosition(text) == p);
        // Comments and blank lines are ignored; ";" stands for a line break.
        QVERIFY(*parsePosition("# a comment\n\n" + text) == p);
        QCOMPARE(QString::fromStdString(describeMove(p, mv("r2>r3"))), QStringLiteral("7m next to 8p (row 3)"));
        QCOMPARE(QString::fromStdString(describeMove(p, mv("r2>c3"))), QStringLiteral("7m into free cell 3"));
    }
};

QTEST_GUILESS_MAIN(TestSolitaire)
#include "tst_solitaire.moc"
