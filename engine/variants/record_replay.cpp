#include "variants/record_replay.h"

#include <string>

namespace mj {

namespace {

std::string line(std::size_t event) { return "line " + std::to_string(event + 2) + ": "; }

} // namespace

Status replayRecordedActions(VariantGame& game, const std::vector<Event>& events, std::string_view whoseAction,
                             const std::function<void(const Action&)>& beforeAction)
{
    // Each event the rules make is compared with the record's once, as it is made (a game's
    // record only grows), so a long record replays in time linear in its length.
    std::size_t compared = 0;
    auto same = [&]() -> Status {
        const auto& made = game.record().events;
        for (; compared < made.size() && compared < events.size(); ++compared)
            if (!(made[compared] == events[compared]))
                return failure(line(compared) + "the record has " + eventName(events[compared]) +
                               " where the rules make " + eventName(made[compared]));
        return success();
    };
    if (Status s = same(); !s)
        return s;
    while (game.record().events.size() < events.size()) {
        const std::size_t at = game.record().events.size();
        const auto* act = std::get_if<ActionEvent>(&events[at]);
        if (!act)
            return failure(line(at) + "expected " + std::string(whoseAction) + " action, found " +
                           eventName(events[at]));
        if (beforeAction)
            beforeAction(act->action);
        if (Status s = game.apply(act->action); !s)
            return failure(line(at) + "the action is refused: " + s.error());
        if (Status s = same(); !s)
            return s;
    }
    if (game.record().events.size() != events.size())
        return failure(line(events.size()) + "the record ends before the game's " +
                       eventName(game.record().events.back()));
    return success();
}

} // namespace mj
