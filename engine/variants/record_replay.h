// Replaying a record's actions through a variant's rules: the part every variant's replay
// shares once it has made the game from the record's header and setup (the American game's
// deal, solitaire's wash). Each recorded action is applied in turn and every event the rules
// make is compared with the record's, so a record that the rules would not have made is
// refused with the record's line.
#pragma once

#include "core/action.h"
#include "core/expected.h"
#include "table/event.h"
#include "variants/variant.h"

#include <functional>
#include <string_view>
#include <vector>

namespace mj {

// Plays `events` (the record's, the setup's included) into `game`, a game just made from the
// record's setup: the events the game made already are compared first, then each recorded
// action in turn is applied and the events it makes compared. Refused, with the record's line
// (line N is the record's event N - 2, after the header), when the game makes an event the
// record does not have, an event the record has where an action should be, the rules refuse
// an action, or the record stops before the game does. `whoseAction` names who acts in the
// message for a missing action ("a player's", "the player's"). `beforeAction` (optional) is
// called before each recorded action is applied, the game as it stands then.
Status replayRecordedActions(VariantGame& game, const std::vector<Event>& events, std::string_view whoseAction,
                             const std::function<void(const Action&)>& beforeAction);

} // namespace mj
