#include "simulate_command.h"

#include "arg_reader.h"
#include "number_args.h"
#include "progress_bar.h"
#include "score_command.h"

#include "variants/filipino/simulation/simulation.h"
#include "record/record_json.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace mj::cli {

namespace {

constexpr int kMaxGames = 10'000'000;

nlohmann::json gameLine(const Game& game, int index)
{
    nlohmann::json line{{"game", index + 1},
                        {"seed", game.record().header.seed},
                        {"mano", game.mano().index()},
                        {"turns", game.turnsPlayed()},
                        {"balance", game.balance().list()}};
    if (const auto winner = game.winner()) {
        line["winner"] = winner->index();
        line["form"] = winFormName(game.win()->form);
        line["source"] = winSourceName(game.winSource());
    } else {
        line["winner"] = nullptr;
    }
    return line;
}

} // namespace

Expected<SimulateOptions> parseSimulateOptions(const std::vector<std::string>& args)
{
    SimulateOptions options;
    ArgReader reader(args);
    while (reader.next()) {
        if (reader.isHelp()) {
            options.help = true;
        } else if (reader.is("--json")) {
            options.json = true;
        } else if (reader.is("--check-replay")) {
            options.checkReplay = true;
        } else if (reader.name() == "--ruleset" || reader.name() == "--games" || reader.name() == "--seed" ||
                   reader.name() == "--record") {
            const auto value = reader.value();
            if (!value)
                return failure(value.error());
            if (reader.name() == "--ruleset") {
                options.ruleset = *value;
                if (!looksLikeRulesetPath(*value))
                    if (const auto r = loadRuleset(*value); !r)
                        return failure("--ruleset: " + r.error());
            } else if (reader.name() == "--games") {
                const auto n = parseWholeNumber("--games", *value, 1, kMaxGames);
                if (!n)
                    return failure(n.error());
                options.games = static_cast<int>(*n);
            } else if (reader.name() == "--seed") {
                const auto n = parseSeed(*value);
                if (!n)
                    return failure(n.error());
                options.seed = *n;
            } else {
                options.recordDir = *value;
            }
        } else {
            return failure("simulate: unknown argument \"" + reader.raw() + "\" (see --help)");
        }
    }
    return options;
}

int runSimulate(const SimulateOptions& options)
{
    const auto rules = loadRuleset(options.ruleset);
    if (!rules) {
        std::cerr << "mahjongero-cli: " << rules.error() << '\n';
        return 1;
    }
    if (!options.recordDir.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(options.recordDir, ec);
        if (ec) {
            std::cerr << "mahjongero-cli: cannot create " << options.recordDir << ": " << ec.message() << '\n';
            return 1;
        }
    }
    ProgressBar bar(options.games);
    bool writeFailed = false;
    SimulationOptions sim;
    sim.seed = options.seed;
    sim.rules = *rules;
    sim.games = options.games;
    sim.checkReplay = options.checkReplay;
    sim.progress = [&](int done) { bar.update(done); };
    sim.onGame = [&](const Game& game, int index) {
        if (options.json)
            std::cout << gameLine(game, index).dump() << '\n';
        if (options.recordDir.empty() || writeFailed)
            return;
        std::ostringstream name;
        name << "game-" << std::setw(6) << std::setfill('0') << index + 1 << ".jsonl";
        const auto path = std::filesystem::path(options.recordDir) / name.str();
        std::ofstream out(path);
        writeRecord(out, game.record());
        if (!out) {
            std::cerr << "mahjongero-cli: cannot write " << path.string() << '\n';
            writeFailed = true;
        }
    };
    const SimulationSummary s = simulate(sim);

    if (options.json) {
        nlohmann::json summary{{"games", s.games},
                               {"ruleset", rules->name},
                               {"ruleset_hash", rulesetHash(*rules)},
                               {"seed", options.seed},
                               {"wins", s.wins.list()},
                               {"no_winner", s.noWinner},
                               {"bunot", s.bunot},
                               {"off_discard", s.offDiscard},
                               {"forms",
                                {{"todas", s.forms[0]},
                                 {"escalera", s.forms[1]},
                                 {"siete_pares", s.forms[2]},
                                 {"international", s.forms[3]}}},
                               {"pot_claims", s.potClaims},
                               {"average_turns", s.averageTurns()},
                               {"events", s.events},
                               {"balances", s.balances.list()},
                               {"invariant_violations", s.invariantViolations},
                               {"violations", s.violations},
                               {"seconds", s.seconds},
                               {"games_per_second", s.gamesPerSecond()}};
        std::cout << nlohmann::json{{"summary", summary}}.dump() << '\n';
    } else {
        std::cout << "Simulated " << s.games << " games (" << rules->name << " rules, match seed " << options.seed
                  << ") with the simple bots\n";
        for (int seat = 0; seat < s.wins.count(); ++seat)
            std::cout << "  seat " << seat << ": " << std::setw(6) << s.wins[static_cast<std::size_t>(seat)]
                      << " wins, balance " << formatPayouts(s.balances[static_cast<std::size_t>(seat)])
                      << " payouts\n";
        std::cout << "  no winner: " << s.noWinner << " games\n"
                  << "  wins: " << s.bunot << " búnot, " << s.offDiscard << " off a discard; " << s.forms[0]
                  << " tódas, " << s.forms[1] << " escaléra, " << s.forms[2] << " siete pares, " << s.forms[3]
                  << " international\n";
        if (rules->pot)
            std::cout << "  pot claimed " << s.potClaims << " times\n";
        std::cout << "  average turns: " << std::fixed << std::setprecision(1) << s.averageTurns() << "\n"
                  << "  invariant violations: " << s.invariantViolations << "\n"
                  << "  " << std::setprecision(0) << s.gamesPerSecond() << " games per second (" << std::setprecision(2)
                  << s.seconds << " s)\n";
    }
    for (const auto& v : s.violations)
        std::cerr << "mahjongero-cli: invariant broken in " << v << '\n';
    return s.invariantViolations > 0 || writeFailed ? 1 : 0;
}

std::string simulateCommandHelp()
{
    return "  simulate --ruleset R --games N --seed S [--json] [--record DIR] [--check-replay]\n"
           "                     play N complete games headless with the simple bots\n";
}

std::string simulateOptionsHelp()
{
    return R"(Options for simulate:
  --ruleset R        filipino (default), visayan, joker-pot, or a ruleset file
  --games N          how many games the match has (1 to 10000000; default 100)
  --seed S           the match seed (default 1); game 1 uses it as it is
  --json             one JSON line per game, then {"summary": {...}}
  --record DIR       write each game's record to DIR/game-NNNNNN.jsonl
  --check-replay     also read each game's record back and replay it through the
                     rules: every event must come again and the game end the same
                     (a broken one counts as an invariant violation; about three times as slow)
)";
}

} // namespace mj::cli
