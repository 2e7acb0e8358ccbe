// Mahjong solitaire for one (seed 001, "Mahjong for one? How to play mahjong solitaire";
// issue 16): the 39-tile patience, its deal, its moves and its win. Plain data and small
// functions with no Qt, fast enough for the exact solver (solitaire_solver.h) to copy a
// position per node.
//
// The table, as the seed sets it out. Right half: eight rows, one of four tiles and seven of
// five (the row of four is row 1, the top), all face up; only a row's rightmost tile is
// exposed. Left half: the three foundations (balls, sticks, characters, built 1 to 9) and
// three free cells that hold one tile each, or for good the four dragons of one kind.
// Moves:
//   - an exposed tile, or a run at a row's end (descending by one, each tile a different
//     suit from the one it lies on; dragons never in a run), onto a row whose end is a
//     suited tile one higher than the run's first tile and of a different suit from it;
//   - an exposed tile or run into an empty row;
//   - an exposed tile into an empty free cell; a free cell's tile anywhere a tile may go;
//   - a suited tile from a row end or a free cell onto its foundation when it is the next;
//   - the four dragons of a kind, all exposed (row ends or free cells), into one free cell
//     that is empty or holds one of them.
// Won when the 27 suited tiles are on the foundations and the three dragon kinds gathered.
// Where the seed is silent (docs/rules/solitaire.md lists each decision): a run moves whole
// whatever the free cells (no FreeCell limit); foundations are final; a free cell tile may
// not move to another free cell (it changes nothing).
//
// Tiles are written in the project's notation (RULINGS.md): 1p-9p balls, 1s-9s sticks,
// 1m-9m characters, 7z red, 6z green, 5z white.
#pragma once

#include "core/expected.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mj::solitaire {

// A tile: 0 none; 1-27 suited (suit * 9 + rank), 28-30 the dragons.
using Tile = std::uint8_t;

enum class Suit : std::uint8_t { Balls = 0, Sticks = 1, Characters = 2 };
enum class Dragon : std::uint8_t { Red = 0, Green = 1, White = 2 };

constexpr int kSuits = 3;
constexpr int kRanks = 9;
constexpr int kDragonKinds = 3;
constexpr int kDragonCopies = 4;
constexpr int kRows = 8;
constexpr int kCells = 3;
constexpr int kTiles = kSuits * kRanks + kDragonKinds * kDragonCopies; // 39
// The longest a row can grow: five dealt and a run from 8 down to 1 built on its end.
constexpr int kMaxRowLength = 16;

constexpr Tile kNoTile = 0;
constexpr Tile suited(Suit suit, int rank) { return static_cast<Tile>(static_cast<int>(suit) * kRanks + rank); }
constexpr Tile dragonTile(Dragon d) { return static_cast<Tile>(kSuits * kRanks + 1 + static_cast<int>(d)); }
constexpr bool isSuited(Tile t) { return t >= 1 && t <= kSuits * kRanks; }
constexpr bool isDragon(Tile t) { return t > kSuits * kRanks && t <= kSuits * kRanks + kDragonKinds; }
constexpr int rankOf(Tile t) { return (t - 1) % kRanks + 1; }     // suited only
constexpr int suitIndex(Tile t) { return (t - 1) / kRanks; }      // suited only
constexpr int dragonIndex(Tile t) { return t - kSuits * kRanks - 1; } // dragons only

// "3p", "7z"; "??" for a value that is no tile.
std::string tileText(Tile t);
// Reads one tile ("5s", "6z"), with a reason when it is none of the 39.
Expected<Tile> parseTile(const std::string& text);

// A free cell: empty, one tile, or the four dragons of a kind gathered for good.
struct Cell {
    Tile tile = kNoTile;
    std::int8_t gathered = -1; // a dragon index when the cell holds a gathered kind
    bool empty() const { return tile == kNoTile && gathered < 0; }
    bool operator==(const Cell&) const = default;
};

struct Row {
    std::array<Tile, kMaxRowLength> tiles{};
    std::uint8_t size = 0;
    bool empty() const { return size == 0; }
    Tile end() const { return size ? tiles[size - 1] : kNoTile; }
    bool operator==(const Row&) const = default;
};

struct Position {
    std::array<Row, kRows> rows{};
    std::array<Cell, kCells> cells{};
    std::array<std::uint8_t, kSuits> foundations{}; // the highest rank on each, 0 for none

    bool operator==(const Position&) const = default;
    bool won() const;
    // How many tiles are still to go to a foundation or be gathered.
    int tilesLeft() const;
    // The length of the run at a row's end (0 for an empty row; 1 for a dragon).
    int runLength(int row) const;
};

// The deal of a number: the 39 tiles shuffled by the engine's Rng (core/rng.h) seeded with
// the number, laid out row 1 (four tiles) then rows 2-8 (five each), left to right.
Position deal(std::uint64_t number);

// Every tile of the 39 exactly once (in rows, cells, foundations or gathered), rows within
// their length, gathered kinds with no copy left elsewhere: a reason when not.
Status checkPosition(const Position& position);

enum class PlaceKind : std::uint8_t { Row, Cell, Foundation };

struct Move {
    enum class Kind : std::uint8_t { Tiles, Gather } kind = Kind::Tiles;
    // Tiles: `count` tiles from the end of a row (or the one tile of a cell) to a row, a cell
    // or the foundation. Gather: the four dragons `dragon` into cell `to`.
    PlaceKind fromKind = PlaceKind::Row;
    std::uint8_t from = 0;
    PlaceKind toKind = PlaceKind::Row;
    std::uint8_t to = 0;
    std::uint8_t count = 1;
    std::uint8_t dragon = 0;
    bool operator==(const Move&) const = default;
};

// Why the move may not be made here, or nothing when it may (any input: never asserts).
std::optional<std::string> whyIllegal(const Position& position, const Move& move);
// Makes a legal move (whyIllegal first for one not known to be legal).
void applyMove(Position& position, const Move& move);
// Every legal move, each once (every empty row and every free cell as a target).
std::vector<Move> legalMoves(const Position& position);

// A move to a foundation that can never hurt: the tile is the next of its suit and every
// tile that could be placed on it (one lower, another suit) is already on a foundation.
// The player's automatic moves (an option of the game) and the solver's dominance rule.
std::optional<Move> safeFoundationMove(const Position& position);

// The move home of the first exposed tile (row ends, then free cells) for which `goesHome`
// holds: the shape of every "this one may go to its foundation at once" rule.
template <typename GoesHome>
std::optional<Move> firstMoveHome(const Position& p, GoesHome goesHome)
{
    for (std::uint8_t r = 0; r < kRows; ++r)
        if (goesHome(p.rows[r].end()))
            return Move{Move::Kind::Tiles, PlaceKind::Row, r, PlaceKind::Foundation, 0, 1, 0};
    for (std::uint8_t c = 0; c < kCells; ++c)
        if (goesHome(p.cells[c].tile))
            return Move{Move::Kind::Tiles, PlaceKind::Cell, c, PlaceKind::Foundation, 0, 1, 0};
    return std::nullopt;
}

// Text forms. A move: "r3>r5" (the exposed tile of row 3 onto row 5), "r3>r5*3" (a run of
// three), "c2>r1", "r4>c1", "r4>f", "c1>f", "7z>c2" (the four red dragons into cell 2).
std::string moveText(const Move& move);
Expected<Move> parseMove(const std::string& text);
// The tiles a move carries, for people: "4s 3p onto 5m", "1p to the foundation".
std::string describeMove(const Position& before, const Move& move);

// A position: eight lines "r1: 3p 7z 9m 1s" (left to right), a line "c: 5z . 7z*4" (the
// free cells: a tile, "." empty, "7z*4" the gathered reds), a line "f: 3p 0s 0m" (the top
// of each foundation). ";" may stand for a line break; "c:" and "f:" may be left out for
// an empty left side; blank lines and lines starting with "#" are ignored.
std::string positionText(const Position& position);
Expected<Position> parsePosition(const std::string& text);

} // namespace mj::solitaire
