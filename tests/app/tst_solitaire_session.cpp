// Seed 001's solitaire at the table (app/solitaire/solitaire_session.h): every way a player
// moves (tap and tap, drag and drop, double tap, keys), refusals with the rule's reason,
// undo/redo/restart, numbered deals and a refused number, the tiles always where the
// position has them, the hint and "still winnable?" from the solver, the point of no
// return, a deal played to a win by hints, the deal in progress played on after a relaunch,
// and the statistics kept between launches (a bad file refused, kept aside, never
// overwritten).
#include "solitaire/solitaire_save.h"
#include "solitaire/solitaire_session.h"
#include "solitaire/solitaire_stats.h"

#include "variants/solitaire/solitaire_solver.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mj::solitaire;
using mjui::solitaire::Slot;

namespace {

// Every game tile lies in the model where the position has its kind; each slot once.
QString tilesDisagree(const SolitaireTiles& tiles, const Position& p)
{
    int placed = 0;
    for (int id = 0; id < SolitaireTiles::kGameTiles; ++id) {
        const auto slot = tiles.slotOf(id);
        if (!slot)
            continue;
        ++placed;
        Tile at = kNoTile;
        switch (slot->kind) {
        case PlaceKind::Row:
            at = slot->n < p.rows[std::size_t(slot->index)].size ? p.rows[std::size_t(slot->index)].tiles[std::size_t(slot->n)] : kNoTile;
            break;
        case PlaceKind::Cell: {
            const Cell& c = p.cells[std::size_t(slot->index)];
            at = c.gathered >= 0 ? dragonTile(static_cast<Dragon>(c.gathered)) : c.tile;
            break;
        }
        case PlaceKind::Foundation: at = suited(static_cast<Suit>(slot->index), slot->n + 1); break;
        }
        if (SolitaireTiles::kindOf(id) != QString::fromStdString(tileText(at)))
            return QStringLiteral("tile %1 (%2) lies where the position has %3")
                .arg(id).arg(SolitaireTiles::kindOf(id), QString::fromStdString(tileText(at)));
    }
    return placed == kTiles ? QString() : QStringLiteral("%1 tiles placed").arg(placed);
}

int endTile(const SolitaireSession& s, int row)
{
    const Position p = *parsePosition(s.positionText().toStdString());
    return const_cast<SolitaireSession&>(s).tiles()->tileIn({PlaceKind::Row, row, p.rows[std::size_t(row)].size - 1});
}

Position positionOf(const SolitaireSession& s) { return *parsePosition(s.positionText().toStdString()); }

// A row-to-row move of the deal, if it has one.
std::optional<Move> rowToRow(const Position& p)
{
    for (const Move& m : legalMoves(p))
        if (m.kind == Move::Kind::Tiles && m.fromKind == PlaceKind::Row && m.toKind == PlaceKind::Row && !p.rows[m.to].empty())
            return m;
    return std::nullopt;
}

} // namespace

class TestSolitaireSession : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_data.isValid());
        qputenv("MAHJONGERO_DATA_DIR", m_data.path().toUtf8());
        QFile::remove(mjui::solitaireStatsPath());
        QFile::remove(mjui::solitaireSavePath());
    }

    void aNumberedDealIsTheEnginesDeal()
    {
        SolitaireSession s;
        QSignalSpy active(&s, &SolitaireSession::activeChanged);
        s.open(QStringLiteral("7"));
        QVERIFY(s.active());
        QCOMPARE(active.count(), 1);
        QCOMPARE(s.deal(), QStringLiteral("7"));
        QCOMPARE(s.positionText().toStdString(), positionText(deal(7)));
        QCOMPARE(tilesDisagree(*s.tiles(), deal(7)), QString());
        QCOMPARE(s.tiles()->rowCount(), 47); // and the divider's eight winds
        QCOMPARE(s.tiles()->data(s.tiles()->index(40), SolitaireTiles::FaceUpRole).toBool(), false);
        // A number that is none is refused, and the deal stays.
        QSignalSpy refused(&s, &SolitaireSession::refused);
        QVERIFY(!s.newDeal(QStringLiteral("seven")));
        QCOMPARE(refused.count(), 1);
        QVERIFY(s.message().contains(QStringLiteral("not a deal number")));
        QCOMPARE(s.deal(), QStringLiteral("7"));
        QVERIFY(!s.newDeal(QStringLiteral("0")));
        // A random deal is some deal from 1 on.
        QVERIFY(s.newDeal());
        QVERIFY(s.deal().toULongLong() >= 1);
        s.close();
        QVERIFY(!s.active());
    }

    void tapTapDragDoubleTapAndKeys()
    {
        SolitaireSession s;
        s.open(QStringLiteral("7"));
        const Position start = positionOf(s);
        // A buried tile is refused with the rule's reason, nothing moves.
        QSignalSpy refused(&s, &SolitaireSession::refused);
        s.chooseTile(s.tiles()->tileIn({PlaceKind::Row, 1, 0}));
        QCOMPARE(refused.count(), 1);
        QVERIFY(s.message().contains(QStringLiteral("rightmost")));
        QCOMPARE(s.moves(), 0);
        // The divider's winds stay where they are.
        s.chooseTile(SolitaireTiles::kGameTiles + 2);
        QVERIFY(s.message().contains(QStringLiteral("divider")));

        // Tap the tile, tap the tile it goes onto.
        const auto move = rowToRow(start);
        QVERIFY(move);
        s.chooseTile(endTile(s, move->from));
        QCOMPARE(s.selection().size(), 1);
        s.chooseTile(endTile(s, move->to));
        QCOMPARE(s.moves(), 1);
        Position expected = start;
        applyMove(expected, *move);
        QCOMPARE(s.positionText().toStdString(), positionText(expected));
        QCOMPARE(tilesDisagree(*s.tiles(), expected), QString());
        QVERIFY(s.selection().isEmpty());

        // An illegal target is refused with the engine's reason.
        s.chooseTile(endTile(s, 0));
        const Position before = positionOf(s);
        int wrong = -1;
        for (int r = 1; r < kRows && wrong < 0; ++r)
            if (whyIllegal(before, Move{Move::Kind::Tiles, PlaceKind::Row, 0, PlaceKind::Row, std::uint8_t(r), 1, 0}))
                wrong = r;
        QVERIFY(wrong > 0);
        s.chooseTile(endTile(s, wrong));
        QVERIFY(!s.message().isEmpty());
        QCOMPARE(s.moves(), 1);

        // Keys: a row, then a free cell.
        s.choosePlace(QStringLiteral("row"), 0);
        s.choosePlace(QStringLiteral("cell"), 0);
        QCOMPARE(s.moves(), 2);
        QVERIFY(!positionOf(s).cells[0].empty());

        // A tile dropped on the divider is put back where it lay.
        const int inCell = s.tiles()->tileIn({PlaceKind::Cell, 0, 0});
        s.dropTile(inCell, 0, 0); // the divider: nowhere
        QCOMPARE(s.moves(), 2);
        // Dropped on another free cell's place: the cell is the target (a cell to a cell is refused).
        const auto cell1 = s.tiles()->layout().centreOf({PlaceKind::Cell, 1, 0});
        s.dropTile(inCell, cell1.x, cell1.y);
        QVERIFY(!s.message().isEmpty());
        QCOMPARE(s.moves(), 2);
        s.undo();
        s.undo();
        QCOMPARE(s.moves(), 0);
        QCOMPARE(s.undosUsed(), 2);
        s.redo();
        QCOMPARE(s.moves(), 1);
        QCOMPARE(s.positionText().toStdString(), positionText(expected));
        s.restart();
        QCOMPARE(s.moves(), 0);
        QCOMPARE(s.positionText().toStdString(), positionText(start));
        QVERIFY(s.canRedo());
        QCOMPARE(tilesDisagree(*s.tiles(), start), QString());

        // Drag and drop onto the target row's end tile.
        const auto onto = s.tiles()->layout().centreOf({PlaceKind::Row, move->to, 3});
        s.dropTile(endTile(s, move->from), onto.x, onto.y);
        QCOMPARE(s.moves(), 1);
        QCOMPARE(s.positionText().toStdString(), positionText(expected));
        QVERIFY(!s.canRedo()); // a new move ends the redo's
    }

    // The settings' tile size: the tiles and their places grow and shrink with it.
    void theTilesTakeTheSetsSize()
    {
        SolitaireSession s;
        s.open(QStringLiteral("7"));
        SolitaireTiles& tiles = *s.tiles();
        const int id = tiles.tileIn({PlaceKind::Row, 7, 4});
        const auto at = [&] { return tiles.data(tiles.index(id), SolitaireTiles::Position3DRole).value<QVector3D>(); };
        const QVector3D standard = at();
        QSignalSpy moved(&tiles, &QAbstractItemModel::dataChanged);
        QVERIFY(tiles.setTileSize(QStringLiteral("mini")));
        QCOMPARE(tiles.tileSize(), QVector3D(14, 20, 11));
        QVERIFY(moved.count() > 0);
        QVERIFY(at().x() < standard.x() * 0.6f && at().z() < standard.z() * 0.7f);
        QCOMPARE(at().y(), 11.f / 2);
        QVERIFY(!tiles.setTileSize(QStringLiteral("enormous")));
        QCOMPARE(tiles.tileSize(), QVector3D(14, 20, 11));
        // The places follow: a drop on row 3's place is row 3 at any size.
        const auto row3 = tiles.layout().centreOf({PlaceKind::Row, 2, 0});
        QCOMPARE(tiles.layout().targetAt(row3)->index, 2);
    }

    void doubleTapSendsHome()
    {
        // A deal with a 1 at a row's end.
        for (std::uint64_t d = 1; d < 200; ++d) {
            const Position p = deal(d);
            for (int r = 0; r < kRows; ++r)
                if (isSuited(p.rows[std::size_t(r)].end()) && rankOf(p.rows[std::size_t(r)].end()) == 1) {
                    SolitaireSession s;
                    s.open(QString::number(d));
                    s.sendHome(endTile(s, r));
                    QCOMPARE(s.moves(), 1);
                    QCOMPARE(positionOf(s).foundations[std::size_t(suitIndex(p.rows[std::size_t(r)].end()))], 1);
                    QCOMPARE(tilesDisagree(*s.tiles(), positionOf(s)), QString());
                    return;
                }
        }
        QFAIL("no deal of the first 200 has a 1 at a row's end");
    }

    void hintsPlayADealToAWin()
    {
        SolitaireSession s;
        s.setPersistent(true);
        s.open(QStringLiteral("7"));
        s.waitForSolver();
        QCOMPARE(s.verdict(), QStringLiteral("winnable"));
        s.hint();
        QVERIFY(s.hintText().startsWith(QStringLiteral("Hint: ")));
        QVERIFY(!s.hintTiles().isEmpty());
        QVERIFY(!s.hintMove().isEmpty());
        QCOMPARE(s.hintsUsed(), 1);
        QSignalSpy won(&s, &SolitaireSession::wonDeal);
        int steps = 0;
        while (!s.won() && steps < 300) {
            s.waitForSolver();
            QVERIFY2(s.playHint(), qPrintable(s.verdict()));
            QCOMPARE(tilesDisagree(*s.tiles(), positionOf(s)), QString());
            ++steps;
        }
        QVERIFY(s.won());
        QCOMPARE(won.count(), 1);
        QCOMPARE(s.tilesLeft(), 0);
        // Counted once, not clean (hints were used), and written down.
        const QVariantMap stats = s.statistics();
        QCOMPARE(stats.value("played").toInt(), 1);
        QCOMPARE(stats.value("won").toInt(), 1);
        QCOMPARE(stats.value("wonClean").toInt(), 0);
        QCOMPARE(stats.value("best").toList().size(), 1);
        // Undone and won again: still one win.
        s.undo();
        s.redo();
        QCOMPARE(s.statistics().value("won").toInt(), 1);
        // A later launch reads them back.
        SolitaireSession later;
        later.setPersistent(true);
        QCOMPARE(later.statistics().value("won").toInt(), 1);
        QCOMPARE(later.statistics().value("best").toList().first().toMap().value("deal").toString(), QStringLiteral("7"));
    }

    void aDealThatCannotBeWon()
    {
        // Found by the solver (mahjongero-cli solitaire --seed 80 --solve).
        QCOMPARE(solve(deal(80)).verdict, Verdict::Unwinnable);
        SolitaireSession s;
        s.open(QStringLiteral("80"));
        s.waitForSolver();
        QCOMPARE(s.verdict(), QStringLiteral("unwinnable"));
        QCOMPARE(s.noReturnMove(), 0);
        QVERIFY(s.noReturnText().contains(QStringLiteral("never")));
        s.hint();
        s.waitForSolver();
        QVERIFY(s.hintText().contains(QStringLiteral("never")));
    }

    void thePointOfNoReturn()
    {
        // A line from a winnable deal whose k-th move loses it, found with the engine's solver.
        for (std::uint64_t d = 1; d < 60; ++d) {
            Position p = deal(d);
            if (solve(p).verdict != Verdict::Winnable)
                continue;
            std::vector<Move> line;
            for (int depth = 0; depth < 6; ++depth) {
                const auto moves = legalMoves(p);
                std::optional<Move> losing, keeping;
                for (const Move& m : moves) {
                    Position q = p;
                    applyMove(q, m);
                    const Verdict v = solve(q).verdict;
                    if (v == Verdict::Unwinnable && !losing)
                        losing = m;
                    if (v == Verdict::Winnable && !keeping && m.toKind != PlaceKind::Foundation)
                        keeping = m;
                }
                if (losing && depth > 0) {
                    line.push_back(*losing);
                    SolitaireSession s;
                    s.open(QString::number(d));
                    for (const Move& m : line)
                        QVERIFY(s.playMove(QString::fromStdString(moveText(m))));
                    // One more move from the lost position: still lost, the same move to blame.
                    for (const Move& m : legalMoves(positionOf(s))) {
                        QVERIFY(s.playMove(QString::fromStdString(moveText(m))));
                        break;
                    }
                    s.waitForSolver();
                    QCOMPARE(s.verdict(), QStringLiteral("unwinnable"));
                    QCOMPARE(s.noReturnMove(), int(line.size()));
                    QVERIFY(s.noReturnText().startsWith(QStringLiteral("Move %1 ").arg(line.size())));
                    s.undoToNoReturn();
                    QCOMPARE(s.moves(), int(line.size()) - 1);
                    s.waitForSolver();
                    QCOMPARE(s.verdict(), QStringLiteral("winnable"));
                    QCOMPARE(s.noReturnMove(), -1);
                    return;
                }
                if (!keeping)
                    break;
                line.push_back(*keeping);
                applyMove(p, *keeping);
            }
        }
        QFAIL("no losing move found in the first deals");
    }

    // The deal in progress is played on after the next launch, where it was: the same moves,
    // the redo's too, the time, the hints and undos; a won deal leaves no save.
    void theDealInProgressOutlivesTheApp()
    {
        QFile::remove(mjui::solitaireSavePath());
        QString position;
        {
            SolitaireSession s;
            s.setPersistent(true);
            s.open(QStringLiteral("7"));
            s.waitForSolver();
            for (int i = 0; i < 3; ++i) {
                s.waitForSolver();
                QVERIFY(s.playHint());
            }
            s.undo();
            QCOMPARE(s.moves(), 2);
            position = s.positionText();
            QVERIFY(QFile::exists(mjui::solitaireSavePath()));
        }
        SolitaireSession later;
        later.setPersistent(true);
        later.open();
        QCOMPARE(later.deal(), QStringLiteral("7"));
        QCOMPARE(later.moves(), 2);
        QCOMPARE(later.positionText(), position);
        QVERIFY(later.canRedo());
        QCOMPARE(later.hintsUsed(), 3);
        QCOMPARE(later.undosUsed(), 1);
        QCOMPARE(later.statistics().value("played").toInt(), 1); // not counted twice
        QCOMPARE(tilesDisagree(*later.tiles(), positionOf(later)), QString());
        later.redo();
        QCOMPARE(later.moves(), 3);
        // Won: nothing left to play on.
        while (!later.won()) {
            later.waitForSolver();
            QVERIFY(later.playHint());
        }
        QVERIFY(!QFile::exists(mjui::solitaireSavePath()));
    }

    // Away from the table (the page closed), the deal's clock stops.
    void theClockStopsWhileAway()
    {
        SolitaireSession s;
        s.open(QStringLiteral("7"));
        QCOMPARE(s.seconds(), 0);
        QVERIFY(s.playMove(QString::fromStdString(moveText(*rowToRow(deal(7))))));
        s.close();
        QTest::qWait(1200);
        s.open();
        QCOMPARE(s.deal(), QStringLiteral("7"));
        QCOMPARE(s.seconds(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(s.seconds(), 1, 3000); // and goes on
    }

    void aSaveThatBreaksARuleIsKeptAsideForANewDeal()
    {
        QDir(m_data.path()).removeRecursively();
        QDir().mkpath(m_data.path());
        const Move legal = *rowToRow(deal(7));
        mjui::SolitaireSave save;
        save.deal = 7;
        save.moves = {QString::fromStdString(moveText(legal)), QStringLiteral("r1>f")};
        save.done = 2;
        {
            QFile f(mjui::solitaireSavePath());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(mjui::solitaireSaveJson(save));
        }
        SolitaireSession s;
        s.setPersistent(true);
        s.open();
        QVERIFY2(s.message().contains(QStringLiteral("move 2 (r1>f)")), qPrintable(s.message()));
        QVERIFY(s.message().contains(QStringLiteral(".bad")));
        QVERIFY(QFile::exists(mjui::solitaireSavePath() + QStringLiteral(".bad")));
        QCOMPARE(s.moves(), 0);
        QVERIFY(!s.deal().isEmpty());
        // Malformed ones are refused with what is wrong.
        const char* bad[] = {
            R"({"format": "mahjongero-solitaire-game", "version": 1, "deal": "0", "moves": [], "done": 0, "seconds": 0, "hints": 0, "undos": 0})",
            R"({"format": "mahjongero-solitaire-game", "version": 1, "deal": "7", "moves": [], "done": 1, "seconds": 0, "hints": 0, "undos": 0})",
            R"({"format": "mahjongero-solitaire-game", "version": 1, "deal": "7", "moves": [3], "done": 0, "seconds": 0, "hints": 0, "undos": 0})",
            R"({"format": "mahjongero-solitaire-game", "version": 1, "deal": "7", "moves": [], "done": 0, "seconds": -4, "hints": 0, "undos": 0})",
            R"({"format": "mahjongero-solitaire-game", "version": 2, "deal": "7"})",
            "{\"format\": ",
        };
        for (const char* text : bad)
            QVERIFY2(!mjui::parseSolitaireSave(text, QStringLiteral("f")), text);
        const auto back = mjui::parseSolitaireSave(mjui::solitaireSaveJson(save), QStringLiteral("f"));
        QVERIFY(back);
        QCOMPARE(back->moves, save.moves);
        QCOMPARE(back->deal, std::uint64_t(7));
    }

    void aBadStatisticsFileIsKeptAsideNotOverwritten()
    {
        QDir().mkpath(m_data.path());
        {
            QFile f(mjui::solitaireStatsPath());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\n  \"format\": \"mahjongero-solitaire-stats\",\n  \"played\": \n");
        }
        SolitaireSession s;
        s.setPersistent(true);
        const QString problem = s.statistics().value("problem").toString();
        QVERIFY2(problem.contains(QStringLiteral("line ")), qPrintable(problem));
        QVERIFY(QFile::exists(mjui::solitaireStatsPath() + QStringLiteral(".bad")));
        QVERIFY(!QFile::exists(mjui::solitaireStatsPath()));
        QCOMPARE(s.statistics().value("played").toInt(), 0);
        // Each refusal names what is wrong.
        const char* bad[] = {
            R"({"format": "mahjongero-solitaire-stats", "version": 1, "played": -1, "won": 0, "won_clean": 0, "best": []})",
            R"({"format": "mahjongero-solitaire-stats", "version": 1, "played": 1, "won": 2, "won_clean": 0, "best": []})",
            R"({"format": "other", "version": 1})",
            R"({"format": "mahjongero-solitaire-stats", "version": 1, "played": 1, "won": 1, "won_clean": 0, "best": [{"seconds": 5}]})",
            R"([1, 2])",
        };
        for (const char* text : bad)
            QVERIFY2(!mjui::parseSolitaireStats(text, QStringLiteral("f")), text);
        // A newer version's file is left as it is and never written over.
        {
            QFile f(mjui::solitaireStatsPath());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "mahjongero-solitaire-stats", "version": 9})");
        }
        SolitaireSession newer;
        newer.setPersistent(true);
        QVERIFY(newer.statistics().value("problem").toString().contains(QStringLiteral("newer version")));
        newer.open(QStringLiteral("7"));
        QVERIFY(newer.playMove(QString::fromStdString(moveText(*rowToRow(deal(7))))));
        QFile f(mjui::solitaireStatsPath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray(R"({"format": "mahjongero-solitaire-stats", "version": 9})"));
        // And the round trip of a good one.
        mjui::SolitaireStats stats;
        stats.played = 3;
        stats.addWin(70, 12, 80, true);
        stats.addWin(50, 13, 60, false);
        const auto back = mjui::parseSolitaireStats(mjui::solitaireStatsJson(stats), QStringLiteral("f"));
        QVERIFY(back);
        QCOMPARE(back->won, 2);
        QCOMPARE(back->wonClean, 1);
        QCOMPARE(back->best.front().deal, std::uint64_t(13));
    }

private:
    QTemporaryDir m_data;
};

QTEST_GUILESS_MAIN(TestSolitaireSession)
#include "tst_solitaire_session.moc"
