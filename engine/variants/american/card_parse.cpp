#include "variants/american/card_parse.h"

#include "core/bounded_input.h"
#include "core/excerpt.h"
#include "variants/american/card_kinds.h"

#include <array>
#include <charconv>

namespace mj::american {

namespace {

struct Token {
    std::string_view text;
    int column = 0; // 1-based
    bool quoted = false; // a note: the text is inside the quotes
};

// Collects the errors of one line; the line is dropped when any was found.
struct LineErrors {
    int line;
    std::vector<CardError>& out;
    bool any = false;
    void add(int column, std::string message)
    {
        out.push_back({line, column, std::move(message)});
        any = true;
    }
};

std::string quotedExcerpt(std::string_view text) { return "\"" + excerpt(text) + "\""; }

// The words of a line up to its comment, with their columns. A note is in double quotes and
// may hold spaces and '#'.
std::vector<Token> tokenize(std::string_view line, LineErrors& errors)
{
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\r') {
            ++i;
        } else if (c == '#') {
            break;
        } else if (c == '"') {
            const std::size_t close = line.find('"', i + 1);
            if (close == std::string_view::npos) {
                errors.add(static_cast<int>(i) + 1, "the note opened here has no closing \"");
                break;
            }
            tokens.push_back({line.substr(i + 1, close - i - 1), static_cast<int>(i) + 1, true});
            i = close + 1;
        } else {
            std::size_t end = i;
            while (end < line.size() && line[end] != ' ' && line[end] != '\t' && line[end] != '\r' &&
                   line[end] != '#' && line[end] != '"')
                ++end;
            tokens.push_back({line.substr(i, end - i), static_cast<int>(i) + 1, false});
            i = end;
        }
    }
    return tokens;
}

std::optional<CardElement> elementOf(char c)
{
    using T = CardElement::Type;
    if (c >= '1' && c <= '9')
        return CardElement{T::Number, static_cast<std::uint8_t>(c - '0'), c};
    switch (c) {
    case '0': return CardElement{T::Soap, 0, c};
    case 'E': return CardElement{T::Wind, 1, c};
    case 'S': return CardElement{T::Wind, 2, c};
    case 'W': return CardElement{T::Wind, 3, c};
    case 'N': return CardElement{T::Wind, 4, c};
    case 'R': return CardElement{T::Red, 0, c};
    case 'G': return CardElement{T::Green, 0, c};
    case 'D': return CardElement{T::SuitDragon, 0, c};
    case 'F': return CardElement{T::Flower, 0, c};
    default: return std::nullopt;
    }
}

constexpr const char* kTileLetters =
    "numbers 1-9, 0 (the soap), N E W S, R G (red, green), D (the dragon of the group's suit), F (flower)";

// One form of a group: elements, then an optional suit letter. `column` is its first byte's.
std::optional<CardForm> parseForm(std::string_view text, int column, LineErrors& errors)
{
    if (text.empty()) {
        errors.add(column, "an empty alternative: write the forms on both sides of '/'");
        return std::nullopt;
    }
    CardForm form;
    form.column = column;
    bool needsSuit = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const int at = column + static_cast<int>(i);
        if (c >= 'a' && c <= 'z') {
            if (c > 'c') {
                errors.add(at, std::string("'") + c + "' is not a suit letter: the suits are a, b and c");
                return std::nullopt;
            }
            if (i + 1 != text.size()) {
                errors.add(at, std::string("the suit letter '") + c + "' must end its group");
                return std::nullopt;
            }
            form.suit = c - 'a';
            break;
        }
        const auto element = elementOf(c);
        if (!element) {
            errors.add(at, "'" + escapeInvalidUtf8(std::string_view(&text[i], 1)) + "' is not a tile of the card: " +
                               kTileLetters);
            return std::nullopt;
        }
        needsSuit = needsSuit || element->type == CardElement::Type::Number ||
                    element->type == CardElement::Type::SuitDragon;
        form.elements.push_back(*element);
    }
    if (form.elements.empty()) {
        errors.add(column, quotedExcerpt(text) + " has a suit letter but no tiles");
        return std::nullopt;
    }
    if (needsSuit && form.suit < 0) {
        errors.add(column, quotedExcerpt(text) + " has numbers or D but no suit letter (a, b or c) after them");
        return std::nullopt;
    }
    if (!needsSuit && form.suit >= 0) {
        errors.add(column, quotedExcerpt(text) + ": a suit letter goes only with numbers or D");
        return std::nullopt;
    }
    if (form.isSet() && form.elements.size() > 6) {
        errors.add(column, quotedExcerpt(text) + " is " + std::to_string(form.elements.size()) +
                               " identical tiles: the largest group is a sextet (6)");
        return std::nullopt;
    }
    if (!form.isSet()) {
        // A pung inside a group of unlike tiles would hide from the reader that jokers may not
        // fill it: a set is written as its own group.
        for (std::size_t i = 2; i < form.elements.size(); ++i)
            if (form.elements[i] == form.elements[i - 1] && form.elements[i] == form.elements[i - 2]) {
                errors.add(column + static_cast<int>(i) - 2,
                           quotedExcerpt(text) + " holds three identical tiles among unlike ones: write the set as a group of its own");
                return std::nullopt;
            }
    }
    return form;
}

std::optional<CardGroup> parseGroup(const Token& token, LineErrors& errors)
{
    CardGroup group;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = token.text.find('/', start);
        const std::size_t end = slash == std::string_view::npos ? token.text.size() : slash;
        auto form = parseForm(token.text.substr(start, end - start), token.column + static_cast<int>(start), errors);
        if (!form)
            return std::nullopt;
        if (!group.forms.empty() && form->elements.size() != group.forms.front().elements.size()) {
            errors.add(form->column, "the alternative " + quotedExcerpt(form->text()) + " has " +
                                         std::to_string(form->elements.size()) + " tiles but " +
                                         quotedExcerpt(group.forms.front().text()) + " has " +
                                         std::to_string(group.forms.front().elements.size()) +
                                         ": alternatives hold as many tiles");
            return std::nullopt;
        }
        group.forms.push_back(std::move(*form));
        if (slash == std::string_view::npos)
            break;
        start = slash + 1;
    }
    return group;
}

std::optional<int> integerOf(std::string_view text)
{
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty() || text.front() == '-')
        return std::nullopt;
    return value;
}

// Whether the line as written (its first forms, suits a b c as m p s, no shift) can be held:
// a pair or single takes no joker, so it needs natural tiles, and the jokers that fill the
// sets are eight.
void checkTilesExist(const CardLine& line, LineErrors& errors)
{
    std::array<int, kCardKinds> natural{};
    std::array<int, kCardKinds> jokerable{};
    for (const CardGroup& group : line.groups) {
        const CardForm& form = group.forms.front();
        for (const CardElement& e : form.elements) {
            const int kind = cardKindOf(e, form.suit, 0);
            (form.takesJokers() ? jokerable : natural)[kind]++;
        }
    }
    int jokers = 0;
    for (int k = 0; k < kCardKinds; ++k) {
        if (natural[k] > naturalCopies(k)) {
            errors.add(1, "the line needs " + std::to_string(natural[k]) + " " + tileOfCardKind(k).notation() +
                              " (as written) in pairs or singles, which jokers may not fill, and the set has " +
                              std::to_string(naturalCopies(k)));
            return;
        }
        jokers += std::max(0, natural[k] + jokerable[k] - naturalCopies(k));
    }
    if (jokers > 8)
        errors.add(1, "the line needs " + std::to_string(jokers) + " jokers; the set has 8");
}

void parseHandLine(const std::vector<Token>& tokens, CardCategory category, Card& card, LineErrors& errors)
{
    CardLine line;
    line.lineNumber = errors.line;
    line.category = category;
    // The mark first: without it the value would be read as a group and blamed for that.
    std::size_t i = 0;
    while (i < tokens.size() && !tokens[i].quoted && tokens[i].text != "X" && tokens[i].text != "C")
        ++i;
    if (i == tokens.size()) {
        errors.add(tokens.back().column, "the line has no X or C after its groups (X 25: exposed, worth 25)");
        return;
    }
    for (std::size_t g = 0; g < i; ++g)
        if (auto group = parseGroup(tokens[g], errors))
            line.groups.push_back(std::move(*group));
    if (tokens[i].quoted) {
        errors.add(tokens[i].column, "a note goes at the end of the line, after X or C and the value");
        return;
    }
    if (i == 0) {
        errors.add(tokens[i].column, "the line has no groups before " + std::string(tokens[i].text));
        return;
    }
    line.concealed = tokens[i].text == "C";
    const int markColumn = tokens[i].column;
    ++i;
    if (i == tokens.size() || tokens[i].quoted) {
        errors.add(markColumn, "the value of the line is missing after " + std::string(line.concealed ? "C" : "X"));
        return;
    }
    const auto value = integerOf(tokens[i].text);
    if (!value || *value < 1 || *value > 1000) {
        errors.add(tokens[i].column, quotedExcerpt(tokens[i].text) + " is not a value: a whole number from 1 to 1000");
        return;
    }
    line.value = *value;
    ++i;
    if (i < tokens.size() && !tokens[i].quoted && tokens[i].text == "shift") {
        const int shiftColumn = tokens[i].column;
        ++i;
        const auto shift = i < tokens.size() && !tokens[i].quoted ? integerOf(tokens[i].text) : std::nullopt;
        if (!shift || *shift < 1 || *shift > 8) {
            errors.add(i < tokens.size() ? tokens[i].column : shiftColumn,
                       "shift takes a step from 1 to 8 (1: any like or consecutive numbers, 2: even or odd shifts)");
            return;
        }
        line.shift = *shift;
        ++i;
    }
    if (i < tokens.size() && tokens[i].quoted) {
        line.note = std::string(tokens[i].text);
        ++i;
    }
    if (i < tokens.size()) {
        errors.add(tokens[i].column, "unexpected " + quotedExcerpt(tokens[i].text) +
                                         ": after X or C and the value come only \"shift N\" and a \"note\"");
        return;
    }
    if (errors.any)
        return;
    int tiles = 0;
    bool numbers = false;
    for (const CardGroup& g : line.groups) {
        tiles += g.size();
        for (const CardForm& f : g.forms)
            for (const CardElement& e : f.elements)
                numbers = numbers || e.type == CardElement::Type::Number;
    }
    if (tiles != 14) {
        errors.add(tokens.front().column,
                   "the groups hold " + std::to_string(tiles) + " tiles; a hand on the card has 14");
        return;
    }
    if (line.shift > 0 && !numbers) {
        errors.add(tokens.front().column, "shift moves numbers, and the line has none");
        return;
    }
    std::size_t hands = 1;
    for (const CardGroup& g : line.groups)
        hands *= g.forms.size();
    if (hands > 16) {
        errors.add(tokens.front().column, "the alternatives make " + std::to_string(hands) +
                                              " hands of one line; at most 16: write them as lines of their own");
        return;
    }
    checkTilesExist(line, errors);
    if (errors.any)
        return;
    if (static_cast<int>(card.lines.size()) == kCardMaxHands) {
        errors.add(1, "a card has at most " + std::to_string(kCardMaxHands) + " hands");
        return;
    }
    card.lines.push_back(std::move(line));
}

} // namespace

CardReading parseCard(std::string_view text)
{
    CardReading reading;
    std::optional<CardCategory> category;
    bool titled = false;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t newline = text.find('\n', start);
        const std::size_t end = newline == std::string_view::npos ? text.size() : newline;
        const std::string_view raw = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        LineErrors errors{lineNumber, reading.errors};
        if (lineNumber > kCardMaxLines) {
            errors.add(1, "a card file has at most " + std::to_string(kCardMaxLines) + " lines");
            break;
        }
        if (raw.size() > kCardLineMaxBytes) {
            errors.add(1, "the line is " + withThousands(raw.size()) + " bytes; the limit is " +
                              withThousands(kCardLineMaxBytes));
            continue;
        }
        const auto tokens = tokenize(raw, errors);
        if (tokens.empty() || errors.any)
            continue;
        const Token& first = tokens.front();
        if (!first.quoted && first.text == "title") {
            if (titled)
                errors.add(first.column, "the card has a title already");
            titled = true;
            const std::size_t from = static_cast<std::size_t>(first.column - 1) + first.text.size();
            std::string_view rest = raw.substr(from);
            if (const auto hash = rest.find('#'); hash != std::string_view::npos)
                rest = rest.substr(0, hash);
            while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t'))
                rest.remove_prefix(1);
            while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r'))
                rest.remove_suffix(1);
            reading.card.title = escapeInvalidUtf8(rest);
        } else if (!first.quoted && first.text.front() == '[') {
            if (first.text.size() < 2 || first.text.back() != ']' || tokens.size() > 1) {
                errors.add(first.column, "a section header is one word in brackets, like [2468]");
                continue;
            }
            const auto named = categoryFromName(first.text.substr(1, first.text.size() - 2));
            if (!named) {
                std::string names;
                for (int c = 0; c < kCategoryCount; ++c)
                    names += std::string(c ? ", " : "") + std::string(categoryName(static_cast<CardCategory>(c)));
                errors.add(first.column + 1, quotedExcerpt(first.text.substr(1, first.text.size() - 2)) +
                                                 " is not a category; the categories are " + names);
                continue;
            }
            category = *named;
        } else if (!category) {
            errors.add(first.column, "a hand line before any category header such as [2468]");
        } else {
            parseHandLine(tokens, *category, reading.card, errors);
        }
    }
    if (reading.errors.empty() && reading.card.lines.empty())
        reading.errors.push_back({0, 0, "the card has no lines"});
    return reading;
}

CardReading readCardFile(const std::string& path)
{
    const auto text = readRegularFile(path, kCardFileMaxBytes);
    if (!text) {
        CardReading reading;
        reading.errors.push_back({0, 0, text.error()});
        return reading;
    }
    return parseCard(*text);
}

std::string formatCardError(std::string_view file, const CardError& error)
{
    std::string out(file);
    if (error.line > 0)
        out += ":" + std::to_string(error.line) + ":" + std::to_string(error.column);
    return out + ": " + error.message;
}

} // namespace mj::american
