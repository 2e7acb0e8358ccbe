// What a session (session/session.h) tells the one driving it, in the order it happens:
// a move applied (a bot's or a person's), a claim the deadline passed for a person, the
// bots stopped by a refused action, and a game over. A front end listens to save, to
// show or to send each on; the simulation listens to nothing.
#pragma once

#include "core/action.h"
#include "core/seat.h"

#include <string>
#include <variant>

namespace mj {

// A move was applied to the game: by a bot, or by a person (claims passed for them included).
struct MoveApplied {
    Action action;
    bool byBot = false;
};

// The claim deadline passed for the person at `seat`: the session passed for them.
struct ClaimTimedOut {
    Seat seat;
};

// A bot chose an action the rules refuse; the game is unchanged and no bot is asked again
// until the next game (asking again would get the same answer for ever).
struct BotsStopped {
    Seat seat;
    Action action;
    std::string reason; // the engine's refusal
};

// The game ended and was posted to the match.
struct GameOver {};

using SessionEvent = std::variant<MoveApplied, ClaimTimedOut, BotsStopped, GameOver>;

} // namespace mj
