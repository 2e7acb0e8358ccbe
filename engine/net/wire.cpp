#include "net/wire.h"

#include "core/excerpt.h"
#include "core/json_nesting.h"
#include "core/json_strict.h"
#include "core/overloaded.h"
#include "record/record_json.h"

#include <algorithm>
#include <set>

namespace mj::net {

using nlohmann::json;

namespace {

constexpr int kMaxNesting = 3;
constexpr int kMaxSeat = 7;
constexpr int kMaxAsk = 1'000'000'000;
constexpr int kMaxChoice = 63;

std::string quoted(const std::string& key) { return "field \"" + key + "\""; }

// Characters, not bytes: the name and the chat are read as UTF-8.
std::size_t characters(const std::string& text)
{
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// The fields a message of its type may have, and reading them one by one.
class Fields {
public:
    Fields(const json& message, std::set<std::string> allowed) : m_message(message), m_allowed(std::move(allowed)) {}

    // The first field the type does not have, if any.
    std::string unknown() const
    {
        for (auto it = m_message.begin(); it != m_message.end(); ++it)
            if (!m_allowed.count(it.key()))
                return it.key();
        return {};
    }
    Expected<int> whole(const std::string& key, int lo, int hi) const
    {
        const auto it = m_message.find(key);
        if (it == m_message.end())
            return failure(quoted(key) + ": missing");
        if (!it->is_number_integer() || it->get<long long>() < lo || it->get<long long>() > hi)
            return failure(quoted(key) + ": expected a whole number from " + std::to_string(lo) + " to " +
                           std::to_string(hi));
        return static_cast<int>(it->get<long long>());
    }
    // An optional true or false (absent: false).
    Expected<bool> flag(const std::string& key) const
    {
        const auto it = m_message.find(key);
        if (it == m_message.end())
            return false;
        if (!it->is_boolean())
            return failure(quoted(key) + ": expected true or false");
        return it->get<bool>();
    }
    Expected<std::string> text(const std::string& key, std::size_t maxChars, bool required) const
    {
        const auto it = m_message.find(key);
        if (it == m_message.end())
            return required ? Expected<std::string>(failure(quoted(key) + ": missing")) : std::string();
        if (!it->is_string())
            return failure(quoted(key) + ": expected text");
        const std::string value = it->get<std::string>();
        if (escapeInvalidUtf8(value) != value)
            return failure(quoted(key) + ": not valid UTF-8 text (or holds control characters)");
        if (characters(value) > maxChars)
            return failure(quoted(key) + ": longer than " + std::to_string(maxChars) + " characters");
        return value;
    }

private:
    const json& m_message;
    std::set<std::string> m_allowed;
};

} // namespace

Expected<ClientMessage> readClientMessage(const std::string& text)
{
    if (text.size() > kMaxClientMessageBytes)
        return failure("the message holds " + std::to_string(text.size()) + " bytes; the limit is " +
                       std::to_string(kMaxClientMessageBytes));
    if (lineNestedDeeperThan(text, kMaxNesting) != 0)
        return failure("JSON nested deeper than " + std::to_string(kMaxNesting) + " levels");
    json message;
    try {
        message = parseJsonRefusingDuplicates(text);
    } catch (const DuplicateJsonKey& e) {
        return failure(std::string(e.what()));
    } catch (const json::exception&) {
        return failure("not valid JSON");
    }
    if (!message.is_object())
        return failure("expected a JSON object");
    const auto type = message.find("type");
    if (type == message.end() || !type->is_string())
        return failure(quoted("type") + ": missing, or not text");
    const std::string name = type->get<std::string>();

    const auto read = [&](std::set<std::string> allowed, auto make) -> Expected<ClientMessage> {
        allowed.insert("type");
        const Fields fields(message, std::move(allowed));
        if (const std::string extra = fields.unknown(); !extra.empty())
            return failure("a \"" + name + "\" message has no field \"" + excerpt(extra) + "\"");
        return make(fields);
    };
    if (name == "hello")
        return read({"version", "name", "table", "token", "watch"}, [](const Fields& f) -> Expected<ClientMessage> {
            const auto version = f.whole("version", 0, 1'000'000);
            if (!version)
                return failure(version.error());
            if (*version != kProtocolVersion)
                return failure("protocol version " + std::to_string(*version) + " is not spoken here; this server speaks " +
                               std::to_string(kProtocolVersion));
            const auto nameText = f.text("name", kMaxNameChars, true);
            if (!nameText)
                return failure(nameText.error());
            if (nameText->empty())
                return failure(quoted("name") + ": empty");
            const auto table = f.text("table", 16, true);
            if (!table)
                return failure(table.error());
            const auto token = f.text("token", 64, false);
            if (!token)
                return failure(token.error());
            const auto watch = f.flag("watch");
            if (!watch)
                return failure(watch.error());
            if (*watch && !token->empty())
                return failure(quoted("token") + ": a spectator takes no seat back");
            return ClientMessage{Hello{*version, *nameText, *table, *token, *watch}};
        });
    if (name == "sit")
        return read({"seat"}, [](const Fields& f) -> Expected<ClientMessage> {
            const auto seat = f.whole("seat", 0, kMaxSeat);
            if (!seat)
                return failure(seat.error());
            return ClientMessage{Sit{*seat}};
        });
    if (name == "ready")
        return read({"contribution"}, [](const Fields& f) -> Expected<ClientMessage> {
            const auto contribution = f.text("contribution", 64, false);
            if (!contribution)
                return failure(contribution.error());
            if (contribution->find_first_not_of("0123456789abcdef") != std::string::npos)
                return failure(quoted("contribution") + ": expected hexadecimal digits (0-9, a-f)");
            return ClientMessage{Ready{*contribution}};
        });
    if (name == "answer")
        return read({"ask", "choice"}, [](const Fields& f) -> Expected<ClientMessage> {
            const auto ask = f.whole("ask", 0, kMaxAsk);
            if (!ask)
                return failure(ask.error());
            const auto choice = f.whole("choice", 0, kMaxChoice);
            if (!choice)
                return failure(choice.error());
            return ClientMessage{Answer{*ask, *choice}};
        });
    if (name == "chat")
        return read({"text"}, [](const Fields& f) -> Expected<ClientMessage> {
            const auto chat = f.text("text", kMaxChatChars, true);
            if (!chat)
                return failure(chat.error());
            return ClientMessage{Chat{*chat}};
        });
    return failure(quoted("type") + ": no message is called \"" + excerpt(name) + "\"");
}

std::string writeClientMessage(const ClientMessage& message)
{
    return std::visit(Overloaded{
                          [](const Hello& m) {
                              json out{{"type", "hello"}, {"version", m.version}, {"name", m.name}, {"table", m.table}};
                              if (!m.token.empty())
                                  out["token"] = m.token;
                              if (m.watch)
                                  out["watch"] = true;
                              return out.dump();
                          },
                          [](const Sit& m) { return json{{"type", "sit"}, {"seat", m.seat}}.dump(); },
                          [](const Ready& m) {
                              json out{{"type", "ready"}};
                              if (!m.contribution.empty())
                                  out["contribution"] = m.contribution;
                              return out.dump();
                          },
                          [](const Answer& m) {
                              return json{{"type", "answer"}, {"ask", m.ask}, {"choice", m.choice}}.dump();
                          },
                          [](const Chat& m) { return json{{"type", "chat"}, {"text", m.text}}.dump(); },
                      },
                      message);
}

json actionToJson(const Action& action)
{
    // As a record writes an action (docs/record-format.md), without the event's name.
    json out = eventToJson(ActionEvent{action});
    out.erase("event");
    return out;
}

std::string welcomeMessage(int seat, const std::string& token, const std::string& ruleset, int seats)
{
    return json{{"type", "welcome"}, {"version", kProtocolVersion}, {"seat", seat}, {"token", token},
                {"ruleset", ruleset}, {"seats", seats}}
        .dump();
}

std::string seatsMessage(const std::vector<SeatInfo>& seats)
{
    json list = json::array();
    for (const SeatInfo& s : seats) {
        json seat{{"name", s.name}, {"bot", s.bot}, {"ready", s.ready}, {"connected", s.connected}};
        if (!s.level.empty())
            seat["level"] = s.level;
        list.push_back(std::move(seat));
    }
    return json{{"type", "seats"}, {"seats", list}}.dump();
}

std::string watchingMessage(const std::string& ruleset, int seats)
{
    return json{{"type", "watching"}, {"version", kProtocolVersion}, {"ruleset", ruleset}, {"seats", seats}}.dump();
}

std::string startedMessage(int game, int seat, const RecordHeader& header)
{
    json written = headerToJson(header);
    written.erase("seed"); // the server's until the game is over
    return json{{"type", "started"}, {"game", game}, {"seat", seat}, {"header", written}}.dump();
}

std::string viewMessage(std::size_t index, const SeenEvent& view, const std::optional<Place>& at)
{
    json out{{"type", "view"}, {"index", index}, {"event", eventToJson(view.event)}};
    if (view.drawnTile)
        out["drawn_tile"] = true;
    if (at)
        out["at"] = json{{"zone", zoneName(at->zone)}, {"owner", at->owner}, {"group", at->group}, {"position", at->position}};
    return out.dump();
}

std::string askMessage(int ask, const std::vector<Action>& actions, int seconds)
{
    json list = json::array();
    for (const Action& a : actions)
        list.push_back(actionToJson(a));
    return json{{"type", "ask"}, {"ask", ask}, {"actions", list}, {"seconds", seconds}}.dump();
}

std::string refusedMessage(const std::string& reason)
{
    return json{{"type", "refused"}, {"reason", reason}}.dump();
}

std::string resultsMessage(const std::vector<GameResult>& games)
{
    json list = json::array();
    for (const GameResult& g : games)
        list.push_back({{"winner", g.winner}, {"balance", g.balance}});
    return json{{"type", "results"}, {"games", list}}.dump();
}

std::string overMessage(int winner, const std::vector<int>& balance)
{
    return json{{"type", "over"}, {"winner", winner}, {"balance", balance}}.dump();
}

std::string chatMessage(int seat, const std::string& text)
{
    return json{{"type", "chat"}, {"seat", seat}, {"text", text}}.dump();
}

std::string commitMessage(int game, const std::string& commitment)
{
    return json{{"type", "commit"}, {"game", game}, {"commitment", commitment}}.dump();
}

std::string revealMessage(int game, const std::string& secret, const std::vector<std::string>& contributions,
                          const std::string& record)
{
    return json{{"type", "reveal"}, {"game", game}, {"secret", secret}, {"contributions", contributions}, {"record", record}}
        .dump();
}

} // namespace mj::net
