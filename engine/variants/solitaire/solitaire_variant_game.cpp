#include "variants/solitaire/solitaire_variant_game.h"

#include "text/english.h"
#include "variants/record_replay.h"

#include <algorithm>

namespace mj::solitaire {

namespace {

constexpr const char* kVariantName = "solitaire";

// The deal's shape: row 1 of four tiles, the others of five (solitaire.h's deal()).
constexpr std::array<int, kRows> kDealtRow{4, 5, 5, 5, 5, 5, 5, 5};

RecordHeader headerFor(std::uint64_t seed, const SolitaireRules& rules, bool stacked)
{
    RecordHeader header;
    header.seed = seed;
    header.variant = kVariantName;
    header.variantRuleset = rules.name;
    header.game = true;
    header.stacked = stacked;
    header.tileSet = &solitaireSet();
    header.layout = &solitaireLayout();
    header.seats = 1;
    return header;
}

int dragonKindIndex(int dragon) { return solitaireSet().kindOf(idOf(dragonTile(static_cast<Dragon>(dragon)), 0)).index(); }

// The tile a move carries first (the one a foundation takes).
Tile firstTile(const Position& p, const Move& m)
{
    if (m.fromKind == PlaceKind::Cell)
        return m.from < kCells ? p.cells[m.from].tile : kNoTile;
    if (m.from >= kRows)
        return kNoTile;
    const Row& row = p.rows[m.from];
    return m.count >= 1 && m.count <= row.size ? row.tiles[static_cast<std::size_t>(row.size - m.count)] : kNoTile;
}

} // namespace

std::vector<std::string> solitaireRulesetNames() { return {"solitaire", "solitaire-automatic"}; }

Expected<SolitaireRules> solitaireRules(const std::string& name)
{
    if (name == "solitaire")
        return SolitaireRules{name, false};
    if (name == "solitaire-automatic")
        return SolitaireRules{name, true};
    return failure("no solitaire ruleset is called \"" + name + "\" (known: solitaire, solitaire-automatic)");
}

Action actionOf(const Position& before, const Move& move)
{
    Action a;
    a.seat = Seat::of(0);
    a.type = ActionType::Move;
    if (move.kind == Move::Kind::Gather) {
        a.kind = dragonKindIndex(move.dragon);
        a.to = static_cast<std::int8_t>(cellSegment(move.to));
        a.count = kDragonCopies;
        return a;
    }
    a.from = static_cast<std::int8_t>(move.fromKind == PlaceKind::Row ? rowSegment(move.from) : cellSegment(move.from));
    a.count = static_cast<std::int8_t>(move.count);
    switch (move.toKind) {
    case PlaceKind::Row: a.to = static_cast<std::int8_t>(rowSegment(move.to)); break;
    case PlaceKind::Cell: a.to = static_cast<std::int8_t>(cellSegment(move.to)); break;
    case PlaceKind::Foundation: {
        const Tile t = firstTile(before, move);
        a.to = static_cast<std::int8_t>(foundationSegment(isSuited(t) ? suitIndex(t) : 0));
        break;
    }
    }
    return a;
}

std::optional<Move> moveOf(const Action& action)
{
    if (action.type != ActionType::Move)
        return std::nullopt;
    const auto placeOf = [](int segment) -> std::optional<std::pair<PlaceKind, int>> {
        if (segment >= rowSegment(0) && segment < rowSegment(kRows))
            return std::pair{PlaceKind::Row, segment - rowSegment(0)};
        if (segment >= foundationSegment(0) && segment < foundationSegment(kSuits))
            return std::pair{PlaceKind::Foundation, 0};
        if (segment >= cellSegment(0) && segment < cellSegment(kCells))
            return std::pair{PlaceKind::Cell, segment - cellSegment(0)};
        return std::nullopt;
    };
    const auto to = placeOf(action.to);
    if (!to)
        return std::nullopt;
    Move m;
    if (action.from < 0) {
        for (int d = 0; d < kDragonKinds; ++d)
            if (action.kind == dragonKindIndex(d) && to->first == PlaceKind::Cell) {
                m.kind = Move::Kind::Gather;
                m.dragon = static_cast<std::uint8_t>(d);
                m.toKind = PlaceKind::Cell;
                m.to = static_cast<std::uint8_t>(to->second);
                return m;
            }
        return std::nullopt;
    }
    const auto from = placeOf(action.from);
    if (!from || from->first == PlaceKind::Foundation || action.count < 1)
        return std::nullopt;
    m.fromKind = from->first;
    m.from = static_cast<std::uint8_t>(from->second);
    m.toKind = to->first;
    m.to = static_cast<std::uint8_t>(to->second);
    m.count = static_cast<std::uint8_t>(action.count);
    return m;
}

SolitaireGame::SolitaireGame(std::uint64_t seed, SolitaireRules rules, const DealtTiles& dealt, bool stacked)
    : m_rules(std::move(rules)), m_log(headerFor(seed, m_rules, stacked)), m_tiles(dealt), m_position(positionOf(dealt)),
      m_sight(solitaireSet())
{
    for (const Event& e : m_tiles.dealEvents())
        append(e);
    listLegal();
    if (m_moves.empty())
        end(std::nullopt, "no move left");
}

const SolitaireGame* SolitaireGame::of(const VariantGame& game) { return dynamic_cast<const SolitaireGame*>(&game); }

void SolitaireGame::listLegal()
{
    m_moves = legalMoves(m_position);
    m_legal.clear();
    for (const Move& m : m_moves)
        m_legal.push_back(actionOf(m_position, m));
    Action resign;
    resign.seat = Seat::of(0);
    resign.type = ActionType::Resign;
    m_legal.push_back(resign);
}

const std::vector<Action>& SolitaireGame::legalActions(Seat seat) const
{
    static const std::vector<Action> none;
    return m_over || seat.index() != 0 ? none : m_legal;
}

void SolitaireGame::end(std::optional<Seat> winner, const char* reason)
{
    m_over = true;
    m_winner = winner;
    m_moves.clear();
    m_legal.clear();
    append(GameEndEvent{winner, reason});
}

Message SolitaireGame::refusalOf(const Action& action) const
{
    if (m_over)
        return {MessageId::RefusedGameOver};
    if (action.seat.index() != 0)
        return {MessageId::RefusedNotTurn, {Message{MessageId::SeatNameLower, {0}}, Message{MessageId::SeatNameLower, {action.seat.index()}}}};
    if (action.type != ActionType::Move && action.type != ActionType::Resign)
        return {MessageId::RefusedNotSolitaireAction, {actionTypeName(action.type)}};
    if (std::find(m_legal.begin(), m_legal.end(), action) != m_legal.end())
        return {};
    const auto move = moveOf(action);
    if (!move)
        return {MessageId::RefusedSolitaireMove, {"it names no rows, free cells or foundations of the grid"}};
    if (const auto why = whyIllegal(m_position, *move))
        return {MessageId::RefusedSolitaireMove, {*why}};
    // Legal as a move but named otherwise (another suit's foundation, a gathering's count).
    return {MessageId::RefusedSolitaireMove, {"it is written otherwise than the move " + moveText(*move)}};
}

Status SolitaireGame::apply(const Action& action)
{
    const auto found = m_over ? m_legal.end() : std::find(m_legal.begin(), m_legal.end(), action);
    if (found == m_legal.end())
        return failure(english(refusalOf(action)));
    append(ActionEvent{action});
    if (action.type == ActionType::Resign) {
        end(std::nullopt, "given up");
        return success();
    }
    const Move move = m_moves[static_cast<std::size_t>(found - m_legal.begin())];
    ++m_movesMade;
    auto make = [&](const Move& m) {
        m_pending.clear();
        m_tiles.moveEvents(m_position, m, m_pending);
        applyMove(m_position, m);
        for (const Event& e : m_pending)
            append(e);
    };
    make(move);
    if (m_rules.automaticMoves)
        while (const auto safe = safeFoundationMove(m_position))
            make(*safe);
    if (m_position.won()) {
        end(Seat::of(0), "won");
        return success();
    }
    listLegal();
    if (m_moves.empty())
        end(std::nullopt, "no move left");
    return success();
}

bool SolitaireGame::viewInto(std::size_t index, Seat seat, SeenEvent& out)
{
    const auto& events = m_log.record().events;
    if (index >= events.size() || seat.index() != 0)
        return false;
    if (index < m_sightAt) {
        m_sight = Sight(solitaireSet());
        m_sightAt = 0;
    }
    for (; m_sightAt < index; ++m_sightAt)
        m_sight.apply(events[m_sightAt]);
    // Everything lies face up but the wash's order and the divider's winds (views/event_view.h).
    return mj::viewOf(events[index], seat, m_sight, false, out);
}

Expected<std::unique_ptr<SolitaireGame>>
replaySolitaire(const GameRecord& record, const std::function<void(const SolitaireGame&, const Action&)>& beforeAction)
{
    const RecordHeader& h = record.header;
    if (h.variant != kVariantName)
        return failure("line 1: a record of " + h.variant + ", not of solitaire");
    if (!h.game)
        return failure("line 1: not a game record (no \"game\": true in its header)");
    const auto rules = solitaireRules(h.variantRuleset);
    if (!rules)
        return failure("line 1: field \"ruleset\": " + rules.error());
    if (h.tileSet != &solitaireSet() || !(*h.layout == solitaireLayout()) || h.seats != 1)
        return failure("line 1: solitaire is played by one on solitaire-39 and the solitaire-grid, not by " +
                       std::to_string(h.seats) + " on " + h.tileSet->name() + " and " + h.layout->name());
    const auto& events = record.events;
    const auto* wash = events.empty() ? nullptr : std::get_if<WashEvent>(&events.front());
    if (!wash)
        return failure("line 2: a solitaire record starts with the wash that deals it");
    // The wash orders the tiles as they are dealt: each row's, then the divider's winds.
    DealtTiles dealt;
    std::size_t next = 0;
    for (int r = 0; r < kRows; ++r)
        for (int i = 0; i < kDealtRow[static_cast<std::size_t>(r)]; ++i) {
            const TileId id = next < wash->order.size() ? wash->order[next] : TileId{0xFFFF};
            ++next;
            if (tileOfId(id) == kNoTile)
                return failure("line 2: the wash's tile " + std::to_string(next) + " is no tile of the rows");
            dealt.rows[static_cast<std::size_t>(r)].push_back(id);
        }
    if (Status whole = checkPosition(positionOf(dealt)); !whole)
        return failure("line 2: the wash deals no position of the 39 tiles: " + whole.error());
    if (!h.stacked && !(dealt == dealtTiles(h.seed)))
        return failure("line 2: the wash is not the deal of number " + std::to_string(h.seed) +
                       " (a deal of its own says \"stacked\": true)");
    auto game = std::make_unique<SolitaireGame>(h.seed, *rules, dealt, h.stacked);
    const auto before = [&](const Action& action) {
        if (beforeAction)
            beforeAction(*game, action);
    };
    if (Status s = replayRecordedActions(*game, events, "the player's", before); !s)
        return Error{s.error()};
    return game;
}

std::unique_ptr<VariantGame> SolitaireMatch::nextGame(std::uint64_t seed)
{
    return std::make_unique<SolitaireGame>(seed, m_rules, dealtTiles(seed));
}

void SolitaireMatch::finishGame(const VariantGame& game)
{
    ++m_played;
    if (game.winner())
        ++m_won;
}

} // namespace mj::solitaire
