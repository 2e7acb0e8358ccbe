#include "game/stacked_deal.h"

#include "core/notation.h"
#include "ritual/joker_reveal.h"
#include "table/live_wall.h"

#include <algorithm>

namespace mj {

namespace {

constexpr int kDealt = 16;

// The table just before the deal, washed in id order (tile id = wash position), with the
// seed's dice: where every tile will be taken from is the same for any stacked wash.
Table brokenWall(std::uint64_t seed, const Ruleset& rules, Seat mano)
{
    std::vector<TileId> identity;
    for (int i = 0; i < TileSet::chinese().size(); ++i)
        identity.push_back(TileId{static_cast<std::uint16_t>(i)});
    GameSetup dummy{seed, rules, mano, identity};
    dummy.rules.joker = JokerRule::None;
    RecordHeader header;
    header.seed = seed;
    header.rules = dummy.rules;
    header.seats = dummy.rules.seats();
    GameLog log(header);
    const Game game(dummy);
    for (const Event& e : game.record().events) {
        if (std::holds_alternative<TakeEvent>(e))
            break;
        log.appendOrThrow(e);
    }
    return log.table();
}

} // namespace

Expected<GameSetup> stackDeal(std::uint64_t seed, const Ruleset& rules, Seat mano, const StackedDeal& deal)
{
    const TileSet& set = TileSet::chinese();
    const Table table = brokenWall(seed, rules, mano);
    const std::vector<TileId> drawOrder = peekWall(table, WallEnd::Draw, set.size());
    const std::vector<TileId> flowerOrder = peekWall(table, WallEnd::Flower, set.size());

    std::vector<int> wanted(static_cast<std::size_t>(set.size()), -1); // kind index by wash position
    auto place = [&](TileId position, TileKind kind, const std::string& part) -> Status {
        if (wanted[position.value] >= 0)
            return failure(part + ": the wall position is already taken by another part of the deal");
        wanted[position.value] = kind.index();
        return success();
    };
    auto kindsOf = [&](const std::string& text, const std::string& part) -> Expected<std::vector<TileKind>> {
        auto kinds = parseKinds(text, set);
        if (!kinds)
            return failure(part + ": " + kinds.error());
        return kinds;
    };

    // The deal: 8 tiles a seat from the máno to the right, twice, then the máno's 17th.
    constexpr int kSeats = Ruleset::kSeats;
    std::array<std::vector<TileKind>, kSeats> hands;
    for (int s = 0; s < kSeats; ++s) {
        const std::string part = "the hand of seat " + std::to_string(s);
        auto kinds = kindsOf(deal.hands[static_cast<std::size_t>(s)], part);
        if (!kinds)
            return failure(kinds.error());
        const std::size_t size = Seat::of(s) == mano ? kDealt + 1 : kDealt;
        if (kinds->size() != size)
            return failure(part + " has " + std::to_string(kinds->size()) + " tiles; it must have " +
                           std::to_string(size));
        hands[static_cast<std::size_t>(s)] = *kinds;
    }
    std::size_t next = 0;
    for (int round = 0; round < 2; ++round)
        for (int k = 0; k < kSeats; ++k) {
            const Seat seat = mano.next(k, kSeats);
            for (int i = 0; i < 8; ++i)
                if (Status st = place(drawOrder[next++], hands[static_cast<std::size_t>(seat.index())]
                                                              [static_cast<std::size_t>(round * 8 + i)],
                                      "the deal");
                    !st)
                    return failure(st.error());
        }
    if (Status st = place(drawOrder[next++], hands[static_cast<std::size_t>(mano.index())][kDealt], "the deal"); !st)
        return failure(st.error());

    auto draws = kindsOf(deal.draws, "the draws");
    if (!draws)
        return failure(draws.error());
    for (TileKind kind : *draws)
        if (Status st = place(drawOrder[next++], kind, "the draws"); !st)
            return failure(st.error());
    auto flowers = kindsOf(deal.flowerWall, "the flower wall");
    if (!flowers)
        return failure(flowers.error());
    for (std::size_t i = 0; i < flowers->size(); ++i)
        if (Status st = place(flowerOrder[i], (*flowers)[i], "the flower wall"); !st)
            return failure(st.error());
    if (!deal.joker.empty()) {
        auto joker = kindsOf(deal.joker, "the joker");
        if (!joker)
            return failure(joker.error());
        if (joker->size() != 1 || !joker->front().isSuited() || rules.joker != JokerRule::AtBreak)
            return failure("the joker: give one suited kind, with the at_break joker rule");
        // The reveal counts the break roll along the flower wall before the deal: the first
        // tile it turns is the joker when that tile is suited.
        const int breakTotal = table.dice().faces[0] + table.dice().faces[1];
        const auto turned = jokerRevealTiles(table, breakTotal, rules);
        if (turned.empty())
            return failure("the joker: no tile to turn");
        if (Status st = place(turned.front(), joker->front(), "the joker"); !st)
            return failure(st.error());
    }

    // Tile ids for the wanted kinds, then every other tile in id order.
    std::vector<bool> used(static_cast<std::size_t>(set.size()), false);
    std::vector<TileId> order(static_cast<std::size_t>(set.size()));
    std::vector<bool> filled(static_cast<std::size_t>(set.size()), false);
    for (int p = 0; p < set.size(); ++p) {
        if (wanted[static_cast<std::size_t>(p)] < 0)
            continue;
        int id = 0;
        while (id < set.size() && (used[static_cast<std::size_t>(id)] ||
                                   set.kindOf(TileId{static_cast<std::uint16_t>(id)}).index() != wanted[static_cast<std::size_t>(p)]))
            ++id;
        if (id == set.size())
            return failure("the deal asks for more " + TileKind::fromIndex(wanted[static_cast<std::size_t>(p)]).notation() +
                           " than the set holds");
        used[static_cast<std::size_t>(id)] = true;
        order[static_cast<std::size_t>(p)] = TileId{static_cast<std::uint16_t>(id)};
        filled[static_cast<std::size_t>(p)] = true;
    }
    int id = 0;
    for (int p = 0; p < set.size(); ++p) {
        if (filled[static_cast<std::size_t>(p)])
            continue;
        while (used[static_cast<std::size_t>(id)])
            ++id;
        used[static_cast<std::size_t>(id)] = true;
        order[static_cast<std::size_t>(p)] = TileId{static_cast<std::uint16_t>(id)};
    }
    return GameSetup{seed, rules, mano, order};
}

} // namespace mj
