// "Check this hand" on the free table: is a seat's hand, as it lies on the table (its
// concealed tiles, its exposed sets, its flowers), a win under a ruleset, how it reads
// and what it would pay (scoring/win_score.h), or how far it is from one (hand/shanten.h,
// hand/waits.h). Advice only: the free table enforces nothing, so this never changes the
// table and never refuses a move.
//
// Read as a búnot (self-drawn) win on the last tile the hand received, late in the game
// (the discards on the table count as those made before it); honours and flowers that a
// ruleset treats as flowers do not count in the hand. Free tables have no revealed joker,
// so no tile counts as a joker here.
#pragma once

#include "core/seat.h"
#include "rules/ruleset.h"
#include "table/table.h"

#include <string>
#include <vector>

namespace mj {

struct HandCheck {
    bool win = false;
    std::string summary;            // one line: "A win: tódas, 4 from each other seat."
    std::vector<std::string> lines; // the reading and every payout line, or what is missing
};

HandCheck checkTableHand(const Table& table, Seat seat, const Ruleset& rules);

} // namespace mj
