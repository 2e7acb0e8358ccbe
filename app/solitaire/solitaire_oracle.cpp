#include "solitaire/solitaire_oracle.h"

#include <QMetaObject>

using namespace mj::solitaire;

SolitaireOracle::SolitaireOracle(QObject* parent) : QObject(parent)
{
    // One search at a time: the machine stays the player's, and answers come in order.
    m_pool.setMaxThreadCount(1);
}

SolitaireOracle::~SolitaireOracle() { wait(); }

void SolitaireOracle::wait() { m_pool.waitForDone(); }

void SolitaireOracle::forget()
{
    const std::lock_guard lock(m_mutex);
    m_answers.clear();
}

std::string SolitaireOracle::keyOf(const Position& position) { return positionText(position); }

std::optional<SolitaireOracle::Answer> SolitaireOracle::known(const Position& position) const
{
    const std::lock_guard lock(m_mutex);
    const auto it = m_answers.find(keyOf(position));
    if (it == m_answers.end())
        return std::nullopt;
    return it->second;
}

void SolitaireOracle::tell(const Position& position, const Answer& answer) { keep(position, answer); }

void SolitaireOracle::keep(const Position& position, const Answer& answer)
{
    const std::lock_guard lock(m_mutex);
    m_answers[keyOf(position)] = answer;
    if (answer.verdict != Verdict::Winnable)
        return;
    // Every position along the way is won by the rest of the way.
    Position p = position;
    for (std::size_t i = 0; i < answer.solution.size(); ++i) {
        if (whyIllegal(p, answer.solution[i]))
            break;
        applyMove(p, answer.solution[i]);
        Answer rest{Verdict::Winnable, {answer.solution.begin() + static_cast<std::ptrdiff_t>(i) + 1, answer.solution.end()}};
        m_answers.try_emplace(keyOf(p), std::move(rest));
    }
}

SolitaireOracle::Answer SolitaireOracle::solveAndKeep(const Position& position)
{
    if (auto answer = known(position))
        return *answer;
    const SolveResult result = solve(position);
    Answer answer{result.verdict, result.solution};
    keep(position, answer);
    return answer;
}

void SolitaireOracle::ask(const Position& position)
{
    quint64 request = 0;
    {
        const std::lock_guard lock(m_mutex);
        request = ++m_asked;
    }
    m_pool.start([this, position, request] {
        {
            const std::lock_guard lock(m_mutex);
            if (request != m_asked && !m_answers.count(keyOf(position)))
                return; // the player has moved on; this one is asked again if it matters
        }
        solveAndKeep(position);
        const QString key = QString::fromStdString(keyOf(position));
        QMetaObject::invokeMethod(this, [this, key] { emit answered(key); }, Qt::QueuedConnection);
    });
}

quint64 SolitaireOracle::findNoReturn(std::vector<Position> line)
{
    quint64 request = 0;
    {
        const std::lock_guard lock(m_mutex);
        request = ++m_searches;
    }
    m_pool.start([this, line = std::move(line), request] {
        int index = -1;
        if (!line.empty() && solveAndKeep(line.back()).verdict == Verdict::Unwinnable) {
            // line[lo] is winnable or lo = -1 (before the deal); line[hi] is not.
            int lo = -1, hi = static_cast<int>(line.size()) - 1;
            while (hi - lo > 1) {
                const int mid = (lo + hi) / 2;
                if (solveAndKeep(line[static_cast<std::size_t>(mid)]).verdict == Verdict::Unwinnable)
                    hi = mid;
                else
                    lo = mid; // winnable (or undecided: taken as not yet lost)
            }
            index = hi;
        }
        QMetaObject::invokeMethod(this, [this, index, request] { emit noReturnFound(index, request); },
                                  Qt::QueuedConnection);
    });
    return request;
}
