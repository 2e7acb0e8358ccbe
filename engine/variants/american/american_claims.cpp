// Turns and the claim window (seed 002, "Drawing and discarding tiles", "Calling Tiles").
// A discard is offered to every live seat but its discarder at once; each answers: pass, call
// it for a set of identical tiles (pung, kong, quint, sextet; jokers from the hand may stand
// in it) that an exposed (X) line of the card can still use, or claim it for Mah Jongg when it
// completes the hand (any group, a single or pair included; a concealed line's last tile too).
// Mah Jongg beats any call; among equals the seat nearest in turn after the discarder wins.
// A call exposes the set (fixed for the rest of the game) and the caller discards; when all
// pass, the next live seat draws. Only the most recent discard can be called.
#include "variants/american/american_game.h"

#include "table/live_wall.h"

#include <algorithm>
#include <array>

namespace mj::american {

namespace {

} // namespace

void AmericanGame::listAct(Seat seat, std::vector<Action>& out) const
{
    for (TileId tile : table().hand(seat)) {
        Action a{seat, ActionType::Discard};
        a.tile = tile.value;
        out.push_back(a);
    }
    // Offered whenever the seat holds its 14 tiles on its turn: declared in error, the hand is
    // exposed and dead (seed 002, "Additional Rules").
    out.push_back(Action{seat, ActionType::Win});
    listJokerExchanges(seat, out);
    for (int k = 1; k < kSeats; ++k) {
        const Seat other = seat.next(k, kSeats);
        if (!m_dead[other] && !table().exposed(other).empty()) {
            Action a{seat, ActionType::CallDead};
            a.from = static_cast<std::int8_t>(other.index());
            out.push_back(a);
        }
    }
}

std::vector<Seat> AmericanGame::claimants() const
{
    std::vector<Seat> seats;
    for (int k = 1; k < kSeats; ++k)
        if (const Seat s = m_turn.next(k, kSeats); !m_dead[s])
            seats.push_back(s);
    return seats;
}

void AmericanGame::listClaims(Seat seat, std::vector<Action>& out) const
{
    if (seat == m_turn || m_dead[seat] || m_answers[seat] || !m_offered)
        return;
    out.push_back(Action{seat, ActionType::Pass});
    if (waiting(seat) && completesALine(seat, m_offered))
        out.push_back(Action{seat, ActionType::ClaimWin});
    listCalls(seat, out);
}

void AmericanGame::listCalls(Seat seat, std::vector<Action>& out) const
{
    const TileSet& set = table().tileSet();
    const TileId offered = *m_offered;
    if (isJoker(set, offered))
        return; // a discarded joker names no set: it is claimed only for Mah Jongg
    const TileKind kind = set.kindOf(offered);
    int naturals = 0, jokers = 0;
    // Identical as the card reads tiles: any flower is a flower (card_kinds.h).
    const int kindIndex = cardKindOf(kind);
    for (TileId tile : table().hand(seat)) {
        naturals += cardKindOf(set.kindOf(tile)) == kindIndex ? 1 : 0;
        jokers += isJoker(set, tile) ? 1 : 0;
    }
    auto base = cardHandOf(seat);
    if (!base)
        return;
    const CardMatcher& card = *m_rules.card;
    // Whether some line still takes the hand's exposures (the first found will do).
    auto reachable = [&](const CardHand& hand) {
        for (int line = 0; line < card.lineCount(); ++line)
            if (card.distance(line, hand) < kUnreachable)
                return true;
        return false;
    };
    for (int size = 3; size <= 6; ++size)
        for (int j = 0; j <= std::min(jokers, size - 1); ++j) {
            const int fromHand = size - 1 - j;
            if (fromHand > naturals)
                continue;
            // The hand after the call: the set exposed, its tiles out of the concealed ones.
            CardHand after = *base;
            after.concealed[static_cast<std::size_t>(kindIndex)] =
                static_cast<std::uint8_t>(after.concealed[static_cast<std::size_t>(kindIndex)] - fromHand);
            after.concealed[kJokerKind] = static_cast<std::uint8_t>(after.concealed[kJokerKind] - j);
            CardExposure exposure;
            exposure.naturals.assign(static_cast<std::size_t>(fromHand + 1), static_cast<std::uint8_t>(kindIndex));
            exposure.jokers = j;
            after.exposures.push_back(exposure);
            after.tiles += 1;
            // Whether the exposure fits depends on the exposures alone: cached until they change.
            auto& fits = m_callFits[seat];
            if (fits.empty())
                fits.assign(static_cast<std::size_t>(kCardKinds * 8 * 8), -1);
            std::int8_t& known = fits[static_cast<std::size_t>((kindIndex * 8 + size) * 8 + j)];
            if (known < 0)
                known = reachable(after) ? 1 : 0;
            if (!known)
                continue;
            Action a{seat, ActionType::Call};
            a.kind = kind.index();
            a.count = static_cast<std::int8_t>(size);
            a.from = static_cast<std::int8_t>(j);
            out.push_back(a);
        }
}

void AmericanGame::draw(Seat seat)
{
    const auto next = nextWallTile(table(), WallEnd::Draw);
    append(TakeEvent{seat, WallEnd::Draw, TakeReason::Draw, {*next}});
    m_calledFrom.reset();
    m_phase = AmericanPhase::Act;
}

void AmericanGame::discard(Seat seat, TileId tile)
{
    append(DiscardEvent{seat, tile});
    ++m_discards;
    m_offered = tile;
    m_answers = PerSeat<std::optional<Action>>(kSeats);
    m_phase = AmericanPhase::Claims;
    if (claimants().empty())
        resolveClaims();
}

void AmericanGame::answer(const Action& action)
{
    m_answers[action.seat] = action;
    for (Seat s : claimants())
        if (!m_answers[s])
            return;
    resolveClaims();
}

void AmericanGame::resolveClaims()
{
    const std::vector<Seat> seats = claimants(); // nearest in turn first
    for (Seat s : seats)
        if (m_answers[s] && m_answers[s]->type == ActionType::ClaimWin) {
            claimMahJongg(s);
            return;
        }
    for (Seat s : seats)
        if (m_answers[s] && m_answers[s]->type == ActionType::Call) {
            call(s, *m_answers[s]);
            return;
        }
    const Seat discarder = m_turn;
    m_offered.reset();
    nextTurnAfter(discarder);
}

void AmericanGame::call(Seat seat, const Action& action)
{
    const TileSet& set = table().tileSet();
    const int kindIndex = cardKindOf(TileKind::fromIndex(action.kind));
    // The engine picks the tiles: the naturals first, then the jokers, each in hand order.
    std::vector<TileId> naturals, jokers;
    for (TileId tile : table().hand(seat)) {
        if (cardKindOf(set.kindOf(tile)) == kindIndex && static_cast<int>(naturals.size()) < action.count - 1 - action.from)
            naturals.push_back(tile);
        else if (isJoker(set, tile) && static_cast<int>(jokers.size()) < action.from)
            jokers.push_back(tile);
    }
    naturals.insert(naturals.end(), jokers.begin(), jokers.end());
    append(MeldEvent{seat, naturals, m_turn, false});
    m_calledFrom = m_turn;
    m_offered.reset();
    m_turn = seat;
    m_phase = AmericanPhase::Act;
}

void AmericanGame::nextTurnAfter(Seat seat)
{
    for (int k = 1; k <= kSeats; ++k) {
        const Seat next = seat.next(k, kSeats);
        if (m_dead[next])
            continue;
        // Seed 002, "Draw": the wall is used up and the last discard made: no winner.
        if (!nextWallTile(table(), WallEnd::Draw)) {
            endGame(std::nullopt, "wall game");
            return;
        }
        m_turn = next;
        m_phase = AmericanPhase::Draw;
        return;
    }
    endGame(std::nullopt, "every hand is dead");
}

} // namespace mj::american
