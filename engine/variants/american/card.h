// The card of hands of American mahjong (seed 002, "How To Read The Score Card"; issue 17):
// a card is a list of lines, each the 14 tiles of one winning hand as the printed card writes
// them, with its category, its value, and whether it may be exposed (X) or must be concealed
// (C). This file holds the card as data; card_parse.h reads it from the card file format
// (docs/rules/american-card.md) and card_match.h matches hands against it.
//
// A line is a list of groups. A group is one or more alternative forms of the same size
// ("NNNN/SSSS"), and a form is a list of elements with an optional suit letter: numbers 1-9
// in that suit, the soap as zero, winds, the red and green dragons, the soap (white dragon),
// the dragon of the form's suit, and flowers. A form whose elements are all the same is a
// set (single, pair, pung, kong, quint, sextet) and jokers may fill it when it has three
// tiles or more (seed 002, "Joker Rules"); a form of unlike tiles (NEWS, a year) takes no
// joker. The suit letters a, b and c are "colours": distinct suits, assigned freely.
// Deviation from the printed card: the numbers of a line move together (one `shift` for the
// whole line), which is what every "any like numbers", "any consecutive numbers" and even or
// odd shift line of seed 002's categories needs; a card whose groups move apart is not
// written.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mj::american {

// Seed 002's categories, in the order the card prints them.
enum class CardCategory : std::uint8_t {
    Year, Evens2468, LikeNumbers, Quints, ConsecutiveRuns, Odds13579, WindsDragons, Threes369, SinglesPairs,
};
inline constexpr int kCategoryCount = 9;

// The name a card file writes in a section header ("[2468]"), and back.
std::string_view categoryName(CardCategory category);
std::optional<CardCategory> categoryFromName(std::string_view name);
// The category as people read it ("Consecutive runs").
std::string_view categoryTitle(CardCategory category);

struct CardElement {
    enum class Type : std::uint8_t {
        Number,     // 1-9 in the form's suit
        Soap,       // the white dragon written 0: a zero in a year, or the soap itself
        Wind,       // N E W S
        Red,        // R
        Green,      // G
        SuitDragon, // D: the dragon of the form's suit (craks red, bams green, dots soap)
        Flower,     // F: any of the eight flowers and seasons
    };
    Type type = Type::Number;
    std::uint8_t value = 0; // the number, or the wind's rank in the notation (1 E, 2 S, 3 W, 4 N)
    char letter = '?';      // as written, for printing

    friend bool operator==(const CardElement&, const CardElement&) = default;
};

struct CardForm {
    std::vector<CardElement> elements;
    int suit = -1;   // 0, 1, 2 for a, b, c; -1 when the form names no suit
    int column = 0;  // 1-based, where the form starts in its line
    // All elements the same: a set (a pair, pung, kong...), not a group of unlike tiles.
    bool isSet() const;
    // A set of three or more: jokers may fill it.
    bool takesJokers() const { return isSet() && elements.size() >= 3; }
    std::string text() const; // as written: "2222a", "NEWS", "2026a"
};

struct CardGroup {
    std::vector<CardForm> forms; // one, or the alternatives written with '/'
    int size() const { return forms.empty() ? 0 : static_cast<int>(forms.front().elements.size()); }
    std::string text() const;
};

struct CardLine {
    int lineNumber = 0;           // in its file, 1-based
    CardCategory category = CardCategory::Year;
    std::vector<CardGroup> groups;
    bool concealed = false;       // C; otherwise X (exposures allowed)
    int value = 0;                // what the hand pays (seed 002, "Mahjong")
    int shift = 0;                // 0: the numbers are as written; n: they may all move by any multiple of n
    std::string note;             // the card's small print ("any 3 consecutive numbers"), may be empty
    std::string handText() const; // the groups as written: "FF 2222a 4444b 6666c"
};

struct Card {
    std::string title;
    std::vector<CardLine> lines;
};

} // namespace mj::american
