#include "variant_play_command.h"

#include "arg_reader.h"
#include "exit_codes.h"
#include "number_args.h"
#include "progress_bar.h"
#include "text_format.h"

#include "arena/variant_arena.h"
#include "core/excerpt.h"
#include "variants/registry/builtin_variants.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace mj::cli {

namespace {

constexpr int kBroken = 1;
constexpr int kMaxSimulateGames = 10'000'000;

bool offers(const std::vector<std::string>& names, const std::string& name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

// The levels named, one per seat of the variant's table.
Expected<PerSeat<std::string>> parseLevels(const std::string& text, const Variant& variant)
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
    const auto known = variant.agentLevels();
    if (names.size() != static_cast<std::size_t>(variant.seats()))
        return failure("--bots needs " + std::to_string(variant.seats()) + " AI level" + (variant.seats() == 1 ? "" : "s") +
                       " separated by commas, one per seat of a " + variant.name() + " game, not \"" + excerpt(text) +
                       "\" (" + std::to_string(names.size()) + " given; the levels: " + joined(known) + ")");
    PerSeat<std::string> levels(variant.seats());
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!offers(known, names[i]))
            return failure("--bots: the " + variant.name() + " variant has no AI level \"" + excerpt(names[i]) +
                           "\" (the levels: " + joined(known) + ")");
        levels[i] = names[i];
    }
    return levels;
}

nlohmann::ordered_json levelJson(const VariantArenaLevel& l)
{
    nlohmann::ordered_json ci = nlohmann::ordered_json::array();
    ci.push_back(l.ciLow ? nlohmann::ordered_json(*l.ciLow) : nlohmann::ordered_json(nullptr));
    ci.push_back(l.ciHigh ? nlohmann::ordered_json(*l.ciHigh) : nlohmann::ordered_json(nullptr));
    const double games = static_cast<double>(std::max<std::int64_t>(l.games, 1));
    return {{"level", l.level},
            {"entries", l.entries},
            {"games", l.games},
            {"wins", l.wins},
            {"win_rate", static_cast<double>(l.wins) / games},
            {"avg_payout", l.avgPayout},
            {"ci95", ci},
            {"decisions", l.decisions},
            {"decision_ms_p50", l.decisionMsP50},
            {"decision_ms_p99", l.decisionMsP99},
            {"decision_ms_max", l.decisionMsMax}};
}

void printArena(const VariantPlayOptions& o, const VariantArenaReport& r)
{
    const std::string played = r.seats == 1 ? "played once" : "played " + std::to_string(r.seats) +
                                                                   " times with the levels rotated through the seats";
    const std::string seats = r.seats == 1 ? "seat 0" : "seats 0-" + std::to_string(r.seats - 1) + " in the first rotation";
    std::cout << "Arena: " << r.games << " games (" << r.deals << " deals, each " << played << "), " << r.variant
              << " variant, " << r.ruleset << " rules, seed " << o.seed << "\n"
              << "Levels: " << o.levelsText << " (" << seats << ")\n\n";
    const std::vector<std::string> head{"level", "entries", "games", "wins", "win %", "avg payout", "95% interval",
                                        "p50 ms", "p99 ms"};
    std::vector<std::vector<std::string>> rows{head};
    for (const VariantArenaLevel& l : r.levels) {
        const std::string ci =
            l.ciLow ? "[" + fixed(*l.ciLow, 3, true) + ", " + fixed(*l.ciHigh, 3, true) + "]" : "n/a (one deal)";
        rows.push_back({l.level, std::to_string(l.entries), std::to_string(l.games), std::to_string(l.wins),
                        fixed(l.games ? 100.0 * static_cast<double>(l.wins) / static_cast<double>(l.games) : 0, 1),
                        fixed(l.avgPayout, 3, true), ci, fixed(l.decisionMsP50, 4), fixed(l.decisionMsP99, 4)});
    }
    std::vector<std::size_t> width(head.size(), 0);
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c)
            width[c] = std::max(width[c], row[c].size());
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::string pad(width[c] - row[c].size(), ' ');
            line += c == 0 || c == 6 ? row[c] + pad : pad + row[c]; // names and intervals left, numbers right
            line += c + 1 < row.size() ? "  " : "";
        }
        std::cout << line << '\n';
    }
    std::cout << "\nNo winner: " << r.noWinner << " games. Payouts are in the game's own units (" << r.variant
              << "); " << fixed(r.seconds, 2) << " s\n";
}

int arena(const VariantPlayOptions& o)
{
    ProgressBar bar(o.games);
    VariantArenaOptions a;
    a.variant = o.variant;
    a.ruleset = o.ruleset;
    a.levels = o.levels;
    a.seed = o.seed;
    a.games = o.games;
    a.threads = o.threads;
    a.progress = [&](int done) { bar.update(done); };
    const auto report = runVariantArena(a);
    if (!report) {
        std::cerr << "mahjongero-cli: arena: " << report.error() << '\n';
        return kBadArgument;
    }
    if (o.json) {
        nlohmann::ordered_json levels = nlohmann::ordered_json::array();
        for (const VariantArenaLevel& l : report->levels)
            levels.push_back(levelJson(l));
        std::cout << nlohmann::ordered_json{{"summary",
                                             {{"variant", report->variant},
                                              {"ruleset", report->ruleset},
                                              {"seed", o.seed},
                                              {"seats", report->seats},
                                              {"games", report->games},
                                              {"deals", report->deals},
                                              {"no_winner", report->noWinner},
                                              {"broken_deals", report->brokenDeals},
                                              {"levels", levels},
                                              {"seconds", report->seconds}}}}
                         .dump()
                  << '\n';
    } else {
        printArena(o, *report);
    }
    for (const std::string& b : report->broken)
        std::cerr << "mahjongero-cli: arena: a game broke in " << b << '\n';
    if (report->brokenDeals > static_cast<int>(report->broken.size()))
        std::cerr << "mahjongero-cli: arena: " << report->brokenDeals << " deals broke in all\n";
    return report->brokenDeals > 0 ? kBroken : 0;
}

// Whether the game's record replays through its variant to the same end.
std::optional<std::string> replayDiffers(const Variant& variant, const VariantGame& game)
{
    const auto replayed = variant.replay(game.record());
    if (!replayed)
        return "its record does not replay: " + replayed.error();
    const VariantGame& again = **replayed;
    if (again.record().events.size() != game.record().events.size() || !again.over() ||
        again.winner() != game.winner() || !(again.balance() == game.balance()))
        return std::string("its record replays to another end");
    return std::nullopt;
}

int simulate(const VariantPlayOptions& o)
{
    const Variant& variant = *o.variant;
    auto match = variant.newMatch(o.ruleset, o.seed);
    if (!match) {
        std::cerr << "mahjongero-cli: simulate: " << match.error() << '\n';
        return kBroken;
    }
    if (!o.recordDir.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(o.recordDir, ec);
        if (ec) {
            std::cerr << "mahjongero-cli: cannot create " << o.recordDir << ": " << ec.message() << '\n';
            return kBroken;
        }
    }
    const int seats = variant.seats();
    PerSeat<int> wins(seats, 0);
    PerSeat<long long> balances(seats, 0);
    int noWinner = 0, broken = 0;
    long long actions = 0;
    bool writeFailed = false;
    std::vector<std::string> violations;
    ProgressBar bar(o.games);
    const auto started = std::chrono::steady_clock::now();
    for (int g = 0; g < o.games; ++g) {
        auto game = (*match)->nextGame();
        const std::uint64_t seed = game->record().header.seed;
        PerSeat<std::unique_ptr<SeatAgent>> owned(seats);
        PerSeat<SeatAgent*> agents(seats);
        std::string failed;
        for (int s = 0; s < seats && failed.empty(); ++s) {
            auto agent = variant.makeAgent(o.levels[s], *game, Seat::of(s), variantArenaAgentSeed(seed, Seat::of(s)));
            if (!agent)
                failed = "no " + o.levels[s] + " agent: " + agent.error();
            else
                agents[s] = (owned[s] = std::move(agent).value()).get();
        }
        std::optional<CheckedGame> played;
        if (failed.empty()) {
            auto checked = playCheckedGame(*game, agents, 100'000);
            if (checked)
                played = *checked;
            else
                failed = checked.error();
        }
        if (played && o.checkReplay)
            if (auto differs = replayDiffers(variant, *game))
                failed = *differs;
        if (!failed.empty()) {
            ++broken;
            if (violations.size() < 5)
                violations.push_back("game " + std::to_string(g + 1) + " (seed " + std::to_string(seed) + "): " + failed);
        } else {
            (*match)->finishGame(*game);
            actions += played->actions;
            if (played->winner)
                ++wins[*played->winner];
            else
                ++noWinner;
            for (int s = 0; s < seats; ++s)
                balances[s] += played->balance[s];
        }
        if (o.json)
            std::cout << nlohmann::ordered_json{{"game", g + 1},
                                                {"seed", seed},
                                                {"winner", played && played->winner
                                                               ? nlohmann::ordered_json(played->winner->index())
                                                               : nlohmann::ordered_json(nullptr)},
                                                {"balance", played ? played->balance.list() : std::vector<int>{}},
                                                {"actions", played ? played->actions : 0},
                                                {"broken", !failed.empty()}}
                             .dump()
                      << '\n';
        if (!o.recordDir.empty() && !writeFailed) {
            std::ostringstream file;
            file << "game-" << std::setw(6) << std::setfill('0') << g + 1 << ".jsonl";
            const auto path = std::filesystem::path(o.recordDir) / file.str();
            std::ofstream out(path);
            writeRecord(out, game->record());
            if (!out) {
                std::cerr << "mahjongero-cli: cannot write " << path.string() << '\n';
                writeFailed = true;
            }
        }
        bar.update(g + 1);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const int played = o.games - broken;
    const double averageActions = played > 0 ? static_cast<double>(actions) / played : 0;
    if (o.json) {
        std::cout << nlohmann::ordered_json{{"summary",
                                             {{"variant", variant.name()},
                                              {"ruleset", o.ruleset},
                                              {"seed", o.seed},
                                              {"levels", o.levels.list()},
                                              {"games", o.games},
                                              {"wins", wins.list()},
                                              {"no_winner", noWinner},
                                              {"balances", balances.list()},
                                              {"average_actions", averageActions},
                                              {"broken", broken},
                                              {"violations", violations},
                                              {"seconds", seconds}}}}
                         .dump()
                  << '\n';
    } else {
        std::cout << "Simulated " << o.games << " games (" << variant.name() << " variant, " << o.ruleset
                  << " rules, match seed " << o.seed << ") with " << o.levelsText << "\n";
        for (int s = 0; s < seats; ++s)
            std::cout << "  seat " << s << ": " << std::setw(6) << wins[s] << " wins, balance " << balances[s] << "\n";
        std::cout << "  no winner: " << noWinner << " games\n"
                  << "  average actions: " << std::fixed << std::setprecision(1) << averageActions << "\n"
                  << "  broken games: " << broken << "\n"
                  << "  " << std::setprecision(2) << seconds << " s\n";
    }
    for (const std::string& v : violations)
        std::cerr << "mahjongero-cli: simulate: a game broke: " << v << '\n';
    return broken > 0 || writeFailed ? kBroken : 0;
}

} // namespace

const Variant* otherVariantAsked(const std::vector<std::string>& args)
{
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::string value;
        if (args[i].rfind("--ruleset=", 0) == 0)
            value = args[i].substr(10);
        else if (args[i] == "--ruleset" && i + 1 < args.size())
            value = args[i + 1];
        else
            continue;
        for (const Variant* v : builtinVariants())
            if (v->name() != kFilipinoFamily && (v->name() == value || offers(v->rulesets(), value)))
                return v;
    }
    return nullptr;
}

Expected<VariantPlayOptions> parseVariantPlayOptions(const std::vector<std::string>& args, const Variant& variant)
{
    VariantPlayOptions o;
    o.variant = &variant;
    const std::string command = args.empty() ? "" : args[0];
    const bool arena = command == "arena";
    o.action = arena ? VariantPlayOptions::Action::Arena : VariantPlayOptions::Action::Simulate;
    o.games = arena ? 400 : 100;
    std::optional<std::string> ruleset, card, bots;
    for (ArgReader arg(args); arg.next();) {
        const std::string& name = arg.name();
        if (arg.isHelp()) {
            o.action = VariantPlayOptions::Action::Help;
            return o;
        }
        if (arg.is("--json")) {
            o.json = true;
            continue;
        }
        if (!arena && arg.is("--check-replay")) {
            o.checkReplay = true;
            continue;
        }
        const bool takesValue = name == "--ruleset" || name == "--card" || name == "--bots" || name == "--games" ||
                                name == "--seed" || (arena && name == "--threads") || (!arena && name == "--record");
        if (!takesValue)
            return failure(command + ": unknown argument \"" + excerpt(arg.raw()) + "\" for a " + variant.name() +
                           " game (see --help)");
        const auto v = arg.value();
        if (!v)
            return Error{v.error()};
        if (name == "--ruleset") {
            ruleset = *v;
        } else if (name == "--card") {
            card = *v;
        } else if (name == "--bots") {
            bots = *v;
        } else if (name == "--games") {
            const auto n = parseWholeNumber("--games", *v, 1, arena ? kVariantArenaMaxGames : kMaxSimulateGames);
            if (!n)
                return Error{n.error()};
            o.games = static_cast<int>(*n);
        } else if (name == "--seed") {
            const auto n = parseSeed(*v);
            if (!n)
                return Error{n.error()};
            o.seed = *n;
        } else if (name == "--threads") {
            const auto n = parseWholeNumber("--threads", *v, 1, kVariantArenaMaxThreads);
            if (!n)
                return Error{n.error()};
            o.threads = static_cast<int>(*n);
        } else {
            o.recordDir = *v;
        }
    }
    // The ruleset: one of the variant's, its name standing for its first; a card file stands
    // for the first ruleset's options with the card's lines (the American rulesets read one).
    const auto rulesets = variant.rulesets();
    o.ruleset = !ruleset || *ruleset == variant.name() ? (rulesets.empty() ? variant.name() : rulesets.front()) : *ruleset;
    if (card) {
        if (!rulesets.empty() && o.ruleset != rulesets.front())
            return failure("--card plays a card file with the options of " + rulesets.front() + ", not with " +
                           o.ruleset + "'s");
        o.ruleset = *card;
    }
    if (bots) {
        auto levels = parseLevels(*bots, variant);
        if (!levels)
            return Error{levels.error()};
        o.levels = std::move(levels).value();
        o.levelsText = *bots;
    } else if (arena) {
        return failure("arena needs --bots with " + std::to_string(variant.seats()) + " AI level" +
                       (variant.seats() == 1 ? "" : "s") + " of the " + variant.name() + " variant (" +
                       joined(variant.agentLevels()) + "), e.g. --bots " + [&] {
                           std::string eg;
                           for (int s = 0; s < variant.seats(); ++s)
                               eg += (s ? "," : "") + variant.agentLevels().front();
                           return eg;
                       }());
    } else {
        const auto known = variant.agentLevels();
        if (known.empty())
            return failure("the " + variant.name() + " variant has no AI to play a game");
        // The strongest level (the variant lists them weakest first): the American
        // variant's weakest, "random", only shows that random play kills every hand.
        o.levels = PerSeat<std::string>(variant.seats(), known.back());
        for (int s = 0; s < variant.seats(); ++s)
            o.levelsText += (s ? "," : "") + known.back();
    }
    if (arena && o.games % variant.seats() != 0)
        return failure("--games must be a multiple of " + std::to_string(variant.seats()) + " (each deal is played " +
                       std::to_string(variant.seats()) + " times, the levels rotated through the seats), not " +
                       std::to_string(o.games));
    return o;
}

int runVariantPlay(const VariantPlayOptions& o)
{
    switch (o.action) {
    case VariantPlayOptions::Action::Help: std::cout << variantPlayHelp(); return 0;
    case VariantPlayOptions::Action::Arena: return arena(o);
    case VariantPlayOptions::Action::Simulate: return simulate(o);
    }
    return 0;
}

int runVariantPlayCommand(const std::vector<std::string>& args, const Variant& variant)
{
    const auto options = parseVariantPlayOptions(args, variant);
    if (!options) {
        std::cerr << "mahjongero-cli: " << options.error() << '\n';
        return kBadArgument;
    }
    return runVariantPlay(*options);
}

int replayVariantRecord(const ReadRecord& read, const std::string& name, bool json)
{
    const RecordHeader& header = read.record.header;
    const auto variant = variantByName(header.variant);
    if (!variant) {
        std::cerr << "mahjongero-cli: " << name << ": line 1: " << variant.error() << '\n';
        return kBroken;
    }
    const auto game = (*variant)->replay(read.record);
    if (!game) {
        std::cerr << "mahjongero-cli: " << name << ": " << game.error() << '\n';
        return kBroken;
    }
    const VariantGame& g = **game;
    // The winner's seat, -1 for none (or the game not over), taken out of the optional by an
    // explicit branch: GCC 12 at -O3 warned -Wmaybe-uninitialized (falsely) on the Seat in an
    // optional kept to the end of this function.
    int winner = -1;
    if (g.over())
        if (const std::optional<Seat> won = g.winner())
            winner = won->index();
    if (json) {
        std::cout << nlohmann::ordered_json{{"summary",
                                             {{"variant", header.variant},
                                              {"ruleset", header.variantRuleset},
                                              {"seed", header.seed},
                                              {"events", read.record.events.size()},
                                              {"over", g.over()},
                                              {"winner", winner >= 0 ? nlohmann::ordered_json(winner)
                                                                     : nlohmann::ordered_json(nullptr)},
                                              {"balance", g.over() ? g.balance().list() : std::vector<int>{}}}}}
                         .dump()
                  << '\n';
        return 0;
    }
    std::cout << "Replay of " << name << ": " << read.record.events.size() << " events, " << header.variant
              << " variant, " << header.variantRuleset << " rules, seed " << header.seed
              << ": every action legal, every event as the rules make it\n\n";
    if (!g.over()) {
        std::cout << "The game is not over (phase " << g.phase() << ", " << g.seatToAct().name() << " to act).\n";
        return 0;
    }
    std::cout << (winner >= 0 ? "The winner: " + Seat::of(winner).name() : std::string("No winner")) << "\nBalance:";
    const PerSeat<int> balance = g.balance();
    for (int s = 0; s < balance.count(); ++s)
        std::cout << (s ? ", " : " ") << Seat::of(s).name() << " " << std::showpos << balance[s] << std::noshowpos;
    std::cout << '\n';
    return 0;
}

std::string variantPlayHelp()
{
    std::string variants;
    for (const Variant* v : builtinVariants())
        if (v->name() != kFilipinoFamily)
            variants += "                              " + v->name() + ": rulesets " + joined(v->rulesets()) +
                        "; AI levels " + joined(v->agentLevels()) + "\n";
    return R"(Games of the other variants (through the variant interface; docs/arena.md):
  arena --ruleset R --bots L0,L1,... [--games N] [--seed S] [--threads T] [--card FILE] [--json]
                              The duplicate arena for any variant but the Filipino family:
                              one AI level a seat, each deal played once in every rotation
                              of the seats (N a multiple of the seats, default 400), every
                              game checked (no action refused, payments summing to zero);
                              per level: games, wins, average payout per game in the
                              game's units with its 95% interval, and how long choose()
                              took (p50, p99). The figures are the same for any --threads.
  simulate --ruleset R [--bots L0,...] [--games N] [--seed S] [--card FILE] [--json]
           [--record DIR] [--check-replay]
                              A match of N games (default 100) by the variant's AI
                              (default its strongest level at every seat), every game checked;
                              --record writes each game's record as DIR/game-NNNNNN.jsonl,
                              --check-replay replays each record through the rules.
  replay FILE                 A record of any variant is replayed by its own variant.
  R is a variant's name (its first ruleset) or one of its rulesets; --card FILE plays an
  American card file of one's own with the options of the first ruleset. Known here:
)" + variants;
}

} // namespace mj::cli
