// American mahjong's game behind the variant interface (issue 17; seed 002; variants/variant.h;
// docs/rules/american.md, "Play"): the setup's events (american_setup.h), the Charleston as
// actions of all four seats at once (charleston.h; /work/notes/actions.md), then the play:
// East discards first; a turn is draw (or a call) and a discard; a discard may be called only
// at once, for a pung, kong, quint or sextet of an exposed (X) line or for Mah Jongg; Mah Jongg
// beats any call, otherwise the nearest seat in turn takes it; jokers are exchanged on one's
// turn; a hand declared Mah Jongg in error, or called dead rightly, is dead: it stops playing
// and still pays. The game ends with Mah Jongg (checked with the card's matcher, paid through
// american_payout.h when it is built in) or when the wall runs out (a wall game: no payment).
//
// The parts live in files of their own: the Charleston's actions (american_charleston_play.cpp),
// the claim window (american_claims.cpp), jokers and dead hands (american_jokers.cpp), Mah
// Jongg and its payment (american_mahjong.cpp).
#pragma once

#include "record/game_log.h"
#include "variants/american/american_rules.h"
#include "variants/american/american_setup.h"
#include "variants/american/card_hand.h"
#include "variants/american/charleston.h"
#include "variants/variant.h"
#include "views/event_view.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mj::american {

enum class AmericanPhase : std::uint8_t {
    Charleston, // all four pass, vote and offer at once
    Act,        // the seat in turn holds 14 tiles: discard, declare Mah Jongg, exchange jokers, call a hand dead
    Claims,     // a discard is offered: every live seat but its discarder answers
    Draw,       // the seat in turn draws
    Over,
};
std::string phaseName(AmericanPhase phase); // "charleston", "act", "claims", "draw", "over"

class AmericanGame final : public VariantGame {
public:
    // The game of `setup` (performAmericanSetup, or stackedAmericanSetup with `stacked`).
    AmericanGame(AmericanRules rules, const AmericanSetup& setup, bool stacked = false);
    AmericanGame(const AmericanGame&) = delete;
    AmericanGame& operator=(const AmericanGame&) = delete;

    // The American game behind a VariantGame; nullptr for another variant's.
    static const AmericanGame* of(const VariantGame& game);

    const AmericanRules& rules() const { return m_rules; }
    const Table& table() const { return m_log.table(); }
    AmericanPhase playPhase() const { return m_phase; }
    // The Charleston while it is played (its phase, who still owes a command).
    const Charleston* charleston() const { return m_charleston ? &*m_charleston : nullptr; }
    Seat east() const { return m_east; }
    // The seat whose turn it is (in the claim window: the discarder).
    Seat turn() const { return m_turn; }
    bool isDead(Seat seat) const { return m_dead[seat]; }
    // The discard offered in the claim window.
    std::optional<TileId> offeredDiscard() const { return m_offered; }
    // The hand as the matcher sees it (concealed tiles and exposures), or why it is none.
    Expected<CardHand> cardHandOf(Seat seat, std::optional<TileId> plus = std::nullopt) const;
    // Whether the hand with `plus` is exactly some line (Mah Jongg), the first found.
    bool completesALine(Seat seat, std::optional<TileId> plus = std::nullopt) const;
    // The best line (highest value) the hand with `plus` matches exactly, or -1.
    int mahJonggLine(Seat seat, std::optional<TileId> plus = std::nullopt) const;
    // Whether the seat's hand can no longer make any line, judged from what every seat sees
    // (its exposures, all discards and exposures): american_jokers.cpp.
    bool handIsDead(Seat seat) const;

    int seatCount() const override { return kSeats; }
    std::string phase() const override { return phaseName(m_phase); }
    bool over() const override { return m_phase == AmericanPhase::Over; }
    Seat seatToAct() const override;
    const std::vector<Action>& legalActions(Seat seat) const override;
    Status apply(const Action& action) override;
    Message refusalOf(const Action& action) const override;
    std::optional<TimedDecision> timedDecision(Seat seat) const override;
    const GameRecord& record() const override { return m_log.record(); }
    bool viewInto(std::size_t index, Seat seat, SeenEvent& out) override;
    std::optional<Seat> winner() const override { return m_winner; }
    PerSeat<int> balance() const override { return m_balance; }

private:
    void append(const Event& event);
    void listLegal();
    std::string whyRefused(const Action& action) const;

    // The Charleston (american_charleston_play.cpp).
    void startCharleston();
    void listCharleston(Seat seat, std::vector<Action>& out) const;
    void applyCharleston(const Action& action);
    void settleCharleston(); // the house options' automatic answers, the tiles moved, the end
    void startPlay();

    // Turns and the claim window (american_claims.cpp).
    void listAct(Seat seat, std::vector<Action>& out) const;
    void listClaims(Seat seat, std::vector<Action>& out) const;
    void listCalls(Seat seat, std::vector<Action>& out) const;
    void draw(Seat seat);
    void discard(Seat seat, TileId tile);
    void answer(const Action& action);
    void resolveClaims();
    void call(Seat seat, const Action& action);
    void nextTurnAfter(Seat seat);
    std::vector<Seat> claimants() const; // the live seats that answer the discard, nearest first

    // Jokers and dead hands (american_jokers.cpp).
    void listJokerExchanges(Seat seat, std::vector<Action>& out) const;
    void exchangeJoker(Seat seat, const Action& action);
    void callDead(Seat caller, Seat target);
    void kill(Seat seat, bool exposeHand);

    // Mah Jongg (american_mahjong.cpp).
    void declareMahJongg(Seat seat);
    void claimMahJongg(Seat seat);
    void win(Seat seat, int line, std::optional<Seat> discarder);
    void endGame(std::optional<Seat> winner, const std::string& reason);

    AmericanRules m_rules;
    GameLog m_log;
    Seat m_east;
    AmericanPhase m_phase = AmericanPhase::Charleston;
    Seat m_turn;
    PerSeat<bool> m_dead = PerSeat<bool>(kSeats, false);
    std::optional<TileId> m_offered;                // the discard in the claim window
    PerSeat<std::optional<Action>> m_answers = PerSeat<std::optional<Action>>(kSeats);
    int m_discards = 0;                             // discards so far: a claim window's key
    std::optional<Seat> m_calledFrom;               // the turn began with a call of this seat's discard
    std::optional<Seat> m_winner;
    PerSeat<int> m_balance = PerSeat<int>(kSeats, 0);
    // The Charleston while played: the state machine, the tiles each seat has laid so far of
    // its pass, and the courtesy offers made.
    std::optional<Charleston> m_charleston;
    PerSeat<std::vector<TileId>> m_laying = PerSeat<std::vector<TileId>>(kSeats);
    PerSeat<std::optional<int>> m_offers = PerSeat<std::optional<int>>(kSeats);
    PerSeat<std::vector<Action>> m_legal = PerSeat<std::vector<Action>>(kSeats);
    // Caches of the card's answers for listing the claims (the matcher is the game's cost):
    // whether a seat's 13 tiles are one short of some line (only then can a discard make its
    // Mah Jongg), until its hand changes; and whether an exposure of (card kind, size,
    // jokers) added to its exposures still fits some X line, until its exposures change.
    mutable PerSeat<std::optional<bool>> m_waiting = PerSeat<std::optional<bool>>(kSeats);
    mutable PerSeat<std::vector<std::int8_t>> m_callFits = PerSeat<std::vector<std::int8_t>>(kSeats);
    bool waiting(Seat seat) const;
    void forgetCaches(const Event& event);
    Sight m_sight;            // what lay in sight before event m_sightAt
    std::size_t m_sightAt = 0;
};

// The header of an American game's record.
RecordHeader americanHeader(const AmericanRules& rules, std::uint64_t seed, std::optional<Seat> east, bool stacked);

// The game a record made, replayed through the rules: its setup (the seed's, or read from a
// stacked record), then each recorded action applied and every event the game makes compared
// with the record's; or the reason, with the record's line. `beforeAction` (optional) is
// called with the game before each recorded action.
Expected<std::unique_ptr<AmericanGame>>
replayAmerican(const GameRecord& record,
               const std::function<void(const AmericanGame&, const Action&)>& beforeAction = {});

} // namespace mj::american
