// Where a tile can be on the physical table (RULINGS.md; ARCHITECTURE.md "table/"):
// a wall stack (segment, stack, level), a seat's hand, one of its exposed sets, its
// flowers, its discards, or the free area in the middle (where tiles lie while washed).
// On the free table a tile in the free area may lie at a spot of its own (FreeSpot):
// where the user dropped it, turned and stacked as they left it.
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
// the order within. For Exposed, `group` is the set's index. Free uses only `position`
// (the order in the free area; a tile there may also have a FreeSpot, kept by the table).
struct Place {
    Zone zone = Zone::Free;
    int owner = 0;
    int group = 0;
    int position = 0;
    friend bool operator==(const Place&, const Place&) = default;
};

std::string describe(const Place& place);

// Where a tile lies in the free area when it was put somewhere on purpose (the free table):
// its centre in table units (tile widths from the table's centre, x to the right, y
// towards seat 0, as app/table/table_layout.h lays the table out), its turn in whole degrees
// clockwise seen from above (0..359), and its stack level (0 on the felt, 1 on one tile).
// Tiles of the free area without a spot lie in the wash heap.
struct FreeSpot {
    double x = 0;
    double y = 0;
    int turn = 0;
    int level = 0;
    friend bool operator==(const FreeSpot&, const FreeSpot&) = default;
};

// How far a spot may lie from the centre, and how high tiles may be stacked: the table is
// 29 tiles wide; a stack of 144 tiles is the most the set can make.
inline constexpr double kFreeSpotReach = 20.0;
inline constexpr int kFreeSpotMaxLevel = 143;

std::string describe(const FreeSpot& spot);

} // namespace mj
