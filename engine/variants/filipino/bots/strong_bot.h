// The strong AI player (issue 6). It reads only its seat's view; how it decides, and why
// each rule won its place in the arena, is in docs/ai.md.
//  - Discards: for each tile it could throw, the rest of the hand is valued by
//    variants/filipino/bots/hand_outlook.h: the route it should take (tódas, or siete pares which pays twice
//    and, with the pot, claims the pot; each route's chance of finishing weighs its speed
//    against its worth), that route's distance, and the draws that bring it nearer counted
//    by how many are still unseen by this seat. Less the discard's danger (variants/filipino/bots/danger.h:
//    how likely each opponent is ready and waiting on that kind): among near-equal
//    discards the safest; when an opponent looks ready and its own hand is still far, it
//    folds to safe tiles.
//  - Claims: a win always, it always pays. A pung, chow or kang by expected value
//    (variants/filipino/bots/claim_value.h): the hand's outlook after the claim and the discard it forces,
//    plus what the claim pays at once (a kang), against passing's, within kClaimSlack; a
//    pung or chow only when it brings the tódas hand nearer.
//  - Declarations that pay at once (secret, sagása, beauty, NEWS) are always made.
//  - Close calls under threat: when an opponent may be ready and the danger decides
//    between discards, the danger weighs kThreatDangerScale of its usual weight (full
//    weight turned out too cautious), and, with sampling on (the "strong" level) outside
//    the Visayan game, the likely waits are read half from ready hands sampled from the
//    tiles hidden from this seat (variants/filipino/bots/sampled_waits.h), half by rank as before.
// Deterministic for its seed: ties are broken by its own mj::Rng.
#pragma once

#include "variants/filipino/bots/bot.h"
#include "variants/filipino/bots/danger.h"
#include "core/rng.h"

#include <string>

namespace mj {

// Why the strong bot chose a discard, for teaching-mode hints (variants/filipino/advice/hints.h).
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
    // sampling off: the hidden test level "strong-nosample" (variants/filipino/bots/bot_level.h), to
    // measure what sampling brings.
    explicit StrongBot(std::uint64_t seed, bool sampling = true);

    Action choose(const SeatView& view, const Ruleset& rules) override;

    // The discard it would make in this view, with the reasons (nullopt: none legal).
    DiscardAdvice adviseDiscard(const SeatView& view, const Ruleset& rules);

    // A discard's score (strong_bot.cpp, discardScore): a step of shanten weighs as much as
    // this many accepted tiles; a discard's chance of dealing in (0..1) as much as
    // kDangerWeight tiles, or kFoldDangerWeight when an opponent is ready with at least
    // kFoldReady and the hand is kFoldShanten or more from ready. Tuned in the arena
    // (docs/ai.md): heavier defence cost more in payout than it saved.
    static constexpr double kShantenWeight = 1000;
    static constexpr double kDangerWeight = 300;
    static constexpr double kFoldDangerWeight = 20000;
    static constexpr double kFoldReady = 0.5;
    static constexpr int kFoldShanten = 2;
    // Close calls under threat: some opponent ready with at least kThreatReady and the
    // danger deciding between discards. The danger then weighs kThreatDangerScale of its
    // weight (measured in the arena, docs/ai.md: the lighter weight wins more than it
    // loses in deal-ins). With sampling, waits are sampled for each opponent ready with at
    // least kSampleOpponentReady, kSamples ready hands each.
    static constexpr double kThreatReady = 0.2;
    static constexpr double kThreatDangerScale = 0.5;
    static constexpr double kSampleOpponentReady = 0.1;
    static constexpr int kSamples = 200;
    // A claim is made when its value (variants/filipino/bots/claim_value.h, quarters per paying seat) is at
    // least passing's less this slack (tuned in the arena, docs/ai.md: with no slack it
    // let too many sets that bring the hand nearer go by).
    static constexpr double kClaimSlack = 0.3;

private:
    Action chooseDiscard(const SeatView& view, const Ruleset& rules, DiscardAdvice* advice);
    Action chooseClaim(const SeatView& view, const Ruleset& rules, const Action& pass);
    TableRead readTableSampled(const SeatView& view, const Ruleset& rules, const TableRead& cheap);

    Rng m_rng;
    bool m_sampling = true;
};

} // namespace mj
