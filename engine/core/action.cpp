#include "core/action.h"

#include <array>

namespace mj {

namespace {
constexpr std::array<const char*, kActionTypes> kNames{
    "draw", "discard", "win", "secret", "sagasa", "beauty", "news",
    "pass", "chow", "pung", "kang", "claim_win", "claim_beauty", "claim_news", "move", "resign",
    "call", "joker_exchange", "call_dead", "pass_tile", "pass_blind", "vote", "courtesy_offer",
};
} // namespace

std::string actionTypeName(ActionType t) { return kNames[static_cast<std::size_t>(t)]; }

Expected<ActionType> parseActionType(const std::string& text)
{
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (text == kNames[i])
            return static_cast<ActionType>(i);
    return failure("unknown action \"" + text + "\"");
}

} // namespace mj
