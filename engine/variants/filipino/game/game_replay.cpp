#include "variants/filipino/game/game_replay.h"

#include "record/record_json.h"

#include <stdexcept>

namespace mj {

Expected<Game> replayGame(const GameRecord& record, const std::vector<int>& eventLines, const ReplayWatcher& beforeEach)
{
    const auto lineOf = [&](std::size_t i) {
        return "line " + std::to_string(i < eventLines.size() ? eventLines[i] : static_cast<int>(i) + 2);
    };
    // Another variant's record (solitaire's) holds no ruleset of the family to play it by.
    if (!isFilipinoFamily(record.header))
        return failure("line 1: a record of " + record.header.variant + ", not of the Filipino family");
    GameSetup setup{record.header.seed, record.header.rules, record.header.mano, {}};
    if (record.header.stacked) {
        const auto* wash = record.events.empty() ? nullptr : std::get_if<WashEvent>(&record.events.front());
        if (!wash)
            return failure("the header says the wash was stacked, but the first event is not a wash");
        setup.stackedWash = wash->order;
    }
    try {
        Game game(setup);
        std::size_t i = 0;
        const auto compare = [&]() -> Status {
            const auto& made = game.record().events;
            for (; i < made.size(); ++i) {
                if (i >= record.events.size())
                    return failure("the record ends after " + std::to_string(record.events.size()) +
                                   " events, but the game goes on with " + eventToJson(made[i]).dump());
                if (!(made[i] == record.events[i]))
                    return failure(lineOf(i) + ": the record has " + eventToJson(record.events[i]).dump() +
                                   " where the game makes " + eventToJson(made[i]).dump());
            }
            return success();
        };
        if (Status s = compare(); !s)
            return failure(s.error());
        while (i < record.events.size()) {
            const auto* action = std::get_if<ActionEvent>(&record.events[i]);
            if (game.over())
                return failure(lineOf(i) + ": the game is over; nothing may follow its end");
            if (!action)
                return failure(lineOf(i) + ": expected a player's action here, found " +
                               eventToJson(record.events[i]).dump());
            if (beforeEach)
                beforeEach(game, action->action);
            if (Status s = game.act(action->action); !s)
                return failure(lineOf(i) + ": the action is refused: " + s.error());
            if (Status s = compare(); !s)
                return failure(s.error());
        }
        return game;
    } catch (const std::logic_error& broken) {
        return failure("the record breaks the game: " + std::string(broken.what()));
    }
}

} // namespace mj
