#include "ritual/break_point.h"

#include "table/live_wall.h"

namespace mj {

Seat countedWall(Seat mano, int k, const Ruleset& rules)
{
    const int firstOffset = rules.wallCount == WallCount::FromOpposite ? 2 : 1;
    return mano.next(firstOffset + k - 1, rules.seats());
}

BreakPoint chooseBreak(Seat mano, int total, const Ruleset& rules, const WallGeometry& geometry)
{
    BreakPoint bp;
    bp.total = total;
    const int walls = rules.seats(); // one wall before each player
    bp.countedWall = ((total - 1) % walls) + 1;
    bp.landedOn = countedWall(mano, total, rules);
    bp.taboo = bp.landedOn == mano;
    bp.wall = bp.taboo ? mano.right(walls) : bp.landedOn;

    const int steps = mano.stepsTo(bp.wall, walls);
    if (steps == 1)
        bp.direction = 1; // right wall: its first stack touches the máno's wall
    else if (steps == walls - 1)
        bp.direction = -1; // left wall: its last stack touches the máno's wall
    else // the opposite wall: the house rule says which end
        bp.direction = rules.oppositeEnd == OppositeEnd::NearRight ? 1 : -1;

    const WallBreak wallBreak{bp.wall.index(), total, bp.direction};
    bp.lifted = brokenStack(geometry, wallBreak);
    const int lifted = geometry.ringIndex(bp.lifted);
    bp.flowerHead = geometry.atRing(lifted - bp.direction);
    bp.drawStart = geometry.atRing(lifted + bp.direction);
    return bp;
}

} // namespace mj
