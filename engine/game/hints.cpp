#include "game/hints.h"

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

} // namespace

Hint hintFor(const SeatView& view, const Ruleset& rules)
{
    Hint hint;
    WaitRules waitRules;
    waitRules.pairs.fourAsTwoPairs = rules.fourAsTwoPairs;
    waitRules.drawableKinds = rules.isVisayan() ? kHandKinds : kSuitedKinds;
    waitRules.seen = view.seenElsewhere;
    const HandCounts& hand = view.counts;
    hint.shanten = bestShanten(hand, waitRules.pairs);
    for (int k = 0; k < kHandKinds; ++k)
        if (hand.visible(k) + view.seenElsewhere[static_cast<std::size_t>(k)] >= 4)
            hint.outOfPlay.push_back(k);

    if (hand.oneShort()) {
        const WaitReport report = waitsOf(hand, waitRules);
        hint.tiles = report.tiles;
        return hint;
    }
    const bool mustDiscard = std::any_of(view.legal.begin(), view.legal.end(),
                                         [](const Action& a) { return a.type == ActionType::Discard; });
    if (hint.shanten == -1 || !mustDiscard)
        return hint;
    // The discard that leaves the lowest shanten and, among those, the most unseen tiles
    // to draw; a joker is never suggested.
    const std::vector<DiscardOption> options = bestDiscards(hand, waitRules);
    const DiscardOption* best = nullptr;
    for (const DiscardOption& o : options)
        if (!o.joker && (!best || o.after.unseenTotal() > best->after.unseenTotal()))
            best = &o;
    if (!best)
        return hint;
    for (std::size_t i = 0; i < view.hand.size() && !hint.discard; ++i)
        if (!view.handJokers[i] && view.handKinds[i] == best->kind)
            hint.discard = view.hand[i];
    hint.tiles = best->after.tiles;
    const int unseen = best->after.unseenTotal();
    const std::string kinds = kindsText(best->after.tiles);
    const std::string name = TileKind::fromIndex(best->kind).notation();
    if (best->after.ready())
        hint.reason = "discard " + name + ": you are ready, waiting on " + kinds + " (" + std::to_string(unseen) +
                      " left)";
    else
        hint.reason = "discard " + name + ": " + std::to_string(best->after.shanten) +
                      " from ready, and " + std::to_string(unseen) + " tiles (" + kinds + ") bring you nearer";
    return hint;
}

} // namespace mj
