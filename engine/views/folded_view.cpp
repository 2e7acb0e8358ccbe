#include "views/folded_view.h"

#include "core/overloaded.h"
#include "hand/honour_kinds.h"
#include "table/live_wall.h"

#include <algorithm>
#include <tuple>

namespace mj {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// A laid set's type and lowest kind from the kinds of its tiles (game.cpp, layBahay): four
// alike a kang, four winds NEWS, three alike a pung, three dragons beauty, else a chow.
SeenSet setOf(std::vector<int> kinds, bool concealed)
{
    std::sort(kinds.begin(), kinds.end());
    const int first = kinds.front();
    const bool alike = first == kinds.back();
    if (concealed)
        return {BahayType::Secret, first};
    if (kinds.size() == 4)
        return alike ? SeenSet{BahayType::Kang, first} : SeenSet{BahayType::News, honour::kEast};
    if (alike)
        return {BahayType::Pung, first};
    if (first >= honour::kWhite)
        return {BahayType::Beauty, honour::kWhite};
    return {BahayType::Chow, first};
}

} // namespace

FoldedView::FoldedView(Seat seat, const TileSet& set, WallGeometry geometry, int seats)
    : m_seat(seat), m_set(&set), m_geometry(geometry), m_concealed(seats), m_flowers(seats), m_discards(seats),
      m_sets(seats), m_heights(at(geometry.stackCount()), 0)
{
    // Room for a whole game, so the fold allocates nothing in play.
    m_hand.reserve(24);
    m_liveRing.reserve(at(geometry.stackCount()));
    for (auto& discards : m_discards)
        discards.reserve(48);
    for (auto& sets : m_sets)
        sets.reserve(kMaxSets + 1);
}

bool FoldedView::isJoker(TileId tile) const
{
    return m_indicator && kindOf(tile) == kindOf(*m_indicator) && tile != *m_indicator;
}

void FoldedView::sight(int kind, int delta)
{
    if (kind >= 0 && kind < kHandKinds)
        m_inSight[at(kind)] += delta;
}

void FoldedView::removeFromHand(TileId tile)
{
    if (const auto it = std::find(m_hand.begin(), m_hand.end(), tile); it != m_hand.end())
        m_hand.erase(it);
}

// Tiles left at each end (live_wall.cpp, wallCounts): the flower wall is the last
// count - 1 stacks of the live ring.
std::pair<int, int> FoldedView::sumWall() const
{
    std::pair<int, int> left{0, 0};
    for (int i = 0; i < static_cast<int>(m_liveRing.size()); ++i)
        (i >= firstFlowerAt() ? left.second : left.first) += m_heights[at(m_liveRing[at(i)])];
    return left;
}

void FoldedView::countWall()
{
    std::tie(m_drawLeft, m_flowerLeft) = sumWall();
    m_drawAt = 0;
    m_flowerAt = static_cast<int>(m_liveRing.size()) - 1;
    m_wallCounted = true;
}

void FoldedView::take(const TakeEvent& e)
{
    if (!m_wallCounted)
        countWall();
    for (TileId tile : e.tiles) {
        // The next stack at that end with a tile (Table::nextLiveRing): stacks only empty
        // in play, so each end's position only moves inwards.
        const int size = static_cast<int>(m_liveRing.size());
        while (m_drawAt < size && m_heights[at(m_liveRing[at(m_drawAt)])] == 0)
            ++m_drawAt;
        while (m_flowerAt >= 0 && m_heights[at(m_liveRing[at(m_flowerAt)])] == 0)
            --m_flowerAt;
        const int position = e.end == WallEnd::Draw ? m_drawAt : m_flowerAt;
        if (position >= 0 && position < size) {
            --m_heights[at(m_liveRing[at(position)])];
            --(position >= firstFlowerAt() ? m_flowerLeft : m_drawLeft);
        }
        if (m_indicator && tile == *m_indicator && m_indicatorInWall) {
            m_indicatorInWall = false;
            sight(kindOf(tile), -1);
        }
        ++m_concealed[e.seat.index()];
        if (e.seat == m_seat)
            m_hand.push_back(tile);
    }
}

void FoldedView::meld(const MeldEvent& e)
{
    const bool own = e.seat == m_seat;
    m_concealed[e.seat.index()] -= static_cast<int>(e.tiles.size());
    std::vector<int> kinds;
    // A secret's hidden outer tiles are of the kind its inner ones show.
    const TileId shown = e.tiles.size() > 1 ? e.tiles[1] : e.tiles.front();
    for (TileId tile : e.tiles) {
        kinds.push_back(kindOf(tile == kHiddenTile ? shown : tile));
        if (own)
            removeFromHand(tile);
    }
    if (e.from && m_lastDiscard) {
        const int claimed = kindOf(m_lastDiscard->second);
        kinds.push_back(claimed);
        sight(claimed, -1); // it leaves the discards
        if (auto& seen = m_discards[e.from->index()]; !seen.empty())
            seen.back().claimed = true;
    }
    if (!own)
        for (int kind : kinds)
            sight(kind, +1);
    m_sets[e.seat.index()].push_back(setOf(std::move(kinds), e.concealed));
}

void FoldedView::fold(const SeenEvent& seen)
{
    std::visit(Overloaded{
                   [&](const WashEvent&) {
                       std::fill(m_heights.begin(), m_heights.end(), 0);
                       m_wallCounted = false;
                   },
                   [&](const BuildEvent& e) {
                       m_wallCounted = false;
                       for (std::size_t i = 0; i < e.tiles.size(); ++i)
                           ++m_heights[at(m_geometry.ringIndex({e.segment, static_cast<int>(i) / m_geometry.height}))];
                   },
                   [&](const ManoEvent& e) { m_mano = e.seat; },
                   [&](const BreakEvent& e) {
                       // The live ring as the table caches it at the break (table.cpp, applyBreak).
                       m_breakCount = e.count;
                       m_wallCounted = false;
                       m_liveRing.clear();
                       const int lifted = m_geometry.ringIndex(brokenStack(m_geometry, {e.segment, e.count, e.direction}));
                       for (int k = 1; k < m_geometry.stackCount(); ++k)
                           m_liveRing.push_back(m_geometry.ringIndex(m_geometry.atRing(lifted + k * e.direction)));
                   },
                   [&](const LiftEvent& e) {
                       m_wallCounted = false;
                       m_heights[at(m_geometry.ringIndex(e.onto))] += m_heights[at(m_geometry.ringIndex(e.from))];
                       m_heights[at(m_geometry.ringIndex(e.from))] = 0;
                   },
                   [&](const TakeEvent& e) { take(e); },
                   [&](const ExposeFlowersEvent& e) {
                       m_concealed[e.seat.index()] -= static_cast<int>(e.tiles.size());
                       m_flowers[e.seat.index()] += static_cast<int>(e.tiles.size());
                       for (TileId tile : e.tiles)
                           if (e.seat == m_seat)
                               removeFromHand(tile);
                           else
                               sight(kindOf(tile), +1);
                   },
                   [&](const DiscardEvent& e) {
                       --m_concealed[e.seat.index()];
                       if (e.seat == m_seat)
                           removeFromHand(e.tile);
                       sight(kindOf(e.tile), +1);
                       m_discards[e.seat.index()].push_back({kindOf(e.tile), seen.drawnTile, false});
                       m_lastDiscard = {e.seat, e.tile};
                   },
                   [&](const MeldEvent& e) { meld(e); },
                   [&](const AddToSetEvent& e) {
                       --m_concealed[e.seat.index()];
                       if (e.seat == m_seat)
                           removeFromHand(e.tile);
                       else
                           sight(kindOf(e.tile), +1);
                       if (auto& sets = m_sets[e.seat.index()]; e.set >= 0 && at(e.set) < sets.size())
                           sets[at(e.set)].type = BahayType::Kang; // sagása: the pung becomes a kang
                   },
                   [&](const FlipEvent& e) {
                       // The joker's indicator, turned face up in the wall (ritual/joker_reveal.h).
                       if (e.face != Face::Up || e.tile == kHiddenTile)
                           return;
                       if (m_indicator && m_indicatorInWall)
                           sight(kindOf(*m_indicator), -1);
                       m_indicator = e.tile;
                       m_indicatorInWall = true;
                       sight(kindOf(e.tile), +1);
                   },
                   // A game moves a tile only for a win off a discard, after which no seat
                   // decides again; rolls, actions, payments and the end change no count here.
                   [](const auto&) {},
               },
               seen.event);
}

void FoldedView::viewAt(const std::vector<Action>& legal, SeatView& v) const
{
    // What the seat is asked: to answer a discard, to draw, or to act on its turn.
    const bool answering = !legal.empty() && isAnswer(legal.front().type);
    const bool drawing = std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Draw; });
    v.seat = m_seat;
    v.phase = answering ? Phase::Claims : drawing ? Phase::Draw : Phase::Act;
    v.turn = answering && m_lastDiscard ? m_lastDiscard->first : m_seat;
    v.mano = m_mano;
    v.hand = m_hand;
    v.handKinds.clear();
    v.handJokers.clear();
    v.counts = HandCounts{};
    for (TileId tile : m_hand) {
        const int kind = kindOf(tile);
        const bool joker = isJoker(tile);
        v.handKinds.push_back(kind);
        v.handJokers.push_back(joker);
        if (joker)
            ++v.counts.jokers;
        else if (kind < kHandKinds)
            ++v.counts.counts[at(kind)];
    }
    for (const SeenSet& set : m_sets[m_seat.index()])
        if (v.counts.exposedCount < kMaxSets)
            v.counts.addExposed(meldOf(Bahay{set.type, set.first, 0}));
    v.concealedCount = m_concealed;
    for (int k = 0; k < kHandKinds; ++k)
        v.seenElsewhere[at(k)] = static_cast<std::uint8_t>(std::clamp(m_inSight[at(k)], 0, 4));
    v.jokerKind.reset();
    if (m_indicator)
        v.jokerKind = kindOf(*m_indicator);
    v.pendingDiscard.reset();
    v.pendingKind.reset();
    if (answering && m_lastDiscard) {
        v.pendingDiscard = m_lastDiscard->second;
        v.pendingKind = kindOf(m_lastDiscard->second);
    }
    std::tie(v.drawWallLeft, v.flowerWallLeft) = m_wallCounted ? std::pair(m_drawLeft, m_flowerLeft) : sumWall();
    v.legal = legal;
    v.discardsBySeat = m_discards;
    v.setsBySeat = m_sets;
    v.flowerCount = m_flowers;
}

} // namespace mj
