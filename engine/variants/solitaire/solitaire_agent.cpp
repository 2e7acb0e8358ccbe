#include "variants/solitaire/solitaire_agent.h"

#include "variants/solitaire/solitaire_solver.h"

#include <algorithm>

namespace mj::solitaire {

namespace {
constexpr int kMaxSearches = 2;
} // namespace

std::vector<std::string> agentLevelNames() { return {"greedy", "solver"}; }

Expected<AgentLevel> parseAgentLevel(const std::string& name)
{
    if (name == "greedy")
        return AgentLevel::Greedy;
    if (name == "solver")
        return AgentLevel::Solver;
    return failure("no solitaire player is called \"" + name + "\" (known: greedy, solver)");
}

SolitaireAgent::SolitaireAgent(AgentLevel level, SolitaireRules rules, std::uint64_t seed)
    : m_level(level), m_rules(std::move(rules)), m_rng(seed)
{
}

bool SolitaireAgent::needs(std::size_t eventKind) const
{
    static const std::size_t move = Event(MoveEvent{}).index(), action = Event(ActionEvent{}).index();
    return eventKind == move || eventKind == action;
}

void SolitaireAgent::see(const SeenEvent& view)
{
    if (const auto* move = std::get_if<MoveEvent>(&view.event)) {
        // The deal: each row's tiles face up in its places, left to right.
        const Place& to = move->to;
        if (!m_dealt && to.zone == Zone::Wall && to.owner >= rowSegment(0) && to.owner < rowSegment(kRows) &&
            move->face == Face::Up && to.group >= 0 && to.group < kMaxRowLength) {
            Row& row = m_position.rows[static_cast<std::size_t>(to.owner - rowSegment(0))];
            row.tiles[static_cast<std::size_t>(to.group)] = tileOfId(move->tile);
            row.size = static_cast<std::uint8_t>(std::max<int>(row.size, to.group + 1));
        }
        return;
    }
    const auto* action = std::get_if<ActionEvent>(&view.event);
    if (!action)
        return;
    m_dealt = true;
    const auto move = moveOf(action->action);
    if (!move || whyIllegal(m_position, *move))
        return;
    applyMove(m_position, *move);
    if (m_rules.automaticMoves)
        while (const auto safe = safeFoundationMove(m_position))
            applyMove(m_position, *safe);
}

std::optional<Action> SolitaireAgent::planned(const std::vector<Action>& legal)
{
    // The plan may have run ahead of the position (the automatic moves make its next moves).
    if (!m_plan.empty() && !(m_planFrom == m_position)) {
        Position p = m_planFrom;
        std::size_t k = 0;
        for (; k < m_plan.size() && !whyIllegal(p, m_plan[k]); ++k) {
            applyMove(p, m_plan[k]);
            if (p == m_position)
                break;
        }
        if (k < m_plan.size() && p == m_position) {
            m_plan.erase(m_plan.begin(), m_plan.begin() + static_cast<std::ptrdiff_t>(k + 1));
            m_planFrom = p;
        } else {
            m_plan.clear();
        }
    }
    if (m_plan.empty() && m_searches < kMaxSearches) {
        ++m_searches;
        SolverLimits limits;
        limits.maxNodes = kAgentSolverNodes;
        const SolveResult solved = solve(m_position, limits);
        if (solved.verdict == Verdict::Winnable) {
            m_plan.assign(solved.solution.begin(), solved.solution.end());
            m_planFrom = m_position;
        }
    }
    if (m_plan.empty())
        return std::nullopt;
    const Action next = actionOf(m_position, m_plan.front());
    if (std::find(legal.begin(), legal.end(), next) == legal.end()) {
        m_plan.clear();
        return std::nullopt;
    }
    applyMove(m_planFrom, m_plan.front());
    m_plan.pop_front();
    return next;
}

Action SolitaireAgent::greedy(const std::vector<Action>& legal)
{
    const auto resign = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Resign; });
    std::vector<Action> moves;
    for (const Action& a : legal)
        if (a.type == ActionType::Move)
            moves.push_back(a);
    if (moves.empty() || m_moves > kGreedyMoveLimit)
        return resign != legal.end() ? *resign : legal.front();
    for (const Action& a : moves) {
        const auto m = moveOf(a);
        if (m && (m->kind == Move::Kind::Gather || m->toKind == PlaceKind::Foundation))
            return a;
    }
    return moves[static_cast<std::size_t>(m_rng.below(moves.size()))];
}

Action SolitaireAgent::choose(const std::vector<Action>& legal)
{
    ++m_moves;
    if (m_level == AgentLevel::Solver)
        if (const auto next = planned(legal))
            return *next;
    return greedy(legal);
}

} // namespace mj::solitaire
