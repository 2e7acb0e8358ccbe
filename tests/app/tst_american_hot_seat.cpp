// Friends at one computer in an American match (app/american/american_session_hot_seat.cpp):
// two persons play whole games through the Charleston, the vote, the courtesy pass and the
// play, each behind a hand-over. Before ready() nothing private shows (no rack, no helper
// hand, no chosen tiles, no moves, every hand concealed on the table); after it the rack is
// exactly the hand of the person at the screen, never another's; the claim countdown runs
// only for the person at the screen; the names; refusals of a bad set of players.
#include "american/american_session.h"
#include "american_moves.h"

#include "session/session.h"
#include "variants/american/american_game.h"

#include <QTest>

#include <set>

namespace {

std::set<int> handOf(const AmericanSession& s, int seat)
{
    std::set<int> out;
    for (mj::TileId t : mj::american::AmericanGame::of(s.session()->game())->table().hand(mj::Seat::of(seat)))
        out.insert(t.value);
    return out;
}

std::set<int> rackIds(const AmericanSession& s)
{
    std::set<int> out;
    for (const QVariant& v : s.rack())
        out.insert(v.toMap().value("tileId").toInt());
    return out;
}

struct Seen {
    int handOvers = 0, moves = 0, charlestonPasses[4] = {}, votes[4] = {}, claimsAnswered = 0;
};

// Nothing private is shown while the computer waits to be passed on.
void checkHidden(const AmericanSession& s)
{
    QVERIFY(!s.handShown());
    QVERIFY(s.rack().isEmpty());
    QVERIFY(s.selectedTiles().isEmpty());
    QVERIFY(s.exposures().isEmpty());
    QVERIFY(s.helper()->concealedTiles().isEmpty());
    QVERIFY(s.actions().isEmpty());
    QVERIFY(!s.yourMove());
    QCOMPARE(s.claimSecondsLeft(), -1);
    QCOMPARE(s.tiles()->handSeat(), -1);
    // Every hand lies concealed on the table (the winner's is shown only at the end).
    QCOMPARE(s.concealedSeats().size(), 4);
}

// The person at the screen sees their own hand and nobody else's.
void checkShown(const AmericanSession& s, int seat)
{
    QVERIFY(s.handShown());
    QCOMPARE(s.session()->atScreen().index(), seat);
    const std::set<int> rack = rackIds(s);
    QCOMPARE(rack, handOf(s, seat));
    for (int other = 0; other < 4; ++other)
        if (other != seat)
            for (int id : handOf(s, other))
                QVERIFY2(!rack.count(id), "a tile of another hand on the rack");
    QCOMPARE(s.helper()->concealedTiles().size(), static_cast<qsizetype>(rack.size()));
    QCOMPARE(s.tiles()->handSeat(), seat);
    QVERIFY(!s.concealedSeats().contains(seat));
    QCOMPARE(s.concealedSeats().size(), 3);
    QCOMPARE(s.viewSeat(), seat);
}

// One step as the page takes it: Ready on the hand-over screen, or one move of the person at
// the screen (a pass of the first tiles that are not jokers, yes to the second Charleston,
// one tile across, the draw, Mah Jongg when it is there, the last tile discarded, a call let
// go by its countdown). False when nothing is left to do.
bool step(AmericanSession& s, Seen& seen)
{
    if (const int next = s.handOverSeat(); next >= 0) {
        checkHidden(s);
        if (QTest::currentTestFailed())
            return false;
        if (!s.session()->isPerson(mj::Seat::of(next))) { // only persons are handed the computer
            QTest::qFail("the computer was handed to an AI seat", __FILE__, __LINE__);
            return false;
        }
        s.ready();
        ++seen.handOvers;
        checkShown(s, next);
        return !QTest::currentTestFailed();
    }
    if (!s.yourMove())
        return false;
    const int me = s.session()->atScreen().index();
    checkShown(s, me);
    if (QTest::currentTestFailed())
        return false;
    ++seen.moves;
    switch (playPersonMove(s)) {
    case PersonMove::CharlestonPass: ++seen.charlestonPasses[me]; return true;
    case PersonMove::Vote: ++seen.votes[me]; return true;
    // A call this person may make: the countdown is theirs, and it ran out.
    case PersonMove::ClaimLetGo: ++seen.claimsAnswered; return true;
    case PersonMove::None:
    case PersonMove::Refused:
    case PersonMove::ClaimWithoutCountdown: return false;
    default: return true;
    }
}

} // namespace

class TestAmericanHotSeat : public QObject {
    Q_OBJECT

private slots:
    void twoFriendsPlayWholeGames()
    {
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(17);
        QVERIFY(s.startWithFriends({"Ana", ""}, "easy"));
        QVERIFY(s.active());
        QVERIFY(s.hotSeat());
        QCOMPARE(s.seatNames(), QStringList({"Ana", "Player 2", "AI 1", "AI 2"}));
        QVERIFY(s.session()->isPerson(mj::Seat::of(0)));
        QVERIFY(s.session()->isPerson(mj::Seat::of(1)));
        QVERIFY(!s.session()->isPerson(mj::Seat::of(2)));
        // Nobody is at the screen before the first Ready: the Charleston waits behind it.
        QCOMPARE(s.phase(), QString("charleston"));
        QVERIFY(s.handOverSeat() >= 0);
        checkHidden(s);
        // A tap on a tile of a hand nobody may see chooses nothing.
        s.tapTile(*handOf(s, s.handOverSeat()).begin());
        QVERIFY(s.selectedTiles().isEmpty());

        for (int game = 0; game < 2; ++game) {
            Seen seen;
            for (int guard = 0; guard < 4000 && !s.overShown(); ++guard)
                if (!step(s, seen))
                    break;
            QVERIFY2(s.overShown(), qPrintable(QString("game %1 stopped in %2 after %3 moves").arg(game).arg(s.phase()).arg(seen.moves)));
            // Each person passed in the Charleston behind their own hand-over.
            QVERIFY(seen.charlestonPasses[0] >= 3);
            QVERIFY(seen.charlestonPasses[1] >= 3);
            QVERIFY(seen.votes[0] == 1 && seen.votes[1] == 1);
            QVERIFY(seen.handOvers >= 6);
            // The end: nobody at the screen, the winner's hand (if any) open to all.
            QVERIFY(s.rack().isEmpty());
            QVERIFY(!s.endText().contains("You"));
            QCOMPARE(s.balances().size(), 4);
            QVERIFY(s.nextGame());
            QVERIFY(s.handOverSeat() >= 0);
            checkHidden(s);
        }
        QCOMPARE(s.gamesPlayed(), 2);
    }

    // The claim window: a person who may call is asked behind a hand-over, and the countdown
    // runs only once they are at the screen; time passing before that counts for nothing.
    void theCountdownIsOnlyForThePersonAtTheScreen()
    {
        bool asked = false;
        for (int seed = 1; seed <= 30 && !asked; ++seed) {
            AmericanSession s;
            s.setPaceMs(0);
            s.setSeed(seed);
            QVERIFY(s.startWithFriends({"Ana", "Ben", "Cy"}, "easy"));
            Seen seen;
            for (int guard = 0; guard < 4000 && !s.overShown() && !asked; ++guard) {
                const int next = s.handOverSeat();
                if (next >= 0 && s.phase() == "claims") {
                    QCOMPARE(s.claimSecondsLeft(), -1);
                    s.passTime(60'000); // nobody at the screen: no deadline to pass
                    QCOMPARE(s.handOverSeat(), next);
                    s.ready();
                    QVERIFY(s.claimSecondsLeft() > 0);
                    QVERIFY(offers(s, mj::ActionType::Pass));
                    QVERIFY(s.legal().size() > 1); // only a person who may call is asked
                    asked = true;
                } else if (!step(s, seen)) {
                    break;
                }
            }
        }
        QVERIFY2(asked, "no game of seeds 1-30 offered a person a call");
    }

    void badPlayersAreRefused()
    {
        AmericanSession s;
        s.setPaceMs(0);
        QVERIFY(!s.startWithFriends({"Ana"}));
        QVERIFY(s.refusal().contains("Two to four"));
        QVERIFY(!s.startWithFriends({"Ana", "Ben", "Cy", "Di", "Ed"}));
        QVERIFY(!s.startWithFriends({"Ana", " ana "}));
        QVERIFY(s.refusal().contains("ana"));
        QVERIFY(!s.active());
        // Four persons: no AI at all; then alone again, the names are gone.
        QVERIFY(s.startWithFriends({"A", "B", "C", "D"}, "easy"));
        QCOMPARE(s.session()->persons(), 4);
        s.stop();
        QVERIFY(s.start("easy"));
        QVERIFY(!s.hotSeat());
        QCOMPARE(s.seatNames().first(), QString("You"));
        QVERIFY(s.handShown());
        QCOMPARE(s.handOverSeat(), -1);
    }
};

QTEST_MAIN(TestAmericanHotSeat)
#include "tst_american_hot_seat.moc"
