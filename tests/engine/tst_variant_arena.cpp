// The variant-generic duplicate arena (arena/variant_arena.h), through the Variant interface:
// the Filipino variant's agent levels over a few deals (every game checked, the figures
// consistent: payments sum to zero over the levels, wins and wall games add up to the games),
// the same deal in every rotation (one level everywhere: every rotation plays the same game),
// each seat's level as the rotation says, the same figures for any number of threads, bad
// options refused with the reason, and a broken game (an action refused, payments that do not
// sum to zero, a game that never ends) reported with its deal rather than counted.
#include "arena/arena.h"
#include "arena/variant_arena.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "variants/registry/builtin_variants.h"

#include <QtTest>

#include <memory>

using namespace mj;

namespace {

const Variant& filipino() { return **variantByName("filipino"); }

VariantArenaOptions optionsOf(PerSeat<std::string> levels, int games, std::uint64_t seed = 7, int threads = 1)
{
    VariantArenaOptions o;
    o.variant = &filipino();
    o.ruleset = "filipino";
    o.levels = std::move(levels);
    o.games = games;
    o.seed = seed;
    o.threads = threads;
    return o;
}

// Everything but the clock's figures.
std::string figures(const VariantArenaReport& r)
{
    std::string out = std::to_string(r.games) + " " + std::to_string(r.deals) + " " + std::to_string(r.noWinner) + " " +
                      std::to_string(r.brokenDeals) + "\n";
    for (const VariantArenaLevel& l : r.levels)
        out += l.level + " " + std::to_string(l.entries) + " " + std::to_string(l.games) + " " + std::to_string(l.wins) +
               " " + std::to_string(l.avgPayout) + " " + std::to_string(l.ciLow.value_or(-999)) + " " +
               std::to_string(l.ciHigh.value_or(-999)) + " " + std::to_string(l.decisions) + "\n";
    return out;
}

// A toy variant of two seats for the arena's checks: each seat in turn says Draw until
// `length` actions have been taken; seat 0 wins and seat 1 pays `paid` (so a `paid` other
// than the winner's 1 breaks the sum). Level "good" draws; level "bad" answers Resign,
// which the game refuses; level "stuck" plays a game that never ends (length is ignored).
class ToyGame final : public VariantGame {
public:
    ToyGame(int length, int paid) : m_length(length), m_paid(paid) { m_record.header.seed = 0; }
    int seatCount() const override { return 2; }
    std::string phase() const override { return over() ? "over" : "play"; }
    bool over() const override { return m_length >= 0 && m_taken >= m_length; }
    Seat seatToAct() const override { return Seat::of(m_taken % 2); }
    const std::vector<Action>& legalActions(Seat seat) const override
    {
        m_legal.clear();
        if (!over() && seat == seatToAct())
            m_legal.push_back(Action{seat, ActionType::Draw});
        return m_legal;
    }
    Status apply(const Action& action) override
    {
        if (over() || action.seat != seatToAct() || action.type != ActionType::Draw)
            return failure("not legal now");
        ++m_taken;
        return success();
    }
    Message refusalOf(const Action&) const override { return {}; }
    std::optional<TimedDecision> timedDecision(Seat) const override { return std::nullopt; }
    const GameRecord& record() const override { return m_record; }
    bool viewInto(std::size_t, Seat, SeenEvent&) override { return false; }
    std::optional<Seat> winner() const override { return Seat::of(0); }
    PerSeat<int> balance() const override { return PerSeat<int>{1, -m_paid}; }

    int m_length, m_paid, m_taken = 0;
    mutable std::vector<Action> m_legal;
    GameRecord m_record;
};

class ToyAgent final : public SeatAgent {
public:
    ToyAgent(Seat seat, bool bad) : m_seat(seat), m_bad(bad) {}
    void see(const SeenEvent&) override {}
    Action choose(const std::vector<Action>& legal) override
    {
        return m_bad ? Action{m_seat, ActionType::Resign} : legal.front();
    }
    Seat m_seat;
    bool m_bad;
};

class ToyVariant final : public Variant {
public:
    explicit ToyVariant(int paid = 1) : m_paid(paid) {}
    std::string name() const override { return "toy"; }
    std::string title() const override { return "toy"; }
    std::vector<std::string> rulesets() const override { return {"toy", "endless"}; }
    const TileSet& tileSet() const override { return TileSet::chinese(); }
    const Layout& layout() const override { return Layout::square18(); }
    int seats() const override { return 2; }
    Expected<std::unique_ptr<VariantGame>> newGame(const std::string& ruleset, std::uint64_t) const override
    {
        if (ruleset != "toy" && ruleset != "endless")
            return failure("no toy ruleset " + ruleset);
        return std::unique_ptr<VariantGame>(std::make_unique<ToyGame>(ruleset == "toy" ? 6 : -1, m_paid));
    }
    Expected<std::unique_ptr<VariantGame>> replay(const GameRecord&) const override { return failure("no replay"); }
    Expected<std::unique_ptr<VariantMatch>> newMatch(const std::string&, std::uint64_t) const override
    {
        return failure("no match");
    }
    std::vector<std::string> agentLevels() const override { return {"good", "bad"}; }
    Expected<std::unique_ptr<SeatAgent>> makeAgent(const std::string& level, const VariantGame&, Seat seat,
                                                   std::uint64_t) const override
    {
        return std::unique_ptr<SeatAgent>(std::make_unique<ToyAgent>(seat, level == "bad"));
    }
    Expected<int> catchUp(VariantGame&, const PerSeat<SeatAgent*>&) const override { return 0; }
    int m_paid;
};

VariantArenaOptions toyOptions(const ToyVariant& toy, PerSeat<std::string> levels, int games,
                               std::string ruleset = "toy")
{
    VariantArenaOptions o;
    o.variant = &toy;
    o.ruleset = std::move(ruleset);
    o.levels = std::move(levels);
    o.games = games;
    o.maxActions = 50;
    return o;
}

} // namespace

class TestVariantArena : public QObject {
    Q_OBJECT

private slots:
    void filipinoLevels()
    {
        const auto r = runVariantArena(optionsOf({"normal", "normal", "easy", "easy"}, 12));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(r->variant, std::string("filipino"));
        QCOMPARE(r->seats, 4);
        QCOMPARE(r->brokenDeals, 0);
        QCOMPARE(r->deals, 3);
        QCOMPARE(r->games, 12);
        QCOMPARE(r->levels.size(), 2u);
        std::int64_t wins = 0;
        double payout = 0;
        for (const VariantArenaLevel& l : r->levels) {
            QCOMPARE(l.entries, 2);
            QCOMPARE(l.games, 24); // 12 games, two seats each
            QVERIFY(l.ciLow && l.ciHigh && *l.ciLow <= l.avgPayout && l.avgPayout <= *l.ciHigh);
            QVERIFY(l.decisions > 0);
            QVERIFY(l.decisionMsP50 <= l.decisionMsP99 && l.decisionMsP99 <= l.decisionMsMax * 1.011 + 1e-3);
            wins += l.wins;
            payout += l.avgPayout * static_cast<double>(l.games);
        }
        QCOMPARE(wins + r->noWinner, 12);
        QVERIFY(std::abs(payout) < 1e-6); // every game's payments sum to zero
    }

    // The same deals and agents' seeds as the Filipino arena (arena/arena.h), whose bots play
    // the game directly: through the interface the Filipino levels win the same games and the
    // same money (the Filipino game's units are quarters, its arena's payouts).
    void agreesWithTheFilipinoArena()
    {
        const PerSeat<std::string> names{"normal", "normal", "easy", "easy"};
        const auto ours = runVariantArena(optionsOf(names, 40, 3));
        ArenaOptions theirs;
        theirs.bots = PerSeat<BotLevel>{BotLevel::Normal, BotLevel::Normal, BotLevel::Easy, BotLevel::Easy};
        theirs.rules = *loadRuleset("filipino");
        theirs.games = 40;
        theirs.seed = 3;
        const auto filipino = runArena(theirs);
        QVERIFY(ours.ok() && filipino.ok());
        QCOMPARE(ours->noWinner, filipino->noWinner);
        QCOMPARE(ours->levels.size(), filipino->bots.size());
        for (std::size_t l = 0; l < ours->levels.size(); ++l) {
            QCOMPARE(ours->levels[l].level, filipino->bots[l].bot);
            QCOMPARE(static_cast<double>(ours->levels[l].wins) / static_cast<double>(ours->levels[l].games),
                     filipino->bots[l].winRate);
            QCOMPARE(ours->levels[l].avgPayout, 4 * filipino->bots[l].avgPayout);
        }
    }

    // Whatever else is registered plays through the same arena: each variant's first and last
    // levels, one deal, every game checked.
    void everyRegisteredVariant()
    {
        for (const Variant* v : builtinVariants()) {
            const auto levels = v->agentLevels();
            QVERIFY2(!levels.empty(), v->name().c_str());
            VariantArenaOptions o;
            o.variant = v;
            o.ruleset = v->rulesets().front();
            o.levels = PerSeat<std::string>(v->seats(), levels.front());
            o.levels[0] = levels.back();
            o.games = v->seats();
            const auto r = runVariantArena(o);
            QVERIFY2(r.ok(), (v->name() + ": " + (r.ok() ? "" : r.error())).c_str());
            QVERIFY2(r->brokenDeals == 0, (v->name() + ": " + (r->broken.empty() ? "" : r->broken.front())).c_str());
            QCOMPARE(r->games, v->seats());
        }
    }

    // One level at every seat: each agent is seeded by its seat and the deal, so every rotation
    // of a deal is the same game with the same players, which shows that every rotation is
    // dealt from the same seed.
    void everyRotationPlaysTheSameDeal()
    {
        const PerSeat<std::string> levels{"normal", "normal", "normal", "normal"};
        const auto deal = playVariantDeal(filipino(), "filipino", levels, PerSeat<int>{0, 0, 0, 0},
                                          variantArenaDealSeed(3, 0), 100000);
        QVERIFY2(deal.ok(), deal.ok() ? "" : deal.error().c_str());
        QCOMPARE(deal->size(), 4u);
        for (const VariantArenaGame& g : *deal) {
            QCOMPARE(g.balance, deal->front().balance);
            QCOMPARE(g.winner, deal->front().winner);
        }
    }

    // In rotation r, seat s is played by entry (s + r) % seats: over a deal each entry sits in
    // each seat once.
    void seatsRotate()
    {
        const PerSeat<std::string> levels{"easy", "normal", "normal", "strong"};
        const PerSeat<int> ofEntry{0, 1, 1, 2};
        const auto deal = playVariantDeal(filipino(), "filipino", levels, ofEntry, variantArenaDealSeed(5, 1), 100000);
        QVERIFY2(deal.ok(), deal.ok() ? "" : deal.error().c_str());
        for (int r = 0; r < 4; ++r) {
            QCOMPARE((*deal)[r].rotation, r);
            for (int s = 0; s < 4; ++s)
                QCOMPARE((*deal)[r].levelAt[s], ofEntry[(s + r) % 4]);
        }
    }

    void sameFiguresForAnyThreads()
    {
        const PerSeat<std::string> levels{"easy", "normal", "easy", "normal"};
        const auto one = runVariantArena(optionsOf(levels, 16, 11, 1));
        const auto three = runVariantArena(optionsOf(levels, 16, 11, 3));
        QVERIFY(one.ok() && three.ok());
        QCOMPARE(figures(*three), figures(*one));
        const auto other = runVariantArena(optionsOf(levels, 16, 12, 1));
        QVERIFY(other.ok());
        QVERIFY(figures(*other) != figures(*one)); // the seed matters
    }

    void refused_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown level") << 0 << "has no agent level \"grand\"";
        QTest::newRow("three levels") << 1 << "seats 4; 3 agent levels";
        QTest::newRow("games not a multiple") << 2 << "multiple of 4";
        QTest::newRow("no threads") << 3 << "threads must be from 1";
        QTest::newRow("bad ruleset") << 4 << "the ruleset \"no-such-rules\"";
        QTest::newRow("no variant") << 5 << "no variant";
    }
    void refused()
    {
        QFETCH(int, which);
        QFETCH(QString, reason);
        VariantArenaOptions o = optionsOf({"easy", "easy", "easy", "easy"}, 8);
        switch (which) {
        case 0: o.levels = PerSeat<std::string>{"easy", "grand", "easy", "easy"}; break;
        case 1: o.levels = PerSeat<std::string>{"easy", "easy", "easy"}; break;
        case 2: o.games = 6; break;
        case 3: o.threads = 0; break;
        case 4: o.ruleset = "no-such-rules"; break;
        case 5: o.variant = nullptr; break;
        }
        const auto r = runVariantArena(o);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(reason), r.error().c_str());
    }

    void toyPlaysClean()
    {
        const ToyVariant toy;
        const auto r = runVariantArena(toyOptions(toy, {"good", "good"}, 6));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(r->brokenDeals, 0);
        QCOMPARE(r->games, 6);
        QCOMPARE(r->levels.size(), 1u);
        QCOMPARE(r->levels[0].games, 12);
        QCOMPARE(r->levels[0].wins, 6);
        QCOMPARE(r->levels[0].decisions, 36); // six actions a game
        QCOMPARE(r->levels[0].avgPayout, 0.0);
    }

    void brokenGamesReported_data()
    {
        QTest::addColumn<int>("paid");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("badLevel");
        QTest::addColumn<QString>("reason");
        QTest::newRow("an action refused") << 1 << "toy" << "bad" << "seat 1 chose resign in phase play, refused: not legal now (seats 0-1: good, bad)";
        QTest::newRow("payments not summing to zero") << 2 << "toy" << "good" << "the payments sum to -1, not zero";
        QTest::newRow("a game that never ends") << 1 << "endless" << "good" << "not over after 50 actions";
    }
    void brokenGamesReported()
    {
        QFETCH(int, paid);
        QFETCH(QString, ruleset);
        QFETCH(QString, badLevel);
        QFETCH(QString, reason);
        const ToyVariant toy(paid);
        const auto r = runVariantArena(toyOptions(toy, {"good", badLevel.toStdString()}, 4, ruleset.toStdString()));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(r->brokenDeals, 2);
        QCOMPARE(r->deals, 0);
        QCOMPARE(r->games, 0);
        QCOMPARE(r->broken.size(), 2u);
        QVERIFY2(QString::fromStdString(r->broken[0]).startsWith(QStringLiteral("deal 1 (seed ")), r->broken[0].c_str());
        QVERIFY2(QString::fromStdString(r->broken[0]).contains(reason), r->broken[0].c_str());
        for (const VariantArenaLevel& l : r->levels)
            QCOMPARE(l.decisions, 0); // a broken deal adds nothing
    }
};

QTEST_GUILESS_MAIN(TestVariantArena)
#include "tst_variant_arena.moc"
