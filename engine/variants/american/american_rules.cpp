#include "variants/american/american_rules.h"

#include "core/bounded_input.h"
#include "variants/american/card_parse.h"

#include <stdexcept>

namespace mj::american {

namespace {

// A card's errors, all of them, one a line as FILE:LINE:COLUMN: why.
std::string cardErrors(std::string_view file, const CardReading& reading)
{
    std::string text = "the card " + std::string(file) + " has " + std::to_string(reading.errors.size()) +
                       (reading.errors.size() == 1 ? " error" : " errors");
    for (const CardError& e : reading.errors)
        text += "\n" + formatCardError(file, e);
    return text;
}

bool endsWith(const std::string& text, std::string_view tail)
{
    return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

} // namespace

std::vector<std::string> americanRulesetNames() { return {"american", "american-short", "american-no-charleston"}; }

std::shared_ptr<const CardMatcher> practiceCard()
{
    // The compiled-in card is the project's own and tested (tst_american_card); an error in
    // it is a build's mistake, so it is caught by the tests, and here it throws.
    static const std::shared_ptr<const CardMatcher> card = [] {
        CardReading reading = parseCard(practiceCardText());
        if (!reading.ok())
            throw std::logic_error(cardErrors("practice.card", reading));
        return std::make_shared<const CardMatcher>(std::move(reading.card));
    }();
    return card;
}

Expected<AmericanRules> americanRules(const std::string& ruleset)
{
    AmericanRules rules;
    rules.name = ruleset;
    if (ruleset == "american" || ruleset == "american-short" || ruleset == "american-no-charleston") {
        rules.card = practiceCard();
        if (ruleset == "american-short")
            rules.secondCharleston = rules.courtesyPass = false;
        if (ruleset == "american-no-charleston")
            rules.charleston = rules.secondCharleston = rules.courtesyPass = false;
        return rules;
    }
    if (!endsWith(ruleset, ".card"))
        return failure("no American ruleset is called \"" + ruleset +
                       "\" (known: american, american-short, american-no-charleston, or a card file's path ending in .card)");
    auto text = readRegularFile(ruleset, kCardFileMaxBytes);
    if (!text) {
        // Worded as every card error is (readCardFile): one error at line 0.
        CardReading unread;
        unread.errors.push_back({0, 0, text.error()});
        return failure(cardErrors(ruleset, unread));
    }
    return americanRules(ruleset, *text);
}

Expected<AmericanRules> americanRules(const std::string& ruleset, const std::string& cardText)
{
    if (cardText.empty())
        return americanRules(ruleset);
    if (!endsWith(ruleset, ".card"))
        return failure("a card's text goes with a card file's path ending in .card, not with the ruleset \"" + ruleset +
                       "\"");
    CardReading reading = parseCard(cardText);
    if (!reading.ok())
        return failure(cardErrors(ruleset, reading));
    if (reading.card.lines.empty())
        return failure("the card " + ruleset + " has no hands");
    AmericanRules rules;
    rules.name = ruleset;
    rules.card = std::make_shared<const CardMatcher>(std::move(reading.card));
    rules.cardText = cardText;
    return rules;
}

} // namespace mj::american
