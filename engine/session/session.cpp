#include "session/session.h"

#include "text/english.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace mj {

Session::Session(VariantGame& game, const PerSeat<SeatAgent*>& agents)
    : m_game(&game), m_players(game.seatCount(), SeatPlayer::agent({})), m_ownedAgents(game.seatCount()),
      m_agents(agents), m_covered(game.seatCount(), false)
{
    askNeeds();
}

namespace {

// The first person's seat (seat 0 when nobody is a person): at the screen at the start.
Seat firstPerson(const Session::Players& players)
{
    const auto first = std::find_if(players.begin(), players.end(), [](const SeatPlayer& p) { return p.person; });
    return Seat::of(first == players.end() ? 0 : static_cast<int>(first - players.begin()));
}

// The caller's to get right (the app checks the players it is given): a player a seat, and
// each agent of a level the variant offers.
void checkPlayers(const Variant& variant, const VariantMatch& match, const Session::Players& players)
{
    if (players.count() != match.seatCount())
        throw std::invalid_argument("a match of " + std::to_string(match.seatCount()) + " seats was given " +
                                    std::to_string(players.count()) + " players");
    const auto levels = variant.agentLevels();
    for (const SeatPlayer& player : players)
        if (!player.person && std::find(levels.begin(), levels.end(), player.level) == levels.end())
            throw std::invalid_argument("the variant " + variant.name() + " has no AI level \"" + player.level + "\"");
}

} // namespace

Session::Session(const Variant& variant, std::unique_ptr<VariantMatch> match, const Players& players,
                 std::uint64_t botSalt)
    : m_variant(&variant), m_match(std::move(match)), m_players(players), m_botSalt(botSalt),
      m_ownedAgents(players.count()), m_agents(players.count()), m_atScreen(firstPerson(players)),
      m_covered(players.count(), false)
{
    checkPlayers(variant, *m_match, players);
}

Session::Session(const Variant& variant, std::unique_ptr<VariantMatch> match, std::unique_ptr<VariantGame> current,
                 const Players& players, std::uint64_t botSalt)
    : m_variant(&variant), m_match(std::move(match)), m_ownedGame(std::move(current)), m_game(m_ownedGame.get()),
      m_players(players), m_botSalt(botSalt), m_ownedAgents(players.count()), m_agents(players.count()),
      m_atScreen(firstPerson(players)), m_covered(players.count(), false)
{
    checkPlayers(variant, *m_match, players);
    m_present = !hotSeat(); // in hot-seat nobody is at the screen before the first ready()
    makeAgents();
    m_caughtUp = variant.catchUp(*m_game, m_agents);
    if (!m_caughtUp)
        makeAgents(); // half caught up is worse than fresh: they are sent every view below
    else
        m_sent = m_game->record().events.size();
}

int Session::persons() const
{
    return static_cast<int>(std::count_if(m_players.begin(), m_players.end(), [](const SeatPlayer& p) { return p.person; }));
}

void Session::makeAgents()
{
    const std::uint64_t seed = m_game->record().header.seed;
    m_botsStopped.reset(); // new agents, new game: play goes on
    m_sent = 0;
    for (int s = 0; s < seatCount(); ++s) {
        const auto seat = static_cast<std::size_t>(s);
        m_ownedAgents[seat].reset();
        if (!m_players[seat].person) {
            auto agent = m_variant->makeAgent(m_players[seat].level, *m_game, Seat::of(s),
                                              seed ^ (m_botSalt + static_cast<std::uint64_t>(s)));
            if (!agent) // the levels were checked when the session was made
                throw std::logic_error("no agent for seat " + std::to_string(s) + ": " + agent.error());
            m_ownedAgents[seat] = std::move(agent).value();
        }
        m_agents[seat] = m_ownedAgents[seat].get();
    }
    askNeeds();
}

void Session::askNeeds()
{
    m_needs = PerSeat<std::uint64_t>(seatCount(), 0);
    for (int s = 0; s < seatCount(); ++s)
        if (const SeatAgent* agent = m_agents[static_cast<std::size_t>(s)])
            for (std::size_t kind = 0; kind < std::variant_size_v<Event>; ++kind)
                if (agent->needs(kind))
                    m_needs[static_cast<std::size_t>(s)] |= std::uint64_t{1} << kind;
}

void Session::replaceAgent(Seat seat, std::unique_ptr<SeatAgent> agent)
{
    const auto s = static_cast<std::size_t>(seat.index());
    m_ownedAgents[s] = std::move(agent);
    m_agents[s] = m_ownedAgents[s].get();
    askNeeds();
    PerSeat<SeatAgent*> only(seatCount(), nullptr);
    only[s] = m_agents[s];
    m_game->sendViews(0, m_sent, only, m_needs);
}

bool Session::cover(Seat seat, const std::string& level)
{
    const auto s = static_cast<std::size_t>(seat.index());
    if (!m_variant || !Seat::valid(seat.index(), seatCount()) || !m_players[s].person || !m_game)
        return false;
    auto agent = m_variant->makeAgent(level, *m_game, seat, m_game->record().header.seed ^ (m_botSalt + s));
    if (!agent)
        return false;
    m_players[s] = SeatPlayer::agent(level);
    m_covered[s] = true;
    replaceAgent(seat, std::move(agent).value());
    return true;
}

void Session::uncover(Seat seat)
{
    const auto s = static_cast<std::size_t>(seat.index());
    if (!Seat::valid(seat.index(), seatCount()) || !m_covered[s])
        return;
    m_players[s] = SeatPlayer::human();
    m_covered[s] = false;
    m_ownedAgents[s].reset();
    m_agents[s] = nullptr;
    askNeeds();
    settle(personToAct(), 0);
}

void Session::sendViews()
{
    const std::size_t events = m_game->record().events.size();
    if (m_sent < events)
        m_game->sendViews(m_sent, events, m_agents, m_needs);
    m_sent = events;
}

void Session::startGame(std::optional<std::uint64_t> seed)
{
    if (!m_match)
        return;
    m_ownedGame = seed ? m_match->nextGame(*seed) : m_match->nextGame();
    m_game = m_ownedGame.get();
    m_gamePosted = false;
    makeAgents();
    m_caughtUp = 0;
    m_handOver.reset();
    m_legal.clear();
    m_deadline.clear();
    m_present = !hotSeat(); // in hot-seat nobody is at the screen before the first ready()
}

std::optional<Seat> Session::personToAct() const
{
    if (m_game->over())
        return std::nullopt;
    // In the claim window too, seatToAct is the next to answer in turn order after the
    // discarder, so people and agents are asked in the game's order (with the speed rule the
    // first claim takes the tile).
    const Seat seat = m_game->seatToAct();
    return isPerson(seat) ? std::optional(seat) : std::nullopt;
}

void Session::advance()
{
    std::optional<Seat> person;
    int botMoves = 0;
    while (!m_botsStopped && !m_game->over()) {
        // Asked once a move (in the claim window it lists who must still answer).
        const Seat seat = m_game->seatToAct();
        if (isPerson(seat)) {
            person = seat;
            break;
        }
        if (m_botsPaused)
            break;
        SeatAgent& agent = *m_agents[static_cast<std::size_t>(seat.index())];
        sendViews();
        const auto& legal = m_game->legalActions(seat);
        agent.prepare(legal);
        Action action;
        if (m_onDecision) {
            const auto started = std::chrono::steady_clock::now();
            action = agent.choose(legal);
            const auto took = std::chrono::steady_clock::now() - started;
            m_onDecision(action, std::chrono::duration_cast<std::chrono::nanoseconds>(took));
        } else {
            action = agent.choose(legal);
        }
        if (const Status s = m_game->apply(action); !s) {
            // The game is unchanged, so the agent would choose the same again for ever: stop.
            m_botsStopped = BotsStopped{seat, action, s.error()};
            emitEvent(*m_botsStopped);
            break;
        }
        ++botMoves;
        emitEvent(MoveApplied{action, true});
    }
    settle(person, botMoves);
}

void Session::settle(std::optional<Seat> person, int botMoves)
{
    // Hot-seat: whoever moved leaves the screen as soon as anyone else acts; the next person
    // to act, even the same one, is handed the computer first.
    m_handOver.reset();
    if (hotSeat() && (botMoves > 0 || !person || *person != m_atScreen))
        m_present = false;
    if (person && (*person != m_atScreen || !m_present))
        m_handOver = *person;
    else if (person)
        m_atScreen = *person;
    if (m_game->over() || m_handOver)
        m_legal.clear();
    else
        m_legal = m_game->legalActions(m_atScreen);
    if (m_game->over() && !m_gamePosted) {
        if (m_match)
            m_match->finishGame(*m_game);
        m_gamePosted = true;
        emitEvent(GameOver{});
    }
    updateDeadline();
}

void Session::updateDeadline()
{
    const auto timed = m_legal.empty() ? std::nullopt : m_game->timedDecision(m_atScreen);
    if (timed)
        m_deadline.offer(timed->key, m_atScreen.index(), timed->seconds);
    else
        m_deadline.clear();
}

void Session::ready()
{
    if (!m_handOver)
        return;
    m_atScreen = *m_handOver;
    m_handOver.reset();
    m_present = true;
    m_legal = m_game->legalActions(m_atScreen);
    updateDeadline();
}

Message Session::refusalOf(const Action& action) const
{
    if (!Seat::valid(action.seat.index(), seatCount()) || !isPerson(action.seat))
        return {MessageId::RefusedPlayedByBot, {action.seat.index()}};
    return m_game->refusalOf(action);
}

Status Session::act(const Action& asked)
{
    // A copy: `asked` may be an element of the game's legal list (legalActions(seat).front()),
    // which applying it rebuilds; the event below read it after it was freed (ASan,
    // tst_table_server, 2026-11-28).
    const Action action = asked;
    if (!Seat::valid(action.seat.index(), seatCount()) || !isPerson(action.seat))
        return failure(english(refusalOf(action)));
    if (Status s = m_game->apply(action); !s)
        return s;
    emitEvent(MoveApplied{action, false});
    advance();
    return success();
}

bool Session::passTime(std::int64_t ms)
{
    if (!m_deadline.running() || !m_deadline.pass(ms))
        return false;
    const auto timed = m_game->timedDecision(m_atScreen);
    if (!timed)
        return false;
    const Action answer = timed->onExpiry;
    ++m_timedOut;
    emitEvent(ClaimTimedOut{answer.seat});
    return static_cast<bool>(act(answer));
}

} // namespace mj
