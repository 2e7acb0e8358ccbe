#include "variants/american/ai/opponent_read.h"

#include <algorithm>

namespace mj::american {

namespace {

// A line needing a kind its seat threw or passed away is this much less likely.
constexpr double kDiscardedKindFactor = 0.35;
constexpr double kPassedKindFactor = 0.6;
// The discarder of the winning tile pays double (seed 002, "Mahjong").
constexpr double kDiscarderShare = 2.0;

CardHand exposuresOnly(const std::vector<CardExposure>& exposures)
{
    CardHand hand;
    hand.exposures = exposures;
    for (const CardExposure& e : exposures)
        hand.tiles += e.size();
    return hand;
}

// How near to Mah Jongg a seat with `exposed` tiles showing is, 0 to 1: a seat with one
// pung out has most of its hand to make; one with twelve tiles out waits on a tile or two.
double nearness(int exposed)
{
    const double x = std::clamp((exposed - 2) / 11.0, 0.0, 1.0);
    return x * x;
}

} // namespace

std::vector<int> linesFitting(const CardMatcher& matcher, const std::vector<CardExposure>& exposures)
{
    const CardHand hand = exposuresOnly(exposures);
    std::vector<int> out;
    for (int l = 0; l < matcher.lineCount(); ++l)
        if (matcher.distance(l, hand) < kUnreachable)
            out.push_back(l);
    return out;
}

Danger dangerFrom(const CardMatcher& matcher, const SeatKnowledge& knowledge, int s)
{
    Danger danger{};
    if (s < 0 || s >= knowledge.seatCount || s >= static_cast<int>(knowledge.exposures.size()))
        return danger;
    const auto& exposures = knowledge.exposures[static_cast<std::size_t>(s)];
    if (s == knowledge.self || exposures.empty() ||
        (s < static_cast<int>(knowledge.dead.size()) && knowledge.dead[static_cast<std::size_t>(s)]))
        return danger;
    const KindCounts seen = knowledge.seen();
    const int jokersUnseen = std::max(0, naturalCopies(kJokerKind) - seen[kJokerKind]);
    const CardHand shown = exposuresOnly(exposures);
    const double near = nearness(shown.tiles);
    const KindCounts* thrown = s < static_cast<int>(knowledge.discards.size()) ? &knowledge.discards[static_cast<std::size_t>(s)] : nullptr;
    const KindCounts* passed = s < static_cast<int>(knowledge.passedBy.size()) ? &knowledge.passedBy[static_cast<std::size_t>(s)] : nullptr;
    Danger needs{};
    double total = 0.0;
    for (int l = 0; l < matcher.lineCount(); ++l) {
        const LineDistance d = matcher.explain(l, shown);
        if (d.distance >= kUnreachable)
            continue;
        std::array<std::uint8_t, kCardKinds> natural{}, set{};
        for (const MissingTile& m : d.missing)
            ++(m.jokerMayFill ? set : natural)[static_cast<std::size_t>(cardKindOf(m.tile))];
        double weight = 1.0;
        int setMissing = 0;
        for (int k = 0; k < kCardKinds && weight > 0.0; ++k) {
            if (natural[k] + set[k] == 0)
                continue;
            // The seat's own concealed tiles are among the unseen, so a line needing
            // more than are unseen is one it cannot finish.
            const int unseen = std::max(0, naturalCopies(k) - seen[k]);
            if (natural[k] > unseen)
                weight = 0.0;
            setMissing += std::max(0, set[k] - (unseen - natural[k]));
            if (thrown && (*thrown)[k] > 0)
                weight *= kDiscardedKindFactor;
            if (passed && (*passed)[k] > 0)
                weight *= kPassedKindFactor;
        }
        if (setMissing > jokersUnseen)
            weight = 0.0;
        if (weight <= 0.0)
            continue;
        total += weight;
        const double pays = weight * matcher.card().lines[static_cast<std::size_t>(l)].value * kDiscarderShare;
        for (int k = 0; k < kCardKinds; ++k)
            if (natural[k] + set[k] > 0)
                needs[k] += pays;
    }
    if (total <= 0.0)
        return danger;
    for (int k = 0; k < kCardKinds; ++k)
        danger[k] = near * needs[k] / total;
    danger[kJokerKind] = 0.0; // a joker is never discarded but when forced: its danger does not choose
    return danger;
}

Danger dangerOf(const CardMatcher& matcher, const SeatKnowledge& knowledge)
{
    Danger danger{};
    for (int s = 0; s < knowledge.seatCount && s < static_cast<int>(knowledge.exposures.size()); ++s) {
        const Danger part = dangerFrom(matcher, knowledge, s);
        for (int k = 0; k < kCardKinds; ++k)
            danger[k] += part[k];
    }
    return danger;
}

bool deadInTheOpen(const CardMatcher& matcher, const SeatKnowledge& knowledge, int seat)
{
    if (seat < 0 || seat >= static_cast<int>(knowledge.exposures.size()))
        return false;
    const auto& own = seat == knowledge.self ? knowledge.hand.exposures : knowledge.exposures[static_cast<std::size_t>(seat)];
    if (own.empty())
        return false; // nothing on the rack to judge by
    std::array<int, kCardKinds> out{};
    for (const KindCounts& pile : knowledge.discards)
        for (int k = 0; k < kCardKinds; ++k)
            out[k] += pile[k];
    for (int s = 0; s < static_cast<int>(knowledge.exposures.size()); ++s) {
        const auto& groups = s == seat ? own : s == knowledge.self ? knowledge.hand.exposures : knowledge.exposures[static_cast<std::size_t>(s)];
        for (const CardExposure& e : groups) {
            for (std::uint8_t k : e.naturals)
                ++out[k];
            if (s == seat)
                out[kJokerKind] += e.jokers;
        }
    }
    // The pool: the seat's exposures and, as if held, every tile not out of play; a line the
    // pool completes is a line the hand can still make.
    CardHand pool;
    pool.exposures = own;
    for (int k = 0; k < kCardKinds; ++k)
        pool.concealed[k] = static_cast<std::uint8_t>(std::max(0, naturalCopies(k) - out[k]));
    pool.tiles = 14;
    for (int l = 0; l < matcher.lineCount(); ++l)
        if (matcher.distance(l, pool) == 0)
            return false;
    return true;
}

std::optional<int> deadHandToCall(const CardMatcher& matcher, const SeatKnowledge& knowledge)
{
    for (int s = 0; s < knowledge.seatCount && s < static_cast<int>(knowledge.exposures.size()); ++s) {
        if (s == knowledge.self || (s < static_cast<int>(knowledge.dead.size()) && knowledge.dead[static_cast<std::size_t>(s)]))
            continue;
        if (deadInTheOpen(matcher, knowledge, s))
            return s;
    }
    return std::nullopt;
}

} // namespace mj::american
