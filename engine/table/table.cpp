#include "table/table.h"

#include "core/notation.h"
#include "core/overloaded.h"
#include "table/live_wall.h"

#include <algorithm>

namespace mj {

namespace {
std::string tileText(const TileSet& set, TileId tile)
{
    return "tile " + std::to_string(tile.value) + " (" + set.kindOf(tile).notation() + ")";
}
bool validDie(int face) { return face >= 1 && face <= 6; }
} // namespace

Table::Table(const TileSet& set, WallGeometry geometry)
    : m_set(&set), m_geometry(geometry), m_stacks(geometry.stackCount()), m_faceUp(set.size(), false)
{
    m_free.reserve(set.size());
    for (int i = 0; i < set.size(); ++i)
        m_free.push_back(TileId{static_cast<std::uint16_t>(i)});
}

Status Table::apply(const Event& event)
{
    Table next = *this;
    Status status = std::visit(Overloaded{
                                   [&](const WashEvent& e) { return next.applyWash(e); },
                                   [&](const BuildEvent& e) { return next.applyBuild(e); },
                                   [&](const RollEvent& e) { return next.applyRoll(e); },
                                   [&](const ManoEvent& e) {
                                       next.m_mano = e.seat;
                                       return success();
                                   },
                                   [&](const BreakEvent& e) { return next.applyBreak(e); },
                                   [&](const LiftEvent& e) { return next.applyLift(e); },
                                   [&](const DicePlacedEvent& e) { return next.applyDicePlaced(e); },
                                   [&](const TakeEvent& e) { return next.applyTake(e); },
                                   [&](const ExposeFlowersEvent& e) { return next.applyExposeFlowers(e); },
                                   [&](const MoveEvent& e) { return next.applyMove(e); },
                               },
                               event);
    if (status.ok())
        *this = std::move(next);
    return status;
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
    return success();
}

Status Table::applyBuild(const BuildEvent& e)
{
    if (e.segment < 0 || e.segment >= m_geometry.segments)
        return failure("segment " + std::to_string(e.segment) + " does not exist");
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
    if (e.count < 2 || e.count > m_geometry.stacksPerSegment)
        return failure("the break count " + std::to_string(e.count) + " is outside 2.." +
                       std::to_string(m_geometry.stacksPerSegment));
    if (e.direction != 1 && e.direction != -1)
        return failure("the break direction must be 1 or -1, not " + std::to_string(e.direction));
    for (const auto& s : m_stacks)
        if (s.empty())
            return failure("the wall can be broken only when it is fully built");
    m_break = WallBreak{e.segment, e.count, e.direction};
    return success();
}

Status Table::applyLift(const LiftEvent& e)
{
    if (!m_geometry.contains(e.from) || !m_geometry.contains(e.onto))
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
    if (!m_geometry.contains(e.on))
        return failure("the dice are placed on a stack outside the wall");
    m_dice.spot = DiceState::Spot::OnStack;
    m_dice.stack = e.on;
    return success();
}

Status Table::applyTake(const TakeEvent& e)
{
    if (!m_break)
        return failure("tiles are taken from the wall only after it is broken");
    for (TileId tile : e.tiles) {
        if (Status s = checkTile(tile); !s)
            return s;
        const char* endName = e.end == WallEnd::Draw ? "draw" : "flower";
        const auto ref = nextWallStack(*this, e.end);
        if (!ref)
            return failure(std::string("the ") + endName + " wall has no tile left for " + tileText(*m_set, tile));
        auto& from = m_stacks[m_geometry.ringIndex(*ref)];
        if (from.back() != tile)
            return failure(tileText(*m_set, tile) + " is not the next tile of the " + endName + " wall; " +
                           tileText(*m_set, from.back()) + " is");
        from.pop_back();
        m_seats[e.seat.index()].hand.push_back(tile);
        m_faceUp[tile.value] = false;
    }
    return success();
}

Status Table::applyExposeFlowers(const ExposeFlowersEvent& e)
{
    auto& area = m_seats[e.seat.index()];
    for (TileId tile : e.tiles) {
        if (Status s = checkTile(tile); !s)
            return s;
        if (!removeFrom(area.hand, tile))
            return failure(tileText(*m_set, tile) + " is not in the hand of " + e.seat.name());
        area.flowers.push_back(tile);
        m_faceUp[tile.value] = true;
    }
    return success();
}

Status Table::applyMove(const MoveEvent& e)
{
    if (Status s = checkTile(e.tile); !s)
        return s;
    const Place& to = e.to;
    const bool seated = to.zone != Zone::Free && to.zone != Zone::Wall;
    if (seated && !Seat::valid(to.owner))
        return failure("seat " + std::to_string(to.owner) + " does not exist");
    if (to.zone == Zone::Wall && !m_geometry.contains({to.owner, to.group}))
        return failure("wall segment " + std::to_string(to.owner) + " stack " + std::to_string(to.group) +
                       " does not exist");
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
    for (int s = 0; s < Seat::count; ++s) {
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

Status Table::checkInvariant() const
{
    std::vector<int> seen(m_set->size(), 0);
    std::string problems;
    auto count = [&](const std::vector<TileId>& c, const std::string& where) {
        for (TileId t : c) {
            if (!m_set->contains(t.value)) {
                problems += "unknown tile " + std::to_string(t.value) + " in " + where + "; ";
                continue;
            }
            ++seen[t.value];
        }
    };
    count(m_free, "free area");
    for (int r = 0; r < m_geometry.stackCount(); ++r)
        count(m_stacks[r], describe(Place{Zone::Wall, m_geometry.atRing(r).segment, m_geometry.atRing(r).stack, 0}));
    for (int s = 0; s < Seat::count; ++s) {
        count(m_seats[s].hand, "hand");
        count(m_seats[s].flowers, "flowers");
        count(m_seats[s].discards, "discards");
        for (const auto& set : m_seats[s].exposed) {
            if (set.empty())
                problems += "an empty exposed set at seat " + std::to_string(s) + "; ";
            count(set, "exposed set");
        }
    }
    for (int t = 0; t < m_set->size(); ++t)
        if (seen[t] != 1)
            problems += "tile " + std::to_string(t) + " is in " + std::to_string(seen[t]) + " places; ";
    if (problems.empty())
        return success();
    return failure("table invariant broken: " + problems + "\n" + dump());
}

std::string Table::dump() const
{
    std::string out = "free: " + formatTiles(m_free, *m_set) + "\n";
    for (int seg = 0; seg < m_geometry.segments; ++seg) {
        out += "wall " + std::to_string(seg) + ":";
        for (int s = 0; s < m_geometry.stacksPerSegment; ++s)
            out += " " + std::to_string(stack({seg, s}).size());
        out += "\n";
    }
    for (int s = 0; s < Seat::count; ++s) {
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
    return a.m_set == b.m_set && a.m_geometry == b.m_geometry && a.m_stacks == b.m_stacks && a.m_seats == b.m_seats &&
           a.m_free == b.m_free && a.m_faceUp == b.m_faceUp && a.m_dice == b.m_dice && a.m_mano == b.m_mano &&
           a.m_break == b.m_break;
}

} // namespace mj
