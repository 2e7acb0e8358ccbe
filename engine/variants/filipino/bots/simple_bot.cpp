#include "variants/filipino/bots/simple_bot.h"

#include "hand/shanten.h"

#include <algorithm>
#include <climits>
#include <stdexcept>

namespace mj {

namespace {

bool has(const std::vector<Action>& legal, ActionType t)
{
    return std::any_of(legal.begin(), legal.end(), [t](const Action& a) { return a.type == t; });
}

const Action* first(const std::vector<Action>& legal, ActionType t)
{
    const auto it = std::find_if(legal.begin(), legal.end(), [t](const Action& a) { return a.type == t; });
    return it == legal.end() ? nullptr : &*it;
}

} // namespace

Action SimpleBot::choose(const SeatView& view, const Ruleset& rules)
{
    const auto& legal = view.legal;
    if (legal.empty())
        throw std::logic_error("the bot was asked to act with nothing legal");
    for (ActionType t : {ActionType::Win, ActionType::ClaimWin, ActionType::Draw, ActionType::Secret,
                         ActionType::Sagasa, ActionType::Beauty, ActionType::News, ActionType::ClaimBeauty,
                         ActionType::ClaimNews, ActionType::Kang, ActionType::Pung})
        if (const Action* a = first(legal, t))
            return *a;
    for (const Action& a : legal)
        if (a.type == ActionType::Chow && chowHelps(view, a.kind))
            return a;
    if (has(legal, ActionType::Pass))
        return *first(legal, ActionType::Pass);
    return chooseDiscard(view, rules);
}

bool SimpleBot::chowHelps(const SeatView& view, int start)
{
    HandCounts h = view.counts;
    if (h.jokers > 0)
        return false; // keep it cheap: joker hands never chow
    const int before = standardShanten(h);
    const int discard = *view.pendingKind;
    for (int k = start; k < start + 3; ++k)
        if (k != discard)
            --h.counts[static_cast<std::size_t>(k)];
    h.addExposed({SetType::Chow, static_cast<std::uint8_t>(start)});
    return standardShanten(h) < before;
}

Action SimpleBot::chooseDiscard(const SeatView& view, const Ruleset& rules)
{
    const HandCounts& hand = view.counts;
    const PairRules pairs{rules.fourAsTwoPairs};
    // Each hand tile's kind and joker flag, by tile id, from the view.
    auto indexOf = [&](int tile) {
        for (std::size_t i = 0; i < view.hand.size(); ++i)
            if (view.hand[i].value == tile)
                return i;
        return view.hand.size();
    };
    int best = INT_MAX;
    std::vector<const Action*> ties;
    std::array<int, TileKind::mahjongCount> scored{};
    scored.fill(INT_MIN);
    for (const Action& a : view.legal) {
        if (a.type != ActionType::Discard)
            continue;
        const std::size_t i = indexOf(a.tile);
        if (i == view.hand.size())
            continue;
        int score = 0;
        if (view.handJokers[i]) {
            score = 100; // a joker is worth keeping
        } else {
            const int kind = view.handKinds[i];
            int& cached = scored[static_cast<std::size_t>(kind)];
            if (cached == INT_MIN) {
                HandCounts after = hand;
                --after.counts[static_cast<std::size_t>(kind)];
                cached = bestShanten(after, pairs);
            }
            score = cached;
        }
        if (score < best)
            best = score, ties.clear();
        if (score == best)
            ties.push_back(&a);
    }
    return *ties[static_cast<std::size_t>(m_rng.below(ties.size()))];
}

} // namespace mj
