#include "score_command.h"

#include "arg_reader.h"
#include "exit_codes.h"
#include "number_args.h"

#include "core/notation.h"
#include "hand/hand_parse.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace mj::cli {

namespace {

// Without --discards-before the win is taken to come late in the game (not before the 5th).
constexpr int kLateInTheGame = 1000;

const char* const kSwitchable[] = {"other-ambitions", "four-as-two-pairs", "pot", "doubles"};

Expected<int> parseSeatArg(const std::string& name, const std::string& text)
{
    if (text.size() != 1 || text[0] < '0' || text[0] > '3')
        return failure(name + " needs a seat from 0 to 3, not \"" + text + "\"");
    return text[0] - '0';
}

Expected<int> parseCount(const std::string& name, const std::string& text)
{
    const auto n = parseWholeNumber(name, text, 0, 9999);
    if (!n)
        return failure(n.error());
    return static_cast<int>(*n);
}

Status switchOption(Ruleset& rules, const std::string& option, bool on)
{
    if (option == "other-ambitions")
        rules.otherAmbitions = on;
    else if (option == "four-as-two-pairs")
        rules.fourAsTwoPairs = on;
    else if (option == "pot")
        rules.pot = on;
    else if (option == "doubles")
        rules.doubles = on;
    else
        return failure("unknown ruleset option \"" + option +
                       "\" (expected other-ambitions, four-as-two-pairs, pot or doubles)");
    return success();
}

// The hand's words with "!" taken off secret kang words; which exposed sets are secrets.
struct HandText {
    std::string text;
    std::array<bool, kMaxSets> secret{};
};

Expected<HandText> splitSecrets(const std::string& hand)
{
    HandText out;
    std::size_t word = 0, i = 0;
    while (i < hand.size()) {
        while (i < hand.size() && (hand[i] == ' ' || hand[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < hand.size() && hand[i] != ' ' && hand[i] != '\t')
            ++i;
        if (i == start)
            break;
        std::string w = hand.substr(start, i - start);
        if (w.ends_with('!')) {
            w.pop_back();
            if (word == 0)
                return failure("\"" + w + "!\": only an exposed kang word can be marked secret with \"!\"; the first "
                                          "word is the concealed tiles");
            const auto kinds = parseKinds(w);
            if (!kinds || kinds->size() != 4 ||
                std::any_of(kinds->begin(), kinds->end(), [&](TileKind k) { return k != kinds->front(); }))
                return failure("\"" + w + "!\" is marked secret, but a secret is four alike, e.g. 7777s!");
            if (word - 1 < kMaxSets)
                out.secret[word - 1] = true;
        }
        out.text += (out.text.empty() ? "" : " ") + w;
        ++word;
    }
    return out;
}

// Columns of UTF-8 text (each code point one column).
std::size_t columns(const std::string& s)
{
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string capitalized(std::string s)
{
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

std::string sourceText(WinSource s)
{
    switch (s) {
    case WinSource::Wall: return "búnot: drawn from the wall";
    case WinSource::Replacement: return "búnot: a flower's replacement";
    case WinSource::Gift: return "búnot: a gift (after a kang, secret or sagása)";
    case WinSource::Discard: return "off a discard";
    }
    return "";
}

void printText(const ScoreOptions& o, const Ruleset& rules, const WinContext& win, const WinScore& s)
{
    std::cout << capitalized(winFormName(s.form)) << ", " << sourceText(win.source);
    if (win.source == WinSource::Discard)
        std::cout << " of " << win.discarder.name();
    std::cout << "; " << rules.name << " rules\n";
    std::cout << "Hand: " << o.hand << "   winning tile " << o.win << "\n";
    std::cout << "Reading: " << s.readingText << "\n";
    std::cout << "The winning tile" << (win.winningIsJoker ? " (a joker, as " + handKind(s.winningAs).notation() + ")" : "")
              << " completes " << s.winningGroup << " (" << waitShapeName(s.wait) << ")\n\n";

    std::size_t width = 5;
    for (const PayLine& l : s.lines)
        width = std::max(width, columns(l.reason));
    std::cout << "Final payout, from each other seat:\n";
    auto row = [&](const std::string& name, int q) {
        std::cout << "  " << name << std::string(width + 2 - columns(name), ' ') << formatPayouts(q) << '\n';
    };
    for (const PayLine& l : s.lines)
        row(l.reason, l.quarters);
    row("total", s.base);
    std::string mult;
    for (const auto& m : s.multipliers)
        mult += (mult.empty() ? "" : "; ") + m;
    std::cout << "Multipliers: " << mult << "\n\n";

    for (int i = 0; i < s.pays.count(); ++i)
        if (i != win.winner.index())
            std::cout << "Seat " << i << " pays " << formatPayouts(s.pays[static_cast<std::size_t>(i)]) << '\n';
    std::cout << "Seat " << win.winner.index() << ", the winner, receives "
              << formatPayouts(-s.pays[static_cast<std::size_t>(win.winner.index())]) << '\n';
    if (s.jokerEye)
        std::cout << "Joker eye: the drawn joker completed the eye.\n";
    if (s.claimsPot)
        std::cout << "The winner claims the pot.\n";
    else if (rules.pot)
        std::cout << "The pot stays (it is claimed only by siete pares or escaléra búnot, or a joker eye).\n";
}

void printJson(const ScoreOptions& o, const Ruleset& rules, const WinContext& win, const WinScore& s)
{
    using nlohmann::ordered_json;
    ordered_json lines = ordered_json::array();
    for (const PayLine& l : s.lines)
        lines.push_back({{"reason", l.reason}, {"quarters", l.quarters}});
    ordered_json pays = ordered_json::object();
    for (int i = 0; i < s.pays.count(); ++i)
        pays[std::to_string(i)] = s.pays[static_cast<std::size_t>(i)];
    ordered_json j;
    j["ruleset"] = rules.name;
    j["hand"] = o.hand;
    j["win"] = o.win;
    j["source"] = winSourceName(win.source);
    j["winner"] = win.winner.index();
    j["discarder"] = win.source == WinSource::Discard ? ordered_json(win.discarder.index()) : ordered_json(nullptr);
    j["form"] = winFormName(s.form);
    j["reading"] = s.readingText;
    j["winning_group"] = s.winningGroup;
    j["winning_as"] = handKind(s.winningAs).notation();
    j["wait"] = waitShapeName(s.wait);
    j["lines"] = lines;
    j["base"] = s.base;
    j["multipliers"] = s.multipliers;
    j["pays"] = pays;
    j["claims_pot"] = s.claimsPot;
    j["joker_eye"] = s.jokerEye;
    std::cout << j.dump() << '\n';
}

int fail(const std::string& message)
{
    std::cerr << "mahjongero-cli: score: " << message << '\n';
    return kBadInput;
}

} // namespace

Expected<ScoreOptions> parseScoreOptions(const std::vector<std::string>& args)
{
    ScoreOptions o;
    bool haveHand = false;
    std::string words;
    for (ArgReader arg(args); arg.next();) {
        const std::string& name = arg.name();
        if (arg.isHelp()) {
            o.help = true;
            return o;
        }
        if (arg.is("--json")) {
            o.json = true;
        } else if (arg.is("--doubles")) {
            o.breakDoubles = true;
        } else if (arg.is("--opening")) {
            o.opening = true;
        } else if (name == "--hand" || name == "--win" || name == "--from" || name == "--discarder" ||
                   name == "--winner" || name == "--mano" || name == "--ruleset" || name == "--with" ||
                   name == "--without" || name == "--discards-before") {
            const auto v = arg.value();
            if (!v)
                return Error{v.error()};
            if (name == "--hand") {
                o.hand = *v;
                haveHand = true;
            } else if (name == "--win") {
                o.win = *v;
            } else if (name == "--from") {
                const auto s = parseWinSource(*v);
                if (!s)
                    return Error{"--from: " + s.error()};
                o.source = *s;
            } else if (name == "--discarder" || name == "--winner" || name == "--mano") {
                const auto seat = parseSeatArg(name, *v);
                if (!seat)
                    return Error{seat.error()};
                if (name == "--discarder")
                    o.discarder = *seat;
                else if (name == "--mano")
                    o.mano = *seat;
                else
                    o.winner = *seat;
            } else if (name == "--ruleset") {
                o.ruleset = *v;
            } else if (name == "--with" || name == "--without") {
                Ruleset probe;
                if (const Status ok = switchOption(probe, *v, true); !ok)
                    return Error{name + ": " + ok.error()};
                (name == "--with" ? o.with : o.without).push_back(*v);
            } else {
                const auto n = parseCount(name, *v);
                if (!n)
                    return Error{n.error()};
                o.discardsBefore = *n;
            }
        } else if (!arg.raw().empty() && arg.raw()[0] != '-') {
            words += (words.empty() ? "" : " ") + arg.raw();
        } else {
            return failure("unknown argument \"" + arg.raw() + "\" for score (see --help)");
        }
    }
    if (haveHand && !words.empty())
        return failure("score takes the hand once: --hand \"" + o.hand + "\" and also \"" + words + "\"");
    if (!haveHand)
        o.hand = words;
    if (o.hand.find_first_not_of(" \t") == std::string::npos)
        return failure("score needs the winning hand, e.g. score --hand \"123456789m123p11s 456s\" --win 5s");
    if (o.win.empty())
        return failure("score needs --win TILE: the winning tile, e.g. --win 5s (1j for a joker)");
    if (o.source == WinSource::Discard && !o.discarder)
        return failure("--from discard needs --discarder SEAT: who discarded the winning tile");
    if (o.source != WinSource::Discard && o.discarder)
        return failure("--discarder is only for --from discard (a búnot has no discarder)");
    if (o.discarder && *o.discarder == o.winner)
        return failure("--discarder " + std::to_string(*o.discarder) + " is the winner: no one wins off their own discard");
    if (!looksLikeRulesetPath(o.ruleset))
        if (const auto r = loadRuleset(o.ruleset); !r)
            return Error{"--ruleset: " + r.error()};
    return o;
}

int runScore(const ScoreOptions& o)
{
    auto loaded = loadRuleset(o.ruleset);
    if (!loaded)
        return fail("--ruleset: " + loaded.error());
    Ruleset rules = *loaded;
    for (const auto& opt : o.with)
        (void)switchOption(rules, opt, true); // checked by parseScoreOptions
    for (const auto& opt : o.without)
        (void)switchOption(rules, opt, false);
    if (o.breakDoubles)
        rules.doubles = true;

    const auto text = splitSecrets(o.hand);
    if (!text)
        return fail(text.error());
    const auto hand = parseHand(text->text, rules.handTiles());
    if (!hand)
        return fail("--hand \"" + o.hand + "\": " + hand.error());
    const auto tiles = parseKinds(o.win, TileSet::chineseWithJokers());
    if (!tiles)
        return fail("--win \"" + o.win + "\": " + tiles.error());
    if (tiles->size() != 1)
        return fail("--win \"" + o.win + "\" names " + std::to_string(tiles->size()) + " tiles; give the one winning tile");
    const TileKind tile = tiles->front();
    if (rules.isFlower(tile))
        return fail("--win " + o.win + " is a flower: a flower is replaced, it never wins");

    WinContext win;
    win.hand = *hand;
    win.secret = text->secret;
    win.winningIsJoker = tile.suit() == Suit::Jokers;
    if (!win.winningIsJoker)
        win.winningKind = static_cast<std::uint8_t>(tile.index());
    win.source = o.source;
    win.winner = Seat::of(o.winner);
    win.discarder = Seat::of(o.discarder.value_or(0));
    win.mano = Seat::of(o.mano.value_or(o.winner));
    win.breakDoubles = o.breakDoubles;
    win.discardsBefore = o.discardsBefore.value_or(o.opening ? 0 : kLateInTheGame);
    win.openingHand = o.opening;

    const auto score = scoreWin(win, rules);
    if (!score)
        return fail(o.hand + " winning on " + o.win + ": " + score.error());
    if (o.json)
        printJson(o, rules, win, *score);
    else
        printText(o, rules, win, *score);
    return 0;
}

std::string scoreCommandHelp()
{
    return R"(  score [options] --hand HAND --win TILE
                              What a winning hand pays: the payout lines, the multipliers
                              and what each seat pays (see "Options for score").
)";
}

std::string scoreOptionsHelp()
{
    return R"(
Options for score (see docs/scoring.md):
  --hand HAND                 Required (or give HAND as bare words). The winning hand as
                              for analyze, the concealed tiles including the winning tile;
                              a secret is an exposed kang word marked with a trailing "!",
                              e.g. --hand "123456789m123p11s 7777s!" (17 tiles, each
                              exposed set counted as three).
  --win TILE                  Required. The winning tile (1j for a joker).
  --from wall|replacement|gift|discard
                              Where the winning tile came from (default wall). Anything
                              but discard is búnot: every other seat pays double.
  --discarder SEAT            With --from discard (required there): that seat pays double.
  --winner SEAT               The winner, 0-3 (default 0).
  --mano SEAT                 The máno (default: the winner); checked with --opening.
  --ruleset NAME|FILE         filipino (default), visayan, joker-pot, or a ruleset file.
  --with OPTION, --without OPTION
                              Switch a ruleset option on or off (repeatable):
                              other-ambitions, four-as-two-pairs, pot, doubles.
  --doubles                   The break roll was doubles, under the doubles rule (turns it
                              on): everything is paid twice.
  --discards-before N         Discards made in the game before the winning tile (default:
                              late in the game); decides "before the 5th".
  --opening                   The máno's opening hand is the win (bisaklát).
  --json                      One JSON object: ruleset, form, reading, lines [{reason,
                              quarters}], base, multipliers, pays {seat: quarters, the
                              winner's negative}, claims_pot, joker_eye. The text form
                              shows amounts in payouts (1¼ = 5 quarters).
)";
}

} // namespace mj::cli
