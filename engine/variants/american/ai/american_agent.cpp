#include "variants/american/ai/american_agent.h"

#include "variants/american/ai/opponent_read.h"

#include <algorithm>
#include <type_traits>
#include <variant>

namespace mj::american {

namespace {

// The index of an Event alternative, for needs().
template <typename T, typename... Kinds>
constexpr std::size_t indexIn(std::variant<Kinds...>*)
{
    std::size_t i = 0;
    ((std::is_same_v<T, Kinds> ? false : (++i, true)) && ...);
    return i;
}
template <typename T>
constexpr std::size_t eventIndex()
{
    return indexIn<T>(static_cast<Event*>(nullptr));
}

const Action* firstOf(const std::vector<Action>& legal, ActionType type)
{
    for (const Action& a : legal)
        if (a.type == type)
            return &a;
    return nullptr;
}

} // namespace

AmericanAgent::AmericanAgent(AiLevel level, std::shared_ptr<const CardMatcher> matcher, const TileSet& set, Seat seat,
                             int seatCount, std::uint64_t seed)
    : m_matcher(std::move(matcher)), m_ai(level, *m_matcher, seed), m_fold(set, seat, seatCount),
      m_dead(static_cast<std::size_t>(seatCount), false)
{
}

bool AmericanAgent::needs(std::size_t kind) const
{
    return kind == eventIndex<TakeEvent>() || kind == eventIndex<DiscardEvent>() || kind == eventIndex<MeldEvent>() ||
           kind == eventIndex<AddToSetEvent>() || kind == eventIndex<MoveEvent>() || kind == eventIndex<ActionEvent>();
}

void AmericanAgent::see(const SeenEvent& view)
{
    if (const auto* action = std::get_if<ActionEvent>(&view.event)) {
        // A call of a dead hand: the called seat is out when it is dead in the open (what
        // every seat sees); otherwise the call was wrong, and the caller's hand is out.
        const Action& a = action->action;
        // Its own courtesy offer, whoever made it (a hint's copy of the agent is never asked
        // the offer itself): the tiles laid next are the courtesy pass.
        if (a.type == ActionType::CourtesyOffer && a.seat == m_fold.seat())
            m_courtesy = true;
        if (a.type == ActionType::CallDead && a.from >= 0 && a.from < static_cast<int>(m_dead.size())) {
            const SeatKnowledge k = m_fold.knowledge();
            const bool right = deadInTheOpen(*m_matcher, k, a.from);
            const int out = right ? a.from : a.seat.index();
            if (out >= 0 && out < static_cast<int>(m_dead.size()))
                m_dead[static_cast<std::size_t>(out)] = true;
        }
        return;
    }
    m_fold.fold(view.event);
}

SeatKnowledge AmericanAgent::knowledgeFor(const std::vector<Action>& legal) const
{
    SeatKnowledge k = m_fold.knowledge();
    k.dead = m_dead;
    // The legal actions name the hand's tiles: every tile may be discarded; every tile but a
    // joker may be passed (the jokers then are the fold's).
    const bool discards = firstOf(legal, ActionType::Discard) != nullptr;
    const bool passes = firstOf(legal, ActionType::PassTile) != nullptr;
    if (discards || passes) {
        const ActionType type = discards ? ActionType::Discard : ActionType::PassTile;
        const int jokers = discards ? 0 : k.hand.concealed[kJokerKind];
        k.hand.concealed = {};
        k.hand.concealed[kJokerKind] = static_cast<std::uint8_t>(jokers);
        std::vector<int> tiles;
        for (const Action& a : legal)
            if (a.type == type && std::find(tiles.begin(), tiles.end(), a.tile) == tiles.end())
                tiles.push_back(a.tile);
        for (int t : tiles)
            if (const int kind = m_fold.cardKind(TileId{static_cast<std::uint16_t>(t)}); kind >= 0)
                ++k.hand.concealed[kind];
        k.hand.tiles = 0;
        for (int c : k.hand.concealed)
            k.hand.tiles += c;
        for (const CardExposure& e : k.hand.exposures)
            k.hand.tiles += e.size();
    }
    return k;
}

Action AmericanAgent::passTile(const std::vector<Action>& legal)
{
    if (m_passKinds.empty() && m_passBlind == 0) {
        const SeatKnowledge k = knowledgeFor(legal);
        if (m_courtesy) {
            m_passKinds = m_ai.courtesyTiles(k, 3);
        } else {
            const CharlestonChoice c = m_ai.choosePass(k, firstOf(legal, ActionType::PassBlind) != nullptr);
            m_passKinds = c.kinds;
            m_passBlind = c.blind;
        }
    }
    while (!m_passKinds.empty()) {
        const int kind = m_passKinds.front();
        m_passKinds.erase(m_passKinds.begin());
        for (const Action& a : legal)
            if (a.type == ActionType::PassTile && m_fold.cardKind(TileId{static_cast<std::uint16_t>(a.tile)}) == kind) {
                m_fold.gaveAway(TileId{static_cast<std::uint16_t>(a.tile)});
                return a;
            }
    }
    if (m_passBlind > 0) {
        const int blind = m_passBlind;
        m_passBlind = 0;
        for (const Action& a : legal)
            if (a.type == ActionType::PassBlind && a.count == blind)
                return a;
    }
    // Nothing planned fits what is asked: the first tile offered (never a joker: the game
    // offers none), else whatever pass is legal.
    if (const Action* a = firstOf(legal, ActionType::PassTile)) {
        m_fold.gaveAway(TileId{static_cast<std::uint16_t>(a->tile)});
        return *a;
    }
    if (const Action* a = firstOf(legal, ActionType::PassBlind))
        return *a;
    return legal.front();
}

Action AmericanAgent::choose(const std::vector<Action>& legal)
{
    if (legal.empty())
        return Action{};
    if (const Action* win = firstOf(legal, ActionType::ClaimWin))
        return *win; // offered only when the discard completes a line
    if (firstOf(legal, ActionType::PassTile) || firstOf(legal, ActionType::PassBlind))
        return passTile(legal);
    const SeatKnowledge k = knowledgeFor(legal);
    if (const Action* vote = firstOf(legal, ActionType::Vote)) {
        m_passKinds.clear(), m_passBlind = 0;
        const int want = m_ai.voteForSecondCharleston(k) ? 1 : 0;
        for (const Action& a : legal)
            if (a.type == ActionType::Vote && a.count == want)
                return a;
        return *vote;
    }
    if (firstOf(legal, ActionType::CourtesyOffer)) {
        m_passKinds.clear(), m_passBlind = 0;
        m_courtesy = true;
        const int offer = m_ai.courtesyOffer(k);
        const Action* best = nullptr;
        for (const Action& a : legal)
            if (a.type == ActionType::CourtesyOffer && a.count <= offer && (!best || a.count > best->count))
                best = &a;
        return best ? *best : *firstOf(legal, ActionType::CourtesyOffer);
    }
    // The Charleston is over once play asks anything else.
    m_passKinds.clear(), m_passBlind = 0, m_courtesy = false;

    if (const Action* win = firstOf(legal, ActionType::Win); win && m_ai.declareWin(k))
        return *win;
    if (firstOf(legal, ActionType::CallDead))
        if (const auto seat = m_ai.chooseDeadCall(k))
            for (const Action& a : legal)
                if (a.type == ActionType::CallDead && a.from == *seat)
                    return a;
    {
        std::vector<ExchangeOption> options;
        std::vector<const Action*> actions;
        for (const Action& a : legal)
            if (a.type == ActionType::JokerExchange) {
                options.push_back({m_fold.cardKind(TileId{static_cast<std::uint16_t>(a.tile)}), a.from, a.to});
                actions.push_back(&a);
            }
        if (!options.empty())
            if (const auto i = m_ai.chooseExchange(k, options))
                return *actions[*i];
    }
    {
        std::vector<CallOption> options;
        std::vector<const Action*> actions;
        int kind = -1;
        for (const Action& a : legal)
            if (a.type == ActionType::Call) {
                options.push_back({a.count, a.from});
                actions.push_back(&a);
                kind = cardKindOf(TileKind::fromIndex(a.kind));
            }
        if (!options.empty())
            if (const auto i = m_ai.chooseCall(k, kind, options))
                return *actions[*i];
    }
    if (firstOf(legal, ActionType::Discard)) {
        const int kind = m_ai.chooseDiscard(k);
        for (const Action& a : legal)
            if (a.type == ActionType::Discard && m_fold.cardKind(TileId{static_cast<std::uint16_t>(a.tile)}) == kind)
                return a;
        return *firstOf(legal, ActionType::Discard);
    }
    if (const Action* pass = firstOf(legal, ActionType::Pass))
        return *pass;
    if (const Action* draw = firstOf(legal, ActionType::Draw))
        return *draw;
    return legal.front();
}

} // namespace mj::american
