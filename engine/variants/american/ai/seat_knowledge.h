// What one seat of an American game knows (issue 17, "AI"): its own tiles and exposures,
// every seat's exposures and the discards lying on the table, the tiles each seat passed to
// it in the Charleston, which seats are dead, and how many tiles the wall has left. The AI's
// decisions (american_ai.h) are pure functions of this and the card, so they are tested
// with hands written in tile notation and the agent (american_agent.h) only keeps it up to
// date from the views it is sent. Tiles are counted by card kind (card_kinds.h): the eight
// flowers are one kind, the joker is kJokerKind.
#pragma once

#include "core/expected.h"
#include "variants/american/card_hand.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace mj::american {

using KindCounts = std::array<std::uint8_t, kCardKinds>;

struct SeatKnowledge {
    int seatCount = 4;
    int self = 0;
    // Its own concealed tiles and exposures (hand.exposures is this seat's; exposures[self]
    // is not read).
    CardHand hand;
    // Each seat's exposed groups, in seat order.
    std::vector<std::vector<CardExposure>> exposures;
    // Each seat's discards still on the table (a called discard lies in the caller's
    // exposure instead).
    std::vector<KindCounts> discards;
    // The tiles each seat passed to this one (the Charleston and the courtesy pass): a seat
    // that gave a kind away is unlikely to be collecting it.
    std::vector<KindCounts> passedBy;
    std::vector<bool> dead;
    int wallLeft = 0;

    // Tiles of a kind this seat has seen: its own, every exposure, every discard.
    KindCounts seen() const;
    // Copies of a kind not seen: in the wall or in another seat's concealed hand.
    int unseen(int kind) const;
    // Tiles this seat may still draw, by its share of the wall (one draw a round among the
    // seats still playing).
    int drawsLeft() const;
    int liveSeats() const;
};

// A seat of `seatCount` seats that knows nothing yet but its hand (wallLeft as given).
SeatKnowledge knowledgeOf(const CardHand& hand, int seatCount, int self, int wallLeft);

// Counting helpers on a hand's concealed tiles.
void addConcealed(CardHand& hand, int kind, int count = 1);
void removeConcealed(CardHand& hand, int kind, int count = 1);

// Words in the notation of the american-152 set read as card kinds (for tests and tools):
// "1f 555m" counts a flower and three 5 craks.
Expected<KindCounts> parseKindCounts(std::string_view words);

} // namespace mj::american
