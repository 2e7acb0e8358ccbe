#include "table/table_layout.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace mjui {

namespace {

constexpr double kGap = 0.15;
// Distances from the centre, in a seat's frame, of the rows in front of it.
constexpr double kWallOut = 9.0 + kTileDepth / 2 + kGap;          // clears the corners
constexpr double kFlowerOut = kWallOut + kTileDepth + 0.35;         // just outside the wall
constexpr double kHandOut = kFlowerOut + kTileDepth + 0.25;         // near the seat's edge
constexpr double kDiscardOut = 3.6;                                 // first discard row
constexpr int kDiscardsPerRow = 6;
constexpr int kRowAtLeast = 18; // a hand's and flowers' row, whatever the layout

// The length of a seat's rows in stacks: as long as the wall, and 18 long when the layout
// is no square wall (so a hand of 17 and its drawn tile fit).
int rowStacks(const mj::Table& table) { return std::max(table.geometry().stacksPerSegment, kRowAtLeast); }
constexpr double kDiceOut = 5.5;

// A small, stable pseudo-random number in [-1, 1] for a tile, so the washed heap looks
// loose but does not jitter between frames.
double jitter(int tile, int salt)
{
    std::uint32_t h = static_cast<std::uint32_t>(tile) * 2654435761u + static_cast<std::uint32_t>(salt) * 40503u;
    h ^= h >> 15;
    h *= 2246822519u;
    h ^= h >> 13;
    return static_cast<double>(h % 2001u) / 1000.0 - 1.0;
}

// Heap cell i: grid cells ordered by distance from the centre.
Pose heapPose(int index, int tile)
{
    constexpr int kSide = 13;
    constexpr double kStepX = 1.2;
    constexpr double kStepY = 1.4;
    static const auto cells = [] {
        std::vector<std::pair<double, double>> c;
        for (int r = 0; r < kSide; ++r)
            for (int k = 0; k < kSide; ++k)
                c.emplace_back((k - (kSide - 1) / 2.0) * kStepX, (r - (kSide - 1) / 2.0) * kStepY);
        std::stable_sort(c.begin(), c.end(), [](auto a, auto b) {
            return std::hypot(a.first, a.second) < std::hypot(b.first, b.second);
        });
        return c;
    }();
    const int cell = index % static_cast<int>(cells.size());
    const int layer = index / static_cast<int>(cells.size());
    return {cells[cell].first + 0.2 * jitter(tile, 1), cells[cell].second + 0.2 * jitter(tile, 2),
            25.0 * jitter(tile, 3), layer};
}

// A seat's row in front of it holds its concealed hand and, to the hand's right, its
// exposed sets (as players lay them down beside their rack), the whole row centred.
constexpr double kSetGap = 0.3;

double setsWidth(const mj::Table& table, int seat)
{
    double width = 0;
    for (const auto& set : table.exposed(mj::Seat::of(seat)))
        width += static_cast<double>(set.size()) + kSetGap;
    return width;
}

// How wide a seat's concealed hand is, in tile widths: one a tile, plus the gap before a
// tile standing apart when its player arranged it so.
double handWidth(const mj::Table& table, int seat, const HandArrangement* hand)
{
    const auto tiles = static_cast<double>(table.hand(mj::Seat::of(seat)).size());
    const bool gap = hand && hand->seat == seat && hand->apart;
    return tiles + (gap ? kApartGap : 0.0);
}

// Where the row's first (leftmost) concealed tile lies.
double rowStart(const mj::Table& table, int seat, const HandArrangement* hand)
{
    return -(handWidth(table, seat, hand) + setsWidth(table, seat) - 1) / 2.0;
}

double exposedAlong(const mj::Table& table, int seat, int set, int position, const HandArrangement* hand)
{
    const auto& sets = table.exposed(mj::Seat::of(seat));
    double along = rowStart(table, seat, hand) + handWidth(table, seat, hand) + kSetGap;
    for (int s = 0; s < set && s < static_cast<int>(sets.size()); ++s)
        along += static_cast<double>(sets[static_cast<std::size_t>(s)].size()) + kSetGap;
    return along + position;
}

// A hand tile's distance from the row's first tile: its slot in the player's arrangement
// (the tile apart after the gap), or, in a hand nobody arranged, its place in the table's.
double handSlot(const mj::Table& table, mj::TileId tile, const mj::Place& place, const HandArrangement* hand)
{
    if (!hand || hand->seat != place.owner)
        return place.position;
    const auto& arranged = hand->arranged;
    if (const auto it = std::find(arranged.begin(), arranged.end(), tile); it != arranged.end())
        return static_cast<double>(it - arranged.begin());
    const double tiles = static_cast<double>(table.hand(mj::Seat::of(place.owner)).size());
    if (hand->apart == tile)
        return tiles - 1 + kApartGap;
    // Not arranged (the arrangement is behind the table): after the arranged tiles, in the
    // table's order, so no two tiles share a slot.
    int before = 0;
    for (const mj::TileId other : table.hand(mj::Seat::of(place.owner))) {
        if (other == tile)
            break;
        if (std::find(arranged.begin(), arranged.end(), other) == arranged.end() && hand->apart != other)
            ++before;
    }
    return static_cast<double>(arranged.size()) + before;
}

} // namespace

Pose seatPose(int seat, double along, double out, int level)
{
    // Seat 0's frame is the table's; each next seat is a quarter turn counterclockwise
    // seen from above, which maps (x, y) to (y, -x) with y pointing down the screen.
    double x = along, y = out;
    for (int k = 0; k < ((seat % 4) + 4) % 4; ++k) {
        const double nx = y, ny = -x;
        x = nx, y = ny;
    }
    static constexpr double kRotation[4] = {0, 270, 180, 90};
    return {x, y, kRotation[((seat % 4) + 4) % 4], level};
}

// A seat's flowers and hand lie just outside its wall: further out for a wall longer than
// 18 (the square of 19), where the Filipino one has them otherwise.
static double wallOutFor(const mj::Table& table)
{
    double out = kWallOut;
    for (const mj::LayoutSegment& s : table.layout().segments())
        out = std::max(out, s.out);
    return out;
}
static double flowerOutFor(const mj::Table& table) { return kFlowerOut + (wallOutFor(table) - kWallOut); }
static double handOutFor(const mj::Table& table) { return kHandOut + (wallOutFor(table) - kWallOut); }

// Where a place of the table's layout lies (table/layout.h gives each segment's side,
// first stack and direction; on the square of 18 that is the wall it always was).
static Pose layoutPose(const mj::Table& table, int segment, int stack, int level)
{
    const mj::Layout& layout = table.layout();
    if (segment < 0 || segment >= layout.segmentCount())
        return {};
    const mj::LayoutSegment& s = layout.segment(segment);
    return seatPose(s.side, s.along + s.step * stack, s.out, level);
}

Pose tilePose(const mj::Table& table, mj::TileId tile, const HandArrangement* hand)
{
    const mj::Place p = table.placeOf(tile);
    const double stacks = rowStacks(table);
    const double firstAlong = -(stacks - 1) / 2.0;
    switch (p.zone) {
    case mj::Zone::Free:
        // Where the free table left it; otherwise in the wash heap.
        if (const auto& spot = table.spotOf(tile))
            return {spot->x, spot->y, static_cast<double>(spot->turn), spot->level};
        return heapPose(p.position, tile.value);
    case mj::Zone::Wall: return layoutPose(table, p.owner, p.group, p.position);
    case mj::Zone::Flowers: {
        const int perRow = static_cast<int>(stacks);
        return seatPose(p.owner, firstAlong + p.position % perRow, flowerOutFor(table), p.position / perRow);
    }
    case mj::Zone::Exposed:
        return seatPose(p.owner, exposedAlong(table, p.owner, p.group, p.position, hand), handOutFor(table));
    case mj::Zone::Hand:
        return seatPose(p.owner, rowStart(table, p.owner, hand) + handSlot(table, tile, p, hand), handOutFor(table));
    case mj::Zone::Discards:
        return seatPose(p.owner, (p.position % kDiscardsPerRow) - (kDiscardsPerRow - 1) / 2.0,
                        kDiscardOut + (p.position / kDiscardsPerRow) * kTileDepth);
    }
    return {};
}

std::optional<mj::Place> dropPlaceAt(const mj::Table& table, double x, double y)
{
    const int stacks = rowStacks(table);
    const double firstAlong = -(stacks - 1) / 2.0;
    // Into a seat's frame: the inverse of seatPose's quarter turns.
    const auto inFrame = [&](int seat) {
        double along = x, out = y;
        for (int k = 0; k < seat; ++k) {
            const double a = -out, o = along;
            along = a, out = o;
        }
        return std::pair{along, out};
    };
    const mj::Layout& layout = table.layout();
    for (int seg = 0; seg < layout.segmentCount(); ++seg) {
        const mj::LayoutSegment& s = layout.segment(seg);
        const auto [along, out] = inFrame(s.side);
        const int stack = static_cast<int>(std::lround((along - s.along) * s.step));
        if (std::abs(out - s.out) <= kTileDepth / 2 && stack >= 0 && stack < s.stacks &&
            std::abs(along - (s.along + s.step * stack)) <= kTileWidth / 2)
            return mj::Place{mj::Zone::Wall, seg, stack};
    }
    for (int seat = 0; seat < table.seatCount(); ++seat) {
        const auto [along, out] = inFrame(seat);
        if (std::abs(out - handOutFor(table)) <= kTileDepth / 2 && std::abs(along) <= firstAlong * -1 + 0.5)
            return mj::Place{mj::Zone::Hand, seat};
        if (std::abs(out - flowerOutFor(table)) <= kTileDepth / 2 && std::abs(along) <= firstAlong * -1 + 0.5)
            return mj::Place{mj::Zone::Flowers, seat};
    }
    return std::nullopt;
}

Pose seatLabelPose(int seat) { return seatPose(seat, -11.9, kFlowerOut + 0.6); }

DicePose dicePose(const mj::Table& table)
{
    const mj::DiceState& d = table.dice();
    switch (d.spot) {
    case mj::DiceState::Spot::Box: return {};
    case mj::DiceState::Spot::BeforeSeat: return {seatPose(d.seat.index(), 0, kDiceOut), true};
    case mj::DiceState::Spot::OnStack: {
        const int height = static_cast<int>(table.stack(d.stack).size());
        return {layoutPose(table, d.stack.segment, d.stack.stack, height), true};
    }
    }
    return {};
}

} // namespace mjui
