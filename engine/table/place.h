// Where a tile can be on the physical table (RULINGS.md; ARCHITECTURE.md "table/"):
// a wall stack (segment, stack, level), a seat's hand, one of its exposed sets, its
// flowers, its discards, or the free area in the middle (where tiles lie while washed).
#pragma once

#include <cstdint>
#include <string>

namespace mj {

enum class Zone : std::uint8_t { Free, Wall, Hand, Exposed, Flowers, Discards };

std::string zoneName(Zone zone);

// One stack of a wall: segment (the seat that built it) and stack 0..stacks-1, numbered
// counterclockwise seen from above, i.e. from the builder's left end to their right end.
struct StackRef {
    int segment = 0;
    int stack = 0;
    friend bool operator==(StackRef, StackRef) = default;
};

// A tile's place. For Wall, `owner` is the segment, `group` the stack and `position` the
// level (0 = bottom). For Hand, Flowers and Discards, `owner` is the seat and `position`
// the order within. For Exposed, `group` is the set's index. Free uses only `position`.
struct Place {
    Zone zone = Zone::Free;
    int owner = 0;
    int group = 0;
    int position = 0;
    friend bool operator==(const Place&, const Place&) = default;
};

std::string describe(const Place& place);

} // namespace mj
