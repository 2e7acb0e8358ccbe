// The whole analysis of one hand, and its JSON line (docs/hand-analysis.md): what
// `mahjongero-cli analyze` prints for each hand. Parsing (hand_parse.h), shanten of both
// forms (shanten.h), decompositions of a complete hand (decompose.h), the waits or useful
// tiles of a 3n+1 hand and, on request, the best discards of an incomplete 3n+2 hand
// (waits.h).
// A bad hand gives {"hand": ..., "error": ...}. The JSON is written directly (no DOM), most
// of it straight into the output buffer, so that a batch of hands costs little more than the
// analysis itself (issue 12, "analysis as a whole process").
#pragma once

#include "hand/decompose.h"
#include "hand/hand_parse.h"
#include "hand/waits.h"

#include <optional>
#include <string>
#include <string_view>

namespace mj {

struct AnalysisOptions {
    HandTiles tiles; // which tiles the ruleset lets a hand hold, and its name
    PairRules pairs;
    std::array<std::uint8_t, kHandKinds> seen{}; // tiles seen outside the hand
    bool discards = false; // list the best discards of an incomplete 3n+2 hand (costly)
};

struct HandAnalysis {
    HandCounts hand;
    int standard = 0;             // standard-form shanten
    std::optional<int> pairs;     // seven pairs (13/14) or siete pares (16/17); nullopt: n/a
    bool complete = false;
    std::vector<Decomposition> decompositions; // complete hands
    std::optional<WaitReport> waits;           // 3n+1 hands
    std::vector<DiscardOption> discards;       // incomplete 3n+2 hands, if asked for
};

Expected<HandAnalysis> analyzeHand(const HandCounts& hand, const AnalysisOptions& options);
// One line of JSON, without the newline, appended to `out` (a batch reuses one buffer: no
// allocation for most hands). When the hand is bad and `error` is given, the message is
// also stored there. A bad hand's line is quoted whole when it is valid UTF-8 of at most
// 100 bytes, else as an excerpt (core/excerpt.h): the JSON is valid UTF-8 whatever the input.
void appendAnalysisJson(std::string& out, std::string_view text, const AnalysisOptions& options,
                        std::string* error = nullptr);
std::string analyzeToJson(std::string_view text, const AnalysisOptions& options, std::string* error = nullptr);

} // namespace mj
