#include "american_hand_command.h"

#include "arg_reader.h"
#include "card_text.h"
#include "exit_codes.h"
#include "number_args.h"

#include "core/excerpt.h"
#include "variants/american/american_payout.h"
#include "variants/american/american_rules.h"
#include "variants/american/american_setup.h"
#include "variants/american/card_hand.h"
#include "variants/american/card_match.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace mj::cli {

using namespace mj::american;

namespace {

Expected<int> parseSeatOf(const std::string& name, const std::string& text)
{
    const auto n = parseWholeNumber(name, text, 0, kSeats - 1);
    if (!n)
        return failure(name + " needs a seat from 0 to " + std::to_string(kSeats - 1) + ", not \"" + excerpt(text) +
                       "\"");
    return static_cast<int>(*n);
}

int jokersIn(const CardHand& hand)
{
    int jokers = hand.concealed[kJokerKind];
    for (const CardExposure& e : hand.exposures)
        jokers += e.jokers;
    return jokers;
}

std::string distanceText(const LineDistance& d) { return d.distance == kUnreachable ? "-" : std::to_string(d.distance); }

std::string lineText(const CardLine& line) { return line.handText() + " " + exposureMark(line) + std::to_string(line.value); }

nlohmann::ordered_json distanceJson(const Card& card, const CardMatcher& matcher, const CardHand& hand,
                                    const LineDistance& d)
{
    auto j = lineJson(card.lines[static_cast<std::size_t>(d.line)], d.line);
    j["distance"] = d.distance == kUnreachable ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(d.distance);
    j["mah_jongg"] = matcher.matches(d.line, hand);
    j["missing"] = missingJson(d);
    j["jokers_placed"] = d.jokersPlaced;
    return j;
}

int analyze(const AmericanHandOptions& o, const Card& card, const CardHand& hand)
{
    const CardMatcher matcher(card);
    auto ranked = matcher.rank(hand);
    if (o.top > 0 && static_cast<int>(ranked.size()) > o.top)
        ranked.resize(static_cast<std::size_t>(o.top));
    if (o.json) {
        nlohmann::ordered_json lines = nlohmann::ordered_json::array();
        for (const LineDistance& d : ranked)
            lines.push_back(distanceJson(card, matcher, hand, d));
        std::cout << nlohmann::ordered_json{{"ruleset", o.ruleset},
                                            {"card", card.title},
                                            {"hand", o.hand},
                                            {"tiles", hand.tiles},
                                            {"jokers", jokersIn(hand)},
                                            {"exposures", hand.exposures.size()},
                                            {"lines", lines}}
                         .dump()
                  << '\n';
        return 0;
    }
    std::printf("%s: %d tiles, %d joker%s, %zu exposure%s; %s, the nearest %zu of %zu lines\n", o.hand.c_str(),
                hand.tiles, jokersIn(hand), jokersIn(hand) == 1 ? "" : "s", hand.exposures.size(),
                hand.exposures.size() == 1 ? "" : "s", card.title.empty() ? cardName(o.card).c_str() : card.title.c_str(),
                ranked.size(), card.lines.size());
    std::printf("distance  line  hand                              missing (* a joker may fill; 1f any flower)\n");
    for (const LineDistance& d : ranked) {
        const CardLine& line = card.lines[static_cast<std::size_t>(d.line)];
        std::printf("%8s  %4d  %-32s  %s\n", distanceText(d).c_str(), line.lineNumber, lineText(line).c_str(),
                    d.distance == kUnreachable             ? "(the exposures do not fit)"
                    : d.distance == 0 && hand.tiles == 14 ? "Mah Jongg"
                                                           : missingText(d).c_str());
    }
    return 0;
}

// The line the 14 tiles make: the most valuable of those they match (card order among equals).
std::optional<int> madeLine(const Card& card, const CardMatcher& matcher, const CardHand& hand)
{
    std::optional<int> best;
    for (int line = 0; line < matcher.lineCount(); ++line)
        if (matcher.matches(line, hand) &&
            (!best || card.lines[static_cast<std::size_t>(line)].value > card.lines[static_cast<std::size_t>(*best)].value))
            best = line;
    return best;
}

int score(const AmericanHandOptions& o, const Card& card, const CardHand& hand)
{
    if (hand.tiles != 14) {
        std::cerr << "mahjongero-cli: the hand: score needs the 14 tiles of a Mah Jongg, and \"" << excerpt(o.hand)
                  << "\" has " << hand.tiles << " (analyze --ruleset american shows its nearest lines)\n";
        return kBadInput;
    }
    const CardMatcher matcher(card);
    const auto made = madeLine(card, matcher, hand);
    if (!made) {
        const LineDistance nearest = matcher.rank(hand).front();
        const CardLine& line = card.lines[static_cast<std::size_t>(nearest.line)];
        std::cerr << "mahjongero-cli: the hand: \"" << excerpt(o.hand) << "\" makes no line of " << cardName(o.card)
                  << "; the nearest is line " << line.lineNumber << ", " << lineText(line);
        if (nearest.distance != kUnreachable)
            std::cerr << ", " << nearest.distance << " tile" << (nearest.distance == 1 ? "" : "s") << " away (missing "
                      << missingText(nearest) << ")";
        std::cerr << '\n';
        return kBadInput;
    }
    const CardLine& line = card.lines[static_cast<std::size_t>(*made)];
    const int jokers = jokersIn(hand);
    MahJonggPayout payout;
    payout.value = line.value;
    payout.selfDrawn = o.selfDrawn;
    payout.winner = Seat::of(o.winner);
    if (o.discarder)
        payout.discarder = Seat::of(*o.discarder);
    payout.jokerless = jokers == 0;
    payout.singlesAndPairs = line.category == CardCategory::SinglesPairs;
    const auto paid = mahJonggPayments(payout, kSeats);
    if (!paid) {
        std::cerr << "mahjongero-cli: " << paid.error() << '\n';
        return kBadInput;
    }
    const bool doubled = payout.jokerless && !payout.singlesAndPairs;
    if (o.json) {
        nlohmann::ordered_json pays = nlohmann::ordered_json::object();
        for (int s = 0; s < kSeats; ++s)
            pays[std::to_string(s)] = (*paid)[s];
        auto j = lineJson(line, *made);
        std::cout << nlohmann::ordered_json{{"ruleset", o.ruleset},
                                            {"card", card.title},
                                            {"hand", o.hand},
                                            {"line", j},
                                            {"jokers", jokers},
                                            {"jokerless_double", doubled},
                                            {"from", o.selfDrawn ? "wall" : "discard"},
                                            {"winner", o.winner},
                                            {"discarder", o.discarder ? nlohmann::ordered_json(*o.discarder)
                                                                      : nlohmann::ordered_json(nullptr)},
                                            {"pays", pays}}
                         .dump()
                  << '\n';
        return 0;
    }
    std::printf("Mah Jongg: line %d of %s, %s (%s), %s %d\n", line.lineNumber,
                card.title.empty() ? cardName(o.card).c_str() : card.title.c_str(), line.handText().c_str(),
                std::string(categoryTitle(line.category)).c_str(), line.concealed ? "concealed" : "exposed", line.value);
    if (o.selfDrawn)
        std::printf("Self-drawn by seat %d: every other seat pays double the value\n", o.winner);
    else
        std::printf("Off seat %d's discard, won by seat %d: the discarder pays double, the others single\n", *o.discarder,
                    o.winner);
    std::printf("%d joker%s in the hand: %s\n", jokers, jokers == 1 ? "" : "s",
                doubled                   ? "no jokers, every payment doubled again"
                : payout.singlesAndPairs ? "a Singles and Pairs line, no double for no jokers"
                                         : "no double");
    for (int s = 0; s < kSeats; ++s)
        std::printf("  seat %d  %+d%s\n", s, (*paid)[s], s == o.winner ? "  (the winner)" : "");
    return 0;
}

} // namespace

namespace {

// One of the American rulesets (they differ in the Charleston, not in what a hand makes or pays).
bool isAmericanRuleset(const std::string& name)
{
    const auto names = americanRulesetNames();
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

bool asksForAmerican(const std::vector<std::string>& args)
{
    for (std::size_t i = 1; i < args.size(); ++i)
        if ((args[i].rfind("--ruleset=", 0) == 0 && isAmericanRuleset(args[i].substr(10))) ||
            (args[i] == "--ruleset" && i + 1 < args.size() && isAmericanRuleset(args[i + 1])))
            return true;
    return false;
}

Expected<AmericanHandOptions> parseAmericanHandOptions(const std::vector<std::string>& args)
{
    AmericanHandOptions o;
    const std::string command = args.empty() ? "" : args[0];
    const bool scoring = command == "score";
    std::optional<std::string> from;
    std::vector<std::string> words;
    for (ArgReader arg(args); arg.next();) {
        const std::string& name = arg.name();
        if (arg.isHelp())
            return o; // Action::Help
        if (arg.is("--json")) {
            o.json = true;
            continue;
        }
        const bool takesValue = name == "--ruleset" || name == "--card" || name == "--top" ||
                                (scoring && (name == "--from" || name == "--winner" || name == "--discarder" || name == "--hand"));
        if (!takesValue) {
            if (!arg.raw().empty() && arg.raw()[0] != '-') {
                words.push_back(arg.raw());
                continue;
            }
            return failure("unknown argument \"" + excerpt(arg.raw()) + "\" for " + command +
                           " --ruleset american (see --help)");
        }
        const auto v = arg.value();
        if (!v)
            return Error{v.error()};
        if (name == "--ruleset") {
            if (!isAmericanRuleset(*v))
                return failure("--ruleset " + excerpt(*v) + " is not an American ruleset (american, american-short, "
                               "american-no-charleston); a card file of one's own goes with --card FILE");
            o.ruleset = *v;
        } else if (name == "--card") {
            o.card = *v;
        } else if (name == "--top") {
            const auto n = parseWholeNumber("--top", *v, 0, 1000);
            if (!n)
                return Error{n.error()};
            o.top = static_cast<int>(*n);
        } else if (name == "--from") {
            if (*v != "wall" && *v != "discard")
                return failure("--from needs wall (self-drawn) or discard, not \"" + excerpt(*v) + "\"");
            from = *v;
        } else if (name == "--winner" || name == "--discarder") {
            const auto seat = parseSeatOf(name, *v);
            if (!seat)
                return Error{seat.error()};
            (name == "--winner" ? o.winner : o.discarder.emplace()) = *seat;
        } else { // --hand
            words.push_back(*v);
        }
    }
    o.action = scoring ? AmericanHandOptions::Action::Score : AmericanHandOptions::Action::Analyze;
    if (words.empty())
        return failure(command + " --ruleset american needs a hand, e.g. " +
                       (scoring ? "\"1111m1j 2222p 3333s 44m\"" : "12f2222m44p6p888m1j3s"));
    for (const std::string& w : words)
        o.hand += (o.hand.empty() ? "" : " ") + w;
    if (scoring) {
        o.selfDrawn = !from || *from == "wall";
        if (o.selfDrawn && o.discarder)
            return failure("--discarder is for a Mah Jongg off a discard: add --from discard, or leave it out");
        if (!o.selfDrawn && !o.discarder)
            return failure("--from discard needs --discarder SEAT (who threw the winning tile)");
        if (o.discarder && *o.discarder == o.winner)
            return failure("--discarder " + std::to_string(*o.discarder) + " is the winner; a seat cannot win off its own discard");
    }
    return o;
}

int runAmericanHand(const AmericanHandOptions& o)
{
    if (o.action == AmericanHandOptions::Action::Help) {
        std::cout << americanHandHelp();
        return 0;
    }
    const auto card = loadCardOrPractice(o.card, o.json);
    if (!card)
        return kBadInput;
    const auto hand = parseCardHand(o.hand);
    if (!hand) {
        std::cerr << "mahjongero-cli: the hand \"" << excerpt(o.hand) << "\": " << hand.error() << '\n';
        return kBadInput;
    }
    return o.action == AmericanHandOptions::Action::Score ? score(o, *card, *hand) : analyze(o, *card, *hand);
}

int runAmericanHandCommand(const std::vector<std::string>& args)
{
    const auto options = parseAmericanHandOptions(args);
    if (!options) {
        std::cerr << "mahjongero-cli: " << options.error() << '\n';
        return kBadArgument;
    }
    return runAmericanHand(*options);
}

std::string americanHandHelp()
{
    return R"(Commands for American hands (issue 17; docs/rules/american.md, "Payouts"):
  analyze --ruleset american [--card FILE] [--top N] [--json] HAND
                              The card's lines nearest a hand of 13 or 14 tiles, nearest
                              first: distance in tiles, line, groups, X (exposed) or C
                              (concealed) and value, and the tiles missing (* where a
                              joker may fill; 1f stands for any flower). --top N lines
                              (default 5; 0 every line). HAND is the concealed tiles, then
                              each exposure as a word of its own, in the notation of the
                              american-152 set (1j a joker), as for card rank.
  score --ruleset american [--card FILE] [--from wall|discard] [--discarder SEAT]
        [--winner SEAT] [--json] HAND
                              The line 14 tiles make (the most valuable when several
                              match) and what each seat gains or pays (seed 002): off a
                              discard the discarder pays double the value and the others
                              single; self-drawn (--from wall, the default) every other
                              seat pays double; no jokers in the hand, and not a Singles
                              and Pairs line, doubles every payment again. Seats 0-3,
                              --winner default 0. A hand that makes no line exits 1 and
                              names the nearest line.
  Without --card both use the project's practice card (resources/cards/practice.card).
  --ruleset american-short or american-no-charleston are the same here (they differ only
  in the Charleston).
  --json prints one JSON object: analyze {ruleset, card, hand, tiles, jokers, exposures,
  lines [{index, line, category, hand, exposure, value, distance, mah_jongg, missing
  [{tile, joker_may_fill}], jokers_placed}]}; score {ruleset, card, hand, line, jokers,
  jokerless_double, from, winner, discarder, pays {seat: amount}}.
)";
}

} // namespace mj::cli
