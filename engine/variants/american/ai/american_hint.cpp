#include "variants/american/ai/american_hint.h"

#include "variants/american/ai/line_outlook.h"
#include "variants/american/ai/opponent_read.h"
#include "variants/american/american_game.h"

#include <algorithm>

namespace mj::american {

namespace {

// The lines a hint names: the agent's score weighs the best three (line_outlook.h).
constexpr std::size_t kLinesNamed = 3;

std::vector<int> aimedLines(const Outlook& outlook, const CardHand& hand)
{
    std::vector<int> out;
    for (const LineChance& l : nearLines(outlook, hand)) {
        if (out.size() == kLinesNamed)
            break;
        out.push_back(l.line);
    }
    return out;
}

// Whether any of `lines` is farther from `after` than from `before`: the tiles taken away
// were ones it needs.
bool anyNeeds(const CardMatcher& matcher, const std::vector<int>& lines, const CardHand& before, const CardHand& after)
{
    return std::any_of(lines.begin(), lines.end(),
                       [&](int l) { return matcher.distance(l, after) > matcher.distance(l, before); });
}

// The kinds the agent would consider laying (american_ai.cpp, rankLayable): every natural
// held, a joker only when nothing else is.
std::vector<int> layable(const CardHand& hand)
{
    std::vector<int> out;
    for (int kind = 0; kind < kJokerKind; ++kind)
        if (hand.concealed[kind] > 0)
            out.push_back(kind);
    if (out.empty() && hand.concealed[kJokerKind] > 0)
        out.push_back(kJokerKind);
    return out;
}

CardHand without(const CardHand& hand, int kind, int count = 1)
{
    CardHand left = hand;
    removeConcealed(left, kind, count);
    return left;
}

// The best score the hand keeps after its best discard (ties do not matter to a score).
double bestAfterDiscard(AiLevel level, const Outlook& outlook, const CardHand& hand)
{
    double best = handScore(level, outlook, hand);
    bool any = false;
    for (int kind : layable(hand)) {
        const double s = handScore(level, outlook, without(hand, kind));
        if (!any || s > best)
            best = s, any = true;
    }
    return best;
}

// The hand after calling the discard `kind` for a set of `count` with `jokers` from the hand.
CardHand afterCall(const CardHand& hand, int kind, int count, int jokers)
{
    const int naturals = count - 1 - jokers;
    CardHand after = hand;
    removeConcealed(after, kind, naturals);
    removeConcealed(after, kJokerKind, jokers);
    CardExposure set;
    set.naturals.assign(static_cast<std::size_t>(naturals + 1), static_cast<std::uint8_t>(kind));
    set.jokers = jokers;
    after.exposures.push_back(std::move(set));
    after.tiles += count;
    return after;
}

// The group of `line` that a set of `count` tiles of `kind` can be (its first such group),
// and how far the line's numbers move for it to be (`shift`).
int groupFor(const CardLine& line, int kind, int count, int& shiftFound)
{
    for (std::size_t g = 0; g < line.groups.size(); ++g)
        for (const CardForm& form : line.groups[g].forms) {
            if (!form.isSet() || static_cast<int>(form.elements.size()) != count)
                continue;
            const CardElement& e = form.elements.front();
            for (int suit = 0; suit < 3; ++suit)
                for (int shift = -8; shift <= 8; ++shift)
                    if ((shift == 0 || (line.shift > 0 && shift % line.shift == 0)) && cardKindOf(e, suit, shift) == kind) {
                        shiftFound = e.type == CardElement::Type::Number ? shift : 0;
                        return static_cast<int>(g);
                    }
        }
    return -1;
}

// The highest-paying line `hand` is exactly, or -1.
int mahJonggLine(const CardMatcher& matcher, const CardHand& hand)
{
    int best = -1;
    for (int l = 0; l < matcher.lineCount(); ++l)
        if (matcher.matches(l, hand) &&
            (best < 0 || matcher.card().lines[static_cast<std::size_t>(l)].value > matcher.card().lines[static_cast<std::size_t>(best)].value))
            best = l;
    return best;
}

// Up to `count` of the seat's own tiles of `kind`, by id, not already in `taken`.
void ownTiles(const TableFold& fold, int kind, int count, std::vector<int>& taken)
{
    for (int id = 0; id < fold.set().size() && count > 0; ++id) {
        const TileId tile{static_cast<std::uint16_t>(id)};
        if (fold.inOwnHand(tile) && fold.cardKind(tile) == kind &&
            std::find(taken.begin(), taken.end(), id) == taken.end())
            taken.push_back(id), --count;
    }
}

void explainDiscard(const AmericanAgent& agent, const SeatKnowledge& k, const Outlook& outlook, AmericanHint& h)
{
    const CardMatcher& m = agent.matcher();
    const AiLevel level = agent.ai().level();
    const int kind = agent.fold().cardKind(TileId{static_cast<std::uint16_t>(h.action.tile)});
    h.kinds = {kind};
    h.tiles = {h.action.tile};
    if (kind < 0)
        return;
    const CardHand after = without(k.hand, kind);
    h.lines = aimedLines(outlook, after);
    if (h.lines.empty()) {
        h.why = HintWhy::DiscardNoLine;
        return;
    }
    // The strong level weighs the danger too: when the tile its hand could spare best is not
    // the one it lays, the danger read kept it back.
    int best = kind;
    double bestScore = handScore(level, outlook, after);
    const double chosenScore = bestScore;
    for (int other : layable(k.hand))
        if (const double s = handScore(level, outlook, without(k.hand, other)); s > bestScore)
            best = other, bestScore = s;
    if (best != kind && level == AiLevel::Strong) {
        double most = 0.0;
        for (int s = 0; s < k.seatCount; ++s)
            if (const double d = dangerFrom(m, k, s)[static_cast<std::size_t>(best)]; d > most)
                most = d, h.seat = s;
        if (h.seat >= 0 && bestScore > chosenScore) {
            h.why = HintWhy::DiscardSafe;
            h.avoided = best;
            return;
        }
        h.seat = -1;
    }
    h.why = anyNeeds(m, h.lines, k.hand, after) ? HintWhy::DiscardLeast : HintWhy::DiscardUnused;
}

void explainPass(const AmericanAgent& agent, const AmericanAgent& decided, const std::vector<Action>& legal,
                 const SeatKnowledge& k, const Outlook& outlook, int passCount, AmericanHint& h)
{
    const AmericanAgent::PassPlan plan = decided.passPlan();
    h.courtesy = plan.courtesy;
    if (h.action.type == ActionType::PassBlind) {
        h.blind = h.action.count;
    } else {
        h.kinds.push_back(agent.fold().cardKind(TileId{static_cast<std::uint16_t>(h.action.tile)}));
        h.tiles.push_back(h.action.tile);
        for (int kind : plan.kinds) {
            if (static_cast<int>(h.kinds.size()) >= passCount)
                break;
            for (const Action& a : legal)
                if (a.type == ActionType::PassTile &&
                    agent.fold().cardKind(TileId{static_cast<std::uint16_t>(a.tile)}) == kind &&
                    std::find(h.tiles.begin(), h.tiles.end(), a.tile) == h.tiles.end()) {
                    h.kinds.push_back(kind);
                    h.tiles.push_back(a.tile);
                    break;
                }
        }
        h.blind = std::min(plan.blind, std::max(0, passCount - static_cast<int>(h.kinds.size())));
    }
    CardHand after = k.hand;
    for (int kind : h.kinds)
        if (kind >= 0)
            removeConcealed(after, kind);
    h.lines = aimedLines(outlook, after);
    h.why = !h.kinds.empty() && anyNeeds(agent.matcher(), h.lines, k.hand, after) ? HintWhy::PassLeast : HintWhy::PassUnused;
    if (h.kinds.empty())
        h.why = HintWhy::PassLeast; // all blind: every tile held helps
}

// The tiles the agent can spare (the vote, the courtesy offer), as its level counts them.
void explainSpare(const AmericanAgent& agent, const SeatKnowledge& k, const Outlook& outlook, AmericanHint& h)
{
    AmericanAi counting = agent.ai(); // copies: the agent's generator as it decided
    AmericanAi listing = agent.ai();
    const int spare = counting.courtesyOffer(k);
    h.kinds = listing.courtesyTiles(k, 3);
    h.kinds.resize(static_cast<std::size_t>(std::min<int>(spare, static_cast<int>(h.kinds.size()))));
    h.count = spare;
    h.lines = aimedLines(outlook, k.hand);
}

void explainLetGo(const AmericanAgent& agent, const std::vector<Action>& legal, const SeatKnowledge& k,
                  const Outlook& outlook, AmericanHint& h)
{
    const AiLevel level = agent.ai().level();
    h.lines = aimedLines(outlook, k.hand);
    h.why = HintWhy::LetGoNoHelp;
    const double before = handScore(level, outlook, k.hand);
    for (const Action& a : legal) {
        if (a.type != ActionType::Call)
            continue;
        const int kind = cardKindOf(TileKind::fromIndex(a.kind));
        if (h.kinds.empty())
            h.kinds = {kind};
        const int naturals = a.count - 1 - a.from;
        if (kind < 0 || kind >= kJokerKind || naturals < 0 || k.hand.concealed[kind] < naturals ||
            k.hand.concealed[kJokerKind] < a.from)
            continue;
        if (bestAfterDiscard(level, outlook, afterCall(k.hand, kind, a.count, a.from)) > before)
            h.why = HintWhy::LetGoTooLittle;
    }
}

} // namespace

AmericanHint hintFor(const AmericanAgent& agent, const std::vector<Action>& legal, int passCount)
{
    AmericanHint h;
    if (legal.empty())
        return h;
    AmericanAgent decided = agent; // asked in the agent's place: its state as it is
    h.action = decided.choose(legal);
    const SeatKnowledge k = agent.knowledgeFor(legal);
    const CardMatcher& m = agent.matcher();
    const Outlook outlook = outlookOf(m, k);
    switch (h.action.type) {
    case ActionType::Draw: h.why = HintWhy::Draw; break;
    case ActionType::Win:
        h.why = HintWhy::MahJongg;
        h.line = mahJonggLine(m, k.hand);
        break;
    case ActionType::ClaimWin: {
        // The discard is the tile that makes the hand a line.
        h.why = HintWhy::MahJongg;
        for (int kind = 0; kind < kCardKinds && h.line < 0; ++kind) {
            CardHand with = k.hand;
            addConcealed(with, kind);
            if ((h.line = mahJonggLine(m, with)) >= 0)
                h.kinds = {kind};
        }
        break;
    }
    case ActionType::CallDead:
        h.why = HintWhy::CallDead;
        h.seat = h.action.from;
        break;
    case ActionType::JokerExchange: {
        h.why = HintWhy::JokerExchange;
        h.seat = h.action.from;
        const int kind = agent.fold().cardKind(TileId{static_cast<std::uint16_t>(h.action.tile)});
        h.kinds = {kind};
        h.tiles = {h.action.tile};
        if (kind >= 0) {
            CardHand after = without(k.hand, kind);
            addConcealed(after, kJokerKind);
            h.lines = aimedLines(outlook, after);
        }
        break;
    }
    case ActionType::Call: {
        h.why = HintWhy::Call;
        const int kind = cardKindOf(TileKind::fromIndex(h.action.kind));
        h.kinds = {kind};
        h.count = h.action.count;
        h.jokers = h.action.from;
        if (kind < 0 || kind >= kJokerKind)
            break;
        ownTiles(agent.fold(), kind, h.count - 1 - h.jokers, h.tiles);
        ownTiles(agent.fold(), kJokerKind, h.jokers, h.tiles);
        const CardHand after = afterCall(k.hand, kind, h.count, h.jokers);
        h.lines = aimedLines(outlook, after);
        if (!h.lines.empty()) {
            h.line = h.lines.front();
            h.group = groupFor(m.card().lines[static_cast<std::size_t>(h.line)], kind, h.count, h.shift);
        }
        break;
    }
    case ActionType::Pass: explainLetGo(agent, legal, k, outlook, h); break;
    case ActionType::Discard: explainDiscard(agent, k, outlook, h); break;
    case ActionType::PassTile:
    case ActionType::PassBlind: explainPass(agent, decided, legal, k, outlook, passCount, h); break;
    case ActionType::Vote:
        explainSpare(agent, k, outlook, h);
        h.why = h.action.count ? HintWhy::VoteYes : HintWhy::VoteNo;
        break;
    case ActionType::CourtesyOffer:
        explainSpare(agent, k, outlook, h);
        h.why = HintWhy::Offer;
        h.count = h.action.count;
        h.kinds.resize(static_cast<std::size_t>(std::min<int>(h.count, static_cast<int>(h.kinds.size()))));
        break;
    default: break;
    }
    return h;
}

HintAdvisor::HintAdvisor(const AmericanGame& game, Seat seat, std::uint64_t seed)
    : m_agent(AiLevel::Strong, game.rules().card, **TileSet::byName("american-152"), seat, kSeats, seed)
{
}

bool HintAdvisor::catchUp(VariantGame& game)
{
    const auto& events = game.record().events;
    if (events.size() < m_sent)
        return false;
    SeenEvent seen;
    for (std::size_t i = m_sent; i < events.size(); ++i)
        if (m_agent.needs(events[i].index()) && game.viewInto(i, seat(), seen))
            m_agent.see(seen);
    m_sent = events.size();
    return true;
}

} // namespace mj::american
