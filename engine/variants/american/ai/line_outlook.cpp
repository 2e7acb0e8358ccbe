#include "variants/american/ai/line_outlook.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace mj::american {

namespace {

// How much more often a set tile comes to an exposed-hand line than by the draw alone: the
// three other seats' discards may be called for a pung or more (seed 002, "Calling Tiles").
constexpr double kCallBoost = 1.8;
// A hand with no joker that completes a line other than singles and pairs is paid double;
// about half such hands finish without needing a joker, hence half the double.
constexpr double kJokerlessExpectation = 1.5;
// Lines farther than this beyond the nearest are not weighed (a hand of 13 changes by a few
// tiles before it finishes; the far lines only cost time), and no more than so many lines.
constexpr int kNearWindow = 3;
constexpr std::size_t kNearLines = 12;
// A hand is a race: some seat usually goes out within about this many draws of each seat, so
// a line is judged by its chance within them, not within the whole wall (else every line
// near enough looks sure early on, and being a tile nearer would count for little).
constexpr int kRaceDraws = 12;

struct Shortfall {
    std::array<std::uint8_t, kCardKinds> natural{}, set{};
};

Shortfall shortfallOf(const LineDistance& d)
{
    Shortfall s;
    for (const MissingTile& m : d.missing) {
        const int k = cardKindOf(m.tile);
        ++(m.jokerMayFill ? s.set : s.natural)[static_cast<std::size_t>(k)];
    }
    return s;
}

bool handHasJoker(const CardHand& hand)
{
    if (hand.concealed[kJokerKind] > 0)
        return true;
    return std::any_of(hand.exposures.begin(), hand.exposures.end(), [](const CardExposure& e) { return e.jokers > 0; });
}

} // namespace

double binomialTail(int n, double p, int k)
{
    if (k <= 0)
        return 1.0;
    if (n < k || p <= 0.0)
        return 0.0;
    if (p >= 1.0)
        return 1.0;
    // 1 - P(fewer than k), the terms built by their ratio.
    double term = std::pow(1.0 - p, n), below = 0.0;
    for (int i = 0; i < k; ++i) {
        below += term;
        term *= static_cast<double>(n - i) / static_cast<double>(i + 1) * p / (1.0 - p);
    }
    return std::clamp(1.0 - below, 0.0, 1.0);
}

Outlook outlookOf(const CardMatcher& matcher, const SeatKnowledge& knowledge)
{
    Outlook o;
    o.matcher = &matcher;
    const KindCounts seen = knowledge.seen();
    for (int k = 0; k < kCardKinds; ++k) {
        o.unseen[k] = static_cast<std::uint8_t>(std::max(0, naturalCopies(k) - seen[k]));
        o.unseenTotal += o.unseen[k];
    }
    o.drawsLeft = knowledge.drawsLeft();
    return o;
}

LineChance lineChance(const Outlook& outlook, const CardHand& hand, int line)
{
    LineChance out;
    out.line = line;
    const LineDistance d = outlook.matcher->explain(line, hand);
    out.distance = d.distance;
    if (d.distance >= kUnreachable)
        return out;
    const CardLine& card = outlook.matcher->card().lines[static_cast<std::size_t>(line)];
    const double value = card.value * (!handHasJoker(hand) && card.category != CardCategory::SinglesPairs
                                           ? kJokerlessExpectation : 1.0);
    if (d.distance == 0) {
        out.live = true, out.chance = 1.0, out.worth = value;
        return out;
    }
    const Shortfall s = shortfallOf(d);
    int setKinds = 0, useful = 0;
    for (int k = 0; k < kCardKinds; ++k) {
        setKinds += s.set[k] > 0;
        if (s.natural[k] + s.set[k] > 0)
            useful += outlook.unseen[k];
    }
    const int jokers = outlook.unseen[kJokerKind];
    const double jokerShare = setKinds > 0 ? static_cast<double>(jokers) / setKinds : 0.0;
    const double pool = std::max(1, outlook.unseenTotal);
    const int draws = std::min(outlook.drawsLeft, kRaceDraws);
    const int setDraws = card.concealed ? draws : static_cast<int>(draws * kCallBoost);
    // Each kind's shortfall from its own copies (and for set tiles, a share of the jokers);
    // the kinds are taken as independent, then capped by the chance of enough useful tiles
    // in all, since the draws are shared.
    double chance = 1.0;
    out.live = true;
    for (int k = 0; k < kCardKinds && chance > 0.0; ++k) {
        const int natural = s.natural[k], set = s.set[k];
        if (natural + set == 0)
            continue;
        const int copies = outlook.unseen[k];
        if (copies < natural || copies - natural + jokerShare < set - 1e-9) {
            out.live = false;
            chance = 0.0;
            break;
        }
        if (natural > 0)
            chance *= binomialTail(draws, copies / pool, natural);
        if (set > 0)
            chance *= binomialTail(setDraws, (copies - natural + jokerShare) / pool, set);
    }
    if (chance > 0.0)
        chance = std::min(chance, binomialTail(setDraws, (useful + (setKinds ? jokers : 0)) / pool, d.distance));
    out.chance = chance;
    out.worth = chance * value;
    return out;
}

std::vector<LineChance> nearLines(const Outlook& outlook, const CardHand& hand)
{
    const CardMatcher& m = *outlook.matcher;
    std::array<int, 256> distance{};
    const int lines = std::min(m.lineCount(), static_cast<int>(distance.size()));
    m.distances(hand, std::span<int>(distance.data(), static_cast<std::size_t>(lines)));
    int nearest = kUnreachable;
    for (int l = 0; l < lines; ++l)
        nearest = std::min(nearest, distance[l]);
    std::vector<LineChance> out;
    if (nearest >= kUnreachable)
        return out;
    std::array<int, 256> near{};
    int count = 0;
    for (int d = nearest; d <= nearest + kNearWindow && d < kUnreachable; ++d)
        for (int l = 0; l < lines && count < static_cast<int>(kNearLines); ++l)
            if (distance[l] == d)
                near[count++] = l;
    out.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        out.push_back(lineChance(outlook, hand, near[i]));
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.worth > b.worth; });
    return out;
}

double easyScore(const CardMatcher& matcher, const CardHand& hand)
{
    std::array<int, 256> distance{};
    const int lines = std::min(matcher.lineCount(), static_cast<int>(distance.size()));
    matcher.distances(hand, std::span<int>(distance.data(), static_cast<std::size_t>(lines)));
    int nearest = kUnreachable, atNearest = 0;
    for (int l = 0; l < lines; ++l) {
        if (distance[l] < nearest)
            nearest = distance[l], atNearest = 0;
        atNearest += distance[l] == nearest;
    }
    // Fewer tiles missing first; among equals, more lines at that distance.
    return -nearest + 0.01 * std::min(atNearest, 50);
}

double normalScore(const Outlook& outlook, const CardHand& hand)
{
    const CardMatcher& m = *outlook.matcher;
    std::array<int, 256> distance{};
    const int lines = std::min(m.lineCount(), static_cast<int>(distance.size()));
    m.distances(hand, std::span<int>(distance.data(), static_cast<std::size_t>(lines)));
    int nearest = kUnreachable;
    for (int l = 0; l < lines; ++l)
        nearest = std::min(nearest, distance[l]);
    if (nearest >= kUnreachable)
        return 0.0;
    // Each near line: value x the share of its missing tiles still live x 0.3 per tile
    // missing; a line with a natural tile that can no longer come counts nothing. The four
    // best are the candidates kept.
    std::array<double, 4> best{};
    for (int l = 0; l < lines; ++l) {
        if (distance[l] > nearest + 2)
            continue;
        const LineDistance d = m.explain(l, hand);
        const Shortfall s = shortfallOf(d);
        int live = 0, missing = 0;
        bool dead = false;
        for (int k = 0; k < kCardKinds; ++k) {
            const int n = s.natural[k], j = s.set[k];
            missing += n + j;
            if (n > outlook.unseen[k])
                dead = true;
            live += std::min(n, static_cast<int>(outlook.unseen[k]));
            live += std::min(j, std::max(0, outlook.unseen[k] - n) + outlook.unseen[kJokerKind]);
        }
        if (dead)
            continue;
        const double liveShare = missing == 0 ? 1.0 : static_cast<double>(live) / missing;
        double weight = m.card().lines[static_cast<std::size_t>(l)].value * liveShare * std::pow(0.3, d.distance);
        for (double& b : best) // kept sorted, largest first
            if (weight > b)
                std::swap(weight, b);
    }
    double sum = 0.0;
    for (double b : best)
        sum += b;
    return sum;
}

double strongScore(const Outlook& outlook, const CardHand& hand)
{
    const std::vector<LineChance> lines = nearLines(outlook, hand);
    // The best line counts whole, the next ones less: they are the lines to switch to.
    static constexpr std::array<double, 3> kWeights{1.0, 0.5, 0.25};
    double score = 0.0;
    for (std::size_t i = 0; i < lines.size() && i < kWeights.size(); ++i)
        score += kWeights[i] * lines[i].worth;
    // Among hands with no chance left (the wall nearly gone), the nearer still ranks higher.
    double nearness = 0.0;
    for (const LineChance& l : lines)
        nearness += std::pow(0.3, l.distance);
    return score + 1e-6 * nearness;
}

double handScore(AiLevel level, const Outlook& outlook, const CardHand& hand)
{
    switch (level) {
    case AiLevel::Easy: return easyScore(*outlook.matcher, hand);
    case AiLevel::Normal: return normalScore(outlook, hand);
    case AiLevel::Strong: return strongScore(outlook, hand);
    }
    return 0.0;
}

} // namespace mj::american
