// A match of American mahjong (seed 002, "After The First Game"): games one after another
// under one ruleset, East rolled for in the first and moving to the right after every game
// (a wall game too), each game's payments posted to the match's ledger.
#pragma once

#include "variants/american/american_game.h"

namespace mj::american {

class AmericanMatch final : public VariantMatch {
public:
    AmericanMatch(std::uint64_t seed, AmericanRules rules) : m_seed(seed), m_rules(std::move(rules)) {}

    int seatCount() const override { return kSeats; }
    // Game i is seeded from the match's seed and i (splitMix64), so the match replays.
    std::unique_ptr<VariantGame> nextGame() override;
    std::unique_ptr<VariantGame> nextGame(std::uint64_t seed) override;
    void finishGame(const VariantGame& game) override;
    int gamesPlayed() const override { return m_played; }
    // What each seat has gained over the games finished (negative: paid).
    const PerSeat<int>& ledger() const { return m_ledger; }
    // East of the next game; none before the first (it is rolled for).
    std::optional<Seat> nextEast() const { return m_east; }

private:
    std::uint64_t m_seed;
    AmericanRules m_rules;
    int m_played = 0;
    std::optional<Seat> m_east;
    std::optional<Seat> m_lastEast; // East of the game last made
    PerSeat<int> m_ledger = PerSeat<int>(kSeats, 0);
};

} // namespace mj::american
