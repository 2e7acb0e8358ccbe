// The American match at the table (app/american/american_session.h): whole games with the
// person's seat driven as the page drives it (tiles chosen on the rack and passed, the vote,
// the courtesy offer, discards by a second tap (the draw is made for the person), claims passed), the end with its
// payments and the match's balances, the next game with East moved; a refusal in the
// engine's words; a joker exchange offered when legal and done by tile and joker.
#include "american/american_session.h"
#include "american_moves.h"

#include "session/session.h"
#include "variants/american/american_game.h"

#include <QTest>

namespace {

// What happened while the test played the person's seat.
struct Played {
    int passes = 0, discards = 0, draws = 0, claimsPassed = 0, moves = 0;
    bool exchangeOffered = false;
};

// One move for the person (american_moves.h), counted. Returns false when the person has
// nothing to do (the game is over).
bool playOne(AmericanSession& s, Played& played)
{
    if (!s.yourMove())
        return false;
    ++played.moves;
    played.exchangeOffered = played.exchangeOffered || offers(s, mj::ActionType::JokerExchange);
    switch (playPersonMove(s)) {
    case PersonMove::CharlestonPass: ++played.passes; return true;
    case PersonMove::Draw: ++played.draws; return true;
    case PersonMove::Discard: ++played.discards; return true;
    case PersonMove::ClaimLetGo: ++played.claimsPassed; return true;
    // Not the person's call to let go by a countdown: passed at once.
    case PersonMove::ClaimWithoutCountdown: return s.act(mj::Action{mj::Seat::of(0), mj::ActionType::Pass});
    case PersonMove::None:
    case PersonMove::Refused: return false;
    default: return true;
    }
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
