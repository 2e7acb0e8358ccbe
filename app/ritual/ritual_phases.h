// The steps of the setup ritual a user can name (`mahjongero --ritual-step STEP`): wash,
// wall (the four segments built), break (stack T lifted, the dice on the flower wall's
// head), joker (under a ruleset with a joker: the tile turned up that shows the jokers'
// kind), deal (the máno's 17th tile taken) and flowers (every flower replaced: the end).
// Each maps to the number of the record's events that complete it.
#pragma once

#include "core/tile_set.h"
#include "record/game_record.h"
#include "variants/filipino/rules/ruleset.h"

#include <optional>
#include <string>

namespace mjui {

enum class RitualPhase { Wash, Wall, Break, Joker, Deal, Flowers };

std::optional<RitualPhase> parseRitualPhase(const std::string& name);
// The names, comma-separated, for help and error text.
std::string ritualPhaseNames();

// How many events of the record complete the phase (0 if the record lacks it, as a
// ritual without a joker lacks the joker's). `rules` and `set` are the record's: the
// joker's reveal ends with the first tile turned up that the rules take as its indicator.
int stepAfterPhase(const mj::GameRecord& record, RitualPhase phase, const mj::Ruleset& rules, const mj::TileSet& set);

} // namespace mjui
