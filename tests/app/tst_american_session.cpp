// The American match at the table (app/american/american_session.h): whole games with the
// person's seat driven as the page drives it (tiles chosen on the rack and passed, the vote,
// the courtesy offer, discards by a second tap (the draw is made for the person), claims passed), the end with its
// payments and the match's balances, the next game with East moved; a refusal in the
// engine's words; a joker exchange offered when legal and done by tile and joker.
#include "american/american_session.h"

#include "session/session.h"
#include "variants/american/american_game.h"

#include <QTest>

namespace {

const mj::american::AmericanGame& gameOf(const AmericanSession& s)
{
    return *mj::american::AmericanGame::of(s.session()->game());
}

bool offers(const AmericanSession& s, mj::ActionType type)
{
    const auto legal = s.legal();
    return std::any_of(legal.begin(), legal.end(), [type](const mj::Action& a) { return a.type == type; });
}

// What happened while the test played the person's seat.
struct Played {
    int passes = 0, discards = 0, draws = 0, claimsPassed = 0, moves = 0;
    bool exchangeOffered = false;
};

// One move for the person, as a player at the page would make it. Returns false when the
// person has nothing to do (the game is over).
bool playOne(AmericanSession& s, Played& played)
{
    if (!s.yourMove())
        return false;
    ++played.moves;
    const auto legal = s.legal();
    played.exchangeOffered = played.exchangeOffered || offers(s, mj::ActionType::JokerExchange);
    if (s.pickCount() > 0 && offers(s, mj::ActionType::PassTile)) {
        // The first tiles of the rack that are not jokers, tapped, then the pass button.
        int chosen = 0;
        for (const QVariant& v : s.rack()) {
            const auto tile = v.toMap();
            if (chosen < s.pickCount() && !tile.value("kind").toString().endsWith('j')) {
                s.tapTile(tile.value("tileId").toInt());
                ++chosen;
            }
        }
        if (!s.passSelected())
            return false;
        ++played.passes;
        return true;
    }
    for (const QVariant& v : s.actions()) {
        const auto a = v.toMap();
        const auto type = a.value("type").toString();
        // Vote for the second Charleston, offer one tile across, and never Mah Jongg in error.
        if ((type == "vote" && a.value("label").toString().startsWith("Yes")) ||
            (type == "courtesy_offer" && a.value("label").toString().contains('1')) || type == "draw" ||
            (type == "win" && gameOf(s).completesALine(mj::Seat::of(0))) || type == "claim_win")
            return s.choose(a.value("index").toInt()) && (played.draws += type == "draw", true);
    }
    if (offers(s, mj::ActionType::Discard)) {
        // Tap the last rack tile twice: chosen, then discarded.
        const auto rack = s.rack();
        const int tile = rack.last().toMap().value("tileId").toInt();
        s.tapTile(tile);
        s.tapTile(tile);
        ++played.discards;
        return true;
    }
    if (offers(s, mj::ActionType::Pass)) {
        // The claim window: its countdown runs out, as if the person did not answer.
        if (s.claimSecondsLeft() < 0)
            return s.act(mj::Action{mj::Seat::of(0), mj::ActionType::Pass});
        s.passTime(60'000);
        ++played.claimsPassed;
        return true;
    }
    return s.act(legal.front());
}

Played playGame(AmericanSession& s)
{
    Played played;
    for (int guard = 0; guard < 2000 && !s.overShown(); ++guard)
        if (!playOne(s, played))
            break;
    return played;
}

} // namespace

class TestAmericanSession : public QObject {
    Q_OBJECT

private slots:
    void wholeGameThroughThePage()
    {
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(17);
        QVERIFY(s.levels().contains("normal"));
        QVERIFY(s.start("normal"));
        QVERIFY(s.active());
        QCOMPARE(s.phase(), QString("charleston"));
        QCOMPARE(s.charlestonStep(), QString("first right"));
        QVERIFY(s.teaching().contains("right"));
        QCOMPARE(s.pickCount(), 3);
        QCOMPARE(s.rack().size(), s.east() == 0 ? 14 : 13);
        QVERIFY(s.helper()->rowCount() > 0); // the card helper is fed the rack
        const int east = s.east();

        const Played played = playGame(s);
        QVERIFY2(s.overShown(), qPrintable(QString("stopped in %1 after %2 moves").arg(s.phase()).arg(played.moves)));
        QVERIFY(played.passes >= 3); // the first Charleston at least
        QVERIFY(played.discards >= 1);
        QVERIFY(!s.endText().isEmpty());
        const auto balances = s.balances();
        QCOMPARE(balances.size(), 4);
        int sum = 0;
        for (const QVariant& b : balances)
            sum += b.toMap().value("game").toInt();
        QCOMPARE(sum, 0);
        QCOMPARE(s.gamesPlayed(), 1);
        if (s.winner() >= 0)
            QCOMPARE(s.openSeats(), QVariantList{s.winner()});

        // The next game: East moves to the right, the Charleston begins again.
        QVERIFY(s.nextGame());
        QCOMPARE(s.east(), (east + 1) % 4);
        QCOMPARE(s.phase(), QString("charleston"));
    }

    void theTablePacesTheEvents()
    {
        AmericanSession s;
        s.setPaceMs(5);
        s.setSetupSpeed("skip"); // the setup's own pace: tst_american_setup
        s.setSeed(3);
        QVERIFY(s.start("easy"));
        QTRY_VERIFY(s.yourMove());
        QVERIFY(s.tiles()->step() == s.tiles()->stepCount());
        for (const QVariant& v : s.rack())
            if (s.selectedCount() < 3 && !v.toMap().value("kind").toString().endsWith('j'))
                s.tapTile(v.toMap().value("tileId").toInt());
        QVERIFY(s.passSelected());
        // The passes are shown one event at a time before the next step is offered.
        QTRY_COMPARE(s.charlestonStep(), QString("first across"));
        QTRY_VERIFY(s.yourMove());
    }

    void refusalsSayWhy()
    {
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(5);
        QVERIFY(s.start("easy"));
        // The pass button with nothing chosen.
        QVERIFY(!s.passSelected());
        QVERIFY(s.refusal().contains("Choose 3"));
        // A discard in the Charleston: the engine refuses and says why.
        const int tile = s.rack().first().toMap().value("tileId").toInt();
        QVERIFY(!s.act(mj::Action{mj::Seat::of(0), mj::ActionType::Discard, tile}));
        QVERIFY(!s.refusal().isEmpty());
        QCOMPARE(s.phase(), QString("charleston"));
        // Next game before this one ends.
        QVERIFY(!s.nextGame());
        QVERIFY(!s.refusal().isEmpty());
    }

    // Games are played until the person is offered a joker exchange; it is offered as a
    // labelled choice and done by the tile and the joker, as a drag on the table does.
    void jokerExchangeWhenLegal()
    {
        bool done = false;
        for (int seed = 1; seed <= 40 && !done; ++seed) {
            AmericanSession s;
            s.setPaceMs(0);
            s.setSeed(seed);
            QVERIFY(s.start("strong"));
            Played played;
            for (int guard = 0; guard < 2000 && !s.overShown() && !done; ++guard) {
                if (s.yourMove() && offers(s, mj::ActionType::JokerExchange)) {
                    mj::Action swap;
                    for (const auto& a : s.legal())
                        if (a.type == mj::ActionType::JokerExchange)
                            swap = a;
                    bool labelled = false;
                    for (const QVariant& v : s.actions())
                        labelled = labelled || v.toMap().value("type").toString() == "joker_exchange";
                    QVERIFY(labelled);
                    const auto& group = s.tiles()->table().exposed(mj::Seat::of(swap.from))[std::size_t(swap.to)];
                    int joker = -1;
                    for (mj::TileId t : group)
                        if (s.tiles()->table().tileSet().kindOf(t).notation() == "1j")
                            joker = t.value;
                    QVERIFY(joker >= 0);
                    // Tap the natural tile on the rack, then the joker on the table.
                    s.tapTile(swap.tile);
                    s.tapTableTile(joker);
                    QVERIFY2(s.refusal().isEmpty(), qPrintable(s.refusal()));
                    const auto& hand = s.tiles()->table().hand(mj::Seat::of(0));
                    QVERIFY(std::any_of(hand.begin(), hand.end(), [joker](mj::TileId t) { return t.value == joker; }));
                    done = true;
                } else if (!playOne(s, played)) {
                    break;
                }
            }
        }
        QVERIFY2(done, "no game of seeds 1-40 offered the person a joker exchange");
    }
};

QTEST_MAIN(TestAmericanSession)
#include "tst_american_session.moc"
