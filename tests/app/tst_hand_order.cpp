// Your hand as you arrange it (app/table/hand_order.h): auto-sorted in suit order, or your own
// order with new tiles at the right; a drag moves a tile and turns auto-sort off; the tile
// just drawn stands apart at the right end until the turn ends. Then the TableModel in a
// real game: the drawn tile is found from the record, and the table lays the hand in the
// shown order with a gap before the drawn tile, moving rows with dataChanged.
#include "play/game_session.h"
#include "table/hand_order.h"
#include "table/table_layout.h"
#include "table/table_model.h"

#include "core/notation.h"
#include "variants/filipino/simulation/simulation.h"
#include "record/game_log.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

namespace {

const mj::TileSet& set() { return mj::TileSet::chinese(); }

// Distinct tile ids of the Chinese set for the kinds in `text` ("9s1m7z"), in that order.
std::vector<mj::TileId> tiles(std::string_view text, std::vector<mj::TileId>* used = nullptr)
{
    static std::vector<mj::TileId> taken;
    std::vector<mj::TileId>& busy = used ? *used : taken;
    const auto kinds = mj::parseKinds(text);
    if (!kinds)
        qFatal("bad test notation %s", std::string(text).c_str());
    std::vector<mj::TileId> out;
    for (const mj::TileKind kind : *kinds) {
        for (int id = 0; id < set().size(); ++id) {
            const mj::TileId t{static_cast<std::uint16_t>(id)};
            if (set().kindOf(t) == kind && std::find(busy.begin(), busy.end(), t) == busy.end()) {
                busy.push_back(t);
                out.push_back(t);
                break;
            }
        }
    }
    return out;
}

// The kinds of tiles in their order, one notation each ("9m5p1s2m"; formatTiles would sort).
QString kinds(const std::vector<mj::TileId>& ids)
{
    QString text;
    for (const mj::TileId t : ids)
        text += QString::fromStdString(set().kindOf(t).notation());
    return text;
}

std::vector<mj::TileId> without(std::vector<mj::TileId> hand, mj::TileId tile)
{
    std::erase(hand, tile);
    return hand;
}

} // namespace

class TestHandOrder : public QObject {
    Q_OBJECT

private slots:
    void autoSortRunsSuitsThenWindsThenDragons_data()
    {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("sorted");
        QTest::newRow("mixed") << QStringLiteral("9s1m7z1z5p5z4z2m") << QStringLiteral("1m2m5p9s1z4z5z7z");
        QTest::newRow("one suit") << QStringLiteral("97531s") << QStringLiteral("1s3s5s7s9s");
        QTest::newRow("pairs") << QStringLiteral("7z1p7z1p") << QStringLiteral("1p1p7z7z");
        QTest::newRow("dragons after winds") << QStringLiteral("5z6z7z4z3z2z1z") << QStringLiteral("1z2z3z4z5z6z7z");
    }

    void autoSortRunsSuitsThenWindsThenDragons()
    {
        QFETCH(QString, hand);
        QFETCH(QString, sorted);
        std::vector<mj::TileId> used;
        mjui::HandOrder order;
        QVERIFY(order.autoSort());
        order.sync(tiles(hand.toStdString(), &used), std::nullopt, set());
        QCOMPARE(kinds(order.shown()), sorted);
        QVERIFY(!order.apart());
    }

    // Under a joker ruleset the jokers (the indicator's kind, the indicator itself not) go to
    // the right end, where players keep them.
    void autoSortKeepsJokersAtTheRightEnd()
    {
        std::vector<mj::TileId> used;
        const std::vector<mj::TileId> indicator = tiles("5p", &used);
        std::vector<mj::TileId> hand = tiles("5p9s1m5p2m", &used);
        hand.push_back(indicator.front()); // the indicator, taken as a replacement
        mjui::HandOrder order;
        order.sync(hand, std::nullopt, set(), indicator.front());
        QCOMPARE(kinds(order.shown()), QStringLiteral("1m2m5p9s5p5p"));
        QCOMPARE(order.shown()[2], indicator.front());
        order.sync(hand, std::nullopt, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("1m2m5p5p5p9s"));
    }

    void drawnTileStandsApartUntilTheTurnEnds()
    {
        std::vector<mj::TileId> used;
        auto hand = tiles("1s9m5p", &used);
        const mj::TileId drawn = tiles("2m", &used).front();
        mjui::HandOrder order;
        order.sync(hand, std::nullopt, set());
        hand.push_back(drawn);
        order.sync(hand, drawn, set());
        // Apart at the right end, though it sorts before 5p.
        QCOMPARE(kinds(order.shown()), QStringLiteral("9m5p1s2m"));
        QCOMPARE(order.apart(), std::optional(drawn));
        QCOMPARE(order.arranged().size(), std::size_t(3));
        // Another tile discarded: the drawn one is sorted in.
        hand = without(hand, hand[0]);
        order.sync(hand, std::nullopt, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("2m9m5p"));
        QVERIFY(!order.apart());
        // Drawn again and discarded at once: gone.
        const mj::TileId next = tiles("3z", &used).front();
        hand.push_back(next);
        order.sync(hand, next, set());
        QCOMPARE(order.shown().back(), next);
        order.sync(without(hand, next), std::nullopt, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("2m9m5p"));
    }

    void yourOwnOrderKeepsNewTilesAtTheRight()
    {
        std::vector<mj::TileId> used;
        auto hand = tiles("7z1m5p", &used);
        mjui::HandOrder order;
        order.setAutoSort(false);
        order.sync(hand, std::nullopt, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("7z1m5p")); // the table's order: as they came
        QVERIFY(order.moveTile(2, 0));                           // 5p to the left end
        QCOMPARE(kinds(order.shown()), QStringLiteral("5p7z1m"));
        const mj::TileId claimed = tiles("1m", &used).front();    // a tile that came, not drawn
        hand.push_back(claimed);
        order.sync(hand, std::nullopt, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("5p7z1m1m"));
        // A tile leaves: the rest keep their places.
        order.sync(without(hand, hand[1]), std::nullopt, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("5p7z1m"));
        // Auto-sort back on sorts at once.
        order.setAutoSort(true);
        QCOMPARE(kinds(order.shown()), QStringLiteral("1m5p7z"));
    }

    void aDragMovesATileAndTurnsAutoSortOff()
    {
        std::vector<mj::TileId> used;
        auto hand = tiles("123m", &used);
        const mj::TileId drawn = tiles("9p", &used).front();
        hand.push_back(drawn);
        mjui::HandOrder order;
        order.sync(hand, drawn, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("1m2m3m9p"));
        // Out of the hand: refused, nothing changes, auto-sort stays.
        QVERIFY(!order.moveTile(-1, 0));
        QVERIFY(!order.moveTile(0, 4));
        QVERIFY(!order.moveTile(7, 1));
        QVERIFY(order.autoSort());
        QCOMPARE(kinds(order.shown()), QStringLiteral("1m2m3m9p"));
        // Onto itself: nothing to do.
        QVERIFY(order.moveTile(1, 1));
        QVERIFY(order.autoSort());
        // Dropped on the drawn tile's slot: the end of the arranged tiles, the drawn tile
        // still apart.
        QVERIFY(order.moveTile(0, 3));
        QVERIFY(!order.autoSort());
        QCOMPARE(kinds(order.shown()), QStringLiteral("2m3m1m9p"));
        QCOMPARE(order.apart(), std::optional(drawn));
        // The drawn tile dragged into the hand stays there, even while still "drawn".
        QVERIFY(order.moveTile(3, 1));
        QCOMPARE(kinds(order.shown()), QStringLiteral("2m9p3m1m"));
        QVERIFY(!order.apart());
        order.sync(hand, drawn, set());
        QCOMPARE(kinds(order.shown()), QStringLiteral("2m9p3m1m"));
        QVERIFY(!order.apart());
    }

    // Through whole bot games, event by event: the drawn tile is the turn's draw, or the
    // replacement for a flower drawn then; never one from the deal's flower replacements;
    // gone once the seat discards or anyone claims.
    void theDrawnTileFollowsTheRecord()
    {
        std::vector<mj::GameRecord> records;
        mj::SimulationOptions options;
        options.seed = 21;
        options.rules = mj::Ruleset::filipino();
        options.games = 6;
        options.onGame = [&](const mj::Game& game, int) { records.push_back(game.record()); };
        mj::simulate(options);
        QCOMPARE(records.size(), std::size_t(6));
        int draws = 0, drawnFlowersReplaced = 0, dealReplacements = 0, discards = 0, claims = 0;
        for (const mj::GameRecord& record : records) {
            mj::GameLog log(record.header);
            bool turnsBegun = false; // a turn's draw has happened in this game
            std::optional<mj::Seat> drewFlower; // the seat whose turn draw was a flower, until replaced
            for (std::size_t i = 0; i < record.events.size(); ++i) {
                const mj::Event& event = record.events[i];
                log.appendOrThrow(event);
                const mj::Table& table = log.table();
                auto drawn = [&](mj::Seat seat) { return mjui::drawnTile(record.events, i + 1, table, seat); };
                if (const auto* take = std::get_if<mj::TakeEvent>(&event)) {
                    const mj::TileId last = take->tiles.back();
                    if (take->reason == mj::TakeReason::Draw) {
                        turnsBegun = true;
                        ++draws;
                        QCOMPARE(drawn(take->seat), std::optional(last));
                        drewFlower = set().kindOf(last).isFlowerOrSeason() ? std::optional(take->seat) : std::nullopt;
                    } else if (take->reason == mj::TakeReason::Replacement && !turnsBegun) {
                        ++dealReplacements;
                        for (int s = 0; s < mj::Ruleset::kSeats; ++s)
                            QCOMPARE(drawn(mj::Seat::of(s)), std::nullopt);
                    } else if (take->reason == mj::TakeReason::Replacement && drewFlower == take->seat) {
                        // A flower replaced by a flower is laid out in turn; the last stays.
                        if (!set().kindOf(last).isFlowerOrSeason()) {
                            ++drawnFlowersReplaced;
                            QCOMPARE(drawn(take->seat), std::optional(last));
                            drewFlower.reset();
                        }
                    }
                } else if (std::holds_alternative<mj::DiscardEvent>(event)) {
                    ++discards;
                    for (int s = 0; s < mj::Ruleset::kSeats; ++s)
                        QCOMPARE(drawn(mj::Seat::of(s)), std::nullopt);
                } else if (std::holds_alternative<mj::MeldEvent>(event)) {
                    ++claims;
                    for (int s = 0; s < mj::Ruleset::kSeats; ++s)
                        QCOMPARE(drawn(mj::Seat::of(s)), std::nullopt);
                }
            }
        }
        // Every case above was met.
        QVERIFY(draws > 50);
        QVERIFY(discards > 50);
        QVERIFY(claims > 0);
        QVERIFY(dealReplacements > 0);
        QVERIFY2(drawnFlowersReplaced > 0, "no turn drew a flower");
    }

    void theLayoutLeavesAGapBeforeTheDrawnTile()
    {
        // A real game's table, your move with a drawn tile (below), checked pose by pose.
        TableModel model;
        QVERIFY(model.setSeed(QStringLiteral("8")));
        model.setHandSeat(0);
        GameSession session;
        session.setModel(&model);
        session.setSpeed(1000);
        QVERIFY(session.newGame(QStringLiteral("filipino")));
        bool sawDrawn = false;
        for (int moves = 0; moves < 300 && !session.over() && !sawDrawn; ++moves) {
            session.catchUp();
            QVERIFY(session.yourMove());
            const auto& table = model.table();
            const auto& hand = table.hand(mj::Seat::of(0));
            const QVariantList shown = model.handTiles();
            QCOMPARE(shown.size(), qsizetype(hand.size()));
            // Every hand tile has its slot; shown left to right on seat 0's row.
            for (int slot = 0; slot < shown.size(); ++slot) {
                const int id = shown[slot].toInt();
                QCOMPARE(model.data(model.index(id), TableModel::HandSlotRole).toInt(), slot);
                if (slot > 0) {
                    const double step = model.data(model.index(id), TableModel::TableXRole).toDouble() -
                                        model.data(model.index(shown[slot - 1].toInt()), TableModel::TableXRole).toDouble();
                    const bool gap = id == model.drawnTile();
                    QVERIFY2(qAbs(step - (gap ? 1 + mjui::kApartGap : 1.0)) < 1e-6, qPrintable(QString::number(step)));
                }
            }
            // The hand before the drawn tile is sorted.
            const int arranged = int(shown.size()) - (model.drawnTile() >= 0 ? 1 : 0);
            for (int slot = 1; slot < arranged; ++slot)
                QVERIFY(!mjui::sortsBefore(table.tileSet(), mj::TileId{quint16(shown[slot].toInt())},
                                           mj::TileId{quint16(shown[slot - 1].toInt())}));
            if (model.drawnTile() >= 0) {
                sawDrawn = true;
                // The drawn tile is the one the record says was drawn last, still in the hand.
                QCOMPARE(shown.back().toInt(), model.drawnTile());
                const mj::TakeEvent* lastTake = nullptr;
                for (const mj::Event& e : model.record().events)
                    if (const auto* t = std::get_if<mj::TakeEvent>(&e); t && t->seat == mj::Seat::of(0))
                        lastTake = t;
                QVERIFY(lastTake && lastTake->reason != mj::TakeReason::Deal);
                QCOMPARE(int(lastTake->tiles.back().value), model.drawnTile());
                // A drag moves tiles with dataChanged, never a reset, and turns auto-sort off.
                QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
                QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
                const int first = shown[0].toInt();
                QVERIFY(model.moveHandTile(0, 2));
                QVERIFY(!model.autoSort());
                QCOMPARE(model.handTiles()[2].toInt(), first);
                QVERIFY(changed.count() > 0);
                QCOMPARE(reset.count(), 0);
                QVERIFY(!model.moveHandTile(0, int(shown.size())));
                QVERIFY(!model.error().isEmpty());
                // Discarding another tile ends the turn: the drawn tile joins the hand.
                const int drawn = model.drawnTile();
                QVERIFY(session.discardTile(first));
                session.catchUp();
                QCOMPARE(model.drawnTile(), -1);
                QVERIFY(model.handTiles().contains(drawn));
                QVERIFY(!model.handTiles().contains(first));
                break;
            }
            // Not yet a drawn tile: play on (draw when offered, else discard the first tile).
            const QVariantList offered = session.actions()->toList();
            if (offered.isEmpty())
                QVERIFY(session.discardTile(shown.front().toInt()));
            else
                QVERIFY(session.act(offered.front().toMap().value(QStringLiteral("actionIndex")).toInt()));
        }
        QVERIFY(sawDrawn);
    }

    void noSeatMeansTheTablesOwnOrder()
    {
        TableModel model;
        model.performRitual();
        QCOMPARE(model.handSeat(), -1);
        QVERIFY(model.handTiles().isEmpty());
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.data(model.index(row), TableModel::HandSlotRole).toInt(), -1);
        // Set to your seat after the deal: your hand is sorted, others are untouched.
        const auto before = model.data(model.index(model.table().hand(mj::Seat::of(1)).front().value),
                                       TableModel::TableXRole);
        model.setHandSeat(0);
        QCOMPARE(model.handTiles().size(), qsizetype(model.table().hand(mj::Seat::of(0)).size()));
        QCOMPARE(model.drawnTile(), -1); // the deal draws no tile
        QCOMPARE(model.data(model.index(model.table().hand(mj::Seat::of(1)).front().value), TableModel::TableXRole),
                 before);
        model.setHandSeat(7); // not a seat: none
        QCOMPARE(model.handSeat(), -1);
        QVERIFY(model.handTiles().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHandOrder)
#include "tst_hand_order.moc"
