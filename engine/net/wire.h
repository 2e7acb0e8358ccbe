// The network protocol's messages (issue 15; docs/network.md), one JSON object each, as a
// WebSocket text message carries them. The engine knows no sockets: a transport (the Qt
// server and client) moves the strings, and the referee (net/referee.h) makes and reads
// them. Every message has "type"; a client's first is "hello" with the protocol version.
//
// A client's message is read strictly (what it sends cannot be trusted): at most
// kMaxClientMessageBytes, JSON nested at most 3 deep, no key twice, a known type, every
// field of the right type and within bounds, no unknown field. A refusal names what is
// wrong and where ("field \"choice\": expected a whole number from 0 to 63").
//
// What the server sends a seat is made only from that seat's views of the game
// (views/event_view.h): a tile the seat may not see is sent as 65535 (kHiddenTile), and no
// message carries a seed.
#pragma once

#include "core/action.h"
#include "core/expected.h"
#include "record/game_record.h"
#include "table/place.h"
#include "views/event_view.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mj::net {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kMaxClientMessageBytes = 4096;
inline constexpr std::size_t kMaxNameChars = 24;
inline constexpr std::size_t kMaxChatChars = 200;

// From a client.
struct Hello {
    int version = 0;
    std::string name;
    std::string table; // the table's code, as its host shares it
    std::string token; // a seat token from an earlier "welcome", to come back; may be empty
    // Only to watch: no seat; each game is shown once it has ended (spectators see no
    // game in play, so nothing they see can help a player).
    bool watch = false;
};
struct Sit {
    int seat = 0;
};
struct Ready {
    // The player's part of the next game's seed (the provable wall, docs/network.md): up to
    // 64 hexadecimal digits of their own randomness; may be empty.
    std::string contribution;
};
// An answer to the server's "ask": the ask's number and the index of the action chosen.
struct Answer {
    int ask = 0;
    int choice = 0;
};
struct Chat {
    std::string text;
};
using ClientMessage = std::variant<Hello, Sit, Ready, Answer, Chat>;

// Reads one client message, or says what is wrong with it.
Expected<ClientMessage> readClientMessage(const std::string& text);
// The message as a client sends it (clients and tests).
std::string writeClientMessage(const ClientMessage& message);

// From the server. Each returns the JSON text of one message.
std::string welcomeMessage(int seat, const std::string& token, const std::string& ruleset, int seats);
// Who sits where: for each seat, who holds it ("" free), whether a bot, whether ready.
struct SeatInfo {
    std::string name;
    bool bot = false;
    bool ready = false;
    bool connected = false;
    // A seat nobody sits at: the AI level that plays it ("" when the server does not say).
    std::string level;
};
std::string seatsMessage(const std::vector<SeatInfo>& seats);
// A spectator is welcome: the table's ruleset and its seats.
std::string watchingMessage(const std::string& ruleset, int seats);
// A game is dealt: its record's header (the ruleset, the tiles, the wall, the seats) with
// no seed, so the client can lay out the table its views are of.
std::string startedMessage(int game, int seat, const RecordHeader& header);
// The view of the game's event `index` for the seat it is sent to. A flip says where its tile
// lies (`at`: public, the tile lies face up), which the event does not.
std::string viewMessage(std::size_t index, const SeenEvent& view, const std::optional<Place>& at = std::nullopt);
// The seat's legal actions, numbered; `seconds` to answer (0: no deadline).
std::string askMessage(int ask, const std::vector<Action>& actions, int seconds);
std::string refusedMessage(const std::string& reason);
std::string overMessage(int winner, const std::vector<int>& balance);
// How each earlier game of the table ended (its "over": the winner, -1 for none, and each
// seat's gain), in order from game 1: sent to a player who comes back, before the game in
// play, so their match's ledger holds every game, those they missed too.
struct GameResult {
    int winner = -1;
    std::vector<int> balance;
};
std::string resultsMessage(const std::vector<GameResult>& games);
std::string chatMessage(int seat, const std::string& text);
// The provable wall: before game `game`, the server's commitment (SHA-256 of its secret, hex);
// after it, the secret, each seat's contribution (hex; "" for none) and the game's record
// (JSON Lines) to check it by.
std::string commitMessage(int game, const std::string& commitment);
std::string revealMessage(int game, const std::string& secret, const std::vector<std::string>& contributions,
                          const std::string& record);

nlohmann::json actionToJson(const Action& action);

} // namespace mj::net
