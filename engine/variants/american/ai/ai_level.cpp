#include "variants/american/ai/ai_level.h"

namespace mj::american {

std::string aiLevelName(AiLevel level)
{
    switch (level) {
    case AiLevel::Easy: return "easy";
    case AiLevel::Normal: return "normal";
    case AiLevel::Strong: return "strong";
    }
    return "easy";
}

Expected<AiLevel> parseAiLevel(const std::string& name)
{
    for (AiLevel level : {AiLevel::Easy, AiLevel::Normal, AiLevel::Strong})
        if (aiLevelName(level) == name)
            return level;
    return Error{"unknown American AI level '" + name + "' (the levels are easy, normal, strong)"};
}

std::vector<std::string> aiLevelNames() { return {"easy", "normal", "strong"}; }

} // namespace mj::american
