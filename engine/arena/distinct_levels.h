// The distinct levels among an arena's entries (the Filipino arena's BotLevel, a variant
// arena's level names), in the order of their first entry, and which one each entry plays:
// both arenas report per level, not per seat.
#pragma once

#include "core/per_seat.h"

#include <algorithm>
#include <vector>

namespace mj {

template <class Level>
struct DistinctLevels {
    std::vector<Level> distinct;
    PerSeat<int> ofEntry; // index into distinct
};

template <class Level>
DistinctLevels<Level> distinctLevels(const PerSeat<Level>& entries)
{
    DistinctLevels<Level> out{{}, PerSeat<int>(entries.count())};
    for (int e = 0; e < entries.count(); ++e) {
        const auto found = std::find(out.distinct.begin(), out.distinct.end(), entries[e]);
        out.ofEntry[e] = static_cast<int>(found - out.distinct.begin());
        if (found == out.distinct.end())
            out.distinct.push_back(entries[e]);
    }
    return out;
}

} // namespace mj
