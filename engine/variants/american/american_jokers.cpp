// Jokers and dead hands (seed 002, "Joker Rules", "Additional Rules").
//
// Joker exchange: on one's turn, after drawing or calling and before discarding, a natural
// tile from the hand takes the place of a joker in any exposure (another seat's, a dead
// hand's, or one's own) that stands for that tile; the joker comes to the hand. Several may
// be exchanged in one turn.
//
// Dead hands: a hand is dead when no line of the card can still be made from its exposures
// and the tiles not yet out of play, judged from what every seat sees: its exposures must fit
// the line (only an X line takes exposures), and the tiles the line still needs must be among
// those not discarded and not in another seat's exposure (an exposed joker still counts: it
// can be exchanged for). Any seat may call another's hand dead on its own turn; a right call
// kills that hand, a wrong one the caller's (the caller's error, docs/rules/american.md). A
// dead hand stops playing (no draw, no answer) and still pays the winner. Mah Jongg declared
// in error exposes the hand face up and kills it.
#include "variants/american/american_game.h"

#include <algorithm>

namespace mj::american {

namespace {

// The card kind an exposure's naturals are, and whether it holds a joker.
struct ExposedSet {
    int kind = -1;
    std::optional<TileId> joker;
};

ExposedSet readSet(const TileSet& set, const std::vector<TileId>& tiles)
{
    ExposedSet out;
    for (TileId tile : tiles) {
        if (isJoker(set, tile))
            out.joker = tile;
        else if (out.kind < 0)
            out.kind = cardKindOf(set.kindOf(tile));
    }
    return out;
}

} // namespace

void AmericanGame::listJokerExchanges(Seat seat, std::vector<Action>& out) const
{
    const TileSet& set = table().tileSet();
    for (int t = 0; t < kSeats; ++t) {
        const auto& sets = table().exposed(Seat::of(t));
        for (std::size_t i = 0; i < sets.size(); ++i) {
            const ExposedSet e = readSet(set, sets[i]);
            if (!e.joker || e.kind < 0)
                continue;
            for (TileId tile : table().hand(seat))
                if (!isJoker(set, tile) && cardKindOf(set.kindOf(tile)) == e.kind) {
                    Action a{seat, ActionType::JokerExchange};
                    a.tile = tile.value;
                    a.from = static_cast<std::int8_t>(t);
                    a.to = static_cast<std::int8_t>(i);
                    out.push_back(a);
                }
        }
    }
}

void AmericanGame::exchangeJoker(Seat seat, const Action& action)
{
    const Seat owner = Seat::of(action.from);
    const ExposedSet e = readSet(table().tileSet(), table().exposed(owner)[static_cast<std::size_t>(action.to)]);
    append(MoveEvent{TileId{static_cast<std::uint16_t>(action.tile)}, Place{Zone::Exposed, owner.index(), action.to, 0},
                     Face::Up});
    append(MoveEvent{*e.joker, Place{Zone::Hand, seat.index(), 0, 0}, Face::Down});
}

bool AmericanGame::handIsDead(Seat seat) const
{
    const TileSet& set = table().tileSet();
    // What the hand could still hold: every tile not out of play in the open, by card kind.
    std::array<int, kCardKinds> open{};
    auto outOfPlay = [&](TileId tile) { ++open[static_cast<std::size_t>(cardKindOf(set.kindOf(tile)))]; };
    CardHand pool;
    for (int s = 0; s < kSeats; ++s) {
        for (TileId tile : table().discards(Seat::of(s)))
            outOfPlay(tile);
        for (const auto& group : table().exposed(Seat::of(s))) {
            if (Seat::of(s) == seat) {
                CardExposure exposure;
                for (TileId tile : group) {
                    if (isJoker(set, tile))
                        ++exposure.jokers;
                    else
                        exposure.naturals.push_back(static_cast<std::uint8_t>(cardKindOf(set.kindOf(tile))));
                }
                std::sort(exposure.naturals.begin(), exposure.naturals.end());
                pool.exposures.push_back(exposure);
            }
            // Its own exposures are counted as exposures; another's exposed joker can still
            // be exchanged for, so only its naturals are out of play.
            for (TileId tile : group)
                if (Seat::of(s) == seat || !isJoker(set, tile))
                    outOfPlay(tile);
        }
    }
    if (pool.exposures.empty())
        return false; // nothing on the rack to judge by
    for (int k = 0; k < kCardKinds; ++k)
        pool.concealed[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(std::max(0, naturalCopies(k) - open[static_cast<std::size_t>(k)]));
    pool.tiles = 14;
    const CardMatcher& card = *m_rules.card;
    for (int line = 0; line < card.lineCount(); ++line)
        if (card.distance(line, pool) == 0)
            return false;
    return true;
}

void AmericanGame::callDead(Seat caller, Seat target)
{
    if (handIsDead(target))
        kill(target, false);
    else
        kill(caller, false); // the caller's error
}

void AmericanGame::kill(Seat seat, bool exposeHand)
{
    // No event says "dead": the record shows the action that killed the hand, and the rules
    // (public information only) say which hand died.
    m_dead[seat] = true;
    if (exposeHand)
        for (TileId tile : std::vector<TileId>(table().hand(seat)))
            append(FlipEvent{tile, Face::Up});
    // A dead hand in turn stops: the next live seat draws.
    if (seat == m_turn && m_phase == AmericanPhase::Act)
        nextTurnAfter(seat);
}

} // namespace mj::american
