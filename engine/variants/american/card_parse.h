// Reading a card file (docs/rules/american-card.md; issue 17, "The card of hands"): the
// lines of a card written as the printed card writes them, e.g.
//
//     title Mahjongero practice card
//     [2468]
//     FF 2222a 4444b 6666c      X 25
//     2468a 2468b 22c 44c 66c    C 40  "pairs in the third suit"
//
// A card file is untrusted input (a user's own card): every line is read, and every mistake
// is reported with its line and column and why, never an assert. A line with an error is
// left out of the card; the card is usable only when there are no errors.
#pragma once

#include "core/expected.h"
#include "variants/american/card.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mj::american {

// A card is some 50 hands on lines of under 80 bytes; these leave room for comments and a
// few cards' worth of hands while keeping a stray file from being read whole. The matcher
// compiles each hand into up to 864 concrete ones (6 suit assignments, 9 shifts, 16
// choices of alternatives), so the hands are bounded too.
inline constexpr std::size_t kCardFileMaxBytes = 256 * 1024;
inline constexpr std::size_t kCardLineMaxBytes = 1024;
inline constexpr int kCardMaxLines = 2000;
inline constexpr int kCardMaxHands = 200;

struct CardError {
    int line = 0;   // 1-based
    int column = 0; // 1-based, in bytes
    std::string message;
};

struct CardReading {
    Card card;                     // the lines read without error
    std::vector<CardError> errors; // in the order of the file
    bool ok() const { return errors.empty(); }
};

CardReading parseCard(std::string_view text);
// Reads the file within kCardFileMaxBytes; an unreadable file is one error at line 0.
CardReading readCardFile(const std::string& path);

// "practice.card:12:7: why" (a file-wide error, at line 0, is "practice.card: why").
std::string formatCardError(std::string_view file, const CardError& error);

} // namespace mj::american
