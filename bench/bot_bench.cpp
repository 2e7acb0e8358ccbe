#include "bot_bench.h"

#include "bots/bot_level.h"
#include "game/game.h"
#include "game/seat_view.h"
#include "rules/ruleset_json.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace mj::bench {

void printBotBench(std::FILE* out, std::uint64_t seed, int games)
{
    constexpr std::array kLevels{BotLevel::Easy, BotLevel::Normal, BotLevel::Strong};
    std::array<std::vector<double>, kLevels.size()> millis;
    const auto rulesets = builtinRulesetNames();
    // Two strong seats: its decisions are the ones that must stay fast.
    constexpr std::array kLineup{BotLevel::Strong, BotLevel::Normal, BotLevel::Strong, BotLevel::Easy};
    for (int g = 0; g < games; ++g) {
        const Ruleset rules = *loadRuleset(rulesets[static_cast<std::size_t>(g) % rulesets.size()]);
        Game game(GameSetup{seed + static_cast<std::uint64_t>(g), rules, Seat::of(g % Ruleset::kSeats), {}});
        std::array<BotLevel, Ruleset::kSeats> levels{};
        std::array<std::unique_ptr<Bot>, Ruleset::kSeats> bots;
        for (int s = 0; s < Ruleset::kSeats; ++s) {
            levels[static_cast<std::size_t>(s)] = kLineup[static_cast<std::size_t>((s + g) % Ruleset::kSeats)];
            bots[static_cast<std::size_t>(s)] = makeBot(levels[static_cast<std::size_t>(s)], seed * 4 + s);
        }
        while (!game.over()) {
            const Seat seat = game.seatToAct();
            const SeatView view = viewFor(game, seat);
            const auto started = std::chrono::steady_clock::now();
            const Action action = bots[static_cast<std::size_t>(seat.index())]->choose(view, rules);
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
            millis[static_cast<std::size_t>(levels[static_cast<std::size_t>(seat.index())])].push_back(ms);
            if (!game.act(action))
                throw std::logic_error("a bot's legal action was refused");
        }
    }
    for (std::size_t l = 0; l < kLevels.size(); ++l) {
        auto& t = millis[l];
        if (t.empty())
            continue;
        std::sort(t.begin(), t.end());
        const double average = std::accumulate(t.begin(), t.end(), 0.0) / static_cast<double>(t.size());
        const double p99 = t[std::min(t.size() - 1, t.size() * 99 / 100)];
        std::fprintf(out, "decisions %-7s %8zu over %d games: average %.4f ms, p99 %.4f ms, max %.3f ms\n",
                     botLevelName(kLevels[l]).c_str(), t.size(), games, average, p99, t.back());
    }
}

} // namespace mj::bench
