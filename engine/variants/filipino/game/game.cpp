#include "variants/filipino/game/game.h"

#include "hand/honour_kinds.h"

#include "core/overloaded.h"
#include "variants/filipino/ritual/joker_reveal.h"
#include "variants/filipino/ritual/ritual.h"

#include <algorithm>
#include <stdexcept>

namespace mj {

namespace {
using honour::kEast;
using honour::kWhite;

RecordHeader headerFor(const GameSetup& setup)
{
    RecordHeader h;
    h.seed = setup.seed;
    h.rules = setup.rules;
    h.seats = setup.rules.seats();
    h.game = true;
    h.mano = setup.mano;
    h.stacked = !setup.stackedWash.empty();
    return h;
}

WinSource sourceOf(TakeReason reason)
{
    switch (reason) {
    case TakeReason::Gift: return WinSource::Gift;
    case TakeReason::Replacement: return WinSource::Replacement;
    default: return WinSource::Wall;
    }
}

} // namespace

Meld meldOf(const Bahay& b)
{
    switch (b.type) {
    case BahayType::Chow: return {SetType::Chow, static_cast<std::uint8_t>(b.first)};
    case BahayType::Pung: return {SetType::Pung, static_cast<std::uint8_t>(b.first)};
    case BahayType::Kang:
    case BahayType::Secret: return {SetType::Kang, static_cast<std::uint8_t>(b.first)};
    // Beauty (5z6z7z) and NEWS are one báhay each; read as a run of honours they count as a
    // set of the hand and show the analysis the copies they hold (NEWS's fourth, North, apart).
    case BahayType::Beauty: return {SetType::Chow, static_cast<std::uint8_t>(kWhite)};
    case BahayType::News: return {SetType::Chow, static_cast<std::uint8_t>(kEast)};
    }
    return {};
}

std::string phaseName(Phase p)
{
    switch (p) {
    case Phase::Draw: return "draw";
    case Phase::Act: return "act";
    case Phase::Claims: return "claims";
    case Phase::Over: return "over";
    }
    return "?";
}

Game::Game(const GameSetup& setup) : m_rules(setup.rules), m_log(headerFor(setup)), m_rng(setup.seed)
{
    start(setup);
}

// The ritual, the joker (if any), the flower payouts of the deal; then the máno plays.
void Game::start(const GameSetup& setup)
{
    performRitual(m_log, m_rng, m_rules, RitualOptions{setup.mano, setup.stackedWash});
    m_mano = *table().mano();
    for (const Event& e : record().events) {
        m_discardHistory.fold(e, table().tileSet());
        if (const auto* roll = std::get_if<RollEvent>(&e); roll && roll->purpose == RollPurpose::Break)
            m_breakDoubles = roll->dice[0] == roll->dice[1];
        if (const auto* flip = std::get_if<FlipEvent>(&e))
            m_jokerIndicator = flip->tile;
    }
    if (m_rules.joker == JokerRule::AfterFlowers) {
        const std::array<int, 2> dice{m_rng.between(1, 6), m_rng.between(1, 6)};
        append(RollEvent{m_mano, RollPurpose::Joker, dice});
        for (TileId tile : jokerRevealTiles(table(), dice[0] + dice[1], m_rules)) {
            append(FlipEvent{tile, Face::Up});
            m_jokerIndicator = tile;
        }
    }
    if (m_jokerIndicator)
        m_jokerKind = kindOf(*m_jokerIndicator);
    for (int k = 0; k < kSeats; ++k) {
        const Seat seat = m_mano.next(k, kSeats);
        if (table().flowers(seat).empty())
            payInstant(seat, Ambition::NoFlowers);
        checkThirteen(seat);
    }
    m_turn = m_mano;
    m_phase = Phase::Act;
    m_lastSource = WinSource::Wall; // the máno's 17th tile: bisaklát if the hand is complete
    updateLegal();
}

bool Game::isJoker(TileId tile) const
{
    return m_jokerKind && kindOf(tile) == *m_jokerKind && tile != *m_jokerIndicator;
}

void Game::countTile(HandCounts& hand, TileId tile) const
{
    if (isJoker(tile))
        ++hand.jokers;
    else if (const int k = kindOf(tile); k < kHandKinds)
        ++hand.counts[static_cast<std::size_t>(k)];
}

HandCounts Game::handCounts(Seat seat) const
{
    HandCounts h;
    for (TileId tile : table().hand(seat))
        countTile(h, tile);
    for (const Bahay& b : m_seats[seat.index()].bahay)
        if (h.exposedCount < kMaxSets)
            h.addExposed(meldOf(b));
    return h;
}

std::vector<TileId> Game::naturalTiles(Seat seat, int kind, int n) const
{
    std::vector<TileId> found;
    for (TileId tile : table().hand(seat))
        if (static_cast<int>(found.size()) < n && kindOf(tile) == kind && !isJoker(tile))
            found.push_back(tile);
    return found;
}

std::array<int, TileKind::mahjongCount> Game::naturalCounts(Seat seat) const
{
    std::array<int, TileKind::mahjongCount> natural{};
    for (TileId tile : table().hand(seat))
        if (!isJoker(tile))
            ++natural[static_cast<std::size_t>(kindOf(tile))];
    return natural;
}

std::vector<TileId> Game::oneOfEach(Seat seat, int from, int n, int except) const
{
    std::vector<TileId> tiles;
    for (int k = from; k < from + n; ++k)
        if (k != except)
            tiles.push_back(naturalTiles(seat, k, 1).front());
    return tiles;
}

bool Game::completeWith(Seat seat, std::optional<TileId> extra) const
{
    HandCounts h = handCounts(seat);
    if (extra)
        countTile(h, *extra);
    if (h.shapeTiles() != kMaxHandTiles || h.jokers > 4)
        return false;
    return bestShanten(h, PairRules{m_rules.fourAsTwoPairs}) == -1;
}

Status Game::act(const Action& action)
{
    const Action a = action; // a copy: `action` may be one of the lists updateLegal() rewrites
    const auto& legal = legalActions(a.seat);
    if (std::find(legal.begin(), legal.end(), a) == legal.end())
        return failure(refusalOf(a));
    const Status done = m_phase == Phase::Claims ? answer(a) : actOnTurn(a);
    updateLegal();
    return done;
}

Status Game::actOnTurn(const Action& a)
{
    const Seat seat = a.seat;
    append(ActionEvent{a});
    switch (a.type) {
    case ActionType::Draw:
        ++m_turnsPlayed;
        m_takenThisTurn.clear();
        if (takeTile(seat, WallEnd::Draw, TakeReason::Draw))
            m_phase = Phase::Act;
        break;
    case ActionType::Discard: {
        const TileId tile{static_cast<std::uint16_t>(a.tile)};
        append(DiscardEvent{seat, tile});
        ++m_seats[seat.index()].discards;
        ++m_discardCount;
        m_lastSource.reset();
        m_takenThisTurn.clear();
        openClaims(seat, tile);
        break;
    }
    case ActionType::Win: declareWin(seat, *m_lastSource, std::nullopt); break;
    case ActionType::Secret:
        layBahay(seat, BahayType::Secret, a.kind, naturalTiles(seat, a.kind, 4), std::nullopt);
        payInstant(seat, Ambition::Secret);
        takeTile(seat, WallEnd::Flower, TakeReason::Gift);
        break;
    case ActionType::Sagasa: {
        const TileId tile{static_cast<std::uint16_t>(a.tile)};
        for (Bahay& b : m_seats[seat.index()].bahay)
            if (b.type == BahayType::Pung && b.first == kindOf(tile)) {
                append(AddToSetEvent{seat, b.tableSet, tile});
                b.type = BahayType::Kang;
                break;
            }
        payInstant(seat, Ambition::Sagasa);
        takeTile(seat, WallEnd::Flower, TakeReason::Gift);
        break;
    }
    case ActionType::Beauty: layHonourSet(seat, BahayType::Beauty, std::nullopt); break;
    case ActionType::News: layHonourSet(seat, BahayType::News, std::nullopt); break;
    default: break;
    }
    return success();
}

bool Game::takeTile(Seat seat, WallEnd end, TakeReason reason)
{
    for (;;) {
        const int ring = table().nextLiveRing(end);
        if (ring < 0) {
            finish(std::nullopt, "the wall is used up");
            return false;
        }
        const TileId tile = table().stack(table().geometry().atRing(ring)).back();
        append(TakeEvent{seat, end, reason, {tile}});
        m_takenThisTurn.push_back(tile);
        m_lastSource = sourceOf(reason);
        if (!m_rules.isFlower(table().tileSet().kindOf(tile)))
            return true;
        append(ExposeFlowersEvent{seat, {tile}});
        checkThirteen(seat);
        end = WallEnd::Flower;
        reason = TakeReason::Replacement;
    }
}

void Game::layBahay(Seat seat, BahayType type, int first, std::vector<TileId> tiles, std::optional<Seat> from)
{
    append(MeldEvent{seat, std::move(tiles), from, type == BahayType::Secret});
    const int index = static_cast<int>(table().exposed(seat).size()) - 1;
    m_seats[seat.index()].bahay.push_back({type, first, index});
}

void Game::layHonourSet(Seat seat, BahayType type, std::optional<Seat> from)
{
    const bool news = type == BahayType::News;
    const int first = news ? kEast : kWhite;
    const int except = from ? kindOf(m_discard) : -1;
    layBahay(seat, type, first, oneOfEach(seat, first, news ? 4 : 3, except), from);
    payInstant(seat, news ? Ambition::News : Ambition::Beauty);
    if (news)
        takeTile(seat, WallEnd::Flower, TakeReason::Gift);
}

void Game::declareWin(Seat seat, WinSource source, std::optional<Seat> discarder)
{
    TileId winning = table().hand(seat).back();
    if (source == WinSource::Discard) {
        winning = m_discard;
        append(MoveEvent{m_discard, Place{Zone::Hand, seat.index(), 0, 0}, Face::Up});
    } else if (!m_takenThisTurn.empty()) {
        winning = m_takenThisTurn.back();
    }
    WinContext w;
    w.hand = handCounts(seat);
    const auto& bahay = m_seats[seat.index()].bahay;
    for (std::size_t i = 0; i < bahay.size() && i < w.secret.size(); ++i)
        w.secret[i] = bahay[i].type == BahayType::Secret;
    // The drawn tile may have gone into an honour báhay laid this turn (Visayan beauty):
    // then it completed that báhay, and the concealed tiles no longer hold it.
    const auto& concealed = table().hand(seat);
    w.winningLaid = std::find(concealed.begin(), concealed.end(), winning) == concealed.end();
    w.winningIsJoker = isJoker(winning);
    w.winningKind = static_cast<std::uint8_t>(std::min(kindOf(winning), kHandKinds - 1));
    w.source = source;
    w.winner = seat;
    w.discarder = discarder.value_or(seat);
    w.mano = m_mano;
    w.flowers = static_cast<int>(table().flowers(seat).size());
    w.breakDoubles = m_breakDoubles;
    w.discardsBefore = m_discardCount;
    w.openingHand = seat == m_mano && m_discardCount == 0 && m_turnsPlayed == 0 && source == WinSource::Wall;
    auto score = scoreWin(w, m_rules);
    if (!score)
        throw std::logic_error("a legal win did not score: " + score.error() + "\n" + table().dump());
    m_winner = seat;
    m_winningTile = winning;
    m_win = *score;
    m_winSource = source;
    PerSeat<int> seats(kSeats);
    for (int s = 0; s < kSeats; ++s)
        seats[s] = -score->pays[s];
    std::string how = winFormName(score->form);
    how += source == WinSource::Discard ? " off " + discarder->name() + "'s discard" : " búnot (" + winSourceName(source) + ")";
    pay(seats, how + " for " + seat.name());
    finish(seat, how);
}

void Game::finish(std::optional<Seat> winner, const std::string& reason)
{
    for (int k = 0; k < kSeats; ++k) {
        const Seat seat = m_mano.next(k, kSeats);
        if (table().flowers(seat).empty())
            payInstant(seat, Ambition::NoFlowers);
    }
    m_phase = Phase::Over;
    append(GameEndEvent{winner, reason});
}

void Game::payInstant(Seat to, Ambition what)
{
    int q = instantQuarters(what, m_rules);
    if (m_rules.doubles && m_breakDoubles)
        q *= 2;
    if (q == 0)
        return;
    PerSeat<int> seats(kSeats);
    for (int s = 0; s < kSeats; ++s)
        seats[s] = s == to.index() ? (kSeats - 1) * q : -q;
    pay(seats, ambitionName(what) + " for " + to.name());
}

void Game::pay(const PerSeat<int>& seats, const std::string& reason)
{
    append(PaymentEvent{seats, reason});
    for (int s = 0; s < kSeats; ++s)
        m_balance[s] += seats[s];
}

void Game::checkThirteen(Seat seat)
{
    SeatState& state = m_seats[seat.index()];
    if (m_rules.isVisayan() || state.thirteenPaid || table().flowers(seat).size() < 13)
        return;
    state.thirteenPaid = true;
    payInstant(seat, Ambition::ThirteenFlowers);
}

} // namespace mj
