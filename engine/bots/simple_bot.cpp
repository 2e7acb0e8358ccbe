#include "bots/simple_bot.h"

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

Action SimpleBot::choose(const Game& game, Seat seat)
{
    const auto legal = game.legalActions(seat);
    if (legal.empty())
        throw std::logic_error("the bot was asked to act with nothing legal");
    for (ActionType t : {ActionType::Win, ActionType::ClaimWin, ActionType::Draw, ActionType::Secret,
                         ActionType::Sagasa, ActionType::Beauty, ActionType::News, ActionType::ClaimBeauty,
                         ActionType::ClaimNews, ActionType::Kang, ActionType::Pung})
        if (const Action* a = first(legal, t))
            return *a;
    for (const Action& a : legal)
        if (a.type == ActionType::Chow && chowHelps(game, seat, a.kind))
            return a;
    if (has(legal, ActionType::Pass))
        return *first(legal, ActionType::Pass);
    return chooseDiscard(game, seat, legal);
}

bool SimpleBot::chowHelps(const Game& game, Seat seat, int start)
{
    HandCounts h = game.handCounts(seat);
    if (h.jokers > 0)
        return false; // keep it cheap: joker hands never chow
    const int before = standardShanten(h);
    const int discard = game.table().tileSet().kindOf(*game.pendingDiscard()).index();
    for (int k = start; k < start + 3; ++k)
        if (k != discard)
            --h.counts[static_cast<std::size_t>(k)];
    h.addExposed({SetType::Chow, static_cast<std::uint8_t>(start)});
    return standardShanten(h) < before;
}

Action SimpleBot::chooseDiscard(const Game& game, Seat seat, const std::vector<Action>& legal)
{
    const HandCounts hand = game.handCounts(seat);
    const PairRules pairs{game.rules().fourAsTwoPairs};
    int best = INT_MAX;
    std::vector<const Action*> ties;
    std::array<int, TileKind::count> scored{};
    scored.fill(INT_MIN);
    for (const Action& a : legal) {
        if (a.type != ActionType::Discard)
            continue;
        const TileId tile{static_cast<std::uint16_t>(a.tile)};
        int score = 0;
        if (game.isJoker(tile)) {
            score = 100; // a joker is worth keeping
        } else {
            const int kind = game.table().tileSet().kindOf(tile).index();
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
