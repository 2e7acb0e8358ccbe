// The Filipino setup ritual (RULINGS.md, "The Filipino setup ritual", steps 1-7; seed
// 000 "Setup"), performed on a new table as events: wash, build four segments, roll for
// the máno (ties roll again among themselves), roll for the break, break the wall, lift
// stack T onto T-1 with the dice on it, deal 8 + 8 to each seat from the máno to the
// right and a 17th to the máno, then expose and replace flowers round by round.
// Every random choice comes from one Rng seeded with the record's seed.
#pragma once

#include "core/rng.h"
#include "record/game_log.h"

#include <optional>
#include <vector>

namespace mj {

struct RitualOptions {
    // The máno, when already known (games after a match's first); otherwise rolled for.
    std::optional<Seat> mano;
    // A stacked wash: this order instead of the RNG's shuffle (scenarios and lessons).
    std::vector<TileId> washOrder;
};

GameRecord performRitual(std::uint64_t seed, const Ruleset& rules);
// Performs the ritual into `log` with `rng`, which the caller goes on using.
void performRitual(GameLog& log, Rng& rng, const Ruleset& rules, const RitualOptions& options = {});

} // namespace mj
