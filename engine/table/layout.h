// How the tiles are set out on the table before play, as data (issue 13, item 4): the
// square wall of N stacks per side and H high (18 Filipino, 19 American; seed 000, 002),
// the L-shaped wall of two segments (tong-its, seed 000), the C of stock piles with the
// blind pile (seed 004), the solitaire grid of rows, foundations, free cells and divider
// (seed 001), and none: every tile in the pool in the middle. A layout is segments of
// places; a place is (segment, stack) and holds tiles by level, so a grid cell is a stack
// of one (StackRef, place.h). The table keeps its tiles in the box the layout spans
// (geometry()) and accepts only the places the layout has (contains()).
//
// Each segment also says where it lies, in the frame of a seat as app/table/table_layout.h uses
// it (tile widths; `along` from the seat's left to its right, `out` from the centre towards
// the seat), so the app draws every layout from this data alone. The registry names the
// layouts of the rule book; the square, L and C take parameters (records write them;
// docs/record-format.md).
#pragma once

#include "core/expected.h"
#include "core/tile_set.h"
#include "table/wall_geometry.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mj {

// The bounds of a layout's parameters (records are checked against them): a side of the
// table is 29 tile widths, so no segment is longer than 24 stacks; a stock pile is at most
// 32 high.
inline constexpr int kLayoutMaxStacks = 24;
inline constexpr int kLayoutMaxHeight = 32;

enum class LayoutShape : std::uint8_t { Square, L, C, Grid, Pool };
std::string shapeName(LayoutShape shape); // "square", "L", "C", "grid", "pool"

enum class SegmentRole : std::uint8_t { Wall, StockPiles, BlindPile, Tableau, Foundation, FreeCells, Divider };
std::string roleName(SegmentRole role); // "wall", "stock piles", "blind pile", ...

struct LayoutSegment {
    SegmentRole role = SegmentRole::Wall;
    int stacks = 0; // places in the segment, 0..stacks-1
    int height = 0; // tiles a place holds when the layout is built (0: empty until play)
    bool faceUp = false; // how its tiles lie once built
    // Where it lies: the seat whose frame; stack 0's centre; +1 when stacks run to that
    // seat's right, -1 to its left.
    int side = 0;
    double along = 0;
    double out = 0;
    int step = 1;
    friend bool operator==(const LayoutSegment&, const LayoutSegment&) = default;

    int builtTiles() const { return stacks * height; }
};

class Layout {
public:
    Layout(std::string name, LayoutShape shape, std::vector<LayoutSegment> segments);

    // The square of four walls, `stacks` long and `height` high ("square-18" for 18 x 2;
    // other sizes are named "square-<stacks>x<height>" unless registered).
    static Layout square(int stacks, int height);
    // The L: two walls, seat 0's and seat 1's, meeting at their corner ("l-13" for 13 x 2).
    static Layout lShape(int stacks, int height);
    // Seed 004's C: `piles` stock piles `height` high around the centre, open towards seat
    // 0, in draw order from the front end to the back end, then the blind pile of `blind`
    // at the back end, at a right angle ("c-8x16" for 8 x 16 with a blind of 13).
    static Layout cShape(int piles, int height, int blind);
    // Seed 001's grid: on the right of a face-down divider of 8, one row of 4 and seven
    // of 5 (39 face up); on the left three foundation rows of 9 and three rows of free
    // cells (4 each, for the four dragons that may fill one), two rows unused between.
    static Layout solitaireGrid();
    // No layout: every tile stays in the pool in the middle.
    static Layout pool();

    // Today's Filipino wall, 4 x 18 x 2: records without a layout field are on it.
    static const Layout& square18();
    // The registry, in this order: square-18, square-19, square-14, l-13, c-8x16, c-16x8,
    // solitaire-grid, pool.
    static const std::vector<const Layout*>& all();
    static Expected<const Layout*> byName(std::string_view name);
    static std::string knownNames();
    // The layout a set is set out in by default: chinese-144 square-18, american-152
    // square-19, poker-tiles l-13 (tong-its, one deck), card-deck-193 c-16x8 (seed 004's
    // "space permitting, 16 stacks of 8", lower piles that the camera sees past),
    // solitaire-39 solitaire-grid.
    static const Layout& defaultFor(const TileSet& set);
    // A layout kept for the program's life, equal to `layout` (the registry's own when it
    // is one of them), so tables and records may point at it.
    static const Layout* keep(const Layout& layout);

    const std::string& name() const { return m_name; }
    LayoutShape shape() const { return m_shape; }
    const std::vector<LayoutSegment>& segments() const { return m_segments; }
    const LayoutSegment& segment(int index) const { return m_segments[static_cast<std::size_t>(index)]; }
    int segmentCount() const { return static_cast<int>(m_segments.size()); }
    // The tiles it holds once built (every segment's stacks x height).
    int capacity() const;
    // The box of stacks the table keeps: segments x the longest segment x the highest.
    WallGeometry geometry() const { return m_geometry; }
    // Whether every segment is a wall of the same length and height (square, L): then a
    // seat builds its segment in one act (BuildEvent) and the wall can be broken.
    bool isUniformWall() const { return m_uniformWall; }
    bool contains(StackRef ref) const;
    // "segment 2 (stock piles), stack 1": how errors and the app name a place.
    std::string describePlace(StackRef ref) const;
    // The parameters a record writes for it: {stacks, height} for square and L,
    // {piles, height, blind} for C, none for the grid and the pool.
    std::vector<std::pair<std::string, int>> parameters() const { return m_parameters; }

    friend bool operator==(const Layout& a, const Layout& b)
    {
        return a.m_name == b.m_name && a.m_shape == b.m_shape && a.m_segments == b.m_segments;
    }

private:
    std::string m_name;
    LayoutShape m_shape;
    std::vector<LayoutSegment> m_segments;
    std::vector<std::pair<std::string, int>> m_parameters;
    WallGeometry m_geometry;
    bool m_uniformWall = false;
};

} // namespace mj
