#include "variants/solitaire/solitaire_solver.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <unordered_map>
#include <utility>

namespace mj::solitaire {

namespace {

std::uint64_t mix(std::uint64_t x)
{
    // SplitMix64's finaliser: a bijection that spreads every input bit.
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

struct Key {
    std::uint64_t a = 0, b = 0;
    bool operator==(const Key&) const = default;
};

// A row's share of the key, from its 16 tile bytes read as two words (unused places hold
// kNoTile) and its length, mixed twice. A move changes at most two rows, so the search keeps
// each row's share and recomputes only the rows that changed (BestFirst::keyFrom).
Key rowKey(const Row& row)
{
    std::uint64_t lo = 0, hi = 0;
    static_assert(sizeof row.tiles == 2 * sizeof lo);
    std::memcpy(&lo, row.tiles.data(), sizeof lo);
    std::memcpy(&hi, row.tiles.data() + sizeof lo, sizeof hi);
    const std::uint64_t h = mix(lo ^ mix(hi + row.size));
    return Key{mix(h ^ 0x13198a2e03707344ULL), mix(h ^ 0xa4093822299f31d0ULL)};
}

// The cells' share: a sum, so that their order does not count.
Key cellsKey(const Position& p)
{
    Key k;
    for (const Cell& cell : p.cells) {
        const std::uint64_t v = cell.gathered >= 0 ? 64u + static_cast<unsigned>(cell.gathered) : cell.tile;
        k.a += mix(v ^ 0x082efa98ec4e6c89ULL);
        k.b += mix(v ^ 0x452821e638d01377ULL);
    }
    return k;
}

// The canonical key: the sum over rows (and over cells) of a hash of each, so that the
// order of rows and of cells does not count. Foundations follow from the tiles left.
Key keyOf(const Position& p)
{
    Key k = cellsKey(p);
    for (const Row& row : p.rows) {
        const Key r = rowKey(row);
        k.a += r.a;
        k.b += r.b;
    }
    k.a |= 1; // never the empty slot
    return k;
}

// The positions searched: an open-addressing set of 128-bit keys.
class SeenSet {
public:
    SeenSet() : m_slots(1u << 16) {}
    // Inserts; false when it was there.
    bool insert(const Key& key)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        if (!place(m_slots, key))
            return false;
        ++m_size;
        return true;
    }

    // Asks for the key's first slot ahead of insert(): the table outgrows the caches, and a
    // node's children are all hashed before any is looked up, so their misses overlap.
    void prefetch(const Key& key) const
    {
        __builtin_prefetch(&m_slots[static_cast<std::size_t>(key.b) & (m_slots.size() - 1)]);
    }

private:
    static bool place(std::vector<Key>& slots, const Key& key)
    {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = static_cast<std::size_t>(key.b) & mask;; i = (i + 1) & mask) {
            if (slots[i].a == 0) {
                slots[i] = key;
                return true;
            }
            if (slots[i] == key)
                return false;
        }
    }
    void grow()
    {
        std::vector<Key> bigger(m_slots.size() * 2);
        for (const Key& k : m_slots)
            if (k.a != 0)
                place(bigger, k);
        m_slots.swap(bigger);
    }
    std::vector<Key> m_slots;
    std::size_t m_size = 0;
};

Move tilesMove(PlaceKind fromKind, int from, PlaceKind toKind, int to, int count = 1)
{
    return Move{Move::Kind::Tiles, fromKind, static_cast<std::uint8_t>(from), toKind, static_cast<std::uint8_t>(to),
                static_cast<std::uint8_t>(count), 0};
}

// The moves worth searching, most promising first, with one empty row and one empty cell
// standing for all.
void candidateMoves(const Position& p, std::vector<Move>& out)
{
    out.clear();
    int emptyRow = -1, emptyCell = -1;
    for (int r = 0; r < kRows; ++r)
        if (p.rows[static_cast<std::size_t>(r)].empty() && emptyRow < 0)
            emptyRow = r;
    for (int c = 0; c < kCells; ++c)
        if (p.cells[static_cast<std::size_t>(c)].empty() && emptyCell < 0)
            emptyCell = c;
    // Foundations (those not made already as safe).
    for (int r = 0; r < kRows; ++r) {
        const Tile t = p.rows[static_cast<std::size_t>(r)].end();
        if (isSuited(t) && rankOf(t) == p.foundations[static_cast<std::size_t>(suitIndex(t))] + 1)
            out.push_back(tilesMove(PlaceKind::Row, r, PlaceKind::Foundation, 0));
    }
    for (int c = 0; c < kCells; ++c) {
        const Tile t = p.cells[static_cast<std::size_t>(c)].tile;
        if (isSuited(t) && rankOf(t) == p.foundations[static_cast<std::size_t>(suitIndex(t))] + 1)
            out.push_back(tilesMove(PlaceKind::Cell, c, PlaceKind::Foundation, 0));
    }
    // Gathering the dragons.
    for (int d = 0; d < kDragonKinds; ++d) {
        const Tile t = dragonTile(static_cast<Dragon>(d));
        int exposed = 0, holding = -1;
        bool done = false;
        for (const Row& row : p.rows)
            exposed += row.end() == t;
        for (int c = 0; c < kCells; ++c) {
            const Cell& cell = p.cells[static_cast<std::size_t>(c)];
            done = done || cell.gathered == d;
            if (cell.tile == t) {
                ++exposed;
                holding = c;
            }
        }
        const int target = holding >= 0 ? holding : emptyCell;
        if (!done && exposed == kDragonCopies && target >= 0)
            out.push_back(Move{Move::Kind::Gather, PlaceKind::Cell, 0, PlaceKind::Cell,
                               static_cast<std::uint8_t>(target), 1, static_cast<std::uint8_t>(d)});
    }
    // Row to row, onto a tile: the one run length that fits.
    for (int r = 0; r < kRows; ++r) {
        const Row& from = p.rows[static_cast<std::size_t>(r)];
        if (from.empty() || !isSuited(from.end()))
            continue;
        const int run = p.runLength(r), low = rankOf(from.end());
        for (int t = 0; t < kRows; ++t) {
            const Tile x = p.rows[static_cast<std::size_t>(t)].end();
            if (t == r || !isSuited(x))
                continue;
            const int n = rankOf(x) - low;
            if (n < 1 || n > run)
                continue;
            const Tile first = from.tiles[static_cast<std::size_t>(from.size - n)];
            if (suitIndex(first) != suitIndex(x) && p.rows[static_cast<std::size_t>(t)].size + n <= kMaxRowLength)
                out.push_back(tilesMove(PlaceKind::Row, r, PlaceKind::Row, t, n));
        }
    }
    // Free cell to a row: onto a tile, then into an empty row.
    for (int c = 0; c < kCells; ++c) {
        const Tile tile = p.cells[static_cast<std::size_t>(c)].tile;
        if (tile == kNoTile)
            continue;
        for (int t = 0; t < kRows; ++t) {
            const Tile x = p.rows[static_cast<std::size_t>(t)].end();
            if (isSuited(tile) && isSuited(x) && rankOf(tile) + 1 == rankOf(x) && suitIndex(tile) != suitIndex(x))
                out.push_back(tilesMove(PlaceKind::Cell, c, PlaceKind::Row, t));
        }
        if (emptyRow >= 0)
            out.push_back(tilesMove(PlaceKind::Cell, c, PlaceKind::Row, emptyRow));
    }
    // Row into the empty row: any part of the run, never the whole row.
    if (emptyRow >= 0)
        for (int r = 0; r < kRows; ++r) {
            const int size = p.rows[static_cast<std::size_t>(r)].size;
            const int run = p.runLength(r);
            for (int n = run; n >= 1; --n)
                if (n < size)
                    out.push_back(tilesMove(PlaceKind::Row, r, PlaceKind::Row, emptyRow, n));
        }
    // Row end into the empty free cell.
    if (emptyCell >= 0)
        for (int r = 0; r < kRows; ++r)
            if (!p.rows[static_cast<std::size_t>(r)].empty())
                out.push_back(tilesMove(PlaceKind::Row, r, PlaceKind::Cell, emptyCell));
}

// Depth-first with its own stack (a path may be thousands of moves deep).
// Gathering a dragon kind that can never hurt: all four exposed and one of them already in a
// free cell or alone in its row. The gathered kind takes one cell for good, but a winning
// line from here always has such a place taken by one of these dragons (a dragon in a cell
// or alone in a row only moves to another cell or empty row), so the same line, less the
// dragons' moves, wins after the gathering too: it has at least the places it had.
std::optional<Move> safeGather(const Position& p)
{
    // One pass over the row ends and cells (this runs after every move the search makes).
    std::array<int, kDragonKinds> exposed{}, holding{-1, -1, -1};
    std::array<bool, kDragonKinds> alone{};
    for (const Row& row : p.rows)
        if (isDragon(row.end())) {
            const auto d = static_cast<std::size_t>(dragonIndex(row.end()));
            ++exposed[d];
            alone[d] = alone[d] || row.size == 1;
        }
    int emptyCell = -1;
    for (int c = 0; c < kCells; ++c) {
        const Cell& cell = p.cells[static_cast<std::size_t>(c)];
        if (isDragon(cell.tile)) {
            const auto d = static_cast<std::size_t>(dragonIndex(cell.tile));
            ++exposed[d];
            holding[d] = c;
        } else if (cell.empty() && emptyCell < 0) {
            emptyCell = c;
        }
    }
    for (std::size_t d = 0; d < kDragonKinds; ++d) {
        if (exposed[d] < kDragonCopies || (holding[d] < 0 && !alone[d]))
            continue;
        const int target = holding[d] >= 0 ? holding[d] : emptyCell;
        if (target >= 0)
            return Move{Move::Kind::Gather, PlaceKind::Cell, 0, PlaceKind::Cell, static_cast<std::uint8_t>(target), 1,
                        static_cast<std::uint8_t>(d)};
    }
    return std::nullopt;
}

// A foundation move that can never hurt, by a wider test than safeFoundationMove's (the
// player's, which asks every tile one lower of another suit to be home; this is FreeCell's
// Horne rule): the tile is next and every suit is home up to two lower. The tiles one lower
// of another suit are then leaves (all that could lie on them is home) that may go home the
// moment they are exposed, so a winning line that puts one on this tile instead wins as well,
// move for move, with this tile home and that one sent home: the position with this tile
// home is the other with tiles taken away, never worse, and its winning line no longer.
std::optional<Move> safeHome(const Position& p)
{
    const int lowest = std::min({p.foundations[0], p.foundations[1], p.foundations[2]});
    auto safe = [&](Tile t) {
        return isSuited(t) && rankOf(t) == p.foundations[static_cast<std::size_t>(suitIndex(t))] + 1 &&
               rankOf(t) - 2 <= lowest;
    };
    return firstMoveHome(p, safe);
}

// The moves made at once, never searched around: safe foundation moves and safe gathers.
// Each leaves a position whose shortest win is no longer (tiles only taken away), which is
// what keeps the search exact: a win from before is a win, no longer, from after.
std::optional<Move> automaticMove(const Position& p)
{
    if (auto m = safeHome(p))
        return m;
    return safeGather(p);
}

// How promising a position looks, to try the best first (the order changes the time to a
// win, never the verdict): tiles gone, empty rows and cells, dragons of a kind exposed
// together, less the tiles lying on the next tiles of each foundation and on the dragons.
struct Weights {
    int gone, next, next2, dragon, cell, row, exposed;
};
// Weights tried on deals 1-1000 (docs/rules/solitaire.md): the dragons' weights took the mean
// solve time from 12 ms to 6 ms and the slowest winnable deal from 7 s to 0.2 s.
constexpr Weights kPromise{40, 10, 2, 12, 8, 12, 6};
// The best-first search's second view (BestFirst::kViews): room, not progress; nothing for
// the tiles gone, twice the weight of an empty cell or row.
constexpr Weights kRoom{0, 10, 2, 12, 16, 24, 6};

int promise(const Position& p, const Weights& w = kPromise)
{
    int score = w.gone * (kTiles - p.tilesLeft());
    int emptyRows = 0;
    std::array<int, kDragonKinds> exposed{};
    for (int r = 0; r < kRows; ++r) {
        const Row& row = p.rows[static_cast<std::size_t>(r)];
        emptyRows += row.empty();
        if (isDragon(row.end()))
            ++exposed[static_cast<std::size_t>(dragonIndex(row.end()))];
        for (int i = 0; i < row.size; ++i) {
            const Tile t = row.tiles[static_cast<std::size_t>(i)];
            const int above = row.size - 1 - i;
            if (isSuited(t)) {
                const int next = p.foundations[static_cast<std::size_t>(suitIndex(t))] + 1;
                if (rankOf(t) == next)
                    score -= w.next * above;
                else if (rankOf(t) == next + 1)
                    score -= w.next2 * above;
            } else {
                score -= w.dragon * above;
            }
        }
    }
    for (const Cell& cell : p.cells) {
        score += cell.empty() ? w.cell : 0;
        if (isDragon(cell.tile))
            ++exposed[static_cast<std::size_t>(dragonIndex(cell.tile))];
    }
    for (int e : exposed)
        score += w.exposed * e * e; // four of a kind exposed: ready to gather
    return score + w.row * emptyRows;
}

class Search {
public:
    explicit Search(const SolverLimits& limits) : m_limits(limits) {}

    bool run(const Position& start)
    {
        switch (enter(start)) {
        case Entered::Won: return true;
        case Entered::Stop:
        case Entered::Seen: return false;
        case Entered::New: break;
        }
        while (m_depth > 0) {
            Frame& f = m_stack[m_depth - 1];
            if (f.next == f.moves.size()) {
                m_path.resize(f.mark);
                --m_depth;
                if (m_depth > 0)
                    m_path.pop_back(); // the move that led into it
                continue;
            }
            const Move m = f.moves[f.next++];
            Position next = f.position;
            applyMove(next, m);
            m_path.push_back(m);
            switch (enter(next)) {
            case Entered::Won: return true;
            case Entered::Stop: return false;
            case Entered::Seen: m_path.pop_back(); break;
            case Entered::New: break;
            }
        }
        return false;
    }

    std::vector<Move>& path() { return m_path; }
    std::uint64_t nodes() const { return m_nodes; }
    bool aborted() const { return m_aborted; }

private:
    enum class Entered { Won, Seen, New, Stop };
    struct Frame {
        Position position;
        std::vector<Move> moves;
        std::size_t next = 0;
        std::size_t mark = 0; // the path's length before this position's automatic moves
    };

    Entered enter(Position p)
    {
        const std::size_t mark = m_path.size();
        while (const auto m = automaticMove(p)) {
            applyMove(p, *m);
            m_path.push_back(*m);
        }
        if (p.won())
            return Entered::Won;
        if (!m_seen.insert(keyOf(p))) {
            m_path.resize(mark);
            return Entered::Seen;
        }
        if (m_nodes >= m_limits.maxNodes) {
            m_aborted = true;
            return Entered::Stop;
        }
        ++m_nodes;
        if (m_depth == m_stack.size())
            m_stack.emplace_back();
        Frame& f = m_stack[m_depth++];
        f.position = p;
        f.next = 0;
        f.mark = mark;
        candidateMoves(p, f.moves);
        orderMoves(p, f.moves);
        return Entered::New;
    }

    // Most promising first; ties keep candidateMoves' order.
    void orderMoves(const Position& p, std::vector<Move>& moves)
    {
        m_scored.clear();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            Position next = p;
            applyMove(next, moves[i]);
            while (const auto m = automaticMove(next))
                applyMove(next, *m);
            m_scored.emplace_back(-promise(next), static_cast<int>(i));
        }
        std::stable_sort(m_scored.begin(), m_scored.end());
        m_sorted.clear();
        for (const auto& [score, i] : m_scored)
            m_sorted.push_back(moves[static_cast<std::size_t>(i)]);
        moves.swap(m_sorted);
    }

    std::vector<std::pair<int, int>> m_scored;
    std::vector<Move> m_sorted;
    SolverLimits m_limits;
    SeenSet m_seen;
    std::vector<Frame> m_stack;
    std::size_t m_depth = 0;
    std::vector<Move> m_path;
    std::uint64_t m_nodes = 0;
    bool m_aborted = false;
};

// Whether `m`, from `here`, undoes `done`, the move that made `here` from its parent with no
// automatic move after it: the same tiles straight back to where they were (to the same row,
// or to any empty row when that row is empty now; to any empty free cell), so that `m` leads
// to the parent itself (rows and cells being sets), already met. Foundation moves and
// gatherings are never undone.
bool undoes(const Position& here, const Move& done, const Move& m)
{
    if (done.kind != Move::Kind::Tiles || m.kind != Move::Kind::Tiles || done.toKind == PlaceKind::Foundation ||
        m.fromKind != done.toKind || m.toKind != done.fromKind || m.from != done.to || m.count != done.count)
        return false;
    if (m.toKind == PlaceKind::Cell)
        return true;
    return m.to == done.from || (here.rows[done.from].empty() && here.rows[m.to].empty());
}

// Best first: the most promising position met and not yet expanded is expanded next, so a
// bad first move costs no more than its own positions. Every position met is kept, packed,
// with its parent and the move that led to it; the same transposition table.
//
// Three views of "most promising" take turns, each with its own queue of positions: the
// promise; the promise less kNear per move from the start (the shallow alternatives, where
// the promise has run deep into a dead end); and kRoom (room rather than progress). A
// position's children join the queue of the view that expanded it (the start's join all
// three), so that each view follows its own line rather than the others' children; a view
// whose queue is empty lends its turn; the promise alone takes the first kAlone turns. Every
// position met joins a queue and every queue is emptied, so the search still meets every
// reachable position: the same verdicts, only the order (and so the time to a win) changes.
// Positions searched at the 99th percentile: deals 1-4000 47,000 -> 22,000, deals 6001-10000
// 55,000 -> 24,000 (docs/rules/solitaire.md).
class BestFirst {
public:
    explicit BestFirst(const SolverLimits& limits) : m_limits(limits) {}

    bool run(const Position& start)
    {
        m_start = start;
        Position p = start;
        closeUp(p);
        if (p.won())
            return finish(kNone, Move{});
        m_seen.insert(keyOf(p));
        add(p, kNone, Move{}, false, 0);
        std::vector<Move> moves;
        for (std::uint64_t turn = 0;; ++turn) {
            std::size_t view = turn < kAlone ? 0 : turn % kViews;
            for (std::size_t k = 1; k < kViews && m_open[view].empty(); ++k)
                view = (view + 1) % kViews;
            std::vector<std::uint64_t>& open = m_open[view];
            if (open.empty())
                break;
            std::pop_heap(open.begin(), open.end());
            const auto at = static_cast<std::uint32_t>(open.back());
            open.pop_back();
            if (m_nodes[at].expanded)
                continue; // a child of the start, in every queue
            m_nodes[at].expanded = true;
            const Position here = unpack(m_nodes[at].packed);
            for (int r = 0; r < kRows; ++r)
                m_rowKeys[static_cast<std::size_t>(r)] = rowKey(here.rows[static_cast<std::size_t>(r)]);
            candidateMoves(here, moves);
            if (m_nodes[at].undoable) {
                // The move straight back leads to the parent, already met: not made at all.
                const Move done = m_nodes[at].move;
                std::erase_if(moves, [&](const Move& m) { return undoes(here, done, m); });
            }
            m_children.resize(moves.size());
            for (std::size_t i = 0; i < moves.size(); ++i) {
                Child& c = m_children[i];
                c.position = here;
                applyMove(c.position, moves[i]);
                c.undoable = !closeUpAfter(c.position, moves[i]);
                if (c.position.won())
                    return finish(at, moves[i]);
                c.key = keyFrom(here, c.position);
                m_seen.prefetch(c.key);
            }
            for (std::size_t i = 0; i < moves.size(); ++i) {
                if (!m_seen.insert(m_children[i].key))
                    continue;
                if (m_nodes.size() >= m_limits.maxNodes) {
                    m_aborted = true;
                    return false;
                }
                add(m_children[i].position, at, moves[i], m_children[i].undoable, view);
            }
        }
        return false;
    }

    std::vector<Move>& path() { return m_path; }
    std::uint64_t nodes() const { return m_nodes.size(); }
    bool aborted() const { return m_aborted; }

private:
    static constexpr std::uint32_t kNone = 0xffffffffu;
    // Rows' tiles, each row ended by 0, then the three cells (a tile, or 32 + a gathered kind).
    using Packed = std::array<std::uint8_t, kTiles + kRows + kCells + 1>;
    struct Node {
        Packed packed;
        bool undoable;  // no automatic move followed `move`: its reverse leads back to the parent
        bool expanded;  // its children made (a child of the start is in every queue)
        std::uint16_t depth; // moves from the start (the automatic ones not counted), at most 65535
        std::uint32_t parent;
        Move move;
    };
    // The views (see the class): their weights and, for the second, the cost of a move.
    static constexpr std::size_t kViews = 3;
    static constexpr int kNear = 20;
    // The promise alone takes the first turns: half the deals are won within 305 positions
    // by it alone (deals 1-4000), which the three views would take twice as long to do.
    static constexpr std::uint64_t kAlone = 500;

    // keyOf(next), with the shares of the rows that are as in `here` kept from m_rowKeys.
    Key keyFrom(const Position& here, const Position& next) const
    {
        Key k = cellsKey(next);
        for (std::size_t r = 0; r < kRows; ++r) {
            const Key share = next.rows[r] == here.rows[r] ? m_rowKeys[r] : rowKey(next.rows[r]);
            k.a += share.a;
            k.b += share.b;
        }
        k.a |= 1;
        return k;
    }
    // closeUp after a move from a closed position (no automatic move left): unless the move
    // took a tile home, gathered or emptied a free cell (room to gather), only the tile it
    // uncovered can have become safe to send home, and only a dragon uncovered or moved can
    // have become safe to gather.
    // True when it made a move.
    static bool closeUpAfter(Position& p, const Move& m)
    {
        if (m.kind == Move::Kind::Tiles && m.toKind != PlaceKind::Foundation && m.fromKind == PlaceKind::Row) {
            const Tile uncovered = p.rows[m.from].end();
            const Tile moved = m.toKind == PlaceKind::Cell ? p.cells[m.to].tile : p.rows[m.to].end();
            const int lowest = std::min({p.foundations[0], p.foundations[1], p.foundations[2]});
            const bool home = isSuited(uncovered) &&
                              rankOf(uncovered) == p.foundations[static_cast<std::size_t>(suitIndex(uncovered))] + 1 &&
                              rankOf(uncovered) - 2 <= lowest;
            if (!home && !isDragon(uncovered) && !isDragon(moved))
                return false;
        }
        return closeUp(p);
    }
    static bool closeUp(Position& p)
    {
        bool moved = false;
        while (const auto m = automaticMove(p)) {
            applyMove(p, *m);
            moved = true;
        }
        return moved;
    }
    static Packed pack(const Position& p)
    {
        Packed out{};
        std::size_t i = 0;
        for (const Row& row : p.rows) {
            for (int k = 0; k < row.size; ++k)
                out[i++] = row.tiles[static_cast<std::size_t>(k)];
            out[i++] = 0;
        }
        for (const Cell& cell : p.cells)
            out[i++] = cell.gathered >= 0 ? static_cast<std::uint8_t>(32 + cell.gathered) : cell.tile;
        return out;
    }
    static Position unpack(const Packed& in)
    {
        Position p;
        std::size_t i = 0;
        std::array<int, kSuits> lowest{10, 10, 10};
        for (Row& row : p.rows) {
            while (in[i] != 0) {
                const Tile t = in[i++];
                row.tiles[row.size++] = t;
                if (isSuited(t))
                    lowest[static_cast<std::size_t>(suitIndex(t))] = std::min(lowest[static_cast<std::size_t>(suitIndex(t))], rankOf(t));
            }
            ++i;
        }
        for (Cell& cell : p.cells) {
            const std::uint8_t v = in[i++];
            if (v >= 32)
                cell.gathered = static_cast<std::int8_t>(v - 32);
            else
                cell.tile = v;
            if (isSuited(v))
                lowest[static_cast<std::size_t>(suitIndex(v))] = std::min(lowest[static_cast<std::size_t>(suitIndex(v))], rankOf(v));
        }
        for (int s = 0; s < kSuits; ++s)
            p.foundations[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(lowest[static_cast<std::size_t>(s)] - 1);
        return p;
    }
    // A position into the queue of the view that expanded its parent (the start's children
    // into all three). A queue's entry: the view's score, then the position's index, so that
    // of equal scores the newest comes first, as depth first would.
    void add(const Position& p, std::uint32_t parent, const Move& m, bool undoable, std::size_t view)
    {
        const auto index = static_cast<std::uint32_t>(m_nodes.size());
        const int depth = parent == kNone ? 0 : std::min(m_nodes[parent].depth + 1, 0xffff);
        m_nodes.push_back(Node{pack(p), undoable && parent != kNone, false, static_cast<std::uint16_t>(depth), parent, m});
        auto push = [&](std::size_t v, int score) {
            const auto biased = static_cast<std::uint64_t>(static_cast<std::int64_t>(score) << 32) ^ (std::uint64_t{1} << 63);
            m_open[v].push_back(biased | index);
            std::push_heap(m_open[v].begin(), m_open[v].end());
        };
        const bool all = parent == kNone || parent == 0;
        if (all || view != 2) {
            const int score = promise(p);
            if (all || view == 0)
                push(0, score);
            if (all || view == 1)
                push(1, score - kNear * depth);
        }
        if (all || view == 2)
            push(2, promise(p, kRoom));
    }
    // The moves from the start to the win: each stored move and the automatic ones after it.
    bool finish(std::uint32_t last, const Move& winning)
    {
        std::vector<Move> chosen{};
        if (last != kNone || !(winning == Move{}))
            chosen.push_back(winning);
        for (std::uint32_t at = last; at != kNone && m_nodes[at].parent != kNone; at = m_nodes[at].parent)
            chosen.push_back(m_nodes[at].move);
        std::reverse(chosen.begin(), chosen.end());
        Position p = m_start;
        auto automatic = [&] {
            while (const auto m = automaticMove(p)) {
                applyMove(p, *m);
                m_path.push_back(*m);
            }
        };
        automatic();
        for (const Move& m : chosen) {
            applyMove(p, m);
            m_path.push_back(m);
            automatic();
        }
        return true;
    }

    SolverLimits m_limits;
    Position m_start;
    std::array<Key, kRows> m_rowKeys{}; // the shares of the position being expanded
    struct Child {
        Position position;
        Key key;
        bool undoable;
    };
    std::vector<Child> m_children; // of the position being expanded, before they are looked up
    SeenSet m_seen;
    std::vector<Node> m_nodes;
    std::array<std::vector<std::uint64_t>, kViews> m_open; // a max-heap for each view
    std::vector<Move> m_path;
    bool m_aborted = false;
};

// A shorter solution from a found one: from each position on the way, the one move that
// reaches the latest position further along (as the same canonical position), then the
// concrete moves rebuilt, since rows and cells may be in another order there.
std::vector<Move> shorten(const Position& start, const std::vector<Move>& solution)
{
    std::vector<Key> keys;
    std::vector<Position> states{start};
    keys.push_back(keyOf(start));
    for (const Move& m : solution) {
        Position next = states.back();
        applyMove(next, m);
        states.push_back(next);
        keys.push_back(keyOf(next));
    }
    struct KeyHash {
        std::size_t operator()(const Key& k) const { return static_cast<std::size_t>(k.a ^ (k.b * 31)); }
    };
    std::unordered_map<Key, std::size_t, KeyHash> index;
    for (std::size_t i = 0; i < keys.size(); ++i)
        index[keys[i]] = i; // the latest
    std::vector<std::size_t> targets;
    std::vector<Move> moves;
    for (std::size_t i = 0; i + 1 < states.size();) {
        std::size_t best = i + 1;
        candidateMoves(states[i], moves); // every canonical successor
        for (const Move& m : moves) {
            Position next = states[i];
            applyMove(next, m);
            if (const auto found = index.find(keyOf(next)); found != index.end() && found->second > best)
                best = found->second;
        }
        targets.push_back(best);
        i = best;
    }
    std::vector<Move> out;
    Position at = start;
    for (const std::size_t t : targets) {
        bool moved = false;
        candidateMoves(at, moves);
        for (const Move& m : moves) {
            Position next = at;
            applyMove(next, m);
            if (keyOf(next) == keys[t]) {
                out.push_back(m);
                at = next;
                moved = true;
                break;
            }
        }
        if (!moved)
            return solution; // cannot happen (a canonical position's moves have their like)
    }
    return out;
}

} // namespace

const char* verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Winnable: return "winnable";
    case Verdict::Unwinnable: return "unwinnable";
    case Verdict::Undecided: return "undecided";
    }
    return "undecided";
}

std::optional<Move> dominantMove(const Position& position) { return automaticMove(position); }

bool undoesMove(const Position& here, const Move& done, const Move& move) { return undoes(here, done, move); }

SolveResult solve(const Position& position, const SolverLimits& limits)
{
    SolveResult result;
    if (!checkPosition(position))
        return result;
    auto decide = [&](auto& search) {
        const bool won = search.run(position);
        result.nodes = search.nodes();
        if (won)
            result.solution = search.path();
        return won ? Verdict::Winnable : search.aborted() ? Verdict::Undecided : Verdict::Unwinnable;
    };
    if (limits.bestFirst) {
        BestFirst search(limits);
        result.verdict = decide(search);
    } else {
        Search search(limits);
        result.verdict = decide(search);
    }
    if (result.verdict == Verdict::Winnable) {
        for (std::size_t before = result.solution.size() + 1; result.solution.size() < before;) {
            before = result.solution.size();
            result.solution = shorten(position, result.solution);
        }
    }
    return result;
}

} // namespace mj::solitaire
