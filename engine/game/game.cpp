#include "game/game.h"

#include "core/overloaded.h"
#include "ritual/joker_reveal.h"
#include "ritual/ritual.h"

#include <algorithm>
#include <stdexcept>

namespace mj {

namespace {

constexpr int kEast = 27;  // 1z: the winds are 27..30
constexpr int kWhite = 31; // 5z: the dragons are 31..33

RecordHeader headerFor(const GameSetup& setup)
{
    RecordHeader h;
    h.seed = setup.seed;
    h.rules = setup.rules;
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
    for (int k = 0; k < Seat::count; ++k) {
        const Seat seat = m_mano.next(k);
        if (table().flowers(seat).empty())
            payInstant(seat, Ambition::NoFlowers);
        checkThirteen(seat);
    }
    m_turn = m_mano;
    m_phase = Phase::Act;
    m_lastSource = WinSource::Wall; // the máno's 17th tile: bisaklát if the hand is complete
}

bool Game::isJoker(TileId tile) const
{
    return m_jokerKind && kindOf(tile) == *m_jokerKind && tile != *m_jokerIndicator;
}

HandCounts Game::handCounts(Seat seat) const
{
    HandCounts h;
    for (TileId tile : table().hand(seat)) {
        if (isJoker(tile))
            ++h.jokers;
        else if (const int k = kindOf(tile); k < kHandKinds)
            ++h.counts[static_cast<std::size_t>(k)];
    }
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

bool Game::completeWith(Seat seat, std::optional<TileId> extra) const
{
    HandCounts h = handCounts(seat);
    if (extra) {
        if (isJoker(*extra))
            ++h.jokers;
        else if (const int k = kindOf(*extra); k < kHandKinds)
            ++h.counts[static_cast<std::size_t>(k)];
    }
    if (h.shapeTiles() != kMaxHandTiles || h.jokers > 4)
        return false;
    return bestShanten(h, PairRules{m_rules.fourAsTwoPairs}) == -1;
}

// ---- legal actions ---------------------------------------------------------------------

std::vector<Action> Game::legalActions(Seat seat) const
{
    std::vector<Action> out;
    switch (m_phase) {
    case Phase::Draw:
        if (seat == m_turn)
            out.push_back({seat, ActionType::Draw});
        break;
    case Phase::Act:
        if (seat == m_turn)
            turnActions(seat, out);
        break;
    case Phase::Claims:
        if (m_mustAnswer[seat.index()])
            claimActions(seat, out);
        break;
    case Phase::Over: break;
    }
    return out;
}

void Game::turnActions(Seat seat, std::vector<Action>& out) const
{
    if (m_lastSource && completeWith(seat, std::nullopt))
        out.push_back({seat, ActionType::Win});
    std::array<int, TileKind::count> natural{};
    for (TileId tile : table().hand(seat))
        if (!isJoker(tile))
            ++natural[static_cast<std::size_t>(kindOf(tile))];
    for (int k = 0; k < TileKind::count; ++k)
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
        auto has = [&](int from, int n) {
            for (int k = from; k < from + n; ++k)
                if (natural[static_cast<std::size_t>(k)] == 0)
                    return false;
            return true;
        };
        if (has(kWhite, 3))
            out.push_back({seat, ActionType::Beauty});
        if (has(kEast, 4))
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
        const auto have = [&](int kind) { return !naturalTiles(seat, kind, 1).empty(); };
        const int pairs = static_cast<int>(naturalTiles(seat, dk, 3).size());
        if (pairs >= 2)
            out.push_back({seat, ActionType::Pung, -1, dk});
        if (pairs >= 3)
            out.push_back({seat, ActionType::Kang, -1, dk});
        if (seat == discarder.right()) {
            if (dk < kSuitedKinds) {
                const int rank = dk % 9; // 0-based rank in its suit
                for (int start = dk - 2; start <= dk; ++start) {
                    const int startRank = rank - (dk - start);
                    if (startRank < 0 || startRank > 6)
                        continue;
                    bool ok = true;
                    for (int k = start; k < start + 3; ++k)
                        ok = ok && (k == dk || have(k));
                    if (ok)
                        out.push_back({seat, ActionType::Chow, -1, start});
                }
            }
            if (m_rules.isVisayan() && firstTurn(seat)) {
                auto others = [&](int from, int n) {
                    for (int k = from; k < from + n; ++k)
                        if (k != dk && !have(k))
                            return false;
                    return dk >= from && dk < from + n;
                };
                if (others(kWhite, 3))
                    out.push_back({seat, ActionType::ClaimBeauty});
                if (others(kEast, 4))
                    out.push_back({seat, ActionType::ClaimNews});
            }
        }
    }
    if (out.size() > before)
        out.push_back({seat, ActionType::Pass});
}

std::vector<Seat> Game::awaitingAnswers() const
{
    std::vector<Seat> seats;
    if (m_phase != Phase::Claims)
        return seats;
    for (int k = 1; k < Seat::count; ++k)
        if (m_mustAnswer[m_turn.next(k).index()])
            seats.push_back(m_turn.next(k));
    return seats;
}

// ---- acting ----------------------------------------------------------------------------

namespace {

std::string refusal(const Game& game, const Action& a)
{
    const std::string who = a.seat.name();
    const std::string what = actionTypeName(a.type);
    switch (game.phase()) {
    case Phase::Over: return "the game is over";
    case Phase::Draw:
        if (a.seat != game.turn())
            return "it is " + game.turn().name() + "'s turn to draw, not " + who + "'s";
        return who + " must draw first";
    case Phase::Act:
        if (a.seat != game.turn())
            return "it is " + game.turn().name() + "'s turn, not " + who + "'s";
        if (isAnswer(a.type))
            return "there is no discard to answer; " + who + " is to play";
        switch (a.type) {
        case ActionType::Draw: return who + " has already taken a tile this turn";
        case ActionType::Discard: return "tile " + std::to_string(a.tile) + " is not in " + who + "'s hand";
        case ActionType::Win: return who + "'s hand is not a winning hand with a tile taken from the wall this turn";
        case ActionType::Secret: return who + " does not hold four of that kind concealed";
        case ActionType::Sagasa:
            return "sagása needs a tile taken from the wall this turn that matches one of " + who + "'s exposed pungs";
        default:
            return what + " is Visayan only, declared in a player's first turn with one of each tile held concealed";
        }
    case Phase::Claims:
        if (!isAnswer(a.type))
            return game.turn().name() + "'s discard is waiting for answers; " + what + " must wait";
        if (a.seat == game.turn())
            return who + " cannot claim its own discard";
        if (game.legalActions(a.seat).empty())
            return who + " has no claim to make on this discard (or has already answered)";
        switch (a.type) {
        case ActionType::Chow:
            if (a.seat != game.turn().right())
                return "only the discarder's right-hand neighbour may chow, unless the chow wins";
            return who + " cannot make that chow with this discard";
        case ActionType::Pung: return who + " does not hold a pair of the discard";
        case ActionType::Kang: return who + " does not hold three of the discard";
        case ActionType::ClaimWin: return "the discard does not complete " + who + "'s hand";
        default: return what + " is not possible for " + who + " with this discard";
        }
    }
    return what + " is not legal now";
}

} // namespace

Status Game::act(const Action& a)
{
    const auto legal = legalActions(a.seat);
    if (std::find(legal.begin(), legal.end(), a) == legal.end())
        return failure(refusal(*this, a));
    if (m_phase == Phase::Claims)
        return answer(a);
    return actOnTurn(a);
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
    case ActionType::Beauty: {
        std::vector<TileId> tiles;
        for (int k = kWhite; k < kWhite + 3; ++k)
            tiles.push_back(naturalTiles(seat, k, 1).front());
        layBahay(seat, BahayType::Beauty, kWhite, tiles, std::nullopt);
        payInstant(seat, Ambition::Beauty);
        break;
    }
    case ActionType::News: {
        std::vector<TileId> tiles;
        for (int k = kEast; k < kEast + 4; ++k)
            tiles.push_back(naturalTiles(seat, k, 1).front());
        layBahay(seat, BahayType::News, kEast, tiles, std::nullopt);
        payInstant(seat, Ambition::News);
        takeTile(seat, WallEnd::Flower, TakeReason::Gift);
        break;
    }
    default: break;
    }
    return success();
}

void Game::openClaims(Seat discarder, TileId tile)
{
    m_turn = discarder;
    m_discard = tile;
    m_answers.clear();
    m_mustAnswer = {};
    m_phase = Phase::Claims; // claimActions reads the claim window
    bool any = false;
    std::vector<Action> options;
    for (int k = 1; k < Seat::count; ++k) {
        const Seat seat = discarder.next(k);
        options.clear();
        claimActions(seat, options);
        m_mustAnswer[seat.index()] = !options.empty();
        any = any || !options.empty();
    }
    if (!any) {
        m_turn = discarder.right();
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
             discarder.stepsTo(a.seat) < discarder.stepsTo(chosen->seat)))
            chosen = &a;
    }
    m_mustAnswer = {};
    if (!chosen) {
        m_turn = discarder.right();
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
    auto othersOf = [&](int from, int n) {
        std::vector<TileId> tiles;
        for (int k = from; k < from + n; ++k)
            if (k != dk)
                tiles.push_back(naturalTiles(seat, k, 1).front());
        return tiles;
    };
    switch (a.type) {
    case ActionType::Pung: layBahay(seat, BahayType::Pung, dk, naturalTiles(seat, dk, 2), discarder); break;
    case ActionType::Kang:
        layBahay(seat, BahayType::Kang, dk, naturalTiles(seat, dk, 3), discarder);
        payInstant(seat, Ambition::Kang);
        takeTile(seat, WallEnd::Flower, TakeReason::Gift);
        break;
    case ActionType::Chow: layBahay(seat, BahayType::Chow, a.kind, othersOf(a.kind, 3), discarder); break;
    case ActionType::ClaimBeauty:
        layBahay(seat, BahayType::Beauty, kWhite, othersOf(kWhite, 3), discarder);
        payInstant(seat, Ambition::Beauty);
        break;
    case ActionType::ClaimNews:
        layBahay(seat, BahayType::News, kEast, othersOf(kEast, 4), discarder);
        payInstant(seat, Ambition::News);
        takeTile(seat, WallEnd::Flower, TakeReason::Gift);
        break;
    default: break;
    }
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
    m_seats[seat.index()].bahay.push_back({type, first, index, from.has_value()});
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
    m_win = *score;
    m_winSource = source;
    std::array<int, Seat::count> seats{};
    for (int s = 0; s < Seat::count; ++s)
        seats[static_cast<std::size_t>(s)] = -score->pays[static_cast<std::size_t>(s)];
    std::string how = winFormName(score->form);
    how += source == WinSource::Discard ? " off " + discarder->name() + "'s discard" : " búnot (" + winSourceName(source) + ")";
    pay(seats, how + " for " + seat.name());
    finish(seat, how);
}

void Game::finish(std::optional<Seat> winner, const std::string& reason)
{
    for (int k = 0; k < Seat::count; ++k) {
        const Seat seat = m_mano.next(k);
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
    std::array<int, Seat::count> seats{};
    for (int s = 0; s < Seat::count; ++s)
        seats[static_cast<std::size_t>(s)] = s == to.index() ? 3 * q : -q;
    pay(seats, ambitionName(what) + " for " + to.name());
}

void Game::pay(const std::array<int, Seat::count>& seats, const std::string& reason)
{
    append(PaymentEvent{seats, reason});
    for (int s = 0; s < Seat::count; ++s)
        m_balance[static_cast<std::size_t>(s)] += seats[static_cast<std::size_t>(s)];
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
