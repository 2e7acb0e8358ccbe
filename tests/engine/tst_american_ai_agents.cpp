// The American AI levels as players of the variant (issue 17, "AI"; american_agent.h): made
// through Variant::makeAgent, told only their views, they play whole games of every ruleset
// without one refused action; what each folds from its views is its hand exactly (checked
// against the game at every decision of play); the same seeds replay the same games; and
// the duplicate arena (engine/arena/variant_arena.h) reports their payouts and choose()'s
// times. MJ_AI_ARENA_DEALS sets the arena's deals (default 4), MJ_AI_ARENA_LEVELS its four
// levels ("strong,normal,strong,normal"; default strong,normal,easy,random), MJ_AI_ARENA_SEED
// its seed and MJ_AI_ARENA_THREADS its threads.
#include "arena/variant_arena.h"
#include "variants/american/ai/american_agent.h"
#include "variants/american/american_game.h"
#include "variants/american/variant/american_variant.h"

#include <QtTest>

#include <cstdlib>
#include <memory>

using namespace mj;
using namespace mj::american;

namespace {

struct Played {
    int actions = 0;
    int foldChecks = 0;
    int deadCalls = 0; // by a card level, each one right
    int blindPasses = 0, exchanges = 0, calls = 0; // by the card levels
    std::optional<Seat> winner;
    std::vector<Action> taken;
};

// One game played by agents of `levels`, checking every action and the agents' folded hands.
Played play(const std::string& ruleset, std::uint64_t seed, const std::array<const char*, 4>& levels)
{
    Played out;
    const Variant& variant = americanVariant();
    auto made = variant.newGame(ruleset, seed);
    if (!made)
        qFatal("%s", made.error().c_str());
    VariantGame& game = **made;
    std::array<std::unique_ptr<SeatAgent>, 4> agents;
    PerSeat<SeatAgent*> seats(4, nullptr);
    PerSeat<std::uint64_t> needs(4, 0);
    for (int s = 0; s < 4; ++s) {
        auto agent = variant.makeAgent(levels[s], game, Seat::of(s), seed * 4 + static_cast<std::uint64_t>(s));
        if (!agent)
            qFatal("%s", agent.error().c_str());
        agents[s] = std::move(agent).value();
        seats[s] = agents[s].get();
        for (std::size_t k = 0; k < std::variant_size_v<Event>; ++k)
            if (agents[s]->needs(k))
                needs[s] |= 1ULL << k;
    }
    const auto* american = AmericanGame::of(game);
    std::size_t sent = 0;
    while (!game.over() && out.actions < 5000) {
        game.sendViews(sent, game.record().events.size(), seats, needs);
        sent = game.record().events.size();
        const Seat seat = game.seatToAct();
        const auto& legal = game.legalActions(seat);
        if (legal.empty())
            qFatal("seed %llu: seat %d to act has no legal action", static_cast<unsigned long long>(seed), seat.index());
        if (const auto* agent = dynamic_cast<const AmericanAgent*>(agents[seat.index()].get());
            agent && game.phase() != "charleston") {
            const auto truth = american->cardHandOf(seat);
            if (truth) {
                const SeatKnowledge k = agent->fold().knowledge();
                if (k.hand.concealed != truth->concealed || k.hand.exposures.size() != truth->exposures.size())
                    qFatal("seed %llu, action %d: seat %d's folded hand differs from its hand",
                           static_cast<unsigned long long>(seed), out.actions, seat.index());
                ++out.foldChecks;
            }
        }
        const Action action = agents[seat.index()]->choose(legal);
        if (const auto ok = game.apply(action); !ok)
            qFatal("seed %llu: %s refused: %s", static_cast<unsigned long long>(seed), actionTypeName(action.type).c_str(),
                   ok.error().c_str());
        out.taken.push_back(action);
        ++out.actions;
        if (std::string(levels[seat.index()]) != "random") {
            out.blindPasses += action.type == ActionType::PassBlind;
            out.exchanges += action.type == ActionType::JokerExchange;
            out.calls += action.type == ActionType::Call;
        }
        // A card level calls a hand dead only when it is (a wrong call would kill its own).
        if (action.type == ActionType::CallDead && std::string(levels[seat.index()]) != "random") {
            if (american->isDead(seat) || !american->isDead(Seat::of(action.from)))
                qFatal("seed %llu: seat %d called a live hand dead", static_cast<unsigned long long>(seed), seat.index());
            ++out.deadCalls;
        }
    }
    if (!game.over())
        qFatal("seed %llu: the game did not end", static_cast<unsigned long long>(seed));
    out.winner = game.winner();
    return out;
}

int envInt(const char* name, int otherwise, int low, int high)
{
    const char* env = std::getenv(name);
    return std::clamp(env ? std::atoi(env) : otherwise, low, high);
}

PerSeat<std::string> arenaLevels()
{
    PerSeat<std::string> out{"strong", "normal", "easy", "random"};
    const char* env = std::getenv("MJ_AI_ARENA_LEVELS");
    if (!env)
        return out;
    const QStringList names = QString(env).split(',');
    for (int s = 0; s < 4 && s < names.size(); ++s)
        out[s] = names[s].trimmed().toStdString();
    return out;
}

} // namespace

class TestAmericanAiAgents : public QObject {
    Q_OBJECT

private slots:
    void levelsAreOffered()
    {
        const auto levels = americanVariant().agentLevels();
        for (const char* name : {"easy", "normal", "strong"})
            QVERIFY(std::find(levels.begin(), levels.end(), name) != levels.end());
    }

    // Every ruleset, the three levels and a random player in every seat order: no refused
    // action, every game ends, the folded hands are right, and the card levels win games.
    void wholeGamesWithoutAnIllegalAction()
    {
        int games = 0, cardWins = 0, checks = 0, deadCalls = 0, blind = 0, exchanges = 0, calls = 0;
        for (const char* ruleset : {"american", "american-short", "american-no-charleston"})
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                std::array<const char*, 4> levels{"easy", "normal", "strong", "random"};
                std::rotate(levels.begin(), levels.begin() + static_cast<long>(seed % 4), levels.end());
                const Played p = play(ruleset, seed, levels);
                ++games;
                checks += p.foldChecks;
                deadCalls += p.deadCalls;
                blind += p.blindPasses, exchanges += p.exchanges, calls += p.calls;
                cardWins += p.winner && std::string(levels[p.winner->index()]) != "random";
            }
        qInfo("%d games, %d folded hands checked, %d won by a card level, %d hands rightly called dead; "
              "the card levels made %d blind passes, %d calls, %d joker exchanges",
              games, checks, cardWins, deadCalls, blind, calls, exchanges);
        QVERIFY(blind > 0 && calls > 0 && exchanges > 0);
        QVERIFY(checks > games * 20);
        QVERIFY(cardWins >= games / 4);
    }

    void sameSeedsSameGame()
    {
        const std::array<const char*, 4> levels{"strong", "normal", "easy", "strong"};
        const Played a = play("american", 77, levels), b = play("american", 77, levels);
        QCOMPARE(a.taken.size(), b.taken.size());
        QVERIFY(a.taken == b.taken);
    }

    // The duplicate arena: strong, normal, easy and random (or MJ_AI_ARENA_LEVELS), each
    // deal in the four rotations.
    void arena()
    {
        VariantArenaOptions o;
        o.variant = &americanVariant();
        o.ruleset = "american";
        o.levels = arenaLevels();
        o.seed = static_cast<std::uint64_t>(envInt("MJ_AI_ARENA_SEED", 17, 1, 1 << 30));
        o.games = 4 * envInt("MJ_AI_ARENA_DEALS", 4, 1, 1'000'000);
        o.threads = envInt("MJ_AI_ARENA_THREADS", 1, 1, kVariantArenaMaxThreads);
        const auto report = runVariantArena(o);
        if (!report)
            QFAIL(report.error().c_str());
        QCOMPARE(report->brokenDeals, 0);
        qInfo("%d deals, %d games, %d without a winner, %.1f s", report->deals, report->games, report->noWinner,
              report->seconds);
        for (const VariantArenaLevel& l : report->levels)
            qInfo("%-7s games %lld wins %lld payout %.2f [%.2f, %.2f] decisions %lld p50 %.3f ms p99 %.3f ms max %.3f ms",
                  l.level.c_str(), static_cast<long long>(l.games), static_cast<long long>(l.wins), l.avgPayout,
                  l.ciLow.value_or(0), l.ciHigh.value_or(0), static_cast<long long>(l.decisions), l.decisionMsP50,
                  l.decisionMsP99, l.decisionMsMax);
        for (const VariantArenaLevel& l : report->levels)
            QVERIFY(l.decisionMsP99 < 50.0);
    }
};

QTEST_APPLESS_MAIN(TestAmericanAiAgents)
#include "tst_american_ai_agents.moc"
