#include "net/referee.h"

#include "core/overloaded.h"
#include "table/table.h"

#include <algorithm>
#include <stdexcept>

namespace mj::net {

Expected<std::unique_ptr<Referee>> Referee::create(const Variant& variant, const std::string& ruleset,
                                                  std::uint64_t seed, const Session::Players& players)
{
    auto match = variant.newMatch(ruleset, seed);
    if (!match)
        return failure(match.error());
    try {
        auto session = std::make_unique<Session>(variant, std::move(match).value(), players, kBotSalt);
        return std::unique_ptr<Referee>(new Referee(std::move(session)));
    } catch (const std::invalid_argument& e) {
        return failure(std::string(e.what()));
    }
}

Referee::Referee(std::unique_ptr<Session> session)
    : m_session(std::move(session)),
      m_questions(static_cast<std::size_t>(m_session->seatCount())), m_ready(m_questions.size(), false)
{
}

bool Referee::allReady() const
{
    if (!gameOver())
        return false;
    for (int s = 0; s < m_session->seatCount(); ++s)
        if (isPerson(s) && !m_ready[static_cast<std::size_t>(s)])
            return false;
    return true;
}

int Referee::gamesPlayed() const
{
    return m_session->match() ? m_session->match()->gamesPlayed() : 0;
}

bool Referee::isPerson(int seat) const
{
    return Seat::valid(seat, m_session->seatCount()) && m_session->isPerson(Seat::of(seat));
}

const std::vector<Action>& Referee::question(int seat) const
{
    static const std::vector<Action> none;
    return Seat::valid(seat, m_session->seatCount()) ? m_questions[static_cast<std::size_t>(seat)].actions : none;
}

void Referee::startGame(std::optional<std::uint64_t> seed)
{
    m_session->startGame(seed);
    m_viewsSent = 0;
    m_flipPlaces.clear();
    m_overSent = false;
    m_deadline.clear();
    for (Question& q : m_questions)
        q = {};
    m_ready.assign(m_ready.size(), false);
    ++m_game;
    for (int s = 0; s < m_session->seatCount(); ++s)
        if (isPerson(s))
            send(s, startedMessage(m_game, s, m_session->game().record().header));
    m_session->advance();
    flush();
}

void Referee::flush()
{
    VariantGame& game = m_session->game();
    const int seats = m_session->seatCount();
    // Every event's view, to each person's seat in turn (the game is asked in the record's
    // order, as it wants).
    const std::size_t events = game.record().events.size();
    for (std::size_t i = m_viewsSent; i < events; ++i)
        for (int s = 0; s < seats; ++s)
            if (isPerson(s))
                if (const auto view = game.viewOf(i, Seat::of(s)))
                    send(s, viewMessage(i, *view, flipPlace(i)));
    m_viewsSent = events;

    if (game.over()) {
        m_deadline.clear();
        for (Question& q : m_questions)
            q = {};
        if (!m_overSent) {
            const auto winner = game.winner();
            const PerSeat<int> balance = game.balance();
            m_results.push_back({winner ? winner->index() : -1, std::vector<int>(balance.begin(), balance.end())});
            const std::string over = overText();
            for (int s = 0; s < seats; ++s)
                if (isPerson(s))
                    send(s, over);
            m_overSent = true;
        }
        return;
    }

    // Each person's question: asked anew when their actions or the timed decision change
    // (two claim windows in a row may offer the same actions: the discard tells them apart).
    bool timed = false;
    for (int s = 0; s < seats; ++s) {
        if (!isPerson(s))
            continue;
        Question& q = m_questions[static_cast<std::size_t>(s)];
        const std::vector<Action>& legal = game.legalActions(Seat::of(s));
        const auto decision = legal.empty() ? std::nullopt : game.timedDecision(Seat::of(s));
        const int key = decision ? decision->key : -1;
        if (decision && decision->seconds > 0) {
            const int seconds = m_claimSeconds > 0 ? m_claimSeconds : decision->seconds;
            m_deadline.offer(key, -1, seconds); // the same discard keeps its time
            m_timedKey = key;
            timed = true;
        }
        if (legal == q.actions && key == q.timedKey)
            continue;
        q.actions = legal;
        q.timedKey = key;
        q.ask = legal.empty() ? -1 : m_nextAsk++;
        if (!legal.empty())
            send(s, askMessage(q.ask, legal, decision && m_deadline.running() ? m_deadline.secondsLeft() : 0));
    }
    if (!timed)
        m_deadline.clear();
}

std::string Referee::overText()
{
    const VariantGame& game = m_session->game();
    const auto winner = game.winner();
    const PerSeat<int> balance = game.balance();
    return overMessage(winner ? winner->index() : -1, std::vector<int>(balance.begin(), balance.end()));
}

void Referee::receive(int seat, const ClientMessage& message)
{
    if (!isPerson(seat))
        return; // the transport only passes on people's messages
    std::visit(Overloaded{
                   [&](const Answer& answer) {
                       Question& q = m_questions[static_cast<std::size_t>(seat)];
                       if (q.actions.empty() || answer.ask != q.ask) {
                           send(seat, refusedMessage("question " + std::to_string(answer.ask) +
                                                     " is no longer asked: the table has moved on"));
                           return;
                       }
                       if (answer.choice >= static_cast<int>(q.actions.size())) {
                           send(seat, refusedMessage("choice " + std::to_string(answer.choice) + ": question " +
                                                     std::to_string(q.ask) + " offers " +
                                                     std::to_string(q.actions.size()) + " actions"));
                           return;
                       }
                       const Action action = q.actions[static_cast<std::size_t>(answer.choice)];
                       if (const Status done = m_session->act(action); !done) {
                           send(seat, refusedMessage(done.error()));
                           return;
                       }
                       flush();
                   },
                   [&](const Chat& chat) {
                       for (int s = 0; s < m_session->seatCount(); ++s)
                           if (isPerson(s))
                               send(s, chatMessage(seat, chat.text));
                   },
                   [&](const Ready&) {
                       // After a game: the next one is dealt when every person is ready.
                       if (!gameOver()) {
                           send(seat, refusedMessage("\"ready\" waits for the end of the game"));
                           return;
                       }
                       // The host deals the next game (allReady()), with a seed of its own.
                       m_ready[static_cast<std::size_t>(seat)] = true;
                   },
                   [&](const auto&) { send(seat, refusedMessage("not during a game")); },
               },
               message);
}

void Referee::passTime(std::int64_t ms)
{
    if (ms <= 0 || !m_deadline.pass(ms))
        return;
    const int key = m_timedKey;
    m_deadline.clear();
    // Each person still asked about this discard takes the rules' answer (a pass); the
    // first may settle the window, so each is asked again.
    VariantGame& game = m_session->game();
    for (int s = 0; s < m_session->seatCount() && !game.over(); ++s) {
        if (!isPerson(s))
            continue;
        const auto decision = game.legalActions(Seat::of(s)).empty() ? std::nullopt : game.timedDecision(Seat::of(s));
        if (decision && decision->key == key)
            (void)m_session->act(decision->onExpiry);
    }
    flush();
}

bool Referee::cover(int seat, const std::string& level)
{
    if (!isPerson(seat) || !m_session->cover(Seat::of(seat), level))
        return false;
    m_questions[static_cast<std::size_t>(seat)] = {};
    m_session->advance();
    flush();
    return true;
}

void Referee::uncover(int seat)
{
    if (!covered(seat))
        return;
    m_session->uncover(Seat::of(seat));
    m_questions[static_cast<std::size_t>(seat)] = {};
    resend(seat);
    flush();
}

bool Referee::covered(int seat) const
{
    return Seat::valid(seat, m_session->seatCount()) && m_session->covered(Seat::of(seat));
}

void Referee::resend(int seat)
{
    if (!isPerson(seat) || !m_session->hasGame())
        return;
    VariantGame& game = m_session->game();
    // The earlier games' ends first (their ledger), then the game in play from its start.
    if (m_game > 1) {
        const std::size_t earlier = std::min(m_results.size(), static_cast<std::size_t>(m_game - 1));
        send(seat, resultsMessage(std::vector<GameResult>(m_results.begin(), m_results.begin() + static_cast<std::ptrdiff_t>(earlier))));
    }
    send(seat, startedMessage(m_game, seat, game.record().header));
    for (std::size_t i = 0; i < m_viewsSent; ++i)
        if (const auto view = game.viewOf(i, Seat::of(seat)))
            send(seat, viewMessage(i, *view, flipPlace(i)));
    if (m_overSent) {
        send(seat, overText());
        return;
    }
    const Question& q = m_questions[static_cast<std::size_t>(seat)];
    if (!q.actions.empty())
        send(seat, askMessage(q.ask, q.actions, q.timedKey >= 0 && m_deadline.running() ? m_deadline.secondsLeft() : 0));
}

std::optional<Place> Referee::flipPlace(std::size_t index)
{
    const auto& events = m_session->game().record().events;
    if (index >= events.size() || !std::holds_alternative<FlipEvent>(events[index]))
        return std::nullopt;
    if (const auto known = m_flipPlaces.find(index); known != m_flipPlaces.end())
        return known->second;
    // The table as it was at the flip (later events may have moved the tile); a game has
    // one or two flips, so the replay is rare.
    const RecordHeader& h = m_session->game().record().header;
    Table table(*h.tileSet, *h.layout, h.seats);
    for (std::size_t i = 0; i < index; ++i)
        (void)table.apply(events[i]);
    const Place place = table.placeOf(std::get<FlipEvent>(events[index]).tile);
    m_flipPlaces.emplace(index, place);
    return place;
}

std::vector<Outgoing> Referee::takeOutbox()
{
    std::vector<Outgoing> out;
    out.swap(m_outbox);
    return out;
}

} // namespace mj::net
