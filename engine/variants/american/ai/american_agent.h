// An American mahjong AI player of one seat through the variant interface (variants/variant.h;
// issue 17, "AI"): it folds the views it is sent into where each tile lies (table_fold.h) and
// answers its legal actions with the decisions of its level (american_ai.h). Its own tiles
// are read from its legal actions where they name them (every tile of the hand may be
// discarded; every tile but a joker may be passed), so a view it could not place never
// leaves it deciding on tiles it does not hold.
#pragma once

#include "core/tile_set.h"
#include "variants/american/ai/american_ai.h"
#include "variants/american/ai/table_fold.h"
#include "variants/variant.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mj::american {

class AmericanAgent : public SeatAgent {
public:
    // `matcher` is shared by the agents of a game (compiling a card takes milliseconds).
    AmericanAgent(AiLevel level, std::shared_ptr<const CardMatcher> matcher, const TileSet& set, Seat seat,
                  int seatCount, std::uint64_t seed);

    void see(const SeenEvent& view) override;
    bool needs(std::size_t eventKind) const override;
    Action choose(const std::vector<Action>& legal) override;

    const TableFold& fold() const { return m_fold; }
    // What the hints (american_hint.h) read of the agent's own reasoning: its level's
    // decisions, the card, what it knows when offered `legal`, and the pass it has planned.
    const AmericanAi& ai() const { return m_ai; }
    const CardMatcher& matcher() const { return *m_matcher; }
    SeatKnowledge knowledgeFor(const std::vector<Action>& legal) const;
    struct PassPlan {
        std::vector<int> kinds; // still to lay, in order
        int blind = 0;          // then passed on unseen
        bool courtesy = false;  // the courtesy pass, not a Charleston pass
    };
    PassPlan passPlan() const { return {m_passKinds, m_passBlind, m_courtesy}; }

private:
    Action passTile(const std::vector<Action>& legal);

    std::shared_ptr<const CardMatcher> m_matcher;
    AmericanAi m_ai;
    TableFold m_fold;
    std::vector<bool> m_dead;       // seats called dead, by the public call
    std::vector<int> m_passKinds;   // the kinds still to lay in this pass
    int m_passBlind = 0;            // and how many of the incoming tiles to pass on unseen
    bool m_courtesy = false;        // the offer is made: the tiles laid next are the courtesy pass
};

} // namespace mj::american
