#include "variants/filipino/ritual/ritual_replay.h"

#include "core/excerpt.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "variants/filipino/ritual/ritual.h"

#include <exception>

namespace mj {

namespace {

// An event as a message quotes it: short, whatever a record's free text holds.
std::string quoted(const Event& event) { return excerpt(eventToJson(event).dump(), 300); }

} // namespace

Expected<Table> replayRitual(const GameRecord& record, const std::vector<int>& eventLines)
{
    // First the table: a move that is not possible is named as replay names it.
    auto table = replay(record, eventLines);
    if (!table)
        return table;
    const auto lineOf = [&](std::size_t i) {
        return "line " + std::to_string(i < eventLines.size() ? eventLines[i] : static_cast<int>(i) + 2);
    };

    RitualOptions options;
    options.mano = record.header.mano;
    if (record.header.stacked) {
        const auto* wash = record.events.empty() ? nullptr : std::get_if<WashEvent>(&record.events.front());
        if (!wash)
            return failure("the header says the wash was stacked, but the first event is not a wash");
        options.washOrder = wash->order;
    }
    RecordHeader header = record.header;
    GameLog log(header);
    Rng rng(record.header.seed);
    try {
        performRitual(log, rng, record.header.rules, options);
    } catch (const std::exception& e) {
        return failure("the header's ritual cannot be performed: " + excerpt(e.what(), 200));
    }
    const std::vector<Event>& made = log.record().events;
    const std::string source = "the ritual of seed " + std::to_string(record.header.seed) +
                               (record.header.mano ? " with máno " + std::to_string(record.header.mano->index()) : "");
    for (std::size_t i = 0; i < record.events.size(); ++i) {
        if (i >= made.size())
            return failure(lineOf(i) + ": " + source + " ends after " + std::to_string(made.size()) +
                           " events; nothing may follow it, but the record goes on with " + quoted(record.events[i]));
        if (!(made[i] == record.events[i]))
            return failure(lineOf(i) + ": the record has " + quoted(record.events[i]) + " where " + source +
                           " makes " + quoted(made[i]));
    }
    if (record.events.size() < made.size())
        return failure("the record ends after " + std::to_string(record.events.size()) + " events, but " + source +
                       " goes on with " + quoted(made[record.events.size()]));
    return table;
}

} // namespace mj
