// The levels of the American mahjong AI (issue 17, "AI"; docs/ai-american.md): easy aims at
// its nearest lines, normal weighs several lines by distance, value and live tiles, strong
// estimates each line's chance from the live tiles and the draws left and defends.
#pragma once

#include "core/expected.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mj::american {

enum class AiLevel : std::uint8_t { Easy, Normal, Strong };

std::string aiLevelName(AiLevel level); // "easy", "normal", "strong"
// Refused with a message naming the known levels.
Expected<AiLevel> parseAiLevel(const std::string& name);
// Weakest first.
std::vector<std::string> aiLevelNames();

} // namespace mj::american
