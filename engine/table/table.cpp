#include "table/table.h"

#include "core/notation.h"
#include "core/overloaded.h"
#include "table/live_wall.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace mj {

namespace {
std::string tileText(const TileSet& set, TileId tile)
{
    return "tile " + std::to_string(tile.value) + " (" + set.kindOf(tile).notation() + ")";
}
bool validDie(int face) { return face >= 1 && face <= 6; }
} // namespace

Table::Table(const TileSet& set, const Layout& layout, int seats)
    : m_set(&set), m_layout(&layout), m_geometry(layout.geometry()), m_stacks(m_geometry.stackCount()),
      m_seatCount(seats >= 1 && seats <= Seat::max ? seats : Seat::max), m_faceUp(set.size(), false), m_spots(set.size())
{
    m_free.reserve(set.size());
    for (int i = 0; i < set.size(); ++i)
        m_free.push_back(TileId{static_cast<std::uint16_t>(i)});
}

Status Table::apply(const Event& event)
{
    // The events of play (takes, discards, sets) validate before they change anything, or
    // undo their own partial change, so they need no copy: a game applies hundreds. The
    // ritual's few many-tile events work on a copy that is thrown away on error.
    auto onCopy = [this](auto change) {
        Table next = *this;
        Status status = change(next);
        if (status.ok())
            *this = std::move(next);
        return status;
    };
    if (Status s = checkSeats(event); !s)
        return s;
    return std::visit(Overloaded{
                          [&](const WashEvent& e) { return applyWash(e); },
                          [&](const BuildEvent& e) { return onCopy([&](Table& t) { return t.applyBuild(e); }); },
                          [&](const RollEvent& e) { return applyRoll(e); },
                          [&](const ManoEvent& e) {
                              m_mano = e.seat;
                              return success();
                          },
                          [&](const BreakEvent& e) { return applyBreak(e); },
                          [&](const LiftEvent& e) { return applyLift(e); },
                          [&](const DicePlacedEvent& e) { return applyDicePlaced(e); },
                          [&](const TakeEvent& e) { return applyTake(e); },
                          [&](const ExposeFlowersEvent& e) { return applyExposeFlowers(e); },
                          [&](const MoveEvent& e) { return onCopy([&](Table& t) { return t.applyMove(e); }); },
                          [&](const DiscardEvent& e) { return applyDiscard(e); },
                          [&](const MeldEvent& e) { return applyMeld(e); },
                          [&](const AddToSetEvent& e) { return applyAddToSet(e); },
                          [&](const FlipEvent& e) {
                              if (Status s = checkTile(e.tile); !s)
                                  return s;
                              m_faceUp[e.tile.value] = e.face == Face::Up;
                              return success();
                          },
                          // Decisions, payments and the end are the game's; nothing moves.
                          [](const ActionEvent&) { return success(); },
                          [](const PaymentEvent&) { return success(); },
                          [](const GameEndEvent&) { return success(); },
                      },
                      event);
}

Status Table::checkSeats(const Event& event) const
{
    auto seated = [this](Seat seat) {
        return Seat::valid(seat.index(), m_seatCount)
                   ? success()
                   : failure(seat.name() + " does not sit at this table of " + std::to_string(m_seatCount) + " seats");
    };
    return std::visit(
        [&](const auto& e) -> Status {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, PaymentEvent>) {
                if (e.seats.count() != m_seatCount)
                    return failure("a payment names " + std::to_string(e.seats.count()) + " seats at a table of " +
                                   std::to_string(m_seatCount));
            } else if constexpr (std::is_same_v<E, GameEndEvent>) {
                if (e.winner)
                    return seated(*e.winner);
            } else if constexpr (requires { e.seat; }) {
                if (Status s = seated(e.seat); !s)
                    return s;
                if constexpr (std::is_same_v<E, MeldEvent>)
                    if (e.from)
                        return seated(*e.from);
            }
            return success();
        },
        event);
}

Status Table::checkTile(TileId tile) const
{
    if (!m_set->contains(tile.value))
        return failure("tile " + std::to_string(tile.value) + " is not in the " + m_set->name() + " set (ids 0.." +
                       std::to_string(m_set->size() - 1) + ")");
    return success();
}

Status Table::applyWash(const WashEvent& e)
{
    if (static_cast<int>(e.order.size()) != m_set->size())
        return failure("the wash must order all " + std::to_string(m_set->size()) + " tiles, not " +
                       std::to_string(e.order.size()));
    if (static_cast<int>(m_free.size()) != m_set->size())
        return failure("the wash needs every tile in the free area, but " +
                       std::to_string(m_set->size() - static_cast<int>(m_free.size())) + " are elsewhere");
    std::vector<bool> seen(m_set->size(), false);
    for (TileId tile : e.order) {
        if (Status s = checkTile(tile); !s)
            return s;
        if (seen[tile.value])
            return failure("the wash lists " + tileText(*m_set, tile) + " twice");
        seen[tile.value] = true;
    }
    m_free = e.order;
    std::fill(m_faceUp.begin(), m_faceUp.end(), false);
    std::fill(m_spots.begin(), m_spots.end(), std::nullopt);
    return success();
}

Status Table::applyBuild(const BuildEvent& e)
{
    if (e.segment < 0 || e.segment >= m_geometry.segments)
        return failure("segment " + std::to_string(e.segment) + " does not exist");
    if (!m_layout->isUniformWall())
        return failure("the " + m_layout->name() + " layout is not built a segment at a time; its tiles are moved "
                       "to its places one by one");
    if (static_cast<int>(e.tiles.size()) != m_geometry.tilesPerSegment())
        return failure("a segment takes " + std::to_string(m_geometry.tilesPerSegment()) + " tiles, not " +
                       std::to_string(e.tiles.size()));
    for (int s = 0; s < m_geometry.stacksPerSegment; ++s)
        if (!stack({e.segment, s}).empty())
            return failure("segment " + std::to_string(e.segment) + " is already built");
    for (std::size_t i = 0; i < e.tiles.size(); ++i) {
        const TileId tile = e.tiles[i];
        if (Status s = checkTile(tile); !s)
            return s;
        if (!removeFrom(m_free, tile))
            return failure(tileText(*m_set, tile) + " is not in the free area");
        m_spots[tile.value].reset();
        const int stackIndex = static_cast<int>(i) / m_geometry.height;
        m_stacks[m_geometry.ringIndex({e.segment, stackIndex})].push_back(tile);
        m_faceUp[tile.value] = false;
    }
    return success();
}

Status Table::applyRoll(const RollEvent& e)
{
    if (!validDie(e.dice[0]) || !validDie(e.dice[1]))
        return failure("dice show " + std::to_string(e.dice[0]) + " and " + std::to_string(e.dice[1]) +
                       "; a die shows 1 to 6");
    m_dice.faces = e.dice;
    m_dice.spot = DiceState::Spot::BeforeSeat;
    m_dice.seat = e.seat;
    return success();
}

Status Table::applyBreak(const BreakEvent& e)
{
    if (m_break)
        return failure("the wall is already broken");
    if (e.segment < 0 || e.segment >= m_geometry.segments)
        return failure("segment " + std::to_string(e.segment) + " does not exist");
    if (!m_layout->isUniformWall())
        return failure("only a wall is broken, and the " + m_layout->name() + " layout is none");
    if (e.count < 2 || e.count > m_geometry.stacksPerSegment)
        return failure("the break count " + std::to_string(e.count) + " is outside 2.." +
                       std::to_string(m_geometry.stacksPerSegment));
    if (e.direction != 1 && e.direction != -1)
        return failure("the break direction must be 1 or -1, not " + std::to_string(e.direction));
    for (const auto& s : m_stacks)
        if (s.empty())
            return failure("the wall can be broken only when it is fully built");
    m_break = WallBreak{e.segment, e.count, e.direction, e.lift};
    m_liveRing.clear();
    const int lifted = m_geometry.ringIndex(brokenStack(m_geometry, *m_break));
    // Without a lift the counted stack ends the ring: k runs once more, round to itself.
    const int live = e.lift ? m_geometry.stackCount() - 1 : m_geometry.stackCount();
    for (int k = 1; k <= live; ++k)
        m_liveRing.push_back(m_geometry.ringIndex(m_geometry.atRing(lifted + k * e.direction)));
    return success();
}

Status Table::applyLift(const LiftEvent& e)
{
    if (!m_layout->contains(e.from) || !m_layout->contains(e.onto))
        return failure("the lift names a stack outside the wall");
    if (e.from == e.onto)
        return failure("a stack cannot be lifted onto itself");
    auto& from = m_stacks[m_geometry.ringIndex(e.from)];
    if (from.empty())
        return failure("the stack to lift is empty");
    auto& onto = m_stacks[m_geometry.ringIndex(e.onto)];
    onto.insert(onto.end(), from.begin(), from.end());
    from.clear();
    return success();
}

Status Table::applyDicePlaced(const DicePlacedEvent& e)
{
    if (!m_layout->contains(e.on))
        return failure("the dice are placed on a stack outside the wall");
    m_dice.spot = DiceState::Spot::OnStack;
    m_dice.stack = e.on;
    return success();
}

Status Table::applyTake(const TakeEvent& e)
{
    if (!m_break)
        return failure("tiles are taken from the wall only after it is broken");
    auto& hand = m_seats[e.seat.index()].hand;
    // Taken tiles go back on their stacks if a later one is wrong.
    std::vector<std::pair<int, TileId>> taken;
    auto undo = [&] {
        for (auto it = taken.rbegin(); it != taken.rend(); ++it) {
            m_stacks[it->first].push_back(it->second);
            hand.pop_back();
        }
    };
    for (TileId tile : e.tiles) {
        if (Status s = checkTile(tile); !s)
            return undo(), s;
        const char* endName = e.end == WallEnd::Draw ? "draw" : "flower";
        const int ring = nextLiveRing(e.end);
        if (ring < 0)
            return undo(), failure(std::string("the ") + endName + " wall has no tile left for " + tileText(*m_set, tile));
        auto& from = m_stacks[ring];
        if (from.back() != tile) {
            const std::string error = tileText(*m_set, tile) + " is not the next tile of the " + endName + " wall; " +
                                      tileText(*m_set, from.back()) + " is";
            return undo(), failure(error);
        }
        from.pop_back();
        hand.push_back(tile);
        taken.emplace_back(ring, tile);
        m_faceUp[tile.value] = false;
    }
    return success();
}

int Table::nextLiveRing(WallEnd end) const
{
    if (end == WallEnd::Draw) {
        for (int ring : m_liveRing)
            if (!m_stacks[ring].empty())
                return ring;
    } else {
        for (auto it = m_liveRing.rbegin(); it != m_liveRing.rend(); ++it)
            if (!m_stacks[*it].empty())
                return *it;
    }
    return -1;
}

Status Table::applyExposeFlowers(const ExposeFlowersEvent& e)
{
    auto& area = m_seats[e.seat.index()];
    if (Status s = checkInHand(e.seat, e.tiles); !s)
        return s;
    for (TileId tile : e.tiles) {
        removeFrom(area.hand, tile);
        area.flowers.push_back(tile);
        m_faceUp[tile.value] = true;
    }
    return success();
}

Status Table::checkInHand(Seat seat, const std::vector<TileId>& tiles) const
{
    const auto& hand = m_seats[seat.index()].hand;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (Status s = checkTile(tiles[i]); !s)
            return s;
        if (std::find(hand.begin(), hand.end(), tiles[i]) == hand.end())
            return failure(tileText(*m_set, tiles[i]) + " is not in the hand of " + seat.name());
        if (std::find(tiles.begin(), tiles.begin() + static_cast<long>(i), tiles[i]) != tiles.begin() + static_cast<long>(i))
            return failure(tileText(*m_set, tiles[i]) + " is named twice");
    }
    return success();
}

Status Table::applyDiscard(const DiscardEvent& e)
{
    if (Status s = checkInHand(e.seat, {e.tile}); !s)
        return s;
    auto& area = m_seats[e.seat.index()];
    removeFrom(area.hand, e.tile);
    area.discards.push_back(e.tile);
    m_faceUp[e.tile.value] = true;
    return success();
}

Status Table::applyMeld(const MeldEvent& e)
{
    if (Status s = checkInHand(e.seat, e.tiles); !s)
        return s;
    if (e.from && m_seats[e.from->index()].discards.empty())
        return failure(e.from->name() + " has no discard to take");
    if (e.tiles.empty() && !e.from)
        return failure("a set needs tiles");
    auto& area = m_seats[e.seat.index()];
    std::vector<TileId> set;
    for (TileId tile : e.tiles) {
        removeFrom(area.hand, tile);
        set.push_back(tile);
    }
    if (e.from) {
        auto& discards = m_seats[e.from->index()].discards;
        set.push_back(discards.back());
        discards.pop_back();
    }
    for (std::size_t i = 0; i < set.size(); ++i)
        m_faceUp[set[i].value] = !e.concealed || (i != 0 && i + 1 != set.size());
    area.exposed.push_back(std::move(set));
    return success();
}

Status Table::applyAddToSet(const AddToSetEvent& e)
{
    auto& area = m_seats[e.seat.index()];
    if (e.set < 0 || e.set >= static_cast<int>(area.exposed.size()))
        return failure(e.seat.name() + " has no exposed set " + std::to_string(e.set));
    if (Status s = checkInHand(e.seat, {e.tile}); !s)
        return s;
    removeFrom(area.hand, e.tile);
    area.exposed[static_cast<std::size_t>(e.set)].push_back(e.tile);
    m_faceUp[e.tile.value] = true;
    return success();
}

Status Table::applyMove(const MoveEvent& e)
{
    if (Status s = checkTile(e.tile); !s)
        return s;
    const Place& to = e.to;
    const bool seated = to.zone != Zone::Free && to.zone != Zone::Wall;
    if (seated && !Seat::valid(to.owner, m_seatCount))
        return failure("seat " + std::to_string(to.owner) + " does not exist");
    if (to.zone == Zone::Wall && !m_layout->contains({to.owner, to.group}))
        return failure("wall segment " + std::to_string(to.owner) + " stack " + std::to_string(to.group) +
                       " does not exist in the " + m_layout->name() + " layout");
    if (e.spot) {
        if (to.zone != Zone::Free)
            return failure("only a move to the free area can give a spot, not a move to the " + describe(to));
        const FreeSpot& spot = *e.spot;
        if (!(std::abs(spot.x) <= kFreeSpotReach && std::abs(spot.y) <= kFreeSpotReach))
            return failure("the " + describe(spot) + " is off the table (x and y lie within " +
                           std::to_string(static_cast<int>(kFreeSpotReach)) + " of the centre)");
        if (spot.turn < 0 || spot.turn > 359)
            return failure("a spot's turn is 0 to 359 degrees, not " + std::to_string(spot.turn));
        if (spot.level < 0 || spot.level > kFreeSpotMaxLevel)
            return failure("a spot's level is 0 to " + std::to_string(kFreeSpotMaxLevel) + ", not " +
                           std::to_string(spot.level));
        if (placeOf(e.tile).zone == Zone::Free) {
            // Moved within the free area: it keeps its order there, so the heap stays still.
            m_spots[e.tile.value] = spot;
            m_faceUp[e.tile.value] = e.face == Face::Up;
            return success();
        }
    }
    m_spots[e.tile.value].reset();
    if (Status s = takeOut(e.tile); !s)
        return s;
    if (to.zone == Zone::Exposed) {
        auto& sets = m_seats[to.owner].exposed;
        if (to.group < 0 || to.group > static_cast<int>(sets.size()))
            return failure("seat " + std::to_string(to.owner) + " has no exposed set " + std::to_string(to.group));
        if (to.group == static_cast<int>(sets.size()))
            sets.emplace_back();
    }
    containerFor(to)->push_back(e.tile);
    m_faceUp[e.tile.value] = e.face == Face::Up;
    m_spots[e.tile.value] = e.spot;
    return success();
}

std::vector<TileId>* Table::containerFor(const Place& p)
{
    switch (p.zone) {
    case Zone::Free: return &m_free;
    case Zone::Wall: return &m_stacks[m_geometry.ringIndex({p.owner, p.group})];
    case Zone::Hand: return &m_seats[p.owner].hand;
    case Zone::Exposed: return &m_seats[p.owner].exposed[p.group];
    case Zone::Flowers: return &m_seats[p.owner].flowers;
    case Zone::Discards: return &m_seats[p.owner].discards;
    }
    return nullptr;
}

bool Table::removeFrom(std::vector<TileId>& container, TileId tile)
{
    const auto it = std::find(container.begin(), container.end(), tile);
    if (it == container.end())
        return false;
    container.erase(it);
    return true;
}

Status Table::takeOut(TileId tile)
{
    const Place from = placeOf(tile);
    std::vector<TileId>* container = containerFor(from);
    if (!container || !removeFrom(*container, tile))
        return failure("internal: " + tileText(*m_set, tile) + " is nowhere on the table");
    if (from.zone == Zone::Exposed && container->empty())
        m_seats[from.owner].exposed.erase(m_seats[from.owner].exposed.begin() + from.group);
    return success();
}

Place Table::placeOf(TileId tile) const
{
    auto find = [tile](const std::vector<TileId>& c) -> int {
        const auto it = std::find(c.begin(), c.end(), tile);
        return it == c.end() ? -1 : static_cast<int>(it - c.begin());
    };
    if (int i = find(m_free); i >= 0)
        return {Zone::Free, 0, 0, i};
    for (int r = 0; r < m_geometry.stackCount(); ++r)
        if (int i = find(m_stacks[r]); i >= 0) {
            const StackRef ref = m_geometry.atRing(r);
            return {Zone::Wall, ref.segment, ref.stack, i};
        }
    for (int s = 0; s < m_seatCount; ++s) {
        const SeatArea& a = m_seats[s];
        if (int i = find(a.hand); i >= 0)
            return {Zone::Hand, s, 0, i};
        if (int i = find(a.flowers); i >= 0)
            return {Zone::Flowers, s, 0, i};
        if (int i = find(a.discards); i >= 0)
            return {Zone::Discards, s, 0, i};
        for (std::size_t g = 0; g < a.exposed.size(); ++g)
            if (int i = find(a.exposed[g]); i >= 0)
                return {Zone::Exposed, s, static_cast<int>(g), i};
    }
    return {Zone::Free, -1, -1, -1}; // only reachable when the invariant is broken
}

namespace {

// Whether every tile id of the set lies in exactly one container and nothing else is there:
// a count a tile on the stack, nothing allocated, no branch a tile (a game asks after every
// event; issue 12). Sets of more than kMaxTiles tiles are left to checkInvariant()'s counting.
class EachTileOnce {
public:
    static constexpr int kMaxTiles = 512;

    explicit EachTileOnce(int size) : m_size(size), m_ok(size >= 0 && size <= kMaxTiles) {}

    void add(const std::vector<TileId>& tiles)
    {
        unsigned outside = 0;
        for (TileId t : tiles) {
            const unsigned v = t.value;
            outside |= static_cast<unsigned>(v >= static_cast<unsigned>(m_size));
            ++m_count[v % kMaxTiles];
        }
        m_ok = m_ok && outside == 0;
        m_entries += tiles.size();
    }
    void fail() { m_ok = false; }

    bool ok() const
    {
        // As many entries as tiles, and each tile counted once (a count that wrapped past 255
        // would need more entries than tiles).
        if (!m_ok || m_entries != static_cast<std::size_t>(m_size))
            return false;
        constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
        int t = 0;
        for (; t + 8 <= m_size; t += 8) {
            std::uint64_t word;
            std::memcpy(&word, m_count.data() + t, sizeof word);
            if (word != kOnes)
                return false;
        }
        for (; t < m_size; ++t)
            if (m_count[static_cast<std::size_t>(t)] != 1)
                return false;
        return true;
    }

private:
    int m_size;
    bool m_ok;
    std::size_t m_entries = 0;
    std::array<std::uint8_t, kMaxTiles> m_count{};
};

} // namespace

Status Table::checkInvariant() const
{
    EachTileOnce once(m_set->size());
    once.add(m_free);
    for (const auto& stack : m_stacks)
        once.add(stack);
    for (const SeatArea& a : m_seats) {
        once.add(a.hand);
        once.add(a.flowers);
        once.add(a.discards);
        for (const auto& set : a.exposed) {
            if (set.empty())
                once.fail();
            once.add(set);
        }
    }
    if (once.ok())
        return success();
    // Counted without building any text until something is found wrong.
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(m_set->size()), 0);
    bool unknown = false, emptySet = false;
    auto count = [&](const std::vector<TileId>& c) {
        for (TileId t : c) {
            if (!m_set->contains(t.value))
                unknown = true;
            else if (seen[t.value] < 255)
                ++seen[t.value];
        }
    };
    count(m_free);
    for (const auto& stack : m_stacks)
        count(stack);
    for (const SeatArea& a : m_seats) {
        count(a.hand);
        count(a.flowers);
        count(a.discards);
        for (const auto& set : a.exposed) {
            emptySet = emptySet || set.empty();
            count(set);
        }
    }
    if (!unknown && !emptySet && std::all_of(seen.begin(), seen.end(), [](std::uint8_t n) { return n == 1; }))
        return success();
    std::string problems;
    if (unknown)
        problems += "a tile id outside the set; ";
    if (emptySet)
        problems += "an empty exposed set; ";
    for (int t = 0; t < m_set->size(); ++t)
        if (seen[static_cast<std::size_t>(t)] != 1)
            problems += "tile " + std::to_string(t) + " is in " + std::to_string(seen[static_cast<std::size_t>(t)]) +
                        " places; ";
    return failure("table invariant broken: " + problems + "\n" + dump());
}

std::string Table::dump() const
{
    std::string out = "free: " + formatTiles(m_free, *m_set) + "\n";
    for (int seg = 0; seg < m_geometry.segments; ++seg) {
        out += "wall " + std::to_string(seg) + ":";
        for (int s = 0; s < m_layout->segment(seg).stacks; ++s)
            out += " " + std::to_string(stack({seg, s}).size());
        out += "\n";
    }
    for (int s = 0; s < m_seatCount; ++s) {
        const SeatArea& a = m_seats[s];
        out += "seat " + std::to_string(s) + ": hand " + formatTiles(a.hand, *m_set) + " flowers " +
               formatTiles(a.flowers, *m_set) + " discards " + formatTiles(a.discards, *m_set) + " sets";
        for (const auto& set : a.exposed)
            out += " " + formatTiles(set, *m_set);
        out += "\n";
    }
    return out;
}

bool operator==(const Table& a, const Table& b)
{
    return a.m_set == b.m_set && (a.m_layout == b.m_layout || *a.m_layout == *b.m_layout) && a.m_seatCount == b.m_seatCount &&
           a.m_stacks == b.m_stacks && a.m_seats == b.m_seats &&
           a.m_free == b.m_free && a.m_faceUp == b.m_faceUp && a.m_spots == b.m_spots && a.m_dice == b.m_dice && a.m_mano == b.m_mano &&
           a.m_break == b.m_break && a.m_liveRing == b.m_liveRing;
}

} // namespace mj
