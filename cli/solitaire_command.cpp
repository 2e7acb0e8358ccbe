#include "solitaire_command.h"

#include "arg_reader.h"
#include "number_args.h"
#include "progress_bar.h"
#include "text_format.h"

#include "core/bounded_input.h"
#include "core/excerpt.h"
#include "variants/solitaire/solitaire.h"
#include "variants/solitaire/solitaire_solver.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace mj::cli {

namespace {

using namespace mj::solitaire;

constexpr long long kMaxDeals = 100'000'000;
constexpr std::size_t kMaxPositionBytes = 4096;

struct Timed {
    SolveResult result;
    double ms = 0;
};

Timed timedSolve(const Position& p, std::uint64_t maxNodes)
{
    const auto start = std::chrono::steady_clock::now();
    Timed t{solve(p, SolverLimits{maxNodes}), 0};
    t.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return t;
}

std::vector<std::string> rowTiles(const Row& row)
{
    std::vector<std::string> out;
    for (int i = 0; i < row.size; ++i)
        out.push_back(tileText(row.tiles[static_cast<std::size_t>(i)]));
    return out;
}

// The 95% Wilson score interval of k successes in n.
std::pair<double, double> wilson(long long k, long long n)
{
    if (n == 0)
        return {0, 1};
    constexpr double z = 1.959963984540054;
    const double p = static_cast<double>(k) / static_cast<double>(n), nn = static_cast<double>(n);
    const double centre = (p + z * z / (2 * nn)) / (1 + z * z / nn);
    const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double percentile(std::vector<double> sorted, double q)
{
    if (sorted.empty())
        return 0;
    const auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(sorted.size()))) - 1;
    return sorted[std::min(i, sorted.size() - 1)];
}

int showOne(const Position& start, const std::string& title, const SolitaireOptions& options)
{
    Timed timed;
    if (options.solve)
        timed = timedSolve(start, options.maxNodes);
    if (options.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const Row& row : start.rows)
            rows.push_back(rowTiles(row));
        nlohmann::json out{{"position", positionText(start)}, {"rows", rows}};
        if (options.dealFile.empty())
            out["deal"] = options.seed;
        if (options.solve) {
            out["verdict"] = verdictName(timed.result.verdict);
            out["nodes"] = timed.result.nodes;
            out["ms"] = timed.ms;
            out["max_nodes"] = options.maxNodes;
            nlohmann::json moves = nlohmann::json::array();
            Position p = start;
            for (const Move& m : timed.result.solution) {
                moves.push_back({{"move", moveText(m)}, {"what", describeMove(p, m)}});
                applyMove(p, m);
            }
            if (timed.result.verdict == Verdict::Winnable)
                out["solution"] = moves;
        }
        std::cout << out.dump() << '\n';
        return 0;
    }
    // The title as a comment, so that the deal printed reads back with --deal.
    std::cout << "# Mahjong solitaire for one (seed 001), " << title << "\n\n" << positionText(start);
    if (!options.solve)
        return 0;
    std::cout << '\n';
    const SolveResult& r = timed.result;
    switch (r.verdict) {
    case Verdict::Winnable: {
        std::cout << "Winnable: a solution in " << r.solution.size() << " moves (" << r.nodes << " positions searched, "
                  << fixed(timed.ms, 1) << " ms):\n";
        Position p = start;
        int n = 0;
        for (const Move& m : r.solution) {
            char line[32];
            std::snprintf(line, sizeof line, "%4d. %-9s ", ++n, moveText(m).c_str());
            std::cout << line << describeMove(p, m) << '\n';
            applyMove(p, m);
        }
        std::cout << (p.won() ? "Won.\n" : "(the solution does not end in a win: a bug)\n");
        return 0;
    }
    case Verdict::Unwinnable:
        std::cout << "Unwinnable: every position reachable from it was searched (" << r.nodes
                  << " distinct positions, rows and free cells taken as unordered, safe moves to the foundations "
                     "made at once) and none is a win ("
                  << fixed(timed.ms, 1) << " ms).\n";
        return 0;
    case Verdict::Undecided:
        std::cout << "Undecided: the solver stopped at its limit of " << options.maxNodes
                  << " positions (--max-nodes) with neither a win nor a proof (" << fixed(timed.ms, 1) << " ms).\n";
        return 0;
    }
    return 0;
}

int survey(const SolitaireOptions& options)
{
    ProgressBar bar(static_cast<int>(std::min<long long>(options.deals, 2'000'000'000)));
    long long winnable = 0, unwinnable = 0, undecided = 0;
    std::vector<double> times;
    times.reserve(static_cast<std::size_t>(options.deals));
    std::vector<std::uint64_t> undecidedDeals, unwinnableDeals;
    double slowest = 0;
    std::uint64_t slowestDeal = options.seed;
    for (long long i = 0; i < options.deals; ++i) {
        const std::uint64_t number = options.seed + static_cast<std::uint64_t>(i);
        const Timed t = timedSolve(deal(number), options.maxNodes);
        times.push_back(t.ms);
        if (t.ms > slowest) {
            slowest = t.ms;
            slowestDeal = number;
        }
        switch (t.result.verdict) {
        case Verdict::Winnable: ++winnable; break;
        case Verdict::Unwinnable:
            ++unwinnable;
            if (unwinnableDeals.size() < 20)
                unwinnableDeals.push_back(number);
            break;
        case Verdict::Undecided:
            ++undecided;
            if (undecidedDeals.size() < 20)
                undecidedDeals.push_back(number);
            break;
        }
        bar.update(static_cast<int>(i + 1));
    }
    std::sort(times.begin(), times.end());
    const long long decided = winnable + unwinnable;
    const auto [low, high] = wilson(winnable, decided);
    const double p50 = percentile(times, 0.50), p99 = percentile(times, 0.99);
    const auto over50 = times.end() - std::upper_bound(times.begin(), times.end(), 50.0);
    double total = 0;
    for (double t : times)
        total += t;
    if (options.json) {
        std::cout << nlohmann::json{{"summary",
                                     {{"deals", options.deals},
                                      {"seed", options.seed},
                                      {"max_nodes", options.maxNodes},
                                      {"winnable", winnable},
                                      {"unwinnable", unwinnable},
                                      {"undecided", undecided},
                                      {"winnable_fraction", decided ? double(winnable) / double(decided) : 0.0},
                                      {"wilson95", {low, high}},
                                      {"ms_p50", p50},
                                      {"ms_p99", p99},
                                      {"ms_max", slowest},
                                      {"ms_mean", times.empty() ? 0.0 : total / double(times.size())},
                                      {"over_50ms", over50},
                                      {"slowest_deal", slowestDeal},
                                      {"unwinnable_deals", unwinnableDeals},
                                      {"undecided_deals", undecidedDeals}}}}
                         .dump()
                  << '\n';
        return 0;
    }
    auto list = [](const std::vector<std::uint64_t>& v) {
        std::string s;
        for (auto n : v) {
            if (!s.empty())
                s += ' ';
            s += std::to_string(n);
        }
        return s;
    };
    std::cout << "Mahjong solitaire survey: " << options.deals << " deals from " << options.seed << ", at most "
              << options.maxNodes << " positions each, one thread\n"
              << "winnable:   " << winnable << "\nunwinnable: " << unwinnable
              << (unwinnableDeals.empty() ? "" : " (deals " + list(unwinnableDeals) + (unwinnable > 20 ? " ..." : "") + ")")
              << "\nundecided:  " << undecided
              << (undecidedDeals.empty() ? "" : " (deals " + list(undecidedDeals) + (undecided > 20 ? " ..." : "") + ")")
              << "\nwinnable fraction of the decided: " << fixed(decided ? 100.0 * double(winnable) / double(decided) : 0, 3)
              << "% (95% Wilson interval " << fixed(100 * low, 3) << "% to " << fixed(100 * high, 3) << "%)\n"
              << "solve time per deal: p50 " << fixed(p50, 3) << " ms, p99 " << fixed(p99, 3) << " ms, max "
              << fixed(slowest, 3) << " ms (deal " << slowestDeal << "), mean " << fixed(total / double(times.size()), 3)
              << " ms; " << over50 << " deals over 50 ms\n";
    return 0;
}

} // namespace

std::string solitaireHelp()
{
    return "Usage: mahjongero-cli solitaire [--seed N] [--solve] [--json] [--max-nodes N]\n"
           "       mahjongero-cli solitaire --deal FILE [--solve] [--json]\n"
           "       mahjongero-cli solitaire --survey [--deals N] [--seed S] [--json] [--max-nodes N]\n"
           "\n"
           "Mahjong solitaire for one (seed 001; docs/rules/solitaire.md): 39 tiles in eight rows.\n"
           "  --seed N       the deal's number (default 1): the same number always gives the same deal\n"
           "  --solve        solve it: a solution (each move, FROM>TO: r1-r8 rows, c1-c3 free cells,\n"
           "                 f the foundation, *N a run of N, 7z>c2 the four red dragons gathered into c2),\n"
           "                 or the proof that there is none, or \"undecided\" at the node limit\n"
           "  --deal FILE    a position in the text form instead of a numbered deal (- for standard input)\n"
           "  --json         one line of JSON\n"
           "  --max-nodes N  positions the solver may search before it answers undecided (default 4000000)\n"
           "  --survey       solve --deals N deals (default 1000), numbers S to S+N-1: the winnable fraction\n"
           "                 with its 95% Wilson interval, the solver's time per deal p50/p99/max, the\n"
           "                 undecided count (a progress bar on a terminal)\n";
}

Expected<SolitaireOptions> parseSolitaireOptions(const std::vector<std::string>& args)
{
    SolitaireOptions options;
    for (ArgReader arg(args); arg.next();) {
        if (arg.isHelp()) {
            options.help = true;
            return options;
        }
        if (arg.is("--json")) {
            options.json = true;
        } else if (arg.is("--solve")) {
            options.solve = true;
        } else if (arg.is("--survey")) {
            options.survey = true;
        } else if (arg.name() == "--seed" || arg.name() == "--deals" || arg.name() == "--max-nodes" ||
                   arg.name() == "--deal") {
            const std::string name = arg.name();
            const auto v = arg.value();
            if (!v)
                return failure(v.error());
            if (name == "--seed") {
                const auto n = parseSeed(*v);
                if (!n)
                    return failure(n.error());
                options.seed = *n;
            } else if (name == "--deals") {
                const auto n = parseWholeNumber("--deals", *v, 1, kMaxDeals);
                if (!n)
                    return failure(n.error());
                options.deals = *n;
            } else if (name == "--max-nodes") {
                const auto n = parseWholeNumber("--max-nodes", *v, 1, 1'000'000'000);
                if (!n)
                    return failure(n.error());
                options.maxNodes = static_cast<std::uint64_t>(*n);
            } else {
                if (v->empty())
                    return failure("--deal needs a file name (or - for standard input)");
                options.dealFile = *v;
            }
        } else {
            return failure("unknown argument \"" + excerpt(arg.raw()) + "\" for solitaire (see --help)");
        }
    }
    if (options.survey && !options.dealFile.empty())
        return failure("--survey solves numbered deals: leave out --deal");
    return options;
}

int runSolitaire(const SolitaireOptions& options)
{
    if (options.help) {
        std::cout << solitaireHelp();
        return 0;
    }
    if (options.survey)
        return survey(options);
    if (options.dealFile.empty())
        return showOne(deal(options.seed), "deal " + std::to_string(options.seed), options);
    std::string text;
    if (options.dealFile == "-") {
        // Read no more than one character past the limit: a stream without end is refused.
        char c = 0;
        while (text.size() <= kMaxPositionBytes && std::cin.get(c))
            text.push_back(c);
        if (text.size() > kMaxPositionBytes) {
            std::cerr << "mahjongero-cli: standard input: a solitaire position is at most " << kMaxPositionBytes
                      << " characters\n";
            return 1;
        }
    } else {
        auto read = readRegularFile(options.dealFile, kMaxPositionBytes);
        if (!read) {
            std::cerr << "mahjongero-cli: " << options.dealFile << ": " << read.error() << '\n';
            return 1;
        }
        text = std::move(*read);
    }
    const auto position = parsePosition(text);
    if (!position) {
        std::cerr << "mahjongero-cli: " << (options.dealFile == "-" ? "standard input" : options.dealFile) << ": "
                  << position.error() << '\n';
        return 1;
    }
    return showOne(*position, "the position of " + options.dealFile, options);
}

int runSolitaireCommand(const std::vector<std::string>& args)
{
    const auto options = parseSolitaireOptions(args);
    if (!options) {
        std::cerr << "mahjongero-cli: " << options.error() << '\n';
        return 2;
    }
    return runSolitaire(*options);
}

} // namespace mj::cli
