// The shape of the wall is a parameter of the ritual, not a constant (ARCHITECTURE.md):
// the Filipino wall is four segments of 18 stacks two high; the American one four of 19;
// tong-its an L of two. Stacks form one ring: ring index = segment * stacksPerSegment +
// stack, increasing counterclockwise, so segment s's last stack touches segment s+1's
// first stack at the corner between seat s and the seat to its right.
#pragma once

#include "table/place.h"

namespace mj {

struct WallGeometry {
    int segments = 4;
    int stacksPerSegment = 18;
    int height = 2;

    static WallGeometry filipino() { return {}; }
    friend bool operator==(const WallGeometry&, const WallGeometry&) = default;

    int stackCount() const { return segments * stacksPerSegment; }
    int tilesPerSegment() const { return stacksPerSegment * height; }
    bool contains(StackRef ref) const
    {
        return ref.segment >= 0 && ref.segment < segments && ref.stack >= 0 && ref.stack < stacksPerSegment;
    }
    int ringIndex(StackRef ref) const { return ref.segment * stacksPerSegment + ref.stack; }
    StackRef atRing(int index) const
    {
        const int n = stackCount();
        const int i = ((index % n) + n) % n;
        return {i / stacksPerSegment, i % stacksPerSegment};
    }
};

} // namespace mj
