// Dealing the tiles a seat has not seen (issue 6, "sampling of the hidden tiles where it
// pays"). From a SeatView only: the hidden pool is 4 copies of each kind a hand can hold,
// less the seat's own hand and sets and every copy it has seen elsewhere (discards, other
// seats' sets and flowers, the joker's indicator), with the flowers not yet laid counted
// apart (they never stay in a hand). A deal gives each other seat as many tiles as it holds
// concealed (its concealedCount), drawn at random with the bot's own seeded mj::Rng, and
// the rest to the face-down wall; a seat's draw may be biased by per-kind weights (what the
// danger reading says it likely holds). A second sampler builds a random ready hand an
// opponent could hold from the pool: the strong bot uses it to read which kinds are likely
// waits (bots/sampled_waits.h). Nothing here can see the real hidden tiles: a deal depends
// only on the view and the Rng, which the hidden-information test checks.
#pragma once

#include "core/rng.h"
#include "game/seat_view.h"
#include "rules/ruleset.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace mj {

// A flower in a sampled wall: only how many lie there matters.
constexpr std::uint8_t kSampledFlower = 0xFF;

struct HiddenPool {
    std::array<std::uint8_t, kHandKinds> copies{}; // unseen copies by kind (the joker's kind included)
    int flowers = 0;                               // flowers no seat has laid yet
    int handTiles() const;                         // the copies, without flowers
    int tiles() const { return handTiles() + flowers; }
};

HiddenPool hiddenPool(const SeatView& view, const Ruleset& rules);

// One way the hidden tiles could lie: each other seat's concealed kinds (the viewer's own
// entry stays empty) and the wall's tiles in a random order.
struct HiddenDeal {
    PerSeat<std::vector<std::uint8_t>> hands;
    std::vector<std::uint8_t> wall;
};

// How much likelier than uniform each kind is to lie in a seat's hand (1: no bias).
using KindWeights = std::array<double, kHandKinds>;

// A deal of the pool: every other seat gets min(concealedCount, tiles left) tiles that are
// not flowers, drawn one by one with chance proportional to copies left times the seat's
// weight (uniform when bias is null); the wall gets the rest, shuffled.
HiddenDeal dealHidden(const SeatView& view, const HiddenPool& pool, Rng& rng,
                      const PerSeat<KindWeights>* bias = nullptr);

// A random ready hand of `concealed` tiles (3n+1) made from the pool: n sets and a pair,
// drawn at random from the pool's copies, less one of its tiles at random. The joker's kind
// is left out (a joker is seized only to win). False when the pool cannot make one in a few
// tries (too few copies left); then `out` is unspecified.
bool sampleReadyHand(const HiddenPool& pool, int concealed, std::optional<int> jokerKind, Rng& rng,
                     std::array<std::uint8_t, kHandKinds>& out);

} // namespace mj
