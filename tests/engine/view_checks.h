// Checks of the per-seat views (issue 13, items 7 and 11) shared by tst_views and the
// conformance suite: a game played out by SimpleBots that decide from the views they were
// sent (views/view_feed.h), with, after every event and for every seat, the view of the
// event checked to show no tile the seat may not see, and at every decision the folded
// SeatView compared with the one built from the whole game (game/seat_view.h).
#pragma once

#include "bots/bot_level.h"
#include "core/overloaded.h"
#include "game/game.h"
#include "game/seat_view.h"
#include "views/event_view.h"
#include "views/view_feed.h"

#include <memory>
#include <string>
#include <vector>

namespace viewcheck {

// Every tile identity an event names.
inline std::vector<mj::TileId> tilesOf(const mj::Event& event)
{
    std::vector<mj::TileId> out;
    std::visit(mj::Overloaded{
                   [&](const mj::WashEvent& e) { out = e.order; },
                   [&](const mj::BuildEvent& e) { out = e.tiles; },
                   [&](const mj::TakeEvent& e) { out = e.tiles; },
                   [&](const mj::ExposeFlowersEvent& e) { out = e.tiles; },
                   [&](const mj::MeldEvent& e) { out = e.tiles; },
                   [&](const mj::MoveEvent& e) { out = {e.tile}; },
                   [&](const mj::DiscardEvent& e) { out = {e.tile}; },
                   [&](const mj::AddToSetEvent& e) { out = {e.tile}; },
                   [&](const mj::FlipEvent& e) { out = {e.tile}; },
                   [&](const mj::ActionEvent& e) {
                       if (e.action.tile >= 0)
                           out = {mj::TileId{static_cast<std::uint16_t>(e.action.tile)}};
                   },
                   [](const auto&) {},
               },
               event);
    return out;
}

inline bool inHandOf(const mj::Table& table, mj::TileId tile, mj::Seat seat)
{
    const mj::Place p = table.placeOf(tile);
    return p.zone == mj::Zone::Hand && p.owner == seat.index();
}

// Why the view `seen` that `seat` was sent of `event` shows too much, or empty. A tile may be
// named only when it lay face up before or after the event, or lay in the seat's own hand
// before or after it; the view keeps the event's kind and number of tiles; another seat's
// answer in the claim window is not sent at all.
inline std::string leakIn(const mj::Event& event, const std::optional<mj::SeenEvent>& seen, mj::Seat seat,
                          const mj::Table& before, const mj::Table& after)
{
    const auto* action = std::get_if<mj::ActionEvent>(&event);
    const bool othersAnswer = action && action->action.seat != seat && mj::isAnswer(action->action.type);
    if (!seen)
        return othersAnswer ? std::string() : "a public event was not sent";
    if (othersAnswer)
        return "another seat's answer was sent";
    if (seen->event.index() != event.index())
        return "the view changed the event's kind";
    const auto real = tilesOf(event);
    const auto shown = tilesOf(seen->event);
    if (real.size() != shown.size())
        return "the view changed the number of tiles";
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (shown[i] == mj::kHiddenTile)
            continue;
        if (shown[i] != real[i])
            return "the view names another tile than the event";
        const mj::TileId t = shown[i];
        if (!before.isFaceUp(t) && !after.isFaceUp(t) && !inHandOf(before, t, seat) && !inHandOf(after, t, seat))
            return "tile " + std::to_string(t.value) + " is concealed from " + seat.name() + " but shown";
    }
    return {};
}

// Where the views' Sight disagrees with the table: a tile's face, or whose hand holds it.
inline std::string sightDiffers(const mj::Sight& sight, const mj::Table& table)
{
    std::vector<int> handOf(static_cast<std::size_t>(table.tileSet().size()), -1);
    for (int s = 0; s < mj::Ruleset::kSeats; ++s)
        for (mj::TileId t : table.hand(mj::Seat::of(s)))
            handOf[t.value] = s;
    for (int id = 0; id < table.tileSet().size(); ++id) {
        const mj::TileId t{static_cast<std::uint16_t>(id)};
        if (sight.isFaceUp(t) != table.isFaceUp(t))
            return "the sight has tile " + std::to_string(id) + " face " + (sight.isFaceUp(t) ? "up" : "down");
        for (int s = 0; s < mj::Ruleset::kSeats; ++s)
            if (sight.inHand(t, mj::Seat::of(s)) != (handOf[t.value] == s))
                return "the sight is wrong about tile " + std::to_string(id) + " in the hand of seat " + std::to_string(s);
    }
    return {};
}

struct Tally {
    long long decisions = 0;
    long long views = 0;
    long long hiddenTiles = 0; // tiles sent face down: the check hides something
};

// Plays the game out with SimpleBots seeded as the simulation seeds them, each deciding from
// its folded view; returns the first failure, or empty.
inline std::string playCheckingViews(mj::Game& game, Tally& tally)
{
    const std::uint64_t seed = game.record().header.seed;
    std::vector<std::unique_ptr<mj::Bot>> bots;
    for (int s = 0; s < mj::Ruleset::kSeats; ++s)
        bots.push_back(mj::makeBot(mj::BotLevel::Normal, seed ^ (0x5EA70ULL + static_cast<std::uint64_t>(s))));
    mj::ViewFeed feed(game);
    mj::Table before(game.table().tileSet(), game.table().layout());
    mj::Table after = before;
    mj::Sight sight(game.table().tileSet()); // what viewOf() reads: must agree with `before`
    std::size_t checked = 0;
    mj::SeatView folded;
    const auto checkNewEvents = [&]() -> std::string {
        const auto& events = game.record().events;
        for (; checked < events.size(); ++checked) {
            const mj::Event& e = events[checked];
            if (mj::Status s = after.apply(e); !s)
                return "the check's table refused an event: " + s.error();
            for (int s = 0; s < mj::Ruleset::kSeats; ++s) {
                const auto seen = mj::viewOf(e, mj::Seat::of(s), sight);
                if (std::string leak = leakIn(e, seen, mj::Seat::of(s), before, after); !leak.empty())
                    return "event " + std::to_string(checked + 1) + " (" + mj::eventName(e) + "): " + leak;
                ++tally.views;
                if (seen)
                    for (mj::TileId t : tilesOf(seen->event))
                        tally.hiddenTiles += t == mj::kHiddenTile ? 1 : 0;
            }
            (void)before.apply(e);
            sight.apply(e);
            if (std::string differs = sightDiffers(sight, before); !differs.empty())
                return "after event " + std::to_string(checked + 1) + " (" + mj::eventName(e) + "): " + differs;
        }
        return {};
    };
    while (!game.over()) {
        if (std::string failed = checkNewEvents(); !failed.empty())
            return failed;
        const mj::Seat seat = game.seatToAct();
        feed.viewFor(game, seat, folded);
        if (!(folded == mj::viewFor(game, seat)))
            return "decision " + std::to_string(tally.decisions + 1) + " of " + seat.name() +
                   ": the folded view differs from the game's";
        ++tally.decisions;
        const mj::Action action = bots[static_cast<std::size_t>(seat.index())]->choose(folded, game.rules());
        if (mj::Status s = game.act(action); !s)
            return "a bot's action was refused: " + s.error();
    }
    return checkNewEvents();
}

} // namespace viewcheck
