// Where seed 001's solitaire lays its tiles on the table, and which place a point of the
// table is (issue 16; docs/rules/solitaire.md). Plain C++: the 3D scene, the drop of a
// dragged tile and the tests share these numbers (ARCHITECTURE.md, convention 6).
//
// As the seed shows it: eight rows running across the table, one above the other; the
// divider of eight face-down winds down the middle, one at the head of each row; the rows
// of the deal on its right, growing rightwards (a row's rightmost tile is its exposed one);
// on its left, the top three rows are the foundations of balls, sticks and characters,
// built 1 to 9 from the divider outwards (leftwards), the middle two are unused and the
// bottom three are the free cells (a tile, or the four dragons of a kind side by side).
//
// Units: one tile width; x to the right, y towards the player (down the screen seen from
// above), the divider's centre at x = 0, the middle of the eight rows at y = 0.
#pragma once

#include "variants/solitaire/solitaire.h"

#include <optional>

namespace mjui::solitaire {

using mj::solitaire::PlaceKind;

// One place a tile can lie: a row's n-th tile (0 next to the divider), a free cell's tile
// (n: 0, or 0-3 for a gathered kind) or a foundation's rank (n: 0 for rank 1).
struct Slot {
    PlaceKind kind = PlaceKind::Row;
    int index = 0; // the row (0-7), cell (0-2) or foundation (0-2: balls, sticks, characters)
    int n = 0;
    bool operator==(const Slot&) const = default;
};

struct TablePoint {
    double x = 0;
    double y = 0;
};

class Layout {
public:
    // `faceAspect`: a tile's face height over its width (the set's size).
    explicit Layout(double faceAspect = 33.0 / 27.0);

    double rowPitch() const { return m_rowPitch; }
    // The centre of a slot, and of the divider's tile of `row`.
    TablePoint centreOf(const Slot& slot) const;
    TablePoint dividerTile(int row) const;
    // The table row (0-7, top to bottom) a slot lies in.
    static int tableRow(const Slot& slot);

    // The place under a point: a row of the deal (right of the divider), a foundation (any
    // of the top three rows on the left: the tile says which suit) or a free cell; nothing
    // on the divider, in the unused rows, or off the table's rows.
    struct Target {
        PlaceKind kind;
        int index;
    };
    std::optional<Target> targetAt(TablePoint point) const;

    // How far the tiles reach: the left edge (the foundations' 9s) and the right edge of a
    // row `longest` tiles long, so the camera can frame what is there.
    double leftEdge() const;
    double rightEdge(int longest) const;
    double halfHeight() const { return 4 * m_rowPitch; }

private:
    double m_rowPitch;
};

} // namespace mjui::solitaire
