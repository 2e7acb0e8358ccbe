#include "views/event_view.h"

#include "core/overloaded.h"

#include <algorithm>


namespace mj {

namespace {

// A tile the seat sees: face up where it lies, or in its own hand.
bool seen(TileId tile, Seat seat, const Sight& before) { return before.isFaceUp(tile) || before.inHand(tile, seat); }

void hideAll(std::vector<TileId>& tiles)
{
    for (TileId& tile : tiles)
        tile = kHiddenTile;
}

void hideUnseen(std::vector<TileId>& tiles, Seat seat, const Sight& before)
{
    for (TileId& tile : tiles)
        if (!seen(tile, seat, before))
            tile = kHiddenTile;
}

} // namespace

Sight::Sight(const TileSet& set)
    : m_faceUp(static_cast<std::size_t>(set.size()), 0), m_hand(static_cast<std::size_t>(set.size()), -1)
{
}

void Sight::place(TileId tile, bool faceUp, int hand)
{
    m_faceUp[tile.value] = faceUp ? 1 : 0;
    m_hand[tile.value] = static_cast<std::int8_t>(hand);
}

void Sight::apply(const Event& event)
{
    std::visit(Overloaded{
                   [&](const WashEvent&) {
                       std::fill(m_faceUp.begin(), m_faceUp.end(), 0);
                       std::fill(m_hand.begin(), m_hand.end(), -1);
                   },
                   [&](const BuildEvent& e) {
                       for (TileId t : e.tiles)
                           place(t, false);
                   },
                   [&](const TakeEvent& e) {
                       for (TileId t : e.tiles)
                           place(t, false, e.seat.index());
                   },
                   [&](const ExposeFlowersEvent& e) {
                       for (TileId t : e.tiles)
                           place(t, true);
                   },
                   [&](const MoveEvent& e) {
                       place(e.tile, e.face == Face::Up, e.to.zone == Zone::Hand ? e.to.owner : -1);
                   },
                   [&](const DiscardEvent& e) { place(e.tile, true); },
                   [&](const MeldEvent& e) {
                       // A secret's outer tiles lie face down (Table::applyMeld); a claimed
                       // discard, already face up, ends the set.
                       const std::size_t n = e.tiles.size() + (e.from ? 1 : 0);
                       for (std::size_t i = 0; i < e.tiles.size(); ++i)
                           place(e.tiles[i], !e.concealed || (i != 0 && i + 1 != n));
                   },
                   [&](const AddToSetEvent& e) { place(e.tile, true); },
                   [&](const FlipEvent& e) { m_faceUp[e.tile.value] = e.face == Face::Up ? 1 : 0; },
                   [](const auto&) {},
               },
               event);
}

std::optional<SeenEvent> viewOf(const Event& event, Seat seat, const Sight& before, bool drawnTile)
{
    SeenEvent out;
    if (!viewOf(event, seat, before, drawnTile, out))
        return std::nullopt;
    return out;
}

bool viewOf(const Event& event, Seat seat, const Sight& before, bool drawnTile, SeenEvent& out)
{
    out.event = event; // of the same kind as before: copied into the storage it has
    out.drawnTile = false;
    bool sent = true;
    std::visit(Overloaded{
                   [&](WashEvent& e) { hideAll(e.order); },
                   [&](BuildEvent& e) { hideAll(e.tiles); },
                   [&](TakeEvent& e) {
                       if (e.seat != seat)
                           hideUnseen(e.tiles, seat, before);
                   },
                   [&](MeldEvent& e) {
                       // A secret's outer tiles lie face down (Table::applyMeld); a claimed
                       // discard would end the set, face up as it was.
                       if (e.concealed && e.seat != seat && !e.tiles.empty()) {
                           e.tiles.front() = kHiddenTile;
                           if (!e.from)
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
    return sent;
}

} // namespace mj
