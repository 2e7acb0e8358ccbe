// Seed 001's solitaire on the general table (issue 16): which physical tile of the
// solitaire-39 set (core/tile_sets.cpp) each tile of the model (solitaire.h) is, where each
// place of the model lies on the solitaire-grid layout (table/layout.h), and the table
// events a deal and a move make. The model decides; this only says where the tiles go, so
// the record (record/game_log.h) is of the same table every game is played on.
//
// The layout's segments: 0 the divider (the eight winds, face down, decoration), 1-8 the
// rows top to bottom (row 1 of four places, the others of five), 9-11 the foundations
// (balls, sticks, characters, top to bottom; rank r at place r - 1), 12-14 the free cells
// (a single tile at place 0; a gathered kind's four at places 0-3).
//
// One deviation from "every tile in a place of the layout": a row may grow past its places
// (five dealt and a run of eight built on them). Such a tile lies on the felt (the free
// area) at a spot of its own one tile width further along the row (FreeSpot, the free
// table's way of placing a tile anywhere), where the seed's table has room for it. Widening
// the rows' places would change the layout's box, which records of the free table write
// and read back (docs/architecture.md, "Variants").
#pragma once

#include "table/event.h"
#include "table/layout.h"
#include "variants/solitaire/solitaire.h"

#include <array>
#include <cstdint>
#include <vector>

namespace mj::solitaire {

constexpr int kDividerSegment = 0;
constexpr int rowSegment(int row) { return 1 + row; }
constexpr int foundationSegment(int suit) { return 1 + kRows + suit; }
constexpr int cellSegment(int cell) { return 1 + kRows + kSuits + cell; }
constexpr int kGridSegments = 1 + kRows + kSuits + kCells;

const TileSet& solitaireSet();
const Layout& solitaireLayout();

// The model's tile of a physical tile (kNoTile for a wind of the divider, or an id that is
// no tile of the set), and the physical tile of a model tile's copy (a dragon has four).
Tile tileOfId(TileId id);
TileId idOf(Tile tile, int copy);

// A deal as physical tiles: each row's, left to right.
struct DealtTiles {
    std::array<std::vector<TileId>, kRows> rows;
    friend bool operator==(const DealtTiles&, const DealtTiles&) = default;
};

// The deal of `number` (solitaire.h's deal()), each dragon's copies numbered in the order
// they are dealt.
DealtTiles dealtTiles(std::uint64_t number);
// The position a deal sets out (rows only; free cells and foundations empty).
Position positionOf(const DealtTiles& dealt);

// The move that puts `tile` at `index` of `row`: one of the row's places, or past them, a
// spot on the felt further along the row.
MoveEvent rowMove(TileId tile, int row, int index);

// The physical tiles of a game's rows and free cells, kept beside its Position.
class GridTiles {
public:
    explicit GridTiles(const DealtTiles& dealt);

    // The deal's events: the wash (all 47 tiles, face down, in the order they are then
    // set out), each row's tiles face up in its places, then the winds face down along the
    // divider.
    std::vector<Event> dealEvents() const;
    // The table moves of `move`, legal in `before` (whyIllegal), in the order the tiles go;
    // the tiles kept here follow them.
    void moveEvents(const Position& before, const Move& move, std::vector<Event>& out);

private:
    std::array<std::vector<TileId>, kRows> m_rows;
    std::array<std::vector<TileId>, kCells> m_cells;
};

} // namespace mj::solitaire
