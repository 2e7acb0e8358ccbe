// Who plays a seat in a session (session/session.h): a person at the computer, who is
// waited for, or an agent of one of the variant's AI levels (Variant::agentLevels(), e.g.
// "normal"), which is asked only on its turn.
#pragma once

#include <string>

namespace mj {

struct SeatPlayer {
    bool person = false;
    std::string level; // for an agent

    static SeatPlayer human() { return {true, {}}; }
    static SeatPlayer agent(std::string level) { return {false, std::move(level)}; }
    bool operator==(const SeatPlayer&) const = default;
};

} // namespace mj
