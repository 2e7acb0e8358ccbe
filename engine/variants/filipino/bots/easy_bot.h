// The easy AI player: always legal, deliberately weak, so a beginner can win. It reads only
// its seat's view and takes its own seeded choices (mj::Rng), so a seed replays the same game.
// Its mistakes, each an obvious one a learner can spot:
//  - about one discard in three is a random tile of its hand (never a joker) instead of the
//    best one;
//  - it lets half of the pungs, kangs and helpful chows it could claim go by;
//  - it never declares sagása.
// Otherwise it plays as the normal bot (variants/filipino/bots/simple_bot.h): it wins whenever it can and
// declares secrets, beauty and NEWS (they pay at once).
#pragma once

#include "variants/filipino/bots/bot.h"
#include "variants/filipino/bots/simple_bot.h"
#include "core/rng.h"

namespace mj {

class EasyBot : public Bot {
public:
    explicit EasyBot(std::uint64_t seed);

    Action choose(const SeatView& view, const Ruleset& rules) override;

    static constexpr int kRandomDiscardPercent = 35;
    static constexpr int kMissedClaimPercent = 50;

private:
    Rng m_rng;
    SimpleBot m_normal; // its sound moves
};

} // namespace mj
