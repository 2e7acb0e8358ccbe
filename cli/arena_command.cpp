#include "arena_command.h"

#include "arg_reader.h"
#include "number_args.h"
#include "progress_bar.h"
#include "text_format.h"

#include "arena/arena.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace mj::cli {

namespace {

std::string spelled(int n)
{
    static const char* const kWords[] = {"no", "one", "two", "three", "four"};
    return n >= 0 && n <= 4 ? kWords[n] : std::to_string(n);
}

// The levels named, one per seat of a table of `seats`.
Expected<PerSeat<BotLevel>> parseBots(const std::string& text, int seats)
{
    std::vector<std::string> names;
    std::string name;
    for (char c : text + ",") {
        if (c != ',') {
            name += c;
            continue;
        }
        names.push_back(name);
        name.clear();
    }
    if (names.size() != static_cast<std::size_t>(seats))
        return failure("--bots needs " + spelled(seats) + " AI levels separated by commas, one per seat (e.g. normal,normal,easy,easy), "
                       "not \"" + text + "\" (" + std::to_string(names.size()) + " given; known levels: " +
                       botLevelNames() + ")");
    PerSeat<BotLevel> bots(seats);
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto level = parseBotLevel(names[i]);
        if (!level)
            return failure("--bots: " + level.error());
        bots[i] = *level;
    }
    return bots;
}

std::string interval(const BotSummary& b)
{
    if (!b.ciLow)
        return "n/a (one deal)";
    std::string out = "[";
    out += fixed(*b.ciLow, 3, true);
    out += ", ";
    out += fixed(*b.ciHigh, 3, true);
    return out + "]";
}

nlohmann::ordered_json botJson(const BotSummary& b)
{
    nlohmann::ordered_json ci = nlohmann::ordered_json::array();
    if (b.ciLow) {
        ci.push_back(*b.ciLow);
        ci.push_back(*b.ciHigh);
    } else {
        ci.push_back(nullptr);
        ci.push_back(nullptr);
    }
    nlohmann::ordered_json j;
    j["bot"] = b.bot;
    j["win_rate"] = b.winRate;
    j["deal_in_rate"] = b.dealInRate;
    j["avg_payout"] = b.avgPayout;
    j["ci95"] = ci;
    j["decision_ms_p99"] = b.decisionMsP99;
    j["entries"] = b.entries;
    j["games"] = b.games;
    j["decisions"] = b.decisions;
    j["decision_ms_avg"] = b.decisionMsAvg;
    j["decision_ms_max"] = b.decisionMsMax;
    return j;
}

void printTable(const ArenaCommandOptions& options, const ArenaReport& r)
{
    std::cout << "Arena: " << r.games << " games (" << r.deals << " deals, each played 4 times with the bots "
              << "rotated through the seats), " << options.rules.name << " rules, seed " << options.seed << "\n"
              << "Bots: " << options.botsText << " (seats 0-3 in the first rotation)\n\n";
    const std::vector<std::string> head{"bot", "entries", "games", "win %", "deal-in %", "avg payout", "95% interval",
                                        "avg ms", "p99 ms"};
    std::vector<std::vector<std::string>> rows{head};
    for (const BotSummary& b : r.bots)
        rows.push_back({b.bot, std::to_string(b.entries), std::to_string(b.games), fixed(100 * b.winRate, 1),
                        fixed(100 * b.dealInRate, 1), fixed(b.avgPayout, 3, true), interval(b),
                        fixed(b.decisionMsAvg, 4), fixed(b.decisionMsP99, 4)});
    std::vector<std::size_t> width(head.size(), 0);
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c)
            width[c] = std::max(width[c], row[c].size());
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::string pad(width[c] - row[c].size(), ' ');
            // the name and the interval read left-aligned, the numbers right-aligned
            line += c == 0 || c == 6 ? row[c] + pad : pad + row[c];
            line += c + 1 < row.size() ? "  " : "";
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        std::cout << line << '\n';
    }
    std::cout << "\nAverage payout: payouts per game from the bot's seat (1 payout = 4 quarters; "
                 "the table's money sums to zero).\n"
              << "No winner: " << r.noWinner << " games"
              << (r.games > 0 ? " (" + fixed(100.0 * r.noWinner / r.games, 1) + "%)" : std::string()) << "\n"
              << fixed(r.seconds, 1) << " s wall time, " << options.threads
              << (options.threads == 1 ? " thread" : " threads") << "\n";
}

} // namespace

Expected<ArenaCommandOptions> parseArenaOptions(const std::vector<std::string>& args)
{
    ArenaCommandOptions options;
    bool haveBots = false;
    ArgReader reader(args);
    while (reader.next()) {
        const std::string& name = reader.name();
        if (reader.isHelp()) {
            options.help = true;
            return options;
        }
        if (reader.is("--json")) {
            options.json = true;
            continue;
        }
        if (name != "--bots" && name != "--games" && name != "--seed" && name != "--ruleset" && name != "--threads")
            return failure("arena: unknown argument \"" + reader.raw() + "\" (see --help)");
        const auto value = reader.value();
        if (!value)
            return failure(value.error());
        if (name == "--bots") {
            options.botsText = *value; // read against the ruleset's seats below
            haveBots = true;
        } else if (name == "--games") {
            const auto n = parseWholeNumber("--games", *value, 1, kArenaMaxGames);
            if (!n)
                return failure(n.error());
            options.games = static_cast<int>(*n);
        } else if (name == "--seed") {
            const auto n = parseSeed(*value);
            if (!n)
                return failure(n.error());
            options.seed = *n;
        } else if (name == "--threads") {
            const auto n = parseWholeNumber("--threads", *value, 1, kArenaMaxThreads);
            if (!n)
                return failure(n.error());
            options.threads = static_cast<int>(*n);
        } else {
            options.ruleset = *value;
        }
    }
    if (!haveBots)
        return failure("arena needs --bots with four AI levels, one per seat, e.g. --bots normal,normal,easy,easy "
                       "(known levels: " + botLevelNames() + ")");
    const auto rules = loadRuleset(options.ruleset);
    if (!rules)
        return failure("--ruleset: " + rules.error());
    options.rules = *rules;
    // Both depend on how many sit at the ruleset's table.
    const auto bots = parseBots(options.botsText, options.rules.seats());
    if (!bots)
        return Error{bots.error()};
    options.bots = *bots;
    if (Status ok = checkArenaGames(options.games, options.rules.seats()); !ok)
        return Error{ok.error()};
    return options;
}

int runArenaCommand(const ArenaCommandOptions& options)
{
    ProgressBar bar(options.games);
    ArenaOptions arena;
    arena.bots = options.bots;
    arena.rules = options.rules;
    arena.seed = options.seed;
    arena.games = options.games;
    arena.threads = options.threads;
    arena.progress = [&](int done) { bar.update(done); };
    const auto report = runArena(arena);
    if (!report) { // the options were checked while parsing; kept for safety
        std::cerr << "mahjongero-cli: " << report.error() << '\n';
        return 2;
    }
    if (options.json) {
        nlohmann::ordered_json bots = nlohmann::ordered_json::array();
        for (const BotSummary& b : report->bots)
            bots.push_back(botJson(b));
        nlohmann::ordered_json summary;
        summary["bots"] = bots;
        summary["games"] = report->games;
        summary["deals"] = report->deals;
        summary["seed"] = options.seed;
        summary["ruleset"] = options.rules.name;
        summary["lineup"] = options.botsText;
        summary["no_winner"] = report->noWinner;
        summary["broken_deals"] = report->brokenDeals;
        summary["threads"] = options.threads;
        summary["seconds"] = report->seconds;
        std::cout << nlohmann::ordered_json{{"summary", summary}}.dump() << '\n';
    } else {
        printTable(options, *report);
    }
    for (const auto& broken : report->broken)
        std::cerr << "mahjongero-cli: left out " << broken << '\n';
    return report->brokenDeals > 0 ? 1 : 0;
}

std::string arenaCommandHelp()
{
    return "  arena --bots B0,B1,B2,B3 --games N --seed S [--ruleset R] [--threads T] [--json]\n"
           "                     duplicate games between AI levels: each deal played four times,\n"
           "                     the bots rotated through the seats; figures per level\n";
}

std::string arenaOptionsHelp()
{
    return "Options for arena (docs/arena.md defines every figure):\n"
           "  --bots B0,B1,B2,B3 required: the four players, AI levels (" + botLevelNames() + "),\n"
           "                     repeats allowed; in the first rotation B0 sits in seat 0\n"
           "  --games N          games to play, a multiple of 4 (each deal is four games; default 400)\n"
           "  --seed S           the arena seed (default 1): the same seed plays the same games\n"
           "  --ruleset R        filipino (default), visayan, joker-pot, or a ruleset file\n"
           "  --threads T        play deals on T threads (default 1); the figures do not depend on T,\n"
           "                     only the measured decision times do\n"
           "  --json             print only {\"summary\": {\"bots\": [{\"bot\", \"win_rate\", \"deal_in_rate\",\n"
           "                     \"avg_payout\", \"ci95\", \"decision_ms_p99\", ...}, ...], ...}} on one line\n";
}

} // namespace mj::cli
