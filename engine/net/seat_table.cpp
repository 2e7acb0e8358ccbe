#include "net/seat_table.h"

#include "core/overloaded.h"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>

namespace mj::net {

namespace {

bool hidden(TileId tile) { return tile == kHiddenTile; }

// Calls `f` on every tile an event names (an action's tile too, when it names one).
template <typename F>
void forEachTile(Event& event, F&& f)
{
    auto all = [&](std::vector<TileId>& tiles) {
        for (TileId& t : tiles)
            f(t);
    };
    std::visit(Overloaded{
                   [&](WashEvent& e) { all(e.order); },
                   [&](BuildEvent& e) { all(e.tiles); },
                   [&](TakeEvent& e) { all(e.tiles); },
                   [&](ExposeFlowersEvent& e) { all(e.tiles); },
                   [&](MoveEvent& e) { f(e.tile); },
                   [&](DiscardEvent& e) { f(e.tile); },
                   [&](MeldEvent& e) { all(e.tiles); },
                   [&](AddToSetEvent& e) { f(e.tile); },
                   [&](FlipEvent& e) { f(e.tile); },
                   [&](ActionEvent& e) {
                       if (e.action.tile >= 0) {
                           TileId t{static_cast<std::uint16_t>(e.action.tile)};
                           f(t);
                           e.action.tile = t.value;
                       }
                   },
                   [](auto&) {},
               },
               event);
}

std::string tileName(const TileSet& set, TileId tile)
{
    return "tile " + std::to_string(tile.value) + (set.contains(tile.value) ? " (" + set.kindOf(tile).notation() + ")" : "");
}

} // namespace

SeatTable::SeatTable(RecordHeader header, Seat seat) : m_seat(seat)
{
    header.seed = 0; // never known to a seat
    m_record.header = std::move(header);
    m_log = std::make_unique<GameLog>(m_record.header);
}

bool SeatTable::seen(TileId tile) const
{
    const Table& t = table();
    if (!t.tileSet().contains(tile.value))
        return false;
    const Place place = t.placeOf(tile);
    return t.isFaceUp(tile) || (place.zone == Zone::Hand && place.owner == m_seat.index());
}

Status SeatTable::apply(const SeenEvent& view, const std::optional<Place>& at)
{
    m_swaps.clear();
    const std::vector<Event> before = m_record.events;
    Event event = view.event;
    Status s = resolve(event, view, at);
    if (s)
        s = m_log->append(event);
    if (!s) {
        // Back to the record before this view, with every swap it made undone.
        m_record.events = before;
        m_swaps.clear();
        rebuild();
        return failure("the view of a " + eventName(view.event) + " cannot follow the ones before: " + s.error());
    }
    m_record.events.push_back(std::move(event));
    return success();
}

Status SeatTable::resolve(Event& event, const SeenEvent& view, const std::optional<Place>& at)
{
    const Table& t = table();
    return std::visit(
        Overloaded{
            [&](WashEvent& e) -> Status {
                // The shuffle is never shown: any order of the tiles will do.
                std::vector<bool> named(static_cast<std::size_t>(t.tileSet().size()), false);
                for (TileId tile : e.order)
                    if (!hidden(tile) && t.tileSet().contains(tile.value))
                        named[tile.value] = true;
                std::uint16_t next = 0;
                for (TileId& tile : e.order) {
                    if (!hidden(tile))
                        continue;
                    while (next < named.size() && named[next])
                        ++next;
                    if (next >= named.size())
                        return failure("the wash orders more tiles than the set holds");
                    tile = TileId{next++};
                }
                return success();
            },
            [&](BuildEvent& e) -> Status {
                // The wall's tiles are never shown: the free area's next ones.
                std::size_t next = 0;
                for (TileId& tile : e.tiles) {
                    if (!hidden(tile))
                        continue;
                    const auto& free = t.freeArea();
                    while (next < free.size() && std::find(e.tiles.begin(), e.tiles.end(), free[next]) != e.tiles.end())
                        ++next;
                    if (next >= free.size())
                        return failure("the free area has too few tiles to build with");
                    tile = free[next++];
                }
                return success();
            },
            [&](TakeEvent& e) { return resolveTake(e); },
            [&](ExposeFlowersEvent& e) { return resolveFromHand(e.seat, e.tiles, false); },
            [&](DiscardEvent& e) -> Status {
                std::vector<TileId> one{e.tile};
                const Status s = resolveFromHand(e.seat, one, view.drawnTile);
                e.tile = one.front();
                return s;
            },
            [&](MeldEvent& e) { return resolveFromHand(e.seat, e.tiles, false); },
            [&](AddToSetEvent& e) -> Status {
                std::vector<TileId> one{e.tile};
                const Status s = resolveFromHand(e.seat, one, false);
                e.tile = one.front();
                return s;
            },
            [&](MoveEvent& e) -> Status {
                if (hidden(e.tile))
                    return failure("a tile moved out of sight cannot be followed");
                return success();
            },
            [&](FlipEvent& e) -> Status {
                if (!hidden(e.tile) && seen(e.tile))
                    return success(); // it lies in sight already
                // The flip does not say where the tile lies: the server sends it with it.
                if (!at || at->zone != Zone::Wall)
                    return failure("a tile turned over in the wall needs the place it lies at");
                const StackRef stack{at->owner, at->group};
                if (!t.layout().contains(stack) || at->position < 0 ||
                    at->position >= static_cast<int>(t.stack(stack).size()))
                    return failure("no tile lies at " + describe(*at));
                const TileId there = t.stack(stack)[static_cast<std::size_t>(at->position)];
                if (hidden(e.tile)) {
                    e.tile = there;
                    return success();
                }
                return reveal(e.tile, there);
            },
            [&](ActionEvent& e) -> Status {
                // Another seat's action is sent without its tile (the event after shows it).
                if (e.action.tile == kHiddenTile.value)
                    e.action.tile = -1;
                return success();
            },
            [](auto&) -> Status { return success(); },
        },
        event);
    // Every swap made above relabelled `event` too (swap()); `event` is the stand-in.
}

Status SeatTable::resolveTake(TakeEvent& take)
{
    // Where each tile comes from is the table's: the next tile at that end, one by one.
    Table copy = table();
    const std::vector<TileId> shown = take.tiles;
    for (TileId& tile : take.tiles) {
        const int ring = copy.nextLiveRing(take.end);
        if (ring < 0)
            return failure("the wall has no tile left to take");
        tile = copy.stack(copy.geometry().atRing(ring)).back();
        if (Status s = copy.apply(TakeEvent{take.seat, take.end, take.reason, {tile}}); !s)
            return s;
    }
    m_pending = &take.tiles;
    for (std::size_t i = 0; i < shown.size(); ++i)
        if (!hidden(shown[i]))
            if (Status s = reveal(shown[i], take.tiles[i]); !s)
                return m_pending = nullptr, s;
    m_pending = nullptr;
    return success();
}

std::vector<TileId> SeatTable::unseenInHand(Seat seat) const
{
    std::vector<TileId> out;
    for (TileId tile : table().hand(seat)) // in the order taken
        if (!seen(tile))
            out.push_back(tile);
    return out;
}

Status SeatTable::resolveFromHand(Seat seat, std::vector<TileId>& tiles, bool drawn)
{
    if (!Seat::valid(seat.index(), table().seatCount()))
        return failure("seat " + std::to_string(seat.index()) + " does not sit at this table");
    // A swap rebuilds the table: look it up afresh each time.
    auto inHand = [&](TileId tile) {
        const auto& hand = table().hand(seat);
        return std::find(hand.begin(), hand.end(), tile) != hand.end();
    };
    auto used = [&](TileId tile) { return std::find(tiles.begin(), tiles.end(), tile) != tiles.end(); };
    // The tiles shown first (`tiles` holds the real identities: not relabelled by a swap): each is the hand's, or takes the place of an unseen one.
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const TileId shown = tiles[i];
        if (hidden(shown) || inHand(shown))
            continue;
        std::vector<TileId> free = unseenInHand(seat);
        std::erase_if(free, used);
        if (free.empty())
            return failure(tileName(table().tileSet(), shown) + " cannot have been in seat " +
                           std::to_string(seat.index()) + "'s hand");
        // A tile thrown as soon as drawn is the one taken last.
        if (Status s = reveal(shown, drawn ? free.back() : free.front()); !s)
            return s;
    }
    // Then the tiles not shown (a secret's outer tiles): any unseen tiles of the hand.
    for (TileId& tile : tiles) {
        if (!hidden(tile))
            continue;
        std::vector<TileId> free = unseenInHand(seat);
        std::erase_if(free, used);
        if (free.empty())
            return failure("seat " + std::to_string(seat.index()) + "'s hand holds too few tiles");
        tile = free.front();
    }
    return success();
}

Status SeatTable::reveal(TileId shown, TileId standIn)
{
    if (shown == standIn)
        return success();
    const TileSet& set = table().tileSet();
    if (!set.contains(shown.value))
        return failure(tileName(set, shown) + " is not in the " + set.name() + " set");
    if (seen(shown))
        return failure(tileName(set, shown) + " is already in sight elsewhere");
    if (seen(standIn))
        return failure(tileName(set, shown) + " is shown where " + tileName(set, standIn) + " lies in sight");
    swap(shown, standIn);
    return success();
}

void SeatTable::swap(TileId a, TileId b)
{
    auto relabel = [a, b](TileId& tile) {
        if (tile == a)
            tile = b;
        else if (tile == b)
            tile = a;
    };
    for (Event& e : m_record.events)
        forEachTile(e, relabel);
    if (m_pending)
        for (TileId& tile : *m_pending)
            relabel(tile);
    m_swaps.emplace_back(a, b);
    rebuild();
}

void SeatTable::rebuild()
{
    m_log = std::make_unique<GameLog>(m_record.header);
    for (const Event& e : m_record.events)
        m_log->appendOrThrow(e); // a swap of two unseen tiles keeps every event possible
}

GameRecord relabelled(const GameRecord& record, const std::vector<std::uint16_t>& newId)
{
    GameRecord out = record;
    for (Event& e : out.events)
        forEachTile(e, [&newId](TileId& tile) {
            if (tile.value < newId.size())
                tile = TileId{newId[tile.value]};
        });
    return out;
}

std::optional<std::vector<std::uint16_t>> identitiesAt(const Table& standIn, const Table& real)
{
    const int n = real.tileSet().size();
    if (standIn.tileSet().size() != n)
        return std::nullopt;
    // Where each real tile lies, and which real tile lies at each stand-in tile's place.
    std::map<std::tuple<int, int, int, int>, std::uint16_t> at;
    auto key = [](const Place& p) { return std::make_tuple(static_cast<int>(p.zone), p.owner, p.group, p.position); };
    for (std::uint16_t t = 0; t < n; ++t)
        at[key(real.placeOf(TileId{t}))] = t;
    std::vector<std::uint16_t> newId(static_cast<std::size_t>(n));
    std::vector<bool> used(static_cast<std::size_t>(n), false);
    for (std::uint16_t t = 0; t < n; ++t) {
        const auto it = at.find(key(standIn.placeOf(TileId{t})));
        if (it == at.end() || used[it->second])
            return std::nullopt;
        newId[t] = it->second;
        used[it->second] = true;
    }
    return newId;
}

} // namespace mj::net
