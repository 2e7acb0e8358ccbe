#include "game_bench.h"

#include "variants/filipino/simulation/simulation.h"
#include "variants/filipino/rules/ruleset_json.h"

namespace mj::bench {

void printGameBench(std::FILE* out, std::uint64_t seed, int games)
{
    for (const auto& name : builtinRulesetNames()) {
        SimulationOptions options;
        options.seed = seed;
        options.rules = *loadRuleset(name);
        options.games = name == "filipino" ? games : games / 4;
        const SimulationSummary s = simulate(options);
        std::fprintf(out, "simulation %-10s %6d games in %6.2f s: %8.0f games/s, %5.1f turns/game, %d invariant violations\n",
                     name.c_str(), s.games, s.seconds, s.gamesPerSecond(), s.averageTurns(), s.invariantViolations);
    }
}

} // namespace mj::bench
