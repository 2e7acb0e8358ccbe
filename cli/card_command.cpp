#include "card_command.h"

#include "arg_reader.h"
#include "card_text.h"
#include "number_args.h"

#include "core/excerpt.h"
#include "core/rng.h"
#include "core/tile_set.h"
#include "variants/american/card_match.h"
#include "variants/american/card_parse.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

namespace mj::cli {

using namespace mj::american;

Expected<CardOptions> parseCardOptions(const std::vector<std::string>& args)
{
    CardOptions options;
    std::vector<std::string> positional;
    for (ArgReader arg(args); arg.next();) {
        if (arg.isHelp())
            return options; // Action::Help
        if (arg.is("--json")) {
            options.json = true;
        } else if (arg.name() == "--top" || arg.name() == "--hands") {
            const bool top = arg.name() == "--top";
            const auto v = arg.value();
            if (!v)
                return Error{v.error()};
            const auto n = parseWholeNumber(arg.name(), *v, 1, top ? 1000 : 100'000'000);
            if (!n)
                return Error{n.error()};
            if (top)
                options.top = static_cast<int>(*n);
            else
                options.hands = *n;
        } else if (arg.name() == "--seed") {
            const auto v = arg.value();
            if (!v)
                return Error{v.error()};
            const auto seed = parseSeed(*v);
            if (!seed)
                return Error{seed.error()};
            options.seed = *seed;
        } else if (arg.raw().rfind("--", 0) == 0) {
            return failure("unknown argument \"" + excerpt(arg.raw()) + "\" for card (see card --help)");
        } else {
            positional.push_back(arg.raw());
        }
    }
    if (positional.empty())
        return options; // Action::Help
    const std::string& action = positional.front();
    if (action == "check")
        options.action = CardOptions::Action::Check;
    else if (action == "show")
        options.action = CardOptions::Action::Show;
    else if (action == "rank")
        options.action = CardOptions::Action::Rank;
    else if (action == "bench")
        options.action = CardOptions::Action::Bench;
    else
        return failure("unknown card action \"" + excerpt(action) + "\"; the actions are check, show, rank and bench");
    if (positional.size() < 2)
        return failure("card " + action + " needs a card FILE");
    options.file = positional[1];
    const bool rank = options.action == CardOptions::Action::Rank;
    if (rank && positional.size() < 3)
        return failure("card rank needs a HAND after the FILE (the concealed tiles, then each exposure)");
    if (!rank && positional.size() > 2)
        return failure("unexpected \"" + excerpt(positional[2]) + "\" after the card FILE");
    for (std::size_t i = 2; i < positional.size(); ++i)
        options.hand.append(i > 2 ? " " : "").append(positional[i]);
    return options;
}

namespace {

std::optional<Card> loadCard(const CardOptions& options) { return loadCardOrReport(options.file, options.json); }

int check(const CardOptions& options)
{
    const auto card = loadCard(options);
    if (!card)
        return 1;
    std::array<int, kCategoryCount> perCategory{};
    for (const CardLine& line : card->lines)
        ++perCategory[static_cast<int>(line.category)];
    if (options.json) {
        nlohmann::ordered_json categories = nlohmann::ordered_json::object();
        for (int c = 0; c < kCategoryCount; ++c)
            categories[std::string(categoryName(static_cast<CardCategory>(c)))] = perCategory[c];
        std::cout << nlohmann::ordered_json{{"file", options.file},
                                            {"ok", true},
                                            {"title", card->title},
                                            {"lines", card->lines.size()},
                                            {"categories", categories}}
                         .dump()
                  << '\n';
        return 0;
    }
    std::printf("%s: %zu lines, no errors", options.file.c_str(), card->lines.size());
    for (int c = 0; c < kCategoryCount; ++c)
        std::printf("%s %s %d", c ? "," : ";", std::string(categoryName(static_cast<CardCategory>(c))).c_str(),
                    perCategory[c]);
    std::printf("\n");
    return 0;
}

int show(const CardOptions& options)
{
    const auto card = loadCard(options);
    if (!card)
        return 1;
    if (options.json) {
        nlohmann::ordered_json lines = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < card->lines.size(); ++i)
            lines.push_back(lineJson(card->lines[i], static_cast<int>(i)));
        std::cout << nlohmann::ordered_json{{"title", card->title}, {"lines", lines}}.dump() << '\n';
        return 0;
    }
    if (!card->title.empty())
        std::printf("%s\n", card->title.c_str());
    std::optional<CardCategory> category;
    for (const CardLine& line : card->lines) {
        if (line.category != category)
            std::printf("\n%s\n", std::string(categoryTitle(line.category)).c_str());
        category = line.category;
        std::string extra = line.shift > 0 ? "shift " + std::to_string(line.shift) : "";
        if (!line.note.empty())
            extra.append(extra.empty() ? "" : "  ").append("\"").append(line.note).append("\"");
        std::printf("  %-32s %s %3d  %s\n", line.handText().c_str(), exposureMark(line).c_str(), line.value,
                    extra.c_str());
    }
    return 0;
}

int rank(const CardOptions& options)
{
    const auto card = loadCard(options);
    if (!card)
        return 1;
    const auto hand = parseCardHand(options.hand);
    if (!hand) {
        std::cerr << "mahjongero-cli: the hand: " << hand.error() << '\n';
        return 1;
    }
    const CardMatcher matcher(*card);
    auto ranked = matcher.rank(*hand);
    if (options.top > 0 && static_cast<int>(ranked.size()) > options.top)
        ranked.resize(static_cast<std::size_t>(options.top));
    if (options.json) {
        nlohmann::ordered_json lines = nlohmann::ordered_json::array();
        for (const LineDistance& d : ranked) {
            auto j = lineJson(card->lines[static_cast<std::size_t>(d.line)], d.line);
            const bool reachable = d.distance != kUnreachable;
            j["distance"] = reachable ? nlohmann::ordered_json(d.distance) : nlohmann::ordered_json(nullptr);
            j["mah_jongg"] = matcher.matches(d.line, *hand);
            j["missing"] = missingJson(d);
            j["jokers_placed"] = d.jokersPlaced;
            lines.push_back(j);
        }
        std::cout << nlohmann::ordered_json{{"hand", options.hand}, {"lines", lines}}.dump() << '\n';
        return 0;
    }
    std::printf("distance  line  hand                              missing (* a joker may fill; 1f any flower)\n");
    for (const LineDistance& d : ranked) {
        const CardLine& line = card->lines[static_cast<std::size_t>(d.line)];
        const std::string distance = d.distance == kUnreachable ? "-" : std::to_string(d.distance);
        std::printf("%8s  %4d  %-32s  %s\n", distance.c_str(), line.lineNumber,
                    (line.handText() + " " + exposureMark(line) + std::to_string(line.value)).c_str(),
                    d.distance == kUnreachable ? "(the exposures do not fit)"
                    : d.distance == 0 && hand->tiles == 14 ? "Mah Jongg"
                                                           : missingText(d).c_str());
    }
    return 0;
}

// Seeded random hands of 13 or 14 tiles from the american-152 set, all concealed.
std::vector<CardHand> randomHands(long long count, std::uint64_t seed)
{
    const TileSet& set = **TileSet::byName("american-152");
    std::vector<TileKind> wall;
    for (TileKind kind : set.distinctKinds())
        for (int i = 0; i < set.copiesOf(kind); ++i)
            wall.push_back(kind);
    Rng rng(seed);
    std::vector<CardHand> hands;
    for (long long i = 0; i < count; ++i) {
        rng.shuffle(wall);
        const auto hand = makeCardHand(std::vector<TileKind>(wall.begin(), wall.begin() + 13 + (i % 2)), {});
        if (hand)
            hands.push_back(*hand);
    }
    return hands;
}

int bench(const CardOptions& options)
{
    const auto card = loadCard(options);
    if (!card)
        return 1;
    const CardMatcher matcher(*card);
    int variants = 0;
    for (int line = 0; line < matcher.lineCount(); ++line)
        variants += matcher.variantCount(line);
    const auto hands = randomHands(options.hands, options.seed);
    std::vector<int> distances(static_cast<std::size_t>(matcher.lineCount()));
    using Clock = std::chrono::steady_clock;
    long long checksum = 0;
    const auto start = Clock::now();
    for (const CardHand& hand : hands) {
        matcher.distances(hand, distances);
        for (int d : distances)
            checksum += d;
    }
    const double distanceSeconds = std::chrono::duration<double>(Clock::now() - start).count();
    const std::size_t explained = std::min<std::size_t>(hands.size(), 20000);
    const auto rankStart = Clock::now();
    for (std::size_t i = 0; i < explained; ++i)
        checksum += matcher.rank(hands[i]).front().distance;
    const double rankSeconds = std::chrono::duration<double>(Clock::now() - rankStart).count();
    const double perHand = distanceSeconds / static_cast<double>(hands.size()) * 1e6;
    const double perRank = rankSeconds / static_cast<double>(explained) * 1e6;
    if (options.json) {
        std::cout << nlohmann::ordered_json{{"lines", matcher.lineCount()},
                                            {"variants", variants},
                                            {"hands", hands.size()},
                                            {"distances_us_per_hand", perHand},
                                            {"rank_us_per_hand", perRank},
                                            {"checksum", checksum}}
                         .dump()
                  << '\n';
        return 0;
    }
    std::printf("card bench: %d lines (%d concrete hands), %zu random hands of 13 or 14 tiles, seed %llu, one thread\n",
                matcher.lineCount(), variants, hands.size(), static_cast<unsigned long long>(options.seed));
    std::printf("  every line's distance:               %8.2f us a hand\n", perHand);
    std::printf("  every line explained and sorted:     %8.2f us a hand (%zu hands)\n", perRank, explained);
    std::printf("  (checksum %lld)\n", checksum);
    return 0;
}

} // namespace

int runCard(const CardOptions& options)
{
    switch (options.action) {
    case CardOptions::Action::Help: std::cout << cardCommandHelp(); return 0;
    case CardOptions::Action::Check: return check(options);
    case CardOptions::Action::Show: return show(options);
    case CardOptions::Action::Rank: return rank(options);
    case CardOptions::Action::Bench: return bench(options);
    }
    return 0;
}

std::string cardCommandHelp()
{
    return R"(Commands for the American card of hands (docs/rules/american-card.md):
  card check FILE [--json]    Read a card file; print each error as FILE:LINE:COLUMN:
                              why, and exit 1 when there is any. The project's own card
                              is resources/cards/practice.card.
  card show FILE [--json]     List the card's lines by category: groups, X (exposed) or
                              C (concealed), value, shift and note.
  card rank FILE HAND [--top N] [--json]
                              Every line's distance in tiles for a hand of 13 or 14
                              tiles, nearest first, with the tiles missing (* where a
                              joker may fill; 1f stands for any flower). HAND is the
                              concealed tiles, then each exposure as a word of its own,
                              in the notation of the american-152 set (1j a joker):
                              card rank practice.card 12f226m5z2222p 6s1j66s
  card bench FILE [--hands N] [--seed S] [--json]
                              Time the matcher: every line's distance for N seeded
                              random hands (default 100000), and every line explained.
)";
}

int runCardCommand(const std::vector<std::string>& args)
{
    const auto options = parseCardOptions(args);
    if (!options) {
        std::cerr << "mahjongero-cli: " << options.error() << '\n';
        return 2;
    }
    return runCard(*options);
}

} // namespace mj::cli
