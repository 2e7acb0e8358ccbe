// The decisions of the American mahjong AI (issue 17, "AI"; docs/ai-american.md) as pure
// functions of what a seat knows (seat_knowledge.h) and the card: the Charleston (which
// three tiles, the blind pass, the vote, the courtesy offer and its tiles), the discard,
// whether and how to call a discard, Mah Jongg, the joker exchange, and calling a hand dead.
// Tiles are card kinds (card_kinds.h); the agent (american_agent.h) turns them into the tile
// ids of its legal actions. Ties are broken by the AI's own seeded Rng, so a level replays.
// No joker is ever passed, and none is discarded unless the hand holds nothing else.
#pragma once

#include "core/rng.h"
#include "variants/american/ai/ai_level.h"
#include "variants/american/ai/seat_knowledge.h"
#include "variants/american/card_match.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace mj::american {

// A call of the latest discard, as the game offers it: a set of `count` identical tiles (the
// discard and count - 1 from the hand), `jokers` of them jokers from the hand.
struct CallOption {
    int count = 3;
    int jokers = 0;
};

// A joker exchange the game offers: the natural `kind` from the hand for the joker in `seat`'s
// exposed set `set`.
struct ExchangeOption {
    int kind = 0;
    int seat = 0;
    int set = 0;
};

struct CharlestonChoice {
    std::vector<int> kinds; // from the hand, 3 - blind of them
    int blind = 0;          // tiles of the incoming pass passed on unseen
};

class AmericanAi {
public:
    AmericanAi(AiLevel level, const CardMatcher& matcher, std::uint64_t seed);

    AiLevel level() const { return m_level; }

    // The three tiles of a Charleston pass; with `blindAllowed` (the first left, the last
    // right) some may be passed on unseen instead of breaking the hand.
    CharlestonChoice choosePass(const SeatKnowledge& k, bool blindAllowed);
    bool voteForSecondCharleston(const SeatKnowledge& k);
    int courtesyOffer(const SeatKnowledge& k);
    std::vector<int> courtesyTiles(const SeatKnowledge& k, int count);

    // The kind to discard from a hand of 14 (its concealed tiles).
    int chooseDiscard(const SeatKnowledge& k);
    // Which of the offered calls of a discard of `kind` to make, if any (Mah Jongg is not a
    // call here: declareWin says that).
    std::optional<std::size_t> chooseCall(const SeatKnowledge& k, int kind, std::span<const CallOption> options);
    // Whether the hand (with the discard or the drawn tile in it) is Mah Jongg: declared only
    // when it is exactly a line, so never in error.
    bool declareWin(const SeatKnowledge& k) const;
    std::optional<std::size_t> chooseExchange(const SeatKnowledge& k, std::span<const ExchangeOption> options);
    // A seat to call dead, if one certainly is.
    std::optional<int> chooseDeadCall(const SeatKnowledge& k) const;

private:
    struct Ranked {
        int kind;
        double score; // of the hand left without it
    };
    // Every kind the seat could lay (jokers only when nothing else is held), each with the
    // level's score of the hand left, best to lay first; `defend` adds the strong level's
    // danger of feeding an exposed opponent.
    std::vector<Ranked> rankLayable(const SeatKnowledge& k, const CardHand& hand, bool defend);
    // The best score reachable by laying one tile of a hand of 14.
    double bestAfterDiscard(const SeatKnowledge& k, const CardHand& hand);
    // How many of the three tiles the level would pass it can spare (without losing much).
    int spareCount(const SeatKnowledge& k);

    AiLevel m_level;
    const CardMatcher* m_matcher;
    Rng m_rng;
};

} // namespace mj::american
