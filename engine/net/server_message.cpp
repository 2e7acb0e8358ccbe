#include "net/server_message.h"

#include "core/excerpt.h"
#include "record/record_json.h"

namespace mj::net {

namespace {

using nlohmann::json;

// A field's complaint, caught below and returned as the message's refusal.
struct Bad {
    std::string what;
};

const json& field(const json& m, const char* name)
{
    const auto it = m.find(name);
    if (it == m.end())
        throw Bad{std::string("field \"") + name + "\" is missing"};
    return *it;
}

int integer(const json& m, const char* name, int low, int high)
{
    const json& v = field(m, name);
    if (!v.is_number_integer() || v.get<long long>() < low || v.get<long long>() > high)
        throw Bad{std::string("field \"") + name + "\": expected a whole number from " + std::to_string(low) + " to " +
                  std::to_string(high)};
    return static_cast<int>(v.get<long long>());
}

std::string text(const json& m, const char* name)
{
    const json& v = field(m, name);
    if (!v.is_string())
        throw Bad{std::string("field \"") + name + "\": expected a string"};
    return v.get<std::string>();
}

bool flag(const json& m, const char* name)
{
    const auto it = m.find(name);
    if (it == m.end())
        return false;
    if (!it->is_boolean())
        throw Bad{std::string("field \"") + name + "\": expected true or false"};
    return it->get<bool>();
}

const json& array(const json& m, const char* name)
{
    const json& v = field(m, name);
    if (!v.is_array())
        throw Bad{std::string("field \"") + name + "\": expected an array"};
    return v;
}

// A game's end: the winner (-1: none) and each seat's gain.
Over readOver(const json& m)
{
    if (!m.is_object())
        throw Bad{"a game's end is not an object"};
    Over out{integer(m, "winner", -1, Seat::max - 1), {}};
    for (const json& b : array(m, "balance")) {
        if (!b.is_number_integer() || out.balance.size() >= static_cast<std::size_t>(Seat::max))
            throw Bad{"field \"balance\": expected a whole number for each seat"};
        out.balance.push_back(static_cast<int>(b.get<long long>()));
    }
    return out;
}

// The most earlier games a "results" message may hold (a long evening is a few hundred).
constexpr std::size_t kMaxResults = 100'000;

template <typename T>
T orBad(Expected<T> value, const std::string& where)
{
    if (!value)
        throw Bad{where + ": " + value.error()};
    return std::move(*value);
}

Place readPlace(const json& at)
{
    if (!at.is_object())
        throw Bad{"field \"at\": expected an object"};
    Place p;
    const std::string zone = text(at, "zone");
    bool known = false;
    for (Zone z : {Zone::Free, Zone::Wall, Zone::Hand, Zone::Exposed, Zone::Flowers, Zone::Discards})
        if (zoneName(z) == zone) {
            p.zone = z;
            known = true;
        }
    if (!known)
        throw Bad{"field \"at.zone\": \"" + excerpt(zone) + "\" is not a zone"};
    p.owner = integer(at, "owner", 0, 255);
    p.group = integer(at, "group", 0, 255);
    p.position = integer(at, "position", 0, 1023);
    return p;
}

ServerMessage read(const json& m, const RecordHeader& header)
{
    const std::string type = text(m, "type");
    if (type == "welcome")
        return Welcome{integer(m, "seat", 0, Seat::max - 1), text(m, "token"), text(m, "ruleset"),
                       integer(m, "seats", 1, Seat::max)};
    if (type == "watching")
        return Watching{text(m, "ruleset"), integer(m, "seats", 1, Seat::max)};
    if (type == "seats") {
        Seats out;
        for (const json& s : array(m, "seats")) {
            if (out.seats.size() >= static_cast<std::size_t>(Seat::max))
                throw Bad{"field \"seats\": more seats than a table has"};
            std::string level = s.contains("level") ? text(s, "level") : std::string();
            if (level.size() > 24)
                throw Bad{"field \"level\": longer than a level's name"};
            out.seats.push_back({text(s, "name"), flag(s, "bot"), flag(s, "ready"), flag(s, "connected"), std::move(level)});
        }
        return out;
    }
    if (type == "started") {
        const int game = integer(m, "game", 1, 1 << 30);
        const int seat = integer(m, "seat", 0, Seat::max - 1);
        json written = field(m, "header");
        if (!written.is_object() || written.contains("seed"))
            throw Bad{"field \"header\": expected a record's header without its seed"};
        written["seed"] = std::uint64_t{0}; // not sent: the server's until the game is over
        RecordHeader gameHeader = orBad(readHeader(written), "field \"header\"");
        if (seat >= gameHeader.seats)
            throw Bad{"field \"seat\": the game has only " + std::to_string(gameHeader.seats) + " seats"};
        return Started{game, seat, std::move(gameHeader)};
    }
    if (type == "view") {
        View out;
        out.index = static_cast<std::size_t>(integer(m, "index", 0, 1 << 20));
        out.view.event = orBad(readEvent(field(m, "event"), header, true), "field \"event\"");
        out.view.drawnTile = flag(m, "drawn_tile");
        if (m.contains("at"))
            out.at = readPlace(m.at("at"));
        return out;
    }
    if (type == "ask") {
        Ask out{integer(m, "ask", 0, 1 << 30), {}, integer(m, "seconds", 0, 3600)};
        for (const json& a : array(m, "actions")) {
            json line = a;
            if (!line.is_object())
                throw Bad{"field \"actions\": expected objects"};
            line["event"] = "action";
            const Event e = orBad(readEvent(line, header), "field \"actions\"");
            out.actions.push_back(std::get<ActionEvent>(e).action);
        }
        return out;
    }
    if (type == "refused")
        return Refused{text(m, "reason")};
    if (type == "over")
        return readOver(m);
    if (type == "results") {
        Results out;
        for (const json& g : array(m, "games")) {
            if (out.games.size() >= kMaxResults)
                throw Bad{"field \"games\": more games than a table keeps"};
            out.games.push_back(readOver(g));
        }
        return out;
    }
    if (type == "chat")
        return ChatLine{integer(m, "seat", 0, Seat::max - 1), text(m, "text")};
    if (type == "commit")
        return Commit{integer(m, "game", 1, 1 << 30), text(m, "commitment")};
    if (type == "reveal") {
        Reveal out{integer(m, "game", 1, 1 << 30), text(m, "secret"), {}, text(m, "record"), m};
        for (const json& c : array(m, "contributions")) {
            if (!c.is_string())
                throw Bad{"field \"contributions\": expected strings"};
            out.contributions.push_back(c.get<std::string>());
        }
        return out;
    }
    throw Bad{"\"" + excerpt(type) + "\" is not a message the server sends"};
}

} // namespace

Expected<ServerMessage> readServerMessage(const std::string& text, const RecordHeader& header)
{
    json m;
    try {
        m = json::parse(text);
    } catch (const json::exception&) {
        return failure("the server's message is not JSON: " + excerpt(text));
    }
    if (!m.is_object())
        return failure("the server's message is not a JSON object: " + excerpt(text));
    try {
        return read(m, header);
    } catch (const Bad& bad) {
        return failure("the server's \"" + (m.contains("type") && m["type"].is_string() ? m["type"].get<std::string>() : std::string("?")) +
                       "\" message: " + bad.what);
    } catch (const json::exception& e) {
        return failure("the server's message: " + excerpt(e.what(), 200));
    }
}

} // namespace mj::net
