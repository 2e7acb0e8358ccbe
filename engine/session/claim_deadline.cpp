#include "session/claim_deadline.h"

#include <algorithm>

namespace mj {

void ClaimDeadline::offer(int discard, int seat, int seconds)
{
    if (seconds <= 0) {
        m_for.reset();
        return;
    }
    const std::pair<int, int> key{discard, seat};
    if (m_for == key)
        return;
    m_for = key;
    m_leftMs = static_cast<std::int64_t>(seconds) * 1000;
}

bool ClaimDeadline::pass(std::int64_t ms)
{
    if (!m_for || ms < 0)
        return false;
    m_leftMs -= ms;
    return m_leftMs <= 0;
}

int ClaimDeadline::secondsLeft() const
{
    if (!m_for)
        return -1;
    return static_cast<int>(std::max<std::int64_t>(0, (m_leftMs + 999) / 1000));
}

} // namespace mj
