// The next step of the setup ritual (RULINGS.md, "The Filipino setup ritual") for a table
// in whatever state the free table left it: wash, build, roll for the máno, break the
// wall, deal, replace flowers. The free table's "run the next ritual step" asks which step
// the table is ready for and the events of that step; when the table is in no state for
// any step (tiles scattered before the wash, a segment half built, the ritual done) it
// says why instead. The events are those performRitual (ritual.h) would emit for the
// step, drawn from the caller's Rng, so a step run on the free table reads like the
// ritual in the record.
#pragma once

#include "core/expected.h"
#include "core/rng.h"
#include "variants/filipino/rules/ruleset.h"
#include "table/table.h"

#include <string>
#include <vector>

namespace mj {

enum class RitualStep : std::uint8_t { Wash, Build, Mano, Break, Deal, Flowers };

// "wash", "build the wall", "roll for the máno", "break the wall", "deal", "replace flowers".
std::string ritualStepName(RitualStep step);

// The step the table is ready for. `washed`: the tiles of the free area were washed
// since a tile last moved there (the build needs a washed heap).
Expected<RitualStep> nextRitualStep(const Table& table, const Ruleset& rules, bool washed);

// The events of that step, applied one after another to a copy of `table` as they are made.
Expected<std::vector<Event>> ritualStepEvents(const Table& table, const Ruleset& rules, bool washed, Rng& rng);

} // namespace mj
