// Checks of a variant's replay shared by the variants' tests (tst_american_game,
// tst_solitaire_variant): each way a record can part from the rules is refused with its own
// words and the record's line (line N is event N - 2, after the header), the words every
// variant's replay shares (variants/record_replay.h).
#pragma once

#include "core/action.h"
#include "record/game_record.h"
#include "table/event.h"
#include "variants/variant.h"

#include <QTest>

#include <string>
#include <variant>

namespace replaycheck {

// `record` is a whole game of `variant` that replays; `whoseAction` is how its refusals name
// who acts ("a player's"), `foreign` an action type the variant never takes.
inline void refusalsSayWhatAndWhere(const mj::Variant& variant, const mj::GameRecord& record,
                                    const std::string& whoseAction, mj::ActionType foreign)
{
    using namespace mj;
    QVERIFY(variant.replay(record));
    const auto lineOf = [](std::size_t event) { return "line " + std::to_string(event + 2) + ": "; };
    std::size_t firstAction = 0;
    while (!std::holds_alternative<ActionEvent>(record.events[firstAction]))
        ++firstAction;
    std::size_t madeAfter = firstAction + 1; // the first event an action made
    while (std::holds_alternative<ActionEvent>(record.events[madeAfter]))
        ++madeAfter;
    const Event& first = record.events.front();

    GameRecord cut = record;
    cut.events.pop_back();
    QCOMPARE(variant.replay(cut).error(),
             lineOf(cut.events.size()) + "the record ends before the game's " + eventName(record.events.back()));

    GameRecord noAction = record;
    noAction.events.insert(noAction.events.begin() + static_cast<long>(firstAction), first);
    QCOMPARE(variant.replay(noAction).error(),
             lineOf(firstAction) + "expected " + whoseAction + " action, found " + eventName(first));

    GameRecord refused = record;
    std::get<ActionEvent>(refused.events[firstAction]).action.type = foreign;
    const std::string refusal = variant.replay(refused).error();
    QVERIFY2(refusal.rfind(lineOf(firstAction) + "the action is refused: ", 0) == 0, refusal.c_str());

    GameRecord otherEvent = record;
    otherEvent.events[madeAfter] = first;
    QCOMPARE(variant.replay(otherEvent).error(), lineOf(madeAfter) + "the record has " + eventName(first) +
                                                     " where the rules make " + eventName(record.events[madeAfter]));
}

} // namespace replaycheck
