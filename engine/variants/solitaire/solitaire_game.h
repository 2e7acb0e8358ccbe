// One game of seed 001's solitaire (issue 16): the deal, the moves made, undo and redo
// without limit, restart, and the house option of automatic moves. The only entry point
// that changes the position is play(), which refuses an illegal move with the rule's reason.
#pragma once

#include "variants/solitaire/solitaire.h"

#include <cstdint>
#include <vector>

namespace mj::solitaire {

struct GameOptions {
    // After each move, the moves to the foundations that can never hurt (safeFoundationMove)
    // are made too, as one step with it (one undo takes them back together). Off: the seed
    // leaves it to the player (docs/rules/solitaire.md, decision 7).
    bool automaticMoves = false;
};

class Game {
public:
    explicit Game(std::uint64_t dealNumber, GameOptions options = {});
    Game(const Position& start, GameOptions options);

    const Position& position() const;
    const Position& start() const { return m_start; }
    const GameOptions& options() const { return m_options; }
    bool won() const { return position().won(); }

    // Makes the move, or says why not (and changes nothing).
    Status play(const Move& move);
    // Reads and plays a move in the text form ("r3>r5*2").
    Status play(const std::string& moveText);

    bool canUndo() const { return m_done > 0; }
    bool canRedo() const { return m_done < m_steps.size(); }
    bool undo();
    bool redo();
    // Back to the deal; the moves made stay to redo.
    void restart() { m_done = 0; }

    // Every move made up to now, the automatic ones included, in order.
    std::vector<Move> movesMade() const;
    // The moves of the last step: the player's and the automatic ones after it.
    std::vector<Move> lastStep() const;

private:
    struct Step {
        std::vector<Move> moves; // the player's, then the automatic ones
        Position after;
    };
    Position m_start;
    GameOptions m_options;
    std::vector<Step> m_steps;
    std::size_t m_done = 0;
};

} // namespace mj::solitaire
