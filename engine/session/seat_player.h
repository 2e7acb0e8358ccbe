// Who plays a seat in a session (session/session.h): a person at the computer, who is
// waited for, or a bot of a level (variants/filipino/bots/bot_level.h), which is asked only on its turn.
#pragma once

#include "variants/filipino/bots/bot_level.h"

namespace mj {

struct SeatPlayer {
    bool person = false;
    BotLevel level = BotLevel::Normal; // for a bot

    static SeatPlayer human() { return {true, BotLevel::Normal}; }
    static SeatPlayer bot(BotLevel level) { return {false, level}; }
    bool operator==(const SeatPlayer&) const = default;
};

} // namespace mj
