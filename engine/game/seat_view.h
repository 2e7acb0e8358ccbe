// What one seat may know of a game (ARCHITECTURE.md: "each seat's view is folded from the
// events it may see"; bots see only their own seat's view): its own concealed tiles, every
// seat's exposed sets, flowers and discards, the joker, whose turn it is, the discard being
// answered, the tiles left in the wall, and its own legal actions. Other seats' concealed
// tiles are only counted; a secret's kind is hidden from the other seats, as on the table
// (its outer tiles lie face down, but the inner two show it: the kind is visible).
#pragma once

#include "game/game.h"

#include <array>
#include <optional>
#include <vector>

namespace mj {

struct SeatView {
    Seat seat;
    Phase phase = Phase::Draw;
    Seat turn;
    Seat mano;
    std::vector<TileId> hand;            // own concealed tiles
    std::vector<int> handKinds;          // their kinds (TileKind index)
    std::vector<bool> handJokers;        // which of them are jokers
    HandCounts counts;                   // own hand as the analysis sees it
    std::array<int, Seat::count> concealedCount{}; // every seat's concealed tiles, by count
    // Copies of each kind (TileKind index) in sight of this seat outside its own hand and
    // sets: discards, the other seats' exposed sets and flowers, the joker's indicator.
    std::array<std::uint8_t, kHandKinds> seenElsewhere{};
    std::optional<int> jokerKind;
    std::optional<TileId> pendingDiscard;
    std::optional<int> pendingKind;      // its kind (TileKind index)
    int drawWallLeft = 0;
    int flowerWallLeft = 0;
    std::vector<Action> legal;
};

SeatView viewFor(const Game& game, Seat seat);

} // namespace mj
