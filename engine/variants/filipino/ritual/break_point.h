// Where the máno breaks the wall for a break roll of total T (RULINGS.md, ritual steps
// 4 and 5; seed 000 "Breaking the Wall"; seed 003 for the count from the opposite wall).
//
// Counting walls counterclockwise from the máno's right (1 right, 2 opposite, 3 left,
// 4 own) puts T on the wall at offset T mod 4 from the máno: 7 lands on the left wall and
// every multiple of 4 on the máno's own, both as in the seed's examples. Counting from
// the opposite wall (seed 003) the offset is (T + 1) mod 4. Dealing from one's own wall
// is taboo, so an own-wall count moves to the wall on the máno's right; the project keeps
// that taboo under both counts, since seed 003 is a Filipino house ruleset and says
// nothing against it.
//
// On the chosen wall the máno counts T stacks from the end nearest them (the opposite
// wall: the end the ruleset names). Stack T is lifted onto stack T-1, the head of the
// flower wall; the draw wall starts at stack T+1 and runs away from the máno.
#pragma once

#include "core/seat.h"
#include "variants/filipino/rules/ruleset.h"
#include "table/event.h"
#include "table/wall_geometry.h"

namespace mj {

struct BreakPoint {
    int total = 0;
    int countedWall = 0;  // 1..4 in the ruleset's counting order
    Seat landedOn;        // the wall the count landed on
    bool taboo = false;   // landed on the máno's own wall and moved right
    Seat wall;            // the wall actually broken
    int direction = 1;    // +1: counted from stack 0; -1: from the last stack
    StackRef lifted;      // stack T
    StackRef flowerHead;  // stack T-1, which receives the lifted pair and the dice
    StackRef drawStart;   // stack T+1

    BreakEvent event() const { return {wall.index(), total, direction}; }
};

BreakPoint chooseBreak(Seat mano, int total, const Ruleset& rules, const WallGeometry& geometry);

// The wall the máno points at on count `k` (1, 2, 3...) of the walls, before the taboo:
// counterclockwise from the ruleset's first wall. chooseBreak's landedOn is this for k = T.
Seat countedWall(Seat mano, int k, const Ruleset& rules);

} // namespace mj
