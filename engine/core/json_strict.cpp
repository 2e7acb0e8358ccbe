#include "core/json_strict.h"

#include "core/excerpt.h"

#include <unordered_set>
#include <vector>

namespace mj {

namespace {

std::string message(const std::string& key, const std::string& path)
{
    return "key \"" + key + "\" appears twice in " + (path.empty() ? std::string("the same object") : "\"" + path + "\"");
}

} // namespace

DuplicateJsonKey::DuplicateJsonKey(std::string k, std::string p)
    : std::runtime_error(message(k, p)), key(std::move(k)), path(std::move(p))
{
}

nlohmann::json parseJsonRefusingDuplicates(std::string_view text)
{
    using nlohmann::json;
    // One entry per open object or array: the keys seen so far (objects), and the key under
    // which it hangs, for the path in a message.
    struct Open {
        bool object;
        std::string underKey;
        std::unordered_set<std::string> keys; // a set: a hostile line of 100,000 keys stays linear
    };
    std::vector<Open> open;
    std::string lastKey;
    const json::parser_callback_t check = [&](int /*depth*/, json::parse_event_t event, json& parsed) {
        switch (event) {
        case json::parse_event_t::object_start:
        case json::parse_event_t::array_start:
            open.push_back({event == json::parse_event_t::object_start, lastKey, {}});
            lastKey.clear();
            break;
        case json::parse_event_t::object_end:
        case json::parse_event_t::array_end:
            if (!open.empty())
                open.pop_back();
            break;
        case json::parse_event_t::key: {
            lastKey = parsed.get<std::string>();
            auto& keys = open.back().keys;
            if (!keys.insert(lastKey).second) {
                std::string path;
                for (std::size_t i = 1; i < open.size(); ++i)
                    if (!open[i].underKey.empty())
                        path += (path.empty() ? "" : ".") + excerpt(open[i].underKey);
                throw DuplicateJsonKey(excerpt(lastKey), path);
            }
            break;
        }
        case json::parse_event_t::value:
            break;
        }
        return true;
    };
    return json::parse(text.begin(), text.end(), check);
}

} // namespace mj
