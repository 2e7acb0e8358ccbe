// Seed 001's solitaire behind the variant interface (variants/variant.h; issue 16): one seat,
// whose actions are the model's moves (solitaire.h) as the general table's Move action (the
// layout segments the tiles leave and reach, and how many; core/action.h), or giving the
// deal up. Each action is recorded, then the tiles it moves as table moves on the
// solitaire-grid (solitaire_table.h), so the record replays on the same table as every game.
// The deal is chance: the wash orders the tiles as the seed's shuffle deals them (the deal's
// number is the game's seed), and the replay reads the deal from the record's wash.
//
// The game ends won (seat 0 the winner), with no move left, or given up; nothing is paid (a
// balance of zero for the one seat). Its rulesets: "solitaire" (the seed's rules) and
// "solitaire-automatic" (the house option of automatic moves, solitaire_game.h, made as
// table moves after the player's, with no action of their own).
#pragma once

#include "record/game_log.h"
#include "variants/solitaire/solitaire_table.h"
#include "variants/variant.h"
#include "views/event_view.h"

#include <functional>
#include <string>
#include <vector>

namespace mj::solitaire {

struct SolitaireRules {
    std::string name = "solitaire";
    // After each move, the safe moves to the foundations (safeFoundationMove) are made too.
    bool automaticMoves = false;
};

std::vector<std::string> solitaireRulesetNames(); // "solitaire", "solitaire-automatic"
Expected<SolitaireRules> solitaireRules(const std::string& name);

// A model move as the table's action, in `before` (a move to the foundations names its
// suit's foundation), and back: nothing when the action names no move of the grid. An
// action is legal when it is one of the game's legal actions.
Action actionOf(const Position& before, const Move& move);
std::optional<Move> moveOf(const Action& action);

class SolitaireGame final : public VariantGame {
public:
    // The game of a deal laid out as `dealt` (dealtTiles(seed) for the seed's own deal; a
    // stacked deal says so in the header).
    SolitaireGame(std::uint64_t seed, SolitaireRules rules, const DealtTiles& dealt, bool stacked = false);

    // The solitaire game behind a VariantGame; nullptr for another variant's.
    static const SolitaireGame* of(const VariantGame& game);

    const Position& position() const { return m_position; }
    const SolitaireRules& rules() const { return m_rules; }
    const Table& table() const { return m_log.table(); }
    // The player's moves made so far (the automatic ones not counted).
    int movesMade() const { return m_movesMade; }

    int seatCount() const override { return 1; }
    std::string phase() const override { return m_over ? "over" : "play"; }
    bool over() const override { return m_over; }
    Seat seatToAct() const override { return Seat::of(0); }
    const std::vector<Action>& legalActions(Seat seat) const override;
    Status apply(const Action& action) override;
    Message refusalOf(const Action& action) const override;
    std::optional<TimedDecision> timedDecision(Seat) const override { return std::nullopt; }
    const GameRecord& record() const override { return m_log.record(); }
    bool viewInto(std::size_t index, Seat seat, SeenEvent& out) override;
    std::optional<Seat> winner() const override { return m_winner; }
    PerSeat<int> balance() const override { return PerSeat<int>(1, 0); }

private:
    void append(const Event& event) { m_log.appendOrThrow(event); }
    void end(std::optional<Seat> winner, const char* reason);
    void listLegal();

    SolitaireRules m_rules;
    GameLog m_log;
    GridTiles m_tiles;
    Position m_position;
    std::vector<Move> m_moves;    // the legal moves, in the order of m_legal
    std::vector<Action> m_legal;  // each move's action, then giving up
    bool m_over = false;
    std::optional<Seat> m_winner;
    int m_movesMade = 0;
    std::vector<Event> m_pending; // a move's table moves, reused
    Sight m_sight;                // what lay in sight before event m_sightAt
    std::size_t m_sightAt = 0;
};

// The game a record made, replayed through the rules: its deal read from the wash (and,
// unless stacked, checked to be the deal of its seed), then each recorded action applied and
// every event the game makes compared with the record's; or the reason, with the line.
// `beforeAction` (optional) is called with the game before each recorded action.
Expected<std::unique_ptr<SolitaireGame>>
replaySolitaire(const GameRecord& record,
                const std::function<void(const SolitaireGame&, const Action&)>& beforeAction = {});

// Games one after another: deal numbers seed, seed + 1, ... (the match's game i is the deal
// of seed + i, so a player's numbered deals are a match).
class SolitaireMatch final : public VariantMatch {
public:
    SolitaireMatch(std::uint64_t seed, SolitaireRules rules) : m_seed(seed), m_rules(std::move(rules)) {}
    int seatCount() const override { return 1; }
    std::unique_ptr<VariantGame> nextGame() override { return nextGame(m_seed + static_cast<std::uint64_t>(m_played)); }
    std::unique_ptr<VariantGame> nextGame(std::uint64_t seed) override;
    void finishGame(const VariantGame& game) override;
    int gamesPlayed() const override { return m_played; }
    // Games won so far.
    int won() const { return m_won; }

private:
    std::uint64_t m_seed;
    SolitaireRules m_rules;
    int m_played = 0;
    int m_won = 0;
};

} // namespace mj::solitaire
