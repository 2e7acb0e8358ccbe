// The Charleston (issue 17; seed 002 "The Charleston"; docs/rules/american.md): every rule
// as a scenario (right, across, left; the blind pass on the first left and the last right;
// the vote for the second Charleston; the courtesy pass at the lower offer), refusals with a
// reason (a joker, a wrong count, a tile not held, out of turn or phase), and over many
// random Charlestons from dealt hands: tiles conserved, jokers never moving, hand sizes
// kept, and each seat's view holding only the tiles it passed or picked up.
#include "variants/american/american_setup.h"
#include "variants/american/charleston.h"

#include "core/rng.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

using namespace mj;
using namespace mj::american;

namespace {

const TileSet& set152() { return **TileSet::byName("american-152"); }
bool isJoker(TileId t) { return set152().kindOf(t).suit() == Suit::Jokers; }

std::vector<TileId> jokerIds()
{
    std::vector<TileId> out;
    for (int i = 0; i < set152().size(); ++i)
        if (isJoker(TileId{static_cast<std::uint16_t>(i)}))
            out.push_back(TileId{static_cast<std::uint16_t>(i)});
    return out;
}

// Four hands of ids with no joker: seat s holds 13 (14 for seat 0) consecutive ids.
PerSeat<std::vector<TileId>> plainHands()
{
    PerSeat<std::vector<TileId>> hands(4);
    int next = 0;
    for (int s = 0; s < 4; ++s)
        for (int k = 0; k < (s == 0 ? 14 : 13); ++k) {
            while (isJoker(TileId{static_cast<std::uint16_t>(next)}))
                ++next;
            hands[s].push_back(TileId{static_cast<std::uint16_t>(next++)});
        }
    return hands;
}

Charleston startPlain() { return *Charleston::start(set152(), plainHands()); }

std::vector<TileId> firstThree(const Charleston& c, Seat seat, int n = 3)
{
    std::vector<TileId> out;
    for (TileId t : c.hand(seat))
        if (!isJoker(t) && static_cast<int>(out.size()) < n)
            out.push_back(t);
    return out;
}

bool holds(const Charleston& c, Seat seat, TileId tile)
{
    const auto& h = c.hand(seat);
    return std::find(h.begin(), h.end(), tile) != h.end();
}

// Every seat passes its first three non-jokers.
void passAll(Charleston& c)
{
    for (int s = 0; s < 4; ++s) {
        const Status st = c.apply(PassCommand{Seat::of(s), firstThree(c, Seat::of(s))});
        QVERIFY2(st.ok(), st.ok() ? "" : st.error().c_str());
    }
}

void voteAll(Charleston& c, std::array<bool, 4> votes)
{
    for (int s = 0; s < 4; ++s)
        QVERIFY(c.apply(VoteCommand{Seat::of(s), votes[s]}).ok());
}

Seat S(int n) { return Seat::of(n); }

} // namespace

class TestAmericanCharleston : public QObject {
    Q_OBJECT

private slots:
    void firstCharlestonGoesRightAcrossLeft()
    {
        Charleston c = startPlain();
        QCOMPARE(c.phase(), CharlestonPhase::FirstRight);
        for (auto [phase, steps] : {std::pair{CharlestonPhase::FirstRight, 1}, {CharlestonPhase::FirstAcross, 2},
                                    {CharlestonPhase::FirstLeft, -1}}) {
            QCOMPARE(c.phase(), phase);
            PerSeat<std::vector<TileId>> passed(4);
            for (int s = 0; s < 4; ++s)
                passed[s] = firstThree(c, S(s));
            for (int s = 0; s < 4; ++s) {
                QVERIFY(c.awaits(S(s)));
                QVERIFY(c.apply(PassCommand{S(s), passed[s]}).ok());
                QVERIFY(!c.awaits(S(s)) || s == 3);
                if (s < 3) // laid face down: nothing changes hands until all four have laid
                    QVERIFY(holds(c, S(s), passed[s][0]));
            }
            for (int s = 0; s < 4; ++s)
                for (TileId t : passed[s]) {
                    QVERIFY(!holds(c, S(s), t));
                    QVERIFY(holds(c, S(s).next(steps, 4), t));
                }
            QCOMPARE(static_cast<int>(c.hand(S(0)).size()), 14);
            QCOMPARE(static_cast<int>(c.hand(S(1)).size()), 13);
        }
        QCOMPARE(c.phase(), CharlestonPhase::Vote);
    }

    void refusalsGiveAReasonAndChangeNothing()
    {
        auto hands = plainHands();
        const TileId joker = jokerIds().front();
        hands[0].push_back(joker);
        Charleston c = *Charleston::start(set152(), hands);
        const auto before = c.events().size();
        auto refused = [&](const CharlestonCommand& cmd, const char* words) {
            const Status s = c.apply(cmd);
            QVERIFY(!s.ok());
            QVERIFY2(s.error().find(words) != std::string::npos, s.error().c_str());
            QCOMPARE(c.events().size(), before);
        };
        auto three = firstThree(c, S(0));
        refused(PassCommand{S(0), {three[0], three[1], joker}}, "joker");
        refused(PassCommand{S(0), {three[0], three[1]}}, "three tiles, not 2");
        refused(PassCommand{S(0), {three[0], three[1], three[2], c.hand(S(0))[3]}}, "three tiles, not 4");
        refused(PassCommand{S(0), {three[0], three[1], c.hand(S(1))[0]}}, "not in the hand of seat 0");
        refused(PassCommand{S(0), {three[0], three[0], three[1]}}, "named twice");
        refused(PassCommand{S(0), {three[0], three[1], TileId{999}}}, "not in the american-152 set");
        refused(PassCommand{S(0), {three[0], three[1]}, 1}, "allows no blind pass");
        refused(VoteCommand{S(0), true}, "no vote is due in the first right");
        refused(CourtesyOfferCommand{S(0), 2}, "no courtesy offer is due");
        refused(PassCommand{Seat::of(3).next(0, 4), {}}, "three tiles, not 0");
        QVERIFY(c.apply(PassCommand{S(0), three}).ok());
        const Status twice = c.apply(PassCommand{S(0), firstThree(c, S(0))});
        QVERIFY(!twice.ok());
        QVERIFY2(twice.error().find("already laid") != std::string::npos, twice.error().c_str());
        // A start with a tile held twice, or three hands, is refused.
        auto dup = plainHands();
        dup[1].push_back(dup[0][0]);
        QVERIFY(!Charleston::start(set152(), dup).ok());
        PerSeat<std::vector<TileId>> three_hands(3);
        QVERIFY(!Charleston::start(set152(), three_hands).ok());
    }

    void blindPassOnTheFirstLeftPassesReceivedTilesUnseen()
    {
        Charleston c = startPlain();
        passAll(c);
        passAll(c);
        QCOMPARE(c.phase(), CharlestonPhase::FirstLeft);
        const auto before0 = c.hand(S(0));
        // Seat 0 passes on all three it receives from seat 1 (its right); seat 2 two of them
        // and one of its own.
        const auto from1 = firstThree(c, S(1));
        const auto from2 = firstThree(c, S(2), 1);
        const auto from3 = firstThree(c, S(3));
        QVERIFY(c.apply(PassCommand{S(0), {}, 3}).ok());
        QVERIFY(c.apply(PassCommand{S(1), from1}).ok());
        QVERIFY(c.apply(PassCommand{S(2), from2, 2}).ok());
        QVERIFY(c.apply(PassCommand{S(3), from3}).ok());
        // Seat 0 keeps its hand: seat 1's tiles went on to seat 3 unseen.
        auto sorted = [](std::vector<TileId> v) { std::sort(v.begin(), v.end()); return v; };
        QCOMPARE(sorted(c.hand(S(0))), sorted(before0));
        for (TileId t : from1)
            QVERIFY(holds(c, S(3), t));
        // Seat 2 received seat 3's three, passed two of them on to seat 1 and kept one.
        int keptBy2 = 0;
        for (TileId t : from3)
            keptBy2 += holds(c, S(2), t);
        QCOMPARE(keptBy2, 1);
        QVERIFY(holds(c, S(1), from2[0]));
        // Seat 0 saw no tile of seat 1's pass.
        for (const CharlestonEvent& e : c.eventsSeenBy(S(0)))
            for (TileId t : e.tiles)
                QVERIFY(std::find(from1.begin(), from1.end(), t) == from1.end());
        for (int s = 0; s < 4; ++s)
            QCOMPARE(static_cast<int>(c.hand(S(s)).size()), s == 0 ? 14 : 13);
        QCOMPARE(c.phase(), CharlestonPhase::Vote);
    }

    void allFourBlindMovesNothing()
    {
        Charleston c = startPlain();
        passAll(c);
        passAll(c);
        const auto hands = c.hands();
        for (int s = 0; s < 4; ++s)
            QVERIFY(c.apply(PassCommand{S(s), {}, 3}).ok());
        QVERIFY(c.hands() == hands);
    }

    void oneNoVoteSkipsTheSecondCharleston()
    {
        Charleston c = startPlain();
        passAll(c);
        passAll(c);
        passAll(c);
        QVERIFY(c.apply(VoteCommand{S(0), true}).ok());
        QVERIFY(!c.apply(VoteCommand{S(0), false}).ok()); // once only
        QVERIFY(c.apply(VoteCommand{S(1), true}).ok());
        QVERIFY(c.apply(VoteCommand{S(2), false}).ok());
        QCOMPARE(c.phase(), CharlestonPhase::Vote);
        QVERIFY(c.apply(VoteCommand{S(3), true}).ok());
        QCOMPARE(c.phase(), CharlestonPhase::Courtesy);
    }

    void theSecondCharlestonGoesLeftAcrossRightWithTheBlindOnTheLastRight()
    {
        Charleston c = startPlain();
        passAll(c);
        passAll(c);
        passAll(c);
        voteAll(c, {true, true, true, true});
        QCOMPARE(c.phase(), CharlestonPhase::SecondLeft);
        const Status blindLeft = c.apply(PassCommand{S(0), firstThree(c, S(0), 2), 1});
        QVERIFY(!blindLeft.ok());
        for (auto [phase, steps] : {std::pair{CharlestonPhase::SecondLeft, -1}, {CharlestonPhase::SecondAcross, 2}}) {
            QCOMPARE(c.phase(), phase);
            PerSeat<std::vector<TileId>> passed(4);
            for (int s = 0; s < 4; ++s)
                passed[s] = firstThree(c, S(s));
            passAll(c);
            for (int s = 0; s < 4; ++s)
                for (TileId t : passed[s])
                    QVERIFY(holds(c, S(s).next(steps, 4), t));
        }
        QCOMPARE(c.phase(), CharlestonPhase::SecondRight);
        // The last right: seat 1 passes on one of the tiles from seat 0 blind.
        const auto from0 = firstThree(c, S(0));
        QVERIFY(c.apply(PassCommand{S(0), from0}).ok());
        QVERIFY(c.apply(PassCommand{S(1), firstThree(c, S(1), 2), 1}).ok());
        QVERIFY(c.apply(PassCommand{S(2), firstThree(c, S(2))}).ok());
        QVERIFY(c.apply(PassCommand{S(3), firstThree(c, S(3))}).ok());
        QVERIFY(holds(c, S(2), from0[0])); // the first to arrive went on blind
        QVERIFY(holds(c, S(1), from0[1]));
        QCOMPARE(c.phase(), CharlestonPhase::Courtesy);
    }

    void courtesyExchangesTheLowerOffer()
    {
        Charleston c = startPlain();
        passAll(c);
        passAll(c);
        passAll(c);
        voteAll(c, {false, false, false, false});
        QCOMPARE(c.phase(), CharlestonPhase::Courtesy);
        QVERIFY(!c.apply(CourtesyOfferCommand{S(0), 4}).ok());
        QVERIFY(!c.apply(CourtesyPassCommand{S(0), firstThree(c, S(0), 1)}).ok()); // no offers yet
        QVERIFY(c.apply(CourtesyOfferCommand{S(0), 3}).ok());
        QVERIFY(c.apply(CourtesyOfferCommand{S(2), 1}).ok());
        QVERIFY(c.apply(CourtesyOfferCommand{S(1), 0}).ok());
        QVERIFY(c.apply(CourtesyOfferCommand{S(3), 2}).ok());
        // Seats 1 and 3 agreed on none.
        const Status none = c.apply(CourtesyPassCommand{S(3), firstThree(c, S(3), 2)});
        QVERIFY(!none.ok());
        QVERIFY2(none.error().find("no tiles") != std::string::npos, none.error().c_str());
        QVERIFY(!c.awaits(S(1)) && !c.awaits(S(3)));
        // Seats 0 and 2 exchange one.
        const Status tooMany = c.apply(CourtesyPassCommand{S(0), firstThree(c, S(0), 3)});
        QVERIFY(!tooMany.ok());
        QVERIFY2(tooMany.error().find("agreed to pass 1, not 3") != std::string::npos, tooMany.error().c_str());
        const auto give0 = firstThree(c, S(0), 1);
        const auto give2 = firstThree(c, S(2), 1);
        QVERIFY(c.apply(CourtesyPassCommand{S(0), give0}).ok());
        QCOMPARE(c.phase(), CharlestonPhase::Courtesy);
        QVERIFY(holds(c, S(0), give0[0])); // face down until both have laid
        QVERIFY(c.apply(CourtesyPassCommand{S(2), give2}).ok());
        QVERIFY(holds(c, S(2), give0[0]));
        QVERIFY(holds(c, S(0), give2[0]));
        QCOMPARE(c.phase(), CharlestonPhase::Done);
        const Status over = c.apply(VoteCommand{S(0), true});
        QVERIFY(!over.ok());
        QVERIFY2(over.error().find("over") != std::string::npos, over.error().c_str());
    }

    void courtesyOfNoneEndsAtOnce()
    {
        Charleston c = startPlain();
        passAll(c);
        passAll(c);
        passAll(c);
        voteAll(c, {true, false, true, true});
        for (int s = 0; s < 4; ++s)
            QVERIFY(c.apply(CourtesyOfferCommand{S(s), s == 0 ? 0 : 3}).ok());
        // 1 and 3 still owe their tiles.
        QCOMPARE(c.phase(), CharlestonPhase::Courtesy);
        QVERIFY(c.awaits(S(1)) && !c.awaits(S(0)));
        QVERIFY(c.apply(CourtesyPassCommand{S(1), firstThree(c, S(1))}).ok());
        QVERIFY(c.apply(CourtesyPassCommand{S(3), firstThree(c, S(3))}).ok());
        QCOMPARE(c.phase(), CharlestonPhase::Done);
    }

    // Random Charlestons from real deals: random seats' order, random blind counts, votes and
    // offers, with illegal commands thrown in; afterwards every tile is still held once, each
    // joker by the seat dealt it, each seat holds as many as it was dealt, and no seat's view
    // shows a tile it neither passed nor picked up.
    void randomCharlestonsConserveTilesAndPrivacy()
    {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const AmericanSetup setup = performAmericanSetup(seed);
            const auto dealt = dealtHands(setup.table);
            auto started = Charleston::start(set152(), dealt);
            QVERIFY(started.ok());
            Charleston c = *started;
            Rng rng(seed * 7919);
            int steps = 0;
            while (c.phase() != CharlestonPhase::Done && ++steps < 200) {
                std::vector<Seat> owing;
                for (int s = 0; s < 4; ++s)
                    if (c.awaits(S(s)))
                        owing.push_back(S(s));
                QVERIFY(!owing.empty());
                const Seat seat = owing[rng.below(owing.size())];
                const auto before = c.events().size();
                // An illegal try first: a joker if held, else a tile of another seat.
                std::vector<TileId> bad = firstThree(c, seat, 2);
                TileId intruder = c.hand(seat.next(1, 4)).front();
                for (TileId t : c.hand(seat))
                    if (isJoker(t))
                        intruder = t;
                bad.push_back(intruder);
                if (isPassPhase(c.phase()))
                    QVERIFY(!c.apply(PassCommand{seat, bad}).ok());
                QCOMPARE(c.events().size(), before);

                std::vector<TileId> mine;
                for (TileId t : c.hand(seat))
                    if (!isJoker(t))
                        mine.push_back(t);
                rng.shuffle(mine);
                Status st = success();
                if (isPassPhase(c.phase())) {
                    const int blind = allowsBlind(c.phase()) ? rng.between(0, 3) : 0;
                    mine.resize(static_cast<std::size_t>(3 - blind));
                    st = c.apply(PassCommand{seat, mine, blind});
                } else if (c.phase() == CharlestonPhase::Vote) {
                    st = c.apply(VoteCommand{seat, rng.below(3) != 0});
                } else {
                    std::optional<int> agreed;
                    for (const CharlestonEvent& e : c.events())
                        if (e.kind == CharlestonEventKind::CourtesyAgreed && (e.seat == seat || e.from == seat))
                            agreed = e.count;
                    bool offered = false;
                    for (const CharlestonEvent& e : c.events())
                        offered = offered || (e.kind == CharlestonEventKind::CourtesyOffered && e.seat == seat);
                    if (!offered) {
                        st = c.apply(CourtesyOfferCommand{seat, rng.between(0, 3)});
                    } else {
                        QVERIFY(agreed.has_value());
                        mine.resize(static_cast<std::size_t>(*agreed));
                        st = c.apply(CourtesyPassCommand{seat, mine});
                    }
                }
                QVERIFY2(st.ok(), st.ok() ? "" : st.error().c_str());
            }
            QCOMPARE(c.phase(), CharlestonPhase::Done);

            std::set<int> all;
            for (int s = 0; s < 4; ++s) {
                QCOMPARE(c.hand(S(s)).size(), dealt[s].size());
                for (TileId t : c.hand(S(s)))
                    QVERIFY(all.insert(t.value).second);
                for (TileId t : dealt[s])
                    if (isJoker(t))
                        QVERIFY(holds(c, S(s), t));
            }
            QCOMPARE(all.size(), std::size_t(53));
            for (int s = 0; s < 4; ++s) {
                std::set<int> known;
                for (TileId t : dealt[s])
                    known.insert(t.value);
                for (const CharlestonEvent& e : c.eventsSeenBy(S(s))) {
                    if (!e.tiles.empty())
                        QCOMPARE(e.seat, S(s)); // only its own private events carry tiles
                    if (e.kind == CharlestonEventKind::TilesReceived)
                        for (TileId t : e.tiles)
                            known.insert(t.value);
                    if (e.kind == CharlestonEventKind::PassGiven)
                        for (TileId t : e.tiles)
                            QVERIFY2(known.count(t.value), "a seat passed a tile it was never shown");
                }
                // Everything the seat holds at the end it was dealt or picked up in its view.
                for (TileId t : c.hand(S(s)))
                    QVERIFY(known.count(t.value));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestAmericanCharleston)
#include "tst_american_charleston.moc"
