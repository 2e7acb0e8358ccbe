// The AI levels a player can pick for a seat ("easy", "normal", "strong") and the one
// factory that makes a bot of a level from a seed. Normal is the SimpleBot of the
// simulation; Easy (variants/filipino/bots/easy_bot.h) plays legally with obvious mistakes; Strong
// (variants/filipino/bots/strong_bot.h) decides by expected value, defends and reads the table. Every bot is
// deterministic for its seed.
#pragma once

#include "variants/filipino/bots/bot.h"
#include "core/expected.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mj {

// StrongNoSample is a test level, not offered to players: strong with its sampling of the
// hidden tiles off, so the arena can measure what sampling brings (docs/ai.md).
enum class BotLevel : std::uint8_t { Easy, Normal, Strong, StrongNoSample };

std::string botLevelName(BotLevel level); // "easy", "normal", "strong", "strong-nosample"
// Refused with a message naming the known levels. The test level parses too.
Expected<BotLevel> parseBotLevel(const std::string& name);
// The names players choose from, weakest first (the test level is left out), and the same
// comma-separated, for help and error text.
std::vector<std::string> offeredBotLevels();
std::string botLevelNames();

std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed);

} // namespace mj
