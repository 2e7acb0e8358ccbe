// The "random" player of American mahjong: it chooses uniformly among its legal actions with
// a generator of its own (seeded by whoever makes it), so a game it plays replays from the
// seeds alone. It needs no views. The conformance suite and the first games play with it;
// the card-playing levels are in ai/.
#pragma once

#include "core/rng.h"
#include "variants/variant.h"

namespace mj::american {

class RandomAgent final : public SeatAgent {
public:
    explicit RandomAgent(std::uint64_t seed) : m_rng(seed) {}
    void see(const SeenEvent&) override {}
    bool needs(std::size_t) const override { return false; }
    Action choose(const std::vector<Action>& legal) override
    {
        return legal[static_cast<std::size_t>(m_rng.below(legal.size()))];
    }

private:
    Rng m_rng;
};

} // namespace mj::american
