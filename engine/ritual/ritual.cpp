#include "ritual/ritual.h"

#include "core/rng.h"
#include "record/game_log.h"
#include "ritual/break_point.h"
#include "ritual/joker_reveal.h"
#include "table/live_wall.h"

namespace mj {

namespace {

constexpr int kDealBatch = 8;
constexpr int kDealRounds = 2;

std::array<int, 2> rollDice(Rng& rng) { return {rng.between(1, 6), rng.between(1, 6)}; }

class Ritual {
public:
    Ritual(GameLog& log, Rng& rng, const Ruleset& rules, const RitualOptions& options)
        : m_rng(rng), m_rules(rules), m_log(log), m_options(options)
    {
    }

    void perform()
    {
        wash();
        build();
        Seat mano;
        if (m_options.mano) {
            mano = *m_options.mano;
            m_log.appendOrThrow(ManoEvent{mano});
        } else {
            mano = chooseMano();
        }
        breakWall(mano);
        deal(mano);
        replaceFlowers(mano);
    }

private:
    const Table& table() const { return m_log.table(); }

    void wash()
    {
        std::vector<TileId> order = table().freeArea();
        if (m_options.washOrder.empty())
            m_rng.shuffle(order);
        else
            order = m_options.washOrder;
        m_log.appendOrThrow(WashEvent{order});
    }

    void build()
    {
        const int perSegment = table().geometry().tilesPerSegment();
        for (int segment = 0; segment < table().geometry().segments; ++segment) {
            const auto& pile = table().freeArea();
            m_log.appendOrThrow(BuildEvent{segment, {pile.begin(), pile.begin() + perSegment}});
        }
    }

    Seat chooseMano()
    {
        std::vector<Seat> contenders{Seat::of(0), Seat::of(1), Seat::of(2), Seat::of(3)};
        while (contenders.size() > 1) {
            int best = 0;
            std::vector<Seat> leaders;
            for (Seat seat : contenders) {
                const auto dice = rollDice(m_rng);
                m_log.appendOrThrow(RollEvent{seat, RollPurpose::Mano, dice});
                const int total = dice[0] + dice[1];
                if (total > best)
                    leaders.clear(), best = total;
                if (total == best)
                    leaders.push_back(seat);
            }
            contenders = leaders;
        }
        m_log.appendOrThrow(ManoEvent{contenders.front()});
        return contenders.front();
    }

    void breakWall(Seat mano)
    {
        const auto dice = rollDice(m_rng);
        m_log.appendOrThrow(RollEvent{mano, RollPurpose::Break, dice});
        const BreakPoint bp = chooseBreak(mano, dice[0] + dice[1], m_rules, table().geometry());
        m_log.appendOrThrow(bp.event());
        m_log.appendOrThrow(LiftEvent{bp.lifted, bp.flowerHead});
        m_log.appendOrThrow(DicePlacedEvent{bp.flowerHead});
        // Seed 003: the break roll also reveals the joker, before the deal.
        if (m_rules.joker == JokerRule::AtBreak)
            for (TileId tile : jokerRevealTiles(table(), dice[0] + dice[1], m_rules))
                m_log.appendOrThrow(FlipEvent{tile, Face::Up});
    }

    void take(Seat seat, WallEnd end, TakeReason reason, int count)
    {
        m_log.appendOrThrow(TakeEvent{seat, end, reason, peekWall(table(), end, count)});
    }

    void deal(Seat mano)
    {
        for (int round = 0; round < kDealRounds; ++round)
            for (int k = 0; k < Seat::count; ++k)
                take(mano.next(k), WallEnd::Draw, TakeReason::Deal, kDealBatch);
        take(mano, WallEnd::Draw, TakeReason::Deal, 1);
    }

    std::vector<TileId> flowersIn(Seat seat) const
    {
        std::vector<TileId> found;
        for (TileId tile : table().hand(seat))
            if (m_rules.isFlower(table().tileSet().kindOf(tile)))
                found.push_back(tile);
        return found;
    }

    // Round by round: every seat, from the máno to the right, exposes the flowers it
    // holds; then the máno deals one replacement per flower from the flower wall, seat
    // by seat in the same order. Replacements that are flowers wait for the next round.
    void replaceFlowers(Seat mano)
    {
        for (;;) {
            std::array<int, Seat::count> needed{};
            bool any = false;
            for (int k = 0; k < Seat::count; ++k) {
                const Seat seat = mano.next(k);
                const auto flowers = flowersIn(seat);
                if (flowers.empty())
                    continue;
                m_log.appendOrThrow(ExposeFlowersEvent{seat, flowers});
                needed[seat.index()] = static_cast<int>(flowers.size());
                any = true;
            }
            if (!any)
                return;
            for (int k = 0; k < Seat::count; ++k) {
                const Seat seat = mano.next(k);
                if (needed[seat.index()] > 0)
                    take(seat, WallEnd::Flower, TakeReason::Replacement, needed[seat.index()]);
            }
        }
    }

    Rng& m_rng;
    const Ruleset& m_rules;
    GameLog& m_log;
    const RitualOptions& m_options;
};

} // namespace

GameRecord performRitual(std::uint64_t seed, const Ruleset& rules)
{
    Rng rng(seed);
    RecordHeader header;
    header.seed = seed;
    header.rules = rules;
    GameLog log(header);
    performRitual(log, rng, rules);
    return log.record();
}

void performRitual(GameLog& log, Rng& rng, const Ruleset& rules, const RitualOptions& options)
{
    Ritual(log, rng, rules, options).perform();
}

} // namespace mj
