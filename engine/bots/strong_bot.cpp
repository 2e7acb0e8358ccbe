#include "bots/strong_bot.h"

#include "bots/claim_value.h"
#include "bots/danger.h"
#include "bots/discard_score.h"
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

} // namespace

StrongBot::StrongBot(std::uint64_t seed, bool sampling) : m_rng(seed), m_sampling(sampling) {}

Action StrongBot::choose(const SeatView& view, const Ruleset& rules)
{
    const auto& legal = view.legal;
    if (legal.empty())
        throw std::logic_error("the bot was asked to act with nothing legal");
    // A win always pays; the declarations pay at once.
    for (ActionType t : {ActionType::Win, ActionType::ClaimWin, ActionType::Draw, ActionType::Secret,
                         ActionType::Sagasa, ActionType::Beauty, ActionType::News, ActionType::ClaimBeauty,
                         ActionType::ClaimNews})
        if (const Action* a = first(legal, t))
            return *a;
    if (const Action* pass = first(legal, ActionType::Pass))
        return chooseClaim(view, rules, *pass);
    return chooseDiscard(view, rules, nullptr);
}

DiscardAdvice StrongBot::adviseDiscard(const SeatView& view, const Ruleset& rules)
{
    DiscardAdvice advice;
    if (first(view.legal, ActionType::Discard))
        chooseDiscard(view, rules, &advice);
    return advice;
}

Action StrongBot::chooseClaim(const SeatView& view, const Ruleset& rules, const Action& pass)
{
    const bool anyClaim = std::any_of(view.legal.begin(), view.legal.end(), [](const Action& a) {
        return a.type == ActionType::Pung || a.type == ActionType::Chow || a.type == ActionType::Kang;
    });
    if (!anyClaim)
        return pass;
    const OutlookContext ctx = outlookContext(view, rules);
    const TableRead read = readTable(view, rules);
    const Action* best = &pass;
    double bestValue = passValue(view, rules, ctx).value - kClaimSlack;
    for (const Action& a : view.legal)
        if (const auto v = claimValue(view, rules, ctx, read, a); v && v->value > bestValue) {
            best = &a;
            bestValue = v->value;
        }
    return *best;
}

TableRead StrongBot::readTableSampled(const SeatView& view, const Ruleset& rules, const TableRead& cheap)
{
    const HiddenPool pool = hiddenPool(view, rules);
    const double total = rankWaitTotal(view, rules);
    PerSeat<std::optional<WaitShares>> shares(view.seats());
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
