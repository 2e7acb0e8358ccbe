#include "variants/american/american_game.h"

#include "table/layout.h"
#include "table/live_wall.h"
#include "variants/record_replay.h"

#include <algorithm>

namespace mj::american {

namespace {

constexpr const char* kVariantName = "american";

bool isCharlestonAction(ActionType t)
{
    return t == ActionType::PassTile || t == ActionType::PassBlind || t == ActionType::Vote ||
           t == ActionType::CourtesyOffer;
}

} // namespace

std::string phaseName(AmericanPhase phase)
{
    switch (phase) {
    case AmericanPhase::Charleston: return "charleston";
    case AmericanPhase::Act: return "act";
    case AmericanPhase::Claims: return "claims";
    case AmericanPhase::Draw: return "draw";
    case AmericanPhase::Over: return "over";
    }
    return "over";
}

RecordHeader americanHeader(const AmericanRules& rules, std::uint64_t seed, std::optional<Seat> east, bool stacked)
{
    RecordHeader header;
    header.seed = seed;
    header.variant = kVariantName;
    header.variantRuleset = rules.name;
    header.variantRulesetText = rules.cardText;
    header.game = true;
    header.stacked = stacked;
    header.mano = east;
    header.tileSet = *TileSet::byName("american-152");
    header.layout = *Layout::byName("square-19");
    header.seats = kSeats;
    return header;
}

AmericanGame::AmericanGame(AmericanRules rules, const AmericanSetup& setup, bool stacked)
    : m_rules(std::move(rules)),
      m_log(americanHeader(m_rules, setup.seed, setup.eastGiven && !stacked ? std::optional<Seat>(setup.east) : std::nullopt,
                           stacked)),
      m_east(setup.east), m_turn(setup.east), m_sight(setup.table.tileSet())
{
    for (const Event& e : setup.events)
        append(e);
    if (m_rules.charleston)
        startCharleston();
    else
        startPlay();
    listLegal();
}

const AmericanGame* AmericanGame::of(const VariantGame& game) { return dynamic_cast<const AmericanGame*>(&game); }

void AmericanGame::append(const Event& event)
{
    m_log.appendOrThrow(event);
    forgetCaches(event);
    if (const auto* pay = std::get_if<PaymentEvent>(&event))
        for (int s = 0; s < kSeats; ++s)
            m_balance[s] += pay->seats[s];
}

Expected<CardHand> AmericanGame::cardHandOf(Seat seat, std::optional<TileId> plus) const
{
    const TileSet& set = table().tileSet();
    std::vector<TileKind> concealed;
    for (TileId t : table().hand(seat))
        concealed.push_back(set.kindOf(t));
    if (plus)
        concealed.push_back(set.kindOf(*plus));
    std::vector<std::vector<TileKind>> exposed;
    for (const auto& group : table().exposed(seat)) {
        exposed.emplace_back();
        for (TileId t : group)
            exposed.back().push_back(set.kindOf(t));
    }
    return makeCardHand(concealed, exposed);
}

int AmericanGame::mahJonggLine(Seat seat, std::optional<TileId> plus) const
{
    const auto hand = cardHandOf(seat, plus);
    if (!hand || hand->tiles != 14)
        return -1;
    const CardMatcher& card = *m_rules.card;
    int best = -1;
    for (int line = 0; line < card.lineCount(); ++line)
        if (card.matches(line, *hand) &&
            (best < 0 || card.card().lines[static_cast<std::size_t>(line)].value >
                             card.card().lines[static_cast<std::size_t>(best)].value))
            best = line;
    return best;
}

void AmericanGame::forgetCaches(const Event& event)
{
    const auto forgetHand = [&](Seat seat) { m_waiting[seat].reset(); };
    if (const auto* take = std::get_if<TakeEvent>(&event))
        forgetHand(take->seat);
    else if (const auto* d = std::get_if<DiscardEvent>(&event))
        forgetHand(d->seat);
    else if (const auto* meld = std::get_if<MeldEvent>(&event)) {
        forgetHand(meld->seat);
        m_callFits[meld->seat].clear();
    } else if (std::holds_alternative<MoveEvent>(event)) {
        // Passes and joker exchanges: any hand and any exposure may have changed.
        for (int s = 0; s < kSeats; ++s) {
            forgetHand(Seat::of(s));
            m_callFits[s].clear();
        }
    }
}

bool AmericanGame::waiting(Seat seat) const
{
    if (!m_waiting[seat]) {
        bool oneShort = false;
        if (const auto hand = cardHandOf(seat); hand && hand->tiles == 13) {
            const CardMatcher& card = *m_rules.card;
            for (int line = 0; line < card.lineCount() && !oneShort; ++line)
                oneShort = card.distance(line, *hand) <= 1;
        }
        m_waiting[seat] = oneShort;
    }
    return *m_waiting[seat];
}

bool AmericanGame::completesALine(Seat seat, std::optional<TileId> plus) const
{
    const auto hand = cardHandOf(seat, plus);
    if (!hand || hand->tiles != 14)
        return false;
    const CardMatcher& card = *m_rules.card;
    for (int line = 0; line < card.lineCount(); ++line)
        if (card.matches(line, *hand))
            return true;
    return false;
}

void AmericanGame::listLegal()
{
    for (int s = 0; s < kSeats; ++s) {
        auto& out = m_legal[s];
        out.clear();
        const Seat seat = Seat::of(s);
        switch (m_phase) {
        case AmericanPhase::Charleston: listCharleston(seat, out); break;
        case AmericanPhase::Act:
            if (seat == m_turn)
                listAct(seat, out);
            break;
        case AmericanPhase::Claims: listClaims(seat, out); break;
        case AmericanPhase::Draw:
            if (seat == m_turn)
                out.push_back(Action{seat, ActionType::Draw});
            break;
        case AmericanPhase::Over: break;
        }
    }
}

const std::vector<Action>& AmericanGame::legalActions(Seat seat) const
{
    static const std::vector<Action> none;
    return Seat::valid(seat.index(), kSeats) ? m_legal[seat] : none;
}

Seat AmericanGame::seatToAct() const
{
    if (m_phase == AmericanPhase::Charleston || m_phase == AmericanPhase::Claims) {
        // Everyone decides at once; the first who still owes an answer, in turn from East
        // (the Charleston) or from the discarder's right (the claim window).
        const Seat from = m_phase == AmericanPhase::Claims ? m_turn.next(1, kSeats) : m_east;
        for (int k = 0; k < kSeats; ++k)
            if (!m_legal[from.next(k, kSeats)].empty())
                return from.next(k, kSeats);
    }
    return m_turn;
}

std::optional<TimedDecision> AmericanGame::timedDecision(Seat seat) const
{
    if (m_phase != AmericanPhase::Claims || !Seat::valid(seat.index(), kSeats) || m_legal[seat].empty())
        return std::nullopt;
    return TimedDecision{m_discards, m_rules.claimSeconds, Action{seat, ActionType::Pass}};
}

std::string AmericanGame::whyRefused(const Action& action) const
{
    if (m_phase == AmericanPhase::Over)
        return "the game is over";
    if (!Seat::valid(action.seat.index(), kSeats))
        return "seat " + std::to_string(action.seat.index()) + " does not sit at this table of four";
    const std::string what = actionTypeName(action.type);
    const std::string who = action.seat.name();
    const auto& legal = m_legal[action.seat];
    if (std::find(legal.begin(), legal.end(), action) != legal.end())
        return {};
    if (m_dead[action.seat])
        return who + "'s hand is dead: it plays no more";
    if (legal.empty())
        return who + " has nothing to decide in the " + phaseName(m_phase) + " phase now";
    if (m_phase == AmericanPhase::Charleston && !isCharlestonAction(action.type))
        return "the Charleston takes passes, votes and courtesy offers, not " + what;
    if (m_phase != AmericanPhase::Charleston && isCharlestonAction(action.type))
        return what + " belongs to the Charleston, which is over";
    switch (action.type) {
    case ActionType::PassTile: return "tile " + std::to_string(action.tile) + " may not be laid (not held, a joker, laid already, or no tile is due)";
    case ActionType::PassBlind: return "a blind pass is allowed only on the first left and the last right, completing the three";
    case ActionType::Discard: return "tile " + std::to_string(action.tile) + " is not in " + who + "'s concealed hand";
    case ActionType::Call: return "that call exposes no pung, kong, quint or sextet an exposed line of the card can still use, or the tiles are not held";
    case ActionType::ClaimWin: return "the discard does not complete a line of the card for " + who;
    case ActionType::JokerExchange: return "no exposed joker stands for that tile, or the tile is not held";
    case ActionType::CallDead: return "only another live hand with an exposure may be called dead, on one's turn";
    default: return what + " is not one of " + who + "'s choices in the " + phaseName(m_phase) + " phase";
    }
}

Message AmericanGame::refusalOf(const Action& action) const
{
    const std::string why = whyRefused(action);
    if (why.empty())
        return {};
    return {MessageId::RefusedAmericanAction, {why}};
}

Status AmericanGame::apply(const Action& action)
{
    if (const std::string why = whyRefused(action); !why.empty())
        return failure(why);
    append(ActionEvent{action});
    const Seat seat = action.seat;
    switch (m_phase) {
    case AmericanPhase::Charleston: applyCharleston(action); break;
    case AmericanPhase::Claims: answer(action); break;
    case AmericanPhase::Draw: draw(seat); break;
    case AmericanPhase::Act:
        switch (action.type) {
        case ActionType::Discard: discard(seat, TileId{static_cast<std::uint16_t>(action.tile)}); break;
        case ActionType::Win: declareMahJongg(seat); break;
        case ActionType::JokerExchange: exchangeJoker(seat, action); break;
        case ActionType::CallDead: callDead(seat, Seat::of(action.from)); break;
        default: break;
        }
        break;
    case AmericanPhase::Over: break;
    }
    listLegal();
    return success();
}

void AmericanGame::endGame(std::optional<Seat> winner, const std::string& reason)
{
    m_phase = AmericanPhase::Over;
    m_winner = winner;
    m_offered.reset();
    append(GameEndEvent{winner, reason});
}

bool AmericanGame::viewInto(std::size_t index, Seat seat, SeenEvent& out)
{
    const auto& events = m_log.record().events;
    if (index >= events.size() || !Seat::valid(seat.index(), kSeats))
        return false;
    if (index < m_sightAt) {
        m_sight = Sight(table().tileSet());
        m_sightAt = 0;
    }
    for (; m_sightAt < index; ++m_sightAt)
        m_sight.apply(events[m_sightAt]);
    // The general rules of sight (views/event_view.h): the wall hidden, another's hand hidden,
    // a pass's tiles seen by who laid and who picked them up, another's answer to a discard
    // not sent, the tile of another's action hidden until it lies face up.
    return mj::viewOf(events[index], seat, m_sight, false, out);
}

Expected<std::unique_ptr<AmericanGame>>
replayAmerican(const GameRecord& record, const std::function<void(const AmericanGame&, const Action&)>& beforeAction)
{
    const RecordHeader& h = record.header;
    if (h.variant != kVariantName)
        return failure("line 1: a record of " + h.variant + ", not of American mahjong");
    if (!h.game)
        return failure("line 1: not a game record (no \"game\": true in its header)");
    // A card file's game kept the card's text: it replays from that, not from the file.
    auto rules = americanRules(h.variantRuleset, h.variantRulesetText);
    if (!rules)
        return failure("line 1: field \"" + std::string(h.variantRulesetText.empty() ? "ruleset" : "ruleset_text") +
                       "\": " + rules.error());
    if (h.tileSet->name() != "american-152" || h.layout->name() != "square-19" || h.seats != kSeats)
        return failure("line 1: American mahjong is played by four on american-152 and square-19, not by " +
                       std::to_string(h.seats) + " on " + h.tileSet->name() + " and " + h.layout->name());
    const auto& events = record.events;
    const auto line = [](std::size_t i) { return "line " + std::to_string(i + 2) + ": "; };
    // The setup is every event before the first action.
    std::size_t setupEnd = 0;
    while (setupEnd < events.size() && !std::holds_alternative<ActionEvent>(events[setupEnd]))
        ++setupEnd;
    AmericanSetup setup;
    if (h.stacked) {
        const std::vector<Event> prefix(events.begin(), events.begin() + static_cast<long>(setupEnd));
        auto table = replayAmericanSetup(prefix);
        if (!table)
            return failure("the stacked setup does not replay: " + table.error());
        if (!table->mano())
            return failure("line 2: the stacked setup names no East");
        // A stacked deal is still a deal: East 14 tiles, the others 13, nothing left about.
        for (int s = 0; s < kSeats; ++s) {
            const std::size_t want = Seat::of(s) == *table->mano() ? kEastTiles : kOtherTiles;
            if (table->hand(Seat::of(s)).size() != want || !table->exposed(Seat::of(s)).empty() ||
                !table->discards(Seat::of(s)).empty())
                return failure(line(setupEnd) + "the stacked setup leaves seat " + std::to_string(s) + " " +
                               std::to_string(table->hand(Seat::of(s)).size()) + " tiles, not " + std::to_string(want) +
                               " in hand and nothing laid out");
        }
        if (!table->freeArea().empty() || !table->wallBreak())
            return failure(line(setupEnd) + "the stacked setup leaves tiles off the wall or the wall unbroken");
        setup.seed = h.seed;
        setup.events = prefix;
        setup.east = *table->mano();
        setup.table = std::move(*table);
    } else {
        setup = performAmericanSetup(h.seed, h.mano);
    }
    auto game = std::make_unique<AmericanGame>(std::move(rules).value(), setup, h.stacked);
    const auto before = [&](const Action& action) {
        if (beforeAction)
            beforeAction(*game, action);
    };
    if (Status s = replayRecordedActions(*game, events, "a player's", before); !s)
        return Error{s.error()};
    return game;
}

} // namespace mj::american
