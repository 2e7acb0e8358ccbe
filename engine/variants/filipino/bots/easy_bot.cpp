#include "variants/filipino/bots/easy_bot.h"

#include <algorithm>

namespace mj {

namespace {

bool offers(const std::vector<Action>& legal, ActionType t)
{
    return std::any_of(legal.begin(), legal.end(), [t](const Action& a) { return a.type == t; });
}

bool isSetClaim(ActionType t) { return t == ActionType::Chow || t == ActionType::Pung || t == ActionType::Kang; }

} // namespace

EasyBot::EasyBot(std::uint64_t seed) : m_rng(seed), m_normal(seed ^ 0x5EA5EA5EA5ULL) {}

Action EasyBot::choose(const SeatView& view, const Ruleset& rules)
{
    // A win is never missed: even a beginner's opponent calls it.
    for (ActionType t : {ActionType::Win, ActionType::ClaimWin, ActionType::Draw})
        for (const Action& a : view.legal)
            if (a.type == t)
                return a;

    SeatView mine = view;
    std::erase_if(mine.legal, [](const Action& a) { return a.type == ActionType::Sagasa; });

    if (offers(mine.legal, ActionType::Pass) &&
        std::any_of(mine.legal.begin(), mine.legal.end(), [](const Action& a) { return isSetClaim(a.type); }) &&
        m_rng.below(100) < kMissedClaimPercent)
        std::erase_if(mine.legal, [](const Action& a) { return isSetClaim(a.type); });

    if (offers(mine.legal, ActionType::Discard) && m_rng.below(100) < kRandomDiscardPercent) {
        std::vector<const Action*> careless;
        for (const Action& a : mine.legal) {
            if (a.type != ActionType::Discard)
                continue;
            const auto at = std::find_if(view.hand.begin(), view.hand.end(),
                                         [&](TileId t) { return int(t.value) == a.tile; });
            if (at != view.hand.end() && !view.handJokers[static_cast<std::size_t>(at - view.hand.begin())])
                careless.push_back(&a);
        }
        // Declarations (secret, beauty, NEWS) still come first: they pay at once.
        const bool declares = std::any_of(mine.legal.begin(), mine.legal.end(), [](const Action& a) {
            return a.type == ActionType::Secret || a.type == ActionType::Beauty || a.type == ActionType::News;
        });
        if (!careless.empty() && !declares)
            return *careless[static_cast<std::size_t>(m_rng.below(careless.size()))];
    }
    return m_normal.choose(mine, rules);
}

} // namespace mj
