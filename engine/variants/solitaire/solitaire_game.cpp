#include "variants/solitaire/solitaire_game.h"

namespace mj::solitaire {

Game::Game(std::uint64_t dealNumber, GameOptions options) : Game(deal(dealNumber), options) {}

Game::Game(const Position& start, GameOptions options) : m_start(start), m_options(options) {}

const Position& Game::position() const { return m_done == 0 ? m_start : m_steps[m_done - 1].after; }

Status Game::play(const Move& move)
{
    if (const auto why = whyIllegal(position(), move))
        return failure(*why);
    Step step{{move}, position()};
    applyMove(step.after, move);
    if (m_options.automaticMoves)
        while (const auto m = safeFoundationMove(step.after)) {
            applyMove(step.after, *m);
            step.moves.push_back(*m);
        }
    m_steps.resize(m_done); // a new move drops what was left to redo
    m_steps.push_back(std::move(step));
    ++m_done;
    return success();
}

Status Game::play(const std::string& moveText)
{
    const auto move = parseMove(moveText);
    if (!move)
        return failure(move.error());
    return play(*move);
}

bool Game::undo()
{
    if (!canUndo())
        return false;
    --m_done;
    return true;
}

bool Game::redo()
{
    if (!canRedo())
        return false;
    ++m_done;
    return true;
}

std::vector<Move> Game::movesMade() const
{
    std::vector<Move> out;
    for (std::size_t i = 0; i < m_done; ++i)
        out.insert(out.end(), m_steps[i].moves.begin(), m_steps[i].moves.end());
    return out;
}

std::vector<Move> Game::lastStep() const { return m_done == 0 ? std::vector<Move>{} : m_steps[m_done - 1].moves; }

} // namespace mj::solitaire
