// Fuzz target "ruleset": a ruleset file (variants/filipino/rules/ruleset_json.h, docs/rules/ruleset-files.md),
// as --ruleset FILE and the app's new-game dialogue read it. What rulesetFromJson accepts must
//   - give the same ruleset back through rulesetToJson and through rulesetFileText;
//   - be playable: a match of two games under it plays with every invariant kept, and each
//     game's record, written and read back, replays through the rules to the same end.
#include "fuzz_check.h"
#include "fuzz_init.h"

#include "variants/filipino/game/game_replay.h"
#include "variants/filipino/simulation/simulation.h"
#include "record/record_json.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <cstddef>
#include <cstdint>
#include <sstream>

namespace {

void checkRoundTrips(const mj::Ruleset& rules)
{
    const auto fromObject = mj::rulesetFromJsonObject(mj::rulesetToJson(rules), "ruleset");
    mj::fuzz::check(fromObject.ok(), "rulesetToJson wrote what rulesetFromJsonObject refuses",
                    fromObject ? "" : fromObject.error());
    mj::fuzz::check(*fromObject == rules, "rulesetToJson then rulesetFromJsonObject changed the ruleset");
    const std::string file = mj::rulesetFileText(rules, "fuzz");
    const auto fromFile = mj::rulesetFromJson(file, "fuzz.json");
    mj::fuzz::check(fromFile.ok(), "rulesetFileText wrote what rulesetFromJson refuses", file);
    mj::fuzz::check(*fromFile == rules, "rulesetFileText then rulesetFromJson changed the ruleset", file);
    mj::fuzz::check(mj::rulesetHash(*fromFile) == mj::rulesetHash(rules), "equal rulesets hash differently");
}

void checkReplays(const mj::Game& game)
{
    std::stringstream text;
    mj::writeRecord(text, game.record());
    const auto read = mj::readRecord(text);
    mj::fuzz::check(read.ok(), "a played game's record is refused", read ? "" : read.error());
    const auto replayed = mj::replayGame(read->record, read->eventLines);
    mj::fuzz::check(replayed.ok(), "a played game's record does not replay", replayed ? "" : replayed.error());
    mj::fuzz::check(replayed->record().events.size() == game.record().events.size(),
                    "a played game replays to a different length");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto rules = mj::rulesetFromJson(mj::fuzz::text(data, size), "fuzz.json");
    if (!rules)
        return 0;
    checkRoundTrips(*rules);

    mj::SimulationOptions options;
    options.seed = size;
    options.rules = *rules;
    options.games = 2;
    options.onGame = [](const mj::Game& game, int) { checkReplays(game); };
    const mj::SimulationSummary summary = mj::simulate(options);
    mj::fuzz::check(summary.invariantViolations == 0, "a game under an accepted ruleset broke an invariant",
                    summary.violations.empty() ? "" : summary.violations.front());
    return 0;
}
