// What a seat may do now (game.h), and why anything else is refused.
#include "game/game.h"

#include "hand/honour_kinds.h"
#include "text/english.h"

#include <algorithm>

namespace mj {

using honour::kEast;
using honour::kWhite;

namespace {

// Whether the counts hold one of each kind from..from+n-1, `except` aside.
bool holdsEach(const std::array<int, TileKind::mahjongCount>& natural, int from, int n, int except = -1)
{
    for (int k = from; k < from + n; ++k)
        if (k != except && natural[static_cast<std::size_t>(k)] == 0)
            return false;
    return true;
}

} // namespace

void Game::updateLegal()
{
    if (m_phase == Phase::Claims) {
        for (int s = 0; s < kSeats; ++s)
            if (!m_mustAnswer[static_cast<std::size_t>(s)])
                m_legal[static_cast<std::size_t>(s)].clear();
        return;
    }
    for (auto& list : m_legal)
        list.clear();
    auto& out = m_legal[m_turn.index()];
    if (m_phase == Phase::Draw)
        out.push_back({m_turn, ActionType::Draw});
    else if (m_phase == Phase::Act)
        turnActions(m_turn, out);
}

void Game::turnActions(Seat seat, std::vector<Action>& out) const
{
    if (m_lastSource && completeWith(seat, std::nullopt))
        out.push_back({seat, ActionType::Win});
    const auto natural = naturalCounts(seat);
    for (int k = 0; k < TileKind::mahjongCount; ++k)
        if (natural[static_cast<std::size_t>(k)] == 4)
            out.push_back({seat, ActionType::Secret, -1, k});
    const auto& hand = table().hand(seat);
    for (TileId tile : m_takenThisTurn) {
        if (isJoker(tile) || std::find(hand.begin(), hand.end(), tile) == hand.end())
            continue;
        for (const Bahay& b : m_seats[seat.index()].bahay)
            if (b.type == BahayType::Pung && b.first == kindOf(tile))
                out.push_back({seat, ActionType::Sagasa, tile.value});
    }
    if (m_rules.isVisayan() && firstTurn(seat)) {
        if (holdsEach(natural, kWhite, 3))
            out.push_back({seat, ActionType::Beauty});
        if (holdsEach(natural, kEast, 4))
            out.push_back({seat, ActionType::News});
    }
    for (TileId tile : hand)
        out.push_back({seat, ActionType::Discard, tile.value});
}

void Game::claimActions(Seat seat, std::vector<Action>& out) const
{
    const Seat discarder = m_turn;
    if (seat == discarder)
        return;
    const std::size_t before = out.size();
    if (completeWith(seat, m_discard))
        out.push_back({seat, ActionType::ClaimWin});
    const int dk = kindOf(m_discard);
    if (!isJoker(m_discard) && dk < kHandKinds && !m_rules.isFlower(TileKind::fromIndex(dk))) {
        const auto natural = naturalCounts(seat);
        const int alike = natural[static_cast<std::size_t>(dk)];
        if (alike >= 2)
            out.push_back({seat, ActionType::Pung, -1, dk});
        if (alike >= 3)
            out.push_back({seat, ActionType::Kang, -1, dk});
        if (seat == discarder.right(kSeats)) {
            if (dk < kSuitedKinds) {
                const int rank = dk % 9; // 0-based rank in its suit
                for (int start = dk - 2; start <= dk; ++start) {
                    const int startRank = rank - (dk - start);
                    if (startRank < 0 || startRank > 6)
                        continue;
                    if (holdsEach(natural, start, 3, dk))
                        out.push_back({seat, ActionType::Chow, -1, start});
                }
            }
            if (m_rules.isVisayan() && firstTurn(seat)) {
                // The discard must be the one honour the set lacks.
                if (dk >= kWhite && holdsEach(natural, kWhite, 3, dk))
                    out.push_back({seat, ActionType::ClaimBeauty});
                if (dk >= kEast && dk < kWhite && holdsEach(natural, kEast, 4, dk))
                    out.push_back({seat, ActionType::ClaimNews});
            }
        }
    }
    if (out.size() > before)
        out.push_back({seat, ActionType::Pass});
}

Seat Game::seatToAct() const
{
    if (m_phase == Phase::Claims)
        if (const auto asked = awaitingAnswers(); !asked.empty())
            return asked.front();
    return m_turn;
}

std::vector<Seat> Game::awaitingAnswers() const
{
    std::vector<Seat> seats;
    if (m_phase != Phase::Claims)
        return seats;
    for (int k = 1; k < kSeats; ++k)
        if (m_mustAnswer[m_turn.next(k, kSeats).index()])
            seats.push_back(m_turn.next(k, kSeats));
    return seats;
}

namespace {
Message refusal(const Game& game, const Action& a)
{
    const Message who = seatNameLower(a.seat.index());
    const Message turn = seatNameLower(game.turn().index());
    const std::string what = actionTypeName(a.type);
    switch (game.phase()) {
    case Phase::Over: return {MessageId::RefusedGameOver};
    case Phase::Draw:
        if (a.seat != game.turn())
            return {MessageId::RefusedNotTurnToDraw, {turn, who}};
        return {MessageId::RefusedMustDrawFirst, {who}};
    case Phase::Act:
        if (a.seat != game.turn())
            return {MessageId::RefusedNotTurn, {turn, who}};
        if (isAnswer(a.type))
            return {MessageId::RefusedNoDiscardToAnswer, {who}};
        switch (a.type) {
        case ActionType::Draw: return {MessageId::RefusedAlreadyTook, {who}};
        case ActionType::Discard: return {MessageId::RefusedTileNotInHand, {static_cast<long long>(a.tile), who}};
        case ActionType::Win: return {MessageId::RefusedNotWinningFromWall, {who}};
        case ActionType::Secret: return {MessageId::RefusedNoConcealedFour, {who}};
        case ActionType::Sagasa: return {MessageId::RefusedSagasaNeedsMatch, {who}};
        default: return {MessageId::RefusedVisayanOnly, {what}};
        }
    case Phase::Claims:
        if (!isAnswer(a.type))
            return {MessageId::RefusedDiscardAwaitsAnswers, {turn, what}};
        if (a.seat == game.turn())
            return {MessageId::RefusedOwnDiscard, {who}};
        if (game.legalActions(a.seat).empty())
            return {MessageId::RefusedNoClaim, {who}};
        switch (a.type) {
        case ActionType::Chow:
            if (a.seat != game.turn().right(game.seatCount()))
                return {MessageId::RefusedOnlyRightChows};
            return {MessageId::RefusedCannotChow, {who}};
        case ActionType::Pung: return {MessageId::RefusedNoPair, {who}};
        case ActionType::Kang: return {MessageId::RefusedNoThree, {who}};
        case ActionType::ClaimWin: return {MessageId::RefusedDiscardNotComplete, {who}};
        default: return {MessageId::RefusedNotWithDiscard, {what, who}};
        }
    }
    return {MessageId::RefusedNotLegalNow, {what}};
}
} // namespace

Message Game::refusalMessage(const Action& a) const { return refusal(*this, a); }
std::string Game::refusalOf(const Action& a) const { return english(refusal(*this, a)); }

} // namespace mj
