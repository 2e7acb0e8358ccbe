// Hints from the strong AI in American mahjong (issue 17, "Hints from the strong AI with a
// sentence"; variants/american/ai/american_hint.h): at every decision of whole games played by
// strong agents, the hint's action is exactly the agent's choice and its reason is one that
// fits the action (its tiles, lines, set and seat filled in); and a seat's hint depends only
// on what that seat may see: two games that differ only in tiles hidden in other seats' hands
// give the same hint.
#include "variants/american/ai/american_hint.h"
#include "variants/american/american_game.h"
#include "variants/american/variant/american_variant.h"

#include <QtTest>

#include <functional>
#include <map>
#include <memory>

using namespace mj;
using namespace mj::american;

namespace {

struct Table4 {
    std::unique_ptr<VariantGame> game;
    std::array<std::unique_ptr<SeatAgent>, 4> agents;
    PerSeat<SeatAgent*> seats = PerSeat<SeatAgent*>(4, nullptr);
    PerSeat<std::uint64_t> needs = PerSeat<std::uint64_t>(4, 0);
    std::size_t sent = 0;

    Table4(std::uint64_t seed, const std::string& ruleset = "american")
    {
        const Variant& variant = americanVariant();
        auto made = variant.newGame(ruleset, seed);
        if (!made)
            qFatal("%s", made.error().c_str());
        game = std::move(made).value();
        for (int s = 0; s < 4; ++s) {
            agents[s] = std::move(variant.makeAgent("strong", *game, Seat::of(s), seed * 4 + static_cast<std::uint64_t>(s))).value();
            seats[s] = agents[s].get();
            for (std::size_t k = 0; k < std::variant_size_v<Event>; ++k)
                if (agents[s]->needs(k))
                    needs[s] |= 1ULL << k;
        }
    }
    void sendViews()
    {
        game->sendViews(sent, game->record().events.size(), seats, needs);
        sent = game->record().events.size();
    }
    const AmericanAgent& agent(Seat seat) const { return dynamic_cast<const AmericanAgent&>(*agents[seat.index()]); }
};

bool isDiscardWhy(HintWhy w)
{
    return w == HintWhy::DiscardUnused || w == HintWhy::DiscardLeast || w == HintWhy::DiscardSafe ||
           w == HintWhy::DiscardNoLine;
}

// The reason fits the action: the right kind of fact, with what it names filled in. Empty
// when it does; else what is wrong.
QString reasonMismatch(const AmericanHint& h, const std::vector<Action>& legal, const AmericanAgent& agent)
{
    const Action& a = h.action;
    const auto kindOf = [&](int tile) { return agent.fold().cardKind(TileId{static_cast<std::uint16_t>(tile)}); };
    switch (a.type) {
    case ActionType::Discard:
        if (!isDiscardWhy(h.why))
            return "a discard explained otherwise";
        if (h.tiles != std::vector<int>{a.tile} || h.kinds != std::vector<int>{kindOf(a.tile)})
            return "the discard's tile is not the one named";
        if (h.why != HintWhy::DiscardNoLine && h.lines.empty())
            return "a discard for no line";
        if (h.why == HintWhy::DiscardSafe && (h.avoided < 0 || h.avoided == h.kinds[0] || h.seat < 0 || h.seat == a.seat.index()))
            return "a safe discard without the tile kept back or the seat it would feed";
        return {};
    case ActionType::PassTile:
    case ActionType::PassBlind: {
        if (h.why != HintWhy::PassUnused && h.why != HintWhy::PassLeast)
            return "a pass explained otherwise";
        if (static_cast<int>(h.kinds.size()) + h.blind > 3 || h.kinds.size() != h.tiles.size())
            return "a pass of more than three tiles";
        if (a.type == ActionType::PassTile && (h.tiles.empty() || h.tiles.front() != a.tile))
            return "the pass does not start with the tile laid";
        if (a.type == ActionType::PassBlind && (h.blind != a.count || !h.tiles.empty()))
            return "the blind pass is not the one named";
        for (std::size_t i = 0; i < h.tiles.size(); ++i) {
            const bool offered = std::any_of(legal.begin(), legal.end(), [&](const Action& l) {
                return l.type == ActionType::PassTile && l.tile == h.tiles[i];
            });
            if (!offered || kindOf(h.tiles[i]) != h.kinds[i] || h.kinds[i] == kJokerKind)
                return "a tile of the pass is not one the seat may pass";
        }
        return {};
    }
    case ActionType::Call:
        if (h.why != HintWhy::Call || h.line < 0 || h.group < 0 || h.count != a.count || h.jokers != a.from)
            return "a call without the line and the group its set makes";
        if (static_cast<int>(h.tiles.size()) != a.count - 1)
            return "a call that does not name the tiles it exposes";
        return {};
    case ActionType::Pass:
        return h.why == HintWhy::LetGoNoHelp || h.why == HintWhy::LetGoTooLittle ? QString() : "a discard let go explained otherwise";
    case ActionType::Win:
    case ActionType::ClaimWin:
        return h.why == HintWhy::MahJongg && h.line >= 0 ? QString() : "Mah Jongg without its line";
    case ActionType::Vote:
        if (h.why != (a.count ? HintWhy::VoteYes : HintWhy::VoteNo))
            return "the vote explained otherwise";
        return a.count == 1 && h.kinds.size() != 3 ? "a yes without three tiles to spare" : QString();
    case ActionType::CourtesyOffer:
        return h.why == HintWhy::Offer && h.count == a.count && static_cast<int>(h.kinds.size()) == a.count
                   ? QString() : "the offer explained otherwise";
    case ActionType::JokerExchange:
        return h.why == HintWhy::JokerExchange && h.seat == a.from && h.tiles == std::vector<int>{a.tile} ? QString()
                                                                                                       : "the exchange explained otherwise";
    case ActionType::CallDead:
        return h.why == HintWhy::CallDead && h.seat == a.from ? QString() : "the dead call explained otherwise";
    case ActionType::Draw: return h.why == HintWhy::Draw ? QString() : "the draw explained otherwise";
    default: return {};
    }
}

// Every tile id `x` in the record is `y` and back: the same game with two tiles' places
// exchanged from the wash on.
void swapTiles(GameRecord& record, TileId x, TileId y)
{
    const auto swap = [&](TileId& t) {
        if (t == x)
            t = y;
        else if (t == y)
            t = x;
    };
    for (Event& event : record.events)
        std::visit(
            [&](auto& e) {
                using T = std::decay_t<decltype(e)>;
                if constexpr (requires { e.tiles; })
                    for (TileId& t : e.tiles)
                        swap(t);
                if constexpr (requires { e.order; })
                    for (TileId& t : e.order)
                        swap(t);
                if constexpr (requires { e.tile; })
                    swap(e.tile);
                if constexpr (std::is_same_v<T, ActionEvent>) {
                    if (e.action.tile == x.value)
                        e.action.tile = y.value;
                    else if (e.action.tile == y.value)
                        e.action.tile = x.value;
                }
            },
            event);
}

bool sameHint(const AmericanHint& a, const AmericanHint& b)
{
    return a.action == b.action && a.why == b.why && a.kinds == b.kinds && a.tiles == b.tiles && a.blind == b.blind &&
           a.lines == b.lines && a.line == b.line && a.group == b.group && a.shift == b.shift && a.avoided == b.avoided && a.seat == b.seat &&
           a.count == b.count && a.jokers == b.jokers;
}

// Plays `seed` with strong agents until seat 0 is offered an action `stop` accepts, and
// returns that game (not played on).
std::unique_ptr<Table4> playUntil(std::uint64_t seed, const std::function<bool(const VariantGame&, const std::vector<Action>&)>& stop)
{
    auto t = std::make_unique<Table4>(seed);
    for (int guard = 0; guard < 5000 && !t->game->over(); ++guard) {
        t->sendViews();
        const Seat seat = t->game->seatToAct();
        const auto& legal = t->game->legalActions(seat);
        if (seat.index() == 0 && stop(*t->game, legal))
            return t;
        if (!t->game->apply(t->agents[seat.index()]->choose(legal)))
            qFatal("a strong agent's action was refused");
    }
    return nullptr;
}

} // namespace

class TestAmericanHints : public QObject {
    Q_OBJECT

private slots:
    // At every decision of whole games, the hint is the strong agent's own choice, with a
    // reason that fits it.
    void hintIsTheStrongChoice()
    {
        std::map<HintWhy, int> seen;
        int decisions = 0;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            Table4 t(seed);
            while (!t.game->over() && decisions < 100000) {
                t.sendViews();
                const Seat seat = t.game->seatToAct();
                const std::vector<Action> legal = t.game->legalActions(seat);
                const AmericanAgent& agent = t.agent(seat);
                const AmericanHint hint = hintFor(agent, legal);
                const Action chosen = t.agents[seat.index()]->choose(legal);
                if (!(hint.action == chosen))
                    QFAIL(qPrintable(QString("seed %1, decision %2: the hint (%3) is not the agent's choice (%4)")
                                         .arg(seed).arg(decisions)
                                         .arg(QString::fromStdString(actionTypeName(hint.action.type)),
                                              QString::fromStdString(actionTypeName(chosen.type)))));
                if (const QString wrong = reasonMismatch(hint, legal, agent); !wrong.isEmpty())
                    QFAIL(qPrintable(QString("seed %1, decision %2 (%3): %4").arg(seed).arg(decisions)
                                         .arg(QString::fromStdString(actionTypeName(chosen.type)), wrong)));
                ++seen[hint.why];
                ++decisions;
                QVERIFY(t.game->apply(chosen));
            }
        }
        QString counts;
        for (const auto& [why, n] : seen)
            counts += QString(" %1:%2").arg(static_cast<int>(why)).arg(n);
        qInfo("%d decisions; reasons by HintWhy:%s", decisions, qPrintable(counts));
        // The games reach the usual decisions, each explained.
        for (HintWhy why : {HintWhy::Draw, HintWhy::DiscardLeast, HintWhy::LetGoNoHelp, HintWhy::Offer})
            QVERIFY2(seen[why] > 0, qPrintable(QString("no hint of kind %1").arg(static_cast<int>(why))));
        QVERIFY(seen[HintWhy::PassUnused] + seen[HintWhy::PassLeast] > 0);
        QVERIFY(seen[HintWhy::VoteYes] + seen[HintWhy::VoteNo] > 0);
        QVERIFY(seen[HintWhy::DiscardUnused] > 0);
        QVERIFY(seen[HintWhy::MahJongg] > 0);
    }

    // The app's way: an advisor sent only the seat's views, never asked to play, hints one
    // of the seat's legal actions with a fitting reason at every decision of seat 0.
    void advisorHintsFromViews()
    {
        for (std::uint64_t seed = 21; seed <= 23; ++seed) {
            Table4 t(seed);
            HintAdvisor advisor(*AmericanGame::of(*t.game), Seat::of(0), 77);
            int hinted = 0;
            while (!t.game->over()) {
                t.sendViews();
                const Seat seat = t.game->seatToAct();
                const std::vector<Action> legal = t.game->legalActions(seat);
                if (seat.index() == 0) {
                    QVERIFY(advisor.catchUp(*t.game));
                    const AmericanHint hint = advisor.hint(legal);
                    QVERIFY(std::find(legal.begin(), legal.end(), hint.action) != legal.end());
                    ++hinted;
                }
                QVERIFY(t.game->apply(t.agents[seat.index()]->choose(legal)));
            }
            QVERIFY(hinted > 10);
        }
    }

    // Two games that differ only in two tiles hidden in the hands of seats 1 and 2 (never seen
    // by seat 0): seat 0's views are the same, and so is its hint, though the hands differ.
    void hiddenTilesDoNotChangeTheHint_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<bool>("inPlay");
        QTest::newRow("the first pass") << 5 << false;
        QTest::newRow("a discard in play, seed 5") << 5 << true;
        QTest::newRow("a discard in play, seed 9") << 9 << true;
        QTest::newRow("a discard in play, seed 14") << 14 << true;
    }
    void hiddenTilesDoNotChangeTheHint()
    {
        QFETCH(int, seed);
        QFETCH(bool, inPlay);
        auto a = playUntil(static_cast<std::uint64_t>(seed), [&](const VariantGame& game, const std::vector<Action>& legal) {
            const bool discard = std::any_of(legal.begin(), legal.end(), [](const Action& x) { return x.type == ActionType::Discard; });
            const bool pass = std::any_of(legal.begin(), legal.end(), [](const Action& x) { return x.type == ActionType::PassTile; });
            // In play: once a dozen tiles lie in the discards.
            int discards = 0;
            for (const Event& e : game.record().events)
                discards += std::holds_alternative<DiscardEvent>(e);
            return inPlay ? discard && discards >= 12 : pass;
        });
        QVERIFY(a);
        const AmericanGame& gameA = *AmericanGame::of(*a->game);
        const TileSet& set = gameA.table().tileSet();
        const std::vector<Action> legal = gameA.legalActions(Seat::of(0));
        // A pair of tiles hidden from seat 0 whose exchange replays and leaves its views alone.
        std::unique_ptr<AmericanGame> gameB;
        for (TileId x : gameA.table().hand(Seat::of(1))) {
            for (TileId y : gameA.table().hand(Seat::of(2))) {
                if (cardKindOf(set.kindOf(x)) == cardKindOf(set.kindOf(y)))
                    continue;
                GameRecord swapped = gameA.record();
                swapTiles(swapped, x, y);
                swapped.header.stacked = true; // the wash is no longer the seed's: a stacked deal
                auto replayed = replayAmerican(swapped);
                if (!replayed)
                    continue;
                bool sameViews = true;
                for (std::size_t i = 0; i < swapped.events.size() && sameViews; ++i)
                    sameViews = a->game->viewOf(i, Seat::of(0)) == (*replayed)->viewOf(i, Seat::of(0));
                if (sameViews) {
                    gameB = std::move(replayed).value();
                    break;
                }
            }
            if (gameB)
                break;
        }
        QVERIFY2(gameB, "no two hidden tiles could be exchanged");
        // The hands differ; seat 0's choices are the same.
        QVERIFY(gameA.cardHandOf(Seat::of(1))->concealed != gameB->cardHandOf(Seat::of(1))->concealed);
        QVERIFY(gameB->legalActions(Seat::of(0)) == legal);

        HintAdvisor adviseA(gameA, Seat::of(0), 99), adviseB(*gameB, Seat::of(0), 99);
        QVERIFY(adviseA.catchUp(*a->game));
        QVERIFY(adviseB.catchUp(*gameB));
        const AmericanHint hintA = adviseA.hint(legal), hintB = adviseB.hint(legal);
        QVERIFY(std::find(legal.begin(), legal.end(), hintA.action) != legal.end());
        QVERIFY(sameHint(hintA, hintB));
    }
};

QTEST_APPLESS_MAIN(TestAmericanHints)
#include "tst_american_hints.moc"
