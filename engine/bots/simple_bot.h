// The simple legal bot of the headless simulation (issue 4): always legal, cheap, and good
// enough to finish hands so that every rule and payout is exercised. It wins whenever it can,
// declares every secret, sagása, beauty and NEWS, claims every pung and kang, chows only when
// the chow brings the hand nearer to ready, and discards the tile that leaves the lowest
// shanten (standard or pairs form), ties broken by its own seeded RNG.
// It reads only what its seat may know: its own hand and sets, and the legal actions.
// Strong AI is issue 6's.
#pragma once

#include "core/rng.h"
#include "game/game.h"

namespace mj {

class SimpleBot {
public:
    explicit SimpleBot(std::uint64_t seed) : m_rng(seed) {}

    Action choose(const Game& game, Seat seat);

private:
    Action chooseDiscard(const Game& game, Seat seat, const std::vector<Action>& legal);
    bool chowHelps(const Game& game, Seat seat, int start);

    Rng m_rng;
};

} // namespace mj
