#include "variants/american/charleston.h"

#include "core/overloaded.h"

#include <algorithm>
#include <deque>

namespace mj::american {

namespace {

std::string tileText(const TileSet& set, TileId tile)
{
    return "tile " + std::to_string(tile.value) + " (" + set.kindOf(tile).notation() + ")";
}

// One event with its kind, phase and seat, and the rest filled by `fill`.
template <class Fill = void (*)(CharlestonEvent&)>
CharlestonEvent makeEvent(CharlestonEventKind kind, CharlestonPhase phase, Seat seat, Fill fill = [](CharlestonEvent&) {})
{
    CharlestonEvent e;
    e.kind = kind;
    e.phase = phase;
    e.seat = seat;
    fill(e);
    return e;
}

} // namespace

std::string phaseName(CharlestonPhase phase)
{
    switch (phase) {
    case CharlestonPhase::FirstRight: return "first right";
    case CharlestonPhase::FirstAcross: return "first across";
    case CharlestonPhase::FirstLeft: return "first left";
    case CharlestonPhase::Vote: return "vote for the second Charleston";
    case CharlestonPhase::SecondLeft: return "second left";
    case CharlestonPhase::SecondAcross: return "second across";
    case CharlestonPhase::SecondRight: return "last right";
    case CharlestonPhase::Courtesy: return "courtesy pass";
    case CharlestonPhase::Done: return "done";
    }
    return "unknown";
}

bool isPassPhase(CharlestonPhase phase)
{
    return phase != CharlestonPhase::Vote && phase != CharlestonPhase::Courtesy && phase != CharlestonPhase::Done;
}

int passSteps(CharlestonPhase phase)
{
    switch (phase) {
    case CharlestonPhase::FirstRight:
    case CharlestonPhase::SecondRight: return 1;
    case CharlestonPhase::FirstAcross:
    case CharlestonPhase::SecondAcross: return 2;
    case CharlestonPhase::FirstLeft:
    case CharlestonPhase::SecondLeft: return -1;
    default: return 0;
    }
}

bool allowsBlind(CharlestonPhase phase)
{
    return phase == CharlestonPhase::FirstLeft || phase == CharlestonPhase::SecondRight;
}

std::optional<Seat> CharlestonEvent::privateTo() const
{
    if (kind == CharlestonEventKind::PassGiven || kind == CharlestonEventKind::TilesReceived)
        return seat;
    return std::nullopt;
}

Charleston::Charleston(const TileSet& set, const PerSeat<std::vector<TileId>>& hands)
    : m_set(&set), m_hands(hands), m_laid(kSeats), m_votes(kSeats), m_offers(kSeats), m_courtesy(kSeats),
      m_settled(kSeats, false)
{
}

Expected<Charleston> Charleston::start(const TileSet& set, const PerSeat<std::vector<TileId>>& hands)
{
    if (hands.count() != kSeats)
        return failure("the Charleston is played by four hands, not " + std::to_string(hands.count()));
    std::vector<bool> seen(static_cast<std::size_t>(set.size()), false);
    for (int s = 0; s < kSeats; ++s)
        for (TileId tile : hands[s]) {
            if (!set.contains(tile.value))
                return failure("tile " + std::to_string(tile.value) + " of seat " + std::to_string(s) + " is not in the " +
                               set.name() + " set");
            if (seen[tile.value])
                return failure(tileText(set, tile) + " is held twice");
            seen[tile.value] = true;
        }
    Charleston c(set, hands);
    c.begin(CharlestonPhase::FirstRight);
    return c;
}

void Charleston::begin(CharlestonPhase phase)
{
    m_phase = phase;
    m_laid = PerSeat<std::optional<PassCommand>>(kSeats);
    m_events.push_back(makeEvent(CharlestonEventKind::PhaseBegun, phase, Seat{}));
}

bool Charleston::awaits(Seat seat) const
{
    if (!Seat::valid(seat.index(), kSeats))
        return false;
    if (isPassPhase(m_phase))
        return !m_laid[seat].has_value();
    if (m_phase == CharlestonPhase::Vote)
        return !m_votes[seat].has_value();
    if (m_phase == CharlestonPhase::Courtesy)
        return !m_offers[seat] || (!m_settled[seat] && m_offers[across(seat)] && !m_courtesy[seat]);
    return false;
}

std::vector<CharlestonEvent> Charleston::eventsSeenBy(Seat seat) const
{
    std::vector<CharlestonEvent> seen;
    for (const CharlestonEvent& e : m_events)
        if (!e.privateTo() || *e.privateTo() == seat)
            seen.push_back(e);
    return seen;
}

Status Charleston::apply(const CharlestonCommand& command)
{
    const Seat seat = std::visit([](const auto& c) { return c.seat; }, command);
    if (!Seat::valid(seat.index(), kSeats))
        return failure(seat.name() + " does not sit at the Charleston's table of four");
    if (m_phase == CharlestonPhase::Done)
        return failure("the Charleston is over");
    return std::visit(Overloaded{
                          [&](const PassCommand& c) { return applyPass(c); },
                          [&](const VoteCommand& c) { return applyVote(c); },
                          [&](const CourtesyOfferCommand& c) { return applyOffer(c); },
                          [&](const CourtesyPassCommand& c) { return applyCourtesyPass(c); },
                      },
                      command);
}

Status Charleston::checkOwnTiles(Seat seat, const std::vector<TileId>& tiles) const
{
    const auto& hand = m_hands[seat];
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const TileId tile = tiles[i];
        if (!m_set->contains(tile.value))
            return failure("tile " + std::to_string(tile.value) + " is not in the " + m_set->name() + " set");
        if (std::find(hand.begin(), hand.end(), tile) == hand.end())
            return failure(tileText(*m_set, tile) + " is not in the hand of " + seat.name());
        if (std::find(tiles.begin(), tiles.begin() + static_cast<long>(i), tile) != tiles.begin() + static_cast<long>(i))
            return failure(tileText(*m_set, tile) + " is named twice");
        if (m_set->kindOf(tile).suit() == Suit::Jokers)
            return failure(tileText(*m_set, tile) + " is a joker, and no joker is ever passed");
    }
    return success();
}

Status Charleston::applyPass(const PassCommand& c)
{
    if (!isPassPhase(m_phase))
        return failure("no pass of three is due in the " + phaseName(m_phase));
    if (m_laid[c.seat])
        return failure(c.seat.name() + " has already laid its pass for the " + phaseName(m_phase));
    if (c.blind != 0 && !allowsBlind(m_phase))
        return failure("the " + phaseName(m_phase) + " allows no blind pass; only the first left and the last right do");
    if (c.blind < 0 || c.blind > kPassTiles)
        return failure("a blind pass is 0 to 3 of the tiles received, not " + std::to_string(c.blind));
    if (static_cast<int>(c.tiles.size()) + c.blind != kPassTiles)
        return failure("a pass is three tiles, not " + std::to_string(c.tiles.size()) +
                       (c.blind ? " from the hand and " + std::to_string(c.blind) + " blind" : ""));
    if (Status s = checkOwnTiles(c.seat, c.tiles); !s)
        return s;
    m_laid[c.seat] = c;
    m_events.push_back(makeEvent(CharlestonEventKind::PassLaid, m_phase, c.seat, [&](CharlestonEvent& e) {
        e.count = kPassTiles;
        e.blind = c.blind;
    }));
    m_events.push_back(makeEvent(CharlestonEventKind::PassGiven, m_phase, c.seat, [&](CharlestonEvent& e) {
        e.count = static_cast<int>(c.tiles.size());
        e.blind = c.blind;
        e.tiles = c.tiles;
    }));
    for (int s = 0; s < kSeats; ++s)
        if (!m_laid[s])
            return success();
    exchangePasses();
    return success();
}

// Every seat's hand tiles leave at once; a tile arriving at a seat that still owes blind
// tiles goes on unseen to that seat's receiver, else the seat keeps (and sees) it. Tiles
// move in a queue, seat 0's first, each pass in its own order, so the first tiles to
// arrive are the ones passed on blind. When any seat passes a tile from its hand, every
// blind quota round the ring fills, so each seat sends three and receives three; when all
// four pass all three blind no tile starts, and nothing changes hands.
void Charleston::exchangePasses()
{
    const int steps = passSteps(m_phase);
    struct Moving {
        TileId tile;
        Seat to;
    };
    std::deque<Moving> queue;
    PerSeat<int> forwarded(kSeats, 0);
    PerSeat<std::vector<TileId>> kept(kSeats);
    for (int s = 0; s < kSeats; ++s) {
        const Seat seat = Seat::of(s);
        for (TileId tile : m_laid[s]->tiles) {
            std::erase(m_hands[s], tile);
            queue.push_back({tile, seat.next(steps, kSeats)});
        }
    }
    while (!queue.empty()) {
        const Moving m = queue.front();
        queue.pop_front();
        if (forwarded[m.to] < m_laid[m.to]->blind) {
            ++forwarded[m.to];
            queue.push_back({m.tile, m.to.next(steps, kSeats)});
        } else {
            kept[m.to].push_back(m.tile);
        }
    }
    for (int s = 0; s < kSeats; ++s) {
        const Seat seat = Seat::of(s);
        m_hands[s].insert(m_hands[s].end(), kept[s].begin(), kept[s].end());
        m_events.push_back(makeEvent(CharlestonEventKind::TilesReceived, m_phase, seat, [&](CharlestonEvent& e) {
            e.from = seat.next(-steps, kSeats);
            e.count = static_cast<int>(kept[s].size());
            e.tiles = kept[s];
        }));
    }
    switch (m_phase) {
    case CharlestonPhase::FirstRight: begin(CharlestonPhase::FirstAcross); break;
    case CharlestonPhase::FirstAcross: begin(CharlestonPhase::FirstLeft); break;
    case CharlestonPhase::FirstLeft: begin(CharlestonPhase::Vote); break;
    case CharlestonPhase::SecondLeft: begin(CharlestonPhase::SecondAcross); break;
    case CharlestonPhase::SecondAcross: begin(CharlestonPhase::SecondRight); break;
    default: begin(CharlestonPhase::Courtesy); break;
    }
}

Status Charleston::applyVote(const VoteCommand& c)
{
    if (m_phase != CharlestonPhase::Vote)
        return failure("no vote is due in the " + phaseName(m_phase));
    if (m_votes[c.seat])
        return failure(c.seat.name() + " has already voted");
    m_votes[c.seat] = c.again;
    m_events.push_back(makeEvent(CharlestonEventKind::Voted, m_phase, c.seat, [&](CharlestonEvent& e) {
        e.yes = c.again;
    }));
    bool all = true;
    for (int s = 0; s < kSeats; ++s) {
        if (!m_votes[s])
            return success();
        all = all && *m_votes[s];
    }
    // Seed 002: the second Charleston only "if all the players agree".
    begin(all ? CharlestonPhase::SecondLeft : CharlestonPhase::Courtesy);
    return success();
}

Status Charleston::applyOffer(const CourtesyOfferCommand& c)
{
    if (m_phase != CharlestonPhase::Courtesy)
        return failure("no courtesy offer is due in the " + phaseName(m_phase));
    if (m_offers[c.seat])
        return failure(c.seat.name() + " has already offered " + std::to_string(*m_offers[c.seat]));
    if (c.count < 0 || c.count > kMaxCourtesy)
        return failure("a courtesy pass is 0 to 3 tiles, not " + std::to_string(c.count));
    m_offers[c.seat] = c.count;
    m_events.push_back(makeEvent(CharlestonEventKind::CourtesyOffered, m_phase, c.seat, [&](CharlestonEvent& e) {
        e.count = c.count;
    }));
    const Seat other = across(c.seat);
    if (m_offers[other]) {
        const int agreed = std::min(c.count, *m_offers[other]);
        m_events.push_back(makeEvent(CharlestonEventKind::CourtesyAgreed, m_phase, c.seat, [&](CharlestonEvent& e) {
            e.from = other;
            e.count = agreed;
        }));
        if (agreed == 0)
            m_settled[c.seat] = m_settled[other] = true;
    }
    finishCourtesyIfDone();
    return success();
}

Status Charleston::applyCourtesyPass(const CourtesyPassCommand& c)
{
    if (m_phase != CharlestonPhase::Courtesy)
        return failure("no courtesy pass is due in the " + phaseName(m_phase));
    const Seat other = across(c.seat);
    if (!m_offers[c.seat] || !m_offers[other])
        return failure("the courtesy pass of " + c.seat.name() + " and " + other.name() +
                       " waits for both offers");
    const int agreed = std::min(*m_offers[c.seat], *m_offers[other]);
    if (m_settled[c.seat])
        return failure(agreed == 0 ? c.seat.name() + " and " + other.name() + " agreed to pass no tiles"
                                   : c.seat.name() + " has already made its courtesy pass");
    if (m_courtesy[c.seat])
        return failure(c.seat.name() + " has already laid its courtesy pass");
    if (static_cast<int>(c.tiles.size()) != agreed)
        return failure(c.seat.name() + " and " + other.name() + " agreed to pass " + std::to_string(agreed) +
                       ", not " + std::to_string(c.tiles.size()));
    if (Status s = checkOwnTiles(c.seat, c.tiles); !s)
        return s;
    m_courtesy[c.seat] = c.tiles;
    m_events.push_back(makeEvent(CharlestonEventKind::PassLaid, m_phase, c.seat, [&](CharlestonEvent& e) {
        e.count = agreed;
    }));
    m_events.push_back(makeEvent(CharlestonEventKind::PassGiven, m_phase, c.seat, [&](CharlestonEvent& e) {
        e.count = agreed;
        e.tiles = c.tiles;
    }));
    if (m_courtesy[other]) {
        for (Seat giver : {c.seat, other}) {
            const Seat taker = across(giver);
            for (TileId tile : *m_courtesy[giver]) {
                std::erase(m_hands[giver], tile);
                m_hands[taker].push_back(tile);
            }
        }
        for (Seat taker : {c.seat, other})
            m_events.push_back(makeEvent(CharlestonEventKind::TilesReceived, m_phase, taker, [&](CharlestonEvent& e) {
                e.from = across(taker);
                e.count = agreed;
                e.tiles = *m_courtesy[across(taker)];
            }));
        m_settled[c.seat] = m_settled[other] = true;
    }
    finishCourtesyIfDone();
    return success();
}

void Charleston::finishCourtesyIfDone()
{
    for (int s = 0; s < kSeats; ++s)
        if (!m_settled[s])
            return;
    begin(CharlestonPhase::Done);
}

} // namespace mj::american
