// Recolours the card faces for the card colours setting (see card_colours.h).
#include "media/card_colours.h"

#include <QVariantMap>

#include <utility>
#include <vector>

namespace mjui {

namespace {
// tools/tile-art/card_faces.py, SUIT_INK: the same four strings.
constexpr const char* kSpades = "#141414";
constexpr const char* kHearts = "#c8102e";
constexpr const char* kClubs = "#1a8a3a";
constexpr const char* kDiamonds = "#1f4fc1";

QByteArray quoted(const char* ink) { return '"' + QByteArray(ink) + '"'; }
} // namespace

QStringList cardColourIds() { return {kFourCardColours, kSwappedCardColours, kTwoCardColours}; }

bool isCardColours(const QString& id) { return cardColourIds().contains(id); }

QVariantList cardColourChoices()
{
    const auto choice = [](const QString& text, const QString& value) {
        return QVariantMap{{QStringLiteral("text"), text}, {QStringLiteral("value"), value}};
    };
    return {choice(QStringLiteral("Four colours (clubs green, diamonds blue)"), kFourCardColours),
            choice(QStringLiteral("Four colours (clubs blue, diamonds green)"), kSwappedCardColours),
            choice(QStringLiteral("Two colours (black and red)"), kTwoCardColours)};
}

QByteArray cardSuitInk(char suitLetter)
{
    switch (suitLetter) {
    case 'S': return kSpades;
    case 'H': return kHearts;
    case 'C': return kClubs;
    case 'D': return kDiamonds;
    default: return {};
    }
}

QByteArray recolourCardFace(const QByteArray& svg, const QString& id)
{
    std::vector<std::pair<const char*, const char*>> swaps;
    if (id == kFourCardColours)
        return svg;
    if (id == kSwappedCardColours)
        swaps = {{kClubs, kDiamonds}, {kDiamonds, kClubs}};
    else if (id == kTwoCardColours)
        swaps = {{kClubs, kSpades}, {kDiamonds, kHearts}};
    else
        return {};
    // Each ink is replaced by a marked placeholder first, so a swap is not undone by the next.
    QByteArray out = svg;
    for (const auto& [from, to] : swaps)
        out.replace(quoted(from), "\"@" + QByteArray(to + 1) + '"');
    return out.replace("\"@", "\"#");
}

} // namespace mjui
