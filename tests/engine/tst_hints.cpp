// A seat's view (variants/filipino/game/seat_view.h) shows only what that seat may know, and the hints
// (variants/filipino/advice/hints.h) read from it: shanten, waits with what is still unseen, a suggested discard
// with its reason. Scenarios are stacked deals in tile notation.
#include "variants/filipino/advice/hints.h"
#include "text/english.h"
#include "variants/filipino/game/stacked_deal.h"

#include <array>

#include <QTest>

namespace {

mj::Game scenario()
{
    mj::StackedDeal deal;
    deal.hands = {"123m456m789m123p55s78s9p", "111p222p333p444s6677s", "456p456p777p111s2233s",
                  "888p5p666m777m3345s99s"};
    deal.draws = "7p";
    const auto setup = mj::stackDeal(3, mj::Ruleset::filipino(), mj::Seat::of(0), deal);
    if (!setup)
        qFatal("%s", setup.error().c_str());
    return mj::Game(*setup);
}

int kind(const char* notation) { return mj::TileKind::make(mj::suitFromLetter(notation[1]).value(), notation[0] - '0')->index(); }

} // namespace

class TestHints : public QObject {
    Q_OBJECT

private slots:
    void viewShowsOnlyTheSeatsOwn()
    {
        mj::Game game = scenario();
        const mj::SeatView view = mj::viewFor(game, mj::Seat::of(1));
        QVERIFY(view.hand == game.table().hand(mj::Seat::of(1)));
        QCOMPARE(view.concealedCount[0], 17);
        QCOMPARE(view.concealedCount[1], 16);
        QVERIFY(view.legal.empty()); // the máno is to play
        QCOMPARE(int(view.handKinds.size()), 16);
        for (auto seen : view.seenElsewhere)
            QCOMPARE(int(seen), 0); // nothing discarded or exposed yet
    }

    void suggestsTheDiscardThatKeepsYouReady()
    {
        mj::Game game = scenario();
        const mj::SeatView view = mj::viewFor(game, mj::Seat::of(0));
        const mj::Hint hint = mj::hintFor(view, game.rules());
        QCOMPARE(hint.shanten, 0);
        QVERIFY(hint.discard.has_value());
        QCOMPARE(game.table().tileSet().kindOf(*hint.discard).notation(), std::string("9p"));
        QVERIFY2(mj::english(hint.reason).find("ready") != std::string::npos, mj::english(hint.reason).c_str());
        QVERIFY2(mj::english(hint.reason).find("6s 9s") != std::string::npos, mj::english(hint.reason).c_str());
        QVERIFY2(mj::english(hint.reason).find("(8 left)") != std::string::npos, mj::english(hint.reason).c_str());
    }

    void waitsCountWhatTheSeatHasSeen()
    {
        mj::Game game = scenario();
        QVERIFY(game.act({mj::Seat::of(0), mj::ActionType::Discard, mj::viewFor(game, mj::Seat::of(0)).hand.back().value})
                    .ok()); // 9p, the last tile dealt
        QCOMPARE(game.phase(), mj::Phase::Draw); // nobody can claim 9p
        // The máno, ready, waits on 6s and 9s: four of each unseen.
        const mj::Hint ready = mj::hintFor(mj::viewFor(game, mj::Seat::of(0)), game.rules());
        QCOMPARE(ready.shanten, 0);
        QCOMPARE(int(ready.tiles.size()), 2);
        QCOMPARE(int(ready.tiles[0].kind), kind("6s"));
        QCOMPARE(int(ready.tiles[0].unseen), 4);
        QCOMPARE(int(ready.tiles[1].kind), kind("9s"));
        QVERIFY(!ready.discard); // nothing to discard while waiting to draw
        // Seat 1 has seen the discarded 9p.
        const mj::SeatView next = mj::viewFor(game, mj::Seat::of(1));
        QCOMPARE(int(next.seenElsewhere[static_cast<std::size_t>(kind("9p"))]), 1);
        QCOMPARE(int(next.legal.size()), 1);
        QCOMPARE(next.legal.front().type, mj::ActionType::Draw);
    }

    void outOfPlayKinds()
    {
        mj::Game game = scenario();
        // Seat 2 holds 777p and sees none elsewhere yet: not out of play for it.
        mj::Hint hint = mj::hintFor(mj::viewFor(game, mj::Seat::of(2)), game.rules());
        QVERIFY(hint.outOfPlay.empty());
        // Seat 1 holds three 1p and the máno's 1p is concealed: still in play for seat 1.
        hint = mj::hintFor(mj::viewFor(game, mj::Seat::of(1)), game.rules());
        QVERIFY(std::find(hint.outOfPlay.begin(), hint.outOfPlay.end(), kind("1p")) == hint.outOfPlay.end());

        // The máno discards 9p, seat 1 draws the fourth 7p and discards it; seat 2 lets it go.
        QVERIFY(game.act({mj::Seat::of(0), mj::ActionType::Discard, game.table().hand(mj::Seat::of(0)).back().value}).ok());
        QVERIFY(game.act({mj::Seat::of(1), mj::ActionType::Draw}).ok());
        const mj::TileId sevenP = game.table().hand(mj::Seat::of(1)).back();
        QCOMPARE(game.table().tileSet().kindOf(sevenP).notation(), std::string("7p"));
        QVERIFY(game.act({mj::Seat::of(1), mj::ActionType::Discard, sevenP.value}).ok());
        QCOMPARE(game.phase(), mj::Phase::Claims);
        QVERIFY(game.act({mj::Seat::of(2), mj::ActionType::Pass}).ok());
        hint = mj::hintFor(mj::viewFor(game, mj::Seat::of(2)), game.rules());
        QVERIFY(std::find(hint.outOfPlay.begin(), hint.outOfPlay.end(), kind("7p")) != hint.outOfPlay.end());
        // For seat 3 only one 7p is in sight.
        hint = mj::hintFor(mj::viewFor(game, mj::Seat::of(3)), game.rules());
        QVERIFY(std::find(hint.outOfPlay.begin(), hint.outOfPlay.end(), kind("7p")) == hint.outOfPlay.end());
    }

    // The hint is the strong AI's: with a hand far from ready and seat 3 showing four stick
    // pungs after ten discards, it suggests a tile that is no stick and says why.
    void suggestsASafeTileAgainstAReadyOpponent()
    {
        const mj::TileSet& set = mj::TileSet::chinese();
        mj::SeatView view;
        view.seat = mj::Seat::of(0);
        view.phase = mj::Phase::Act;
        view.turn = view.seat;
        view.drawWallLeft = 40;
        std::array<int, mj::kHandKinds> used{};
        for (const char* k : {"1m", "4m", "7m", "2p", "5p", "8p", "1s", "9s", "2m", "6m", "9m", "3p", "6p", "9p", "2s",
                              "8s", "5m"}) {
            int copy = used[static_cast<std::size_t>(kind(k))]++;
            for (int id = 0; id < set.size(); ++id) {
                const mj::TileId tile{static_cast<std::uint16_t>(id)};
                if (set.kindOf(tile).index() == kind(k) && copy-- == 0) {
                    view.hand.push_back(tile);
                    view.handKinds.push_back(kind(k));
                    view.handJokers.push_back(false);
                    ++view.counts.counts[static_cast<std::size_t>(kind(k))];
                    view.legal.push_back({view.seat, mj::ActionType::Discard, id, -1});
                    break;
                }
            }
        }
        QCOMPARE(int(view.hand.size()), 17);
        for (const char* k : {"3s", "4s", "5s", "7s"}) {
            view.setsBySeat[3].push_back({mj::BahayType::Pung, kind(k)});
            view.seenElsewhere[static_cast<std::size_t>(kind(k))] = 3;
        }
        for (const char* k : {"1m", "3m", "4p", "7p", "1p", "8m", "3m", "4p", "2p", "6m"}) {
            view.discardsBySeat[3].push_back({kind(k), false, false});
            ++view.seenElsewhere[static_cast<std::size_t>(kind(k))];
        }
        view.concealedCount = {17, 16, 16, 4};
        const mj::Hint hint = mj::hintFor(view, mj::Ruleset::filipino());
        QVERIFY(hint.shanten >= 3);
        QVERIFY(hint.discard.has_value());
        QVERIFY2(set.kindOf(*hint.discard).suit() != mj::Suit::Sticks, mj::english(hint.reason).c_str());
        QVERIFY2(mj::english(hint.reason).find("safe against seat 3, who looks ready on a stick flush") != std::string::npos,
                 mj::english(hint.reason).c_str());
        QVERIFY2(mj::english(hint.reason).find("from ready") != std::string::npos, mj::english(hint.reason).c_str());
        qInfo("%s", mj::english(hint.reason).c_str());
    }
};

QTEST_APPLESS_MAIN(TestHints)
#include "tst_hints.moc"
