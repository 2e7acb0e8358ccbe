#include "views/event_view.h"

#include "core/overloaded.h"

namespace mj {

namespace {

// A tile the seat sees: face up where it lies, or in its own hand.
bool seen(TileId tile, Seat seat, const Table& before)
{
    if (before.isFaceUp(tile))
        return true;
    const Place place = before.placeOf(tile);
    return place.zone == Zone::Hand && place.owner == seat.index();
}

void hideAll(std::vector<TileId>& tiles)
{
    for (TileId& tile : tiles)
        tile = kHiddenTile;
}

void hideUnseen(std::vector<TileId>& tiles, Seat seat, const Table& before)
{
    for (TileId& tile : tiles)
        if (!seen(tile, seat, before))
            tile = kHiddenTile;
}

} // namespace

std::optional<SeenEvent> viewOf(const Event& event, Seat seat, const Table& before, bool drawnTile)
{
    SeenEvent out{event, false};
    bool sent = true;
    std::visit(Overloaded{
                   [&](WashEvent& e) { hideAll(e.order); },
                   [&](BuildEvent& e) { hideAll(e.tiles); },
                   [&](TakeEvent& e) {
                       if (e.seat != seat)
                           hideUnseen(e.tiles, seat, before);
                   },
                   [&](MeldEvent& e) {
                       // A secret's outer tiles lie face down (table.cpp, applyMeld).
                       if (e.concealed && e.seat != seat && e.tiles.size() > 2) {
                           e.tiles.front() = kHiddenTile;
                           e.tiles.back() = kHiddenTile;
                       }
                   },
                   [&](DiscardEvent&) { out.drawnTile = drawnTile; },
                   [&](MoveEvent& e) {
                       // Seen when it was or ends face up, or when it leaves or enters the seat's hand.
                       const bool toOwnHand = e.to.zone == Zone::Hand && e.to.owner == seat.index();
                       if (e.face != Face::Up && !toOwnHand && !seen(e.tile, seat, before))
                           e.tile = kHiddenTile;
                   },
                   [&](FlipEvent& e) {
                       if (e.face != Face::Up && !seen(e.tile, seat, before))
                           e.tile = kHiddenTile;
                   },
                   [&](ActionEvent& e) {
                       if (e.action.seat == seat)
                           return;
                       if (isAnswer(e.action.type))
                           sent = false;
                       // The tile it names (a discard, sagása) shows in the event that
                       // follows, when it lies face up; until then it is in the hand.
                       else if (e.action.tile >= 0)
                           e.action.tile = kHiddenTile.value;
                   },
                   [](auto&) {},
               },
               out.event);
    if (!sent)
        return std::nullopt;
    return out;
}

} // namespace mj
