#include "bots/strong_bot.h"

#include "bots/danger.h"
#include "bots/hand_outlook.h"
#include "bots/sampled_waits.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace mj {

namespace {

const Action* first(const std::vector<Action>& legal, ActionType t)
{
    const auto it = std::find_if(legal.begin(), legal.end(), [t](const Action& a) { return a.type == t; });
    return it == legal.end() ? nullptr : &*it;
}

// One kind the hand could let go, valued.
struct ScoredDiscard {
    int kind = -1;
    HandOutlook outlook;
    double danger = 0;
    double score = 0;
};

// A discard's worth: distance first (the shanten of the better route, siete pares or
// tódas), then the unseen tiles that bring the rest nearer, less its danger. The danger
// weighs as much as a few accepted tiles (it settles near-equal choices, measured best in
// the arena) until an opponent looks ready and the hand is still far: then safety outweighs
// a step of distance, and the bot folds.
double dangerWeight(const HandOutlook& o, double maxReady)
{
    const bool fold = maxReady >= StrongBot::kFoldReady && o.shanten() >= StrongBot::kFoldShanten;
    return fold ? StrongBot::kFoldDangerWeight : StrongBot::kDangerWeight;
}

double discardScore(const HandOutlook& o, double danger, double maxReady)
{
    return -o.shanten() * StrongBot::kShantenWeight + o.bestRoute().accepting - danger * dangerWeight(o, maxReady);
}

// Whether reading the danger better could change the choice: some other discard, were its
// danger nil, would beat the best one as scored now (its danger is what holds it back).
bool dangerDecides(const std::vector<ScoredDiscard>& sorted, double maxReady)
{
    if (sorted.size() < 2)
        return false;
    const double best = sorted.front().score;
    return std::any_of(sorted.begin() + 1, sorted.end(), [&](const ScoredDiscard& s) {
        return s.danger > 0 && s.score + s.danger * dangerWeight(s.outlook, maxReady) > best;
    });
}

// Every natural kind in a 3n+2 hand, valued as a discard (danger ignored when read is null).
std::vector<ScoredDiscard> scoreDiscards(const HandCounts& hand, const OutlookContext& ctx, const TableRead* read)
{
    std::vector<ScoredDiscard> out;
    HandCounts less = hand;
    for (int k = 0; k < kHandKinds; ++k) {
        if (hand.counts[static_cast<std::size_t>(k)] == 0)
            continue;
        --less.counts[static_cast<std::size_t>(k)];
        ScoredDiscard s;
        s.kind = k;
        s.outlook = outlookOf(less, ctx);
        s.danger = read ? read->danger[static_cast<std::size_t>(k)] : 0.0;
        s.score = discardScore(s.outlook, s.danger, read ? read->maxReady : 0.0);
        out.push_back(s);
        ++less.counts[static_cast<std::size_t>(k)];
    }
    return out;
}

// Ordering of equally valued discards: nearer, then wider, then safer.
bool better(const ScoredDiscard& a, const ScoredDiscard& b)
{
    constexpr double kEpsilon = 1e-9;
    if (std::abs(a.score - b.score) > kEpsilon)
        return a.score > b.score;
    if (a.outlook.shanten() != b.outlook.shanten())
        return a.outlook.shanten() < b.outlook.shanten();
    if (a.outlook.bestRoute().accepting != b.outlook.bestRoute().accepting)
        return a.outlook.bestRoute().accepting > b.outlook.bestRoute().accepting;
    return a.danger < b.danger;
}

bool sameRank(const ScoredDiscard& a, const ScoredDiscard& b) { return !better(a, b) && !better(b, a); }

} // namespace

StrongBot::StrongBot(std::uint64_t seed, bool sampling) : m_rng(seed), m_sampling(sampling) {}

Action StrongBot::choose(const SeatView& view, const Ruleset& rules)
{
    const auto& legal = view.legal;
    if (legal.empty())
        throw std::logic_error("the bot was asked to act with nothing legal");
    // A win always pays; the others pay at once (and a kang brings a gift besides).
    for (ActionType t : {ActionType::Win, ActionType::ClaimWin, ActionType::Draw, ActionType::Secret,
                         ActionType::Sagasa, ActionType::Beauty, ActionType::News, ActionType::ClaimBeauty,
                         ActionType::ClaimNews, ActionType::Kang})
        if (const Action* a = first(legal, t))
            return *a;
    if (first(legal, ActionType::Pass)) {
        for (ActionType t : {ActionType::Pung, ActionType::Chow})
            for (const Action& a : legal)
                if (a.type == t && claimPays(view, rules, a))
                    return a;
        return *first(legal, ActionType::Pass);
    }
    return chooseDiscard(view, rules, nullptr);
}

DiscardAdvice StrongBot::adviseDiscard(const SeatView& view, const Ruleset& rules)
{
    DiscardAdvice advice;
    if (first(view.legal, ActionType::Discard))
        chooseDiscard(view, rules, &advice);
    return advice;
}

bool StrongBot::claimPays(const SeatView& view, const Ruleset& rules, const Action& claim)
{
    if (!view.pendingKind)
        return false;
    // Not while siete pares is the nearer route: a seized set ends it.
    const HandOutlook now = outlookOf(view.counts, outlookContext(view, rules));
    if (now.best == HandRoute::Pairs && now.route[1].lacking < now.route[0].lacking)
        return false;
    HandCounts after = view.counts;
    const int taken = *view.pendingKind;
    if (claim.type == ActionType::Pung) {
        if (after.counts[static_cast<std::size_t>(taken)] < 2)
            return false;
        after.counts[static_cast<std::size_t>(taken)] -= 2;
        after.addExposed({SetType::Pung, static_cast<std::uint8_t>(taken)});
    } else {
        for (int k = claim.kind; k < claim.kind + 3; ++k) {
            if (k == taken)
                continue;
            if (after.counts[static_cast<std::size_t>(k)] == 0)
                return false;
            --after.counts[static_cast<std::size_t>(k)];
        }
        after.addExposed({SetType::Chow, static_cast<std::uint8_t>(claim.kind)});
    }
    return routeLacking(after, HandRoute::Standard, rules) < routeLacking(view.counts, HandRoute::Standard, rules);
}

TableRead StrongBot::readTableSampled(const SeatView& view, const Ruleset& rules, const TableRead& cheap)
{
    const HiddenPool pool = hiddenPool(view, rules);
    const double total = rankWaitTotal(view, rules);
    std::array<std::optional<WaitShares>, Seat::count> shares;
    for (const OpponentRead& o : cheap.opponents)
        if (o.ready >= kSampleOpponentReady)
            shares[static_cast<std::size_t>(o.seat.index())] = sampledWaitShares(
                pool, view.concealedCount[static_cast<std::size_t>(o.seat.index())], view, rules, kSamples, total, m_rng);
    return readTable(view, rules, &shares);
}

Action StrongBot::chooseDiscard(const SeatView& view, const Ruleset& rules, DiscardAdvice* advice)
{
    const OutlookContext ctx = outlookContext(view, rules);
    TableRead read = readTable(view, rules);
    std::vector<ScoredDiscard> scored = scoreDiscards(view.counts, ctx, &read);
    // Only kinds with a legal natural tile to throw.
    auto tileOf = [&](int kind) -> const Action* {
        for (const Action& a : view.legal) {
            if (a.type != ActionType::Discard)
                continue;
            for (std::size_t i = 0; i < view.hand.size(); ++i)
                if (int(view.hand[i].value) == a.tile && !view.handJokers[i] && view.handKinds[i] == kind)
                    return &a;
        }
        return nullptr;
    };
    std::erase_if(scored, [&](const ScoredDiscard& s) { return tileOf(s.kind) == nullptr; });
    if (scored.empty()) // only jokers left to throw
        return *first(view.legal, ActionType::Discard);
    std::sort(scored.begin(), scored.end(), better);
    // Where an opponent may be ready and the danger decides between discards, it weighs
    // less (full weight was too cautious), read from sampled waits where that does not lose.
    if (read.maxReady >= kThreatReady && dangerDecides(scored, read.maxReady)) {
        if (m_sampling && !rules.isVisayan())
            read = readTableSampled(view, rules, read);
        for (ScoredDiscard& s : scored) {
            s.danger = read.danger[static_cast<std::size_t>(s.kind)];
            s.score = discardScore(s.outlook, s.danger * kThreatDangerScale, read.maxReady);
        }
        std::sort(scored.begin(), scored.end(), better);
    }
    std::vector<const ScoredDiscard*> ties;
    for (const ScoredDiscard& s : scored)
        if (sameRank(s, scored.front()))
            ties.push_back(&s);
    const ScoredDiscard* chosen = ties[static_cast<std::size_t>(m_rng.below(ties.size()))];
    if (advice) {
        advice->tile = tileOf(chosen->kind)->tile;
        advice->kind = chosen->kind;
        advice->shantenAfter = chosen->outlook.shanten();
        advice->accepting = chosen->outlook.bestRoute().accepting;
        advice->pairsRoute = chosen->outlook.best == HandRoute::Pairs;
        advice->danger = chosen->danger;
        for (const ScoredDiscard& s : scored)
            advice->bestDanger = std::max(advice->bestDanger, s.danger);
        const OpponentRead* threat = nullptr;
        for (const OpponentRead& o : read.opponents)
            if (!threat || o.ready > threat->ready)
                threat = &o;
        if (threat) {
            advice->threatSeat = threat->seat.index();
            advice->threatReady = threat->ready;
            advice->threatFlushSuit = threat->flushSuit;
        }
        // Folding: a faster discard existed but was passed over for safety.
        advice->folding = std::any_of(scored.begin(), scored.end(), [&](const ScoredDiscard& s) {
            return s.outlook.value() > chosen->outlook.value() + 1e-9;
        });
    }
    return *tileOf(chosen->kind);
}

} // namespace mj
