#include "variants/american/ai/seat_knowledge.h"

#include "core/notation.h"
#include "core/tile_set.h"

#include <algorithm>
#include <string>

namespace mj::american {

KindCounts SeatKnowledge::seen() const
{
    KindCounts out = hand.concealed;
    auto addExposures = [&out](const std::vector<CardExposure>& groups) {
        for (const CardExposure& e : groups) {
            for (std::uint8_t k : e.naturals)
                ++out[k];
            out[kJokerKind] = static_cast<std::uint8_t>(out[kJokerKind] + e.jokers);
        }
    };
    addExposures(hand.exposures);
    for (int s = 0; s < static_cast<int>(exposures.size()); ++s)
        if (s != self)
            addExposures(exposures[static_cast<std::size_t>(s)]);
    for (const KindCounts& pile : discards)
        for (int k = 0; k < kCardKinds; ++k)
            out[k] = static_cast<std::uint8_t>(out[k] + pile[k]);
    return out;
}

int SeatKnowledge::unseen(int kind) const { return std::max(0, naturalCopies(kind) - seen()[kind]); }

int SeatKnowledge::liveSeats() const
{
    int live = 0;
    for (int s = 0; s < seatCount; ++s)
        live += s < static_cast<int>(dead.size()) && dead[static_cast<std::size_t>(s)] ? 0 : 1;
    return std::max(1, live);
}

int SeatKnowledge::drawsLeft() const { return std::max(0, wallLeft) / liveSeats(); }

SeatKnowledge knowledgeOf(const CardHand& hand, int seatCount, int self, int wallLeft)
{
    SeatKnowledge k;
    k.seatCount = seatCount;
    k.self = self;
    k.hand = hand;
    k.exposures.assign(static_cast<std::size_t>(seatCount), {});
    k.exposures[static_cast<std::size_t>(self)] = hand.exposures;
    k.discards.assign(static_cast<std::size_t>(seatCount), KindCounts{});
    k.passedBy.assign(static_cast<std::size_t>(seatCount), KindCounts{});
    k.dead.assign(static_cast<std::size_t>(seatCount), false);
    k.wallLeft = wallLeft;
    return k;
}

void addConcealed(CardHand& hand, int kind, int count)
{
    hand.concealed[kind] = static_cast<std::uint8_t>(hand.concealed[kind] + count);
    hand.tiles += count;
}

void removeConcealed(CardHand& hand, int kind, int count)
{
    const int taken = std::min<int>(count, hand.concealed[kind]);
    hand.concealed[kind] = static_cast<std::uint8_t>(hand.concealed[kind] - taken);
    hand.tiles -= taken;
}

Expected<KindCounts> parseKindCounts(std::string_view words)
{
    KindCounts out{};
    std::string joined;
    for (char c : words)
        if (c != ' ' && c != '\t')
            joined += c;
    if (joined.empty())
        return out;
    auto kinds = parseKinds(joined, **TileSet::byName("american-152"));
    if (!kinds)
        return Error{kinds.error()};
    for (TileKind kind : *kinds) {
        const int k = cardKindOf(kind);
        if (k < 0)
            return Error{kind.notation() + " is not a tile of the american-152 set"};
        ++out[k];
    }
    return out;
}

} // namespace mj::american
