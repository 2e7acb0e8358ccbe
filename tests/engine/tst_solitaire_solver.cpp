// The exact solver of seed 001's solitaire (solitaire_solver.h, issue 16): every solution it
// gives replays move by move, through whyIllegal, to a win; on small random positions its
// verdict, winnable or not, is the one an independent brute force finds (every legal move,
// exact positions, no canonical form, no dominance); the node limit answers "undecided".
#include "core/rng.h"
#include "variants/solitaire/solitaire.h"
#include "variants/solitaire/solitaire_solver.h"

#include <QtTest>

#include <algorithm>
#include <string>
#include <unordered_set>

using namespace mj::solitaire;

namespace {

// The position as text, its rows and its cells sorted (their order changes nothing): a
// simpler canonical form than the solver's hashes, written apart from it.
std::string sortedKey(const Position& p)
{
    std::vector<std::string> rows, cells;
    for (const Row& row : p.rows)
        rows.emplace_back(reinterpret_cast<const char*>(row.tiles.data()), row.size);
    for (const Cell& cell : p.cells)
        cells.push_back(std::string{static_cast<char>(cell.tile), static_cast<char>(cell.gathered)});
    std::sort(rows.begin(), rows.end());
    std::sort(cells.begin(), cells.end());
    std::string key;
    for (const auto& r : rows)
        key += r + '|';
    for (const auto& c : cells)
        key += c;
    return key;
}

enum class Brute { Win, NoWin, TooBig };

// Every position reachable by legal moves (all of them: every empty row and cell, no
// automatic moves), until a win or the limit.
Brute bruteForce(const Position& start, std::size_t limit)
{
    std::unordered_set<std::string> seen{sortedKey(start)};
    std::vector<Position> stack{start};
    while (!stack.empty()) {
        const Position p = stack.back();
        stack.pop_back();
        if (p.won())
            return Brute::Win;
        for (const Move& m : legalMoves(p)) {
            Position next = p;
            applyMove(next, m);
            if (seen.insert(sortedKey(next)).second) {
                if (seen.size() > limit)
                    return Brute::TooBig;
                stack.push_back(next);
            }
        }
    }
    return Brute::NoWin;
}

// A small random position: each suit on its foundation up to 4-8, two dragon kinds
// gathered, the rest (the whites and the high suited tiles) dealt at random into the rows,
// sometimes one into the free cell (tight: always, and every row holds a tile).
Position smallPosition(mj::Rng& rng, bool tight = false)
{
    Position p;
    std::vector<Tile> tiles;
    for (int s = 0; s < kSuits; ++s) {
        const int top = rng.between(3, 8);
        p.foundations[std::size_t(s)] = static_cast<std::uint8_t>(top);
        for (int r = top + 1; r <= kRanks; ++r)
            tiles.push_back(suited(static_cast<Suit>(s), r));
    }
    const int loose = rng.between(0, 2); // the kind still on the table
    int cell = 0;
    for (int d = 0; d < kDragonKinds; ++d)
        if (d != loose)
            p.cells[std::size_t(cell++)].gathered = static_cast<std::int8_t>(d);
    for (int c = 0; c < kDragonCopies; ++c)
        tiles.push_back(dragonTile(static_cast<Dragon>(loose)));
    rng.shuffle(tiles);
    if (tight || rng.below(2) == 0) {
        p.cells[2].tile = tiles.back();
        tiles.pop_back();
    }
    // Into the rows at random, some of them often empty; tight: the free cell taken and no
    // row empty, so that some are lost.
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        Row& row = p.rows[tight && i < kRows ? i : rng.below(kRows)];
        row.tiles[row.size++] = tiles[i];
    }
    return p;
}

// Random play from a position, mostly the first foundation or gathering move, so that the
// position shrinks (and the player often paints himself into a corner).
void randomPlay(Position& p, mj::Rng& rng, int steps)
{
    for (int i = 0; i < steps; ++i) {
        auto moves = legalMoves(p);
        if (moves.empty())
            break;
        const auto home = std::find_if(moves.begin(), moves.end(), [](const Move& m) {
            return m.kind == Move::Kind::Gather || m.toKind == PlaceKind::Foundation;
        });
        applyMove(p, home != moves.end() && rng.below(4) != 0 ? *home : moves[rng.below(moves.size())]);
    }
}

bool replaysToAWin(Position p, const std::vector<Move>& solution, QString* why)
{
    int n = 0;
    for (const Move& m : solution) {
        ++n;
        if (const auto illegal = whyIllegal(p, m)) {
            *why = QStringLiteral("move %1 (%2): %3").arg(n).arg(QString::fromStdString(moveText(m)),
                                                               QString::fromStdString(*illegal));
            return false;
        }
        applyMove(p, m);
    }
    if (!p.won())
        *why = QStringLiteral("the solution ends without a win:\n") + QString::fromStdString(positionText(p));
    return p.won();
}

// Where the solver and the brute force disagree on a position (empty when they agree and a
// solution replays to a win).
QString disagreement(const Position& p, Brute brute)
{
    const SolveResult r = solve(p);
    const QString shown = QString::fromStdString(positionText(p));
    if (brute == Brute::NoWin)
        return r.verdict == Verdict::Unwinnable ? QString() : QStringLiteral("not unwinnable:\n") + shown;
    if (r.verdict != Verdict::Winnable)
        return QStringLiteral("not winnable:\n") + shown;
    QString why;
    return replaysToAWin(p, r.solution, &why) ? QString() : shown + why;
}

} // namespace

class TestSolitaireSolver : public QObject {
    Q_OBJECT

private slots:
    void solutionsReplayToAWin()
    {
        int winnable = 0, unwinnable = 0;
        for (std::uint64_t n = 1; n <= 150; ++n) {
            const Position start = deal(n);
            const SolveResult r = solve(start);
            QVERIFY2(r.verdict != Verdict::Undecided, qPrintable(QStringLiteral("deal %1").arg(n)));
            if (r.verdict == Verdict::Winnable) {
                ++winnable;
                QString why;
                QVERIFY2(replaysToAWin(start, r.solution, &why), qPrintable(QStringLiteral("deal %1: ").arg(n) + why));
            } else {
                ++unwinnable;
                QVERIFY(r.solution.empty());
            }
        }
        QVERIFY(winnable > 140);
        QVERIFY(unwinnable >= 1); // deal 80 below
    }

    // The two searches see the same positions in the end: the same verdicts.
    void depthFirstAndBestFirstAgree()
    {
        for (std::uint64_t n = 1; n <= 150; ++n) {
            SolverLimits depthFirst;
            depthFirst.bestFirst = false;
            const SolveResult a = solve(deal(n), depthFirst);
            const SolveResult b = solve(deal(n));
            QVERIFY2(a.verdict == b.verdict, qPrintable(QStringLiteral("deal %1").arg(n)));
            if (a.verdict == Verdict::Winnable) {
                QString why;
                QVERIFY2(replaysToAWin(deal(n), a.solution, &why), qPrintable(why));
            }
        }
    }

    // An unwinnable deal is proved by meeting every reachable position: best first, whose
    // three views take turns each with its own queue, meets exactly as many as depth first.
    void bestFirstMeetsEveryPositionOfAnUnwinnableDeal()
    {
        int compared = 0;
        for (std::uint64_t n = 1; n <= 500; ++n) {
            const SolveResult b = solve(deal(n));
            if (b.verdict != Verdict::Unwinnable)
                continue;
            SolverLimits depthFirst;
            depthFirst.bestFirst = false;
            const SolveResult a = solve(deal(n), depthFirst);
            QCOMPARE(a.verdict, Verdict::Unwinnable);
            QVERIFY2(a.nodes == b.nodes, qPrintable(QStringLiteral("deal %1: depth first %2 positions, best first %3")
                                                        .arg(n).arg(a.nodes).arg(b.nodes)));
            ++compared;
        }
        QVERIFY(compared >= 5);
    }

    // Pinned verdicts: a change of the rules or the solver that turns one shows here.
    void knownDeals()
    {
        QCOMPARE(solve(deal(1)).verdict, Verdict::Winnable);
        QCOMPARE(solve(deal(80)).verdict, Verdict::Unwinnable);
        QCOMPARE(solve(deal(131)).verdict, Verdict::Unwinnable);
    }

    void theNodeLimitAnswersUndecided()
    {
        const SolveResult r = solve(deal(80), SolverLimits{50});
        QCOMPARE(r.verdict, Verdict::Undecided);
        QVERIFY(r.nodes <= 50);
        QVERIFY(r.solution.empty());
    }

    void aWonPositionNeedsNoMoves()
    {
        const auto won = parsePosition("r1:;r2:;r3:;r4:;r5:;r6:;r7:;r8:;c: 7z*4 6z*4 5z*4;f: 9p 9s 9m");
        QVERIFY(won.ok());
        const SolveResult r = solve(*won);
        QCOMPARE(r.verdict, Verdict::Winnable);
        QVERIFY(r.solution.empty());
    }

    // The solver against brute force: the same verdict on every small position both decide,
    // winnable and unwinnable ones among them.
    void agreesWithBruteForce()
    {
        mj::Rng rng(1601);
        int compared = 0, wins = 0, noWins = 0;
        for (int i = 0; i < 600 && compared < 150; ++i) {
            const Position p = smallPosition(rng);
            QVERIFY(checkPosition(p).ok());
            const Brute brute = bruteForce(p, 200'000);
            if (brute == Brute::TooBig)
                continue;
            ++compared;
            ++(brute == Brute::Win ? wins : noWins);
            const QString why = disagreement(p, brute);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        qInfo("compared %d small positions: %d winnable, %d unwinnable", compared, wins, noWins);
        QVERIFY(compared >= 100);
        QVERIFY(wins >= 10); // the unwinnable ones come from random play, below
    }

    // The deals it calls unwinnable, checked by the brute force where small enough.
    void unwinnableDealsAreConfirmed()
    {
        int confirmed = 0;
        for (std::uint64_t n = 1; n <= 500 && confirmed < 4; ++n) {
            const SolveResult r = solve(deal(n));
            if (r.verdict != Verdict::Unwinnable || r.nodes > 5'000)
                continue;
            const Brute brute = bruteForce(deal(n), 400'000);
            if (brute == Brute::TooBig)
                continue;
            QVERIFY2(brute == Brute::NoWin, qPrintable(QStringLiteral("deal %1").arg(n)));
            ++confirmed;
        }
        QVERIFY(confirmed >= 2);
    }

    // Positions of random play (where a player paints himself into a corner): the same
    // verdict as the brute force, on those small enough for it.
    void agreesWithBruteForceAfterRandomPlay()
    {
        mj::Rng rng(1602);
        int compared = 0, wins = 0, noWins = 0;
        for (std::uint64_t n = 1; n <= 400 && compared < 60; ++n) {
            Position p = deal(n);
            randomPlay(p, rng, rng.between(40, 200));
            if (p.tilesLeft() > 28)
                continue;
            const Brute brute = bruteForce(p, 100'000);
            if (brute == Brute::TooBig)
                continue;
            ++compared;
            ++(brute == Brute::Win ? wins : noWins);
            const QString why = disagreement(p, brute);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        qInfo("compared %d positions of random play: %d winnable, %d unwinnable", compared, wins, noWins);
        QVERIFY(compared >= 20);
        QVERIFY(noWins >= 3);
    }

    // The wider safe foundation move (Horne's rule): 4p goes home with 3s and 3m still out,
    // since every suit is home up to 2; the player's safeFoundationMove waits for them.
    void aTileGoesHomeWhenEverySuitIsHomeTwoBelow()
    {
        const auto p = parsePosition("r1: 9p 8p 7p 6p 5p 4p;r2: 3m 3s 9s 8s 7s 6s 5s 4s;r3: 9m 8m 7m 6m 5m 4m;"
                                     "r4: 5z;r5: 5z;r6: 5z;r7: 5z;r8:;c: 7z*4 6z*4 .;f: 3p 2s 2m");
        QVERIFY2(p.ok(), p.ok() ? "" : p.error().c_str());
        QVERIFY(!safeFoundationMove(*p));
        const auto m = dominantMove(*p);
        QVERIFY(m);
        QCOMPARE(moveText(*m), std::string("r1>f"));
        // One lower than needed (the characters home only to 1): not dominant, a choice.
        const auto q = parsePosition("r1: 9p 8p 7p 6p 5p 4p;r2: 3m 3s 9s 8s 7s 6s 5s 4s;r3: 2m 9m 8m 7m 6m 5m 4m;"
                                     "r4: 5z;r5: 5z;r6: 5z;r7: 5z;r8:;c: 7z*4 6z*4 .;f: 3p 2s 1m");
        QVERIFY(q.ok());
        QVERIFY(!dominantMove(*q) || moveText(*dominantMove(*q)) != "r1>f");
    }

    // Each dominant move keeps the verdict: on small positions where one applies, the brute
    // force (which knows nothing of them) finds the same verdict before and after it.
    void dominantMovesKeepTheVerdict()
    {
        mj::Rng rng(1603);
        int checked = 0, home = 0, gathers = 0, lost = 0, fromDeals = 0;
        for (int i = 0; i < 4000 && checked < 150; ++i) {
            // Small positions, and deals after random play (unwinnable ones among them).
            const bool small = i % 4 != 0;
            Position p = small ? smallPosition(rng, i % 2 == 1) : deal(static_cast<std::uint64_t>(5000 + i));
            randomPlay(p, rng, small ? rng.between(0, 8) : rng.between(40, 200));
            // Then moves other than home or gathering until one of those is dominant.
            for (int k = 0; k < 20 && !small && !dominantMove(p); ++k) {
                auto moves = legalMoves(p);
                std::erase_if(moves, [](const Move& m) { return m.kind == Move::Kind::Gather || m.toKind == PlaceKind::Foundation; });
                if (moves.empty())
                    break;
                applyMove(p, moves[rng.below(moves.size())]);
            }
            if (p.tilesLeft() > 28)
                continue;
            const auto m = dominantMove(p);
            if (!m)
                continue;
            QVERIFY2(!whyIllegal(p, *m), qPrintable(QString::fromStdString(positionText(p) + moveText(*m))));
            Position after = p;
            applyMove(after, *m);
            const Brute before = bruteForce(p, 100'000);
            if (before == Brute::TooBig)
                continue;
            const Brute then = bruteForce(after, 100'000);
            QVERIFY2(then == before, qPrintable(QString::fromStdString(positionText(p) + "then " + moveText(*m))));
            ++checked;
            ++(m->kind == Move::Kind::Gather ? gathers : home);
            lost += before == Brute::NoWin;
            fromDeals += !small;
        }
        qInfo("dominant moves checked on %d positions (%d from deals): %d home, %d gathers, %d unwinnable", checked,
              fromDeals, home, gathers, lost);
        QVERIFY(checked >= 100);
        QVERIFY(home >= 20);
        QVERIFY(gathers >= 5);
    }

    // The move straight back, never made by the search: from positions of random play, after
    // each legal move (home and gathering aside), every legal move undoesMove picks leads back
    // to the position before it (as a set of rows and of cells), and where a move of the same
    // suited tiles leads back it picks one (a dragon may come back as another of its kind).
    void theMoveStraightBackLeadsToTheParent()
    {
        mj::Rng rng(1604);
        int checked = 0, undone = 0, intoEmptyRow = 0, viaCell = 0;
        for (std::uint64_t n = 1; n <= 400; ++n) {
            Position p = deal(n);
            randomPlay(p, rng, rng.between(0, 30));
            const std::string before = sortedKey(p);
            for (const Move& done : legalMoves(p)) {
                if (done.kind == Move::Kind::Gather || done.toKind == PlaceKind::Foundation)
                    continue;
                Position here = p;
                applyMove(here, done);
                const Tile moved = done.toKind == PlaceKind::Cell ? here.cells[done.to].tile : here.rows[done.to].end();
                int back = 0, picked = 0;
                for (const Move& m : legalMoves(here)) {
                    Position next = here;
                    applyMove(next, m);
                    const bool returns = sortedKey(next) == before;
                    const bool undoes = undoesMove(here, done, m);
                    QVERIFY2(returns || !undoes,
                             qPrintable(QString::fromStdString(positionText(p) + moveText(done) + " then " + moveText(m))));
                    back += returns;
                    picked += undoes;
                }
                QVERIFY2(picked > 0 || back == 0 || isDragon(moved),
                         qPrintable(QString::fromStdString(positionText(p) + moveText(done) + ": no move back picked")));
                ++checked;
                undone += back > 0;
                intoEmptyRow += back > 0 && done.fromKind == PlaceKind::Row && here.rows[done.from].empty();
                viaCell += back > 0 && (done.fromKind == PlaceKind::Cell || done.toKind == PlaceKind::Cell);
            }
        }
        qInfo("moves straight back checked after %d moves: %d undone (%d into an emptied row, %d to or from a cell)",
              checked, undone, intoEmptyRow, viaCell);
        QVERIFY(undone >= 200);
        QVERIFY(intoEmptyRow >= 5);
        QVERIFY(viaCell >= 50);
    }

    void anInvalidPositionIsNeverSolved()
    {
        Position p = deal(1);
        p.rows[0].tiles[0] = p.rows[1].tiles[0]; // a tile twice
        QCOMPARE(solve(p).verdict, Verdict::Undecided);
    }
};

QTEST_GUILESS_MAIN(TestSolitaireSolver)
#include "tst_solitaire_solver.moc"
