// The claim window (game.h; RULINGS.md "Play (Filipino)"): who is asked, the answers, and
// who gets the discard: win > pung/kang > chow, ties by turn order after the discarder, or
// the first claim with the speed rule.
#include "game/game.h"

namespace mj {

namespace {

int claimRank(ActionType t)
{
    switch (t) {
    case ActionType::ClaimWin: return 3;
    case ActionType::Pung:
    case ActionType::Kang: return 2;
    case ActionType::Chow:
    case ActionType::ClaimBeauty:
    case ActionType::ClaimNews: return 1;
    default: return 0;
    }
}

} // namespace

void Game::openClaims(Seat discarder, TileId tile)
{
    m_turn = discarder;
    m_discard = tile;
    m_answers.clear();
    m_mustAnswer = {};
    m_phase = Phase::Claims; // claimActions reads the claim window
    bool any = false;
    m_legal[discarder.index()].clear();
    for (int k = 1; k < kSeats; ++k) {
        const Seat seat = discarder.next(k, kSeats);
        auto& options = m_legal[seat.index()];
        options.clear();
        claimActions(seat, options); // the seat's answers until the window closes
        m_mustAnswer[seat.index()] = !options.empty();
        any = any || !options.empty();
    }
    if (!any) {
        m_turn = discarder.right(kSeats);
        m_phase = Phase::Draw;
    }
}

Status Game::answer(const Action& a)
{
    append(ActionEvent{a});
    m_answers.push_back(a);
    m_mustAnswer[a.seat.index()] = false;
    const bool speedClaim = m_rules.claimRule == ClaimRule::Speed && a.type != ActionType::Pass;
    if (speedClaim || awaitingAnswers().empty())
        resolveClaims();
    return success();
}

void Game::resolveClaims()
{
    const Seat discarder = m_turn;
    const Action* chosen = nullptr;
    for (const Action& a : m_answers) {
        if (a.type == ActionType::Pass)
            continue;
        if (m_rules.claimRule == ClaimRule::Speed) {
            chosen = &a;
            break;
        }
        if (!chosen || claimRank(a.type) > claimRank(chosen->type) ||
            (claimRank(a.type) == claimRank(chosen->type) &&
             discarder.stepsTo(a.seat, kSeats) < discarder.stepsTo(chosen->seat, kSeats)))
            chosen = &a;
    }
    m_mustAnswer = {};
    if (!chosen) {
        m_turn = discarder.right(kSeats);
        m_phase = Phase::Draw;
        return;
    }
    const Action a = *chosen;
    const Seat seat = a.seat;
    const int dk = kindOf(m_discard);
    m_turn = seat;
    m_phase = Phase::Act;
    m_lastSource.reset();
    m_takenThisTurn.clear();
    if (a.type == ActionType::ClaimWin) {
        declareWin(seat, WinSource::Discard, discarder);
        return;
    }
    ++m_turnsPlayed;
    switch (a.type) {
    case ActionType::Pung: layBahay(seat, BahayType::Pung, dk, naturalTiles(seat, dk, 2), discarder); break;
    case ActionType::Kang:
        layBahay(seat, BahayType::Kang, dk, naturalTiles(seat, dk, 3), discarder);
        payInstant(seat, Ambition::Kang);
        takeTile(seat, WallEnd::Flower, TakeReason::Gift);
        break;
    case ActionType::Chow:
        layBahay(seat, BahayType::Chow, a.kind, oneOfEach(seat, a.kind, 3, dk), discarder);
        break;
    case ActionType::ClaimBeauty: layHonourSet(seat, BahayType::Beauty, discarder); break;
    case ActionType::ClaimNews: layHonourSet(seat, BahayType::News, discarder); break;
    default: break;
    }
}

} // namespace mj
