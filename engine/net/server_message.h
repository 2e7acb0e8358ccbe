// The server's messages as a client reads them (issue 15; docs/network.md, "From the
// server"). The app's client and the tests read what the server sends through these: a
// message the client cannot use (not JSON, an unknown type, a field missing or out of
// range, a view whose event does not read) is refused with what is wrong, never trusted.
#pragma once

#include "core/action.h"
#include "core/expected.h"
#include "net/wire.h"
#include "record/game_record.h"
#include "table/place.h"
#include "views/event_view.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mj::net {

struct Welcome {
    int seat = 0;
    std::string token;
    std::string ruleset;
    int seats = 0;
};
// Welcome as a spectator: no seat.
struct Watching {
    std::string ruleset;
    int seats = 0;
};
struct Seats {
    std::vector<SeatInfo> seats;
};
struct Started {
    int game = 0;
    int seat = 0;
    RecordHeader header; // with no seed
};
struct View {
    std::size_t index = 0;
    SeenEvent view;
    std::optional<Place> at; // a flip's place
};
struct Ask {
    int ask = 0;
    std::vector<Action> actions;
    int seconds = 0; // 0: no deadline
};
struct Refused {
    std::string reason;
};
struct Over {
    int winner = -1;
    std::vector<int> balance;
};
struct ChatLine {
    int seat = 0;
    std::string text;
};
struct Commit {
    int game = 0;
    std::string commitment;
};
struct Reveal {
    int game = 0;
    std::string secret;
    std::vector<std::string> contributions;
    std::string record; // JSON Lines
    nlohmann::json message; // as sent, for fair::verifyDeal
};
// The earlier games' ends (a player coming back), game 1 first.
struct Results {
    std::vector<Over> games;
};
using ServerMessage =
    std::variant<Welcome, Seats, Started, View, Ask, Refused, Over, ChatLine, Commit, Reveal, Results, Watching>;

// Reads one message from the server. A view's and an ask's tiles are read against `header`
// (the game's, from "started"; before one, the Chinese set's).
Expected<ServerMessage> readServerMessage(const std::string& text, const RecordHeader& header);

} // namespace mj::net
