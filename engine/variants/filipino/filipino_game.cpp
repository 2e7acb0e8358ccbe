#include "variants/filipino/filipino_game.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace mj {

FilipinoGame::FilipinoGame(Game game)
    : m_owned(std::move(game)), m_game(&*m_owned), m_sight(m_game->table().tileSet(), m_game->seatCount())
{
}

FilipinoGame::FilipinoGame(Game* borrowed)
    : m_game(borrowed), m_sight(m_game->table().tileSet(), m_game->seatCount())
{
}

const Game& FilipinoGame::of(const VariantGame& game)
{
    const auto* ours = dynamic_cast<const FilipinoGame*>(&game);
    if (!ours)
        throw std::logic_error("not a game of the Filipino family");
    return ours->game();
}

std::string FilipinoGame::phase() const { return phaseName(m_game->phase()); }

std::optional<TimedDecision> FilipinoGame::timedDecision(Seat seat) const
{
    if (m_game->over() || m_game->phase() != Phase::Claims)
        return std::nullopt;
    const auto& legal = m_game->legalActions(seat);
    const auto pass =
        std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Pass; });
    if (pass == legal.end())
        return std::nullopt;
    return TimedDecision{m_game->discardCount(), m_game->rules().claimSeconds, *pass};
}

bool FilipinoGame::viewInto(std::size_t index, Seat seat, SeenEvent& out)
{
    const auto& events = m_game->record().events;
    if (index >= events.size() || !Seat::valid(seat.index(), seatCount()))
        return false;
    sightBefore(index);
    const Event& event = events[index];
    return mj::viewOf(event, seat, m_sight.sight(), m_sight.drawnTile(event, m_game->discardHistory()), out);
}

void FilipinoGame::sendViews(std::size_t from, std::size_t to, const PerSeat<SeatAgent*>& agents,
                             const PerSeat<std::uint64_t>& needs)
{
    const auto& events = m_game->record().events;
    std::uint64_t anyone = 0;
    for (int s = 0; s < agents.count(); ++s)
        if (agents[static_cast<std::size_t>(s)])
            anyone |= needs[static_cast<std::size_t>(s)];
    for (std::size_t i = from; i < to && i < events.size(); ++i) {
        const Event& event = events[i];
        const std::size_t kind = event.index();
        if (!(anyone >> kind & 1U))
            continue;
        sightBefore(i);
        const bool drawn = m_sight.drawnTile(event, m_game->discardHistory());
        SeenEvent& seen = m_seen[kind];
        for (int s = 0; s < agents.count(); ++s) {
            const auto seat = static_cast<std::size_t>(s);
            if (agents[seat] && (needs[seat] >> kind & 1U) &&
                mj::viewOf(event, Seat::of(s), m_sight.sight(), drawn, seen))
                agents[seat]->see(seen);
        }
    }
}

void FilipinoGame::sightBefore(std::size_t index)
{
    if (index < m_sightAt) {
        m_sight = RecordSight(m_game->table().tileSet(), seatCount());
        m_sightAt = 0;
    }
    const auto& events = m_game->record().events;
    for (; m_sightAt < index; ++m_sightAt)
        if (FoldedView::folds(events[m_sightAt])) // the others change nothing in sight
            m_sight.pass(events[m_sightAt]);
}

const Match& FilipinoMatch::of(const VariantMatch& match)
{
    const auto* ours = dynamic_cast<const FilipinoMatch*>(&match);
    if (!ours)
        throw std::logic_error("not a match of the Filipino family");
    return ours->m_match;
}

std::unique_ptr<VariantGame> FilipinoMatch::nextGame()
{
    return std::make_unique<FilipinoGame>(Game(m_match.nextGame()));
}

std::unique_ptr<VariantGame> FilipinoMatch::nextGame(std::uint64_t seed)
{
    GameSetup setup = m_match.nextGame();
    setup.seed = seed;
    return std::make_unique<FilipinoGame>(Game(setup));
}

FilipinoAgent::FilipinoAgent(std::unique_ptr<Bot> bot, const Game& game, Seat seat)
    : FilipinoAgent(bot.get(), game, seat)
{
    m_owned = std::move(bot);
}

FilipinoAgent::FilipinoAgent(Bot* borrowed, const Game& game, Seat seat)
    : m_bot(borrowed), m_rules(game.rules()),
      m_folded(seat, game.table().tileSet(), game.table().geometry(), game.seatCount())
{
}

void FilipinoAgent::see(const SeenEvent& view)
{
    if (FoldedView::folds(view.event))
        m_folded.fold(view);
}

namespace {

// One view for every agent of the thread, refilled at each decision: its storage, grown
// once, outlives the games (a view of its own for each agent of each game would grow its
// lists again every game; the play loop's speed). A bot keeps nothing of it.
SeatView& threadView()
{
    thread_local SeatView view;
    return view;
}
// The agent whose prepare() filled the thread's view last, until its choose() uses it.
thread_local const FilipinoAgent* t_preparedFor = nullptr;

} // namespace

void FilipinoAgent::prepare(const std::vector<Action>& legal)
{
    m_folded.viewAt(legal, threadView());
    t_preparedFor = this;
}

Action FilipinoAgent::choose(const std::vector<Action>& legal)
{
    if (t_preparedFor != this)
        m_folded.viewAt(legal, threadView());
    t_preparedFor = nullptr;
    return m_bot->choose(threadView(), m_rules);
}

} // namespace mj
