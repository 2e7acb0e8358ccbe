// The exact solver of seed 001's solitaire (issue 16): proves a position winnable, with a
// solution, or unwinnable, or says "undecided" when its node limit runs out; it never hangs.
//
// An exhaustive search, best first by default (the most promising position met comes next;
// depth first is an option), over every legal move less moves that only trade places with
// their like, with a transposition table of the positions met:
//   - canonical positions: rows and free cells are sets (their order changes nothing), so a
//     position's key is a 128-bit hash summed over its rows and over its cells;
//   - symmetry: of several empty rows (and several empty free cells) one is tried;
//   - dominance (dominantMove below): a tile home when every suit is home up to two below
//     it (Horne's rule, wider than safeFoundationMove), and gathering four exposed dragons
//     when one is in a free cell or alone in its row, are made at once, never searched around;
//   - no move of a whole row into an empty row, no dragon alone in its row into another.
// A search that ends with no win has met every reachable position: a proof (up to a 128-bit
// hash collision, about 2^-90 for the sizes searched here). docs/rules/solitaire.md.
#pragma once

#include "variants/solitaire/solitaire.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mj::solitaire {

enum class Verdict : std::uint8_t { Winnable, Unwinnable, Undecided };

const char* verdictName(Verdict verdict); // "winnable", "unwinnable", "undecided"

struct SolverLimits {
    // Distinct positions searched before the answer is "undecided". The largest deals of
    // deals 1-100,000 to prove unwinnable need 2.7 to 3.9 million; at 4 million the search
    // holds about 420 MB (68 bytes a position, its key in the table, its queue entry), and
    // only a search that grows that far takes it. (mahjongero-cli has its own default.)
    std::uint64_t maxNodes = 4'000'000;
    // Best first (the most promising position next) rather than depth first: the same
    // positions in the end, so the same verdicts, but a win sooner where the first moves
    // mislead depth first.
    bool bestFirst = true;
};

struct SolveResult {
    Verdict verdict = Verdict::Undecided;
    // Winnable: moves from the position to a win, the automatic ones included, each legal.
    std::vector<Move> solution;
    std::uint64_t nodes = 0; // distinct positions searched
};

SolveResult solve(const Position& position, const SolverLimits& limits = {});

// The move the solver makes at once from a position, never searching around it, or nothing:
// a tile to its foundation when it is next and every suit is home up to two below it, or a
// dragon kind gathered when all four are exposed and one is in a free cell or alone in its
// row. Each keeps a win a win (and no longer), so the verdict stays exact. For tests.
std::optional<Move> dominantMove(const Position& position);

// Whether `move`, from `here`, takes back `done`, the move that made `here`: the same tiles
// straight back (to the same row, to an empty row when theirs is empty now, to any empty free
// cell), so that it leads to the position before `done` (rows and cells being sets). The
// best-first search never makes it where no automatic move followed `done`: that position,
// the parent, is already met. For tests.
bool undoesMove(const Position& here, const Move& done, const Move& move);

} // namespace mj::solitaire
