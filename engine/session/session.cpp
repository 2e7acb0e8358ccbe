#include "session/session.h"

#include "variants/filipino/bots/bot_level.h"
#include "text/english.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace mj {

Session::Session(Game& game, const PerSeat<Bot*>& bots)
    : m_game(&game), m_players(game.seatCount(), SeatPlayer::bot(BotLevel::Normal)), m_bots(bots)
{
}

namespace {

// The first person's seat (seat 0 when nobody is a person): at the screen at the start.
Seat firstPerson(const Session::Players& players)
{
    const auto first = std::find_if(players.begin(), players.end(), [](const SeatPlayer& p) { return p.person; });
    return Seat::of(first == players.end() ? 0 : static_cast<int>(first - players.begin()));
}

} // namespace

Session::Session(std::uint64_t seed, Ruleset rules, const Players& players, std::uint64_t botSalt)
    : m_match(std::make_unique<Match>(seed, std::move(rules))), m_players(players), m_botSalt(botSalt),
      m_ownedBots(players.count()), m_bots(players.count()), m_atScreen(firstPerson(players))
{
    // The caller's to get right (the app checks the players it is given): a player a seat.
    if (players.count() != m_match->seatCount())
        throw std::invalid_argument("a match of " + std::to_string(m_match->seatCount()) + " seats was given " +
                                    std::to_string(players.count()) + " players");
}

Session::Session(Match match, Game current, const Players& players, std::uint64_t botSalt)
    : m_match(std::make_unique<Match>(std::move(match))), m_ownedGame(std::make_unique<Game>(std::move(current))),
      m_game(m_ownedGame.get()), m_players(players), m_botSalt(botSalt), m_ownedBots(players.count()),
      m_bots(players.count()), m_atScreen(firstPerson(players))
{
    m_present = !hotSeat(); // in hot-seat nobody is at the screen before the first ready()
    makeBots();
}

int Session::persons() const
{
    return static_cast<int>(std::count_if(m_players.begin(), m_players.end(), [](const SeatPlayer& p) { return p.person; }));
}

void Session::makeBots()
{
    const std::uint64_t seed = m_game->record().header.seed;
    m_botsStopped.reset(); // new bots, new game: play goes on
    for (int s = 0; s < seatCount(); ++s) {
        const auto seat = static_cast<std::size_t>(s);
        m_ownedBots[seat].reset();
        if (!m_players[seat].person)
            m_ownedBots[seat] = makeBot(m_players[seat].level, seed ^ (m_botSalt + static_cast<std::uint64_t>(s)));
        m_bots[seat] = m_ownedBots[seat].get();
    }
}

void Session::replaceBot(Seat seat, std::unique_ptr<Bot> bot)
{
    const auto s = static_cast<std::size_t>(seat.index());
    m_ownedBots[s] = std::move(bot);
    m_bots[s] = m_ownedBots[s].get();
}

void Session::startGame()
{
    if (!m_match)
        return;
    m_ownedGame = std::make_unique<Game>(m_match->nextGame());
    m_game = m_ownedGame.get();
    m_feed.reset();
    m_gamePosted = false;
    makeBots();
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
    // discarder, so people and bots are asked in the game's order (with the speed rule the
    // first claim takes the tile).
    const Seat seat = m_game->seatToAct();
    return isPerson(seat) ? std::optional(seat) : std::nullopt;
}

void Session::seatView(Seat seat, SeatView& out)
{
    if (!m_feed)
        m_feed = std::make_unique<ViewFeed>(*m_game);
    m_feed->viewFor(*m_game, seat, out);
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
        Bot& bot = *m_bots[static_cast<std::size_t>(seat.index())];
        seatView(seat, m_view);
        Action action;
        if (m_onDecision) {
            const auto started = std::chrono::steady_clock::now();
            action = bot.choose(m_view, m_game->rules());
            const auto took = std::chrono::steady_clock::now() - started;
            m_onDecision(action, std::chrono::duration_cast<std::chrono::nanoseconds>(took));
        } else {
            action = bot.choose(m_view, m_game->rules());
        }
        if (const Status s = m_game->act(action); !s) {
            // The game is unchanged, so the bot would choose the same again for ever: stop.
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
    if (!m_legal.empty() && m_game->phase() == Phase::Claims)
        m_deadline.offer(m_game->discardCount(), m_atScreen.index(), m_game->rules().claimSeconds);
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
    return m_game->refusalMessage(action);
}

Status Session::act(const Action& action)
{
    if (!Seat::valid(action.seat.index(), seatCount()) || !isPerson(action.seat))
        return failure(english(refusalOf(action)));
    if (Status s = m_game->act(action); !s)
        return s;
    emitEvent(MoveApplied{action, false});
    advance();
    return success();
}

bool Session::passTime(std::int64_t ms)
{
    if (!m_deadline.running() || !m_deadline.pass(ms))
        return false;
    const auto pass = std::find_if(m_legal.begin(), m_legal.end(), [](const Action& a) { return a.type == ActionType::Pass; });
    if (pass == m_legal.end())
        return false;
    const Action passing = *pass;
    ++m_timedOut;
    emitEvent(ClaimTimedOut{passing.seat});
    return static_cast<bool>(act(passing));
}

} // namespace mj
