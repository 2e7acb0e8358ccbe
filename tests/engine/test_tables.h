// Helpers for engine tests: tables built by hand to a known state.
#pragma once

#include "table/table.h"

#include <QtTest>

namespace mj::test {

inline TileId tile(int id) { return TileId{static_cast<std::uint16_t>(id)}; }

inline std::vector<TileId> ids(int first, int count)
{
    std::vector<TileId> out;
    for (int i = 0; i < count; ++i)
        out.push_back(tile(first + i));
    return out;
}

// A table washed into id order with segment s built from tiles 36s..36s+35, so stack i
// of segment s holds tile 36s+2i at the bottom and 36s+2i+1 on top.
inline Table builtTable()
{
    Table table;
    if (!table.apply(WashEvent{ids(0, 144)}).ok())
        qFatal("wash failed");
    for (int s = 0; s < 4; ++s)
        if (!table.apply(BuildEvent{s, ids(36 * s, 36)}).ok())
            qFatal("build failed");
    return table;
}

} // namespace mj::test
