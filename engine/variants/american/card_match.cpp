#include "variants/american/card_match.h"

#include "variants/american/card_kinds.h"

#include <algorithm>
#include <array>
#include <set>
#include <string>

namespace mj::american {

namespace {

using Variant = CardMatcher::Variant;
using Counts = std::array<std::uint8_t, kCardKinds>;

// The variant of one choice of suits, shift and alternatives; nullopt when a shifted number
// leaves 1-9 or the set could not hold it (a pair of a kind, say, whose copies the line's
// other groups take).
std::optional<Variant> variantOf(const CardLine& line, const std::array<int, 3>& suits, int shift,
                                 const std::vector<int>& choice)
{
    Variant v;
    Counts natural{}, jokerable{};
    for (std::size_t g = 0; g < line.groups.size(); ++g) {
        const CardForm& form = line.groups[g].forms[static_cast<std::size_t>(choice[g])];
        CardMatcher::Group group;
        group.takesJokers = form.takesJokers();
        for (const CardElement& e : form.elements) {
            const int kind = cardKindOf(e, form.suit >= 0 ? suits[static_cast<std::size_t>(form.suit)] : 0, shift);
            if (kind < 0)
                return std::nullopt;
            group.kinds.push_back(static_cast<std::uint8_t>(kind));
            ++(group.takesJokers ? jokerable : natural)[static_cast<std::size_t>(kind)];
        }
        std::sort(group.kinds.begin(), group.kinds.end());
        v.groups.push_back(std::move(group));
    }
    int jokers = 0;
    for (int k = 0; k < kCardKinds; ++k) {
        if (natural[k] > naturalCopies(k))
            return std::nullopt;
        jokers += std::max(0, natural[k] + jokerable[k] - naturalCopies(k));
        if (natural[k] + jokerable[k] > 0)
            v.needs.push_back({static_cast<std::uint8_t>(k), natural[k], jokerable[k]});
    }
    if (jokers > 8)
        return std::nullopt;
    // Sorted so that the same hand reached two ways has one key (compileLine). A loop, not
    // vector's operator<, which GCC 12 misreports (-Wstringop-overread) at -O3.
    std::sort(v.groups.begin(), v.groups.end(), [](const auto& a, const auto& b) {
        for (std::size_t i = 0; i < a.kinds.size() && i < b.kinds.size(); ++i)
            if (a.kinds[i] != b.kinds[i])
                return a.kinds[i] < b.kinds[i];
        return a.kinds.size() < b.kinds.size();
    });
    return v;
}

// Every concrete hand of a line, each once.
std::vector<Variant> compileLine(const CardLine& line)
{
    std::vector<int> shifts{0};
    if (line.shift > 0)
        for (int s = -8; s <= 8; ++s)
            if (s != 0 && s % line.shift == 0)
                shifts.push_back(s);
    std::vector<Variant> out;
    std::set<std::string> seen;
    std::array<int, 3> suits{0, 1, 2};
    do {
        for (int shift : shifts) {
            std::vector<int> choice(line.groups.size(), 0);
            while (true) {
                if (auto v = variantOf(line, suits, shift, choice)) {
                    std::string key;
                    for (const auto& g : v->groups) {
                        key += g.takesJokers ? '+' : '-';
                        key.append(g.kinds.begin(), g.kinds.end());
                    }
                    if (seen.insert(std::move(key)).second)
                        out.push_back(std::move(*v));
                }
                std::size_t g = 0; // the next choice of alternatives, as an odometer
                while (g < choice.size() && ++choice[g] == static_cast<int>(line.groups[g].forms.size()))
                    choice[g++] = 0;
                if (g == choice.size())
                    break;
            }
        }
    } while (std::next_permutation(suits.begin(), suits.end()));
    return out;
}

bool fits(const CardMatcher::Group& group, const CardExposure& exposure)
{
    if (static_cast<int>(group.kinds.size()) != exposure.size())
        return false;
    if (exposure.jokers > 0)
        return group.takesJokers && group.kinds.front() == exposure.naturals.front();
    return group.kinds == exposure.naturals;
}

} // namespace

CardMatcher::CardMatcher(Card card) : m_card(std::move(card))
{
    m_lines.reserve(m_card.lines.size());
    for (const CardLine& line : m_card.lines)
        m_lines.push_back(compileLine(line));
}

int CardMatcher::variantDistance(const Variant& v, const CardHand& hand, LineDistance* explain) const
{
    const auto& have = hand.concealed;
    const int jokers = have[kJokerKind];
    if (hand.exposures.empty() && !explain) { // the AI's path: a few additions a kind
        int missingNatural = 0, missingSet = 0;
        for (const Need& n : v.needs) {
            const int h = have[n.kind];
            if (h >= n.natural)
                missingSet += std::max(0, n.jokerable - (h - n.natural));
            else
                missingNatural += n.natural - h, missingSet += n.jokerable;
        }
        return missingNatural + std::max(0, missingSet - jokers);
    }
    Counts natural{}, jokerable{};
    if (hand.exposures.empty()) {
        for (const Need& n : v.needs)
            natural[n.kind] = n.natural, jokerable[n.kind] = n.jokerable;
    } else {
        // Each exposure takes a group it is exactly; groups of the same tiles are alike, so
        // the first free one serves.
        std::uint32_t used = 0;
        for (const CardExposure& e : hand.exposures) {
            std::size_t g = 0;
            while (g < v.groups.size() && ((used >> g & 1u) || !fits(v.groups[g], e)))
                ++g;
            if (g == v.groups.size())
                return kUnreachable;
            used |= 1u << g;
        }
        for (std::size_t g = 0; g < v.groups.size(); ++g)
            if (!(used >> g & 1u))
                for (std::uint8_t k : v.groups[g].kinds)
                    ++(v.groups[g].takesJokers ? jokerable : natural)[k];
    }
    int missingNatural = 0, missingSet = 0;
    for (int k = 0; k < kCardKinds; ++k) {
        const int h = have[k];
        const int n = std::max(0, natural[k] - h);
        const int s = std::max(0, jokerable[k] - std::max(0, h - natural[k]));
        missingNatural += n;
        missingSet += s;
        if (explain) {
            if (k != kJokerKind)
                explain->used[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(std::min(h, natural[k] + jokerable[k]));
            for (int i = 0; i < n; ++i)
                explain->missing.push_back({tileOfCardKind(k), false});
            for (int i = 0; i < s; ++i)
                explain->missing.push_back({tileOfCardKind(k), true});
        }
    }
    const int placed = std::min(jokers, missingSet);
    if (explain) {
        // Which set tiles the hand's jokers stand for is a free choice; they go first where no
        // natural tile is left to come (a quint's fifth tile), so that what is listed as
        // missing is what a player can still draw, then in kind order.
        int left = placed;
        std::array<int, kCardKinds> onlyJokers{};
        for (int k = 0; k < kCardKinds; ++k)
            onlyJokers[k] = std::max(0, natural[k] + jokerable[k] - naturalCopies(k));
        std::erase_if(explain->missing, [&](const MissingTile& m) {
            int& only = onlyJokers[static_cast<std::size_t>(cardKindOf(m.tile))];
            return m.jokerMayFill && left > 0 && only > 0 && (--only, left--) > 0;
        });
        std::erase_if(explain->missing, [&](const MissingTile& m) { return m.jokerMayFill && left > 0 && left-- > 0; });
        explain->jokersPlaced = placed;
        explain->used[kJokerKind] = static_cast<std::uint8_t>(placed);
    }
    return missingNatural + missingSet - placed;
}

int CardMatcher::distance(int line, const CardHand& hand) const
{
    if (!hand.exposures.empty() && m_card.lines[static_cast<std::size_t>(line)].concealed)
        return kUnreachable;
    int best = kUnreachable;
    for (const Variant& v : m_lines[static_cast<std::size_t>(line)])
        best = std::min(best, variantDistance(v, hand, nullptr));
    return best;
}

void CardMatcher::distances(const CardHand& hand, std::span<int> out) const
{
    for (int line = 0; line < lineCount() && line < static_cast<int>(out.size()); ++line)
        out[static_cast<std::size_t>(line)] = distance(line, hand);
}

LineDistance CardMatcher::explain(int line, const CardHand& hand) const
{
    LineDistance out;
    out.line = line;
    if (!hand.exposures.empty() && m_card.lines[static_cast<std::size_t>(line)].concealed)
        return out;
    // The nearest variant by the fast count, then only it is explained (the first of equals:
    // the line as written comes first).
    const auto& variants = m_lines[static_cast<std::size_t>(line)];
    int nearest = kUnreachable;
    const Variant* best = nullptr;
    for (const Variant& v : variants)
        if (const int d = variantDistance(v, hand, nullptr); d < nearest)
            nearest = d, best = &v;
    if (best)
        out.distance = variantDistance(*best, hand, &out);
    return out;
}

bool CardMatcher::matches(int line, const CardHand& hand) const { return hand.tiles == 14 && distance(line, hand) == 0; }

std::vector<LineDistance> CardMatcher::rank(const CardHand& hand) const
{
    std::vector<LineDistance> out;
    out.reserve(m_lines.size());
    for (int line = 0; line < lineCount(); ++line)
        out.push_back(explain(line, hand));
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.distance < b.distance; });
    return out;
}

} // namespace mj::american
