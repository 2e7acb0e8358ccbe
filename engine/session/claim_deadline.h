// The deadline of a claim offered to a person (issue 5's countdown), in logical time: the
// caller passes in the milliseconds that count (the app only those while the question is on
// screen and no window covers it); the engine never reads a clock. One deadline for each
// discard and seat asked: asking again about the same discard keeps the time spent.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>

namespace mj {

class ClaimDeadline {
public:
    // A claim is offered to `seat` about discard number `discard` with `seconds` to answer
    // (0: no deadline). Starts the full time when this is a new question.
    void offer(int discard, int seat, int seconds);
    // Nothing is offered to a person: no deadline runs.
    void clear() { m_for.reset(); }
    bool running() const { return m_for.has_value(); }
    // Counts `ms` against a running deadline; true when it has now passed.
    bool pass(std::int64_t ms);
    // Milliseconds left (0 once passed); -1 when none runs.
    std::int64_t msLeft() const { return m_for ? m_leftMs : -1; }
    // Whole seconds left, rounded up (what a countdown shows); -1 when none runs.
    int secondsLeft() const;

private:
    std::optional<std::pair<int, int>> m_for; // (discard, seat)
    std::int64_t m_leftMs = 0;
};

} // namespace mj
