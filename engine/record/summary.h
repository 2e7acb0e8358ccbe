// The outcome of the setup ritual in a few fields, read off the table alone: the máno,
// the break dice (they lie on the flower wall), the broken wall and stack T, every
// seat's hand and flowers in notation, and the tiles left in the draw and flower walls
// (see table/live_wall.h for where one ends and the other begins). Printed as the last
// line of `mahjongero-cli ritual --json`, and checked by `mahjongero-cli replay`.
#pragma once

#include "table/table.h"

#include <nlohmann/json.hpp>

namespace mj {

nlohmann::json summarize(const Table& table);

} // namespace mj
