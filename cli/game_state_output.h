// The end of a replayed game, for `mahjongero-cli replay` of a game record: who won and how,
// every payment, each seat's balance, hand, sets and flowers, and what was left in the wall.
#pragma once

#include "variants/filipino/game/game.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace mj::cli {

nlohmann::json finalState(const Game& game);
std::vector<std::string> describeFinalState(const Game& game);

} // namespace mj::cli
