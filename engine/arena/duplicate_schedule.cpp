#include "arena/duplicate_schedule.h"

#include "game/match.h"

namespace mj {

namespace {

// SplitMix64's finaliser: nearby inputs (seat 0..3) give unrelated outputs.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

} // namespace

std::uint64_t arenaDealSeed(std::uint64_t arenaSeed, int deal) { return gameSeed(arenaSeed, deal); }

std::uint64_t arenaBotSeed(std::uint64_t dealSeed, Seat seat)
{
    return mix(dealSeed ^ (0xA7E4A0ULL + static_cast<std::uint64_t>(seat.index())));
}

GameSetup arenaDealSetup(std::uint64_t dealSeed, const Ruleset& rules)
{
    GameSetup setup;
    setup.seed = dealSeed;
    setup.rules = rules;
    return setup; // the máno is rolled for from the seed, the same in every rotation
}

} // namespace mj
