#include "ritual/break_point.h"

#include "table/live_wall.h"

namespace mj {

Seat countedWall(Seat mano, int k, const Ruleset& rules)
{
    const int firstOffset = rules.wallCount == WallCount::FromOpposite ? 2 : 1;
    return mano.next(firstOffset + k - 1);
}

BreakPoint chooseBreak(Seat mano, int total, const Ruleset& rules, const WallGeometry& geometry)
{
    BreakPoint bp;
    bp.total = total;
    bp.countedWall = ((total - 1) % 4) + 1;
    bp.landedOn = countedWall(mano, total, rules);
    bp.taboo = bp.landedOn == mano;
    bp.wall = bp.taboo ? mano.right() : bp.landedOn;

    switch (mano.stepsTo(bp.wall)) {
    case 1: bp.direction = 1; break;  // right wall: its first stack touches the máno's wall
    case 3: bp.direction = -1; break; // left wall: its last stack touches the máno's wall
    default: bp.direction = rules.oppositeEnd == OppositeEnd::NearRight ? 1 : -1; break;
    }

    const WallBreak wallBreak{bp.wall.index(), total, bp.direction};
    bp.lifted = brokenStack(geometry, wallBreak);
    const int lifted = geometry.ringIndex(bp.lifted);
    bp.flowerHead = geometry.atRing(lifted - bp.direction);
    bp.drawStart = geometry.atRing(lifted + bp.direction);
    return bp;
}

} // namespace mj
