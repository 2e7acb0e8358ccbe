#include "options.h"

#include "number_args.h"

#include "arg_reader.h"
#include "american_hand_command.h"
#include "card_command.h"
#include "variant_play_command.h"

#include "core/excerpt.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <limits>

namespace mj::cli {

namespace {

Expected<Options> parseAnalyze(const std::vector<std::string>& args, Options options)
{
    options.command = Command::Analyze;
    std::vector<std::string> words;
    for (ArgReader arg(args); arg.next();) {
        const std::string& name = arg.name();
        if (arg.isHelp()) {
            options.command = Command::Help;
            return options;
        }
        if (name == "--ruleset") {
            const auto v = arg.value();
            if (!v)
                return Error{v.error()};
            if (*v != "none") { // none (the default): any m p s z tile is a hand tile
                const auto r = loadRuleset(*v);
                if (!r)
                    return Error{"--ruleset: " + r.error()};
                options.handTiles = r->handTiles();
            }
        } else if (name == "--seen") {
            const auto v = arg.value();
            if (!v)
                return Error{v.error()};
            options.seen = *v;
        } else if (arg.is("--batch")) {
            options.batch = true;
        } else if (arg.is("--four-as-two-pairs")) {
            options.fourAsTwoPairs = true;
        } else if (arg.is("--discards")) {
            options.discards = true;
        } else if (!arg.raw().empty() && arg.raw()[0] != '-') {
            words.push_back(arg.raw());
        } else {
            return failure("unknown argument \"" + excerpt(arg.raw()) + "\" for analyze (see --help)");
        }
    }
    if (const auto seen = parseSeenTiles(options.seen, options.handTiles); !seen)
        return Error{seen.error()};
    if (options.batch && !words.empty())
        return failure("analyze --batch reads hands from standard input; remove \"" + excerpt(words[0]) + "\"");
    if (!options.batch && words.empty())
        return failure("analyze needs a hand, e.g. analyze 123m456p789s1112z, or --batch");
    for (const auto& w : words)
        options.hand += (options.hand.empty() ? "" : " ") + w;
    return options;
}

Expected<Options> parseBench(const std::vector<std::string>& args, Options options)
{
    options.command = Command::Bench;
    options.seed = 1;
    for (ArgReader arg(args); arg.next();) {
        const std::string& name = arg.name();
        if (arg.isHelp()) {
            options.command = Command::Help;
            return options;
        }
        if (name != "--hands" && name != "--seed")
            return failure("unknown argument \"" + arg.raw() + "\" for bench (see --help)");
        const auto text = arg.value();
        if (!text)
            return Error{text.error()};
        const std::string& value = *text;
        const auto v = parseSeed(value, name);
        if (!v)
            return Error{v.error()};
        if (name == "--seed") {
            options.seed = *v;
        } else {
            if (*v < 1 || *v > 100000000)
                return failure("--hands needs a number from 1 to 100000000, not " + value);
            options.hands = *v;
        }
    }
    return options;
}

Expected<Options> parseScore(const std::vector<std::string>& args, Options options)
{
    auto score = parseScoreOptions(args);
    if (!score)
        return Error{score.error()};
    options.command = score->help ? Command::Help : Command::Score;
    options.score = std::move(*score);
    return options;
}

Expected<Options> parseSimulate(const std::vector<std::string>& args, Options options)
{
    auto simulate = parseSimulateOptions(args);
    if (!simulate)
        return Error{simulate.error()};
    options.command = simulate->help ? Command::Help : Command::Simulate;
    options.simulate = std::move(*simulate);
    return options;
}

Expected<Options> parseArena(const std::vector<std::string>& args, Options options)
{
    auto arena = parseArenaOptions(args);
    if (!arena)
        return Error{arena.error()};
    options.command = arena->help ? Command::Help : Command::Arena;
    options.arena = std::move(*arena);
    return options;
}

Expected<Options> parseVariants(const std::vector<std::string>& args, Options options)
{
    auto variants = parseVariantsOptions(args);
    if (!variants)
        return Error{variants.error()};
    options.command = variants->help ? Command::Help : Command::Variants;
    options.variants = *variants;
    return options;
}

Expected<Options> parseTiles(const std::vector<std::string>& args, Options options)
{
    auto tiles = parseTilesOptions(args);
    if (!tiles)
        return Error{tiles.error()};
    options.command = tiles->help ? Command::Help : Command::Tiles;
    options.tiles = std::move(*tiles);
    return options;
}

} // namespace

std::string helpText()
{
    return R"(Usage: mahjongero-cli COMMAND [OPTIONS]

Mahjongero's headless tool: performs the Filipino setup ritual on a seeded table and
tells it step by step, replays a saved record, or analyses mahjong hands.

Commands:
  ritual --seed N [options]   Wash, build the wall, roll for the máno and the break,
                              break the wall, deal and replace flowers; tell each step.
  replay FILE [--json]        Read a record (JSON Lines, as written by ritual --json or
                              simulate --record; FILE "-" reads standard input), check
                              every line and rebuild the table. A ritual record must
                              be the ritual its seed makes, event for event, and is told
                              again (a trailing summary line must match the table); a
                              game record is replayed action by action through the
                              rules, every event compared, and its end told: the
                              winner, the payments, the hands. A free table's record is
                              checked by the table alone. FILE must be a regular file;
                              a record may hold 64 MiB, a line 1 MiB (docs/limits.md).
  help, --help, -h            Show this text.
  --version                   Show the version.

Options for ritual:
  --seed N                    Required. The game's seed, 0 to 18446744073709551615.
                              The same seed and options always give the same game.
  --variant filipino|visayan  Filipino (default): every non-suited tile (winds,
                              dragons, flowers, seasons) is a flower and is replaced.
                              Visayan: only the eight flowers and seasons are flowers;
                              winds and dragons stay in the hand.
  --wall-count right|opposite How the máno counts walls with the break roll.
                              right (default, seed 000): the wall on the máno's right
                              is 1, opposite 2, left 3, own 4. opposite (seed 003's
                              house rule): the opposite wall is 1, then left, own, right.
                              A count on the máno's own wall moves to the right (taboo).
  --opposite-end right|left   When the break falls on the opposite wall, count its
                              stacks from the end nearer the máno's right-hand
                              neighbour (default) or left-hand neighbour.
  --json                      Print the events as JSON Lines (the first line is the
                              record's header: seed and ruleset), then one last line
                              {"summary": {...}} with mano, break_dice, break_wall,
                              break_stack, hands and flowers (seat -> tiles), draw_wall
                              and flower_wall (tiles left in each).

)" + tilesCommandHelp() + R"(
)" + cardCommandHelp() + R"(
)" + variantsCommandHelp() + R"(
Commands for games:
)" + simulateCommandHelp() + arenaCommandHelp() + R"(
)" + variantPlayHelp() + R"(
  solitaire [--seed N] [--solve]  Mahjong solitaire for one (seed 001): print a deal, solve
                              it, or survey many (--survey --deals N): how many can be won.
                              "mahjongero-cli solitaire --help" says more.

Commands for hands:
  analyze [options] HAND      Analyse one hand; print one JSON object on one line.
  analyze [options] --batch   Read one hand a line from standard input (blank lines are
                              skipped); print one JSON object a line, in order. A bad
                              hand gets {"hand": ..., "error": ...} and the batch goes on.
                              A line longer than 4,096 bytes stops the batch (exit 1).
                              Output is valid UTF-8 JSON: bad bytes are quoted as \xNN.
  bench [--hands N] [--seed N]
                              Print how many hands a second the analysis does (standard
                              and siete pares shanten of random 14- and 17-tile hands, one
                              core, in process; default 1000000 hands, seed 1), its
                              useful-tile search and full analysis, and the size of its
                              tables; then games a second of the simulation, and each AI
                              level's decision time (average, 99th percentile, slowest)
                              over 300 games of every built-in ruleset.
)" + scoreCommandHelp() + R"(
)" + americanHandHelp() + R"(
HAND is the concealed tiles, then each exposed set as a word of its own (chow, pung,
kang or secret), e.g. "123m456p11z 789s 555z"; jokers are written 1j and are wild for
any suited tile. A hand has 3n+1 or 3n+2 tiles (13/14, 16/17), each exposed set counted
as three. The JSON has hand, tiles, concealed, exposed, jokers, complete, shanten
{standard, siete_pares} (-1 complete, 0 ready; siete_pares is the usual seven pairs for
13/14 tiles, seven pairs + a báhay for 16/17, null where it does not apply), the
decompositions of a complete hand, and waits: for a ready 3n+1 hand the tiles that
complete it, each with how many are still unseen; for a hand not ready, "waits" is empty
and "useful" lists the tiles that lower its shanten. See docs/hand-analysis.md.

Options for analyze:
  --ruleset NAME|FILE|none    filipino or joker-pot: only suited tiles stay in a hand
                              (winds, dragons and flowers are flowers: a hand holding
                              one is refused). visayan: winds and dragons are ordinary
                              tiles, flowers refused. A house ruleset file as its base
                              says. none (default): any m p s z tile is ordinary.
  --seen TILES                Tiles seen outside the hand (discards, others' exposed
                              sets), subtracted from the unseen counts.
  --four-as-two-pairs         House option: in siete pares four alike may count as two
                              pairs (default: distinct pairs only).
  --discards                  For a 3n+2 hand that is not complete, also list the
                              discards that leave the lowest shanten, with their waits.
)" + scoreOptionsHelp() + R"(
)" + simulateOptionsHelp() + "\n" + arenaOptionsHelp() + R"(
Tiles are written in the project's notation: digits then a suit letter, m characters,
p balls, s sticks, z honours (1-4 East South West North, 5 white, 6 green, 7 red),
f flowers and seasons (1-8), j jokers (1j). Cards (poker-tiles, card-deck-193) have
uppercase suits S H C D R and ranks A 2-9 T F W N B J Q K, e.g. TJQKH; see
docs/notation.md. Seats are 0-3 in turn order; play passes to the right.

Exit status: 0 on success, 1 when a record is malformed or inconsistent, a simulated
game broke an invariant (simulate, arena), or the hand
given to analyze is bad (analyze --batch exits 0 unless standard input cannot be read
or holds a line longer than 4,096 bytes),
or the hand given to score is malformed or not a winning hand,
2 on a bad command-line argument.
)";
}

Expected<Options> parseOptions(const std::vector<std::string>& args)
{
    Options options;
    if (args.empty())
        return failure("no command given; try \"mahjongero-cli --help\"");
    const std::string& command = args[0];
    if (command == "help" || command == "--help" || command == "-h")
        return options;
    if (command == "--version") {
        options.command = Command::Version;
        return options;
    }
    if (command == "ritual")
        options.command = Command::Ritual;
    else if (command == "replay")
        options.command = Command::Replay;
    else if (command == "analyze")
        return parseAnalyze(args, options);
    else if (command == "bench")
        return parseBench(args, options);
    else if (command == "score")
        return parseScore(args, options);
    else if (command == "simulate")
        return parseSimulate(args, options);
    else if (command == "arena")
        return parseArena(args, options);
    else if (command == "tiles")
        return parseTiles(args, options);
    else if (command == "variants")
        return parseVariants(args, options);
    else
        return failure("unknown command \"" + command +
                       "\"; the commands are ritual, replay, simulate, arena, analyze, bench, score, tiles, variants, solitaire and card (see --help)");

    bool haveSeed = false;
    for (ArgReader arg(args); arg.next();) {
        const std::string& name = arg.name();
        const bool ritual = options.command == Command::Ritual;
        if (name == "--help" || name == "-h") {
            options.command = Command::Help;
            return options;
        }
        if (arg.is("--json")) {
            options.json = true;
        } else if (ritual && (name == "--seed" || name == "--variant" || name == "--wall-count" ||
                              name == "--opposite-end")) {
            const auto v = arg.value();
            if (!v)
                return Error{v.error()};
            if (name == "--seed") {
                const auto seed = parseSeed(*v);
                if (!seed)
                    return Error{seed.error()};
                options.seed = *seed;
                haveSeed = true;
            } else if (name == "--variant") {
                const auto variant = parseVariant(*v);
                if (!variant)
                    return Error{"--variant: " + variant.error()};
                options.rules.variant = *variant;
            } else if (name == "--wall-count") {
                const auto count = parseWallCount(*v);
                if (!count)
                    return Error{"--wall-count: " + count.error()};
                options.rules.wallCount = *count;
            } else {
                const auto end = parseOppositeEnd(*v);
                if (!end)
                    return Error{"--opposite-end: " + end.error()};
                options.rules.oppositeEnd = *end;
            }
        } else if (!ritual && options.file.empty() && (name == "-" || name.rfind("-", 0) != 0)) {
            options.file = name;
        } else {
            return failure("unknown argument \"" + arg.raw() + "\" for " + command + " (see --help)");
        }
    }
    if (options.command == Command::Ritual && !haveSeed)
        return failure("ritual needs --seed N (any whole number; the same seed gives the same game)");
    // The variant's own built-in ruleset (its name included), with the ritual's choices.
    options.rules = ritualRules(options.rules.variant, options.rules.wallCount, options.rules.oppositeEnd);
    if (options.command == Command::Replay && options.file.empty())
        return failure("replay needs the record's file name (or - for standard input)");
    return options;
}

} // namespace mj::cli
