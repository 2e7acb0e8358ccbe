// AmericanSession's friends at one computer (issue 17, "playable in the app against AI and
// friends"): two to four persons sit at seats 0.. in turn, the others are AI players. Who
// is at the screen, who the computer is passed to next and when a person leaves the screen
// are the engine session's (session/session.h: atScreen, handOver, present, ready); this
// names the seats and tells the page what it may show: the rack, the card helper, the
// chosen tiles and the face of a hand only to the person at the screen, after ready().
//
// The Charleston, the vote and the courtesy pass are decided by every seat at once in the
// engine; its seatToAct asks the persons one after another (from East), each behind their
// own hand-over. In the claim window each person is asked in turn after the discarder, and
// the countdown runs only for the person at the screen (the engine's deadline). A person who
// may only let a discard go is passed at once, as the one person of a match against the
// computer is, so a discard does not cost a hand-over per friend.
#include "american/american_session.h"

#include "session/session.h"
#include "variants/american/american_game.h"
#include "variants/american/american_setup.h"

#include <algorithm>

namespace {

constexpr int kMinPersons = 2;
constexpr int kMaxPersons = mj::american::kSeats;
constexpr int kLongestName = 24;

} // namespace

bool AmericanSession::startWithFriends(const QStringList& names, const QString& level)
{
    const int seats = mj::american::kSeats;
    if (names.size() < kMinPersons || names.size() > kMaxPersons) {
        m_refusal = tr("Two to four players take turns at this computer, not %1.").arg(names.size());
        emit stateChanged();
        return false;
    }
    QStringList seated;
    for (int s = 0; s < names.size(); ++s) {
        QString name = names[s].simplified().left(kLongestName);
        if (name.isEmpty())
            name = tr("Player %1").arg(s + 1);
        if (seated.contains(name, Qt::CaseInsensitive)) {
            m_refusal = tr("Two players are called %1: give each a name of their own.").arg(name);
            emit stateChanged();
            return false;
        }
        seated << name;
    }
    for (int s = static_cast<int>(seated.size()), ai = 1; s < seats; ++s, ++ai)
        seated << tr("AI %1").arg(ai);
    stop();
    m_names = seated;
    m_persons = static_cast<int>(names.size());
    if (!start(level)) {
        m_names.clear();
        m_persons = 1;
        return false;
    }
    emit activeChanged(); // the names and hotSeat, though the match was already active
    return true;
}

void AmericanSession::seatSavedPersons(int persons)
{
    m_persons = std::clamp(persons, 1, kMaxPersons);
    m_names.clear();
    if (m_persons < kMinPersons)
        return;
    // The save keeps who is a person, not their names.
    for (int s = 0; s < mj::american::kSeats; ++s)
        m_names << (s < m_persons ? tr("Player %1").arg(s + 1) : tr("AI %1").arg(s - m_persons + 1));
}

bool AmericanSession::hotSeat() const { return m_session && m_session->hotSeat(); }

QStringList AmericanSession::seatNames() const
{
    QStringList out;
    for (int s = 0; s < mj::american::kSeats; ++s)
        out << seatName(s);
    return out;
}

int AmericanSession::you() const { return m_session ? m_session->atScreen().index() : 0; }

bool AmericanSession::isYou(int seat) const { return !hotSeat() && seat == 0; }

bool AmericanSession::handShown() const { return m_session && (!m_session->hotSeat() || m_session->present()); }

// Between two persons the table first shows what the others did (every hand concealed);
// then the hand-over screen asks for the next person.
int AmericanSession::handOverSeat() const
{
    return m_session && m_session->hasGame() && m_session->handOver() && caughtUp() ? m_session->handOver()->index() : -1;
}

// The camera turns to the chair of the person the computer is passed to while the hand-over
// screen hides the table, so the table stands the right way round when they press Ready.
int AmericanSession::viewSeat() const
{
    if (!m_session)
        return 0;
    if (const auto next = m_session->handOver())
        return next->index();
    return you();
}

void AmericanSession::ready()
{
    if (handOverSeat() < 0)
        return;
    m_session->ready();
    m_selected.clear();
    m_refusal.clear();
    m_status = tr("%1 at the screen.").arg(seatName(you()));
    settle(); // their rack and helper, their moves, the claim's countdown
}

bool AmericanSession::passForAbsent()
{
    if (!hotSeat() || !m_session->hasGame() || m_session->game().over())
        return false;
    const auto next = m_session->handOver();
    if (!next)
        return false;
    const auto& moves = m_session->game().legalActions(*next);
    if (moves.size() != 1 || moves.front().type != mj::ActionType::Pass)
        return false;
    return act(moves.front());
}
