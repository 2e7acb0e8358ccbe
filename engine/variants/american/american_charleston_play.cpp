// The Charleston as the game's actions (/work/notes/actions.md): every seat decides at once.
// A seat lays its pass one tile at a time (PassTile, never a joker) and, on the first left and
// the last right, may complete it with tiles it is receiving, unseen (PassBlind); it votes for
// the second Charleston (Vote) and offers 0-3 tiles to the seat across (CourtesyOffer), then
// lays the agreed number (PassTile). When the state machine (charleston.h) has the tiles
// change hands, each tile that changed holder moves on the table from its old holder's hand to
// its new holder's, face down: the giver and the taker see it, nobody else, and a tile passed
// on blind goes straight from its first holder to its last, unseen by the seat between.
#include "variants/american/american_game.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace mj::american {

namespace {


bool contains(const std::vector<TileId>& tiles, TileId tile)
{
    return std::find(tiles.begin(), tiles.end(), tile) != tiles.end();
}

} // namespace

void AmericanGame::startCharleston()
{
    auto started = Charleston::start(table().tileSet(), dealtHands(table()));
    if (!started)
        throw std::logic_error("the American deal does not start a Charleston: " + started.error());
    m_charleston = std::move(*started);
    m_phase = AmericanPhase::Charleston;
}

void AmericanGame::listCharleston(Seat seat, std::vector<Action>& out) const
{
    if (!m_charleston || !m_charleston->awaits(seat))
        return;
    const CharlestonPhase phase = m_charleston->phase();
    const TileSet& set = table().tileSet();
    const auto& laid = m_laying[seat];
    auto layable = [&] {
        for (TileId tile : m_charleston->hand(seat))
            if (!isJoker(set, tile) && !contains(laid, tile)) {
                Action a{seat, ActionType::PassTile};
                a.tile = tile.value;
                out.push_back(a);
            }
    };
    if (isPassPhase(phase)) {
        layable();
        if (allowsBlind(phase)) {
            Action blind{seat, ActionType::PassBlind};
            blind.count = static_cast<std::int8_t>(kPassTiles - static_cast<int>(laid.size()));
            out.push_back(blind);
        }
        return;
    }
    if (phase == CharlestonPhase::Vote) {
        for (int yes : {0, 1}) {
            Action vote{seat, ActionType::Vote};
            vote.count = static_cast<std::int8_t>(yes);
            out.push_back(vote);
        }
        return;
    }
    if (phase == CharlestonPhase::Courtesy) {
        if (!m_offers[seat]) {
            int naturals = 0;
            for (TileId tile : m_charleston->hand(seat))
                naturals += isJoker(set, tile) ? 0 : 1;
            for (int n = 0; n <= std::min(kPassTiles, naturals); ++n) {
                Action offer{seat, ActionType::CourtesyOffer};
                offer.count = static_cast<std::int8_t>(n);
                out.push_back(offer);
            }
            return;
        }
        layable(); // the agreed number, one tile at a time
    }
}

void AmericanGame::applyCharleston(const Action& action)
{
    const Seat seat = action.seat;
    const CharlestonPhase phase = m_charleston->phase();
    Status done = success();
    switch (action.type) {
    case ActionType::PassTile:
        m_laying[seat].push_back(TileId{static_cast<std::uint16_t>(action.tile)});
        if (phase == CharlestonPhase::Courtesy) {
            const int agreed = std::min(*m_offers[seat], m_offers[across(seat)].value_or(0));
            if (static_cast<int>(m_laying[seat].size()) == agreed)
                done = m_charleston->apply(CourtesyPassCommand{seat, std::exchange(m_laying[seat], {})});
        } else if (static_cast<int>(m_laying[seat].size()) == kPassTiles) {
            done = m_charleston->apply(PassCommand{seat, std::exchange(m_laying[seat], {}), 0});
        }
        break;
    case ActionType::PassBlind:
        done = m_charleston->apply(PassCommand{seat, std::exchange(m_laying[seat], {}), action.count});
        break;
    case ActionType::Vote: done = m_charleston->apply(VoteCommand{seat, action.count == 1}); break;
    case ActionType::CourtesyOffer:
        m_offers[seat] = action.count;
        done = m_charleston->apply(CourtesyOfferCommand{seat, action.count});
        break;
    default: break;
    }
    // The legal list offers only what the state machine takes.
    if (!done)
        throw std::logic_error("the Charleston refused a legal action: " + done.error());
    settleCharleston();
}

void AmericanGame::settleCharleston()
{
    // Tiles that changed holder move, seat by seat, in the order the new holder got them.
    for (int s = 0; s < kSeats; ++s) {
        const Seat seat = Seat::of(s);
        for (TileId tile : m_charleston->hand(seat))
            if (!contains(table().hand(seat), tile))
                append(MoveEvent{tile, Place{Zone::Hand, s, 0, 0}, Face::Down});
    }
    // The house options answer for everyone: no second Charleston (all vote no), no
    // courtesy pass (all offer none). No action is recorded for them; the replay does the same.
    if (m_charleston->phase() == CharlestonPhase::Vote && !m_rules.secondCharleston)
        for (int s = 0; s < kSeats; ++s)
            (void)m_charleston->apply(VoteCommand{Seat::of(s), false});
    if (m_charleston->phase() == CharlestonPhase::Courtesy && !m_rules.courtesyPass)
        for (int s = 0; s < kSeats; ++s)
            if (m_charleston->awaits(Seat::of(s))) {
                m_offers[s] = 0;
                (void)m_charleston->apply(CourtesyOfferCommand{Seat::of(s), 0});
            }
    if (m_charleston->phase() == CharlestonPhase::Done) {
        m_charleston.reset();
        startPlay();
    }
}

void AmericanGame::startPlay()
{
    // Seed 002: "Since East has 14 tiles, East starts the game by discarding a tile."
    m_phase = AmericanPhase::Act;
    m_turn = m_east;
}

} // namespace mj::american
