// The American AI levels playing whole hands against each other on a small table of their
// own (issue 17, "AI"), before and beside the variant's game: the deal, the first and second
// Charleston and the courtesy pass, draws, discards, calls of pungs to sextets with jokers,
// Mah Jongg off a discard or self-drawn, joker exchanges, dead-hand calls, the wall game, and
// the payouts of seed 002 (american_payout.h). It checks that every decision is one the rules
// allow (tiles conserved, no joker passed, a call only with the tiles held, Mah Jongg only
// when the hand is a line) and reports each level's decision times and, over duplicate
// deals (every deal played once in each rotation of the levels through the seats), its
// average payout with a 95% interval. MJ_AI_DEALS sets the deals per pairing (default 6).
#include "core/rng.h"
#include "variants/american/ai/american_ai.h"
#include "variants/american/american_payout.h"
#include "variants/american/card_parse.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <memory>

using namespace mj;
using namespace mj::american;

namespace {

constexpr int kSeats = 4;

const CardMatcher& practice()
{
    static const CardMatcher matcher = [] {
        const CardReading r = readCardFile(MJ_TEST_DATA_DIR "/../../resources/cards/practice.card");
        if (!r.ok())
            qFatal("%s", formatCardError("practice.card", r.errors.front()).c_str());
        return CardMatcher(r.card);
    }();
    return matcher;
}

struct Timings {
    std::vector<double> micros;
};

class Table {
public:
    Table(const std::array<AiLevel, kSeats>& levels, std::uint64_t seed, std::array<Timings, 3>& times)
        : m_levels(levels), m_times(times)
    {
        Rng rng(seed);
        for (int k = 0; k < kCardKinds; ++k)
            for (int c = 0; c < naturalCopies(k); ++c)
                m_wall.push_back(k);
        rng.shuffle(m_wall);
        std::uint64_t mix = seed;
        for (int s = 0; s < kSeats; ++s) {
            m_ai[s] = std::make_unique<AmericanAi>(levels[s], practice(), splitMix64(mix));
            for (int i = 0; i < (s == 0 ? 14 : 13); ++i)
                addConcealed(m_hands[s], draw());
        }
        m_discards.fill(KindCounts{});
        m_passedBy.fill({});
    }

    // Plays the hand out; false (with the reason) when a decision broke a rule.
    bool play(QString& why)
    {
        charleston();
        int seat = 0; // East holds 14 and discards first (a Mah Jongg dealt is self-drawn)
        bool drew = true;
        for (int guard = 0; guard < 400; ++guard) {
            // On its turn, with 14 tiles: Mah Jongg, joker exchanges, a dead call, the discard.
            if (timed(seat, [&] { return m_ai[seat]->declareWin(knowledge(seat)); })) {
                if (!isLine(m_hands[seat], nullptr))
                    return fail(why, "Mah Jongg declared on a hand that is no line");
                return pay(seat, drew ? std::nullopt : std::optional<int>(m_lastDiscarder)), true;
            }
            exchangeJokers(seat);
            if (const auto dead = m_ai[seat]->chooseDeadCall(knowledge(seat)))
                callDead(seat, *dead);
            const int kind = timed(seat, [&] { return m_ai[seat]->chooseDiscard(knowledge(seat)); });
            if (kind < 0 || kind >= kCardKinds || m_hands[seat].concealed[kind] == 0)
                return fail(why, "discarded a tile it does not hold");
            if (kind == kJokerKind && nonJokers(m_hands[seat]) > 0)
                return fail(why, "discarded a joker while holding other tiles");
            removeConcealed(m_hands[seat], kind);
            ++m_discards[seat][kind];
            m_lastDiscarder = seat;
            // Mah Jongg beats any call; otherwise the nearest in turn calls.
            if (const auto winner = claimWin(seat, kind)) {
                --m_discards[seat][kind];
                addConcealed(m_hands[*winner], kind);
                return pay(*winner, seat), true;
            }
            if (const auto caller = claimSet(seat, kind)) {
                seat = *caller;
                drew = false;
                continue;
            }
            seat = nextLive(seat);
            if (m_wall.empty())
                return true; // the wall game
            addConcealed(m_hands[seat], draw());
            drew = true;
        }
        return fail(why, "the hand did not end");
    }

    const std::array<int, kSeats>& balance() const { return m_balance; }

private:
    // The decision's time on its own thread's clock where there is one (the machines that
    // run the tests are shared; wall time there measures the neighbours too).
    static double nowMicros()
    {
#ifdef __linux__
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
#else
        return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
    }

    template <typename F>
    auto timed(int seat, F&& decide) -> decltype(decide())
    {
        const double start = nowMicros();
        auto out = decide();
        m_times[static_cast<int>(m_levels[seat])].micros.push_back(nowMicros() - start);
        return out;
    }

    static bool fail(QString& why, const char* what)
    {
        why = what;
        return false;
    }

    int draw()
    {
        const int k = m_wall.back();
        m_wall.pop_back();
        return k;
    }

    static int nonJokers(const CardHand& h)
    {
        int n = 0;
        for (int k = 0; k < kJokerKind; ++k)
            n += h.concealed[k];
        return n;
    }

    int nextLive(int seat) const
    {
        for (int i = 1; i <= kSeats; ++i)
            if (!m_dead[(seat + i) % kSeats])
                return (seat + i) % kSeats;
        return seat;
    }

    SeatKnowledge knowledge(int seat) const
    {
        SeatKnowledge k = knowledgeOf(m_hands[seat], kSeats, seat, static_cast<int>(m_wall.size()));
        for (int s = 0; s < kSeats; ++s) {
            k.exposures[s] = m_hands[s].exposures;
            k.discards[s] = m_discards[s];
            k.dead[s] = m_dead[s];
        }
        k.passedBy = std::vector<KindCounts>(m_passedBy[seat].begin(), m_passedBy[seat].end());
        return k;
    }

    bool isLine(const CardHand& h, const CardLine** line) const
    {
        int best = -1;
        for (int l = 0; l < practice().lineCount(); ++l)
            if (practice().matches(l, h) && (best < 0 || practice().card().lines[l].value > practice().card().lines[best].value))
                best = l;
        if (line && best >= 0)
            *line = &practice().card().lines[best];
        return best >= 0;
    }

    void pay(int winner, std::optional<int> discarder)
    {
        const CardLine* line = nullptr;
        isLine(m_hands[winner], &line);
        bool jokers = m_hands[winner].concealed[kJokerKind] > 0;
        for (const CardExposure& e : m_hands[winner].exposures)
            jokers = jokers || e.jokers > 0;
        MahJonggPayout p;
        p.value = line->value;
        p.selfDrawn = !discarder;
        p.winner = Seat::of(winner);
        if (discarder)
            p.discarder = Seat::of(*discarder);
        p.jokerless = !jokers;
        p.singlesAndPairs = line->category == CardCategory::SinglesPairs;
        const auto paid = mahJonggPayments(p, kSeats);
        if (!paid)
            qFatal("payout: %s", paid.error().c_str());
        for (int s = 0; s < kSeats; ++s)
            m_balance[s] = (*paid)[static_cast<std::size_t>(s)];
    }

    // Three passes of three (no joker), each seat's tiles chosen before any arrive.
    void pass(int steps)
    {
        std::array<std::vector<int>, kSeats> laid;
        for (int s = 0; s < kSeats; ++s) {
            const CharlestonChoice c = timed(s, [&] { return m_ai[s]->choosePass(knowledge(s), false); });
            QVERIFY(c.kinds.size() == 3 && c.blind == 0);
            for (int k : c.kinds) {
                QVERIFY(k != kJokerKind && m_hands[s].concealed[k] > 0);
                removeConcealed(m_hands[s], k);
            }
            laid[s] = c.kinds;
        }
        for (int s = 0; s < kSeats; ++s) {
            const int to = (s + steps) % kSeats;
            for (int k : laid[s]) {
                addConcealed(m_hands[to], k);
                ++m_passedBy[to][s][k];
            }
        }
    }

    void charleston()
    {
        pass(1), pass(2), pass(3); // right, across, left
        bool again = true;
        for (int s = 0; s < kSeats; ++s)
            again = m_ai[s]->voteForSecondCharleston(knowledge(s)) && again;
        if (again)
            pass(3), pass(2), pass(1);
        for (int s = 0; s < 2; ++s) { // the courtesy pass with the seat across
            const int t = s + 2;
            const int n = std::min(m_ai[s]->courtesyOffer(knowledge(s)), m_ai[t]->courtesyOffer(knowledge(t)));
            const auto a = m_ai[s]->courtesyTiles(knowledge(s), n), b = m_ai[t]->courtesyTiles(knowledge(t), n);
            QVERIFY(static_cast<int>(a.size()) == n && static_cast<int>(b.size()) == n);
            for (int k : a)
                removeConcealed(m_hands[s], k), addConcealed(m_hands[t], k), ++m_passedBy[t][s][k];
            for (int k : b)
                removeConcealed(m_hands[t], k), addConcealed(m_hands[s], k), ++m_passedBy[s][t][k];
        }
    }

    std::optional<int> claimWin(int discarder, int kind)
    {
        for (int i = 1; i < kSeats; ++i) {
            const int s = (discarder + i) % kSeats;
            if (m_dead[s])
                continue;
            CardHand h = m_hands[s];
            addConcealed(h, kind);
            if (isLine(h, nullptr)) {
                SeatKnowledge k = knowledge(s);
                k.hand = h;
                if (m_ai[s]->declareWin(k))
                    return s;
            }
        }
        return std::nullopt;
    }

    std::optional<int> claimSet(int discarder, int kind)
    {
        if (kind == kJokerKind)
            return std::nullopt;
        for (int i = 1; i < kSeats; ++i) {
            const int s = (discarder + i) % kSeats;
            if (m_dead[s])
                continue;
            const CardHand& h = m_hands[s];
            std::vector<CallOption> options;
            for (int count = 3; count <= 6; ++count)
                for (int jokers = 0; jokers < count; ++jokers)
                    if (count - 1 - jokers >= 0 && h.concealed[kind] >= count - 1 - jokers && h.concealed[kJokerKind] >= jokers)
                        options.push_back({count, jokers});
            if (options.empty())
                continue;
            const auto chosen = timed(s, [&] { return m_ai[s]->chooseCall(knowledge(s), kind, options); });
            if (!chosen)
                continue;
            const CallOption o = options[*chosen];
            CardHand& mine = m_hands[s];
            removeConcealed(mine, kind, o.count - 1 - o.jokers);
            removeConcealed(mine, kJokerKind, o.jokers);
            CardExposure e;
            e.naturals.assign(static_cast<std::size_t>(o.count - o.jokers), static_cast<std::uint8_t>(kind));
            e.jokers = o.jokers;
            mine.exposures.push_back(e);
            mine.tiles += o.count;
            --m_discards[discarder][kind];
            return s;
        }
        return std::nullopt;
    }

    void exchangeJokers(int seat)
    {
        for (int round = 0; round < 8; ++round) {
            std::vector<ExchangeOption> options;
            for (int s = 0; s < kSeats; ++s)
                for (int g = 0; g < static_cast<int>(m_hands[s].exposures.size()); ++g) {
                    const CardExposure& e = m_hands[s].exposures[g];
                    if (e.jokers > 0 && m_hands[seat].concealed[e.naturals.front()] > 0)
                        options.push_back({e.naturals.front(), s, g});
                }
            if (options.empty())
                return;
            const auto chosen = timed(seat, [&] { return m_ai[seat]->chooseExchange(knowledge(seat), options); });
            if (!chosen)
                return;
            const ExchangeOption o = options[*chosen];
            ++m_exchanges;
            removeConcealed(m_hands[seat], o.kind);
            addConcealed(m_hands[seat], kJokerKind);
            CardExposure& e = m_hands[o.seat].exposures[o.set];
            --e.jokers;
            e.naturals.push_back(static_cast<std::uint8_t>(o.kind));
        }
    }

    void callDead(int caller, int called)
    {
        CardHand shown;
        shown.exposures = m_hands[called].exposures;
        bool fits = false;
        for (int l = 0; l < practice().lineCount() && !fits; ++l)
            fits = practice().distance(l, shown) < kUnreachable;
        m_dead[fits ? caller : called] = true;
        ++m_deadCalls;
    }

public:
    int m_exchanges = 0, m_deadCalls = 0;

private:
    std::array<AiLevel, kSeats> m_levels;
    std::array<Timings, 3>& m_times;
    std::vector<int> m_wall;
    std::array<std::unique_ptr<AmericanAi>, kSeats> m_ai;
    std::array<CardHand, kSeats> m_hands;
    std::array<KindCounts, kSeats> m_discards{};
    std::array<std::array<KindCounts, kSeats>, kSeats> m_passedBy{};
    std::array<bool, kSeats> m_dead{};
    std::array<int, kSeats> m_balance{};
    int m_lastDiscarder = 0;
};

int dealsPerPairing()
{
    const char* env = std::getenv("MJ_AI_DEALS");
    const int n = env ? std::atoi(env) : 6;
    return std::clamp(n, 1, 100000);
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

} // namespace

class TestAmericanAiPlay : public QObject {
    Q_OBJECT

private slots:
    // Two levels, two seats each (A B A B), every deal played in the four rotations: the
    // first level's payout per game, averaged per deal, and its 95% interval over the deals.
    void pairings_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::newRow("strong-normal") << int(AiLevel::Strong) << int(AiLevel::Normal);
        QTest::newRow("normal-easy") << int(AiLevel::Normal) << int(AiLevel::Easy);
        QTest::newRow("strong-easy") << int(AiLevel::Strong) << int(AiLevel::Easy);
    }
    void pairings()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        const AiLevel a = static_cast<AiLevel>(first), b = static_cast<AiLevel>(second);
        const int deals = dealsPerPairing();
        std::array<Timings, 3> times;
        std::vector<double> perDeal;
        int games = 0, wins = 0, exchanges = 0, deadCalls = 0;
        for (int d = 0; d < deals; ++d) {
            double firstPays = 0.0;
            for (int r = 0; r < kSeats; ++r) {
                std::array<AiLevel, kSeats> levels{};
                for (int s = 0; s < kSeats; ++s)
                    levels[s] = (s + r) % 2 == 0 ? a : b;
                Table table(levels, 1000 + static_cast<std::uint64_t>(d), times);
                QString why;
                QVERIFY2(table.play(why), qPrintable(QString("deal %1 rotation %2: %3").arg(d).arg(r).arg(why)));
                ++games;
                exchanges += table.m_exchanges;
                deadCalls += table.m_deadCalls;
                bool won = false;
                for (int s = 0; s < kSeats; ++s) {
                    won = won || table.balance()[s] > 0;
                    if (levels[s] == a)
                        firstPays += table.balance()[s] / 2.0; // two seats of the level
                }
                wins += won;
            }
            perDeal.push_back(firstPays / kSeats);
        }
        double mean = 0.0, var = 0.0;
        for (double x : perDeal)
            mean += x;
        mean /= static_cast<double>(perDeal.size());
        for (double x : perDeal)
            var += (x - mean) * (x - mean);
        const double half = perDeal.size() > 1 ? 1.96 * std::sqrt(var / (perDeal.size() - 1) / perDeal.size()) : 0.0;
        qInfo("%s vs %s: %d games (%d deals x 4 rotations), %d won, %d joker exchanges, %d dead calls; "
              "%s's payout per seat-game %.2f +- %.2f (95%%)",
              aiLevelName(a).c_str(), aiLevelName(b).c_str(), games, deals, wins, exchanges, deadCalls,
              aiLevelName(a).c_str(), mean, half);
        for (AiLevel level : {a, b})
            qInfo("  %s decisions (thread CPU time): %zu, p50 %.0f us, p99 %.0f us, max %.0f us", aiLevelName(level).c_str(),
                  times[int(level)].micros.size(), percentile(times[int(level)].micros, 0.5),
                  percentile(times[int(level)].micros, 0.99), percentile(times[int(level)].micros, 1.0));
        QVERIFY(percentile(times[int(AiLevel::Strong)].micros, 0.99) < 50000.0);
    }
};

QTEST_APPLESS_MAIN(TestAmericanAiPlay)
#include "tst_american_ai_play.moc"
