#include "variants/solitaire/solitaire.h"

#include "core/rng.h"

namespace mj::solitaire {

namespace {

constexpr char kSuitLetters[kSuits] = {'p', 's', 'm'};
constexpr const char* kSuitNames[kSuits] = {"balls", "sticks", "characters"};
constexpr char kDragonRanks[kDragonKinds] = {'7', '6', '5'}; // red, green, white
constexpr const char* kDragonNames[kDragonKinds] = {"red", "green", "white"};

// Whether `lower` may lie on `upper` in a run: both suited, one rank lower, another suit.
bool fits(Tile lower, Tile upper)
{
    return isSuited(lower) && isSuited(upper) && rankOf(lower) + 1 == rankOf(upper) &&
           suitIndex(lower) != suitIndex(upper);
}

std::string placeText(PlaceKind kind, int index)
{
    switch (kind) {
    case PlaceKind::Row: return "r" + std::to_string(index + 1);
    case PlaceKind::Cell: return "c" + std::to_string(index + 1);
    case PlaceKind::Foundation: return "f";
    }
    return "?";
}

std::string placeName(PlaceKind kind, int index)
{
    switch (kind) {
    case PlaceKind::Row: return "row " + std::to_string(index + 1);
    case PlaceKind::Cell: return "free cell " + std::to_string(index + 1);
    case PlaceKind::Foundation: return "the foundation";
    }
    return "?";
}

// How many of a dragon kind are exposed (row ends and free cells).
int exposedDragons(const Position& p, int dragon)
{
    const Tile t = dragonTile(static_cast<Dragon>(dragon));
    int n = 0;
    for (const Row& row : p.rows)
        n += row.end() == t;
    for (const Cell& cell : p.cells)
        n += cell.tile == t;
    return n;
}

bool gathered(const Position& p, int dragon)
{
    for (const Cell& cell : p.cells)
        if (cell.gathered == dragon)
            return true;
    return false;
}

} // namespace

std::string tileText(Tile t)
{
    if (isSuited(t))
        return std::string{static_cast<char>('0' + rankOf(t)), kSuitLetters[suitIndex(t)]};
    if (isDragon(t))
        return std::string{kDragonRanks[dragonIndex(t)], 'z'};
    return "??";
}

Expected<Tile> parseTile(const std::string& text)
{
    if (text.size() == 2) {
        const char r = text[0], s = text[1];
        for (int i = 0; i < kSuits; ++i)
            if (s == kSuitLetters[i] && r >= '1' && r <= '9')
                return suited(static_cast<Suit>(i), r - '0');
        if (s == 'z')
            for (int d = 0; d < kDragonKinds; ++d)
                if (r == kDragonRanks[d])
                    return dragonTile(static_cast<Dragon>(d));
    }
    return failure("\"" + text.substr(0, 20) +
                   "\" is not a tile of the solitaire set (1p-9p, 1s-9s, 1m-9m, 7z red, 6z green, 5z white)");
}

bool Position::won() const { return tilesLeft() == 0; }

int Position::tilesLeft() const
{
    int left = kTiles;
    for (auto top : foundations)
        left -= top;
    for (const Cell& cell : cells)
        if (cell.gathered >= 0)
            left -= kDragonCopies;
    return left;
}

int Position::runLength(int row) const
{
    const Row& r = rows[static_cast<std::size_t>(row)];
    if (r.empty())
        return 0;
    int n = 1;
    while (n < r.size && fits(r.tiles[r.size - n], r.tiles[r.size - n - 1]))
        ++n;
    return n;
}

Position deal(std::uint64_t number)
{
    std::vector<Tile> tiles;
    for (int s = 0; s < kSuits; ++s)
        for (int r = 1; r <= kRanks; ++r)
            tiles.push_back(suited(static_cast<Suit>(s), r));
    for (int d = 0; d < kDragonKinds; ++d)
        for (int c = 0; c < kDragonCopies; ++c)
            tiles.push_back(dragonTile(static_cast<Dragon>(d)));
    Rng rng(number);
    rng.shuffle(tiles);
    Position p;
    std::size_t next = 0;
    for (int row = 0; row < kRows; ++row) {
        const int length = row == 0 ? 4 : 5;
        for (int i = 0; i < length; ++i)
            p.rows[static_cast<std::size_t>(row)].tiles[static_cast<std::size_t>(i)] = tiles[next++];
        p.rows[static_cast<std::size_t>(row)].size = static_cast<std::uint8_t>(length);
    }
    return p;
}

Status checkPosition(const Position& p)
{
    std::array<int, 31> seen{};
    for (int row = 0; row < kRows; ++row) {
        const Row& r = p.rows[static_cast<std::size_t>(row)];
        if (r.size > kMaxRowLength)
            return failure("row " + std::to_string(row + 1) + " is longer than " + std::to_string(kMaxRowLength));
        for (int i = 0; i < r.size; ++i) {
            const Tile t = r.tiles[static_cast<std::size_t>(i)];
            if (!isSuited(t) && !isDragon(t))
                return failure("row " + std::to_string(row + 1) + " holds something that is no tile");
            ++seen[t];
        }
    }
    for (int c = 0; c < kCells; ++c) {
        const Cell& cell = p.cells[static_cast<std::size_t>(c)];
        if (cell.gathered >= kDragonKinds || (cell.gathered >= 0 && cell.tile != kNoTile) ||
            (cell.tile != kNoTile && !isSuited(cell.tile) && !isDragon(cell.tile)))
            return failure("free cell " + std::to_string(c + 1) + " holds something that is no tile");
        if (cell.gathered >= 0)
            seen[dragonTile(static_cast<Dragon>(cell.gathered))] += kDragonCopies;
        else if (cell.tile != kNoTile)
            ++seen[cell.tile];
    }
    for (int s = 0; s < kSuits; ++s) {
        if (p.foundations[static_cast<std::size_t>(s)] > kRanks)
            return failure(std::string("the ") + kSuitNames[s] + " foundation is higher than 9");
        for (int r = 1; r <= p.foundations[static_cast<std::size_t>(s)]; ++r)
            ++seen[suited(static_cast<Suit>(s), r)];
    }
    for (Tile t = 1; t <= 30; ++t) {
        const int want = isDragon(t) ? kDragonCopies : 1;
        if (seen[t] != want)
            return failure(tileText(t) + " is there " + std::to_string(seen[t]) + " times, not " +
                           std::to_string(want) + (seen[t] > want ? " (a foundation or a gathered kind may hold it)" : ""));
    }
    return success();
}

std::optional<std::string> whyIllegal(const Position& p, const Move& m)
{
    if (m.kind == Move::Kind::Gather) {
        if (m.dragon >= kDragonKinds || m.toKind != PlaceKind::Cell || m.to >= kCells)
            return "the four dragons of a kind go together into a free cell (c1-c3)";
        const Tile t = dragonTile(static_cast<Dragon>(m.dragon));
        if (gathered(p, m.dragon))
            return "the " + std::string(kDragonNames[m.dragon]) + " dragons are gathered already";
        const int exposed = exposedDragons(p, m.dragon);
        if (exposed < kDragonCopies)
            return "only " + std::to_string(exposed) + " of the four " + kDragonNames[m.dragon] +
                   " dragons are exposed (at a row's end or in a free cell)";
        const Cell& cell = p.cells[m.to];
        if (!cell.empty() && cell.tile != t)
            return placeName(PlaceKind::Cell, m.to) + " is taken: the dragons go into an empty cell or one holding one of them";
        return std::nullopt;
    }
    // What moves.
    Tile first = kNoTile; // the tile at the top of what moves (the highest of a run)
    if (m.fromKind == PlaceKind::Row) {
        if (m.from >= kRows)
            return "there is no row " + std::to_string(m.from + 1) + " (rows are r1-r8)";
        const Row& row = p.rows[m.from];
        if (row.empty())
            return placeName(PlaceKind::Row, m.from) + " is empty";
        if (m.count < 1)
            return "a move carries at least one tile";
        if (m.count > 1) {
            if (isDragon(row.end()))
                return "dragons never form groups: only the exposed dragon moves";
            if (m.count > p.runLength(m.from))
                return "the last " + std::to_string(m.count) + " tiles of row " + std::to_string(m.from + 1) +
                       " are not a run descending by one in alternating suits";
        }
        first = row.tiles[static_cast<std::size_t>(row.size - m.count)];
    } else if (m.fromKind == PlaceKind::Cell) {
        if (m.from >= kCells)
            return "there is no free cell " + std::to_string(m.from + 1) + " (cells are c1-c3)";
        const Cell& cell = p.cells[m.from];
        if (cell.gathered >= 0)
            return "the gathered " + std::string(kDragonNames[cell.gathered]) + " dragons stay in their cell for good";
        if (cell.tile == kNoTile)
            return placeName(PlaceKind::Cell, m.from) + " is empty";
        if (m.count != 1)
            return "a free cell holds one tile";
        first = cell.tile;
    } else {
        return "tiles on a foundation stay there";
    }
    // Where it goes.
    switch (m.toKind) {
    case PlaceKind::Foundation: {
        if (m.count != 1)
            return "tiles go to their foundation one at a time";
        if (!isSuited(first))
            return "dragons have no foundation: the four of a kind are gathered into a free cell";
        const int s = suitIndex(first);
        if (rankOf(first) != p.foundations[static_cast<std::size_t>(s)] + 1)
            return tileText(first) + " is not next on the " + kSuitNames[s] + " foundation (it needs " +
                   (p.foundations[static_cast<std::size_t>(s)] == kRanks
                        ? std::string("nothing more")
                        : tileText(suited(static_cast<Suit>(s), p.foundations[static_cast<std::size_t>(s)] + 1))) +
                   ")";
        return std::nullopt;
    }
    case PlaceKind::Cell: {
        if (m.to >= kCells)
            return "there is no free cell " + std::to_string(m.to + 1) + " (cells are c1-c3)";
        if (m.fromKind == PlaceKind::Cell)
            return "a tile in a free cell does not move to another free cell";
        if (m.count != 1)
            return "a free cell holds one tile";
        if (!p.cells[m.to].empty())
            return placeName(PlaceKind::Cell, m.to) + " is not empty";
        return std::nullopt;
    }
    case PlaceKind::Row: {
        if (m.to >= kRows)
            return "there is no row " + std::to_string(m.to + 1) + " (rows are r1-r8)";
        if (m.fromKind == PlaceKind::Row && m.from == m.to)
            return "the tiles are in row " + std::to_string(m.to + 1) + " already";
        const Row& target = p.rows[m.to];
        if (target.empty())
            return std::nullopt;
        if (target.size + m.count > kMaxRowLength)
            return "row " + std::to_string(m.to + 1) + " would be too long";
        if (isDragon(target.end()))
            return "nothing may be placed next to a dragon";
        if (isDragon(first))
            return "a dragon goes only into an empty row or a free cell";
        if (!fits(first, target.end()))
            return tileText(first) + " may not go next to " + tileText(target.end()) +
                   ": it needs a tile one higher (" + std::to_string(rankOf(first) + 1) + ") of another suit";
        return std::nullopt;
    }
    }
    return "no such place";
}

void applyMove(Position& p, const Move& m)
{
    if (m.kind == Move::Kind::Gather) {
        const Tile t = dragonTile(static_cast<Dragon>(m.dragon));
        for (Row& row : p.rows)
            if (row.end() == t)
                row.tiles[--row.size] = kNoTile;
        for (Cell& cell : p.cells)
            if (cell.tile == t)
                cell.tile = kNoTile;
        p.cells[m.to] = Cell{kNoTile, static_cast<std::int8_t>(m.dragon)};
        return;
    }
    std::array<Tile, kMaxRowLength> moving{};
    if (m.fromKind == PlaceKind::Row) {
        Row& row = p.rows[m.from];
        for (int i = 0; i < m.count; ++i) {
            moving[static_cast<std::size_t>(i)] = row.tiles[static_cast<std::size_t>(row.size - m.count + i)];
            row.tiles[static_cast<std::size_t>(row.size - m.count + i)] = kNoTile;
        }
        row.size = static_cast<std::uint8_t>(row.size - m.count);
    } else {
        moving[0] = p.cells[m.from].tile;
        p.cells[m.from].tile = kNoTile;
    }
    switch (m.toKind) {
    case PlaceKind::Foundation: ++p.foundations[static_cast<std::size_t>(suitIndex(moving[0]))]; break;
    case PlaceKind::Cell: p.cells[m.to].tile = moving[0]; break;
    case PlaceKind::Row: {
        Row& row = p.rows[m.to];
        for (int i = 0; i < m.count; ++i)
            row.tiles[row.size++] = moving[static_cast<std::size_t>(i)];
        break;
    }
    }
}

std::vector<Move> legalMoves(const Position& p)
{
    std::vector<Move> out;
    auto tryMove = [&](const Move& m) {
        if (!whyIllegal(p, m))
            out.push_back(m);
    };
    for (std::uint8_t d = 0; d < kDragonKinds; ++d)
        for (std::uint8_t c = 0; c < kCells; ++c)
            tryMove(Move{Move::Kind::Gather, PlaceKind::Cell, 0, PlaceKind::Cell, c, 1, d});
    for (std::uint8_t r = 0; r < kRows; ++r) {
        const int run = p.runLength(r);
        for (int n = 1; n <= run; ++n) {
            const auto count = static_cast<std::uint8_t>(n);
            if (n == 1) {
                tryMove(Move{Move::Kind::Tiles, PlaceKind::Row, r, PlaceKind::Foundation, 0, 1, 0});
                for (std::uint8_t c = 0; c < kCells; ++c)
                    tryMove(Move{Move::Kind::Tiles, PlaceKind::Row, r, PlaceKind::Cell, c, 1, 0});
            }
            for (std::uint8_t t = 0; t < kRows; ++t)
                tryMove(Move{Move::Kind::Tiles, PlaceKind::Row, r, PlaceKind::Row, t, count, 0});
        }
    }
    for (std::uint8_t c = 0; c < kCells; ++c) {
        tryMove(Move{Move::Kind::Tiles, PlaceKind::Cell, c, PlaceKind::Foundation, 0, 1, 0});
        for (std::uint8_t t = 0; t < kRows; ++t)
            tryMove(Move{Move::Kind::Tiles, PlaceKind::Cell, c, PlaceKind::Row, t, 1, 0});
    }
    return out;
}

std::optional<Move> safeFoundationMove(const Position& p)
{
    auto safe = [&](Tile t) {
        if (!isSuited(t))
            return false;
        const int s = suitIndex(t), r = rankOf(t);
        if (r != p.foundations[static_cast<std::size_t>(s)] + 1)
            return false;
        for (int other = 0; other < kSuits; ++other)
            if (other != s && p.foundations[static_cast<std::size_t>(other)] < r - 1)
                return false;
        return true;
    };
    return firstMoveHome(p, safe);
}

std::string moveText(const Move& m)
{
    if (m.kind == Move::Kind::Gather)
        return tileText(dragonTile(static_cast<Dragon>(m.dragon % kDragonKinds))) + ">" + placeText(m.toKind, m.to);
    std::string text = placeText(m.fromKind, m.from) + ">" + placeText(m.toKind, m.to);
    if (m.count > 1)
        text += "*" + std::to_string(m.count);
    return text;
}

namespace {

// "r1".."r8", "c1".."c3", "f" (the foundation only where allowed).
std::optional<std::pair<PlaceKind, std::uint8_t>> parsePlace(const std::string& text)
{
    if (text == "f")
        return std::pair{PlaceKind::Foundation, std::uint8_t{0}};
    if (text.size() == 2 && (text[0] == 'r' || text[0] == 'c') && text[1] >= '1') {
        const int n = text[1] - '1';
        const int limit = text[0] == 'r' ? kRows : kCells;
        if (n < limit)
            return std::pair{text[0] == 'r' ? PlaceKind::Row : PlaceKind::Cell, static_cast<std::uint8_t>(n)};
    }
    return std::nullopt;
}

} // namespace

Expected<Move> parseMove(const std::string& text)
{
    const std::string shown = "\"" + text.substr(0, 40) + (text.size() > 40 ? "..." : "") + "\"";
    const auto arrow = text.find('>');
    if (text.empty() || text.size() > 40 || arrow == std::string::npos || text.find('>', arrow + 1) != std::string::npos)
        return failure("the move " + shown + " is not FROM>TO (r3>r5, r3>r5*3, c1>r2, r4>c1, r4>f, 7z>c2)");
    const std::string from = text.substr(0, arrow);
    std::string to = text.substr(arrow + 1);
    int count = 1;
    if (const auto star = to.find('*'); star != std::string::npos) {
        const std::string n = to.substr(star + 1);
        if (n.empty() || n.size() > 2 || n.find_first_not_of("0123456789") != std::string::npos || std::stoi(n) < 1 ||
            std::stoi(n) > kRanks)
            return failure("the move " + shown + ": the run's length after \"*\" must be from 1 to 9");
        count = std::stoi(n);
        to = to.substr(0, star);
    }
    const auto target = parsePlace(to);
    if (!target)
        return failure("the move " + shown + ": \"" + to + "\" is no place (r1-r8, c1-c3, f)");
    if (const auto tile = parseTile(from); tile && isDragon(*tile)) {
        if (target->first != PlaceKind::Cell || count != 1)
            return failure("the move " + shown + ": the four dragons of a kind are gathered into a free cell (7z>c2)");
        return Move{Move::Kind::Gather, PlaceKind::Cell, 0, PlaceKind::Cell, target->second, 1,
                    static_cast<std::uint8_t>(dragonIndex(*tile))};
    }
    const auto source = parsePlace(from);
    if (!source || source->first == PlaceKind::Foundation)
        return failure("the move " + shown + ": \"" + from + "\" is no place a tile moves from (r1-r8, c1-c3, or a dragon 5z/6z/7z to gather)");
    if (count > 1 && (source->first != PlaceKind::Row || target->first != PlaceKind::Row))
        return failure("the move " + shown + ": only a run moves from a row to a row");
    return Move{Move::Kind::Tiles, source->first, source->second, target->first, target->second,
                static_cast<std::uint8_t>(count), 0};
}

std::string describeMove(const Position& p, const Move& m)
{
    if (whyIllegal(p, m))
        return moveText(m);
    if (m.kind == Move::Kind::Gather)
        return std::string("the four ") + kDragonNames[m.dragon] + " dragons gathered into free cell " +
               std::to_string(m.to + 1);
    std::string tiles;
    if (m.fromKind == PlaceKind::Row) {
        const Row& row = p.rows[m.from];
        for (int i = row.size - m.count; i < row.size; ++i)
            tiles += (tiles.empty() ? "" : " ") + tileText(row.tiles[static_cast<std::size_t>(i)]);
    } else {
        tiles = tileText(p.cells[m.from].tile);
    }
    switch (m.toKind) {
    case PlaceKind::Foundation: return tiles + " to the foundation";
    case PlaceKind::Cell: return tiles + " into free cell " + std::to_string(m.to + 1);
    case PlaceKind::Row:
        if (p.rows[m.to].empty())
            return tiles + " into the empty row " + std::to_string(m.to + 1);
        return tiles + " next to " + tileText(p.rows[m.to].end()) + " (row " + std::to_string(m.to + 1) + ")";
    }
    return moveText(m);
}

std::string positionText(const Position& p)
{
    std::string text;
    for (int r = 0; r < kRows; ++r) {
        const Row& row = p.rows[static_cast<std::size_t>(r)];
        text += "r" + std::to_string(r + 1) + ":";
        for (int i = 0; i < row.size; ++i)
            text += " " + tileText(row.tiles[static_cast<std::size_t>(i)]);
        text += "\n";
    }
    text += "c:";
    for (const Cell& cell : p.cells) {
        if (cell.gathered >= 0)
            text += " " + tileText(dragonTile(static_cast<Dragon>(cell.gathered))) + "*4";
        else
            text += " " + (cell.tile == kNoTile ? std::string(".") : tileText(cell.tile));
    }
    text += "\nf:";
    for (int s = 0; s < kSuits; ++s)
        text += " " + std::to_string(p.foundations[static_cast<std::size_t>(s)]) + kSuitLetters[s];
    return text + "\n";
}

namespace {

std::vector<std::string> words(const std::string& line)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            ++i;
        if (i > start)
            out.push_back(line.substr(start, i - start));
    }
    return out;
}

} // namespace

Expected<Position> parsePosition(const std::string& text)
{
    constexpr std::size_t kMaxText = 4096;
    if (text.size() > kMaxText)
        return failure("a solitaire position is at most " + std::to_string(kMaxText) + " characters");
    Position p;
    std::array<bool, kRows> rowSeen{};
    bool cellsSeen = false, foundationsSeen = false;
    std::size_t start = 0;
    int lineNumber = 0;
    while (start <= text.size()) {
        std::size_t end = text.find_first_of("\n;", start);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        const std::string where = "line " + std::to_string(lineNumber) + ": ";
        const auto w = words(line);
        if (w.empty() || w[0][0] == '#')
            continue;
        const std::string& label = w[0];
        if (label.size() < 2 || label.back() != ':')
            return failure(where + "a line starts with r1: to r8:, c: or f:, not \"" + label.substr(0, 20) + "\"");
        const std::string name = label.substr(0, label.size() - 1);
        if (name == "c") {
            if (cellsSeen)
                return failure(where + "the free cells (c:) are given twice");
            cellsSeen = true;
            if (w.size() != 1 + kCells)
                return failure(where + "c: needs three free cells (a tile, \".\" for empty, or 7z*4 for gathered dragons)");
            for (int c = 0; c < kCells; ++c) {
                const std::string& item = w[static_cast<std::size_t>(c) + 1];
                Cell& cell = p.cells[static_cast<std::size_t>(c)];
                if (item == ".")
                    continue;
                if (item.size() == 4 && item.substr(2) == "*4") {
                    const auto t = parseTile(item.substr(0, 2));
                    if (!t || !isDragon(*t))
                        return failure(where + "\"" + item + "\": only dragons (5z, 6z, 7z) are gathered four together");
                    cell.gathered = static_cast<std::int8_t>(dragonIndex(*t));
                    continue;
                }
                const auto t = parseTile(item);
                if (!t)
                    return failure(where + t.error());
                cell.tile = *t;
            }
        } else if (name == "f") {
            if (foundationsSeen)
                return failure(where + "the foundations (f:) are given twice");
            foundationsSeen = true;
            if (w.size() != 1 + kSuits)
                return failure(where + "f: needs the top of each foundation, balls sticks characters (f: 3p 0s 0m)");
            for (int s = 0; s < kSuits; ++s) {
                const std::string& item = w[static_cast<std::size_t>(s) + 1];
                if (item.size() != 2 || item[0] < '0' || item[0] > '9' || item[1] != kSuitLetters[s])
                    return failure(where + "\"" + item.substr(0, 20) + "\": foundation " + std::to_string(s + 1) +
                                   " is the " + kSuitNames[s] + ", written 0" + kSuitLetters[s] + " to 9" +
                                   kSuitLetters[s]);
                p.foundations[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(item[0] - '0');
            }
        } else if (name.size() == 2 && name[0] == 'r' && name[1] >= '1' && name[1] <= '8') {
            const auto r = static_cast<std::size_t>(name[1] - '1');
            if (rowSeen[r])
                return failure(where + "row " + std::to_string(r + 1) + " is given twice");
            rowSeen[r] = true;
            if (w.size() - 1 > static_cast<std::size_t>(kMaxRowLength))
                return failure(where + "a row holds at most " + std::to_string(kMaxRowLength) + " tiles");
            for (std::size_t i = 1; i < w.size(); ++i) {
                const auto t = parseTile(w[i]);
                if (!t)
                    return failure(where + t.error());
                p.rows[r].tiles[p.rows[r].size++] = *t;
            }
        } else {
            return failure(where + "a line starts with r1: to r8:, c: or f:, not \"" + label.substr(0, 20) + "\"");
        }
    }
    for (int r = 0; r < kRows; ++r)
        if (!rowSeen[static_cast<std::size_t>(r)])
            return failure("row " + std::to_string(r + 1) + " (r" + std::to_string(r + 1) + ":) is missing");
    if (const auto ok = checkPosition(p); !ok)
        return failure(ok.error());
    return p;
}

} // namespace mj::solitaire
