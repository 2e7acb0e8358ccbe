// Players of seed 001's solitaire behind the variant interface (variants/variant.h): they
// decide from their views alone, the deal folded from the table moves that set it out and
// each move from the action recorded (the automatic moves, when the ruleset makes them, by
// the same rule as the game), then from the legal actions they are given.
//   - "greedy": a tile to its foundation when one may go, a dragon kind gathered when it may
//     be, else a move drawn at random (its own seeded generator); it gives the deal up after
//     kGreedyMoveLimit moves, so every game it plays ends.
//   - "solver": plays the exact solver's solution (solitaire_solver.h), searched once per
//     game within a node limit; where the solver finds none (an unwinnable or undecided
//     deal) it plays as the greedy player does.
// The conformance suite and the session's playouts use them; they are no opponent, there
// being none, and later the hint asks the solver the same way.
#pragma once

#include "core/rng.h"
#include "variants/solitaire/solitaire_variant_game.h"

#include <deque>

namespace mj::solitaire {

inline constexpr int kGreedyMoveLimit = 400;
// The solver's limit for a player (the CLI's default is 2,000,000): the solution of nearly
// every deal is found well within it, and a playout never waits seconds on one deal.
inline constexpr std::uint64_t kAgentSolverNodes = 150'000;

enum class AgentLevel : std::uint8_t { Greedy, Solver };

std::vector<std::string> agentLevelNames(); // "greedy", "solver"
Expected<AgentLevel> parseAgentLevel(const std::string& name);

class SolitaireAgent final : public SeatAgent {
public:
    SolitaireAgent(AgentLevel level, SolitaireRules rules, std::uint64_t seed);

    void see(const SeenEvent& view) override;
    bool needs(std::size_t eventKind) const override;
    Action choose(const std::vector<Action>& legal) override;

    // The position folded from the views so far.
    const Position& position() const { return m_position; }

private:
    std::optional<Action> planned(const std::vector<Action>& legal);
    Action greedy(const std::vector<Action>& legal);

    AgentLevel m_level;
    SolitaireRules m_rules;
    Rng m_rng;
    Position m_position;
    bool m_dealt = false; // an action was seen: the deal is set out
    int m_moves = 0;      // decisions made
    // The solver's solution from m_planFrom on; searched at most twice a game.
    std::deque<Move> m_plan;
    Position m_planFrom;
    int m_searches = 0;
};

} // namespace mj::solitaire
