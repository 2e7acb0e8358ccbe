// American mahjong's play behind the variant interface (issue 17; seed 002; docs/rules/american.md,
// "Play"): every rule as a scenario on a stacked deal in tile notation (american_setup.h's
// StackedDeal), refusals, joker exchange, dead hands, payments, the Charleston as actions
// (privacy, conservation, house options), records, replay and views; and many random games
// (the "random" agent) with the table's invariant after every event.
#include "core/notation.h"
#include "core/rng.h"
#include "record/record_json.h"
#include "variants/american/american_game.h"
#include "variants/american/american_match.h"
#include "variants/american/american_random_agent.h"
#include "variants/american/variant/american_variant.h"
#include "variants/registry/builtin_variants.h"

#include "replay_checks.h"

#include <QtTest>

#include <fstream>
#include <sstream>

using namespace mj;
using namespace mj::american;

namespace {

const TileSet& americanSet() { return **TileSet::byName("american-152"); }

std::vector<TileKind> kinds(const char* text)
{
    auto parsed = parseKinds(text, americanSet());
    if (!parsed)
        qFatal("bad notation %s: %s", text, parsed.error().c_str());
    return *parsed;
}

// A game of a stacked deal with no Charleston: East is seat 0 unless told.
std::unique_ptr<AmericanGame> stacked(std::vector<const char*> hands, const char* wall, Seat east = Seat::of(0),
                                      const std::string& ruleset = "american-no-charleston")
{
    StackedDeal deal;
    deal.east = east;
    for (int s = 0; s < 4 && s < static_cast<int>(hands.size()); ++s)
        deal.hands[s] = kinds(hands[static_cast<std::size_t>(s)]);
    deal.wall = kinds(wall);
    auto setup = stackedAmericanSetup(deal);
    if (!setup)
        qFatal("stacked deal refused: %s", setup.error().c_str());
    auto rules = americanRules(ruleset);
    if (!rules)
        qFatal("%s", rules.error().c_str());
    return std::make_unique<AmericanGame>(std::move(*rules), *setup, true);
}

// The first tile of `kind` in the seat's hand.
int tileOf(const AmericanGame& g, Seat seat, const char* kind)
{
    const TileKind k = kinds(kind).front();
    for (TileId t : g.table().hand(seat))
        if (g.table().tileSet().kindOf(t) == k)
            return t.value;
    qFatal("seat %d holds no %s", seat.index(), kind);
    return -1;
}

Action act(Seat seat, ActionType type, int tile = -1)
{
    Action a{seat, type};
    a.tile = tile;
    return a;
}

Action callAction(Seat seat, const char* kind, int size, int jokers)
{
    Action a{seat, ActionType::Call};
    a.kind = kinds(kind).front().index();
    a.count = static_cast<std::int8_t>(size);
    a.from = static_cast<std::int8_t>(jokers);
    return a;
}

bool has(const std::vector<Action>& legal, const Action& a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); }

void mustApply(AmericanGame& g, const Action& a)
{
    const Status s = g.apply(a);
    if (!s)
        qFatal("refused %s of seat %d: %s", actionTypeName(a.type).c_str(), a.seat.index(), s.error().c_str());
}

// Every other seat passes the discard on offer.
void othersPass(AmericanGame& g)
{
    for (int s = 0; s < 4; ++s)
        if (has(g.legalActions(Seat::of(s)), act(Seat::of(s), ActionType::Pass)))
            mustApply(g, act(Seat::of(s), ActionType::Pass));
}

// Plays a game to its end with random agents; the number of actions.
int playRandom(VariantGame& game, std::uint64_t seed)
{
    PerSeat<std::unique_ptr<RandomAgent>> agents(4);
    for (int s = 0; s < 4; ++s)
        agents[s] = std::make_unique<RandomAgent>(seed * 4 + static_cast<std::uint64_t>(s));
    int actions = 0;
    while (!game.over() && actions < 20000) {
        const Seat seat = game.seatToAct();
        const auto& legal = game.legalActions(seat);
        if (legal.empty())
            qFatal("seat %d must act with no legal action in phase %s", seat.index(), game.phase().c_str());
        const Status s = game.apply(agents[seat]->choose(legal));
        if (!s)
            qFatal("a legal action was refused: %s", s.error().c_str());
        ++actions;
    }
    return actions;
}

// Line indices of the practice card by their hand text.
int lineOf(const AmericanGame& g, const std::string& text)
{
    const auto& lines = g.rules().card->card().lines;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].handText() == text)
            return static_cast<int>(i);
    return -1;
}

} // namespace

class TestAmericanGame : public QObject {
    Q_OBJECT

private slots:
    void randomGamesEndAndConserveTiles()
    {
        const Variant& v = **variantByName("american");
        int wins = 0, wallGames = 0, allDead = 0;
        for (const std::string& ruleset : v.rulesets())
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                auto game = std::move(v.newGame(ruleset, seed)).value();
                playRandom(*game, seed);
                QVERIFY(game->over());
                QVERIFY(game->record().events.size() > 60);
                const auto& table = AmericanGame::of(*game)->table();
                QVERIFY(table.checkInvariant().ok());
                const auto balance = game->balance();
                QCOMPARE(balance[0] + balance[1] + balance[2] + balance[3], 0);
                (game->winner() ? wins : wallGames) += 1;
                const auto& end = std::get<GameEndEvent>(game->record().events.back());
                allDead += end.reason == "every hand is dead" ? 1 : 0;
            }
        QVERIFY(wallGames > 0);
        qInfo("random play: %d won, %d without a winner (%d of them with every hand dead)", wins, wallGames, allDead);
    }

    // Random play that never declares Mah Jongg in error nor calls a hand dead, so games run
    // to the wall with calls and joker exchanges on the way: every game ends as a wall game
    // or a Mah Jongg, replays from its record to the same events, and conserves its tiles.
    void cautiousRandomGamesReachTheWall()
    {
        const Variant& v = americanVariant();
        int wallGames = 0, calls = 0, exchanges = 0, won = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            auto made = std::move(v.newGame("american", seed)).value();
            auto* g = const_cast<AmericanGame*>(AmericanGame::of(*made));
            Rng rng(seed);
            while (!g->over()) {
                const Seat seat = g->seatToAct();
                std::vector<Action> legal;
                for (const Action& a : g->legalActions(seat))
                    if ((a.type != ActionType::Win || g->completesALine(seat)) && a.type != ActionType::CallDead)
                        legal.push_back(a);
                // Take a Mah Jongg when there is one, else choose at random.
                auto best = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
                    return a.type == ActionType::Win || a.type == ActionType::ClaimWin;
                });
                const Action choice = best != legal.end() ? *best : legal[static_cast<std::size_t>(rng.below(legal.size()))];
                calls += choice.type == ActionType::Call ? 1 : 0;
                exchanges += choice.type == ActionType::JokerExchange ? 1 : 0;
                mustApply(*g, choice);
            }
            const auto& end = std::get<GameEndEvent>(g->record().events.back());
            wallGames += end.reason == "wall game" ? 1 : 0;
            won += g->winner() ? 1 : 0;
            QVERIFY(end.reason == "wall game" || g->winner());
            std::stringstream text;
            writeRecord(text, g->record());
            auto read = readRecord(text);
            QVERIFY(read);
            auto replayed = v.replay(read->record);
            QVERIFY2(replayed, replayed ? "" : replayed.error().c_str());
            QVERIFY((*replayed)->record().events == g->record().events);
            QVERIFY(g->table().checkInvariant().ok());
        }
        qInfo("cautious random play: %d wall games, %d won, %d calls, %d joker exchanges", wallGames, won, calls, exchanges);
        QVERIFY(wallGames > 0);
        QVERIFY(calls > 0);
    }

    // Seed 002: a hand exactly a line of the card, declared on one's turn, wins; self-drawn
    // (East's dealt 14 count as such) everyone pays double, and no jokers doubles again.
    void selfDrawnMahJonggJokerlessPaysFourTimes()
    {
        auto g = stacked({"4444z111z333z2222z", "123456789m1234p", "123456789s5678p", "123456789m9p567s"}, "");
        QCOMPARE(g->playPhase(), AmericanPhase::Act);
        QCOMPARE(g->turn(), Seat::of(0));
        QVERIFY(has(g->legalActions(Seat::of(0)), act(Seat::of(0), ActionType::Win)));
        mustApply(*g, act(Seat::of(0), ActionType::Win));
        QVERIFY(g->over());
        QCOMPARE(g->winner(), std::optional<Seat>(Seat::of(0)));
        QCOMPARE(g->balance(), (PerSeat<int>{300, -100, -100, -100}));
        QVERIFY(std::holds_alternative<PaymentEvent>(g->record().events[g->record().events.size() - 2]));
        for (TileId t : g->table().hand(Seat::of(0)))
            QVERIFY(g->table().isFaceUp(t)); // the winning hand is shown
    }

    // Off a discard: the discarder pays double, the others single; no jokers doubles each.
    void mahJonggOffADiscard()
    {
        auto g = stacked({"2z123456789m1234p", "4444z111z333z222z", "123456789s5678p", "56789m9p1234567s"}, "");
        QVERIFY(!has(g->legalActions(Seat::of(1)), act(Seat::of(1), ActionType::ClaimWin)));
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "2z")));
        QCOMPARE(g->playPhase(), AmericanPhase::Claims);
        QVERIFY(has(g->legalActions(Seat::of(1)), act(Seat::of(1), ActionType::ClaimWin)));
        QVERIFY(!has(g->legalActions(Seat::of(2)), act(Seat::of(2), ActionType::ClaimWin)));
        mustApply(*g, act(Seat::of(1), ActionType::ClaimWin));
        QVERIFY(!g->over()); // the others still answer
        mustApply(*g, act(Seat::of(2), ActionType::Pass));
        mustApply(*g, act(Seat::of(3), ActionType::Pass));
        QVERIFY(g->over());
        QCOMPARE(g->winner(), std::optional<Seat>(Seat::of(1)));
        QCOMPARE(g->balance(), (PerSeat<int>{-100, 200, -50, -50}));
        QCOMPARE(g->table().hand(Seat::of(1)).size(), std::size_t(14));
    }

    void aJokerInTheHandPaysSingle()
    {
        auto g = stacked({"2z123456789m1234p", "4444z111z33z1j222z", "123456789s5678p", "56789m9p1234567s"}, "");
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "2z")));
        mustApply(*g, act(Seat::of(1), ActionType::ClaimWin));
        othersPass(*g);
        QCOMPARE(g->balance(), (PerSeat<int>{-50, 100, -25, -25}));
    }

    // Mah Jongg beats a call, even from a seat farther in turn.
    void mahJonggBeatsACall()
    {
        auto g = stacked({"1z123456789m1234p", "1z1j123456789s56p", "4444z11z333z2222z", "56789m789p1234s5s"}, "");
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "1z")));
        QVERIFY(has(g->legalActions(Seat::of(1)), callAction(Seat::of(1), "1z", 3, 1)));
        mustApply(*g, callAction(Seat::of(1), "1z", 3, 1));
        // A losing call is its caller's own: the others are not sent it.
        QVERIFY(!g->viewOf(g->record().events.size() - 1, Seat::of(2)));
        QVERIFY(g->viewOf(g->record().events.size() - 1, Seat::of(1)));
        mustApply(*g, act(Seat::of(2), ActionType::ClaimWin));
        mustApply(*g, act(Seat::of(3), ActionType::Pass));
        QCOMPARE(g->winner(), std::optional<Seat>(Seat::of(2)));
        QVERIFY(g->table().exposed(Seat::of(1)).empty());
    }

    // Two calls: the seat nearest in turn after the discarder takes the tile; the seat between
    // loses its turn; the set lies exposed, face up, and the caller discards.
    void theNearestCallerTakesTheDiscard()
    {
        auto g = stacked({"5m12346789m1234p5p", "123456789s678p", "55m1z2z3z4z6789p1s", "5m1j1234567z2s3s4s"}, "");
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "5m")));
        QVERIFY(has(g->legalActions(Seat::of(2)), callAction(Seat::of(2), "5m", 3, 0)));
        QVERIFY(has(g->legalActions(Seat::of(3)), callAction(Seat::of(3), "5m", 3, 1)));
        // Never for a pair or a single: every call is a set of three or more.
        for (int s = 1; s < 4; ++s)
            for (const Action& a : g->legalActions(Seat::of(s)))
                if (a.type == ActionType::Call)
                    QVERIFY(a.count >= 3 && a.count <= 6);
        mustApply(*g, callAction(Seat::of(3), "5m", 3, 1));
        mustApply(*g, act(Seat::of(1), ActionType::Pass));
        mustApply(*g, callAction(Seat::of(2), "5m", 3, 0));
        QCOMPARE(g->playPhase(), AmericanPhase::Act);
        QCOMPARE(g->turn(), Seat::of(2));
        QCOMPARE(g->table().exposed(Seat::of(2)).size(), std::size_t(1));
        for (TileId t : g->table().exposed(Seat::of(2)).front())
            QVERIFY(g->table().isFaceUp(t));
        QCOMPARE(g->table().hand(Seat::of(2)).size(), std::size_t(11));
        QCOMPARE(g->table().hand(Seat::of(3)).size(), std::size_t(13));
        QVERIFY(g->table().exposed(Seat::of(3)).empty());
        // The caller discards; the turn goes on to its right (seat 3), seat 1 skipped.
        mustApply(*g, act(Seat::of(2), ActionType::Discard, tileOf(*g, Seat::of(2), "1s")));
        othersPass(*g);
        QCOMPARE(g->playPhase(), AmericanPhase::Draw);
        QCOMPARE(g->turn(), Seat::of(3));
    }

    // Only the most recent discard: once it is passed, nobody may call it.
    void onlyTheMostRecentDiscardIsCalled()
    {
        auto g = stacked({"5m12346789m1234p5p", "123456789s678p", "55m1z2z3z4z6789p1s", "5m1j1234567z2s3s4s"}, "9s");
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "5m")));
        othersPass(*g);
        QCOMPARE(g->playPhase(), AmericanPhase::Draw);
        QCOMPARE(g->legalActions(Seat::of(1)), std::vector<Action>{act(Seat::of(1), ActionType::Draw)});
        QVERIFY(g->legalActions(Seat::of(2)).empty());
        QVERIFY(!g->apply(callAction(Seat::of(2), "5m", 3, 0)));
        mustApply(*g, act(Seat::of(1), ActionType::Draw));
        QCOMPARE(g->table().hand(Seat::of(1)).size(), std::size_t(14));
        QCOMPARE(g->table().tileSet().kindOf(g->table().hand(Seat::of(1)).back()), kinds("9s").front());
    }

    // A concealed (C) line: every tile from the wall but the last, which may be a discard.
    void aConcealedLinesLastTileMayBeCalledForMahJongg()
    {
        auto g = stacked({"3m123456789p12s4s5s", "44z11z33z22z11m22m3m", "6789s456789m1z2z3z", "1234567s5m4z3z2z1z"}, "");
        const int line = lineOf(*g, "NN EE WW SS 11a 22a 33a");
        QVERIFY(line >= 0);
        QVERIFY(g->rules().card->card().lines[static_cast<std::size_t>(line)].concealed);
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "3m")));
        QVERIFY(has(g->legalActions(Seat::of(1)), act(Seat::of(1), ActionType::ClaimWin)));
        mustApply(*g, act(Seat::of(1), ActionType::ClaimWin));
        othersPass(*g);
        QCOMPARE(g->winner(), std::optional<Seat>(Seat::of(1)));
        // C 50, off the discard: the discarder double, the others single; a singles-and-pairs
        // line is not doubled for having no jokers.
        QCOMPARE(g->balance(), (PerSeat<int>{-100, 200, -50, -50}));
    }

    // Joker exchange: on one's turn a natural tile takes the place of the joker standing for it
    // in an exposure, and the joker comes to the hand; not for another tile, not out of turn.
    void jokerExchange()
    {
        auto g = stacked({"1z123456789m1234p", "123456789s5678p", "1z1z1j6789m5678p9s", "1z123456789p123s"}, "4s5s");
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "1z")));
        mustApply(*g, act(Seat::of(1), ActionType::Pass));
        mustApply(*g, callAction(Seat::of(2), "1z", 3, 1));
        mustApply(*g, act(Seat::of(3), ActionType::Pass));
        QCOMPARE(g->table().exposed(Seat::of(2)).front().size(), std::size_t(3));
        // Seat 3 holds a 1z but it is not its turn.
        Action exchange{Seat::of(3), ActionType::JokerExchange};
        exchange.tile = tileOf(*g, Seat::of(3), "1z");
        exchange.from = 2;
        exchange.to = 0;
        QVERIFY(!has(g->legalActions(Seat::of(3)), exchange));
        QVERIFY(!g->apply(exchange));
        mustApply(*g, act(Seat::of(2), ActionType::Discard, tileOf(*g, Seat::of(2), "9s")));
        othersPass(*g);
        mustApply(*g, act(Seat::of(3), ActionType::Draw));
        QVERIFY(has(g->legalActions(Seat::of(3)), exchange));
        Action wrongTile = exchange;
        wrongTile.tile = tileOf(*g, Seat::of(3), "2p");
        QVERIFY(!has(g->legalActions(Seat::of(3)), wrongTile));
        QVERIFY(!g->apply(wrongTile));
        mustApply(*g, exchange);
        const auto& set = g->table().tileSet();
        for (TileId t : g->table().exposed(Seat::of(2)).front())
            QCOMPARE(set.kindOf(t), kinds("1z").front());
        QVERIFY(std::any_of(g->table().hand(Seat::of(3)).begin(), g->table().hand(Seat::of(3)).end(),
                            [&](TileId t) { return set.kindOf(t).suit() == Suit::Jokers; }));
        QCOMPARE(g->table().hand(Seat::of(3)).size(), std::size_t(14));
        QCOMPARE(g->playPhase(), AmericanPhase::Act); // still to discard
        QVERIFY(!has(g->legalActions(Seat::of(3)), exchange)); // no joker left there
    }

    // Mah Jongg in error: the hand is laid face up and dead; it answers no discard any more
    // and its turns are skipped, and it still pays the winner.
    void mahJonggInErrorKillsTheHand()
    {
        auto g = stacked({"123456789m1234p5p", "4444z111z333z222z", "123456789s5678p", "56789m9p1234567s"}, "2z9s");
        mustApply(*g, act(Seat::of(0), ActionType::Win));
        QVERIFY(g->isDead(Seat::of(0)));
        QVERIFY(!g->over());
        for (TileId t : g->table().hand(Seat::of(0)))
            QVERIFY(g->table().isFaceUp(t));
        QCOMPARE(g->playPhase(), AmericanPhase::Draw);
        QCOMPARE(g->turn(), Seat::of(1));
        mustApply(*g, act(Seat::of(1), ActionType::Draw));
        QVERIFY(has(g->legalActions(Seat::of(1)), act(Seat::of(1), ActionType::Win)));
        mustApply(*g, act(Seat::of(1), ActionType::Win));
        QCOMPARE(g->winner(), std::optional<Seat>(Seat::of(1)));
        QCOMPARE(g->balance(), (PerSeat<int>{-100, 300, -100, -100}));
    }

    // A hand called dead: its exposure (a quint of North) fits only a line that needs a pair of
    // East, and all four East are discarded. Called before that, the call is wrong and the
    // caller's hand is dead instead.
    void deadHandCalledRightAndWrong()
    {
        const std::vector<const char*> hands{"4z1z123456789m123p", "1z456789p123456s", "444z1z1j789s12345m", "1z555z666z777z678m"};
        {
            auto g = stacked(hands, "9m9p9s2z2z");
            mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "4z")));
            mustApply(*g, act(Seat::of(1), ActionType::Pass));
            mustApply(*g, callAction(Seat::of(2), "4z", 5, 1));
            mustApply(*g, act(Seat::of(3), ActionType::Pass));
            QVERIFY(!g->handIsDead(Seat::of(2)));
            mustApply(*g, act(Seat::of(2), ActionType::Discard, tileOf(*g, Seat::of(2), "1z")));
            othersPass(*g);
            mustApply(*g, act(Seat::of(3), ActionType::Draw));
            Action callDead{Seat::of(3), ActionType::CallDead};
            callDead.from = 2;
            QVERIFY(has(g->legalActions(Seat::of(3)), callDead));
            mustApply(*g, callDead); // wrong: two East are still to come
            QVERIFY(g->isDead(Seat::of(3)));
            QVERIFY(!g->isDead(Seat::of(2)));
            QCOMPARE(g->playPhase(), AmericanPhase::Draw);
            QCOMPARE(g->turn(), Seat::of(0));
        }
        auto g = stacked(hands, "9m9p9s2z2z");
        mustApply(*g, act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "4z")));
        mustApply(*g, act(Seat::of(1), ActionType::Pass));
        mustApply(*g, callAction(Seat::of(2), "4z", 5, 1));
        mustApply(*g, act(Seat::of(3), ActionType::Pass));
        mustApply(*g, act(Seat::of(2), ActionType::Discard, tileOf(*g, Seat::of(2), "1z")));
        for (int s : {3, 0, 1}) {
            othersPass(*g);
            mustApply(*g, act(Seat::of(s), ActionType::Draw));
            mustApply(*g, act(Seat::of(s), ActionType::Discard, tileOf(*g, Seat::of(s), "1z")));
        }
        othersPass(*g);
        mustApply(*g, act(Seat::of(2), ActionType::Draw));
        mustApply(*g, act(Seat::of(2), ActionType::Discard, tileOf(*g, Seat::of(2), "2z")));
        othersPass(*g);
        mustApply(*g, act(Seat::of(3), ActionType::Draw));
        QVERIFY(g->handIsDead(Seat::of(2)));
        Action callDead{Seat::of(3), ActionType::CallDead};
        callDead.from = 2;
        mustApply(*g, callDead);
        QVERIFY(g->isDead(Seat::of(2)));
        QVERIFY(!g->isDead(Seat::of(3)));
        QCOMPARE(g->turn(), Seat::of(3));
        mustApply(*g, act(Seat::of(3), ActionType::Discard, tileOf(*g, Seat::of(3), "2z")));
        QVERIFY(g->legalActions(Seat::of(2)).empty()); // a dead hand answers nothing
    }

    // The wall runs out: no winner, nothing paid; every tile was drawn (the break lifts none).
    void wallGame()
    {
        auto g = stacked({}, "");
        int guard = 0;
        while (!g->over() && ++guard < 1000) {
            const Seat seat = g->seatToAct();
            switch (g->playPhase()) {
            case AmericanPhase::Act: mustApply(*g, act(seat, ActionType::Discard, g->table().hand(seat).back().value)); break;
            case AmericanPhase::Claims: mustApply(*g, act(seat, ActionType::Pass)); break;
            case AmericanPhase::Draw: mustApply(*g, act(seat, ActionType::Draw)); break;
            default: QFAIL("unexpected phase");
            }
        }
        QVERIFY(g->over());
        QCOMPARE(g->winner(), std::optional<Seat>());
        QCOMPARE(g->balance(), (PerSeat<int>{0, 0, 0, 0}));
        QCOMPARE(std::get<GameEndEvent>(g->record().events.back()).reason, std::string("wall game"));
        QCOMPARE(static_cast<int>(g->table().discards(Seat::of(0)).size() + g->table().discards(Seat::of(1)).size() +
                                  g->table().discards(Seat::of(2)).size() + g->table().discards(Seat::of(3)).size()),
                 99 + 1);
    }

    // A refused action says why and changes nothing.
    void refusalsChangeNothing()
    {
        auto g = stacked({"2z123456789m1234p", "4444z111z333z222z", "123456789s5678p", "56789m9p1234567s"}, "");
        const std::size_t events = g->record().events.size();
        const Status wrongSeat = g->apply(act(Seat::of(1), ActionType::Discard, tileOf(*g, Seat::of(1), "4z")));
        QVERIFY(!wrongSeat);
        QVERIFY(!g->apply(act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(1), "4z"))));
        QVERIFY(!g->apply(act(Seat::of(0), ActionType::PassTile, tileOf(*g, Seat::of(0), "2z"))));
        QVERIFY(!g->apply(act(Seat::of(0), ActionType::Draw)));
        QCOMPARE(g->record().events.size(), events);
        QCOMPARE(g->refusalOf(act(Seat::of(0), ActionType::Draw)).id, MessageId::RefusedAmericanAction);
        QVERIFY(g->refusalOf(act(Seat::of(0), ActionType::Discard, tileOf(*g, Seat::of(0), "2z"))).args.empty());
    }

    // The Charleston through actions: each seat lays three tiles (never a joker), the tiles
    // change hands face down only when all four have laid; the vote; the courtesy offer; then
    // East discards. "american-short" asks no vote and no courtesy.
    void charlestonAsActions()
    {
        for (const char* ruleset : {"american", "american-short"}) {
            auto g = std::move(americanVariant().newGame(ruleset, 77)).value();
            auto* game = const_cast<AmericanGame*>(AmericanGame::of(*g));
            QCOMPARE(game->playPhase(), AmericanPhase::Charleston);
            bool votes = false, offers = false;
            int guard = 0;
            while (game->playPhase() == AmericanPhase::Charleston && ++guard < 500) {
                const Seat seat = game->seatToAct();
                const auto& legal = game->legalActions(seat);
                QVERIFY(!legal.empty());
                for (const Action& a : legal)
                    if (a.type == ActionType::PassTile)
                        QVERIFY(game->table().tileSet().kindOf(TileId{static_cast<std::uint16_t>(a.tile)}).suit() != Suit::Jokers);
                Action choice = legal.front();
                for (const Action& a : legal) {
                    votes = votes || a.type == ActionType::Vote;
                    offers = offers || a.type == ActionType::CourtesyOffer;
                    if (a.type == ActionType::Vote && a.count == 1)
                        choice = a; // everyone votes for the second Charleston
                    if (a.type == ActionType::CourtesyOffer && a.count == 2)
                        choice = a;
                }
                const std::size_t before = game->record().events.size();
                mustApply(*game, choice);
                // A pass's tiles stay in the hand until all four have laid theirs.
                if (choice.type == ActionType::PassTile)
                    for (std::size_t e = before + 1; e < game->record().events.size(); ++e) {
                        const auto* move = std::get_if<MoveEvent>(&game->record().events[e]);
                        QVERIFY(move && move->to.zone == Zone::Hand && move->face == Face::Down);
                    }
            }
            QCOMPARE(votes, std::string(ruleset) == "american");
            QCOMPARE(offers, std::string(ruleset) == "american");
            QCOMPARE(game->playPhase(), AmericanPhase::Act);
            QCOMPARE(game->turn(), game->east());
            for (int s = 0; s < 4; ++s)
                QCOMPARE(static_cast<int>(game->table().hand(Seat::of(s)).size()), Seat::of(s) == game->east() ? 14 : 13);
            QVERIFY(game->table().checkInvariant().ok());
        }
    }

    // The blind pass on the first left: a seat that passes all three blind keeps its hand as
    // it was, and is never shown the tiles that went through it.
    void aBlindPassIsNeverSeen()
    {
        auto made = std::move(americanVariant().newGame("american", 12)).value();
        auto* g = const_cast<AmericanGame*>(AmericanGame::of(*made));
        const Seat blind = Seat::of(1);
        auto layThree = [&](Seat seat) {
            for (int i = 0; i < 3; ++i) {
                const auto& legal = g->legalActions(seat);
                const auto tile = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::PassTile; });
                QVERIFY(tile != legal.end());
                mustApply(*g, *tile);
            }
        };
        for (int pass = 0; pass < 2; ++pass)
            for (int s = 0; s < 4; ++s)
                layThree(Seat::of(s));
        QCOMPARE(g->charleston()->phase(), CharlestonPhase::FirstLeft);
        const std::vector<TileId> before = g->table().hand(blind);
        const std::size_t from = g->record().events.size();
        Action passBlind{blind, ActionType::PassBlind};
        passBlind.count = 3;
        QVERIFY(has(g->legalActions(blind), passBlind));
        mustApply(*g, passBlind);
        for (int s = 0; s < 4; ++s)
            if (Seat::of(s) != blind)
                layThree(Seat::of(s));
        QCOMPARE(g->charleston()->phase(), CharlestonPhase::Vote);
        auto sorted = [](std::vector<TileId> t) {
            std::sort(t.begin(), t.end(), [](TileId a, TileId b) { return a.value < b.value; });
            return t;
        };
        QCOMPARE(sorted(g->table().hand(blind)), sorted(before));
        int moves = 0;
        for (std::size_t e = from; e < g->record().events.size(); ++e) {
            if (!std::holds_alternative<MoveEvent>(g->record().events[e]))
                continue;
            ++moves;
            const auto view = g->viewOf(e, blind);
            QVERIFY(view);
            QCOMPARE(std::get<MoveEvent>(view->event).tile, kHiddenTile);
        }
        QCOMPARE(moves, 9); // three seats' three tiles, each straight to its last holder
        // No blind pass where the phase allows none.
        QVERIFY(std::none_of(g->legalActions(blind).begin(), g->legalActions(blind).end(),
                             [](const Action& a) { return a.type == ActionType::PassBlind; }));
    }

    // A card of one's own is a ruleset's path; a card with errors is refused with each error's
    // FILE:LINE:COLUMN.
    void aCardFileIsARuleset()
    {
        QTemporaryDir dir;
        const std::string good = (dir.path() + "/good.card").toStdString();
        const std::string bad = (dir.path() + "/bad.card").toStdString();
        {
            std::ofstream(good) << "title Test\n[winds-dragons]\nNNNN EEE WWW SSSS X 25\n";
            std::ofstream(bad) << "title Test\n[winds-dragons]\nNNNN EEE WWW SSSS X 25\nNNQN EEE X 25\n";
        }
        const auto ok = americanRules(good);
        QVERIFY2(ok, ok ? "" : ok.error().c_str());
        QCOMPARE(ok->card->lineCount(), 1);
        const auto refused = americanRules(bad);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find(bad + ":4:") != std::string::npos, refused.error().c_str());
        QVERIFY(!americanRules("no-such-ruleset"));
        QVERIFY(!americanVariant().newGame("no-such-ruleset", 1));
        auto game = americanVariant().newGame(good, 5);
        QVERIFY(game);
    }

    // A card file's game keeps the card's text in its record, so it replays without the file
    // (and the same when the file changes); a tampered text is refused with its field and the
    // card's own line. The built-in rulesets' records keep none.
    void aCardFilesRecordKeepsTheCard()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/mine.card").toStdString();
        const std::string cardText = "title Mine\n[winds-dragons]\nNNNN EEE WWW SSSS X 25\nFF NNN EEE WWW SSS X 30\n";
        std::ofstream(path) << cardText;
        auto g = std::move(americanVariant().newGame(path, 12)).value();
        playRandom(*g, 12);
        QCOMPARE(g->record().header.variantRulesetText, cardText);
        std::stringstream text;
        writeRecord(text, g->record());
        QVERIFY(text.str().find("\"ruleset_text\"") != std::string::npos);
        std::ofstream(path) << "title Changed\n[winds-dragons]\nNNNN X 25\n"; // not even a valid line
        QFile::remove(QString::fromStdString(path));
        auto read = readRecord(text);
        QVERIFY(read);
        const auto again = americanVariant().replay(read->record);
        QVERIFY2(again, again ? "" : again.error().c_str());
        QCOMPARE((*again)->record().events.size(), g->record().events.size());
        QCOMPARE((*again)->winner(), g->winner());

        GameRecord tampered = read->record;
        tampered.header.variantRulesetText = "title Mine\n[winds-dragons]\nNNQN EEE X 25\n";
        const auto refused = americanVariant().replay(tampered);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("line 1: field \"ruleset_text\"") != std::string::npos, refused.error().c_str());
        QVERIFY2(refused.error().find(path + ":3:") != std::string::npos, refused.error().c_str());

        auto builtIn = std::move(americanVariant().newGame("american", 12)).value();
        QVERIFY(builtIn->record().header.variantRulesetText.empty());
        std::stringstream builtInText;
        writeRecord(builtInText, builtIn->record());
        QVERIFY(builtInText.str().find("ruleset_text") == std::string::npos);
    }

    // A record replays through the rules; a tampered one is refused with its line.
    void recordsReplayAndTamperingIsRefused()
    {
        auto g = std::move(americanVariant().newGame("american", 31)).value();
        playRandom(*g, 31);
        std::stringstream text;
        writeRecord(text, g->record());
        auto read = readRecord(text);
        QVERIFY(read);
        QVERIFY(americanVariant().replay(read->record));
        GameRecord tampered = read->record;
        for (Event& e : tampered.events)
            if (auto* a = std::get_if<ActionEvent>(&e); a && a->action.type == ActionType::Discard) {
                a->action.tile = (a->action.tile + 1) % 152;
                break;
            }
        const auto refused = americanVariant().replay(tampered);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("line ") != std::string::npos, refused.error().c_str());
        GameRecord filipino = read->record;
        filipino.header.variant = "solitaire";
        QVERIFY(!americanVariant().replay(filipino));
    }

    // Each way a record can part from the rules is refused with its own words and line.
    void replayRefusalsSayWhatAndWhere()
    {
        auto g = std::move(americanVariant().newGame("american", 31)).value();
        playRandom(*g, 31);
        replaycheck::refusalsSayWhatAndWhere(americanVariant(), g->record(), "a player's", ActionType::Sagasa);
    }

    // A stacked game's record replays too (its setup read from the record).
    void aStackedRecordReplays()
    {
        auto g = stacked({"4444z111z333z2222z"}, "");
        mustApply(*g, act(Seat::of(0), ActionType::Win));
        std::stringstream text;
        writeRecord(text, g->record());
        auto read = readRecord(text);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QVERIFY(read->record.header.stacked);
        auto replayed = americanVariant().replay(read->record);
        QVERIFY2(replayed, replayed ? "" : replayed.error().c_str());
        QCOMPARE((*replayed)->winner(), std::optional<Seat>(Seat::of(0)));
        // A stacked setup that deals another hand than 14 and 13 is refused.
        GameRecord shortDeal = read->record;
        for (std::size_t i = 0; i < shortDeal.events.size(); ++i)
            if (std::holds_alternative<ActionEvent>(shortDeal.events[i])) {
                shortDeal.events.erase(shortDeal.events.begin() + static_cast<long>(i) - 1);
                break;
            }
        const auto refused = americanVariant().replay(shortDeal);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("13") != std::string::npos, refused.error().c_str());
    }

    // The match: East moves to the right after every game, the ledger sums the balances.
    void matchMovesEastAndKeepsALedger()
    {
        AmericanMatch match(5, *americanRules("american-no-charleston"));
        std::optional<Seat> east;
        for (int i = 0; i < 6; ++i) {
            auto game = match.nextGame();
            const Seat e = AmericanGame::of(*game)->east();
            if (east)
                QCOMPARE(e, east->next(1, 4));
            east = e;
            QCOMPARE(game->record().header.mano.has_value(), i > 0);
            playRandom(*game, static_cast<std::uint64_t>(i));
            match.finishGame(*game);
        }
        QCOMPARE(match.gamesPlayed(), 6);
        const auto& ledger = match.ledger();
        QCOMPARE(ledger[0] + ledger[1] + ledger[2] + ledger[3], 0);
    }

    // Agents made for a game under way catch up: asked again each decision their seat made,
    // seeded as in play, they answer as they did (0 differences); other seeds differ.
    void agentsCatchUp()
    {
        const Variant& v = americanVariant();
        auto game = std::move(v.newGame("american", 8)).value();
        playRandom(*game, 8);
        PerSeat<std::unique_ptr<SeatAgent>> same(4), other(4);
        PerSeat<SeatAgent*> sameRaw(4), otherRaw(4);
        for (int s = 0; s < 4; ++s) {
            same[s] = std::move(v.makeAgent("random", *game, Seat::of(s), 8 * 4 + static_cast<std::uint64_t>(s))).value();
            other[s] = std::move(v.makeAgent("random", *game, Seat::of(s), 1000 + static_cast<std::uint64_t>(s))).value();
            sameRaw[s] = same[s].get();
            otherRaw[s] = other[s].get();
        }
        const auto differ = v.catchUp(*game, sameRaw);
        QVERIFY2(differ, differ ? "" : differ.error().c_str());
        QCOMPARE(*differ, 0);
        const auto differOther = v.catchUp(*game, otherRaw);
        QVERIFY(differOther);
        QVERIFY(*differOther > 0);
    }

    // The "random" level; a level that is not offered is refused.
    void agentLevels()
    {
        auto g = std::move(americanVariant().newGame("american", 3)).value();
        QVERIFY(!americanVariant().agentLevels().empty());
        QCOMPARE(americanVariant().agentLevels().front(), std::string("random"));
        QVERIFY(americanVariant().makeAgent("random", *g, Seat::of(2), 1));
        QVERIFY(!americanVariant().makeAgent("genius", *g, Seat::of(2), 1));
        QVERIFY(!americanVariant().makeAgent("random", *g, Seat::of(4), 1));
    }
};

QTEST_GUILESS_MAIN(TestAmericanGame)
#include "tst_american_game.moc"
