// The steps of the setup ritual a user can name (`mahjongero --ritual-step STEP`): wash,
// wall (the four segments built), break (stack T lifted, the dice on the flower wall's
// head), deal (the máno's 17th tile taken) and flowers (every flower replaced: the end).
// Each maps to the number of the record's events that complete it.
#pragma once

#include "record/game_record.h"

#include <optional>
#include <string>

namespace mjui {

enum class RitualPhase { Wash, Wall, Break, Deal, Flowers };

std::optional<RitualPhase> parseRitualPhase(const std::string& name);
// The names, comma-separated, for help and error text.
std::string ritualPhaseNames();

// How many events of the record complete the phase (0 if the record lacks it).
int stepAfterPhase(const mj::GameRecord& record, RitualPhase phase);

} // namespace mjui
