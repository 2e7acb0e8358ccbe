#include "arena/duplicate_schedule.h"

#include "core/rng.h"
#include "variants/filipino/game/match.h"

namespace mj {

std::uint64_t arenaDealSeed(std::uint64_t arenaSeed, int deal) { return gameSeed(arenaSeed, deal); }

std::uint64_t arenaBotSeed(std::uint64_t dealSeed, Seat seat)
{
    std::uint64_t x = dealSeed ^ (0xA7E4A0ULL + static_cast<std::uint64_t>(seat.index()));
    return splitMix64(x);
}

GameSetup arenaDealSetup(std::uint64_t dealSeed, const Ruleset& rules)
{
    GameSetup setup;
    setup.seed = dealSeed;
    setup.rules = rules;
    return setup; // the máno is rolled for from the seed, the same in every rotation
}

} // namespace mj
