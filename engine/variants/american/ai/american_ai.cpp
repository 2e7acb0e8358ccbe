#include "variants/american/ai/american_ai.h"

#include "variants/american/ai/line_outlook.h"
#include "variants/american/ai/opponent_read.h"

#include <algorithm>

namespace mj::american {

namespace {

// A win is paid by every other seat (about four times the line's value off a discard, six
// self-drawn, seed 002 "Mahjong"); the strong level weighs its own hand's worth in the same
// points as the danger of feeding another's (opponent_read.h).
constexpr double kWinPayoutFactor = 4.0;
// The strong level exposes a set only for a clearly better hand: an exposure tells the table
// its line, loses the concealed lines, and lets others take its jokers.
constexpr double kStrongCallMargin = 1.15;
// A tile whose loss costs less than this share of the hand's score is one the level can
// spare (passes, the vote, the courtesy offer); easy spares a tile its nearest line does not
// need (its score moves by whole tiles).
constexpr double kSpareShare = 0.05;
constexpr double kEasySpareLoss = 0.5;
// In a pass that may be blind, a tile costing more than this share is passed on unseen
// instead of taken from the hand.
constexpr double kBlindShare = 0.15;

bool isCostly(AiLevel level, double before, double loss, double share)
{
    if (level == AiLevel::Easy)
        return loss >= kEasySpareLoss;
    return loss > share * std::max(before, 1e-9);
}

} // namespace

AmericanAi::AmericanAi(AiLevel level, const CardMatcher& matcher, std::uint64_t seed)
    : m_level(level), m_matcher(&matcher), m_rng(seed)
{
}

std::vector<AmericanAi::Ranked> AmericanAi::rankLayable(const SeatKnowledge& k, const CardHand& hand, bool defend)
{
    const Outlook outlook = outlookOf(*m_matcher, k);
    std::vector<Ranked> out;
    for (int kind = 0; kind < kJokerKind; ++kind)
        if (hand.concealed[kind] > 0)
            out.push_back({kind, 0.0});
    if (out.empty() && hand.concealed[kJokerKind] > 0)
        out.push_back({kJokerKind, 0.0});
    Danger danger{};
    double ownChance = 0.0;
    if (defend) {
        danger = dangerOf(*m_matcher, k);
        const auto lines = nearLines(outlook, hand);
        for (const LineChance& l : lines)
            ownChance = std::max(ownChance, l.chance);
    }
    for (Ranked& r : out) {
        CardHand left = hand;
        removeConcealed(left, r.kind);
        r.score = handScore(m_level, outlook, left);
        if (defend)
            r.score = kWinPayoutFactor * r.score - danger[r.kind] * (1.0 - ownChance);
    }
    // Equal scores are broken by the seat's own generator, so a level replays from its seed.
    m_rng.shuffle(out);
    std::stable_sort(out.begin(), out.end(), [](const Ranked& a, const Ranked& b) { return a.score > b.score; });
    return out;
}

double AmericanAi::bestAfterDiscard(const SeatKnowledge& k, const CardHand& hand)
{
    const auto ranked = rankLayable(k, hand, false);
    return ranked.empty() ? handScore(m_level, outlookOf(*m_matcher, k), hand) : ranked.front().score;
}

CharlestonChoice AmericanAi::choosePass(const SeatKnowledge& k, bool blindAllowed)
{
    const Outlook outlook = outlookOf(*m_matcher, k);
    const double whole = handScore(m_level, outlook, k.hand);
    CardHand hand = k.hand;
    CharlestonChoice choice;
    for (int i = 0; i < 3; ++i) {
        auto ranked = rankLayable(k, hand, false);
        std::erase_if(ranked, [](const Ranked& r) { return r.kind == kJokerKind; }); // never passed
        if (ranked.empty())
            break;
        // Where the pass may be blind, a tile that would bring the hand's loss over the
        // share is not laid: the rest of the pass is the incoming tiles, passed on unseen.
        if (blindAllowed && isCostly(m_level, whole, whole - ranked.front().score, kBlindShare))
            break;
        choice.kinds.push_back(ranked.front().kind);
        removeConcealed(hand, ranked.front().kind);
    }
    choice.blind = 3 - static_cast<int>(choice.kinds.size());
    return choice;
}

int AmericanAi::spareCount(const SeatKnowledge& k)
{
    const Outlook outlook = outlookOf(*m_matcher, k);
    const double whole = handScore(m_level, outlook, k.hand);
    CardHand hand = k.hand;
    int spare = 0;
    while (spare < 3) {
        auto ranked = rankLayable(k, hand, false);
        std::erase_if(ranked, [](const Ranked& r) { return r.kind == kJokerKind; });
        if (ranked.empty() || isCostly(m_level, whole, whole - ranked.front().score, kSpareShare))
            break;
        removeConcealed(hand, ranked.front().kind);
        ++spare;
    }
    return spare;
}

bool AmericanAi::voteForSecondCharleston(const SeatKnowledge& k)
{
    // Easy plays along; the others want three more tiles only while they have three to
    // give away without hurting the hand.
    return m_level == AiLevel::Easy || spareCount(k) == 3;
}

int AmericanAi::courtesyOffer(const SeatKnowledge& k) { return spareCount(k); }

std::vector<int> AmericanAi::courtesyTiles(const SeatKnowledge& k, int count)
{
    CardHand hand = k.hand;
    std::vector<int> out;
    while (static_cast<int>(out.size()) < count) {
        auto ranked = rankLayable(k, hand, false);
        std::erase_if(ranked, [](const Ranked& r) { return r.kind == kJokerKind; });
        if (ranked.empty())
            break;
        out.push_back(ranked.front().kind);
        removeConcealed(hand, ranked.front().kind);
    }
    return out;
}

int AmericanAi::chooseDiscard(const SeatKnowledge& k)
{
    const auto ranked = rankLayable(k, k.hand, m_level == AiLevel::Strong);
    return ranked.empty() ? kJokerKind : ranked.front().kind;
}

std::optional<std::size_t> AmericanAi::chooseCall(const SeatKnowledge& k, int kind, std::span<const CallOption> options)
{
    if (kind < 0 || kind >= kJokerKind)
        return std::nullopt;
    const double before = handScore(m_level, outlookOf(*m_matcher, k), k.hand);
    std::optional<std::size_t> best;
    double bestScore = 0.0;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const CallOption& o = options[i];
        const int naturals = o.count - 1 - o.jokers;
        if (o.count < 3 || o.jokers < 0 || naturals < 0 || k.hand.concealed[kind] < naturals ||
            k.hand.concealed[kJokerKind] < o.jokers)
            continue;
        CardHand after = k.hand;
        removeConcealed(after, kind, naturals);
        removeConcealed(after, kJokerKind, o.jokers);
        CardExposure set;
        set.naturals.assign(static_cast<std::size_t>(naturals + 1), static_cast<std::uint8_t>(kind));
        set.jokers = o.jokers;
        after.exposures.push_back(std::move(set));
        after.tiles += o.count;
        const double score = bestAfterDiscard(k, after);
        if (!best || score > bestScore)
            best = i, bestScore = score;
    }
    if (!best)
        return std::nullopt;
    switch (m_level) {
    case AiLevel::Easy: // only a set of its nearest line: the call brings that line a tile nearer
        return bestScore >= before + kEasySpareLoss ? best : std::nullopt;
    case AiLevel::Normal: return bestScore > before ? best : std::nullopt;
    case AiLevel::Strong: return bestScore > before * kStrongCallMargin && bestScore > 0.0 ? best : std::nullopt;
    }
    return std::nullopt;
}

bool AmericanAi::declareWin(const SeatKnowledge& k) const
{
    if (k.hand.tiles != 14)
        return false;
    for (int l = 0; l < m_matcher->lineCount(); ++l)
        if (m_matcher->matches(l, k.hand))
            return true;
    return false;
}

std::optional<std::size_t> AmericanAi::chooseExchange(const SeatKnowledge& k, std::span<const ExchangeOption> options)
{
    const double before = bestAfterDiscard(k, k.hand);
    std::optional<std::size_t> best;
    double bestScore = before;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const ExchangeOption& o = options[i];
        if (o.kind < 0 || o.kind >= kJokerKind || k.hand.concealed[o.kind] == 0)
            continue;
        CardHand after = k.hand;
        removeConcealed(after, o.kind);
        addConcealed(after, kJokerKind);
        if (o.seat == k.self) { // the natural goes into its own exposure, in the joker's place
            if (o.set < 0 || o.set >= static_cast<int>(after.exposures.size()) || after.exposures[o.set].jokers == 0)
                continue;
            CardExposure& e = after.exposures[static_cast<std::size_t>(o.set)];
            --e.jokers;
            e.naturals.push_back(static_cast<std::uint8_t>(o.kind));
            std::sort(e.naturals.begin(), e.naturals.end());
        }
        const double score = bestAfterDiscard(k, after);
        // A joker taken off another seat's rack also leaves that seat a tile to find, so an
        // exchange that costs nothing is made too.
        if (score >= bestScore && (!best || score > bestScore))
            best = i, bestScore = score;
    }
    return best;
}

std::optional<int> AmericanAi::chooseDeadCall(const SeatKnowledge& k) const
{
    if (m_level == AiLevel::Easy)
        return std::nullopt;
    return deadHandToCall(*m_matcher, k);
}

} // namespace mj::american
