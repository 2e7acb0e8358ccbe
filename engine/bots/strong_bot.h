// The strong AI player (issue 6): it reads only its seat's view and decides by expected
// value in quarters, the unit the rules pay in.
//  - Discards: for each tile it could throw, the hand that remains is valued by
//    bots/hand_outlook.h (each winning route's distance, the draws that help weighted by
//    how many are still unseen, a chance of finishing before the wall ends, what the route
//    pays: siete pares is worth twice tódas, more with the pot), less the chance the tile
//    lets an opponent win (bots/danger.h) times what dealing in costs. When an opponent
//    looks ready and its own hand is far, the danger term dominates and it folds to safe
//    tiles. Close calls between ready hands are settled by dealing the hidden tiles at
//    random (bots/win_sampler.h).
//  - Claims: a pung or chow is taken only when the hand after it (with its best discard)
//    is worth more than the hand without it; a kang always (it pays at once and brings a
//    gift); a win always.
//  - Declarations that pay at once (secret, sagása, beauty, NEWS) are always made.
// Deterministic for its seed: ties are broken by its own mj::Rng.
#pragma once

#include "bots/bot.h"
#include "core/rng.h"

#include <string>

namespace mj {

struct HandOutlook;
struct StrongTuning { bool defend = true; int claimMode = 5; };
extern StrongTuning g_strongTuning;

// Why the strong bot chose a discard, for teaching-mode hints (game/hints.h).
struct DiscardAdvice {
    int tile = -1;       // TileId value
    int kind = -1;       // its kind
    int shantenAfter = 0;
    int accepting = 0;   // unseen tiles that bring the hand nearer (or win, when ready)
    bool pairsRoute = false;
    double danger = 0;   // chance the discard lets someone win
    double bestDanger = 0; // the most dangerous discard's chance, for comparison
    int threatSeat = -1; // the opponent who looks nearest to ready (when one does)
    double threatReady = 0;
    int threatFlushSuit = -1;
    bool folding = false; // safety outweighed speed
};

class StrongBot : public Bot {
public:
    explicit StrongBot(std::uint64_t seed);

    Action choose(const SeatView& view, const Ruleset& rules) override;

    // The discard it would make in this view, with the reasons (nullopt: none legal).
    DiscardAdvice adviseDiscard(const SeatView& view, const Ruleset& rules);

    // How much a quarter of danger weighs against a quarter of own hand value.
    static constexpr double kWinScale = 4.5;    // a win collects about 4.5x its base
    static constexpr double kDealInCost = 8.0;  // quarters paid by the discarder, base tódas

private:
    Action chooseDiscard(const SeatView& view, const Ruleset& rules, DiscardAdvice* advice);
    bool claimPays(const SeatView& view, const Ruleset& rules, const Action& claim);

    Rng m_rng;
};

} // namespace mj
