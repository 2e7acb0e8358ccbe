// A game's record: its seed and ruleset, then its ordered events (ARCHITECTURE.md: the
// log of events is the single truth). Replaying the events on a new table rebuilds the
// identical table; the seed lets the engine regenerate the same events.
#pragma once

#include "core/tile_set.h"
#include "rules/ruleset.h"
#include "table/event.h"
#include "table/wall_geometry.h"

#include <cstdint>
#include <vector>

namespace mj {

struct RecordHeader {
    std::uint64_t seed = 0;
    Ruleset rules;
    const TileSet* tileSet = &TileSet::chinese();
    WallGeometry geometry = WallGeometry::filipino();
};

struct GameRecord {
    RecordHeader header;
    std::vector<Event> events;
};

} // namespace mj
