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

// A seat's exposed set as the table shows it (a secret's kind shows on its inner tiles).
struct SeenSet {
    BahayType type = BahayType::Pung;
    int first = 0; // TileKind index of its lowest tile
    friend bool operator==(const SeenSet&, const SeenSet&) = default;
};

struct SeatView {
    Seat seat;
    Phase phase = Phase::Draw;
    Seat turn;
    Seat mano;
    std::vector<TileId> hand;            // own concealed tiles
    std::vector<int> handKinds;          // their kinds (TileKind index)
    std::vector<bool> handJokers;        // which of them are jokers
    HandCounts counts;                   // own hand as the analysis sees it
    PerSeat<int> concealedCount; // every seat's concealed tiles, by count
    // Copies of each kind (TileKind index) in sight of this seat outside its own hand and
    // sets: discards, the other seats' exposed sets and flowers, the joker's indicator.
    std::array<std::uint8_t, kHandKinds> seenElsewhere{};
    std::optional<int> jokerKind;
    std::optional<TileId> pendingDiscard;
    std::optional<int> pendingKind;      // its kind (TileKind index)
    int drawWallLeft = 0;
    int flowerWallLeft = 0;
    std::vector<Action> legal;
    // What every seat has shown, in the order it happened (this seat's own included):
    // each seat's discards (game/discard_history.h), its exposed sets and how many flowers
    // it has laid.
    PerSeat<std::vector<SeenDiscard>> discardsBySeat;
    PerSeat<std::vector<SeenSet>> setsBySeat;
    PerSeat<int> flowerCount;
    // How many sit at the table (every per-seat field above has this many).
    int seats() const { return concealedCount.count(); }
    friend bool operator==(const SeatView&, const SeatView&) = default;
};

SeatView viewFor(const Game& game, Seat seat);
// The same into `view`, reusing its storage (the play loop refills one view per decision).
void viewFor(const Game& game, Seat seat, SeatView& view);

} // namespace mj
