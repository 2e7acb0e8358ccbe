// Fuzz target "hand": tile notation and hands, as `analyze` and `score` read them
// (core/notation.h, hand/hand_parse.h, hand/hand_report.h). The input is read like
// `analyze --batch`: one hand a line. Each line goes through
//   - parseKinds with every set of the rule book (TileSet::all(): the card sets too) and
//     with the Chinese set with jokers: an accepted text prints (formatKinds) to a text that
//     parses back to the same tiles;
//   - parseHand under every hand ruleset, and parseSeenTiles;
//   - analyzeToJson under every ruleset (the best discards asked for under one, the
//     four-as-two-pairs option under another, the line itself as the seen tiles under a
//     third): every line it prints must be valid JSON, a bad hand's included.
#include "fuzz_check.h"
#include "fuzz_init.h"

#include "core/notation.h"
#include "hand/hand_parse.h"
#include "hand/hand_report.h"
#include "variants/filipino/rules/ruleset.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void notationRoundTrip(std::string_view line, const mj::TileSet& set)
{
    const auto kinds = mj::parseKinds(line, set);
    if (!kinds) {
        mj::fuzz::check(!kinds.error().empty(), "parseKinds refused a text without saying why");
        return;
    }
    const std::string printed = mj::formatKinds(*kinds);
    const auto again = mj::parseKinds(printed, set);
    mj::fuzz::check(again.ok(), "formatKinds printed a text that parseKinds refuses", printed);
    auto sorted = *kinds;
    std::sort(sorted.begin(), sorted.end());
    mj::fuzz::check(*again == sorted, "formatKinds then parseKinds changed the tiles", printed);
}

void analyze(std::string_view line, const mj::AnalysisOptions& options)
{
    std::string error;
    const std::string out = mj::analyzeToJson(line, options, &error);
    mj::fuzz::check(nlohmann::json::accept(out), "analyzeToJson printed a line that is not valid JSON", out);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view rest = mj::fuzz::text(data, size);
    while (!rest.empty()) {
        const std::size_t end = std::min(rest.find('\n'), rest.size());
        std::string_view line = rest.substr(0, end);
        rest.remove_prefix(std::min(end + 1, rest.size()));
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);

        for (const mj::TileSet* set : mj::TileSet::all())
            notationRoundTrip(line, *set);
        notationRoundTrip(line, mj::TileSet::chineseWithJokers());

        int ruleset = 0;
        for (const mj::HandTiles& rules : {mj::HandTiles{}, mj::Ruleset::filipino().handTiles(), mj::Ruleset::visayan().handTiles()}) {
            (void)mj::parseHand(line, rules);
            mj::AnalysisOptions options;
            options.tiles = rules;
            options.discards = ruleset == 0;
            options.pairs.fourAsTwoPairs = ruleset == 1;
            if (ruleset == 2)
                if (const auto seen = mj::parseSeenTiles(line, rules))
                    options.seen = *seen;
            analyze(line, options);
            ++ruleset;
        }
    }
    return 0;
}
