#include "variants/filipino/bots/bot_level.h"

#include "variants/filipino/bots/easy_bot.h"
#include "variants/filipino/bots/simple_bot.h"
#include "variants/filipino/bots/strong_bot.h"

#include <array>
#include <utility>

namespace mj {

namespace {

constexpr std::array<std::pair<BotLevel, const char*>, 4> kLevels{{
    {BotLevel::Easy, "easy"},
    {BotLevel::Normal, "normal"},
    {BotLevel::Strong, "strong"},
    {BotLevel::StrongNoSample, "strong-nosample"},
}};
constexpr std::size_t kOfferedLevels = 3; // the first three; the last is a test level

} // namespace

std::string botLevelName(BotLevel level)
{
    for (const auto& [l, name] : kLevels)
        if (l == level)
            return name;
    return "normal";
}

std::vector<std::string> offeredBotLevels()
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < kOfferedLevels; ++i)
        out.emplace_back(kLevels[i].second);
    return out;
}

std::string botLevelNames()
{
    std::string out;
    for (const std::string& name : offeredBotLevels())
        out += (out.empty() ? "" : ", ") + name;
    return out;
}

Expected<BotLevel> parseBotLevel(const std::string& name)
{
    for (const auto& [l, known] : kLevels)
        if (name == known)
            return l;
    return failure("unknown AI level \"" + name + "\" (known: " + botLevelNames() + ")");
}

std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed)
{
    switch (level) {
    case BotLevel::Easy: return std::make_unique<EasyBot>(seed);
    case BotLevel::Normal: return std::make_unique<SimpleBot>(seed);
    case BotLevel::Strong: return std::make_unique<StrongBot>(seed);
    case BotLevel::StrongNoSample: return std::make_unique<StrongBot>(seed, false);
    }
    return std::make_unique<SimpleBot>(seed);
}

} // namespace mj
