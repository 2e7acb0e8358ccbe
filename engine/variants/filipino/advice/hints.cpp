#include "variants/filipino/advice/hints.h"

#include "variants/filipino/bots/strong_bot.h"
#include "hand/shanten.h"

#include <algorithm>

namespace mj {

namespace {

// "6s 9s": the kinds one by one, as a player says them.
std::string kindsText(const std::vector<TileCount>& tiles)
{
    std::string out;
    for (const TileCount& t : tiles) {
        if (!out.empty())
            out += ' ';
        out += TileKind::fromIndex(t.kind).notation();
    }
    return out;
}

// The advisor's own seed: hints are the same each time they are asked for.
constexpr std::uint64_t kAdvisorSeed = 0x41D;

Message suitName(int suit)
{
    switch (suit) {
    case 0: return {MessageId::SuitCharacter};
    case 1: return {MessageId::SuitBall};
    default: return {MessageId::SuitStick};
    }
}

// One sentence: the discard, then why: safety when it was chosen for it, the route when it
// is siete pares, and always how far the hand stays and what brings it nearer.
Message reasonFor(const DiscardAdvice& advice, const WaitReport& after)
{
    const std::string name = TileKind::fromIndex(advice.kind).notation();
    const int left = after.unseenTotal();
    Message why{MessageId::Empty};
    if (advice.threatSeat >= 0 && advice.threatReady >= 0.3 &&
        (advice.folding || advice.danger < 0.5 * advice.bestDanger)) {
        why = advice.threatFlushSuit >= 0
                  ? Message{MessageId::HintSafeAgainstFlush, {advice.threatSeat, suitName(advice.threatFlushSuit)}}
                  : Message{MessageId::HintSafeAgainst, {advice.threatSeat}};
    }
    const Message route{advice.pairsRoute ? MessageId::HintPairsRoute : MessageId::Empty};
    if (after.ready())
        return {MessageId::HintReady, {name, why, route, kindsText(after.tiles), left}};
    // Not ready, the tiles that help are many (often 20 kinds or more): the sentence gives
    // their number, and the hint's tiles list them (the app draws them, issue 14).
    return {MessageId::HintNotReady, {name, why, after.shanten, route, left}};
}

} // namespace

Hint hintFor(const SeatView& view, const Ruleset& rules)
{
    Hint hint;
    WaitRules waitRules;
    waitRules.pairs.fourAsTwoPairs = rules.fourAsTwoPairs;
    waitRules.drawableKinds = rules.handKinds();
    waitRules.seen = view.seenElsewhere;
    const HandCounts& hand = view.counts;
    hint.shanten = bestShanten(hand, waitRules.pairs);
    for (int k = 0; k < kHandKinds; ++k)
        if (hand.visible(k) + view.seenElsewhere[static_cast<std::size_t>(k)] >= 4)
            hint.outOfPlay.push_back(k);

    // A discard offered to claim: the strong AI's answer (asked with the advisor's own seed,
    // so the same question gets the same advice).
    const bool claimOffered = std::any_of(view.legal.begin(), view.legal.end(), [](const Action& a) {
        return a.type == ActionType::Chow || a.type == ActionType::Pung || a.type == ActionType::Kang ||
               a.type == ActionType::ClaimWin || a.type == ActionType::ClaimBeauty || a.type == ActionType::ClaimNews;
    });
    if (claimOffered) {
        StrongBot advisor(kAdvisorSeed);
        hint.claim = advisor.choose(view, rules);
    }
    if (hand.oneShort()) {
        const WaitReport report = waitsOf(hand, waitRules);
        hint.tiles = report.tiles;
        return hint;
    }
    const bool mustDiscard = std::any_of(view.legal.begin(), view.legal.end(),
                                         [](const Action& a) { return a.type == ActionType::Discard; });
    if (hint.shanten == -1 || !mustDiscard)
        return hint;
    // The strong AI's discard (variants/filipino/bots/strong_bot.h), with what lies behind it.
    StrongBot advisor(kAdvisorSeed);
    const DiscardAdvice advice = advisor.adviseDiscard(view, rules);
    if (advice.tile < 0 || advice.kind < 0)
        return hint;
    for (std::size_t i = 0; i < view.hand.size() && !hint.discard; ++i)
        if (int(view.hand[i].value) == advice.tile)
            hint.discard = view.hand[i];
    HandCounts after = hand;
    --after.counts[static_cast<std::size_t>(advice.kind)];
    const WaitReport report = waitsOf(after, waitRules);
    hint.tiles = report.tiles;
    hint.reason = reasonFor(advice, report);
    return hint;
}

} // namespace mj
