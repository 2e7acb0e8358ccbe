// The simple legal bot of the headless simulation (issue 4): always legal, cheap, and good
// enough to finish hands so that every rule and payout is exercised. It wins whenever it can,
// declares every secret, sagása, beauty and NEWS, claims every pung and kang, chows only when
// the chow brings the hand nearer to ready, and discards the tile that leaves the lowest
// shanten (standard or pairs form), ties broken by its own seeded RNG.
// It reads only its seat's view (variants/filipino/game/seat_view.h).
// Strong AI is issue 6's.
#pragma once

#include "variants/filipino/bots/bot.h"
#include "core/rng.h"
#include "variants/filipino/game/seat_view.h"

namespace mj {

class SimpleBot : public Bot {
public:
    explicit SimpleBot(std::uint64_t seed) : m_rng(seed) {}

    Action choose(const SeatView& view, const Ruleset& rules) override;

private:
    Action chooseDiscard(const SeatView& view, const Ruleset& rules);
    bool chowHelps(const SeatView& view, int start);

    Rng m_rng;
};

} // namespace mj
